import {expect} from 'vitest';
import {claim} from './ledger';
import {allVersions, loadLimu, packageFile, versionData} from './limu-packages';

const page = 'changelog/v4-0';

/** The member names of `interface DraftMeta` in a version's lib/inner-types.d.ts. */
function draftMetaFields(version: string): string[] {
  const body =
    /export interface DraftMeta[^{]*\{([\s\S]*?)\n\}/.exec(packageFile(version, 'lib/inner-types.d.ts'))?.[1] ?? '';
  return [...body.matchAll(/^ {4}(\w+)\??:/gm)].map((m) => m[1]);
}

/** The behaviour probe's step on limu `version`: read the record through the index, change it through the list. */
function sharedRecord(version: string) {
  const {produce} = loadLimu(version);
  const item = {id: 1, done: false};
  const next = produce({list: [item], byId: {1: item}}, (draft) => {
    void draft.byId[1];
    draft.list[0].done = true;
  });
  return {item, next};
}

export default [
  claim({
    page,
    zh: 'npm 仓库在 4.0 发布线上只列出了 4.0.0。',
    en: 'The npm registry lists only 4.0.0 in the 4.0 line.',
    proof: () =>
      expect(
        allVersions()
          .map((v) => v.version)
          .filter((v) => v.startsWith('4.0.')),
      ).toEqual(['4.0.0']),
  }),
  claim({
    page,
    zh: '移除选项 debug 和 fastModeRange，以及只供 fastModeRange 使用的类型 FastModeRange。',
    en: 'Removes the options debug and fastModeRange, and the type FastModeRange that only fastModeRange used.',
    proof: () => {
      expect(versionData('4.0.0').changes.removedOptions).toEqual(['debug', 'fastModeRange']);
      const before = packageFile('3.13.2', 'lib/inner-types.d.ts');
      expect(before.match(/FastModeRange\b/g)).toHaveLength(2); // its declaration and fastModeRange's type
      expect(before).toContain('fastModeRange?: FastModeRange;');
      expect(packageFile('4.0.0', 'lib/inner-types.d.ts')).not.toContain('FastModeRange');
    },
  }),
  claim({
    page,
    zh: '导出、其余选项和 onOperate 参数都没有变化。',
    en: 'The exports, the other options and the onOperate params are unchanged.',
    proof: () =>
      expect(versionData('4.0.0').changes).toMatchObject({
        addedExports: [],
        removedExports: [],
        addedOptions: [],
        addedOperateParams: [],
        removedOperateParams: [],
      }),
  }),
  claim({
    page,
    zh: '内部的草稿元数据类型 DraftMeta（lib/inner-types.d.ts，不从入口导出）新增 keyPaths、keyStrPath、keyStrPaths 和 id，去掉了 isFast。',
    en: 'The internal draft metadata type DraftMeta (lib/inner-types.d.ts, not exported from the entry point) gains keyPaths, keyStrPath, keyStrPaths and id, and loses isFast.',
    proof: () => {
      const before = draftMetaFields('3.13.2');
      const after = draftMetaFields('4.0.0');
      expect(before).toContain('rootMeta');
      expect(after.filter((f) => !before.includes(f)).sort()).toEqual(['id', 'keyPaths', 'keyStrPath', 'keyStrPaths']);
      expect(before.filter((f) => !after.includes(f))).toEqual(['isFast']);
      expect(versionData('4.0.0').dtsTypeExports).not.toContain('DraftMeta');
    },
  }),
  claim({
    page,
    zh: '其中 keyPaths 和 keyStrPaths 要到 4.1.0 才出现在 onOperate 的参数里，keyStrPath 和 id 到 4.1.3 也没有。',
    en: 'Of these, keyPaths and keyStrPaths reach the onOperate params in 4.1.0; keyStrPath and id are still not among them in 4.1.3.',
    proof: () => {
      expect(versionData('4.0.0').operateParams).not.toContain('keyPaths');
      expect(versionData('4.1.0').changes.addedOperateParams).toEqual(
        expect.arrayContaining(['keyPaths', 'keyStrPaths']),
      );
      expect(versionData('4.1.3').operateParams).not.toContain('keyStrPath');
      expect(versionData('4.1.3').operateParams).not.toContain('id');
    },
  }),
  claim({
    page,
    zh: '4.0.0 还没有多路径追踪：行为探针先经由索引读到一条记录、再经由列表修改它，结果里两条路径得到的是两个不同的对象，而且修改只出现在先读到的索引那条路径上，列表里的 list[0] 仍是原来的对象。',
    en: '4.0.0 does not track multiple paths yet: when the behaviour probe reads a record through an index and then changes it through a list, the two paths end up with two different objects, and the change shows only on the index, the path read first: list[0] in the result is still the original object.',
    proof: () => {
      expect(versionData('4.0.0').behaviour.sharedObjectOneResult).toBe(false);
      const {item, next} = sharedRecord('4.0.0');
      expect(next.list[0]).not.toBe(next.byId[1]);
      expect(next.byId[1].done).toBe(true);
      expect(next.list[0]).toBe(item);
      expect(item.done).toBe(false);
    },
  }),
  claim({
    page,
    zh: '删除传给 produce、createDraft 或 immut 的 debug 和 fastModeRange：4.0.0 的 ICreateDraftOptions 不再声明它们。',
    en: 'Remove debug and fastModeRange from the options you pass to produce, createDraft or immut: the ICreateDraftOptions of 4.0.0 no longer declares them.',
    proof: () => {
      const {options, signatures} = versionData('4.0.0');
      expect(options).not.toContain('debug');
      expect(options).not.toContain('fastModeRange');
      expect(versionData('3.13.2').options).toEqual(expect.arrayContaining(['debug', 'fastModeRange']));
      for (const name of ['createDraft', 'immut']) expect(signatures[name], name).toMatch(/ICreateDraftOptions/);
      expect(signatures.IProduce).toContain('options?: ICreateDraftOptions');
    },
  }),
];
