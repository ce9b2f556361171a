import fc from 'fast-check';
import {createDraft, finishDraft, produce} from 'limu';
import {expect} from 'vitest';
import {applyRichEdit, pathEdit, readAll, richState, readError} from './guides-support';
import {claim} from './ledger';

const page = 'guides/async';
const revoked = "Cannot perform 'get' on a proxy that has been revoked";

export default [
  claim({
    page,
    zh: 'produce 在 recipe 返回的那一刻结束草稿：整理出新数据，然后撤销所有代理。',
    en: 'produce finishes the draft the moment the recipe returns: it assembles the new value and revokes every proxy.',
    proof: () => {
      // Over generated states (objects, arrays, Maps, Sets) and an edit: every proxy the recipe read, the
      // root and each node down to the leaves, throws on use once produce has returned.
      fc.assert(
        fc.property(richState, pathEdit, (state, edit) => {
          let nodes: object[] = [];
          let collections: boolean[] = [];
          produce(state, (draft) => {
            applyRichEdit(draft, edit);
            nodes = readAll(draft);
            collections = nodes.map((n) => n instanceof Map || n instanceof Set);
          });
          expect(nodes.map((n, i) => readError(n, collections[i]))).toEqual(nodes.map(() => revoked));
        }),
        {seed: 38, numRuns: 150},
      );
    },
  }),
  claim({
    page,
    zh: '如果 recipe 里有 await，await 之后的代码运行时草稿早已失效。',
    en: 'If the recipe contains an await, the code after it runs on a draft that is long gone.',
    proof: async () => {
      let late: Promise<unknown> | undefined;
      produce({n: 0}, (draft) => {
        // What the code after an `await` amounts to: a continuation queued while the recipe runs.
        late = Promise.resolve().then(() => draft.n);
      });
      await expect(late).rejects.toThrow(revoked);
    },
  }),
  claim({
    page,
    zh: '原因是 limu 用 Object.prototype.toString 判断函数类型，而 async 函数的类型标签是 AsyncFunction。',
    en: "The reason is that limu checks the recipe's type with Object.prototype.toString, and the type tag of an async function is AsyncFunction.",
    proof: () => {
      // A plain function that only *reports* another tag is refused the same way; a generator too.
      const tagged = Object.assign(() => {}, {[Symbol.toStringTag]: 'Other'});
      expect(Object.prototype.toString.call(tagged)).toBe('[object Other]');
      expect(() => produce({a: 1}, tagged)).toThrow('produce callback is not a function');
      expect(() => produce({a: 1}, function* gen() {} as never)).toThrow('produce callback is not a function');
      expect(() => produce({a: 1}, () => {})).not.toThrow();
    },
  }),
  claim({
    page,
    zh: '草稿中途的修改在 finishDraft 之前对外不可见，调用方看到的仍是 base；',
    en: 'changes made to the draft are invisible to everyone else until finishDraft; callers still see base;',
    proof: () => {
      const base = {tags: [] as string[], loading: false};
      const draft = createDraft(base);
      draft.loading = true;
      draft.tags.push('fast');
      expect(base).toEqual({tags: [], loading: false});
      expect(finishDraft(draft)).toEqual({tags: ['fast'], loading: true});
    },
  }),
  claim({
    page,
    zh: '如果在等待期间别处已经基于 base 生成了更新的状态，finishDraft 的结果不会包含那些更新。',
    en: "if someone produced a newer state from base while you were waiting, the result of finishDraft won't include those updates.",
    proof: () => {
      const base = {loaded: false, count: 0};
      const draft = createDraft(base);
      draft.loaded = true;
      const newer = produce(base, (d) => {
        d.count = 1;
      });
      expect(newer.count).toBe(1);
      expect(finishDraft(draft)).toEqual({loaded: true, count: 0});
    },
  }),
];
