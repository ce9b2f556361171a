import {expect} from 'vitest';
import {claim} from './ledger';
import {allVersions, changedLines, surfaceChanges, versionData} from './limu-packages';

const page = 'changelog/v3-12';
const importedNames = (lines: string[]) =>
  lines
    .filter((l) => l.startsWith('import '))
    .flatMap(
      (l) =>
        /\{([^}]*)\}/
          .exec(l)?.[1]
          .split(',')
          .map((n) => n.trim()) ?? [],
    )
    .sort();

export default [
  claim({
    page,
    zh: 'npm 仓库在 3.12 发布线上列出了 3.12.3 和 3.12.4（没有 3.12.0 到 3.12.2）。',
    en: 'The npm registry lists 3.12.3 and 3.12.4 in the 3.12 line (there is no 3.12.0 to 3.12.2).',
    proof: () =>
      expect(
        allVersions()
          .map((v) => v.version)
          .filter((v) => v.startsWith('3.12.')),
      ).toEqual(['3.12.3', '3.12.4']),
  }),
  claim({
    page,
    zh: '与 3.12.3 相比，导出、选项、onOperate 参数和 limuUtils 成员都没有变化，各条行为探针的结果也相同。lib/index.d.ts 只调整了导入语句的顺序并更新了 VER。',
    en: 'Compared with 3.12.3, no export, option, onOperate param or limuUtils member changed, and every behaviour probe gives the same result. lib/index.d.ts only reorders its imports and updates VER.',
    proof: () => {
      expect(surfaceChanges('3.12.4')).toEqual([]);
      expect(versionData('3.12.4').behaviour).toEqual(versionData('3.12.3').behaviour);
      const {removed, added} = changedLines('3.12.3', '3.12.4', 'lib/index.d.ts');
      expect(removed.filter((l) => !l.startsWith('import '))).toEqual(['export declare const VER = "3.12.3";']);
      expect(added.filter((l) => !l.startsWith('import '))).toEqual(['export declare const VER = "3.12.4";']);
      expect(importedNames(added)).toEqual(importedNames(removed));
      expect(importedNames(added).length).toBeGreaterThan(0);
    },
  }),
  claim({
    page,
    zh: '对草稿数组使用 for...of 并不是 3.12.4 的新能力：行为探针在 3.12.3 上同样通过（唯一的例外是 3.11.7）。',
    en: 'for...of over a draft array is not new in 3.12.4: the behaviour probe passes on 3.12.3 as well (the one exception is 3.11.7).',
    proof: () => {
      expect(versionData('3.12.3').behaviour.forOfDraftArray).toBe(true);
      expect(
        allVersions()
          .filter((v) => v.behaviour.forOfDraftArray !== true)
          .map((v) => v.version),
      ).toEqual(['3.11.7']);
    },
  }),
  claim({
    page,
    zh: '新增导出 markRaw。',
    en: 'Adds the export markRaw.',
    proof: () => expect(versionData('3.12.3').changes.addedExports).toEqual(['markRaw']),
  }),
  claim({
    page,
    zh: 'limuUtils 新增成员 isMardedRaw（拼写沿用源码）',
    en: 'limuUtils gains the member isMardedRaw (spelled as in the source)',
    proof: () => expect(versionData('3.12.3').changes.addedUtils).toEqual(['isMardedRaw']),
  }),
  claim({
    page,
    zh: '选项和 onOperate 参数都没有变化。',
    en: 'The options and the onOperate params are unchanged.',
    proof: () => expect(surfaceChanges('3.12.3')).toEqual(['addedExports: markRaw', 'addedUtils: isMardedRaw']),
  }),
  claim({
    page,
    zh: '无需修改代码。',
    en: 'No code changes needed.',
    proof: () => {
      for (const v of ['3.12.3', '3.12.4'])
        expect(
          surfaceChanges(v).filter((c) => c.startsWith('removed')),
          v,
        ).toEqual([]);
    },
  }),
];
