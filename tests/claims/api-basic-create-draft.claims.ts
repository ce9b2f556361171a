import {readFileSync} from 'node:fs';
import {expect} from 'vitest';
import {claim} from './ledger';
import fc from 'fast-check';
import {
  applyPropertyStep,
  applyRichEdit,
  finishRevokesEveryProxy,
  isChangedStep,
  stepTarget,
  isObject,
  keptDraftWrites,
  pathEdit,
  plainState,
  propertyStep,
  readAll,
  richState,
  readError,
  shape,
  warnings as captureWarnings,
} from './guides-support';

const page = 'api/basic/create-draft';
const dts = () => readFileSync(require.resolve('limu/lib/index.d.ts'), 'utf8');
/** The warnings `fn` prints (tests/claims/guides-support.ts). */
const warnings = (fn: () => void): string[] => captureWarnings(fn).warned;

export default [
  claim({
    page,
    zh: 'createDraft 为原始数据创建一个可以直接修改的草稿，finishDraft 结束草稿并返回新数据。它们就是 produce 拆开后的两步，适合修改分散在多个函数里、或需要跨越 await 的场景。',
    en: 'createDraft creates a draft of the original value that you can change directly, and finishDraft finishes the draft and returns the next value. They are the two halves of produce, for changes spread across several functions or across an await.',
    proof: async () => {
      const {createDraft, finishDraft, produce} = require('limu');
      const base = {a: {b: 1}, c: {d: 1}};
      const draft = createDraft(base);
      draft.a.b = 2;
      await Promise.resolve();
      const next = finishDraft(draft);
      const same = produce(base, (d: typeof base) => {
        d.a.b = 2;
      });
      expect(next).toEqual(same);
      expect([next.c === base.c, same.c === base.c, base.a.b]).toEqual([true, true, 1]);
    },
  }),
  claim({
    page,
    zh: 'Draft<T> 就是 T：草稿与原始数据的类型相同',
    en: 'Draft<T> is T: a draft has the same type as its base',
    proof: () => {
      expect(dts()).toContain('export declare type Draft<T> = T;');
    },
  }),
  claim({
    page,
    zh: '原始数据，不会被修改，例外与 produce 相同，如调用 Date 的修改方法、修改经由 Map 或 Set 迭代器拿到的对象。原始值会抛错',
    en: "The original value; it is not modified, with the same exceptions as produce, such as calling a mutating Date method or changing objects reached through a Map's or Set's iterator. A primitive throws",
    proof: () => {
      const {createDraft, finishDraft} = require('limu');
      // Over generated states (objects, arrays, Maps, Sets) and edits, and over generated recipes of
      // property writes, deletes and array methods on plain data: the base reads as before.
      fc.assert(
        fc.property(richState, pathEdit, (state, edit) => {
          const before = shape(state);
          const draft = createDraft(state);
          applyRichEdit(draft, edit);
          finishDraft(draft);
          expect(shape(state)).toEqual(before);
        }),
        {seed: 38, numRuns: 150},
      );
      fc.assert(
        fc.property(plainState, fc.array(propertyStep(), {maxLength: 5}), (state, steps) => {
          const snapshot = structuredClone(state);
          const draft = createDraft(state);
          steps.forEach((step) => applyPropertyStep(draft, step));
          finishDraft(draft);
          expect(state).toEqual(snapshot);
        }),
        {seed: 38, numRuns: 150},
      );
      // The exceptions named: a Date method, and an object reached through a Map's or a Set's iterator.
      const base = {at: new Date(0), m: new Map([['k', {n: 1}]]), s: new Set([{n: 1}])};
      const draft = createDraft(base);
      draft.at.setFullYear(2000);
      for (const v of draft.m.values()) v.n = 2;
      for (const v of draft.s) v.n = 2;
      finishDraft(draft);
      expect([base.at.getFullYear(), base.m.get('k')!.n, [...base.s][0]!.n]).toEqual([2000, 2, 2]);
      for (const value of [1, 'limu', null, undefined, true])
        expect(() => createDraft(value)).toThrow('base state can not be primitive');
    },
  }),
  claim({
    page,
    zh: 'createDraft options ICreateDraftOptions 可选',
    en: 'createDraft options ICreateDraftOptions Optional',
    proof: () => {
      expect(dts()).toContain(
        'export declare function createDraft<T = ObjectLike>(base: T, options?: ICreateDraftOptions): Draft<T>;',
      );
    },
  }),
  claim({
    page,
    zh: 'finishDraft draft Draft<T> 由 createDraft 返回的根草稿',
    en: 'finishDraft draft Draft<T> The root draft returned by createDraft',
    proof: () => {
      expect(dts()).toContain('export declare function finishDraft<T = ObjectLike>(draft: Draft<T>): T;');
      const {createDraft, finishDraft} = require('limu');
      const draft = createDraft({a: {b: 1}});
      expect(() => finishDraft(draft.a)).toThrow('Not a Limu root draft');
      finishDraft(draft);
    },
  }),
  claim({
    page,
    zh: 'createDraft 返回草稿（一个 Proxy）。对同一个 base 调用两次，得到的是两个互不影响的草稿。',
    en: 'createDraft returns the draft (a Proxy). Two calls with the same base give two independent drafts.',
    proof: () => {
      const {types} = require('node:util');
      const {createDraft, finishDraft} = require('limu');
      const base = {a: {b: 1}};
      const d1 = createDraft(base);
      const d2 = createDraft(base);
      expect(types.isProxy(d1)).toBe(true);
      d1.a.b = 2;
      expect(d2.a.b).toBe(1);
      expect([finishDraft(d1).a.b, finishDraft(d2).a.b]).toEqual([2, 1]);
    },
  }),
  claim({
    page,
    zh: 'finishDraft 返回新数据：给属性或数组元素赋值（draft.a.b = v）且新值与原值不全等（!==）时，这条路径上的对象都是新的；没有写入过的部分与 base 共享；只读不写时返回 base 本身。数组方法不在此列：对 [0, 2, 1] 调用 sort() 会换掉元素，finishDraft 返回的却仍是 base（见常见陷阱）。',
    en: 'finishDraft returns the next value: when a property or an array element is assigned (draft.a.b = v) a value !== its old one, every object on that path is new; the parts nothing was written to are shared with base; with reads only it returns base itself. Array methods are not covered by this: sort() on [0, 2, 1] puts other values in its slots, and finishDraft still returns base (see Pitfalls).',
    proof: () => {
      const {createDraft, finishDraft} = require('limu');
      // Over generated states and writes (the same value, another value, NaN, -0, undefined, a delete):
      // each container on the path of a write of a value !== the old one is new in the result, each
      // top-level subtree nothing was written to is the base's own, and with no write the result is base.
      fc.assert(
        fc.property(plainState, fc.array(isChangedStep, {maxLength: 4}), fc.boolean(), (state, steps, read) => {
          const draft = createDraft(state);
          if (read) readAll(draft);
          const shadow = structuredClone(state);
          const written = new Set<string>();
          const changedPaths: string[][] = [];
          for (const step of steps) {
            const target = stepTarget(draft, shadow, step.path);
            if (!target) continue;
            const {node, shadow: copy} = target;
            const old = copy[step.key];
            if (step.kind === 'same' && isObject(old)) continue;
            written.add(step.path[0] ?? step.key);
            if (step.kind === 'del') {
              delete node[step.key];
              delete copy[step.key];
              continue;
            }
            const value = step.kind === 'same' ? old : step.value;
            node[step.key] = value;
            copy[step.key] = value;
            if (old !== value) changedPaths.push(step.path);
          }
          const next = finishDraft(draft) as Record<string, unknown>;
          const at = (root: unknown, path: string[]) =>
            path.reduce<unknown>(
              (node, key) => (isObject(node) ? (node as Record<string, unknown>)[key] : undefined),
              root,
            );
          for (const path of changedPaths)
            for (let i = 0; i <= path.length; i++)
              expect(at(next, path.slice(0, i))).not.toBe(at(state, path.slice(0, i)));
          for (const key of Object.keys(state)) if (!written.has(key)) expect(next[key], key).toBe(state[key]);
          if (!written.size) expect(next).toBe(state);
        }),
        {seed: 38, numRuns: 200},
      );
      // Not an assignment: sort() on [0, 2, 1] (at the root or below) changes the order and base comes back.
      for (const base of [[0, 2, 1], {list: [0, 2, 1]}]) {
        const draft = createDraft(base);
        (Array.isArray(draft) ? draft : (draft as {list: number[]}).list).sort();
        expect(finishDraft(draft)).toBe(base);
      }
    },
  }),
  claim({
    page,
    zh: 'finishDraft 之后，草稿及其所有子节点的代理都会被撤销，继续访问会抛错；设置 autoRevoke: false 可以保留只读访问。',
    en: 'After finishDraft, the proxies of the draft and all its children are revoked and using them throws; set autoRevoke: false to keep read access.',
    proof: () => finishRevokesEveryProxy(require('limu'), 120),
  }),
  claim({
    page,
    zh: '结果默认不冻结，由选项 autoFreeze 或全局的 setAutoFreeze 决定。',
    en: 'The result is not frozen by default; the autoFreeze option or the global setAutoFreeze decides.',
    proof: () => {
      const {createDraft, finishDraft, setAutoFreeze} = require('limu');
      const run = (options?: object) => {
        const d = createDraft({a: {b: 1}}, options);
        d.a.b = 2;
        return Object.isFrozen(finishDraft(d).a);
      };
      expect([run(), run({autoFreeze: true})]).toEqual([false, true]);
      setAutoFreeze(true);
      expect([run(), run({autoFreeze: false})]).toEqual([true, false]);
    },
  }),
  claim({
    page,
    zh: '与 produce 不同，两步之间没有“必须同步”的限制。',
    en: 'Unlike produce, nothing requires the two steps to run synchronously.',
    proof: async () => {
      const {createDraft, finishDraft, produce} = require('limu');
      expect(() => produce({a: 1}, async () => undefined)).toThrow();
      const draft = createDraft({a: 1});
      await new Promise((resolve) => setTimeout(resolve, 1));
      draft.a = 2;
      await Promise.resolve();
      expect(finishDraft(draft).a).toBe(2);
    },
  }),
  claim({
    page,
    zh: '结果默认不冻结（immer 默认冻结）。',
    en: 'The result is not frozen by default (immer freezes it).',
    proof: () => {
      const immer = require('immer');
      const d = immer.createDraft({a: {b: 1}});
      d.a.b = 2;
      expect(Object.isFrozen(immer.finishDraft(d).a)).toBe(true);
      const {createDraft, finishDraft} = require('limu');
      const l = createDraft({a: {b: 1}});
      l.a.b = 2;
      expect(Object.isFrozen(finishDraft(l).a)).toBe(false);
    },
  }),
  claim({
    page,
    zh: 'immer 的草稿结束后总是被撤销；limu 可以用 autoRevoke: false 保留只读访问，此时对它的赋值和 delete 会被忽略并在控制台警告',
    en: 'immer always revokes a finished draft; limu can keep it readable with autoRevoke: false, and assignments and deletes on it are then ignored with a console warning',
    proof: () => {
      // immer: every draft node read before finishDraft (a Map or Set draft used through size) throws after.
      const immer = require('immer');
      immer.enableMapSet();
      fc.assert(
        fc.property(richState, pathEdit, (state, edit) => {
          // (immer 11 cannot finish a Set holding a null-prototype object, which fast-check generates.)
          fc.pre(readAll(state).every((o) => Object.getPrototypeOf(o) !== null));
          const draft = immer.createDraft(state);
          applyRichEdit(draft, edit);
          const nodes = readAll(draft);
          const collections = nodes.map((n) => n instanceof Map || n instanceof Set);
          immer.finishDraft(draft);
          nodes.forEach((node, i) => expect(readError(node, collections[i])).toMatch(/revoked/));
        }),
        {seed: 38, numRuns: 60},
      );
      keptDraftWrites(require('limu'), 60);
    },
  }),
  claim({
    page,
    zh: 'Map、Set 的 set、add、delete、clear 则不会被拦下。',
    en: 'the set, add, delete and clear methods of a Map or Set are not stopped.',
    proof: () => {
      keptDraftWrites(require('limu'), 60);
      // delete and clear too, on a Map and a Set: no warning, and the draft shows the change.
      const {createDraft, finishDraft} = require('limu');
      const kept = createDraft(
        {
          m: new Map([
            ['k', 1],
            ['j', 2],
          ]),
          s: new Set([1, 2]),
        },
        {autoRevoke: false},
      );
      finishDraft(kept);
      const {m, s} = kept;
      const logged = warnings(() => {
        m.delete('k');
        s.delete(1);
      });
      expect([logged, [...m.keys()], [...s]]).toEqual([[], ['j'], [2]]);
      expect([warnings(() => (m.clear(), s.clear())), m.size, s.size]).toEqual([[], 0, 0]);
    },
  }),
];
