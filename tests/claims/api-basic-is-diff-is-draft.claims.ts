import {expect} from 'vitest';
import {claim} from './ledger';

const row = (zh: string, en: string, proof: () => unknown) => claim({page: 'api/basic/is-draft', zh, en, proof});

export default [
  claim({
    page: 'api/basic/is-diff',
    zh: 'isDiff(a, b) 在两个值不同时返回 true。两个值都不是草稿时，它等价于 !Object.is(a, b)；只要有一方是草稿（或 immut 视图），它就比较背后的原对象，并把“被修改过”视为不同。',
    en: 'isDiff(a, b) returns true when the two values differ. When neither value is a draft it is the same as !Object.is(a, b); as soon as one side is a draft (or an immut view), it compares the original objects behind them and counts "was changed" as different.',
    proof: () => {
      const {createDraft, finishDraft, immut, isDiff} = require('limu');
      const values = [1, NaN, 0, -0, 'a', {}, [], true];
      for (const a of values) for (const b of values) expect(isDiff(a, b)).toBe(!Object.is(a, b));
      const base = {a: {b: 1}};
      const draft = createDraft(base);
      expect([
        isDiff(draft, base),
        isDiff(immut(base), base),
        isDiff(draft.a, base.a),
        isDiff(draft, {a: {b: 1}}),
      ]).toEqual([false, false, false, true]);
      draft.a.b = 2;
      expect([isDiff(draft, base), isDiff(draft.a, base.a)]).toEqual([true, true]);
      finishDraft(draft);
    },
  }),
  claim({
    page: 'api/basic/is-diff',
    zh: '任一方开启了 compareVer 且是根节点，而另一方不是同一个草稿或视图（原始数据本身也算另一方）：返回 true。',
    en: 'Either side has compareVer on and is a root node, and the other side is not that same draft or view (the plain original counts as another): return true.',
    proof: () => {
      const {createDraft, immut, isDiff} = require('limu');
      const base = {a: {b: 1}};
      const v = immut(base, {compareVer: true});
      expect([isDiff(v, v), isDiff(v, base), isDiff(base, v), isDiff(v, immut(base)), isDiff(immut(base), v)]).toEqual([
        false,
        true,
        true,
        true,
        true,
      ]);
      // not for children, and not without the option
      const c1 = createDraft(base, {compareVer: true});
      const c2 = createDraft(base, {compareVer: true});
      expect([isDiff(c1.a, c2.a), isDiff(immut(base), immut(base)), isDiff(c1, c2)]).toEqual([false, false, true]);
    },
  }),
  row(
    'isDraft(value) 判断 value 是否是 limu 创建的草稿代理：根草稿和它的每个对象子节点都算。',
    'isDraft(value) tells whether value is a draft proxy created by limu: the root draft and every object child of it count.',
    () => {
      const {createDraft, finishDraft, isDraft} = require('limu');
      const draft = createDraft({a: {b: {c: 1}}, l: [{x: 1}], m: new Map([['k', {v: 1}]]), n: 1});
      expect([
        isDraft(draft),
        isDraft(draft.a),
        isDraft(draft.a.b),
        isDraft(draft.l[0]),
        isDraft(draft.m),
        isDraft(draft.n),
      ]).toEqual([true, true, true, true, true, false]);
      finishDraft(draft);
    },
  ),
  row(
    'createDraft / produce 的草稿及其对象子节点 true',
    'A draft from createDraft / produce, or an object child of it true',
    () => {
      const {isDraft, produce} = require('limu');
      produce({a: {b: 1}}, (d: {a: object}) => {
        expect([isDraft(d), isDraft(d.a)]).toEqual([true, true]);
      });
    },
  ),
  row('readOnly: true 创建的只读草稿 true', 'A read-only draft created with readOnly: true true', () => {
    const {createDraft, finishDraft, isDraft} = require('limu');
    const draft = createDraft({a: {}}, {readOnly: true});
    expect([isDraft(draft), isDraft(draft.a)]).toEqual([true, true]);
    finishDraft(draft);
  }),
  row('以 autoRevoke: false 创建、已结束的草稿 true', 'A finished draft created with autoRevoke: false true', () => {
    const {createDraft, finishDraft, isDraft} = require('limu');
    const draft = createDraft({a: {}}, {autoRevoke: false});
    finishDraft(draft);
    expect(isDraft(draft)).toBe(true);
  }),
  row('immut 视图 false', 'An immut view false', () => {
    const {immut, isDraft} = require('limu');
    const view = immut({a: {}});
    expect([isDraft(view), isDraft(view.a)]).toEqual([false, false]);
  }),
  row('markRaw 标记过的对象 false', 'An object marked with markRaw false', () => {
    const {isDraft, markRaw, produce} = require('limu');
    const raw = markRaw({x: 1});
    produce({raw}, (d: {raw: object}) => {
      expect([isDraft(raw), isDraft(d.raw)]).toEqual([false, false]);
    });
  }),
  row(
    'disableProxy: true 时 createDraft 返回的原对象 false',
    'The original object createDraft returns with disableProxy: true false',
    () => {
      const {createDraft, isDraft} = require('limu');
      expect(isDraft(createDraft({a: 1}, {disableProxy: true}))).toBe(false);
    },
  ),
];
