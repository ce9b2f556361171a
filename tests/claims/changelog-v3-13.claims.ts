import {expect} from 'vitest';
import {claim} from './ledger';
import {allVersions, changedLines, loadLimu, surfaceChanges, versionData} from './limu-packages';

const page = 'changelog/v3-13';

export default [
  claim({
    page,
    zh: 'npm 仓库在 3.13 发布线上列出了 3.13.1 和 3.13.2（没有 3.13.0）。',
    en: 'The npm registry lists 3.13.1 and 3.13.2 in the 3.13 line (there is no 3.13.0).',
    proof: () =>
      expect(
        allVersions()
          .map((v) => v.version)
          .filter((v) => v.startsWith('3.13.')),
      ).toEqual(['3.13.1', '3.13.2']),
  }),
  claim({
    page,
    zh: '与 3.13.1 相比，导出、选项、onOperate 参数和 limuUtils 成员都没有变化，各条行为探针的结果也相同。lib/inner-types.d.ts 的唯一改动是修正了 autoRevoke 注释里的一个拼写错误。',
    en: 'Compared with 3.13.1, no export, option, onOperate param or limuUtils member changed, and every behaviour probe gives the same result. The only change in lib/inner-types.d.ts fixes a typo in the comment on autoRevoke.',
    proof: () => {
      expect(surfaceChanges('3.13.2')).toEqual([]);
      expect(versionData('3.13.2').behaviour).toEqual(versionData('3.13.1').behaviour);
      const {removed, added} = changedLines('3.13.1', '3.13.2', 'lib/inner-types.d.ts');
      expect(removed).toHaveLength(1);
      expect(removed[0]).toContain('autoRevoke = true means');
      expect(added).toEqual([removed[0].replace('by linu internal', 'by limu internal')]);
    },
  }),
  claim({
    page,
    zh: '新增选项 autoRevoke 和 silenceSetTrapErr',
    en: 'Adds the options autoRevoke and silenceSetTrapErr',
    proof: () => expect(versionData('3.13.1').changes.addedOptions).toEqual(['autoRevoke', 'silenceSetTrapErr']),
  }),
  claim({
    page,
    zh: '导出、onOperate 参数和 limuUtils 成员都没有变化。',
    en: 'The exports, the onOperate params and the limuUtils members are unchanged.',
    proof: () => expect(surfaceChanges('3.13.1')).toEqual(['addedOptions: autoRevoke, silenceSetTrapErr']),
  }),
  claim({
    page,
    zh: '行为探针显示：从 3.5.5 起，在 produce 结束后读取 recipe 里留下的草稿就会抛出错误；3.13.1 起可以传 autoRevoke: false 保留这些草稿，而 3.5.5 到 3.12.4 即使传了也照样抛错。',
    en: 'The behaviour probes show that from 3.5.5 on, reading a draft kept from a recipe after produce has finished throws an error; from 3.13.1 on, passing autoRevoke: false keeps such drafts readable, while 3.5.5 to 3.12.4 throw even when given it.',
    proof: () => {
      const rows = allVersions().map((v) => [
        v.version,
        v.behaviour.leakedDraftThrows,
        v.behaviour.autoRevokeFalseKeepsDraft,
      ]);
      const from355 = rows.slice(rows.findIndex(([v]) => v === '3.5.5'));
      expect(from355.every(([, throws]) => throws === true)).toBe(true);
      expect(from355.filter(([, , keeps]) => keeps !== true).map(([v]) => v)).toEqual([
        '3.5.5',
        '3.7.2',
        '3.7.3',
        '3.8.4',
        '3.9.2',
        '3.11.2',
        '3.11.4',
        '3.11.7',
        '3.11.10',
        '3.12.3',
        '3.12.4',
      ]);
      // One of them run here: 3.12.4 ignores autoRevoke: false.
      let kept: {b: number} | undefined;
      loadLimu('3.12.4').produce(
        {a: {b: 1}},
        (draft) => {
          kept = draft.a;
        },
        {autoRevoke: false} as never,
      );
      expect(() => kept!.b).toThrow();
    },
  }),
  claim({
    page,
    zh: '从 3.5.5 起，在 recipe 外保存草稿的代码都会在读取时抛错，与是否升级到 3.13 无关。',
    en: 'From 3.5.5 on, code that keeps a draft outside the recipe throws when it reads it, whether or not you upgrade to 3.13.',
    proof: () => {
      for (const v of ['3.5.5', '3.12.4', '3.13.1', '4.1.3'])
        expect(versionData(v).behaviour.leakedDraftThrows, v).toBe(true);
    },
  }),
  claim({
    page,
    zh: '正确的做法是读取 produce 的返回值，或在 recipe 里用 current(draft) 取出快照；确实需要在结束后继续读取草稿时，从 3.13.1 起可以传 autoRevoke: false。',
    en: 'Read the value produce returns instead, or take a snapshot with current(draft) inside the recipe; when you really need to read drafts after the recipe, pass autoRevoke: false (3.13.1 and later).',
    proof: () => {
      const {produce, current} = loadLimu('4.1.3');
      let snapshot: {b: number} | undefined;
      const next = produce({a: {b: 1}}, (draft) => {
        draft.a.b = 2;
        snapshot = current(draft.a);
      });
      expect(next.a.b).toBe(2);
      expect(snapshot).toEqual({b: 2});
      expect(versionData('3.13.1').changes.addedOptions).toContain('autoRevoke');
    },
  }),
];
