import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect} from 'vitest';
import fc from 'fast-check';
import {claim} from './ledger';
import {applyRichEdit, pathEdit, richState, warnings} from './guides-support';

const lib = (file: string) =>
  readFileSync(path.join(path.dirname(require.resolve('limu/package.json')), 'lib', file), 'utf8');
const saf = (zh: string, en: string, proof: () => unknown) => claim({page: 'api/basic/set-auto-freeze', zh, en, proof});
const sc = (zh: string, en: string, proof: () => unknown) => claim({page: 'api/basic/shallow-compare', zh, en, proof});
/** A row of the types table: the declaration must be in limu's index.d.ts as written. */
const type = (zh: string, en: string, ...declarations: string[]) =>
  claim({
    page: 'api/basic/types',
    zh,
    en,
    proof: () => {
      const dts = lib('index.d.ts') + lib('inner-types.d.ts');
      for (const d of declarations) expect(dts).toContain(d);
    },
  });
const changed = (
  lim: {createDraft: (b: object, o?: object) => {a: number}; finishDraft: (d: object) => object},
  options?: object,
) => {
  const d = lim.createDraft({a: 1}, options);
  d.a = 2;
  return Object.isFrozen(lim.finishDraft(d));
};

export default [
  saf(
    'setAutoFreeze(true) 让之后创建的每个草稿（单次调用传入 autoFreeze: false 的除外）在结束时都用 deepFreeze 冻结结果；getAutoFreeze() 读取当前的全局设置。默认值是 false。',
    'setAutoFreeze(true) makes every draft created afterwards (except by a call passing autoFreeze: false) freeze its result with deepFreeze when it is finished; getAutoFreeze() reads the current global setting. The default is false.',
    () => {
      const limu = require('limu');
      // Over generated states (Maps and Sets included), edits and createDraft / produce options, with the
      // setting switched on before or after the draft is created: the result is frozen by deepFreeze (a
      // Map's set / delete / clear replaced on the instance) exactly when the draft was created after it
      // and the call did not pass autoFreeze: false.
      fc.assert(
        fc.property(
          richState,
          pathEdit,
          fc.record({
            autoFreeze: fc.constantFrom(undefined, true, false),
            readOnly: fc.boolean(),
            autoRevoke: fc.boolean(),
          }),
          fc.boolean(),
          fc.boolean(),
          (state, edit, options, switchFirst, viaProduce) => {
            const map = new Map([['k', {n: 1}]]);
            const base = {...structuredClone(state), map};
            let next: object;
            try {
              if (switchFirst) limu.setAutoFreeze(true);
              if (viaProduce && switchFirst) {
                next = warnings(() => limu.produce(base, (d: object) => applyRichEdit(d, edit), options)).result;
              } else {
                const draft = limu.createDraft(base, options);
                limu.setAutoFreeze(true);
                warnings(() => applyRichEdit(draft, edit));
                next = limu.finishDraft(draft);
              }
            } finally {
              limu.setAutoFreeze(false);
            }
            const frozen = switchFirst && options.autoFreeze !== false;
            expect(Object.isFrozen(next)).toBe(frozen || options.autoFreeze === true);
            if (frozen)
              expect(Object.keys((next as {map: Map<string, unknown>}).map)).toEqual(['set', 'delete', 'clear']);
          },
        ),
        {seed: 38, numRuns: 150},
      );
      expect(limu.getAutoFreeze()).toBe(false);
      expect(changed(limu)).toBe(false);
      limu.setAutoFreeze(true);
      expect([limu.getAutoFreeze(), changed(limu)]).toEqual([true, true]);
      expect(lib('core/build-limu-apis.js')).toContain('final = deepFreeze(final);');
    },
  ),
  saf(
    'setAutoFreeze autoFreeze boolean 新的全局设置',
    'setAutoFreeze autoFreeze boolean The new global setting',
    () => {
      expect(lib('index.d.ts')).toContain('export declare function setAutoFreeze(autoFreeze: boolean): void;');
    },
  ),
  saf('setAutoFreeze 没有返回值。', 'setAutoFreeze returns nothing.', () => {
    expect(require('limu').setAutoFreeze(true)).toBeUndefined();
  }),
  saf(
    'getAutoFreeze 返回当前的全局设置，初始为 false。',
    'getAutoFreeze returns the current global setting, false at first.',
    () => {
      const limu = require('limu');
      expect(limu.getAutoFreeze()).toBe(false);
      limu.setAutoFreeze(true);
      expect(limu.getAutoFreeze()).toBe(true);
    },
  ),
  saf(
    '在创建草稿时读取：全局值在 createDraft / produce 开始的那一刻确定，之后再改全局设置，不影响已经创建的草稿。',
    'Read when a draft is created: the global value is taken the moment createDraft / produce starts; changing it later does not affect drafts that already exist.',
    () => {
      const limu = require('limu');
      const d = limu.createDraft({a: 1});
      limu.setAutoFreeze(true);
      d.a = 2;
      expect(Object.isFrozen(limu.finishDraft(d))).toBe(false);
      const next = limu.produce({a: 1}, (draft: {a: number}) => {
        limu.setAutoFreeze(false);
        draft.a = 2;
      });
      expect(Object.isFrozen(next)).toBe(true);
    },
  ),
  saf(
    '单次覆盖：createDraft、produce、immut 的选项 autoFreeze 优先于全局设置。',
    'Per-call override: the autoFreeze option of createDraft, produce and immut wins over the global setting.',
    () => {
      const limu = require('limu');
      expect(changed(limu, {autoFreeze: true})).toBe(true);
      const frozenBase = {a: {b: 1}};
      limu.finishImmut(limu.immut(frozenBase, {autoFreeze: true}));
      expect(Object.isFrozen(frozenBase.a)).toBe(true);
      limu.setAutoFreeze(true);
      expect(changed(limu, {autoFreeze: false})).toBe(false);
      expect(Object.isFrozen(limu.produce({a: 1}, (d: {a: number}) => void (d.a = 2), {autoFreeze: false}))).toBe(
        false,
      );
      const loose = {a: {b: 1}};
      limu.finishImmut(limu.immut(loose, {autoFreeze: false}));
      expect(Object.isFrozen(loose)).toBe(false);
    },
  ),
  saf(
    'immer 默认开启自动冻结（setAutoFreeze(true) 是它的默认状态），limu 默认关闭。',
    'immer freezes automatically by default (setAutoFreeze(true) is its default state); limu does not.',
    () => {
      const immer = require('immer');
      expect(Object.isFrozen(immer.produce({a: {b: 1}}, (d: {a: {b: number}}) => void (d.a.b = 2)).a)).toBe(true);
      expect(changed(require('limu'))).toBe(false);
    },
  ),
  // immut page: the freezing caveat found in this audit
  claim({
    page: 'api/basic/immut',
    zh: '只有视图开启了 autoFreeze（传入该选项，或在调用 immut 之前调用 setAutoFreeze(true)）时，finishImmut 才会深冻结 base。',
    en: 'Only when autoFreeze is on for the view (the option, or setAutoFreeze(true) before immut is called) does finishImmut deep-freeze base.',
    proof: () => {
      const limu = require('limu');
      const plain = {a: {b: 1}};
      limu.finishImmut(limu.immut(plain));
      expect(Object.isFrozen(plain)).toBe(false);
      const viaOption = {a: {b: 1}};
      const view = limu.immut(viaOption, {autoFreeze: true});
      void view.a.b;
      expect(Object.isFrozen(viaOption)).toBe(false);
      limu.finishImmut(view);
      expect([Object.isFrozen(viaOption), Object.isFrozen(viaOption.a)]).toEqual([true, true]);
      const before = {a: 1};
      const early = limu.immut(before);
      limu.setAutoFreeze(true);
      limu.finishImmut(early);
      expect(Object.isFrozen(before)).toBe(false);
      const global = {a: {b: 1}};
      limu.finishImmut(limu.immut(global));
      expect(Object.isFrozen(global.a)).toBe(true);
    },
  }),
  sc(
    'shallowCompare(prev, next) 在两个对象“浅相等”时返回 true：prev 的每个键都在 next 中，并且 next 的每个属性与 prev 中的同名属性经 isDiff 判断为相同。常用于 React.memo、shouldComponentUpdate 这类需要判断 props 是否变化的地方，属性值可以是草稿。',
    'shallowCompare(prev, next) returns true when the two objects are "shallowly equal": every key of prev is in next, and every property of next is the same as the property of that name in prev according to isDiff. It suits places that decide whether props changed, such as React.memo or shouldComponentUpdate, and property values may be drafts.',
    () => {
      const {createDraft, finishDraft, shallowCompare} = require('limu');
      const user = {n: 1};
      expect([
        shallowCompare({u: user}, {u: user}),
        shallowCompare({u: user, x: 1}, {u: user}),
        shallowCompare({u: user}, {u: {n: 1}}),
      ]).toEqual([true, false, false]);
      expect(lib('core/meta.js')).toMatch(/const diffFn = compareLimuProxyRaw \? isDiff : Object\.is;/);
      const draft = createDraft({a: {b: 1}});
      expect(shallowCompare({x: draft.a}, {x: (draft as unknown as {a: object}).a})).toBe(true);
      finishDraft(draft);
    },
  ),
  sc(
    'compareLimuProxyRaw boolean true true 时用 isDiff 比较属性值',
    'compareLimuProxyRaw boolean true With true, property values are compared with isDiff',
    () => {
      expect(lib('core/meta.d.ts')).toContain(
        'shallowCompare(prevObj: AnyObject, nextObj: AnyObject, compareLimuProxyRaw?: boolean): boolean;',
      );
      expect(lib('core/meta.js')).toContain(
        'export function shallowCompare(prevObj, nextObj, compareLimuProxyRaw = true) {',
      );
    },
  ),
  sc(
    'true 表示两个对象浅相等，false 表示不同。注意它与 isDiff 的含义相反。',
    'true means shallowly equal, false means different. Note that this is the opposite sense of isDiff.',
    () => {
      const {isDiff, shallowCompare} = require('limu');
      expect([shallowCompare({a: 1}, {a: 1}), isDiff(1, 1), shallowCompare({a: 1}, {a: 2}), isDiff(1, 2)]).toEqual([
        true,
        false,
        false,
        true,
      ]);
    },
  ),
  sc(
    '属性值用 isDiff 比较：草稿属性与它的原对象在没有修改时相等，修改后不相等。',
    'Property values are compared with isDiff: a draft property equals its original object until it is changed.',
    () => {
      const {createDraft, finishDraft, shallowCompare} = require('limu');
      const base = {a: {b: 1}};
      const draft = createDraft(base);
      expect(shallowCompare({x: draft.a}, {x: base.a})).toBe(true);
      draft.a.b = 2;
      expect(shallowCompare({x: draft.a}, {x: base.a})).toBe(false);
      finishDraft(draft);
    },
  ),
  sc(
    '因为使用 isDiff，属性值为 null 或 undefined 时会抛错',
    'Because it uses isDiff, a property value of null or undefined throws',
    () => {
      const {shallowCompare} = require('limu');
      expect(() => shallowCompare({a: null}, {a: null})).toThrow('Cannot read properties of null');
      expect(() => shallowCompare({a: undefined}, {a: undefined})).toThrow('Cannot read properties of undefined');
      expect(() => shallowCompare({a: 1}, {a: 1, b: 2})).toThrow('Cannot read properties of undefined');
    },
  ),
  claim({
    page: 'api/basic/ver',
    zh: 'VER 是当前加载的 limu 的版本号字符串。本站文档与示例都针对 4.1.3。',
    en: 'VER is the version string of the limu that is loaded. The docs and samples on this site are for 4.1.3.',
    proof: () => {
      const {VER} = require('limu');
      expect([VER, require('limu/package.json').version]).toEqual(['4.1.3', '4.1.3']);
      expect(require('limu-4-0').VER).toBe('4.0.0');
      const site = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8'));
      expect(site.dependencies.limu).toBe('4.1.3');
    },
  }),
  claim({
    page: 'api/basic/ver',
    zh: 'VER 是常量，不是函数，没有参数。',
    en: 'VER is a constant, not a function: it takes no parameters.',
    proof: () => {
      expect(typeof require('limu').VER).toBe('string');
      expect(lib('index.d.ts')).toContain('export declare const VER = "4.1.3";');
    },
  }),
  type(
    '可以创建草稿的数据；produce、createDraft、finishDraft、immut、finishImmut、deepCopy 泛型参数的默认值',
    'Data a draft can be made of; the default type parameter of produce, createDraft, finishDraft, immut, finishImmut and deepCopy',
    'export declare type ObjectLike = AnyObject | AnyArray | Map<any, any> | Set<any>;',
    'export declare type AnyArray = Array<any>;',
    '<T = ObjectLike>(baseState: T, recipe: ProduceCb<T>',
    'export declare function createDraft<T = ObjectLike>(',
    'export declare function finishDraft<T = ObjectLike>(',
    'export declare function immut<T = ObjectLike>(',
    'export declare function finishImmut<T = ObjectLike>(',
    'export declare function deepCopy<T = ObjectLike>(',
  ),
  type('草稿的类型：与原始数据相同', 'The type of a draft: the same as its base', 'export declare type Draft<T> = T;'),
  type(
    'ProduceCb<T> (draft: Draft<T>) => void recipe 的类型',
    'ProduceCb<T> (draft: Draft<T>) => void The type of a recipe',
    'export declare type ProduceCb<T> = (draft: Draft<T>) => void;',
    'recipe: ProduceCb<T>',
  ),
  type(
    'GenNewStateCb<T> (state: T) => T 柯里化 produce 返回的函数',
    'GenNewStateCb<T> (state: T) => T The function a curried produce returns',
    'export declare type GenNewStateCb<T> = (state: T) => T;',
    '(recipe: ProduceCb<T>, options?: ICreateDraftOptions): GenNewStateCb<T>;',
  ),
  type(
    'IProduce 两个调用签名的接口 produce 本身的类型',
    'IProduce An interface with two call signatures The type of produce itself',
    'export interface IProduce {',
    'export declare const produce: IProduce;',
  ),
  type(
    'CreateDraft <T = ObjectLike>(base: T, options?: ICreateDraftOptions) => Draft<T> createDraft 的类型',
    'CreateDraft <T = ObjectLike>(base: T, options?: ICreateDraftOptions) => Draft<T> The type of createDraft',
    'export declare type CreateDraft = <T = ObjectLike>(base: T, options?: ICreateDraftOptions) => Draft<T>;',
    'export declare function createDraft<T = ObjectLike>(base: T, options?: ICreateDraftOptions): Draft<T>;',
  ),
  type(
    'FinishDraft <T = ObjectLike>(draft: T) => T finishDraft 的类型',
    'FinishDraft <T = ObjectLike>(draft: T) => T The type of finishDraft',
    'export declare type FinishDraft = <T = ObjectLike>(draft: T) => T;',
  ),
  type(
    'ICreateDraftOptions 接口 选项，见选项',
    'ICreateDraftOptions Interface The options, see Options',
    'export interface ICreateDraftOptions {',
    'export type { ICreateDraftOptions, IOperateParams, ObjectLike, Op };',
  ),
  type(
    'IOperateParams 接口 onOperate 回调的参数',
    'IOperateParams Interface The parameters of the onOperate callback',
    'export interface IOperateParams {',
    'onOperate?: (params: IOperateParams) => any;',
  ),
  type(
    "Op 'del' | 'set' | 'get' IOperateParams['op']",
    "Op 'del' | 'set' | 'get' IOperateParams['op']",
    "export declare type Op = 'del' | 'set' | 'get';",
    '    op: Op;',
  ),
  type(
    'LimuUtils typeof limuUtils limuUtils 的类型',
    'LimuUtils typeof limuUtils The type of limuUtils',
    'export declare type LimuUtils = typeof limuUtils;',
  ),
];
