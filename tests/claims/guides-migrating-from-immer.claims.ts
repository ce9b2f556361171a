import * as immer from 'immer';
import * as limu from 'limu';
import fc from 'fast-check';
import {expect} from 'vitest';
import {claim} from './ledger';
import {plainState, tsErrors} from './guides-support';

const page = 'guides/migrating-from-immer';
const CORE = ['produce', 'createDraft', 'finishDraft', 'current', 'original', 'isDraft', 'setAutoFreeze'];

export default [
  claim({
    page,
    zh: 'limu 的核心函数（produce、createDraft、finishDraft、current、original、isDraft、setAutoFreeze）与 immer 同名，参数顺序也相同，但有几处行为不同',
    en: "limu's core functions (produce, createDraft, finishDraft, current, original, isDraft, setAutoFreeze) have the same names as immer's and take their arguments in the same order, but a few behaviours differ",
    proof: () => {
      for (const name of CORE) {
        expect(typeof (limu as Record<string, unknown>)[name], name).toBe('function');
        expect(typeof (immer as Record<string, unknown>)[name], name).toBe('function');
      }
      // Same order: (base, recipe) and (recipe) for produce, (base) for createDraft, (draft) for the rest.
      const recipe = (d: {a: number}) => void (d.a = 2);
      expect(limu.produce({a: 1}, recipe)).toEqual(immer.produce({a: 1}, recipe));
      expect(limu.produce(recipe)({a: 1})).toEqual(immer.produce(recipe)({a: 1}));
      const [l, i] = [limu.createDraft({a: 1}), immer.createDraft({a: 1})];
      expect([limu.isDraft(l), immer.isDraft(i), limu.original(l), immer.original(i)]).toEqual([
        true,
        true,
        {a: 1},
        {a: 1},
      ]);
      recipe(l);
      recipe(i);
      expect([limu.current(l), immer.current(i)]).toEqual([{a: 2}, {a: 2}]);
      expect(limu.finishDraft(l)).toEqual(immer.finishDraft(i));
    },
  }),
  claim({
    page,
    zh: 'limu 的 Draft<T> 就是 T，不会去掉 readonly',
    en: "limu's Draft<T> is just T and doesn't strip readonly",
    proof: () => {
      const errors = tsErrors(
        [
          "import type { Draft } from 'limu';",
          'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
          'interface T { readonly name: string; list: number[] }',
          'export const same: Same<Draft<T>, T> = true;',
          'declare const d: Draft<T>;',
          "d.name = 'x';",
        ].join('\n'),
      );
      expect(errors).toEqual(["Cannot assign to 'name' because it is a read-only property."]);
    },
  }),
  claim({
    page,
    zh: '类型上草稿与状态相同',
    en: 'A draft and its state have the same type',
    proof: () => {
      expect(
        tsErrors(
          [
            "import { createDraft, finishDraft, produce } from 'limu';",
            'interface S { n: number }',
            'const s: S = { n: 1 };',
            'const d = createDraft(s);',
            'export const asState: S = d;',
            'export const done: S = finishDraft(d);',
            'export const next: S = produce(s, (draft) => { const x: S = draft; x.n = 2; });',
          ].join('\n'),
        ),
      ).toEqual([]);
      expect('castDraft' in limu || 'castImmutable' in limu).toBe(false);
    },
  }),
  claim({
    page,
    zh: "替换导入：把 from 'immer' 改为 from 'limu'",
    en: "Swap the imports: change from 'immer' to from 'limu'",
    proof: () => {
      const limuExports = Object.keys(limu);
      expect(CORE.filter((name) => !limuExports.includes(name))).toEqual([]);
    },
  }),
  claim({
    page,
    zh: 'enableMapSet()、enablePatches() 在 limu 中不存在，直接删除。',
    en: "enableMapSet() and enablePatches() don't exist in limu; remove them.",
    proof: () => {
      expect(['enableMapSet', 'enablePatches'].filter((name) => name in limu)).toEqual([]);
      expect(limu.produce({s: new Set<number>()}, (d) => void d.s.add(1)).s.has(1)).toBe(true);
    },
  }),
  claim({
    page,
    zh: '改成修改草稿；整体替换状态时不要用 produce。',
    en: "turn them into draft changes; to replace the state entirely, don't use produce.",
    proof: () => {
      const base = {a: 1};
      expect(limu.produce(base, () => ({b: 2}))).toBe(base);
    },
  }),
  claim({
    page,
    zh: '替换 nothing：改成 delete draft.x 或 draft.x = undefined。',
    en: 'Replace nothing with delete draft.x or draft.x = undefined.',
    proof: () => {
      expect('nothing' in limu).toBe(false);
      const base = {x: 1, y: 2};
      expect(limu.produce(base, (d: {x?: number}) => void delete d.x)).toEqual({y: 2});
      expect(limu.produce(base, (d: {x?: number}) => void (d.x = undefined)).x).toBeUndefined();
    },
  }),
  claim({
    page,
    zh: '中的 arg 在 limu 里总是 undefined，改成 (state, arg) => produce(state, (draft) => ...)。',
    en: 'is always undefined in limu; write (state, arg) => produce(state, (draft) => ...).',
    proof: () => {
      // Over generated states and any extra arguments: the curried recipe sees only the draft, and the
      // fixed form passes them on.
      fc.assert(
        fc.property(plainState, fc.array(fc.anything({maxDepth: 2}), {minLength: 1, maxLength: 3}), (state, args) => {
          let extra: unknown[] = ['not called'];
          const curried = limu.produce((_draft: object, ...rest: unknown[]) => {
            extra = rest;
          }) as unknown as (s: object, ...a: unknown[]) => object;
          curried(state, ...args);
          expect(extra.every((a) => a === undefined)).toBe(true);
          const fixed = (s: object, arg: unknown) => limu.produce(s, (d: {v?: unknown}) => void (d.v = arg));
          expect((fixed(state, args[0]) as {v?: unknown}).v).toBe(args[0]);
        }),
        {seed: 38, numRuns: 150},
      );
    },
  }),
  claim({
    page,
    zh: '改用 original(draft.list).filter(...) 或原地 splice',
    en: 'use original(draft.list).filter(...) or an in-place splice instead',
    proof: () => {
      const base = {list: [{done: true}, {done: false}]};
      const wrong = limu.produce(base, (d) => void (d.list = d.list.filter((t) => !t.done)));
      expect(() => wrong.list[0].done).toThrow('revoked');
      const viaOriginal = limu.produce(base, (d) => void (d.list = limu.original(d.list).filter((t) => !t.done)));
      const viaSplice = limu.produce(base, (d) => void d.list.splice(0, 1));
      expect([viaOriginal.list, viaSplice.list]).toEqual([[{done: false}], [{done: false}]]);
    },
  }),
  claim({
    page,
    zh: '同一个 recipe 中先 delete、set，后 get',
    en: 'in one recipe, delete and set first, get last',
    proof: () => {
      const base = {
        m: new Map([
          ['a', {v: 1}],
          ['b', {v: 1}],
        ]),
      };
      const next = limu.produce(base, (d) => {
        d.m.delete('b');
        d.m.set('c', {v: 3});
        d.m.get('a')!.v = 2;
      });
      expect([...next.m.keys()]).toEqual(['a', 'c']);
      expect(next.m.get('a')!.v).toBe(2);
    },
  }),
  claim({
    page,
    zh: '如果有代码或测试依赖“结果被冻结”，在开发环境调用 setAutoFreeze(true)',
    en: 'if code or tests rely on frozen results, call setAutoFreeze(true) in development',
    proof: () => {
      limu.setAutoFreeze(true);
      try {
        expect(Object.isFrozen(limu.produce({a: {b: 1}}, (d) => void (d.a.b = 2)).a)).toBe(true);
      } finally {
        limu.setAutoFreeze(false);
      }
    },
  }),
  claim({
    page,
    zh: '暂时保留 immer，或改用 onOperate 记录写入的路径',
    en: 'can keep immer for now, or record written paths with onOperate',
    proof: () => {
      const paths: string[] = [];
      limu.produce(
        {user: {name: 'a'}, tags: ['x']},
        (d) => {
          d.user.name = 'b';
          d.tags.push('y');
        },
        {onOperate: (p) => void (p.op === 'set' && p.isChanged && paths.push(p.fullKeyPath.join('.')))},
      );
      expect(paths).toEqual(['user.name', 'tags.1']);
    },
  }),
  claim({
    page,
    zh: 'limu 不会调用那个监听函数，也不报错。',
    en: 'limu never calls that listener, and says nothing.',
    // Over generated states and writes (issue 38, point 5): the result is the one without the
    // listener, nothing is thrown or printed, and the listener is never called.
    proof: () => {
      const warn = console.warn;
      const error = console.error;
      const printed: unknown[] = [];
      console.warn = (...args: unknown[]) => void printed.push(args);
      console.error = (...args: unknown[]) => void printed.push(args);
      try {
        fc.assert(
          fc.property(
            fc.dictionary(fc.string({maxLength: 3}), fc.integer()),
            fc.string({maxLength: 3}),
            fc.integer(),
            (state, key, value) => {
              let called = 0;
              const recipe = (d: Record<string, number>) => {
                d[key] = value;
              };
              const withListener = limu.produce(state, recipe, (() => void (called += 1)) as never);
              expect(withListener).toEqual(limu.produce(state, recipe));
              expect(called).toBe(0);
            },
          ),
          {seed: 38, numRuns: 300},
        );
      } finally {
        console.warn = warn;
        console.error = error;
      }
      expect(printed).toEqual([]);
    },
  }),
];
