import {createRequire} from 'node:module';
import {createDraft, finishDraft, isDraft, produce} from 'limu';
import {expect} from 'vitest';
import {claim} from './ledger';
import {warnings} from './guides-support';

const load = createRequire(__filename);
const page = 'guides/multiple-references';

export default [
  claim({
    page,
    zh: 'disableProxy: true（4.1 新增）让 createDraft 直接返回原对象，finishDraft 也原样返回它。',
    en: 'disableProxy: true (new in 4.1) makes createDraft return the original object itself, and finishDraft returns it unchanged.',
    proof: () => {
      const old = load('limu-4-0') as typeof import('limu');
      expect(old.VER).toBe('4.0.0');
      const base = {count: 1};
      const before = old.createDraft(base, {disableProxy: true} as never);
      expect(before === base).toBe(false);
      old.finishDraft(before);
      const draft = createDraft(base, {disableProxy: true});
      expect(draft).toBe(base);
      expect(finishDraft(draft)).toBe(base);
    },
  }),
  claim({
    page,
    zh: '它适合需要在“不可变”与“直接修改”两种模式间切换的上层库：同一套调用代码，通过一个选项关闭代理、结构共享与撤销。',
    en: 'It is meant for libraries built on limu that switch between an immutable mode and a mutable one: the same calling code, with proxies, structural sharing and revoking switched off by a single option.',
    proof: () => {
      const run = (disableProxy: boolean) => {
        const base = {user: {name: 'limu'}, other: {x: 1}};
        const draft = createDraft(base, {disableProxy});
        draft.user.name = 'lemon';
        const proxy = isDraft(draft);
        const next = finishDraft(draft);
        let readAfter: unknown;
        try {
          readAfter = draft.user.name;
        } catch (e) {
          readAfter = (e as Error).message;
        }
        return {proxy, sameRoot: next === base, baseName: base.user.name, readAfter};
      };
      expect(run(false)).toEqual({
        proxy: true,
        sameRoot: false,
        baseName: 'limu',
        readAfter: "Cannot perform 'get' on a proxy that has been revoked",
      });
      expect(run(true)).toEqual({proxy: false, sameRoot: true, baseName: 'lemon', readAfter: 'lemon'});
    },
  }),
  claim({
    page,
    zh: "写入时则是 Cannot perform 'set' on a proxy that has been revoked。",
    en: "A write gives Cannot perform 'set' on a proxy that has been revoked.",
    proof: () => {
      let leaked: {items: number[]} | undefined;
      produce({items: [1]}, (d) => void (leaked = d));
      expect(() => {
        leaked!.items = [];
      }).toThrow("Cannot perform 'set' on a proxy that has been revoked");
    },
  }),
  claim({
    page,
    zh: "设置 autoRevoke: false 后，草稿不再被撤销，结束后仍可读取；但写入会被忽略，并在控制台打印 set failed, cuase draft root has been finised! 警告。若希望写入时抛出错误，再加上 silenceSetTrapErr: false，严格模式下会得到 TypeError: 'set' on proxy: trap returned falsish for property ...",
    en: "With autoRevoke: false, drafts are not revoked and can still be read after finishing, but writes are ignored with the console warning set failed, cuase draft root has been finised!. To make such writes throw instead, also pass silenceSetTrapErr: false; in strict mode you then get TypeError: 'set' on proxy: trap returned falsish for property ...",
    proof: () => {
      let kept: {count: number} | undefined;
      const next = produce({count: 1}, (d) => void (kept = d), {autoRevoke: false});
      const {warned} = warnings(() => {
        kept!.count = 5;
      });
      expect(warned).toEqual(['set failed, cuase draft root has been finised! key: count']);
      expect([kept!.count, next.count]).toEqual([1, 1]);

      let strict: {count: number} | undefined;
      produce({count: 1}, (d) => void (strict = d), {autoRevoke: false, silenceSetTrapErr: false});
      // This module is strict (an ES module), so the falsish set trap throws.
      let thrown: unknown;
      warnings(() => {
        try {
          strict!.count = 5;
        } catch (e) {
          thrown = e;
        }
      });
      expect(thrown).toBeInstanceOf(TypeError);
      expect((thrown as Error).message).toBe("'set' on proxy: trap returned falsish for property 'count'");
    },
  }),
];
