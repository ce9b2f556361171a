import {produce, setAutoFreeze} from 'limu';
import fc from 'fast-check';
import {expect} from 'vitest';
import {applyEdit, pathEdit, plainState} from './guides-support';
import {claim} from './ledger';

const page = 'guides/react';

interface Todo {
  id: number;
  done: boolean;
}
const toggle = (state: {todos: Todo[]}, id: number) =>
  produce(state, (draft) => {
    const todo = draft.todos.find((t) => t.id === id);
    if (todo) todo.done = !todo.done;
  });

export default [
  claim({
    page,
    zh: 'limu 生成的新状态只替换被修改的那条路径，其余部分保持原引用，正好满足这个要求',
    en: 'A state produced by limu replaces only the path that changed and keeps every other reference, which is exactly what React needs',
    proof: () => {
      const base = {user: {name: 'limu'}, todos: [{id: 1, done: false}], settings: {theme: 'light'}};
      const next = produce(base, (d) => void (d.user.name = 'lemon'));
      expect([Object.is(next, base), Object.is(next.user, base.user)]).toEqual([false, false]);
      expect([Object.is(next.todos, base.todos), Object.is(next.settings, base.settings)]).toEqual([true, true]);
      // Over generated tree-shaped states and edits: along the changed path, every other child of every
      // level is the very object of the base (plain data without shared objects: see Pitfalls for those).
      fc.assert(
        fc.property(plainState, pathEdit, (state, edit) => {
          const after = produce(state, (d) => applyEdit(d, {...edit, change: true}));
          let from: Record<string, unknown> = state;
          let to: Record<string, unknown> = after;
          for (const key of [...edit.path, null]) {
            const next = key === null ? undefined : from[key];
            const follows = typeof next === 'object' && next !== null;
            for (const other of Object.keys(from))
              if (!(follows && other === key)) expect(to[other], other).toBe(from[other]);
            if (!follows) break;
            from = next as Record<string, unknown>;
            to = to[key!] as Record<string, unknown>;
          }
        }),
        {seed: 38, numRuns: 300},
      );
    },
  }),
  claim({
    page,
    zh: 'TodoItem 用 memo 包裹：切换某一条待办时，只有它的 todo 引用变了，其余条目不会重新渲染。',
    en: "TodoItem is wrapped in memo: toggling one todo changes only that todo's reference, so the other items don't re-render.",
    proof: () => {
      const s1 = {todos: [1, 2, 3].map((id) => ({id, done: false}))};
      const s2 = toggle(s1, 2);
      expect(s2.todos.map((t, i) => t === s1.todos[i])).toEqual([true, false, true]);
    },
  }),
  claim({
    page,
    zh: 'recipe 里不能调用 setState(draft)，也不要把草稿存进 ref，草稿在 recipe 结束后即被撤销。',
    en: "Don't call setState(draft) inside the recipe or keep a draft in a ref; drafts are revoked as soon as the recipe returns.",
    proof: () => {
      const ref: {current: {n: number} | null} = {current: null};
      let handedOut: {n: number} | undefined;
      const setState = (v: {n: number}) => void (handedOut = v);
      produce({n: 1}, (draft) => {
        ref.current = draft;
        setState(draft);
      });
      expect(() => ref.current!.n).toThrow('revoked');
      expect(() => handedOut!.n).toThrow('revoked');
    },
  }),
  claim({
    page,
    zh: 'recipe 必须是同步的。请求数据请在 produce 之外完成',
    en: 'The recipe must be synchronous. Fetch data outside produce',
    proof: () => {
      expect(() => produce({n: 1}, async (d) => void (d.n = 2))).toThrow('produce callback is not a function');
    },
  }),
  claim({
    page,
    zh: 'recipe 的返回值会被忽略。想整体替换状态时，直接 setState(newValue)，不需要 produce。',
    en: "The recipe's return value is ignored. To replace the state entirely, call setState(newValue); no produce needed.",
    proof: () => {
      const base = {n: 1};
      expect(produce(base, () => ({n: 2}))).toBe(base);
    },
  }),
  claim({
    page,
    zh: '开发环境可以开启冻结，及早发现直接修改状态的代码',
    en: 'Turn freezing on during development to catch code that mutates state directly',
    proof: () => {
      setAutoFreeze(true);
      try {
        const state = produce({user: {name: 'limu'}}, (d) => void (d.user.name = 'lemon'));
        expect(() => {
          state.user.name = 'oops';
        }).toThrow('Cannot assign to read only property');
      } finally {
        setAutoFreeze(false);
      }
    },
  }),
  claim({
    page,
    zh: '只要 recipe 没有副作用（例如上面的新 id 由 action 携带，而不是在 reducer 里自增），两次得到的结果相同。',
    en: 'As long as the recipe has no side effects (above, the new id comes with the action instead of being incremented inside the reducer), both calls give the same result.',
    proof: () => {
      const state = {todos: [{id: 1, done: false}]};
      const pure = (s: typeof state, id: number) => produce(s, (d) => void d.todos.push({id, done: false}));
      expect(pure(state, 2)).toEqual(pure(state, 2));
      let nextId = 2;
      const impure = (s: typeof state) => produce(s, (d) => void d.todos.push({id: nextId++, done: false}));
      expect(impure(state)).not.toEqual(impure(state));
    },
  }),
];
