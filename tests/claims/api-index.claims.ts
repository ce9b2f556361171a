// The two overview pages (api/index "Why limu" and api/basic/index): one line per export, each
// proven here by the behaviour it names.
import {types} from 'node:util';
import {expect} from 'vitest';
import fc from 'fast-check';
import {
  createDraftCopiesRootOnly,
  applyRichEdit,
  childrenOf,
  isObject,
  markedObjectsComeBackAsIs,
  pathEdit,
  richState,
  shape,
  readError,
} from './guides-support';
import {claim} from './ledger';

type Limu = Record<string, (...args: never[]) => never> & {VER: string; limuUtils: Record<string, unknown>};
const limu = (): Limu => require('limu');

/** The behaviour each export's one-line description names. */
const PROOFS: Record<string, () => unknown> = {
  produce: () => {
    const {produce} = require('limu');
    const base = {a: {b: 1}, c: {d: 1}};
    const next = produce(base, (d: typeof base) => void (d.a.b = 2));
    expect([next.a.b, next.c === base.c, base.a.b]).toEqual([2, true, 1]);
    // curried: the function React's setState(updater) calls with the current state
    const updater = produce((d: typeof base) => void (d.a.b = 3));
    expect(updater(base).a.b).toBe(3);
  },
  createDraft: () => {
    const {createDraft, finishDraft} = require('limu');
    const draft = createDraft({a: 1});
    draft.a = 2;
    expect(finishDraft(draft)).toEqual({a: 2});
  },
  finishDraft: async () => {
    const {createDraft, finishDraft} = require('limu');
    const draft = createDraft({a: 1});
    await new Promise((resolve) => setTimeout(resolve, 1));
    draft.a = 2;
    expect(finishDraft(draft)).toEqual({a: 2});
  },
  immut: () => {
    const {immut} = require('limu');
    const base = {a: 1};
    const view = immut(base, {disableWarn: true});
    view.a = 5;
    base.a = 2;
    expect(view.a).toBe(2);
  },
  finishImmut: () => {
    const {finishImmut, immut} = require('limu');
    const base = {a: 1};
    expect(finishImmut(immut(base))).toBe(base);
  },
  original: () => {
    const {original, produce} = require('limu');
    const base = {a: {b: 1}};
    produce(base, (d: typeof base) => {
      d.a.b = 2;
      expect(original(d.a)).toBe(base.a);
    });
  },
  current: () => {
    const {current, isDraft, produce} = require('limu');
    produce({a: {b: 1}}, (d: {a: {b: number}}) => {
      d.a.b = 2;
      const snap = current(d);
      d.a.b = 3;
      expect([snap, isDraft(snap)]).toEqual([{a: {b: 2}}, false]);
    });
  },
  isDraft: () => {
    const {createDraft, finishDraft, isDraft} = require('limu');
    const draft = createDraft({a: 1});
    expect([isDraft(draft), isDraft({a: 1})]).toEqual([true, false]);
    finishDraft(draft);
  },
  isDiff: () => {
    const {createDraft, finishDraft, isDiff} = require('limu');
    const base = {a: {b: 1}};
    const draft = createDraft(base);
    expect([isDiff(draft, base), isDiff(1, 2)]).toEqual([false, true]);
    draft.a.b = 2;
    expect(isDiff(draft, base)).toBe(true);
    finishDraft(draft);
  },
  shallowCompare: () => {
    const {createDraft, finishDraft, shallowCompare} = require('limu');
    const base = {a: {b: 1}};
    const draft = createDraft(base);
    expect([shallowCompare({x: draft.a}, {x: base.a}), shallowCompare({x: {}}, {x: {}})]).toEqual([true, false]);
    finishDraft(draft);
  },
  // "never proxied": over generated states, no read of a marked object in any draft or view is a proxy.
  markRaw: () => markedObjectsComeBackAsIs(require('limu'), 50),
  deepCopy: () => {
    const {deepCopy} = require('limu');
    const base = {o: {a: 1}, l: [[1]], m: new Map([['k', {v: 1}]]), s: new Set([{w: 1}])};
    const c = deepCopy(base);
    expect([
      c,
      c.o === base.o,
      c.l[0] === base.l[0],
      c.m.get('k') === base.m.get('k'),
      [...c.s][0] === [...base.s][0],
    ]).toEqual([base, false, false, false, false]);
  },
  deepFreeze: () => {
    const {deepFreeze} = require('limu');
    const value = {a: {b: 1}};
    expect(deepFreeze(value)).toBe(value);
    expect(Object.isFrozen(value.a)).toBe(true);
  },
  setAutoFreeze: () => {
    const {getAutoFreeze, setAutoFreeze} = require('limu');
    expect(getAutoFreeze()).toBe(false);
    setAutoFreeze(true);
    expect(getAutoFreeze()).toBe(true);
  },
  limuUtils: () => {
    const {limuUtils} = require('limu');
    expect(Object.keys(limuUtils)).toEqual(
      expect.arrayContaining(['isObject', 'isMap', 'isSet', 'isFn', 'getDraftMeta', 'getDataType']),
    );
  },
  VER: () => {
    expect(limu().VER).toBe(require('limu/package.json').version);
  },
  options: () => {
    const keys = require('node:fs').readFileSync(require.resolve('limu/lib/inner-types.d.ts'), 'utf8') as string;
    expect(keys).toContain('export interface ICreateDraftOptions {');
    expect(keys).toContain('export interface IOperateParams {');
  },
};
const on =
  (page: string) =>
  (zh: string, en: string, ...names: string[]) =>
    claim({
      page,
      zh,
      en,
      proof: async () => {
        for (const name of names) await PROOFS[name]();
      },
    });
const why = on('api/index');
const basic = on('api/basic/index');

export default [
  why(
    '本站文档对应的版本是 limu（即 VER 导出的值），页面中的每一段代码都在测试中针对这个版本实际运行过。',
    'These docs describe limu (the value of the VER export), and every code sample on this site is run against that version by the tests.',
    'VER',
  ),
  claim({
    page: 'api/index',
    zh: '创建草稿：createDraft(base) 为根对象生成一个 Proxy，并做一次浅拷贝（只复制第一层的引用，不递归）。',
    en: 'Create the draft: createDraft(base) wraps the root object in a Proxy and makes one shallow copy of it (the first level of references only, nothing recursive).',
    proof: () => {
      createDraftCopiesRootOnly(require('limu'), 80);
      const {createDraft, finishDraft, limuUtils} = require('limu');
      const base = {a: {x: 1}, n: 1};
      const draft = createDraft(base);
      const meta = limuUtils.getDraftMeta(draft);
      expect([types.isProxy(draft), meta.self === base, meta.copy === base, meta.copy.a === base.a]).toEqual([
        true,
        true,
        false,
        true,
      ]);
      finishDraft(draft);
    },
  }),
  claim({
    page: 'api/index',
    zh: '结束草稿：finishDraft(draft) 从根开始收集结果：被标记的节点用它的副本，没被标记的节点直接用原对象。随后草稿的全部代理都被撤销（revoke）。',
    en: 'Finish the draft: finishDraft(draft) collects the result from the root down: a marked node contributes its copy, an unmarked node contributes the original object. Then every proxy of the draft is revoked.',
    proof: () => {
      const {createDraft, finishDraft, limuUtils} = require('limu');
      const base = {a: {x: 1}, c: {y: 1}};
      const draft = createDraft(base);
      const c = draft.c;
      draft.a.x = 2;
      const [metaA, metaC] = [limuUtils.getDraftMeta(draft.a), limuUtils.getDraftMeta(c)];
      expect([metaA.modified, metaC.modified]).toEqual([true, false]);
      const next = finishDraft(draft);
      expect([next.a === base.a, next.a, next.c === base.c]).toEqual([false, {x: 2}, true]);
      // Over generated states and an edit, every node read: the result holds, at its path, the node's copy
      // when it is marked and the base's object when it is not; then every proxy throws when used.
      fc.assert(
        fc.property(richState, pathEdit, (state, edit) => {
          const d = createDraft(state);
          applyRichEdit(d, edit);
          type Read = {proxy: object; path: unknown[]; meta: {modified: boolean; copy: object; self: object}};
          const nodes: (Read & {collection: boolean})[] = [];
          const visit = (node: object, path: unknown[]) => {
            const collection = node instanceof Map || node instanceof Set;
            const {modified, copy, self} = limuUtils.getDraftMeta(node);
            nodes.push({proxy: node, path, meta: {modified, copy, self}, collection});
            for (const [key, child] of childrenOf(node)) if (isObject(child)) visit(child, [...path, key]);
          };
          visit(d, []);
          const result = finishDraft(d);
          for (const {proxy, path, meta, collection} of nodes) {
            const at = path.reduce<unknown>((node, key) => new Map(childrenOf(node as object)).get(key), result);
            if (!meta.modified) expect(at).toBe(meta.self);
            // A marked Map or Set contributes a Map or Set made from its copy; an object or array, the copy.
            else if (collection) expect([at === meta.self, shape(at)]).toEqual([false, shape(meta.copy)]);
            else expect(at).toBe(meta.copy);
            expect(readError(proxy, collection)).toMatch(/revoked/);
          }
        }),
        {seed: 38, numRuns: 100},
      );
    },
  }),
  claim({
    page: 'api/index',
    zh: 'produce(base, recipe) 就是把这四步串在一起的简写。',
    en: 'produce(base, recipe) is shorthand for these four steps.',
    proof: () => {
      const {createDraft, finishDraft, produce} = require('limu');
      const base = {a: {x: 1}, c: {y: 1}};
      const viaProduce = produce(base, (d: typeof base) => void (d.a.x = 2));
      const draft = createDraft(base);
      draft.a.x = 2;
      const viaSteps = finishDraft(draft);
      expect(viaProduce).toEqual(viaSteps);
      expect([viaProduce.c === base.c, viaSteps.c === base.c]).toEqual([true, true]);
    },
  }),
  claim({
    page: 'api/index',
    zh: '结果是否冻结 默认不冻结（autoFreeze 默认 false） 默认深冻结',
    en: 'Frozen results Not frozen by default (autoFreeze defaults to false) Deeply frozen by default',
    proof: () => {
      const immer = require('immer');
      const {getAutoFreeze, produce} = require('limu');
      const recipe = (d: {a: {b: {c: number}}; e: {f: number}}) => void (d.a.b.c = 2);
      const base = () => ({a: {b: {c: 1}}, e: {f: 1}});
      expect([getAutoFreeze(), Object.isFrozen(produce(base(), recipe))]).toEqual([false, false]);
      const fromImmer = immer.produce(base(), recipe);
      expect([Object.isFrozen(fromImmer), Object.isFrozen(fromImmer.a.b), Object.isFrozen(fromImmer.e)]).toEqual([
        true,
        true,
        true,
      ]);
    },
  }),
  claim({
    page: 'api/index',
    zh: '结束后的草稿 被撤销，再访问会抛错 同样被撤销',
    en: 'Draft after finishing Revoked: using it throws Revoked as well',
    proof: () => {
      const immer = require('immer');
      const {produce} = require('limu');
      let fromLimu: {a: object} | undefined;
      let fromImmer: {a: object} | undefined;
      produce({a: {}}, (d: {a: object}) => void (fromLimu = d));
      immer.produce({a: {}}, (d: {a: object}) => void (fromImmer = d));
      expect(() => fromLimu?.a).toThrow('revoked');
      expect(() => fromImmer?.a).toThrow('revoked');
    },
  }),
  claim({
    page: 'api/index',
    zh: '异步 recipe 立即抛错拒绝 同样不支持：返回的 Promise 被当成新值，await 之后草稿已被撤销',
    en: 'Async recipe Rejected at once with an error Not supported either: the returned Promise is taken as the new value, and the draft is revoked before the code after await runs',
    proof: async () => {
      const immer = require('immer');
      const {produce} = require('limu');
      expect(() => produce({a: 1}, async () => undefined)).toThrow('produce callback is not a function');
      let error = '';
      const result = immer.produce({a: 1}, async (d: {a: number}) => {
        await null;
        try {
          d.a = 2;
        } catch (e) {
          error = (e as Error).message;
        }
      });
      expect(result).toBeInstanceOf(Promise);
      await result;
      expect(error).toContain('revoked');
    },
  }),
  claim({
    page: 'api/index',
    zh: '类实例 当作普通对象代理，修改后得到丢失原型的普通对象 默认不代理，修改直接作用于原对象',
    en: 'Class instances Proxied like plain objects; a changed instance comes back as a plain object without its prototype Not drafted by default; changes go straight to the original object',
    proof: () => {
      class Point {
        x = 1;
      }
      const {isDraft, produce} = require('limu');
      const base = {p: new Point()};
      const next = produce(base, (d: typeof base) => {
        expect(isDraft(d.p)).toBe(true);
        d.p.x = 2;
      });
      expect([next.p instanceof Point, next.p.x, base.p.x]).toEqual([false, 2, 1]);
      const immer = require('immer');
      const forImmer = {p: new Point()};
      immer.produce(forImmer, (d: typeof base) => void (d.p.x = 2));
      expect(forImmer.p.x).toBe(2);
    },
  }),
  why(
    'produce 在 recipe 里修改草稿，返回新数据；也可柯里化后交给 React 的 setState',
    "produce Change a draft in a recipe and get the next value; curried, it plugs into React's setState",
    'produce',
  ),
  why(
    'createDraft / finishDraft 把 produce 拆成两步，可以跨越 await',
    'createDraft / finishDraft produce split into two steps that can span an await',
    'createDraft',
    'finishDraft',
  ),
  why(
    'immut / finishImmut 创建一个只读视图，随原对象同步变化',
    'immut / finishImmut A read-only view that follows its base object',
    'immut',
    'finishImmut',
  ),
  why('original 取得草稿节点对应的原始对象', 'original The original object behind a draft node', 'original'),
  why('current 取得草稿当前内容的普通对象快照', "current A plain snapshot of a draft's current content", 'current'),
  why('markRaw 标记一个对象，让它永远不被代理', 'markRaw Mark an object so that it is never proxied', 'markRaw'),
  why(
    'deepCopy 深拷贝普通对象、数组、Map 和 Set',
    'deepCopy Deep-copy plain objects, arrays, Maps and Sets',
    'deepCopy',
  ),
  why('deepFreeze 深冻结一个值', 'deepFreeze Deep-freeze a value', 'deepFreeze'),
  why('isDraft 判断一个值是不是草稿', 'isDraft Tell whether a value is a draft', 'isDraft'),
  why('isDiff 判断两个值（可以是草稿）是否不同', 'isDiff Tell whether two values (drafts included) differ', 'isDiff'),
  why(
    'shallowCompare 浅比较两个对象，能识别草稿',
    'shallowCompare Shallow-compare two objects, draft-aware',
    'shallowCompare',
  ),
  why(
    'setAutoFreeze / getAutoFreeze 设置、读取全局的自动冻结开关',
    'setAutoFreeze / getAutoFreeze Set and read the global auto-freeze switch',
    'setAutoFreeze',
  ),
  why(
    'limuUtils 内部使用的类型判断等工具函数',
    'limuUtils The type checks and helpers limu uses internally',
    'limuUtils',
  ),
  why('VER limu 的版本号字符串', "VER limu's version string", 'VER'),
  why(
    'createDraft、produce、immut 的全部选项与 onOperate 回调参数',
    "Every option of createDraft, produce and immut, and the onOperate callback's parameters",
    'options',
  ),
  basic(
    'produce 在 recipe 里修改草稿，返回结构共享的新数据；只传 recipe 时返回可交给 React setState 的函数',
    "produce Change a draft in a recipe and get structurally shared new data; given only a recipe, it returns a function for React's setState",
    'produce',
  ),
  basic('createDraft 创建一个可以直接修改的草稿', 'createDraft Create a draft you can change directly', 'createDraft'),
  basic(
    'finishDraft 结束草稿，返回新数据；可以在 await 之后调用',
    'finishDraft Finish a draft and get the new data; may be called after an await',
    'finishDraft',
  ),
  basic(
    'immut 创建一个只读视图，原对象的变化会同步反映',
    'immut Create a read-only view that follows its base object',
    'immut',
  ),
  basic(
    'finishImmut 结束 immut 视图，返回原对象',
    'finishImmut End an immut view and get the original object back',
    'finishImmut',
  ),
  basic('original 草稿节点背后的原始对象', 'original The original object behind a draft node', 'original'),
  basic('current 草稿当前内容的深拷贝快照', "current A deep-copied snapshot of a draft's current content", 'current'),
  basic('isDraft 判断一个值是不是草稿', 'isDraft Tell whether a value is a draft', 'isDraft'),
  basic('isDiff 判断两个值是否不同，能识别草稿', 'isDiff Tell whether two values differ, draft-aware', 'isDiff'),
  basic(
    'shallowCompare 浅比较两个对象，能识别草稿',
    'shallowCompare Shallow-compare two objects, draft-aware',
    'shallowCompare',
  ),
  basic('markRaw 标记一个对象，让它永远不被代理', 'markRaw Mark an object so that it is never proxied', 'markRaw'),
  basic(
    'deepCopy 深拷贝普通对象、数组、Map、Set',
    'deepCopy Deep-copy plain objects, arrays, Maps and Sets',
    'deepCopy',
  ),
  basic('deepFreeze 原地深冻结一个值', 'deepFreeze Deep-freeze a value in place', 'deepFreeze'),
  basic('getAutoFreeze 读取全局的自动冻结开关', 'getAutoFreeze Read the global auto-freeze switch', 'setAutoFreeze'),
  basic(
    'limuUtils 内部使用的类型判断与草稿元数据工具',
    'limuUtils The type checks and draft-metadata helpers limu uses internally',
    'limuUtils',
  ),
  basic('VER limu 的版本号字符串', "VER limu's version string", 'VER'),
  basic(
    'ICreateDraftOptions 的全部字段与 onOperate 的参数',
    'Every field of ICreateDraftOptions and the onOperate parameters',
    'options',
  ),
];
