// What the pitfalls page says of a Set of objects beyond what the exploration checks on every recipe:
// the rule set-foreach-put-back says items added after forEach "can come before" the items forEach
// handed out. One recipe shows it can (the exploration's completeness check already accepts the order).
// The rule set-item-edit-after-foreach says for…of and a spread then hand out the objects the Set held
// when forEach first ran, themselves and not drafts, so that a change through them can miss the result.
import {describe, expect, it} from 'vitest';
import {load} from '../../oracles/libraries';

describe('limu: a Set of objects after forEach', () => {
  it('an item added after forEach comes before the items forEach handed out', () => {
    const limu = load('limu');
    const base = {items: new Set([{n: 0}, {n: 1}])};
    const next = limu.produce(base, (draft: typeof base) => {
      draft.items.forEach(() => {});
      draft.items.add({n: 5});
    });
    expect([...next.items].map((item) => item.n)).toEqual([5, 0, 1]);
  });

  it('for…of and a spread after forEach hand out the objects the Set held then, themselves and not drafts', () => {
    const limu = load('limu');
    const base = {items: new Set([{n: 0}, {n: 1}])};
    const [a, b] = [...base.items];
    const seen: {n: number}[][] = [];
    const next = limu.produce(base, (draft: typeof base) => {
      draft.items.forEach((item) => {
        item.n = 19;
      });
      draft.items.add({n: 5});
      seen.push([...draft.items]);
      const looped: {n: number}[] = [];
      for (const item of draft.items) looped.push(item);
      seen.push(looped);
      [...draft.items][1].n = 11;
    });
    // Both list the two objects of the base (not the added one), as the base holds them.
    for (const got of seen) expect(got[0] === a && got[1] === b).toBe(true);
    // The change lands on the base object; the result keeps what the forEach callback wrote.
    expect(b.n).toBe(11);
    expect([...next.items].map((item) => item.n)).toEqual([5, 19, 19]);
  });
});
