import fc from 'fast-check';
import {expect} from 'vitest';
import {pairedNodes, readAll, richState} from './guides-support';
import {claim} from './ledger';

const row = (zh: string, en: string, proof: () => unknown) => claim({page: 'api/basic/is-draft', zh, en, proof});

class Point {
  constructor(public at = {x: 1}) {}
}
/** Objects limu hands out as they are, each made fresh, and a class instance (which it drafts). */
const others = fc.constantFrom(
  () => new Date(0),
  () => /a/,
  () => new Uint8Array(2),
  () => new Point(),
);

/**
 * Over generated states with Dates, RegExps, typed arrays and class instances placed in generated
 * containers: through produce and createDraft, every object read from the draft is a draft exactly when it
 * is a plain object, class instance, array, Map or Set, and any other object is the base's own.
 */
function draftKinds(numRuns: number) {
  const {createDraft, finishDraft, isDraft, produce} = require('limu');
  fc.assert(
    fc.property(
      richState,
      fc.array(fc.tuple(fc.nat(), others), {maxLength: 4}),
      fc.boolean(),
      (state, extras, viaProduce) => {
        const containers = readAll(state);
        for (const [at, make] of extras) {
          const target = containers[at % containers.length]!;
          if (target instanceof Map) target.set('x', make());
          else if (target instanceof Set) target.add(make());
          else if (Array.isArray(target)) target.push(make());
          else (target as Record<string, unknown>).x = make();
        }
        const check = (draft: object) => {
          expect(isDraft(draft)).toBe(true);
          for (const [node, baseNode] of pairedNodes(draft, state).slice(1)) {
            const drafted = ['Object', 'Array', 'Map', 'Set'].includes(
              Object.prototype.toString.call(baseNode).slice(8, -1),
            );
            expect(isDraft(node)).toBe(drafted);
            if (!drafted) expect(node).toBe(baseNode);
          }
        };
        if (viaProduce) produce(state, check);
        else {
          const draft = createDraft(state);
          check(draft);
          finishDraft(draft);
        }
      },
    ),
    {seed: 38, numRuns},
  );
}

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
    'isDraft(value) 判断 value 是否是 limu 创建的草稿代理：根草稿，以及从它读出的每个普通对象、类实例、数组、Map 和 Set（经由属性、Map 的 get 或 forEach 读出）都算。Date、RegExp、类型化数组等其他对象读出来仍是原对象，不是草稿。',
    "isDraft(value) tells whether value is a draft proxy created by limu: the root draft and every plain object, class instance, array, Map or Set you read from it (through properties, a Map's get or forEach) count. Other objects, such as a Date, a RegExp or a typed array, are read as they are, not as drafts.",
    () => draftKinds(180),
  ),
  row(
    'createDraft / produce 的草稿，以及从它读出的普通对象、类实例、数组、Map、Set true',
    'A draft from createDraft / produce, or a plain object, class instance, array, Map or Set read from it true',
    () => draftKinds(60),
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
