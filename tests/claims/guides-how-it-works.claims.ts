import {types} from 'node:util';
import * as immer from 'immer';
import * as limu from 'limu';
import {createDraft, current, finishDraft, isDraft, produce} from 'limu';
import {expect} from 'vitest';
import fc from 'fast-check';
import {applyEdit, createDraftCopiesRootOnly, everyReadNodeCopiedOnce, pathEdit, plainState} from './guides-support';
import {claim} from './ledger';

const page = 'guides/how-it-works';

export default [
  claim({
    page,
    zh: 'produce(base, recipe) 先为 base 创建一个根草稿：一个 Proxy，背后是 base 的一份浅拷贝（只复制第一层的引用，不递归）。更深的节点此时都还没有被复制。',
    en: 'produce(base, recipe) first creates a root draft for base: a Proxy backed by a shallow copy of base (only the first level of references is copied, nothing recursive). No deeper node has been copied yet.',
    proof: () => {
      createDraftCopiesRootOnly(limu, 80);
      const base = {n: 1, user: {name: 'limu'}};
      const draft = createDraft(base);
      expect(types.isProxy(draft)).toBe(true);
      // Changing the base afterwards (demonstration only) shows what was copied when.
      base.n = 2;
      base.user.name = 'changed';
      expect(draft.n).toBe(1);
      expect(draft.user.name).toBe('changed');
      finishDraft(draft);
    },
  }),
  claim({
    page,
    zh: 'produce 就是 createDraft、执行 recipe、finishDraft 三步的同步组合',
    en: 'produce is createDraft, run the recipe, finishDraft, done synchronously in one call.',
    proof: () => {
      const base = {a: {b: 1}, c: {d: 1}};
      const recipe = (d: typeof base) => void (d.a.b = 2);
      const viaProduce = produce(base, recipe);
      const draft = createDraft(base);
      recipe(draft);
      const viaSteps = finishDraft(draft);
      expect(viaProduce).toEqual(viaSteps);
      expect([viaProduce.c === base.c, viaSteps.c === base.c]).toEqual([true, true]);
      // Synchronous: the result is there when produce returns, not a promise.
      expect(viaProduce).not.toBeInstanceOf(Promise);
    },
  }),
  claim({
    page,
    zh: '需要在 recipe 里留一份快照，用 current 生成普通对象；真正的结果永远是 produce 的返回值。撤销行为可以用 autoRevoke: false 关闭',
    en: 'If you need a snapshot from inside the recipe, take one with current; the real result is always what produce returns. Revocation can be switched off with autoRevoke: false',
    proof: () => {
      let snapshot: {user: {name: string}} | undefined;
      let kept: {user: {name: string}} | undefined;
      const next = produce(
        {user: {name: 'limu'}},
        (draft) => {
          draft.user.name = 'lemon';
          snapshot = current(draft);
          kept = draft;
        },
        {autoRevoke: false},
      );
      expect([isDraft(snapshot), types.isProxy(snapshot), types.isProxy(snapshot!.user)]).toEqual([
        false,
        false,
        false,
      ]);
      expect(snapshot).toEqual({user: {name: 'lemon'}});
      expect(next.user.name).toBe('lemon');
      expect(kept!.user.name).toBe('lemon');
      // Over generated plain states and two edits, a snapshot taken between them: produce returns the data
      // with both edits (as the same edits on a plain copy give), the snapshot holds the first only.
      fc.assert(
        fc.property(plainState, pathEdit, pathEdit, (generated, first, second) => {
          const state = structuredClone(generated);
          const expectedSnap = structuredClone(generated);
          applyEdit(expectedSnap, first);
          const expectedNext = structuredClone(expectedSnap);
          applyEdit(expectedNext, second);
          let snap: object | undefined;
          const result = produce(state, (draft: object) => {
            applyEdit(draft, first);
            snap = current(draft);
            applyEdit(draft, second);
          });
          expect(result).toEqual(expectedNext);
          expect(snap).toEqual(expectedSnap);
        }),
        {seed: 38, numRuns: 150},
      );
    },
  }),
  claim({
    page,
    zh: '两者对外的结果相同：新数据、结构共享、原始数据不变。代价不同：limu 读到的每个节点都要浅拷贝一次，所以只读不写时明显更慢。',
    en: 'The result is the same for both (a new value, structural sharing, the base state untouched). The cost is not: limu makes a shallow copy of every node it reads, so read-only work is clearly slower.',
    proof: () => {
      // Over generated states (objects, arrays, Maps, Sets): each node read is copied, once.
      everyReadNodeCopiedOnce(require('limu'), 40);
      const base = {user: {name: 'limu'}, other: {x: 1}};
      const recipe = (d: typeof base) => void (d.user.name = 'lemon');
      const a = produce(base, recipe);
      const b = immer.produce(base, recipe);
      expect(a).toEqual(b);
      expect([a.other === base.other, b.other === base.other, base.user.name]).toEqual([true, true, 'limu']);
      // Each node limu reads is copied at that moment: a later change to the base is not seen.
      const listBase = {list: [{v: 1}, {v: 2}]};
      const draft = createDraft(listBase);
      const first = draft.list[0];
      listBase.list[0].v = 9;
      expect([isDraft(first), first.v]).toEqual([true, 1]);
      expect(finishDraft(draft)).toBe(listBase);
    },
  }),
];
