import {expect} from 'vitest';
import {claim} from './ledger';
import {allVersions, loadLimu, surfaceChanges, versionData} from './limu-packages';

const page = 'changelog/v1';

export default [
  claim({
    page,
    zh: 'npm 仓库在 1.x 中列出了 1.0.10、1.1.0、1.1.1、1.2.0、1.3.0 和 1.3.2。这些版本都还没有选项参数：createDraft 和 produce 只接收数据和 recipe。',
    en: 'The npm registry lists 1.0.10, 1.1.0, 1.1.1, 1.2.0, 1.3.0 and 1.3.2 in 1.x. None of them has an options parameter yet: createDraft and produce take only the data and the recipe.',
    proof: () => {
      const ones = allVersions().filter((v) => v.version.startsWith('1.'));
      expect(ones.map((v) => v.version)).toEqual(['1.0.10', '1.1.0', '1.1.1', '1.2.0', '1.3.0', '1.3.2']);
      for (const v of ones) {
        expect(v.options, v.version).toEqual([]);
        expect(v.signatures.createDraft, v.version).toBe('<T extends ObjectLike>(base: T) => Draft<T>');
      }
      expect(versionData('1.3.2').signatures.IProduce).not.toContain('options');
      // An options object is ignored: autoFreeze does not freeze on 1.3.2.
      const {produce} = loadLimu('1.3.2');
      const next = (produce as (...args: unknown[]) => {a: {b: number}})(
        {a: {b: 1}},
        (d: {a: {b: number}}) => void (d.a.b = 2),
        {autoFreeze: true},
      );
      expect(next.a.b).toBe(2);
      expect(Object.isFrozen(next)).toBe(false);
    },
  }),
  claim({
    page,
    zh: '与 1.3.0 相比，新增导出 setAutoFreeze。',
    en: 'Compared with 1.3.0, adds the export setAutoFreeze.',
    proof: () => expect(surfaceChanges('1.3.2')).toEqual(['addedExports: setAutoFreeze']),
  }),
  claim({
    page,
    zh: '与 1.2.0 相比，lib/index.d.ts 新增类型导出 IProduce、ProduceCb 和 GenNewStateCb（此前它们只在文件内部声明）。包里不再附带重复的 lib/src/ 声明目录。',
    en: 'Compared with 1.2.0, lib/index.d.ts adds the type exports IProduce, ProduceCb and GenNewStateCb (until then declared only inside the file). The package no longer ships the duplicate lib/src/ declaration folder.',
    proof: () => {
      const {changes, dtsFiles} = versionData('1.3.0');
      expect(changes.addedExports).toEqual(['GenNewStateCb', 'IProduce', 'ProduceCb']);
      expect(versionData('1.2.0').signatures.produce).toBe('IProduce'); // declared, not exported, in 1.2.0
      expect(changes.dtsFilesRemoved.filter((f) => f.startsWith('lib/src/'))).toHaveLength(9);
      expect(Object.keys(dtsFiles).filter((f) => f.startsWith('lib/src/'))).toEqual([]);
    },
  }),
  claim({
    page,
    zh: '与 1.1.1 相比，导出没有变化，只有内部声明文件 lib/core/helper.d.ts 有改动。',
    en: 'Compared with 1.1.1, the exports are unchanged; only the internal declaration file lib/core/helper.d.ts differs.',
    proof: () => {
      expect(surfaceChanges('1.2.0')).toEqual([]);
      expect(versionData('1.2.0').changes).toMatchObject({
        dtsFilesChanged: ['lib/core/helper.d.ts'],
        dtsFilesAdded: [],
        dtsFilesRemoved: [],
      });
    },
  }),
  claim({
    page,
    zh: '与 1.1.0 相比，导出和全部类型声明文件都没有变化。',
    en: 'Compared with 1.1.0, neither the exports nor any type declaration file changed.',
    proof: () => {
      expect(surfaceChanges('1.1.1')).toEqual([]);
      expect(versionData('1.1.1').dtsFiles).toEqual(versionData('1.1.0').dtsFiles);
    },
  }),
  claim({
    page,
    zh: '与 1.0.10 相比，新增导出 isDraft 和 getDraftMeta（后者在 3.5.5 中移入 limuUtils）。',
    en: 'Compared with 1.0.10, adds the exports isDraft and getDraftMeta (the latter moved into limuUtils in 3.5.5).',
    proof: () => {
      expect(surfaceChanges('1.1.0')).toEqual(['addedExports: getDraftMeta, isDraft']);
      expect(versionData('3.5.5').changes.removedExports).toContain('getDraftMeta');
      expect(versionData('3.5.5').limuUtils).toContain('getDraftMeta');
    },
  }),
  claim({
    page,
    zh: 'npm 上列出的第一个版本。导出 produce、createDraft、finishDraft 和类 Limu，以及类型 Draft、CreateDraft、FinishDraft。',
    en: 'The first version the registry lists. It exports produce, createDraft, finishDraft and the class Limu, and the types Draft, CreateDraft, FinishDraft.',
    proof: () => {
      const first = allVersions()[0];
      expect(first.version).toBe('1.0.10');
      expect([...first.runtimeExports].sort()).toEqual(['Limu', 'createDraft', 'finishDraft', 'produce']);
      expect(first.dtsTypeExports).toEqual(['CreateDraft', 'Draft', 'FinishDraft']);
      expect(typeof loadLimu<{Limu: unknown}>('1.0.10').Limu).toBe('function');
    },
  }),
];
