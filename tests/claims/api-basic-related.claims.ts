// The "Related APIs" lists of api/basic/set-auto-freeze, current and immut (issue 38.4): each item says
// what the linked API does for this one, so each is proven here over generated states.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {
  createDraft,
  current,
  deepCopy,
  deepFreeze,
  finishDraft,
  immut,
  isDiff,
  isDraft,
  original,
  produce,
  setAutoFreeze,
} from 'limu';
import {expect} from 'vitest';
import {applyEdit, pathEdit, plainState, reachable, warnings} from './guides-support';
import {claim} from './ledger';

const ROOT = path.resolve(__dirname, '../..');
/** A file of the installed limu's ES build (what a bundler compiles into a reader's app). */
const limuSource = (file: string) => readFileSync(path.join(ROOT, 'node_modules/limu/lib', file), 'utf8');
const objectsOf = (state: unknown) => [...reachable(state)];

const listed = [
  claim({
    page: 'api/basic/set-auto-freeze',
    zh: 'deepFreeze：实际执行冻结的函数',
    en: 'deepFreeze: the function that does the freezing',
    proof: () => {
      // finishDraft's autoFreeze branch calls the exported deepFreeze on the final data ...
      expect(limuSource('core/build-limu-apis.js')).toMatch(
        /import \{ deepFreeze \} from '\.\/freeze';[\s\S]*if \(autoFreeze && canFreezeDraft\) \{[\s\S]*final = deepFreeze\(final\);/,
      );
      expect(limuSource('index.js')).toMatch(/import \{ deepFreeze as deepFreezeFn \} from '\.\/core\/freeze';/);
      // ... and its fingerprint shows on every frozen result: what deepFreeze alone does to a Map (no-op
      // set/delete/clear as own properties) and to its members (frozen one level deep).
      fc.assert(
        fc.property(plainState, (state) => {
          const viaOption = produce({map: new Map([['k', {inner: state}]]), n: 0}, (d) => void (d.n = 1), {
            autoFreeze: true,
          });
          const byHandData = {map: new Map([['k', {inner: structuredClone(state)}]]), n: 1};
          const byHand = deepFreeze(byHandData) as typeof byHandData;
          for (const v of [viaOption, byHand]) {
            expect(Object.keys(v.map)).toEqual(['set', 'delete', 'clear']);
            expect([Object.isFrozen(v.map.get('k')), Object.isFrozen(v.map.get('k')!.inner)]).toEqual([true, false]);
          }
        }),
        {seed: 38, numRuns: 50},
      );
    },
  }),
  claim({
    page: 'api/basic/set-auto-freeze',
    zh: '选项 autoFreeze：只作用于单次调用，优先于全局设置',
    en: 'The autoFreeze option: for one call only, taking precedence over the global setting',
    proof: () => {
      fc.assert(
        fc.property(plainState, pathEdit, fc.boolean(), fc.boolean(), (state, edit, global, option) => {
          setAutoFreeze(global);
          try {
            const base = structuredClone(state);
            const next = produce(base, (d) => applyEdit(d, edit), {autoFreeze: option});
            expect(Object.isFrozen(next)).toBe(option);
            // The next call without the option follows the global setting again.
            const after = produce(structuredClone(state), (d) => applyEdit(d, {...edit, change: true}));
            expect(Object.isFrozen(after)).toBe(global);
          } finally {
            setAutoFreeze(false);
          }
        }),
        {seed: 38, numRuns: 200},
      );
    },
  }),
  claim({
    page: 'api/basic/current',
    zh: 'original：修改之前的原始对象',
    en: 'original: the original object from before the changes',
    proof: () => {
      // After any generated edit, original() of the root and of every object child is the very object of
      // the base, unchanged.
      fc.assert(
        fc.property(plainState, pathEdit, (state, edit) => {
          const snapshot = structuredClone(state);
          const draft = createDraft(state);
          applyEdit(draft, {...edit, change: true});
          expect(original(draft)).toBe(state);
          for (const key of Object.keys(state)) {
            const child = draft[key];
            if (typeof child === 'object' && child !== null) expect(original(child)).toBe(state[key]);
          }
          finishDraft(draft);
          expect(state).toEqual(snapshot);
        }),
        {seed: 38, numRuns: 200},
      );
    },
  }),
  claim({
    page: 'api/basic/current',
    zh: 'deepCopy：current 内部使用的深拷贝',
    en: 'deepCopy: the deep copy current uses',
    proof: () => {
      // current() returns deepCopy of the draft's working copy (or of its base when nothing changed) ...
      expect(limuSource('core/user-util.js')).toMatch(
        /import \{ deepCopy \} from '\.\/copy';[\s\S]*export function current\(mayDraftProxy\) \{[\s\S]*return deepCopy\(meta\.copy \|\| meta\.self\);/,
      );
      // ... so over generated edits it equals deepCopy of the same state and, like it, shares no object
      // with the base.
      fc.assert(
        fc.property(plainState, pathEdit, (state, edit) => {
          const draft = createDraft(state);
          applyEdit(draft, edit);
          const now = current(draft);
          const expected = structuredClone(state);
          applyEdit(expected, edit);
          expect(now).toEqual(deepCopy(expected));
          const baseObjects = new Set(objectsOf(state));
          expect(objectsOf(now).filter((o) => baseObjects.has(o))).toEqual([]);
          finishDraft(draft);
        }),
        {seed: 38, numRuns: 200},
      );
    },
  }),
  claim({
    page: 'api/basic/immut',
    zh: '选项 compareVer：决定两个视图在 isDiff 中是否相等',
    en: 'The compareVer option: whether two views are equal for isDiff',
    proof: () => {
      fc.assert(
        fc.property(plainState, (state) => {
          expect(isDiff(immut(state), immut(state))).toBe(false);
          expect(isDiff(immut(state, {compareVer: true}), immut(state, {compareVer: true}))).toBe(true);
        }),
        {seed: 38, numRuns: 100},
      );
    },
  }),
  claim({
    page: 'api/basic/immut',
    zh: 'deepFreeze：真正冻结对象',
    en: 'deepFreeze: really freeze an object',
    proof: () => {
      // Unlike immut, which leaves every object of the data as it was, deepFreeze freezes them all.
      fc.assert(
        fc.property(plainState, (state) => {
          void immut(state).a;
          expect(objectsOf(state).filter((o) => Object.isFrozen(o))).toEqual([]);
          deepFreeze(state);
          expect(objectsOf(state).filter((o) => !Object.isFrozen(o))).toEqual([]);
        }),
        {seed: 38, numRuns: 100},
      );
    },
  }),
];

const more = [
  claim({
    page: 'api/basic/set-auto-freeze',
    zh: 'produce、createDraft：遵循这个全局设置',
    en: 'produce, createDraft: follow this global setting',
    proof: () => {
      fc.assert(
        fc.property(plainState, pathEdit, fc.boolean(), (state, edit, global) => {
          setAutoFreeze(global);
          try {
            const viaProduce = produce(structuredClone(state), (d) => applyEdit(d, edit));
            const draft = createDraft(structuredClone(state));
            applyEdit(draft, edit);
            const viaDraft = finishDraft(draft);
            expect([Object.isFrozen(viaProduce), Object.isFrozen(viaDraft)]).toEqual([global, global]);
          } finally {
            setAutoFreeze(false);
          }
        }),
        {seed: 38, numRuns: 200},
      );
    },
  }),
  claim({
    page: 'api/basic/current',
    zh: 'finishDraft：结束草稿，得到结构共享的结果',
    en: 'finishDraft: finish the draft and get a structurally shared result',
    proof: () => {
      // After a generated edit, every top-level subtree the edit did not go through is the base's own.
      fc.assert(
        fc.property(plainState, pathEdit, (state, edit) => {
          const draft = createDraft(state);
          applyEdit(draft, {...edit, change: true});
          const next = finishDraft(draft);
          expect(isDraft(next)).toBe(false);
          const first = edit.path[0];
          const touched =
            first !== undefined && typeof state[first] === 'object' && state[first] !== null ? first : null;
          for (const key of Object.keys(state)) if (key !== touched) expect(next[key], key).toBe(state[key]);
        }),
        {seed: 38, numRuns: 200},
      );
    },
  }),
  claim({
    page: 'api/basic/immut',
    zh: 'createDraft 的 readOnly 选项：只读的草稿',
    en: 'The readOnly option of createDraft: a read-only draft',
    proof: () => {
      // Any generated write to a readOnly draft is dropped (with a warning): the result equals the base.
      fc.assert(
        fc.property(plainState, pathEdit, (state, edit) => {
          const snapshot = structuredClone(state);
          const {result} = warnings(() => {
            const draft = createDraft(state, {readOnly: true});
            applyEdit(draft, {...edit, change: true});
            return finishDraft(draft);
          });
          expect(result).toEqual(snapshot);
          expect(state).toEqual(snapshot);
        }),
        {seed: 38, numRuns: 200},
      );
    },
  }),
];

export default [...listed, ...more];
