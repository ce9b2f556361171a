import {readFileSync} from 'node:fs';
import fc from 'fast-check';
import {expect} from 'vitest';
import {applyEdit, pathEdit, plainState} from './guides-support';
import {claim} from './ledger';

const page = 'api/basic/produce';

export default [
  claim({
    page,
    zh: '在一个函数（recipe）里像修改普通对象一样修改草稿，produce 返回修改后的新数据。没改过的部分与原始数据共享引用，原始数据本身不会被修改，只有少数写法例外，例如调用 Date 的修改方法、修改经由 Map 或 Set 迭代器拿到的对象（见 常见陷阱）。',
    en: "Change a draft inside a function (the recipe) as if it were an ordinary object; produce returns the changed next value. Unchanged parts share references with the original, and the original itself is not modified, with a few exceptions such as calling a mutating Date method or changing objects reached through a Map's or Set's iterator (see Pitfalls).",
    proof: () => {
      const {produce} = require('limu');
      const base = {a: {x: 1}, read: {y: 1}, untouched: {z: 1}, l: [1]};
      const next = produce(base, (d: typeof base) => {
        void d.read.y;
        d.a.x = 2;
        d.l.push(2);
      });
      expect(next).toEqual({a: {x: 2}, read: {y: 1}, untouched: {z: 1}, l: [1, 2]});
      expect([next.a === base.a, next.read === base.read, next.untouched === base.untouched]).toEqual([
        false,
        true,
        true,
      ]);
      expect(base).toEqual({a: {x: 1}, read: {y: 1}, untouched: {z: 1}, l: [1]});
      // Over generated plain states and edits: the base stays as it was, every top-level subtree the
      // edit did not go through is shared.
      fc.assert(
        fc.property(plainState, pathEdit, (state, edit) => {
          const snapshot = structuredClone(state);
          const next = produce(state, (d: typeof state) => applyEdit(d, edit));
          expect(state).toEqual(snapshot);
          const first = edit.path[0];
          const touched =
            edit.change && first !== undefined && typeof state[first] === 'object' && state[first] !== null
              ? first
              : null;
          for (const key of Object.keys(state)) if (key !== touched) expect(next[key], key).toBe(state[key]);
        }),
        {seed: 38, numRuns: 300},
      );
      // The exceptions named: a Date method, and an object reached through a Map's or a Set's iterator.
      const withDate = {at: new Date(0)};
      produce(withDate, (d: typeof withDate) => void d.at.setFullYear(2000));
      expect(withDate.at.getFullYear()).toBe(2000);
      const withMap = {m: new Map([['k', {n: 1}]])};
      produce(withMap, (d: typeof withMap) => {
        for (const v of d.m.values()) v.n = 2;
      });
      expect(withMap.m.get('k')!.n).toBe(2);
      const withSet = {s: new Set([{n: 1}])};
      produce(withSet, (d: typeof withSet) => {
        for (const v of d.s) v.n = 2;
      });
      expect([...withSet.s][0]!.n).toBe(2);
    },
  }),
  claim({
    page,
    zh: 'options ICreateDraftOptions 可选，例如 autoFreeze、onOperate',
    en: 'options ICreateDraftOptions Optional, for example autoFreeze or onOperate',
    proof: () => {
      const dts = readFileSync(require.resolve('limu/lib/index.d.ts'), 'utf8');
      expect(dts).toContain('(baseState: T, recipe: ProduceCb<T>, options?: ICreateDraftOptions): T;');
      const {produce} = require('limu');
      const ops: string[] = [];
      const next = produce(
        {a: {b: 1}},
        (d: {a: {b: number}}) => {
          d.a.b = 2;
        },
        {autoFreeze: true, onOperate: (p: {op: string}) => ops.push(p.op)},
      );
      expect([Object.isFrozen(next.a), ops]).toEqual([true, ['get', 'set']]);
    },
  }),
  claim({
    page,
    zh: '是否冻结：默认不冻结。传入 { autoFreeze: true } 或调用 setAutoFreeze(true) 后才会深冻结结果。',
    en: 'Frozen or not: not frozen by default. The result is deep-frozen only with { autoFreeze: true } or after setAutoFreeze(true).',
    proof: () => {
      const {produce, setAutoFreeze} = require('limu');
      const run = (options?: object) =>
        produce(
          {a: {b: {c: 1}}, d: {e: 1}},
          (d: {a: {b: {c: number}}}) => {
            d.a.b.c = 2;
          },
          options,
        );
      const plain = run();
      expect([Object.isFrozen(plain), Object.isFrozen(plain.a.b)]).toEqual([false, false]);
      const frozen = run({autoFreeze: true});
      expect([Object.isFrozen(frozen), Object.isFrozen(frozen.a.b), Object.isFrozen(frozen.d)]).toEqual([
        true,
        true,
        true,
      ]);
      setAutoFreeze(true);
      expect(Object.isFrozen(run().a.b)).toBe(true);
    },
  }),
  claim({
    page,
    zh: 'recipe 必须是同步函数：async 函数或返回 Promise 的函数都会被拒绝，需要跨越 await 时请使用 createDraft / finishDraft。',
    en: 'The recipe must be synchronous: an async function or a function returning a Promise is rejected. To span an await, use createDraft / finishDraft.',
    proof: async () => {
      const {createDraft, finishDraft, produce} = require('limu');
      expect(() => produce({a: 1}, async () => undefined)).toThrow('produce callback is not a function');
      expect(() => produce({a: 1}, () => Promise.resolve())).toThrow(
        'produce callback can not be a promise function or result',
      );
      const draft = createDraft({a: 1});
      await Promise.resolve();
      draft.a = 2;
      expect(finishDraft(draft).a).toBe(2);
    },
  }),
  claim({
    page,
    zh: 'immer 允许返回一个新对象来替换结果',
    en: 'immer lets a recipe return a new object that replaces the result',
    proof: () => {
      const immer = require('immer');
      expect(immer.produce({a: 1}, () => ({a: 100}))).toEqual({a: 100});
    },
  }),
  claim({
    page,
    zh: 'immer 默认不代理类实例（修改直接落在原对象上）',
    en: 'immer does not draft class instances by default (changes land on the original object)',
    proof: () => {
      const immer = require('immer');
      class Point {
        constructor(public x: number) {}
      }
      const base = {p: new Point(1)};
      const next = immer.produce(base, (d: typeof base) => {
        expect(immer.isDraft(d.p)).toBe(false);
        d.p.x = 2;
      });
      expect([base.p.x, next === base]).toEqual([2, true]);
    },
  }),
];
