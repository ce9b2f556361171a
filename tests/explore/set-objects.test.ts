// What the pitfalls page says of a Set of objects beyond what the exploration checks on every recipe:
// the rule set-foreach-put-back says items added after forEach "can come before" the items forEach
// handed out. One recipe shows it can (the exploration's completeness check already accepts the order).
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
});
