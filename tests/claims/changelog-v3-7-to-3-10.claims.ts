import {execFileSync} from 'node:child_process';
import fc from 'fast-check';
import {expect} from 'vitest';
import {claim} from './ledger';
import {ROOT, expectSurfaceUnchanged, loadLimu, packageFile, versionData} from './limu-packages';

const page = 'changelog/v3-7-to-3-10';

/** What a draft read returns when the onOperate callback returns 99 for that read. */
/**
 * Over generated states, keys and callback results other than undefined: on each version, whether a
 * read of the key from the draft gave the callback's result (true) or the state's value (false).
 * Values and results are told apart by identity (a fresh object) or by a number the state never holds.
 */
function readsTakeCallbackResult(version: string): boolean[] {
  const {produce} = loadLimu(version);
  const value = fc.oneof(
    fc.integer({min: 0, max: 9}),
    fc.string(),
    fc.boolean(),
    fc.constant(null),
    fc.dictionary(fc.constantFrom('x', 'y'), fc.integer({min: 0, max: 9})),
    fc.array(fc.integer({min: 0, max: 9}), {maxLength: 3}),
  );
  const result = fc.oneof(
    fc.integer({min: 100, max: 200}),
    fc.constant(false),
    fc.constant(null),
    fc.constant(''),
    fc.record({r: fc.integer()}),
  );
  const outcomes: boolean[] = [];
  fc.assert(
    fc.property(fc.dictionary(fc.constantFrom('a', 'b', 'c'), value, {minKeys: 1}), result, (state, returned) => {
      const key = Object.keys(state)[0]!;
      if (Object.is(returned, state[key])) return;
      let seen: unknown;
      produce(
        state,
        (draft: Record<string, unknown>) => {
          seen = draft[key];
        },
        {onOperate: (p: {op: string; key: unknown}) => (p.op === 'get' && p.key === key ? returned : undefined)},
      );
      outcomes.push(Object.is(seen, returned));
    }),
    {seed: 38, numRuns: 60},
  );
  return outcomes;
}

function readWithReturningCallback(version: string): unknown {
  const {produce} = loadLimu(version);
  let seen: unknown;
  produce(
    {a: 1},
    (draft) => {
      seen = draft.a;
    },
    {onOperate: (p) => (p.op === 'get' && p.key === 'a' ? 99 : undefined)},
  );
  return seen;
}

/** Runs `source` as a native ES module in Node from the repository root. */
function nodeEsm(source: string): string {
  try {
    return execFileSync(process.execPath, ['--input-type=module', '-e', source], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (e) {
    return `throws: ${(e as {stderr: string}).stderr}`;
  }
}

export default [
  claim({
    page,
    zh: 'onOperate 的参数新增 grandpaType 和 proxyValue（grandpaType 在 3.11.2 中又被移除）。',
    en: 'The onOperate params gain grandpaType and proxyValue (grandpaType was removed again in 3.11.2).',
    proof: () => {
      expect(versionData('3.9.2').changes.addedOperateParams).toEqual(['grandpaType', 'proxyValue']);
      expect(versionData('3.11.2').changes.removedOperateParams).toContain('grandpaType');
    },
  }),
  claim({
    page,
    zh: 'onOperate 回调的返回类型从 void 改为 any。',
    en: 'The return type of the onOperate callback changes from void to any.',
    proof: () => {
      expect(versionData('3.8.4').signatures.ICreateDraftOptions).toContain(
        'onOperate?: (params: IOperateParams) => void;',
      );
      expect(versionData('3.9.2').signatures.ICreateDraftOptions).toContain(
        'onOperate?: (params: IOperateParams) => any;',
      );
    },
  }),
  claim({
    page,
    zh: '3.9.2 会把 onOperate 回调的返回值当作读到的值：在草稿上读取时，只要回调返回的不是 undefined，这次读取得到的就是回调的返回值。3.8.4 以及 3.11.2 和之后的版本都忽略这个返回值。',
    en: "3.9.2 takes the return value of the onOperate callback as the value read: on a read from the draft, whenever the callback returns anything other than undefined, the read gets the callback's return value. 3.8.4, and 3.11.2 and later, ignore that return value.",
    proof: () => {
      expect(readWithReturningCallback('3.9.2')).toBe(99);
      for (const version of ['3.8.4', '3.11.2', '3.11.10', '4.1.3'])
        expect(readWithReturningCallback(version), version).toBe(1);
      // In general: every generated read on 3.9.2 gets the callback's result, none on the others.
      const on392 = readsTakeCallbackResult('3.9.2');
      expect(on392.length).toBeGreaterThan(30);
      expect(on392.every(Boolean), '3.9.2: every read gets the callback result').toBe(true);
      for (const version of ['3.8.4', '3.11.2', '4.1.3'])
        expect(readsTakeCallbackResult(version).some(Boolean), `${version}: no read gets it`).toBe(false);
    },
  }),
  claim({
    page,
    zh: '行为探针的回调在读取时返回 false，因此“先经由索引读到一条记录、再经由列表修改它”这一步只在 3.9.2 上抛出 “Cannot set properties of undefined”。',
    en: 'The behaviour probe\'s callback returns false on reads, which is why its step "read a record through an index, then change it through a list" throws "Cannot set properties of undefined" on 3.9.2 only.',
    proof: () => {
      const throwing = ['3.8.4', '3.9.2', '3.11.2'].filter((v) =>
        String(versionData(v).behaviour.sharedObjectOneResult).startsWith('throws'),
      );
      expect(throwing).toEqual(['3.9.2']);
      expect(versionData('3.9.2').behaviour.sharedObjectOneResult).toContain('Cannot set properties of undefined');
      // The same step with a callback that returns nothing does not throw on 3.9.2.
      const {produce} = loadLimu('3.9.2');
      const item = {id: 1, done: false};
      const next = produce(
        {list: [item], byId: {1: item}},
        (draft) => {
          void draft.byId[1];
          draft.list[0].done = true;
        },
        {onOperate: () => undefined},
      );
      expect(next.list[0].done).toBe(true);
    },
  }),
  claim({
    page,
    zh: '与 3.7.3 相比，导出名、选项和 onOperate 参数没有变化。createDraft、finishDraft、produce、immut、deepCopy 以及类型 CreateDraft、FinishDraft、IProduce 的泛型参数由 T extends ObjectLike 改为 T = ObjectLike，即不再要求传入的类型是对象、数组、Map 或 Set。',
    en: 'Compared with 3.7.3, the export names, the options and the onOperate params are unchanged. The type parameter of createDraft, finishDraft, produce, immut, deepCopy and of the types CreateDraft, FinishDraft, IProduce changes from T extends ObjectLike to T = ObjectLike: the type passed in no longer has to be an object, array, Map or Set.',
    proof: () => {
      const before = versionData('3.7.3');
      const after = versionData('3.8.4');
      expect(after.changes).toMatchObject({
        addedExports: [],
        removedExports: [],
        addedOptions: [],
        removedOptions: [],
        addedOperateParams: [],
        removedOperateParams: [],
      });
      for (const name of [
        'createDraft',
        'finishDraft',
        'immut',
        'deepCopy',
        'CreateDraft',
        'FinishDraft',
        'IProduce',
      ]) {
        expect(before.signatures[name], name).toContain('T extends ObjectLike');
        expect(after.signatures[name], name).toContain('T = ObjectLike');
        expect(after.signatures[name], name).not.toContain('extends ObjectLike');
      }
      expect(after.signatures.produce).toBe('IProduce');
      expect(after.signatures.ObjectLike).toBe(
        'export declare type ObjectLike = AnyObject | AnyArray | Map<any, any> | Set<any>;',
      );
    },
  }),
  claim({
    page,
    zh: '与 3.7.2 相比，导出、选项、onOperate 参数和 limuUtils 成员都没有变化。',
    en: 'Compared with 3.7.2, no export, option, onOperate param or limuUtils member changed.',
    proof: () => {
      expectSurfaceUnchanged('3.7.3');
    },
  }),
  claim({
    page,
    zh: '移除默认导出 default（3.5.5 中它就是 produce）。',
    en: 'Removes the default export default (in 3.5.5 it was produce).',
    proof: () => {
      const old = loadLimu<Record<string, unknown>>('3.5.5');
      expect(old.default).toBe(old.produce);
      expect(packageFile('3.5.5', 'lib/index.d.ts')).toMatch(/^export default produce;$/m);
      expect(versionData('3.7.2').changes.removedExports).toEqual(['default']);
      expect('default' in loadLimu<object>('3.7.3')).toBe(false);
    },
  }),
  claim({
    page,
    zh: '新增类型导出 IOperateParams 和 LimuUtils。',
    en: 'Adds the type exports IOperateParams and LimuUtils.',
    proof: () => expect(versionData('3.7.2').changes.addedExports).toEqual(['IOperateParams', 'LimuUtils']),
  }),
  claim({
    page,
    zh: '新增选项 customKeys、customGet、debug 和 disableWarn；移除选项 extraProps。customGet 后来在 3.11.7 中移除，debug 在 4.0.0 中移除。',
    en: 'Adds the options customKeys, customGet, debug and disableWarn, and removes the option extraProps. customGet was later removed in 3.11.7, and debug in 4.0.0.',
    proof: () => {
      expect(versionData('3.7.2').changes).toMatchObject({
        addedOptions: ['customGet', 'customKeys', 'debug', 'disableWarn'],
        removedOptions: ['extraProps'],
      });
      expect(versionData('3.11.7').changes.removedOptions).toEqual(['customGet']);
      expect(versionData('4.0.0').changes.removedOptions).toContain('debug');
    },
  }),
  claim({
    page,
    zh: '3.7.2 中 customKeys 的类型是 symbol[]，3.11.7 起放宽为 (number | string | symbol)[]。',
    en: 'In 3.7.2 the type of customKeys is symbol[]; from 3.11.7 on it is (number | string | symbol)[].',
    proof: () => {
      expect(versionData('3.7.2').signatures.ICreateDraftOptions).toContain('customKeys?: symbol[];');
      expect(versionData('3.11.4').signatures.ICreateDraftOptions).toContain('customKeys?: symbol[];');
      expect(versionData('3.11.7').signatures.ICreateDraftOptions).toContain('customKeys?: NumStrSymbol[];');
      expect(packageFile('4.1.3', 'lib/inner-types.d.ts')).toMatch(/type NumStrSymbol = number \| string \| symbol;/);
    },
  }),
  claim({
    page,
    zh: '这条提示针对打包器和 TypeScript：它们按 module 字段加载 lib/index.js，并读取 lib/index.d.ts，3.7.2 起这两个文件都不再有默认导出。',
    en: 'This note is for bundlers and TypeScript: they load lib/index.js through the module field and read lib/index.d.ts, and from 3.7.2 on neither file has a default export.',
    proof: () => {
      for (const version of ['3.5.5', '3.7.3', '4.1.3']) {
        const manifest = JSON.parse(packageFile(version, 'package.json')) as {module: string; types: string};
        expect(manifest, version).toMatchObject({module: 'lib/index.js', types: 'lib/index.d.ts'});
      }
      expect(packageFile('3.5.5', 'lib/index.js')).toMatch(/^export default produce;$/m);
      for (const version of ['3.7.3', '4.1.3']) {
        expect(packageFile(version, 'lib/index.js'), version).not.toMatch(/^export default/m);
        expect(packageFile(version, 'lib/index.d.ts'), version).not.toMatch(/^export default/m);
      }
    },
  }),
  claim({
    page,
    zh: "Node 原生的 ES 模块则按 main 字段把 dist/limu.min.js 当作 CommonJS 加载，在 4.1.3 上具名导入会报 “Named export 'produce' not found”，只能写 import limu from 'limu'，再用 limu.produce。",
    en: "Native ES modules in Node instead load dist/limu.min.js, the main field, as CommonJS: on 4.1.3 a named import fails with \"Named export 'produce' not found\", and the only way in is import limu from 'limu', then limu.produce.",
    proof: () => {
      expect((JSON.parse(packageFile('4.1.3', 'package.json')) as {main: string; type?: string}).main).toBe(
        'dist/limu.min.js',
      );
      expect(nodeEsm("import { produce } from 'limu';")).toContain("Named export 'produce' not found");
      expect(nodeEsm("import * as ns from 'limu'; console.log(typeof ns.produce);").trim()).toBe('undefined');
      expect(
        nodeEsm("import limu from 'limu'; console.log(limu.produce({ a: 1 }, (d) => { d.a = 2; }).a);").trim(),
      ).toBe('2');
    },
  }),
];
