import {readFileSync} from 'node:fs';
import {expect} from 'vitest';
import fc from 'fast-check';
import {claim} from './ledger';
import {applyRichEdit, pathEdit, reachable, readAll, richState} from './guides-support';

const page = 'intro';

export default [
  claim({
    page,
    zh: '你把原始数据交给 produce，在 recipe（修改草稿的函数）里随意修改草稿（draft），produce 返回一份新数据：改过的节点是新对象，没改过的节点与原始数据共享，原始数据本身保持不变。',
    en: "You hand the current data to produce, change the draft however you like inside the recipe, and produce returns the next value: the nodes you changed are new objects, the nodes you didn't are shared with the original, and the original itself stays untouched.",
    proof: () => {
      const {produce} = require('limu');
      const base = {a: {b: {c: 1}}, l: [{x: 1}, {x: 2}], m: new Map([['k', {v: 1}]])};
      const next = produce(base, (d: typeof base) => {
        d.a.b.c = 2;
        d.l[1].x = 3;
      });
      expect([
        next.a === base.a,
        next.a.b === base.a.b,
        next.l === base.l,
        next.l[0] === base.l[0],
        next.l[1] === base.l[1],
        next.m === base.m,
      ]).toEqual([false, false, false, true, false, true]);
      expect(base).toEqual({a: {b: {c: 1}}, l: [{x: 1}, {x: 2}], m: new Map([['k', {v: 1}]])});
    },
  }),
  claim({
    page,
    zh: 'limu 处理的就是普通对象、数组、Map 和 Set，结果仍是普通 JavaScript 值，不需要 toJS() 之类的转换。',
    en: 'limu works on plain objects, arrays, Map and Set, and the results are plain JavaScript values. There is no toJS() step.',
    proof: () => {
      const {isDraft, produce} = require('limu');
      const next = produce(
        {o: {a: 1}, l: [1], m: new Map(), s: new Set()},
        (d: {o: {a: number}; l: number[]; m: Map<string, number>; s: Set<number>}) => {
          d.o.a = 2;
          d.l.push(2);
          d.m.set('k', 1);
          d.s.add(1);
        },
      );
      expect([
        Object.getPrototypeOf(next.o),
        Array.isArray(next.l),
        next.m instanceof Map,
        next.s instanceof Set,
        isDraft(next),
      ]).toEqual([Object.prototype, true, true, true, false]);
      expect(Object.keys(require('limu'))).not.toContain('toJS');
    },
  }),
  claim({
    page,
    zh: 'limu 默认不会 Object.freeze 新数据（immer 默认会）',
    en: "limu doesn't Object.freeze its results (immer does)",
    proof: () => {
      // Over generated states (Maps and Sets included), edits and a generated choice of base objects frozen
      // beforehand, through produce and createDraft: every frozen object of the result is one of those (a
      // result or a subtree it shares with the base), none that limu made.
      const {createDraft, finishDraft, produce} = require('limu');
      fc.assert(
        fc.property(
          richState,
          pathEdit,
          fc.array(fc.boolean(), {minLength: 6, maxLength: 6}),
          fc.boolean(),
          (generated, edit, freezeAt, viaProduce) => {
            const state = structuredClone(generated);
            const frozen = new Set(readAll(state).filter((_, i) => freezeAt[i % freezeAt.length] && i % 2 === 1));
            frozen.forEach((o) => Object.freeze(o));
            let next: object;
            if (viaProduce) next = produce(state, (d: object) => applyRichEdit(d, edit));
            else {
              const draft = createDraft(state);
              applyRichEdit(draft, edit);
              next = finishDraft(draft);
            }
            expect([...reachable(next)].filter((o) => Object.isFrozen(o) && !frozen.has(o))).toEqual([]);
          },
        ),
        {seed: 38, numRuns: 150},
      );
      const recipe = (d: {a: {b: number}}) => void (d.a.b = 2);
      expect(Object.isFrozen(require('limu').produce({a: {b: 1}}, recipe))).toBe(false);
      expect(Object.isFrozen(require('immer').produce({a: {b: 1}}, recipe))).toBe(true);
    },
  }),
  claim({
    page,
    zh: '不支持补丁（patches），也不支持在 recipe 里 return 一份新数据。',
    en: "No patches, and a recipe can't return a replacement state.",
    proof: () => {
      const limu = require('limu');
      expect(Object.keys(limu).filter((k) => /patch/i.test(k))).toEqual([]);
      expect(Object.keys(require('immer')).filter((k) => /patch/i.test(k)).length).toBeGreaterThan(0);
      const base = {a: 1};
      expect(limu.produce(base, () => ({a: 2}))).toBe(base);
    },
  }),
  claim({
    page,
    zh: 'limu 依赖 ES6 Proxy，发布的构建产物是 ES2015 代码：可在 Node.js 和浏览器中运行',
    en: 'limu relies on ES6 Proxy, and its published build is ES2015 code: it runs in Node.js and in the browser',
    proof: () => {
      const build = readFileSync(require.resolve('limu'), 'utf8');
      expect(build).toContain('Proxy.revocable');
      const {acorn} = {acorn: require('acorn')};
      // the published build is ES2015 syntax: nothing newer than the Proxy it needs
      expect(() => acorn.parse(build, {ecmaVersion: 2015})).not.toThrow();
    },
  }),
];
