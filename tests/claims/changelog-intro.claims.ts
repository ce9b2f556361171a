import {expect} from 'vitest';
import {claim} from './ledger';
import {allVersions, loadLimu, surfaceChanges, versionData} from './limu-packages';

const page = 'changelog/intro';

/** The table's "Public API identical to X" rows: no surface change and no changed signature against X. */
const identical = (version: string, previous: string) => () => {
  expect(versionData(version).changes.previous).toBe(previous);
  expect(surfaceChanges(version)).toEqual([]);
  expect(versionData(version).changes.changedSignatures).toEqual([]);
};
const only = (version: string, changes: string[]) => () => expect(surfaceChanges(version)).toEqual(changes);

/** One row of the "All versions" table: the cell text in both locales and its proof. */
const rows: Array<[zh: string, en: string, proof: () => void]> = [
  ['公开 API 与 4.1.1 相同', 'Public API identical to 4.1.1', identical('4.1.3', '4.1.1')],
  ['移除选项 fast', 'Removes the option fast', only('4.1.1', ['removedOptions: fast'])],
  [
    '多路径追踪：onOperate 新增 keyPaths 等参数；新增 finishImmut、disableProxy、sourceId、fast',
    'Multi-path tracking: onOperate gains keyPaths and related params; adds finishImmut, disableProxy, sourceId, fast',
    () => {
      only('4.1.0', [
        'addedExports: finishImmut',
        'addedOptions: disableProxy, fast, sourceId',
        'addedOperateParams: arrKeyPath, arrKeyPaths, keyPaths, keyStrPaths',
      ])();
      expect(versionData('4.1.0').behaviour.sharedObjectOneResult).toBe(true);
      expect(versionData('4.0.0').behaviour.sharedObjectOneResult).toBe(false);
    },
  ],
  [
    '移除选项 debug 与 fastModeRange',
    'Removes the options debug and fastModeRange',
    only('4.0.0', ['removedOptions: debug, fastModeRange']),
  ],
  ['公开 API 与 3.13.1 相同', 'Public API identical to 3.13.1', identical('3.13.2', '3.13.1')],
  [
    '新增选项 autoRevoke 与 silenceSetTrapErr',
    'Adds the options autoRevoke and silenceSetTrapErr',
    only('3.13.1', ['addedOptions: autoRevoke, silenceSetTrapErr']),
  ],
  ['公开 API 与 3.12.3 相同', 'Public API identical to 3.12.3', identical('3.12.4', '3.12.3')],
  [
    '新增 markRaw 与 limuUtils.isMardedRaw',
    'Adds markRaw and limuUtils.isMardedRaw',
    only('3.12.3', ['addedExports: markRaw', 'addedUtils: isMardedRaw']),
  ],
  [
    '公开 API 与 3.11.7 相同；草稿数组的 for...of 恢复正常',
    'Public API identical to 3.11.7; for...of over draft arrays works again',
    () => {
      identical('3.11.10', '3.11.7')();
      expect(versionData('3.11.7').behaviour.forOfDraftArray).not.toBe(true);
      expect(versionData('3.11.10').behaviour.forOfDraftArray).toBe(true);
    },
  ],
  [
    'onOperate 新增 parent、parentProxy、immutBase、isCustom；移除选项 customGet',
    'onOperate gains parent, parentProxy, immutBase, isCustom; removes the option customGet',
    only('3.11.7', [
      'removedOptions: customGet',
      'addedOperateParams: immutBase, isCustom, parent, parentProxy',
      'addedUtils: getDataType',
    ]),
  ],
  [
    '公开 API 与 3.11.2 相同',
    'Public API identical to 3.11.2',
    () => {
      expect(versionData('3.11.4').changes.previous).toBe('3.11.2');
      expect(surfaceChanges('3.11.4')).toEqual([]);
      expect(versionData('3.11.4').changes.changedSignatures).toEqual([]);
    },
  ],
  [
    'onOperate 新增 isChanged、replaceValue、getReplaced；移除选项 usePatches',
    'onOperate gains isChanged, replaceValue, getReplaced; removes the option usePatches',
    only('3.11.2', [
      'removedOptions: usePatches',
      'addedOperateParams: getReplaced, isChanged, replaceValue',
      'removedOperateParams: grandpaType, isChange',
      'addedUtils: has',
    ]),
  ],
  [
    'onOperate 新增 grandpaType、proxyValue',
    'onOperate gains grandpaType, proxyValue',
    only('3.9.2', ['addedOperateParams: grandpaType, proxyValue']),
  ],
  [
    '除 deepFreeze 外，泛型参数不再限定为 ObjectLike',
    "Type parameters no longer constrained to ObjectLike, except deepFreeze's",
    () => {
      only('3.8.4', [])();
      const constrained = (v: string) =>
        Object.entries(versionData(v).signatures)
          .filter(([, s]) => s.includes('extends ObjectLike'))
          .map(([name]) => name);
      expect(constrained('3.7.3').length).toBeGreaterThan(1);
      expect(constrained('3.8.4')).toEqual(['deepFreeze']);
    },
  ],
  ['公开 API 与 3.7.2 相同', 'Public API identical to 3.7.2', identical('3.7.3', '3.7.2')],
  [
    '移除默认导出；新增选项 customKeys、customGet、debug、disableWarn',
    'Removes the default export; adds the options customKeys, customGet, debug, disableWarn',
    only('3.7.2', [
      'addedExports: IOperateParams, LimuUtils',
      'removedExports: default',
      'addedOptions: customGet, customKeys, debug, disableWarn',
      'removedOptions: extraProps',
    ]),
  ],
  [
    '第一个列出的 3.x：选项、onOperate、immut、limuUtils 等',
    'First listed 3.x: options, onOperate, immut, limuUtils and more',
    () => {
      expect(allVersions().find((v) => v.version.startsWith('3.'))?.version).toBe('3.5.5');
      const {changes} = versionData('3.5.5');
      expect(changes.addedOptions).toContain('onOperate');
      expect(changes.addedExports).toEqual(expect.arrayContaining(['immut', 'limuUtils']));
    },
  ],
  ['新增 setAutoFreeze', 'Adds setAutoFreeze', only('1.3.2', ['addedExports: setAutoFreeze'])],
  [
    '导出类型 IProduce、ProduceCb、GenNewStateCb',
    'Exports the types IProduce, ProduceCb, GenNewStateCb',
    only('1.3.0', ['addedExports: GenNewStateCb, IProduce, ProduceCb']),
  ],
  ['公开 API 与 1.1.1 相同', 'Public API identical to 1.1.1', identical('1.2.0', '1.1.1')],
  ['公开 API 与 1.1.0 相同', 'Public API identical to 1.1.0', identical('1.1.1', '1.1.0')],
  [
    '新增 isDraft 与 getDraftMeta',
    'Adds isDraft and getDraftMeta',
    only('1.1.0', ['addedExports: getDraftMeta, isDraft']),
  ],
  [
    '第一个列出的版本：produce、createDraft、finishDraft',
    'First listed version: produce, createDraft, finishDraft',
    () => {
      expect(allVersions()[0].version).toBe('1.0.10');
      expect(allVersions()[0].runtimeExports).toEqual(
        expect.arrayContaining(['produce', 'createDraft', 'finishDraft']),
      );
    },
  ],
];

export default [
  claim({
    page,
    zh: 'npm 仓库（npm view limu versions）列出了 23 个 limu 版本，从 1.0.10 到 4.1.3',
    en: 'The npm registry (npm view limu versions) lists 23 limu versions, from 1.0.10 to 4.1.3',
    proof: () => {
      const versions = allVersions().map((v) => v.version);
      expect([versions.length, versions[0], versions.at(-1)]).toEqual([23, '1.0.10', '4.1.3']);
    },
  }),
  claim({
    page,
    zh: 'createDraft 第二个参数的类型（即选项，4.1.3 中叫 ICreateDraftOptions）有哪些字段；',
    en: "the fields of the type of createDraft's second parameter (the options, called ICreateDraftOptions in 4.1.3);",
    proof: () => {
      expect(versionData('4.1.3').optionsType).toBe('ICreateDraftOptions');
      expect(versionData('4.1.3').signatures.createDraft).toMatch(
        /^<T = ObjectLike>\(base: T, options\?: ICreateDraftOptions\)/,
      );
    },
  }),
  claim({
    page,
    zh: 'onOperate 回调参数的类型（4.1.3 中叫 IOperateParams）有哪些字段；',
    en: "the fields of the type of the onOperate callback's parameter (called IOperateParams in 4.1.3);",
    proof: () => {
      expect(versionData('4.1.3').operateParamsType).toBe('IOperateParams');
      expect(versionData('4.1.3').signatures.ICreateDraftOptions).toContain(
        'onOperate?: (params: IOperateParams) => any;',
      );
    },
  }),
  claim({
    page,
    zh: '每一节都会点名该版本新增或移除的每个导出、选项、onOperate 参数和 limuUtils 成员；',
    en: 'Every section names each export, option, onOperate param and limuUtils member that its version added or removed;',
    // tests/docs/changelog.test.ts does the naming check; here: every entry is diffed against the one before it.
    proof: () => {
      const versions = allVersions();
      expect(versions.map((v) => v.changes.previous)).toEqual([null, ...versions.slice(0, -1).map((v) => v.version)]);
    },
  }),
  claim({
    page,
    zh: 'npm 仓库没有列出任何 2.x 版本，也没有 3.0 到 3.4、3.6、3.10，同一发布线里的许多修订号同样缺席（例如没有 3.13.0）。因此每一节比较的是“上一个列出的版本”：3.5.5 一节对比的是 1.3.2，3.13.1 一节对比的是 3.12.4。',
    en: 'The npm registry lists no 2.x version, none from 3.0 to 3.4, no 3.6 and no 3.10, and many patch numbers within a line are missing too (there is no 3.13.0, for example). Each section therefore compares with the previous listed version: the 3.5.5 section compares with 1.3.2, the 3.13.1 section with 3.12.4.',
    proof: () => {
      const versions = allVersions().map((v) => v.version);
      expect(versions.filter((v) => /^(2\.|3\.[0-4]\.|3\.6\.|3\.10\.)/.test(v) || v === '3.13.0')).toEqual([]);
      expect([versionData('3.5.5').changes.previous, versionData('3.13.1').changes.previous]).toEqual([
        '1.3.2',
        '3.12.4',
      ]);
    },
  }),
  claim({
    page,
    zh: '例如 3.12.4 记为 2024-12-13，而更早的 3.12.3 记为 2026-04-11',
    en: '3.12.4 is stamped 2024-12-13, for example, while the earlier 3.12.3 is stamped 2026-04-11',
    proof: () => {
      expect(versionData('3.12.4').registryTime?.slice(0, 10)).toBe('2024-12-13');
      expect(versionData('3.12.3').registryTime?.slice(0, 10)).toBe('2026-04-11');
    },
  }),
  claim({
    page,
    zh: '包里的变化说明，移除导出和字段并不只发生在主版本：3.7.2 移除了默认导出和选项 extraProps，3.11.2 移除了选项 usePatches 以及 onOperate 参数 isChange（由 isChanged 取代）和 grandpaType，3.11.7 移除了选项 customGet，4.1.1 移除了 4.1.0 刚加入的选项 fast。',
    en: 'The packages show that exports and fields were removed outside major versions too: 3.7.2 removed the default export and the option extraProps, 3.11.2 removed the option usePatches and the onOperate params isChange (replaced by isChanged) and grandpaType, 3.11.7 removed the option customGet, and 4.1.1 removed the option fast that 4.1.0 had just added.',
    proof: () => {
      expect(surfaceChanges('3.7.2').filter((c) => c.startsWith('removed'))).toEqual([
        'removedExports: default',
        'removedOptions: extraProps',
      ]);
      expect(surfaceChanges('3.11.2').filter((c) => c.startsWith('removed'))).toEqual([
        'removedOptions: usePatches',
        'removedOperateParams: grandpaType, isChange',
      ]);
      expect(versionData('3.11.2').changes.addedOperateParams).toContain('isChanged');
      expect(surfaceChanges('3.11.7').filter((c) => c.startsWith('removed'))).toEqual(['removedOptions: customGet']);
      expect(surfaceChanges('4.1.1')).toEqual(['removedOptions: fast']);
      expect(versionData('4.1.0').changes.addedOptions).toContain('fast');
    },
  }),
  claim({
    page,
    zh: '运行时可以通过导出的 VER 常量确认正在使用的版本（3.5.5 起才有这个导出）',
    en: 'At runtime the exported VER constant tells which version is in use (the export exists from 3.5.5 on)',
    proof: () => {
      const withVer = allVersions()
        .filter((v) => v.runtimeExports.includes('VER'))
        .map((v) => v.version);
      expect(withVer[0]).toBe('3.5.5');
      expect(
        allVersions()
          .slice(allVersions().findIndex((v) => v.version === '3.5.5'))
          .every((v) => v.runtimeExports.includes('VER')),
      ).toBe(true);
      expect(loadLimu('3.12.4').VER).toBe('3.12.4');
    },
  }),
  ...rows.map(([zh, en, proof]) => claim({page, zh, en, proof})),
];
