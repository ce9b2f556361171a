import vm from 'node:vm';
import fc from 'fast-check';
import {createDraft, deepFreeze, finishDraft, produce, setAutoFreeze} from 'limu';
import {expect} from 'vitest';
import {applyEdit, pathEdit, plainState, reachable} from './guides-support';
import {claim} from './ledger';

const page = 'guides/freezing';

/** A subtree wrapped in a Proxy that counts every look at it (get, keys, descriptors). */
function watched<T extends object>(target: T): {value: T; looks: () => number; reset: () => void} {
  let looks = 0;
  const value = new Proxy(target, {
    get: (t, k, r) => {
      looks += 1;
      return Reflect.get(t, k, r) as unknown;
    },
    ownKeys: (t) => {
      looks += 1;
      return Reflect.ownKeys(t);
    },
    getOwnPropertyDescriptor: (t, k) => {
      looks += 1;
      return Reflect.getOwnPropertyDescriptor(t, k);
    },
  });
  return {value, looks: () => looks, reset: () => (looks = 0)};
}

/** One generated edit through produce, or through createDraft and finishDraft, with `options`. */
function run<T extends object>(base: T, edit: Parameters<typeof applyEdit>[1], viaProduce: boolean, options = {}): T {
  if (viaProduce) return produce(base, (draft) => applyEdit(draft, edit), options);
  const draft = createDraft(base, options);
  applyEdit(draft, edit);
  return finishDraft(draft);
}

/** Which levels of `{map: Map{'k' => {inner}}, set: Set{{inner}}}` are frozen. */
function mapSetLevels(v: {map: Map<string, {inner: unknown}>; set: Set<{inner: unknown}>}) {
  const members = [v.map.get('k')!, ...v.set];
  return {
    containers: Object.isFrozen(v.map) && Object.isFrozen(v.set),
    members: members.every((m) => Object.isFrozen(m)),
    memberChildren: members.some((m) => Object.isFrozen(m.inner)),
  };
}

export default [
  claim({
    page,
    zh: 'Object.freeze 能把这个约定变成运行时的保证：对冻结对象的写入在严格模式下抛出 TypeError，在非严格模式下被静默忽略。',
    en: 'Object.freeze turns that promise into a runtime guarantee: writing to a frozen object throws a TypeError in strict mode and is silently ignored otherwise.',
    proof: () => {
      const frozen = Object.freeze({a: 1});
      // vm scripts run in sloppy mode unless they say otherwise.
      let thrown: unknown;
      try {
        vm.runInNewContext("'use strict'; o.a = 2;", {o: frozen});
      } catch (e) {
        thrown = e;
      }
      // An error of the vm's realm: compare by name, not by instanceof.
      expect((thrown as Error).name).toBe('TypeError');
      expect(() => vm.runInNewContext('o.a = 2;', {o: frozen})).not.toThrow();
      expect(frozen.a).toBe(1);
    },
  }),
  claim({
    page,
    zh: '原因是冻结有成本：它要遍历整棵新数据，而不冻结时 produce 只需处理被读到和被改到的节点',
    en: 'The reason is that freezing has a cost: it walks the whole new value, while an unfrozen produce only touches the nodes that were read or written',
    proof: () => {
      const big = watched({x: 1, deep: {y: 1}});
      const base = {a: {v: 1}, big: big.value};
      produce(base, (draft) => {
        draft.a.v = 2;
      });
      expect(big.looks()).toBe(0);
      big.reset();
      produce(
        base,
        (draft) => {
          draft.a.v = 3;
        },
        {autoFreeze: true},
      );
      expect(big.looks()).toBeGreaterThan(0);
    },
  }),
  claim({
    page,
    zh: '给 produce 或 createDraft 传 autoFreeze: true，这一次生成的结果会被深冻结（Map 和 Set 的成员只冻结一层，见 deepFreeze）',
    en: 'Pass autoFreeze: true to produce or createDraft, and the result of that call is deeply frozen (the members of a Map or Set only one level deep; see deepFreeze)',
    proof: () => {
      // Over generated states and edits (or none), through produce and through createDraft/finishDraft:
      // every object of the result is frozen, the unchanged subtrees shared with the base included.
      fc.assert(
        fc.property(plainState, pathEdit, fc.boolean(), (base, edit, viaProduce) => {
          const next = run(base, edit, viaProduce, {autoFreeze: true});
          expect([...reachable(next)].filter((o) => !Object.isFrozen(o))).toEqual([]);
        }),
        {seed: 38, numRuns: 300},
      );
      // A Map's and a Set's members are frozen, their own children are not.
      fc.assert(
        fc.property(plainState, fc.boolean(), (state, viaProduce) => {
          const member = () => ({inner: structuredClone(state)});
          const base = {map: new Map([['k', member()]]), set: new Set([member()]), n: 0};
          const next = run(base, {path: [], value: 1, change: true}, viaProduce, {autoFreeze: true});
          expect(mapSetLevels(next)).toEqual({containers: true, members: true, memberChildren: false});
        }),
        {seed: 38, numRuns: 100},
      );
    },
  }),
  claim({
    page,
    zh: 'setAutoFreeze(true) 改变全局默认值，之后的每次 produce、createDraft 都会冻结结果，除非单次调用显式传入 autoFreeze: false',
    en: 'setAutoFreeze(true) changes the global default: every later produce and createDraft freezes its result, unless a call passes autoFreeze: false explicitly',
    proof: () => {
      setAutoFreeze(true);
      try {
        fc.assert(
          fc.property(plainState, pathEdit, fc.boolean(), (base, edit, viaProduce) => {
            const next = run(base, edit, viaProduce);
            expect([...reachable(next)].filter((o) => !Object.isFrozen(o))).toEqual([]);
            // A call passing autoFreeze: false freezes nothing (the base it may return included).
            const open = run(structuredClone(base), edit, viaProduce, {autoFreeze: false});
            expect([...reachable(open)].filter((o) => Object.isFrozen(o))).toEqual([]);
          }),
          {seed: 38, numRuns: 200},
        );
      } finally {
        setAutoFreeze(false);
      }
    },
  }),
  claim({
    page,
    zh: 'deepFreeze 原地深冻结对象和数组（Map 和 Set 的成员只冻结一层）并返回它本身',
    en: 'deepFreeze deeply freezes objects and arrays in place (the members of a Map or Set only one level deep) and returns that same object',
    proof: () => {
      const inner = {b: 1};
      const data = {list: [inner], map: new Map([['k', {c: 1}]])};
      expect(deepFreeze(data)).toBe(data);
      expect([Object.isFrozen(data), Object.isFrozen(data.list), Object.isFrozen(inner)]).toEqual([true, true, true]);
      expect(Object.isFrozen(data.map.get('k'))).toBe(true);
      // Generated plain data: every object and array frozen. In a Map or a Set, one level only.
      fc.assert(
        fc.property(plainState, (state) => {
          expect(deepFreeze(state)).toBe(state);
          expect([...reachable(state)].filter((o) => !Object.isFrozen(o))).toEqual([]);
          const member = () => ({inner: structuredClone(state)});
          const whole = {map: new Map([['k', member()]]), set: new Set([member()])};
          expect(deepFreeze(whole)).toBe(whole);
          expect(mapSetLevels(whole)).toEqual({containers: true, members: true, memberChildren: false});
        }),
        {seed: 38, numRuns: 200},
      );
    },
  }),
  claim({
    page,
    zh: '自动冻结需要遍历整个结果，包括那些没有被修改、与原始数据共享的子树，数据越大遍历越多。',
    en: "Automatic freezing walks the entire result, including the subtrees that weren't changed and are shared with the base state, so the bigger the data, the more it walks.",
    proof: () => {
      const shared = {deep: {y: 1}};
      const next = produce(
        {a: {v: 1}, shared},
        (draft) => {
          draft.a.v = 2;
        },
        {autoFreeze: true},
      );
      expect(next.shared).toBe(shared);
      expect(Object.isFrozen(shared.deep)).toBe(true);
    },
  }),
  claim({
    page,
    zh: '开发和测试环境用 setAutoFreeze(true) 捕获误写；',
    en: 'call setAutoFreeze(true) in development and tests to catch accidental writes;',
    proof: () => {
      setAutoFreeze(true);
      try {
        const state = produce({a: {b: 1}}, (d) => void (d.a.b = 2));
        expect(() => {
          state.a.b = 3;
        }).toThrow('Cannot assign to read only property');
      } finally {
        setAutoFreeze(false);
      }
    },
  }),
  claim({
    page,
    zh: '只有一小块数据需要保护时，用 deepFreeze 冻结它本身。',
    en: 'when only a small piece of data needs protecting, deepFreeze that piece.',
    proof: () => {
      const state = {config: {retries: 3}, cache: {hits: 0}};
      deepFreeze(state.config);
      expect([Object.isFrozen(state.config), Object.isFrozen(state), Object.isFrozen(state.cache)]).toEqual([
        true,
        false,
        false,
      ]);
    },
  }),
];
