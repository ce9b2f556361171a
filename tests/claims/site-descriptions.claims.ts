// Page descriptions (front matter, shown in search results and link previews) that state limu behaviour:
// ledger entries on their site-string id (tests/support/claims/strings.ts). The other titles and
// descriptions that name limu have their reason in ./site-strings-reasons.ts.
import fc from 'fast-check';
import {expect} from 'vitest';
import {
  applyPropertyStep,
  markedObjectsComeBackAsIs,
  plainState,
  propertyStep,
  sharedObjectThroughPaths,
} from './guides-support';
import {claim} from './ledger';
import {loadLimu} from './limu-packages';

type Limu = typeof import('limu');
const limu = (): Limu => require('limu') as Limu;

/** From 4.1.0 a write shows on every path the recipe read, and a path never read keeps the old object. */
const multiPath = () => {
  for (const version of ['4.1.0', '4.1.3']) sharedObjectThroughPaths(loadLimu(version), 80);
  expect(() => sharedObjectThroughPaths(loadLimu('4.0.0'), 80)).toThrow();
};

export default [
  claim({
    page: 'site:description/changelog/v4-1',
    zh: '自 limu 4.1.0 起，对同一对象的修改会出现在 recipe 读取过的每条引用路径上',
    en: 'From limu 4.1.0, a change to an object shows on every path to it the recipe has read',
    proof: multiPath,
  }),
  claim({
    page: 'site:description/blog/2025-06-10-change1',
    zh: '同一个对象被多条路径引用时，limu 4.1.0 起会在草稿读到过的每条路径上记录变更。',
    en: 'When one object is reachable from several paths, limu records a change on every path the draft has read, from 4.1.0 on.',
    proof: multiPath,
  }),
  claim({
    page: 'site:description/api/basic/immut',
    zh: 'immut 为数据创建一个只读视图：赋值和删除被拒绝（Map、Set 的方法除外）',
    en: "immut creates a read-only view of a value — assignments and deletes are refused (not a Map's or Set's methods)",
    proof: () => {
      const {immut} = limu();
      // Generated assignments and deletes through a view leave the data as it was (JSON: the values).
      fc.assert(
        fc.property(plainState, fc.array(propertyStep(true), {maxLength: 5}), (state, steps) => {
          const before = JSON.stringify(state);
          const view = immut(state, {disableWarn: true});
          steps.forEach((step) => applyPropertyStep(view, step));
          expect(JSON.stringify(state)).toBe(before);
        }),
        {seed: 38, numRuns: 100},
      );
      const base = {m: new Map([['a', 1]]), s: new Set([1])};
      const view = immut(base);
      view.m.set('b', 2);
      view.s.add(2);
      expect([base.m.size, base.s.size]).toEqual([2, 2]);
    },
  }),
  claim({
    page: 'site:description/api/basic/current',
    zh: '包含到此刻为止的修改（Map、Set 在 get 或 forEach 之后的修改除外）',
    en: "with the changes made so far (but a Map's or Set's writes after a get or forEach)",
    proof: () => {
      const {createDraft, current, finishDraft} = limu();
      const draft = createDraft({o: {n: 1}, m: new Map([['a', 1]]), s: new Set([1])});
      draft.o.n = 2;
      draft.m.set('b', 2);
      draft.m.get('a');
      draft.m.set('c', 3);
      draft.s.forEach(() => undefined);
      draft.s.add(2);
      const snap = current(draft);
      expect([snap.o.n, [...snap.m.keys()], [...snap.s]]).toEqual([2, ['a', 'b'], [1]]);
      finishDraft(draft);
    },
  }),
  claim({
    page: 'site:description/api/basic/deep-copy',
    zh: '深拷贝普通对象、数组、Map 和 Set（类的实例也拷贝成普通对象）；原始值、函数、Date 等按引用保留。',
    en: 'Deep-copy plain objects, arrays, Maps and Sets (a class instance too, into a plain object); primitives, functions, Dates and other objects are kept by reference.',
    proof: () => {
      const {deepCopy} = limu();
      class Point {
        x = 1;
      }
      const fn = () => 1;
      const base = {
        o: {a: [1]},
        m: new Map([['k', {v: 1}]]),
        s: new Set([{w: 1}]),
        p: new Point(),
        at: new Date(0),
        fn,
      };
      const copy = deepCopy(base);
      expect([copy.o === base.o, copy.o.a === base.o.a, copy.m === base.m, copy.s === base.s]).toEqual([
        false,
        false,
        false,
        false,
      ]);
      expect(copy.m.get('k')).not.toBe(base.m.get('k'));
      expect([copy.p === base.p, Object.getPrototypeOf(copy.p) === Object.prototype, copy.p.x]).toEqual([
        false,
        true,
        1,
      ]);
      expect([copy.at === base.at, copy.fn === fn]).toEqual([true, true]);
    },
  }),
  claim({
    page: 'site:description/api/basic/deep-freeze',
    zh: '原地深冻结一个值：对象和数组递归 Object.freeze，Map 与 Set 的修改方法被替换为空操作。',
    en: 'Deep-freeze a value in place — objects and arrays get Object.freeze recursively, the mutating methods of Map and Set become no-ops.',
    proof: () => {
      const {deepFreeze} = limu();
      const base = {a: {x: [1, {y: 1}]}, m: new Map([['k', {z: 1}]]), s: new Set([1])};
      expect(deepFreeze(base)).toBe(base);
      expect([Object.isFrozen(base), Object.isFrozen(base.a.x), Object.isFrozen(base.a.x[1])]).toEqual([
        true,
        true,
        true,
      ]);
      expect(Object.isFrozen(base.m.get('k'))).toBe(true);
      base.m.set('q', {z: 2});
      base.m.delete('k');
      base.s.add(2);
      base.s.clear();
      expect([[...base.m.keys()], [...base.s]]).toEqual([['k'], [1]]);
    },
  }),
  claim({
    page: 'site:description/api/basic/set-auto-freeze',
    zh: '默认关闭，可被每次调用的 autoFreeze 选项覆盖。',
    en: 'Off by default; the autoFreeze option of each call overrides it.',
    proof: () => {
      const {getAutoFreeze, produce, setAutoFreeze} = limu();
      const recipe = (d: {a: {n: number}}) => void (d.a.n = 2);
      expect(getAutoFreeze()).toBe(false);
      expect(Object.isFrozen(produce({a: {n: 1}}, recipe))).toBe(false);
      expect(Object.isFrozen(produce({a: {n: 1}}, recipe, {autoFreeze: true}))).toBe(true);
      setAutoFreeze(true);
      expect(Object.isFrozen(produce({a: {n: 1}}, recipe))).toBe(true);
      expect(Object.isFrozen(produce({a: {n: 1}}, recipe, {autoFreeze: false}))).toBe(false);
      setAutoFreeze(false);
    },
  }),
  claim({
    page: 'site:description/guides/freezing',
    zh: 'limu 默认不冻结结果',
    en: "limu doesn't freeze results by default",
    proof: () => {
      const {produce} = limu();
      const next = produce({a: {n: 1}, b: [1]}, (d) => {
        d.a.n = 2;
        d.b.push(2);
      });
      expect([Object.isFrozen(next), Object.isFrozen(next.a), Object.isFrozen(next.b)]).toEqual([false, false, false]);
    },
  }),
  claim({
    page: 'site:description/api/basic/mark-raw',
    zh: '标记一个对象，让 limu 永远不为它生成代理：读到的就是对象本身',
    en: 'Mark an object so that limu never proxies it — a read returns the object itself',
    proof: () => markedObjectsComeBackAsIs(limu(), 80),
  }),
];
