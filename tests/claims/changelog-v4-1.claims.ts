import {expect} from 'vitest';
import {claim} from './ledger';
import {allVersions, changedLines, expectSurfaceUnchanged, loadLimu, versionData} from './limu-packages';

const page = 'changelog/v4-1';

export default [
  claim({
    page,
    zh: 'npm 仓库列出了 4.1.0、4.1.1 和 4.1.3 三个版本（没有 4.1.2），4.1.3 是列出的最新版本。',
    en: 'The npm registry lists 4.1.0, 4.1.1 and 4.1.3 (there is no 4.1.2); 4.1.3 is the newest version it lists.',
    proof: () => {
      const versions = allVersions().map((v) => v.version);
      expect(versions.filter((v) => v.startsWith('4.1.'))).toEqual(['4.1.0', '4.1.1', '4.1.3']);
      expect(versions.at(-1)).toBe('4.1.3');
    },
  }),
  claim({
    page,
    zh: '与 4.1.1 相比，导出、选项、onOperate 参数和 limuUtils 成员都没有变化，各条行为探针的结果也相同。',
    en: 'Compared with 4.1.1, no export, option, onOperate param or limuUtils member changed, and every behaviour probe gives the same result.',
    proof: () => {
      expectSurfaceUnchanged('4.1.3');
      expect(versionData('4.1.3').behaviour).toEqual(versionData('4.1.1').behaviour);
    },
  }),
  claim({
    page,
    zh: '类型声明中，lib/index.d.ts 和 lib/support/consts.d.ts 里 VER 的值改为 "4.1.3"；其余差异都在内部文件里：lib/support/util.d.ts 中的内部函数 isPrevVerDraft 改名为 isDifferentVerDraft，lib/core/scope.d.ts 多了一段注释，lib/support/consts.d.ts 改了一段注释。',
    en: 'In the type declarations, the value of VER in lib/index.d.ts and lib/support/consts.d.ts becomes "4.1.3"; every other difference is in internal files: the internal function isPrevVerDraft in lib/support/util.d.ts is renamed isDifferentVerDraft, lib/core/scope.d.ts gains a comment, and a comment in lib/support/consts.d.ts changes.',
    proof: () => {
      const {changes} = versionData('4.1.3');
      expect(changes).toMatchObject({dtsFilesAdded: [], dtsFilesRemoved: []});
      expect(changes.dtsFilesChanged).toEqual([
        'lib/core/scope.d.ts',
        'lib/index.d.ts',
        'lib/support/consts.d.ts',
        'lib/support/util.d.ts',
      ]);
      const ver = {removed: ['export declare const VER = "4.1.1";'], added: ['export declare const VER = "4.1.3";']};
      expect(changedLines('4.1.1', '4.1.3', 'lib/index.d.ts')).toEqual(ver);
      const consts = changedLines('4.1.1', '4.1.3', 'lib/support/consts.d.ts');
      expect(consts.added.filter((l) => !l.trimStart().startsWith('*'))).toEqual(ver.added);
      expect(consts.added).toHaveLength(2); // VER and one comment line
      expect(changedLines('4.1.1', '4.1.3', 'lib/support/util.d.ts')).toEqual({
        removed: ['export declare function isPrevVerDraft(mayProxy: any, curVer: string): boolean;'],
        added: ['export declare function isDifferentVerDraft(mayProxy: any, curVer: string): boolean;'],
      });
      const scope = changedLines('4.1.1', '4.1.3', 'lib/core/scope.d.ts');
      expect(scope.removed).toEqual([]);
      expect(scope.added.every((l) => /^\s*(\/\*\*|\*)/.test(l))).toBe(true);
    },
  }),
  claim({
    page,
    zh: '多路径追踪不是 4.1.3 带来的，它从 4.1.0 起就有。',
    en: 'Multi-path tracking is not new in 4.1.3: it has been there since 4.1.0.',
    proof: () => {
      expect(versionData('4.0.0').behaviour.sharedObjectOneResult).toBe(false);
      for (const v of ['4.1.0', '4.1.1', '4.1.3']) expect(versionData(v).behaviour.sharedObjectOneResult, v).toBe(true);
    },
  }),
  claim({
    page,
    zh: '移除选项 fast。它在 4.1.0 中刚刚加入，4.1.1 的 ICreateDraftOptions 已不再声明它。',
    en: 'Removes the option fast. 4.1.0 had only just added it; the ICreateDraftOptions of 4.1.1 no longer declares it.',
    proof: () => {
      expect(versionData('4.1.0').changes.addedOptions).toContain('fast');
      expect(versionData('4.1.1').changes.removedOptions).toEqual(['fast']);
      expect(versionData('4.1.1').signatures.ICreateDraftOptions).not.toMatch(/\bfast\?:/);
    },
  }),
  claim({
    page,
    zh: '除此之外，导出、其余选项和 onOperate 参数都与 4.1.0 相同。',
    en: 'Otherwise the exports, the other options and the onOperate params are the same as in 4.1.0.',
    proof: () =>
      expect(versionData('4.1.1').changes).toMatchObject({
        addedExports: [],
        removedExports: [],
        addedOptions: [],
        addedOperateParams: [],
        removedOperateParams: [],
      }),
  }),
  claim({
    page,
    zh: '新增导出 finishImmut。',
    en: 'Adds the export finishImmut.',
    proof: () => expect(versionData('4.1.0').changes.addedExports).toEqual(['finishImmut']),
  }),
  claim({
    page,
    zh: '新增选项 disableProxy、sourceId 和 fast（fast 在 4.1.1 中又被移除）。',
    en: 'Adds the options disableProxy, sourceId and fast (fast was removed again in 4.1.1).',
    proof: () => expect(versionData('4.1.0').changes.addedOptions).toEqual(['disableProxy', 'fast', 'sourceId']),
  }),
  claim({
    page,
    zh: 'onOperate 的参数新增 keyPaths、keyStrPaths、arrKeyPath、arrKeyPaths。',
    en: 'The onOperate params gain keyPaths, keyStrPaths, arrKeyPath and arrKeyPaths.',
    proof: () =>
      expect(versionData('4.1.0').changes.addedOperateParams).toEqual([
        'arrKeyPath',
        'arrKeyPaths',
        'keyPaths',
        'keyStrPaths',
      ]),
  }),
  claim({
    page,
    zh: "immut 的第二个参数改用类型 IImutOptions（定义为 Omit<ICreateDraftOptions, 'readOnly'>，与之前的写法等价），这个类型没有从入口导出。",
    en: "The second parameter of immut now uses the type IImutOptions (defined as Omit<ICreateDraftOptions, 'readOnly'>, equivalent to the previous spelling); the entry point does not export this type.",
    proof: () => {
      expect(versionData('4.0.0').signatures.immut).toContain('options?: Omit<ICreateDraftOptions, "readOnly">');
      expect(versionData('4.1.0').signatures.immut).toContain('options?: IImutOptions');
      expect(changedLines('4.0.0', '4.1.0', 'lib/inner-types.d.ts').added).toContain(
        "export declare type IImutOptions = Omit<ICreateDraftOptions, 'readOnly'>;",
      );
      expect(versionData('4.1.3').dtsTypeExports).not.toContain('IImutOptions');
    },
  }),
  claim({
    page,
    zh: '在 4.0.0 上，两条路径得到的是两个不同的对象，而且修改落在先读到的索引那条路径上：结果里 byId[1].done 是 true，写入所经由的 list[0] 却仍是原来的对象，done 还是 false。',
    en: 'on 4.0.0 the two paths end up with two different objects, and the change lands on the index, the path read first: in the result byId[1].done is true, while list[0], the path the write went through, is still the original object with done still false.',
    proof: () => {
      const {produce} = loadLimu('4.0.0');
      const item = {id: 1, done: false};
      const next = produce({list: [item], byId: {1: item}}, (draft) => {
        void draft.byId[1];
        draft.list[0].done = true;
      });
      expect(next.list[0]).not.toBe(next.byId[1]);
      expect(next.byId[1].done).toBe(true);
      expect(next.list[0]).toBe(item);
      expect(next.list[0].done).toBe(false);
    },
  }),
  claim({
    page,
    zh: '行为探针显示，在 4.1.0 之前的版本上，即使传了这个选项，createDraft 返回的也不是原对象。',
    en: 'The behaviour probe shows that on versions before 4.1.0, createDraft does not return the base object even when given this option.',
    proof: () => {
      const versions = allVersions();
      const first = versions.findIndex((v) => v.version === '4.1.0');
      expect(versions.slice(0, first).filter((v) => v.behaviour.disableProxyReturnsBase !== false)).toEqual([]);
      const base = {count: 0};
      expect(loadLimu('4.0.0').createDraft(base, {disableProxy: true} as never)).not.toBe(base);
    },
  }),
  claim({
    page,
    zh: '从 4.0.0 升级：onOperate 里原有的 keyPath 和 fullKeyPath 仍然只给出一条路径，需要全部路径时改读 keyPaths。',
    en: 'From 4.0.0: the existing keyPath and fullKeyPath in onOperate still give one path only; read keyPaths when you need them all.',
    proof: () => {
      const {produce} = loadLimu('4.1.3');
      const item = {id: 1, done: false};
      const seen: unknown[] = [];
      produce(
        {list: [item], byId: {1: item}},
        (draft) => {
          void draft.byId[1];
          draft.list[0].done = true;
        },
        {onOperate: (p) => void (p.op === 'set' && seen.push([p.keyPath, p.fullKeyPath, p.keyPaths]))},
      );
      expect(seen).toEqual([
        [
          ['byId', '1'],
          ['byId', '1', 'done'],
          [
            ['byId', '1'],
            ['list', '0'],
          ],
        ],
      ]);
    },
  }),
  claim({
    page,
    zh: '如果在 4.1.0 上用过 fast，升级到 4.1.1 或更高版本时请删掉它。',
    en: 'If you used fast on 4.1.0, remove it when you move to 4.1.1 or later.',
    proof: () => {
      for (const v of ['4.1.1', '4.1.3']) expect(versionData(v).options, v).not.toContain('fast');
    },
  }),
];
