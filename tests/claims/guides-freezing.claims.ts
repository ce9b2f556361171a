import vm from 'node:vm';
import {createDraft, deepFreeze, finishDraft, produce, setAutoFreeze} from 'limu';
import {expect} from 'vitest';
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
    zh: '给 produce 或 createDraft 传 autoFreeze: true，这一次生成的结果会被深冻结',
    en: 'Pass autoFreeze: true to produce or createDraft, and the result of that call is deeply frozen',
    proof: () => {
      const draft = createDraft({user: {name: 'limu'}, tags: ['fast']}, {autoFreeze: true});
      draft.user.name = 'lemon';
      const next = finishDraft(draft);
      expect([Object.isFrozen(next), Object.isFrozen(next.user), Object.isFrozen(next.tags)]).toEqual([
        true,
        true,
        true,
      ]);
    },
  }),
  claim({
    page,
    zh: 'setAutoFreeze(true) 改变全局默认值，之后的每次 produce、createDraft 都会冻结结果，除非单次调用显式传入 autoFreeze: false',
    en: 'setAutoFreeze(true) changes the global default: every later produce and createDraft freezes its result, unless a call passes autoFreeze: false explicitly',
    proof: () => {
      setAutoFreeze(true);
      try {
        const draft = createDraft({n: {v: 1}});
        draft.n.v = 2;
        expect(Object.isFrozen(finishDraft(draft).n)).toBe(true);
        const open = createDraft({n: {v: 1}}, {autoFreeze: false});
        open.n.v = 2;
        expect(Object.isFrozen(finishDraft(open))).toBe(false);
      } finally {
        setAutoFreeze(false);
      }
    },
  }),
  claim({
    page,
    zh: 'deepFreeze 原地深冻结任意对象并返回它本身',
    en: 'deepFreeze deeply freezes any object in place and returns that same object',
    proof: () => {
      const inner = {b: 1};
      const data = {list: [inner], map: new Map([['k', {c: 1}]])};
      expect(deepFreeze(data)).toBe(data);
      expect([Object.isFrozen(data), Object.isFrozen(data.list), Object.isFrozen(inner)]).toEqual([true, true, true]);
      expect(Object.isFrozen(data.map.get('k'))).toBe(true);
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
