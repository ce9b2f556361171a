import {expect} from 'vitest';
import {claim} from './ledger';
import {onOperateSeesEveryPropertyOperation, tsErrors} from './guides-support';
import {changedLines, expectSurfaceUnchanged, loadLimu, versionData} from './limu-packages';

const page = 'changelog/v3-11';
const unchanged = (version: string) => expectSurfaceUnchanged(version);

export default [
  claim({
    page,
    zh: '这一系列的改动集中在 onOperate，即代码每次读、写、删除草稿的属性时都会调用的回调（把草稿写回它被读出的位置的一部分写入除外，见 onOperate）。',
    en: 'The changes centre on onOperate, the callback a draft calls whenever code reads, writes or deletes one of its properties (but for some writes of a draft back where it was read, see onOperate).',
    // Generated reads, writes and deletes through produce, createDraft and immut, on the last 3.11 release
    // and on 4.1.3 (3.11 does not report the length an array method reads: hence the code's own operations).
    proof: () => {
      for (const version of ['3.11.10', '4.1.3']) onOperateSeesEveryPropertyOperation(loadLimu(version), 40, true);
      // The writes back, generated, on 4.1.3 (3.11.10 also reads forEach when it finishes an array written back).
      onOperateSeesEveryPropertyOperation(loadLimu('4.1.3'), 40, true, true);
      const seen: string[] = [];
      loadLimu('3.11.10').produce(
        {o: {x: 1}},
        (d: {o: {x: number}}) => {
          d.o = d.o; // eslint-disable-line no-self-assign -- the write back is the case tested
        },
        {onOperate: (p: {op: string; key: unknown}) => void seen.push(`${p.op} ${String(p.key)}`)},
      );
      expect(seen).toEqual(['get o']);
    },
  }),
  claim({
    page,
    zh: '与 3.11.7 相比，导出、选项、onOperate 参数和 limuUtils 成员都没有变化。',
    en: 'Compared with 3.11.7, no export, option, onOperate param or limuUtils member changed.',
    proof: () => unchanged('3.11.10'),
  }),
  claim({
    page,
    zh: '行为探针显示，在 3.11.7 上用 for...of 遍历并修改草稿数组会抛出 “Cannot convert a Symbol value to a string”，3.11.10 上不再抛错，结果正确。',
    en: 'The behaviour probe shows that on 3.11.7, iterating over a draft array with for...of and changing its items throws "Cannot convert a Symbol value to a string"; on 3.11.10 it no longer throws and gives the right result.',
    proof: () => {
      expect(versionData('3.11.7').behaviour.forOfDraftArray).toBe('throws: Cannot convert a Symbol value to a string');
      const {produce} = loadLimu('3.11.10');
      const next = produce({list: [{y: 1}, {y: 2}]}, (draft) => {
        for (const point of draft.list) point.y += 10;
      });
      expect(next.list).toEqual([{y: 11}, {y: 12}]);
    },
  }),
  claim({
    page,
    zh: 'onOperate 的参数新增 parent、parentProxy、immutBase 和 isCustom，key 的类型从 string 放宽为 any。',
    en: 'The onOperate params gain parent, parentProxy, immutBase and isCustom, and the type of key widens from string to any.',
    proof: () => {
      expect(versionData('3.11.7').changes.addedOperateParams).toEqual([
        'immutBase',
        'isCustom',
        'parent',
        'parentProxy',
      ]);
      expect(versionData('3.11.4').signatures.IOperateParams).toContain(' key: string;');
      expect(versionData('3.11.7').signatures.IOperateParams).toContain(' key: any;');
    },
  }),
  claim({
    page,
    zh: '移除选项 customGet。',
    en: 'Removes the option customGet.',
    proof: () => expect(versionData('3.11.7').changes.removedOptions).toEqual(['customGet']),
  }),
  claim({
    page,
    zh: '选项 customKeys 的类型从 symbol[] 放宽为 (number | string | symbol)[]。',
    en: 'The type of the option customKeys widens from symbol[] to (number | string | symbol)[].',
    proof: () => {
      expect(versionData('3.11.4').signatures.ICreateDraftOptions).toContain('customKeys?: symbol[];');
      expect(versionData('3.11.7').signatures.ICreateDraftOptions).toContain('customKeys?: NumStrSymbol[];');
      // The types themselves, compiled strict: 3.11.4 (limu-3-11-4) takes only symbols; 3.11.10 (limu-3-11,
      // whose surface equals 3.11.7's) takes numbers, strings and symbols, and still nothing else.
      unchanged('3.11.10');
      const snippet = (pkg: string, keys: string) =>
        `import {createDraft} from '${pkg}';\nexport const d = createDraft({a: 1}, {customKeys: ${keys}});`;
      const keys = {symbol: '[Symbol.for("k")]', string: "['k']", number: '[1]', mixed: "[1, 'k', Symbol.for('k')]"};
      const accepts = (pkg: string) =>
        Object.fromEntries(Object.entries(keys).map(([kind, k]) => [kind, tsErrors(snippet(pkg, k)).length === 0]));
      expect(accepts('limu-3-11-4')).toEqual({symbol: true, string: false, number: false, mixed: false});
      expect(accepts('limu-3-11')).toEqual({symbol: true, string: true, number: true, mixed: true});
      expect(tsErrors(snippet('limu-3-11', '[true]')).join('\n')).toMatch(/not assignable to type 'NumStrSymbol'/);
    },
  }),
  claim({
    page,
    zh: 'limuUtils 新增成员 getDataType。',
    en: 'limuUtils gains the member getDataType.',
    proof: () => expect(versionData('3.11.7').changes.addedUtils).toEqual(['getDataType']),
  }),
  claim({
    page,
    zh: 'deepFreeze 的返回类型从 readonly any[] | T 改为 readonly any[] | Readonly<T>。',
    en: 'The return type of deepFreeze changes from readonly any[] | T to readonly any[] | Readonly<T>.',
    proof: () => {
      expect(versionData('3.11.4').signatures.deepFreeze).toBe('<T extends ObjectLike>(obj: T) => readonly any[] | T');
      expect(versionData('3.11.7').signatures.deepFreeze).toBe(
        '<T extends ObjectLike>(obj: T) => readonly any[] | Readonly<T>',
      );
    },
  }),
  claim({
    page,
    zh: '类型声明中，除了 lib/index.d.ts 和 lib/support/consts.d.ts 里 VER 的值，只有内部声明文件 lib/core/meta.d.ts 有改动。',
    en: 'In the type declarations, apart from the value of VER in lib/index.d.ts and lib/support/consts.d.ts, only the internal declaration file lib/core/meta.d.ts differs.',
    proof: () => {
      unchanged('3.11.4');
      const {changes} = versionData('3.11.4');
      expect(changes).toMatchObject({dtsFilesAdded: [], dtsFilesRemoved: [], changedSignatures: []});
      expect(changes.dtsFilesChanged).toEqual(['lib/core/meta.d.ts', 'lib/index.d.ts', 'lib/support/consts.d.ts']);
      for (const file of ['lib/index.d.ts', 'lib/support/consts.d.ts'])
        expect(changedLines('3.11.2', '3.11.4', file), file).toEqual({
          removed: ['export declare const VER = "3.11.2";'],
          added: ['export declare const VER = "3.11.4";'],
        });
    },
  }),
  claim({
    page,
    zh: 'onOperate 的参数新增 isChanged、replaceValue 和 getReplaced，移除 isChange（由 isChanged 取代）和 grandpaType；parentType 的类型多了空字符串一种取值。',
    en: 'The onOperate params gain isChanged, replaceValue and getReplaced, and lose isChange (replaced by isChanged) and grandpaType; the type of parentType admits one more value, the empty string.',
    proof: () => {
      expect(versionData('3.11.2').changes).toMatchObject({
        addedOperateParams: ['getReplaced', 'isChanged', 'replaceValue'],
        removedOperateParams: ['grandpaType', 'isChange'],
      });
      expect(versionData('3.9.2').signatures.IOperateParams).toContain('parentType: DataType;');
      expect(versionData('3.11.2').signatures.IOperateParams).toContain("parentType: DataType | '';");
    },
  }),
  claim({
    page,
    zh: '移除选项 usePatches。',
    en: 'Removes the option usePatches.',
    proof: () => expect(versionData('3.11.2').changes.removedOptions).toEqual(['usePatches']),
  }),
  claim({
    page,
    zh: 'limuUtils 新增成员 has。',
    en: 'limuUtils gains the member has.',
    proof: () => expect(versionData('3.11.2').changes.addedUtils).toEqual(['has']),
  }),
  claim({
    page,
    zh: 'replaceValue(newValue) 替换本次读到或写入的值，getReplaced() 返回是否替换过以及替换后的值。',
    en: 'replaceValue(newValue) replaces the value read or written by this operation, and getReplaced() returns whether it was replaced and with what.',
    proof: () => {
      const {produce} = loadLimu('4.1.3');
      const replaced: unknown[] = [];
      let read: unknown;
      const next = produce(
        {a: {n: 'x'}, m: 'y'},
        (draft) => {
          read = draft.m;
          draft.a.n = 'Y';
        },
        {
          onOperate: (p) => {
            if (p.key === 'm' || (p.op === 'set' && p.key === 'n')) {
              replaced.push(p.getReplaced());
              p.replaceValue('z');
              replaced.push(p.getReplaced());
            }
          },
        },
      );
      expect(read).toBe('z');
      expect(next.a.n).toBe('z');
      expect(replaced).toEqual([
        {isReplaced: false, replacedValue: 'y'},
        {isReplaced: true, replacedValue: 'z'},
        {isReplaced: false, replacedValue: 'Y'},
        {isReplaced: true, replacedValue: 'z'},
      ]);
    },
  }),
  claim({
    page,
    zh: '下面的示例在 4.1.3 上运行，其中的 parent 参数要到 3.11.7 才有',
    en: 'The sample below runs on 4.1.3; its parent param arrived only in 3.11.7',
    proof: () => expect(versionData('3.11.7').changes.addedOperateParams).toContain('parent'),
  }),
  claim({
    page,
    zh: '从 3.9.2 升级：把 onOperate 里读取的 isChange 改为 isChanged，不再使用 grandpaType，删除选项 usePatches。',
    en: 'From 3.9.2: read isChanged instead of isChange in onOperate, stop using grandpaType, and remove the option usePatches.',
    proof: () =>
      expect(versionData('3.11.2').changes).toMatchObject({
        removedOperateParams: ['grandpaType', 'isChange'],
        removedOptions: ['usePatches'],
      }),
  }),
  claim({
    page,
    zh: '升级到 3.11.7 或更高版本：删除选项 customGet。',
    en: 'To 3.11.7 or later: remove the option customGet.',
    proof: () => expect(versionData('3.11.7').changes.removedOptions).toEqual(['customGet']),
  }),
];
