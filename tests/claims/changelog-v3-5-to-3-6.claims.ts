import {expect} from 'vitest';
import {claim} from './ledger';
import {allVersions, loadLimu, versionData} from './limu-packages';

const page = 'changelog/v3-5-to-3-6';
const sorted = (names: string[]) => [...names].sort();

export default [
  claim({
    page,
    zh: 'npm 仓库在 3.x 中列出的第一个版本是 3.5.5，没有列出 3.6 的任何版本。',
    en: 'The first 3.x version the npm registry lists is 3.5.5; it lists no 3.6 version at all.',
    proof: () => {
      const versions = allVersions().map((v) => v.version);
      expect(versions.find((v) => v.startsWith('3.'))).toBe('3.5.5');
      expect(versions.filter((v) => v.startsWith('3.6.'))).toEqual([]);
    },
  }),
  claim({
    page,
    zh: '3.5.5 比较的是上一个列出的版本 1.3.2，中间隔着整个未列出的区间，所以变化很多。',
    en: '3.5.5 is compared with the previous listed version, 1.3.2, across the whole unlisted stretch, so the changes are many.',
    proof: () => expect(versionData('3.5.5').changes.previous).toBe('1.3.2'),
  }),
  claim({
    page,
    zh: '新增 immut、original、current、deepCopy、deepFreeze、isDiff、shallowCompare、getAutoFreeze、limuUtils、VER，新增类型 ICreateDraftOptions、ObjectLike、Op，并且有默认导出 default（3.7.2 中移除）。移除了类 Limu 和函数 getDraftMeta，后者改由 limuUtils.getDraftMeta 提供。',
    en: 'Adds immut, original, current, deepCopy, deepFreeze, isDiff, shallowCompare, getAutoFreeze, limuUtils, VER, the types ICreateDraftOptions, ObjectLike, Op, and a default export default (removed in 3.7.2). Removes the class Limu and the function getDraftMeta, which moves to limuUtils.getDraftMeta.',
    proof: () => {
      const {changes, dtsTypeExports, limuUtils} = versionData('3.5.5');
      expect(sorted(changes.addedExports)).toEqual(
        sorted([
          'immut',
          'original',
          'current',
          'deepCopy',
          'deepFreeze',
          'isDiff',
          'shallowCompare',
          'getAutoFreeze',
          'limuUtils',
          'VER',
          'ICreateDraftOptions',
          'ObjectLike',
          'Op',
          'default',
        ]),
      );
      expect(dtsTypeExports).toEqual(expect.arrayContaining(['ICreateDraftOptions', 'ObjectLike', 'Op']));
      expect(changes.removedExports).toEqual(['Limu', 'getDraftMeta']);
      expect(limuUtils).toContain('getDraftMeta');
      expect(versionData('3.7.2').changes.removedExports).toEqual(['default']);
    },
  }),
  claim({
    page,
    zh: 'createDraft 和 produce 多了第二个参数，可用的字段是 autoFreeze、onOperate、readOnly、compareVer、fastModeRange、usePatches 和 extraProps。',
    en: 'createDraft and produce take a second parameter, with the fields autoFreeze, onOperate, readOnly, compareVer, fastModeRange, usePatches and extraProps.',
    proof: () => {
      const {options, signatures} = versionData('3.5.5');
      expect(sorted(options)).toEqual(
        sorted(['autoFreeze', 'onOperate', 'readOnly', 'compareVer', 'fastModeRange', 'usePatches', 'extraProps']),
      );
      expect(signatures.createDraft).toContain('options?: ICreateDraftOptions');
      expect(signatures.IProduce).toContain('options?: ICreateDraftOptions');
    },
  }),
  claim({
    page,
    zh: '回调收到的参数包含 op、key、keyPath、fullKeyPath、parentType、value、isChange 和 isBuiltInFnKey。',
    en: "The callback's parameter holds op, key, keyPath, fullKeyPath, parentType, value, isChange and isBuiltInFnKey.",
    proof: () =>
      expect(sorted(versionData('3.5.5').operateParams)).toEqual(
        sorted(['op', 'key', 'keyPath', 'fullKeyPath', 'parentType', 'value', 'isChange', 'isBuiltInFnKey']),
      ),
  }),
  claim({
    page,
    zh: '成员有 getDraftMeta、isDraft、isDiff、shallowCompare、isObject、isMap、isSet、isFn、isPrimitive、isSymbol、isPromiseFn、isPromiseResult、canBeNum 和 noop。',
    en: 'Its members are getDraftMeta, isDraft, isDiff, shallowCompare, isObject, isMap, isSet, isFn, isPrimitive, isSymbol, isPromiseFn, isPromiseResult, canBeNum and noop.',
    proof: () =>
      expect(sorted(versionData('3.5.5').limuUtils)).toEqual(
        sorted([
          'getDraftMeta',
          'isDraft',
          'isDiff',
          'shallowCompare',
          'isObject',
          'isMap',
          'isSet',
          'isFn',
          'isPrimitive',
          'isSymbol',
          'isPromiseFn',
          'isPromiseResult',
          'canBeNum',
          'noop',
        ]),
      ),
  }),
  claim({
    page,
    zh: '行为探针显示，从 3.5.5 起，在 produce 结束后读取 recipe 里留下的草稿会抛出错误，1.3.2 上不会。',
    en: 'The behaviour probes show that from 3.5.5 on, reading a draft kept from a recipe after produce has finished throws an error; on 1.3.2 it does not.',
    proof: () => {
      expect(versionData('1.3.2').behaviour.leakedDraftThrows).toBe(false);
      expect(versionData('3.5.5').behaviour.leakedDraftThrows).toBe(true);
      let leaked: {b: number} | undefined;
      loadLimu('3.5.5').produce({a: {b: 1}}, (draft) => {
        leaked = draft.a;
      });
      expect(() => leaked!.b).toThrow();
    },
  }),
  claim({
    page,
    zh: 'isDiff 与 shallowCompare 都认识 limu 的草稿。',
    en: 'isDiff and shallowCompare both understand limu drafts.',
    proof: () => {
      for (const version of ['3.5.5', '4.1.3']) {
        const {createDraft, finishDraft, isDiff, shallowCompare} = loadLimu(version);
        const base = {a: {x: 1}};
        const draft = createDraft(base);
        expect([isDiff(draft, base), shallowCompare(draft, base)], version).toEqual([false, true]);
        draft.a.x = 2;
        expect([isDiff(draft, base), shallowCompare(draft, base)], version).toEqual([true, false]);
        finishDraft(draft);
      }
    },
  }),
  claim({
    page,
    zh: '从 1.x 升级：不再使用 Limu 类；getDraftMeta 改为 limuUtils.getDraftMeta。',
    en: 'From 1.x: stop using the Limu class; use limuUtils.getDraftMeta instead of getDraftMeta.',
    proof: () => {
      expect(versionData('3.5.5').changes.removedExports).toEqual(['Limu', 'getDraftMeta']);
      expect(versionData('3.5.5').limuUtils).toContain('getDraftMeta');
    },
  }),
  claim({
    page,
    zh: '结束后的草稿不能再读取，请改为使用 produce 或 finishDraft 的返回值。',
    en: 'A finished draft can no longer be read; use the value produce or finishDraft returns.',
    proof: () => {
      const {createDraft, finishDraft} = loadLimu('3.5.5');
      const draft = createDraft({a: {b: 1}});
      const inner = draft.a;
      inner.b = 2;
      const next = finishDraft(draft);
      expect(next.a.b).toBe(2);
      expect(() => inner.b).toThrow();
    },
  }),
];
