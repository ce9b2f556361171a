import * as immer from 'immer';
import {current, original, produce} from 'limu';
import fc from 'fast-check';
import {expect} from 'vitest';
import {claim} from './ledger';

const page = 'guides/update-patterns';

export default [
  claim({
    page,
    zh: '原始值数组（数字、字符串）的草稿上，push、pop、shift、unshift、splice、reverse、sort、fill、copyWithin 和修改 length 单独使用时都有效，只有一个例外：排序后第一个元素仍在原位时，sort 不会进入结果',
    en: 'On a draft of an array of primitives (numbers, strings), push, pop, shift, unshift, splice, reverse, sort, fill, copyWithin and writing length each work when used alone, with one exception: when sorting leaves the first element where it was, sort does not reach the result',
    // Over generated arrays and arguments (issue 38, point 5); the exception is proven as a rule.
    proof: () => {
      const n = fc.integer({min: 0, max: 5});
      const at = fc.integer({min: -1, max: 6});
      const ops: fc.Arbitrary<(l: number[]) => unknown>[] = [
        n.map((x) => (l: number[]) => l.push(x)),
        fc.constant((l: number[]) => l.pop()),
        fc.constant((l: number[]) => l.shift()),
        n.map((x) => (l: number[]) => l.unshift(x)),
        fc.tuple(at, fc.nat(3), fc.option(n)).map(
          ([s, k, x]) =>
            (l: number[]) =>
              x === null ? l.splice(s, k) : l.splice(s, k, x),
        ),
        fc.constant((l: number[]) => l.reverse()),
        fc.tuple(n, at).map(
          ([x, s]) =>
            (l: number[]) =>
              l.fill(x, s),
        ),
        fc.tuple(at, at).map(
          ([t, s]) =>
            (l: number[]) =>
              l.copyWithin(t, s),
        ),
        fc.nat(6).map((k) => (l: number[]) => (l.length = Math.min(k, l.length))),
      ];
      const list = fc.array(n, {maxLength: 6});
      fc.assert(
        fc.property(list, fc.oneof(...ops), (xs, op) => {
          const plain = [...xs];
          op(plain);
          expect(produce({list: [...xs]}, (d) => void op(d.list)).list).toEqual(plain);
        }),
        {seed: 38, numRuns: 700},
      );
      fc.assert(
        fc.property(list, (xs) => {
          const sorted = [...xs].sort((a, b) => a - b);
          const stays = xs.length > 0 && sorted[0] === xs[0];
          expect(produce({list: [...xs]}, (d) => void d.list.sort((a, b) => a - b)).list).toEqual(stays ? xs : sorted);
        }),
        {seed: 38, numRuns: 500},
      );
      expect(produce({list: [0, 2, 1]}, (d) => void d.list.sort((a, b) => a - b)).list).toEqual([0, 2, 1]);
      const cases: [(l: string[]) => unknown, string[]][] = [
        [(l) => l.push('d'), ['a', 'b', 'c', 'd']],
        [(l) => l.pop(), ['a', 'b']],
        [(l) => l.shift(), ['b', 'c']],
        [(l) => l.unshift('z'), ['z', 'a', 'b', 'c']],
        [(l) => l.splice(1, 1), ['a', 'c']],
        [(l) => l.reverse(), ['c', 'b', 'a']],
        [(l) => l.sort((x, y) => y.localeCompare(x)), ['c', 'b', 'a']],
        [(l) => l.fill('x'), ['x', 'x', 'x']],
        [(l) => l.copyWithin(0, 1), ['b', 'c', 'c']],
        [(l) => (l.length = 1), ['a']],
      ];
      for (const [change, expected] of cases) {
        const plain = ['a', 'b', 'c'];
        change(plain);
        expect(plain).toEqual(expected);
        expect(produce({list: ['a', 'b', 'c']}, (d) => void change(d.list)).list, String(change)).toEqual(expected);
      }
    },
  }),
  claim({
    page,
    zh: 'recipe 里已经改过元素时，副本要取自 current',
    en: 'If elements were changed earlier in the recipe, copy from current instead',
    proof: () => {
      const base = {users: [{id: 1}, {id: 2}, {id: 3}]};
      const fromOriginal = produce(base, (d) => {
        d.users[0].id = 10;
        d.users = original(d.users).slice().reverse();
      });
      const fromCurrent = produce(base, (d) => {
        d.users[0].id = 10;
        d.users = current(d.users).slice().reverse();
      });
      expect(fromOriginal.users.map((u) => u.id)).toEqual([3, 2, 1]);
      expect(fromCurrent.users.map((u) => u.id)).toEqual([3, 2, 10]);
    },
  }),
  claim({
    page,
    zh: 'original 返回的是草稿对应的原始数据，看不到本次 recipe 里已做的修改。',
    en: "original returns the data behind the draft and doesn't see changes made earlier in the same recipe.",
    proof: () => {
      const base = {todos: [{done: false}]};
      let seen: unknown;
      produce(base, (d) => {
        d.todos[0].done = true;
        seen = original(d.todos);
      });
      expect(seen).toBe(base.todos);
      expect(base.todos[0].done).toBe(false);
    },
  }),
  claim({
    page,
    zh: 'limu 会忽略 recipe 的返回值（这一点与 immer 不同），所以“返回一份新状态”不起作用。',
    en: 'limu ignores the recipe\'s return value (unlike immer), so "return a new state" has no effect.',
    proof: () => {
      const base = {a: 1, b: 2};
      expect(produce(base, () => ({c: 3}))).toBe(base);
      expect(immer.produce(base, () => ({c: 3}))).toEqual({c: 3});
    },
  }),
  claim({
    page,
    zh: 'limu 原生支持 Map，不需要像 immer 那样先调用 enableMapSet()。',
    en: 'limu supports Map out of the box; there is no enableMapSet() to call as in immer.',
    proof: () => {
      const add = (d: {m: Map<string, number>}) => void d.m.set('a', 1);
      expect(produce({m: new Map<string, number>()}, add).m.get('a')).toBe(1);
      expect(() => immer.produce({m: new Map<string, number>()}, add)).toThrow(/MapSet/);
      immer.enableMapSet();
      expect(immer.produce({m: new Map<string, number>()}, add).m.get('a')).toBe(1);
    },
  }),
  claim({
    page,
    zh: '在 limu 4.1.3 中，一旦在某个 Map 草稿上调用过 get 或 forEach，同一个 recipe 里之后对值为对象的已有条目所做的 delete、set 和 clear 会丢失。',
    en: 'In limu 4.1.3, once you have called get or forEach on a Map draft, later delete, set and clear calls in the same recipe are lost for existing entries whose value is an object.',
    proof: () => {
      const objects = {
        m: new Map([
          ['a', {v: 1}],
          ['b', {v: 2}],
          ['c', {v: 3}],
        ]),
      };
      const lost = produce(objects, (d) => {
        d.m.get('a');
        d.m.delete('b');
        d.m.set('c', {v: 30});
      });
      expect(Object.fromEntries(lost.m)).toEqual({a: {v: 1}, b: {v: 2}, c: {v: 3}});
      const afterForEach = produce(objects, (d) => {
        d.m.forEach(() => {});
        d.m.clear();
      });
      expect(afterForEach.m.size).toBe(3);
      // Entries holding primitives are not affected.
      const primitives = produce(
        {
          m: new Map([
            ['a', 1],
            ['b', 2],
            ['c', 3],
          ]),
        },
        (d) => {
          d.m.get('a');
          d.m.delete('b');
          d.m.set('c', 30);
        },
      );
      expect(Object.fromEntries(primitives.m)).toEqual({a: 1, c: 30});
    },
  }),
  claim({
    page,
    zh: '通过 get(key) 或 forEach 拿到要修改的对象。用 for...of、entries()、values() 迭代得到的可能是原对象，修改会直接写进原始数据。',
    en: 'Reach the objects you change through get(key) or forEach. Iterating with for...of, entries() or values() may hand you the original objects, and changing them writes straight into the original data.',
    proof: () => {
      const safe = {
        m: new Map([
          ['a', {v: 1}],
          ['b', {v: 1}],
        ]),
      };
      const next = produce(safe, (d) => {
        d.m.get('a')!.v = 2;
        d.m.forEach((item, key) => {
          if (key === 'b') item.v = 2;
        });
      });
      expect([safe.m.get('a')!.v, safe.m.get('b')!.v, next.m.get('a')!.v, next.m.get('b')!.v]).toEqual([1, 1, 2, 2]);
      const unsafe = {m: new Map([['a', {v: 1}]])};
      produce(unsafe, (d) => {
        for (const item of d.m.values()) item.v = 2;
      });
      expect(unsafe.m.get('a')!.v).toBe(2);
    },
  }),
];
