import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as immer from 'immer';
import {createDraft, current, finishDraft, immut, isDraft, original, produce} from 'limu';
import * as mutative from 'mutative';
import fc from 'fast-check';
import {expect} from 'vitest';
import {applyRichEdit, childrenOf, isObject, pairedNodes, pathEdit, readAll, richState} from './guides-support';
import {claim} from './ledger';
import {snapshotsAboveStopAtTheFirstWalk} from './api-basic-original-current-mark-raw.claims';

/** The keys (childrenOf's) from `root` down to `target`, which must be reachable. */
function pathTo(root: object, target: object, path: unknown[] = []): unknown[] {
  if (root === target) return path;
  for (const [key, child] of childrenOf(root)) {
    if (!isObject(child)) continue;
    const found = pathTo(child, target, [...path, key]);
    if (found.length || child === target) return found;
  }
  return [];
}

const ROOT = path.resolve(__dirname, '../..');
const page = 'guides/pitfalls';
const revoked = 'on a proxy that has been revoked';

interface MatrixRow {
  id: string;
  changesBase?: boolean;
  limu: {status: string; baseKept: boolean};
}

/** Ids of the behaviour-matrix rows where limu differs, throws, or changes a base it should keep. */
function limuPitfallRows(): string[] {
  const data = JSON.parse(readFileSync(path.join(ROOT, 'src/data/behaviour.json'), 'utf8')) as {rows: MatrixRow[]};
  return data.rows
    .filter((r) => r.limu.status === 'differs' || r.limu.status === 'throws' || (!r.limu.baseKept && !r.changesBase))
    .map((r) => r.id);
}

type Obj = {id: number};
const ids = (list: Obj[]) => list.map((x) => x.id);
const objects = () => ({list: [{id: 1}, {id: 2}, {id: 3}]});

export default [
  claim({
    page,
    zh: '它的 delete、clear 也是如此，调用过 forEach 之后同样如此；Set 在 forEach 之后的 add、delete、clear 也一样。',
    en: "The same goes for its delete and clear, from a forEach on as well, and for a Set's add, delete and clear after a forEach.",
    // Generated calls on a Map and a Set draft: the root's snapshot holds each as it was at its first get or
    // forEach (a Set: forEach), while current on the Map or Set itself holds every call.
    proof: () => snapshotsAboveStopAtTheFirstWalk(150),
  }),
  claim({
    page,
    zh: '行为对照表 中 limu 结果“不同”“抛错”或改动了 base 的每一行，都在本页有对应的一节。',
    en: 'Every row of the behaviour matrix where limu differs, throws or changes the base has its section here.',
    proof: () => {
      const rows = limuPitfallRows();
      expect(rows.length).toBeGreaterThan(20);
      for (const file of [
        'docs/guides/pitfalls.md',
        'i18n/en/docusaurus-plugin-content-docs/current/guides/pitfalls.md',
      ]) {
        const md = readFileSync(path.join(ROOT, file), 'utf8');
        expect(
          rows.filter((id) => !md.includes(`(./behaviour.mdx#${id})`)),
          file,
        ).toEqual([]);
      }
    },
  }),
  claim({
    page,
    zh: '箭头函数的简写也要留意：(draft) => draft.count++ 返回的是数字，但修改已经发生，结果是正确的；(draft) => ({ ...draft, count: 1 }) 则什么也没改。',
    en: 'Watch the short arrow-function forms too: (draft) => draft.count++ returns a number, but the change has already happened, so the result is right; (draft) => ({ ...draft, count: 1 }) changes nothing.',
    proof: () => {
      const base = {count: 0, nested: {a: 1}};
      expect(produce(base, (draft) => draft.count++)).toEqual({count: 1, nested: {a: 1}});
      expect(produce(base, (draft) => ({...draft, count: 1}))).toBe(base);
    },
  }),
  claim({
    page,
    zh: 'recipe 只做读取，或者给属性、数组元素写入与原值全等（===）的值（相同的原始值，或 base 里的同一个对象）时，produce 返回的就是 base 本身。NaN 是唯一与自身不全等的值：在 NaN 的位置再写入 NaN 会得到新对象（在 0 的位置写入 -0 则不会）。Map 的 set、Set 的 add 即使写入已有的值也算作修改；把数组、Map 或 Set 的草稿写回它被读出的位置，同样算作修改。',
    en: "When the recipe only reads, or writes to a property or an array element a value === the one it already holds (the same primitive, or the very object of base), produce returns base itself. NaN is the one value that is not === itself: writing NaN where NaN was gives a new object (while -0 written over 0 does not). A Map's set and a Set's add count as changes even with a value already there, and so does writing an array, Map or Set draft back where it was read from.",
    proof: () => {
      // Generated states; every node read, and a generated choice of objects and arrays get each of their
      // properties written back from base: base itself comes back.
      fc.assert(
        fc.property(richState, fc.array(fc.boolean(), {minLength: 5, maxLength: 5}), (state, writes) => {
          const next = produce(state, (draft) => {
            pairedNodes(draft, state).forEach(([node, baseNode], i) => {
              if (!writes[i % writes.length] || node instanceof Map || node instanceof Set) return;
              for (const key of Object.keys(baseNode)) {
                (node as Record<string, unknown>)[key] = (baseNode as Record<string, unknown>)[key];
              }
            });
          });
          expect(next).toBe(state);
        }),
        {seed: 38, numRuns: 100},
      );
      // A primitive written over another, on a generated state, at a property or an array element: base
      // comes back exactly when the two are ===, so NaN over NaN gives a new object and -0 over 0 does not.
      const primitive = fc.constantFrom(NaN, 0, -0, 1, 'x', undefined);
      fc.assert(
        fc.property(richState, primitive, primitive, fc.boolean(), (state, old, value, inArray) => {
          const base = {...state, k: old, arr: [old]};
          const next = produce(base, (draft) => {
            if (inArray) draft.arr[0] = value;
            else draft.k = value;
          });
          expect(next === base, `${String(value)} over ${String(old)}`).toBe(value === old);
        }),
        {seed: 38, numRuns: 100},
      );
      // The second sentence: one generated node of each such kind, written with what it already holds.
      fc.assert(
        fc.property(richState, fc.nat(), (state, at) => {
          const targets = pairedNodes(state, state).flatMap(([node]) =>
            childrenOf(node).flatMap(([key, child]) => {
              const out: {parent: object; key: unknown; child: unknown}[] = [];
              if (child instanceof Map && child.size) out.push({parent: node, key, child});
              if (child instanceof Set && child.size) out.push({parent: node, key, child});
              if (isObject(child) && (Array.isArray(child) || child instanceof Map || child instanceof Set)) {
                if (!(node instanceof Map) && !(node instanceof Set)) out.push({parent: node, key, child: 'back'});
              }
              return out;
            }),
          );
          fc.pre(targets.length > 0);
          const target = targets[at % targets.length]!;
          const path = pathTo(state, target.parent);
          const next = produce(state, (draft) => {
            let node: object = draft;
            for (const key of path) node = new Map(childrenOf(node)).get(key) as object;
            const parent = node as Record<string, unknown>;
            const child = new Map(childrenOf(parent)).get(target.key) as unknown;
            if (target.child === 'back') parent[target.key as string] = child;
            else if (child instanceof Map) child.set(...[...(target.child as Map<unknown, unknown>)][0]!);
            else (child as Set<unknown>).add([...(target.child as Set<unknown>)][0]);
          });
          expect(next).not.toBe(state);
        }),
        {seed: 38, numRuns: 100},
      );
    },
  }),
  claim({
    page,
    zh: "recipe 返回后，草稿及其所有子草稿都会被撤销，之后访问会抛出 Cannot perform 'get' on a proxy that has been revoked（写入时为 'set'）。",
    en: "When the recipe returns, the draft and all its child drafts are revoked, and touching them throws Cannot perform 'get' on a proxy that has been revoked ('set' for writes).",
    proof: () => {
      // Generated states and an edit: every draft the callback read, root to leaves, throws the 'get'
      // message when read and the 'set' message when written after the callback has returned.
      fc.assert(
        fc.property(richState, pathEdit, (state, edit) => {
          let nodes: object[] = [];
          produce(state, (draft) => {
            applyRichEdit(draft, edit);
            nodes = readAll(draft);
          });
          for (const node of nodes) {
            expect(() => Reflect.get(node, 'anyKey')).toThrow(`Cannot perform 'get' ${revoked}`);
            expect(() => Reflect.set(node, 'anyKey', 1)).toThrow(`Cannot perform 'set' ${revoked}`);
          }
        }),
        {seed: 38, numRuns: 100},
      );
    },
  }),
  claim({
    page,
    zh: '不可枚举属性被丢掉（对它写入则变成可枚举属性）；Object.create(null) 创建的对象得到 Object.prototype。对照表显示，immer 和 mutative 同样会把 getter 和不可枚举属性变成普通属性。',
    en: 'a non-enumerable property is dropped (or becomes enumerable when written); and an object made with Object.create(null) gets Object.prototype. The matrix shows that immer and mutative also turn getters and non-enumerable properties into plain properties.',
    proof: () => {
      const hidden = () => Object.defineProperty({a: 1}, 'secret', {value: 's', writable: true});
      const written = produce(hidden(), (d: {a: number; secret?: string}) => void (d.secret = 't'));
      expect(Object.getOwnPropertyDescriptor(written, 'secret')!.enumerable).toBe(true);
      const cart = () => ({
        price: 10,
        count: 2,
        get total() {
          return this.price * this.count;
        },
      });
      const byImmer = immer.produce(cart(), (d) => void (d.count = 3));
      const byMutative = mutative.create(cart(), (d) => void (d.count = 3));
      for (const r of [byImmer, byMutative]) {
        expect(Object.getOwnPropertyDescriptor(r, 'total')).toMatchObject({value: 20});
      }
      const edit = (d: {a: number}) => void (d.a = 2);
      expect((immer.produce(hidden(), edit) as {secret?: string}).secret).toBeUndefined();
      expect((mutative.create(hidden(), edit) as {secret?: string}).secret).toBeUndefined();
    },
  }),
  claim({
    page,
    zh: 'getter 变成 limu 复制这个对象那一刻读到的值（根对象在创建草稿时复制，其他对象在第一次被读到时复制），之后不再随其他字段变化',
    en: 'a getter becomes the value it had when limu copied the object (the root when the draft was created, any other object when it was first read) and no longer follows the other fields',
    proof: () => {
      const cart = () => ({
        price: 10,
        count: 2,
        get total() {
          return this.price * this.count;
        },
      });
      // Root: copied when the draft is created; a later change to the base (demonstration only) is not in it.
      const rootBase = cart();
      const root = createDraft(rootBase);
      rootBase.price = 100;
      root.count = 3;
      expect(finishDraft(root).total).toBe(20);
      // Nested: copied when first read.
      const nestedBase = {cart: cart()};
      const nested = createDraft(nestedBase);
      nestedBase.cart.price = 100;
      nested.cart.count = 3;
      const done = finishDraft(nested);
      expect(done.cart.total).toBe(200);
      expect(Object.getOwnPropertyDescriptor(done.cart, 'total')).toMatchObject({value: 200});
      // Over generated depths (the root or an object 1-3 levels down) and numbers: the getter's value in the
      // result of a modified object is the one at the copy, a plain data property, whatever is written afterwards.
      fc.assert(
        fc.property(
          fc.nat(3),
          fc.integer({min: -9, max: 9}),
          fc.integer({min: -9, max: 9}),
          fc.integer({min: -9, max: 9}),
          fc.integer({min: -9, max: 9}),
          (depth, price, count, laterPrice, laterCount) => {
            // The sentence is about a modified object: a write of the same count changes nothing (the
            // result is then the base, getter and all).
            fc.pre(laterCount !== count);
            const node = {
              price,
              count,
              get total() {
                return this.price * this.count;
              },
            };
            let base: Record<string, unknown> = node;
            for (let i = 0; i < depth; i++) base = {inner: base};
            const draft = createDraft(base);
            node.price = laterPrice;
            let reached = draft;
            for (let i = 0; i < depth; i++) reached = reached.inner as Record<string, unknown>;
            (reached as typeof node).count = laterCount;
            let result = finishDraft(draft) as Record<string, unknown>;
            for (let i = 0; i < depth; i++) result = result.inner as Record<string, unknown>;
            const atCopy = (depth === 0 ? price : laterPrice) * count;
            expect(Object.getOwnPropertyDescriptor(result, 'total')).toMatchObject({value: atCopy});
          },
        ),
        {seed: 38, numRuns: 100},
      );
    },
  }),
  claim({
    page,
    zh: 'limu 按普通对象处理类实例。读取而不修改时实例原样保留',
    en: 'limu treats class instances as plain objects. An instance you only read stays as it is',
    proof: () => {
      class Point {
        constructor(public x: number) {}
      }
      const base = {p: new Point(1), n: 1};
      const next = produce(base, (d) => {
        void d.p.x;
        d.n = 2;
      });
      expect(next.p).toBe(base.p);
      expect(next.p).toBeInstanceOf(Point);
    },
  }),
  claim({
    page,
    zh: 'filter、slice、map(x => ({ ...x }))（嵌套对象会以草稿形式被展开进去）、push({ ref: draft.x }) 都会触发这个问题。',
    en: 'filter, slice, map(x => ({ ...x })) (nested objects are spread in as drafts) and push({ ref: draft.x }) all trigger it.',
    proof: () => {
      const base = {
        x: {a: 1},
        l: [
          {a: 1, n: {b: 1}},
          {a: 2, n: {b: 2}},
        ],
        refs: [] as {ref: {a: number}}[],
      };
      const filtered = produce(base, (d) => void (d.l = d.l.filter((i) => i.a === 1)));
      const sliced = produce(base, (d) => void (d.l = d.l.slice(0, 1)));
      const mapped = produce(base, (d) => void (d.l = d.l.map((i) => ({...i}))));
      const pushed = produce(base, (d) => void d.refs.push({ref: d.x}));
      expect(() => filtered.l[0].a).toThrow(revoked);
      expect(() => sliced.l[0].a).toThrow(revoked);
      expect(mapped.l[0].a).toBe(1);
      expect(() => mapped.l[0].n.b).toThrow(revoked);
      expect(() => pushed.refs[0].ref.a).toThrow(revoked);
    },
  }),
  claim({
    page,
    zh: '需要把本次 recipe 里已修改过的数据放进新结构时，用 current(draft.x) 得到它的普通对象快照。',
    en: 'When data changed earlier in the same recipe has to go into a new structure, take a plain snapshot of it with current(draft.x).',
    proof: () => {
      const next = produce({x: {a: 1}, refs: [] as {ref: {a: number}}[]}, (d) => {
        d.x.a = 2;
        d.refs.push({ref: current(d.x)});
      });
      expect(next.refs[0].ref).toEqual({a: 2});
      expect(isDraft(next.refs[0].ref)).toBe(false);
    },
  }),
  claim({
    page,
    zh: '先改某个元素再 pop()，修改保留了，pop() 照样丢失',
    en: 'edit an element and then pop(), and the edit stays while the pop() is still lost',
    proof: () => {
      const next = produce(objects(), (d) => {
        d.list[0].id = 10;
        d.list.pop();
      });
      expect(ids(next.list)).toEqual([10, 2, 3]);
    },
  }),
  claim({
    page,
    zh: '对象数组上的 push、shift、unshift、splice、sort、fill 和修改 length 单独使用时与普通 JavaScript 一致（见对照表）',
    en: 'On arrays of objects, push, shift, unshift, splice, sort, fill and writing length each agree with plain JavaScript when used alone (see the matrix)',
    // Over generated arrays and arguments (issue 38, point 5), not one happy case.
    proof: () => {
      const item = fc.record({id: fc.integer({min: 0, max: 5})});
      const index = fc.integer({min: -1, max: 6});
      const ops: fc.Arbitrary<(l: Obj[]) => unknown>[] = [
        item.map((x) => (l: Obj[]) => l.push(x)),
        fc.constant((l: Obj[]) => l.shift()),
        item.map((x) => (l: Obj[]) => l.unshift(x)),
        fc.tuple(index, fc.nat(3), fc.option(item)).map(
          ([s, n, x]) =>
            (l: Obj[]) =>
              x ? l.splice(s, n, x) : l.splice(s, n),
        ),
        fc.constant((l: Obj[]) => l.sort((a, b) => a.id - b.id)),
        fc.tuple(item, index).map(
          ([x, s]) =>
            (l: Obj[]) =>
              l.fill(x, s),
        ),
        fc.nat(6).map((n) => (l: Obj[]) => (l.length = Math.min(n, l.length))),
      ];
      fc.assert(
        fc.property(fc.array(item, {maxLength: 6}), fc.oneof(...ops), (list, op) => {
          const plain = structuredClone(list);
          op(plain);
          const next = produce({list: structuredClone(list)}, (d) => void op(d.list));
          expect(next.list).toEqual(plain);
        }),
        {seed: 38, numRuns: 700},
      );
    },
  }),
  claim({
    page,
    zh: 'recipe 里还没改过元素时，副本取自 original，未改动的元素仍与原数组共享；已经改过元素时，副本取自 current（它是深拷贝，不再共享）。',
    en: 'If no element was changed earlier in the recipe, copy from original, and unchanged elements stay shared with the base; if some were, copy from current (a deep copy, so nothing is shared).',
    proof: () => {
      const base = objects();
      let fromOriginal: Obj[] = [];
      let fromCurrent: Obj[] = [];
      produce(base, (d) => {
        fromOriginal = original(d.list).slice();
        d.list[0].id = 10;
        fromCurrent = current(d.list);
      });
      expect(fromOriginal.every((item, i) => item === base.list[i])).toBe(true);
      expect(fromCurrent.some((item, i) => item === base.list[i])).toBe(false);
      expect(ids(fromCurrent)).toEqual([10, 2, 3]);
    },
  }),
  claim({
    page,
    zh: '一旦对某个 Map 草稿调用过 get 或 forEach，同一个 recipe 里之后的 delete、set 和 clear，凡是作用在值为对象的已有条目上的，都不会出现在结果里；值为原始值的条目和新增的键不受影响。',
    en: "once get or forEach has been called on a Map draft, later delete, set and clear calls in the same recipe don't reach the result for existing entries whose value is an object; entries holding primitive values, and new keys, are not affected.",
    proof: () => {
      const entries = (m: Map<string, unknown>, change: (d: Map<string, unknown>) => void) =>
        Object.fromEntries(produce({m}, (d) => void change(d.m)).m);
      const objects = () =>
        new Map<string, unknown>([
          ['a', {v: 1}],
          ['b', {v: 1}],
          ['c', {v: 1}],
        ]);
      // After get: delete, set and clear of object entries are lost; a new key is kept.
      expect(
        entries(objects(), (d) => {
          d.get('a');
          d.delete('b');
          d.set('c', {v: 9});
          d.set('new', 3);
        }),
      ).toEqual({a: {v: 1}, b: {v: 1}, c: {v: 1}, new: 3});
      // After forEach, the same.
      expect(
        entries(objects(), (d) => {
          d.forEach(() => {});
          d.delete('b');
        }),
      ).toEqual({a: {v: 1}, b: {v: 1}, c: {v: 1}});
      // clear after get removes only the primitive entries.
      const mixed = () =>
        new Map<string, unknown>([
          ['p', 1],
          ['o', {v: 1}],
        ]);
      expect(
        entries(mixed(), (d) => {
          d.get('p');
          d.clear();
        }),
      ).toEqual({o: {v: 1}});
      // Primitive entries: delete and set after get work.
      expect(
        entries(
          new Map<string, unknown>([
            ['a', 1],
            ['b', 2],
            ['c', 3],
          ]),
          (d) => {
            d.get('a');
            d.delete('b');
            d.set('c', 30);
          },
        ),
      ).toEqual({a: 1, c: 30});
      // Without the earlier get, the delete lands.
      expect(entries(objects(), (d) => void d.delete('b'))).toEqual({a: {v: 1}, c: {v: 1}});
    },
  }),
  claim({
    page,
    zh: 'for...of、entries()、values() 遍历 Map 草稿时，可能拿到原对象而不是草稿；Set 草稿用 for...of 遍历时拿到的一定是原对象。修改它们会直接改掉原始数据。',
    en: 'Iterating a Map draft with for...of, entries() or values() may give you the original objects rather than drafts, and iterating a Set draft with for...of always does. Changing them changes the original data.',
    proof: () => {
      const mapBase = () => ({m: new Map([['a', {v: 1}]])});
      const viaEntries = mapBase();
      produce(viaEntries, (d) => {
        for (const [, item] of d.m.entries()) item.v = 2;
      });
      const viaValues = mapBase();
      produce(viaValues, (d) => {
        for (const item of d.m.values()) item.v = 2;
      });
      expect([viaEntries.m.get('a')!.v, viaValues.m.get('a')!.v]).toEqual([2, 2]);
      // "may": after a get, for...of hands out the draft and the base is safe.
      const afterGet = mapBase();
      produce(afterGet, (d) => {
        d.m.get('a');
        for (const [, item] of d.m) item.v = 2;
      });
      expect(afterGet.m.get('a')!.v).toBe(1);
      const setBase = {s: new Set([{v: 1}])};
      produce(setBase, (d) => {
        d.s.forEach(() => {});
        for (const item of d.s) item.v = 2;
      });
      expect([...setBase.s][0].v).toBe(2);
      // "always": a Set of generated object members, iterated with for...of before or after other reads
      // (forEach, has, add): every member handed out is the base's own object, and changing it changes base.
      fc.assert(
        fc.property(
          fc.array(fc.record({v: fc.integer(), inner: fc.record({w: fc.nat(3)})}), {minLength: 1, maxLength: 4}),
          fc.subarray(['forEach', 'has', 'add'] as const),
          (members, before) => {
            const base = {s: new Set(members)};
            const handed: unknown[] = [];
            produce(base, (d) => {
              for (const read of before) {
                if (read === 'forEach') d.s.forEach(() => undefined);
                else if (read === 'has') d.s.has(members[0]!);
                else d.s.add({v: -1, inner: {w: 0}});
              }
              for (const item of d.s) {
                handed.push(item);
                item.v = 99;
              }
            });
            expect(handed.slice(0, members.length)).toEqual(members);
            handed.slice(0, members.length).forEach((item, i) => expect(item).toBe(members[i]));
            expect(members.map((m) => m.v)).toEqual(members.map(() => 99));
          },
        ),
        {seed: 38, numRuns: 100},
      );
    },
  }),
  claim({
    page,
    zh: '用 forEach（Map 和 Set 的草稿都会把草稿元素传给它）或 get(key)',
    en: 'use forEach (Map and Set drafts pass draft elements to it) or get(key)',
    proof: () => {
      const base = {s: new Set([{v: 1}]), m: new Map([['a', {v: 1}]])};
      const seen: boolean[] = [];
      const next = produce(base, (d) => {
        d.s.forEach((item) => {
          seen.push(isDraft(item));
          item.v = 2;
        });
        d.m.forEach((item) => void seen.push(isDraft(item)));
      });
      expect(seen).toEqual([true, true]);
      expect([[...base.s][0].v, [...next.s][0].v]).toEqual([1, 2]);
    },
  }),
  claim({
    page,
    zh: 'immut 返回的只读视图会忽略对普通对象和数组的写入与删除。但在 limu 4.1.3 中，视图里的 Map 和 Set 照样可以 set、delete、clear、add，而且改的是源对象。',
    en: 'The read-only view immut returns ignores writes and deletes on plain objects and arrays. In limu 4.1.3, though, a Map or Set inside the view still accepts set, delete, clear and add, and they change the source.',
    proof: () => {
      const source = {o: {a: 1}, l: [1], m: new Map([['k', 1]]), s: new Set([1])};
      const view = immut(source, {disableWarn: true});
      view.o.a = 2;
      delete (view.o as {a?: number}).a;
      view.l.push(2);
      view.l.pop();
      expect([source.o, source.l]).toEqual([{a: 1}, [1]]);
      view.m.set('x', 2);
      view.s.add(2);
      expect([source.m.size, source.s.size]).toEqual([2, 2]);
      view.m.delete('k');
      view.s.delete(1);
      expect([[...source.m.keys()], [...source.s]]).toEqual([['x'], [2]]);
      view.m.clear();
      view.s.clear();
      expect([source.m.size, source.s.size]).toEqual([0, 0]);
    },
  }),
];
