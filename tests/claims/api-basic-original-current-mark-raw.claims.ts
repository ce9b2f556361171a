import {expect} from 'vitest';
import fc from 'fast-check';
import {
  applyRichEdit,
  collectionCallArgs,
  markedObjectsComeBackAsIs,
  originalGivesBaseNodes,
  pathEdit,
  reachable,
  richState,
} from './guides-support';
import {claim} from './ledger';

/**
 * current over generated states (objects, arrays, Maps, Sets), a Map with object keys and a generated
 * edit, taken at the root or at a child: no object of the snapshot (through values, Map values and Set
 * members) is one of the base's; a Map's keys are the base's own.
 */
function snapshotCopiesAllButMapKeys(numRuns = 100): void {
  const {current, produce} = require('limu');
  fc.assert(
    fc.property(richState, pathEdit, fc.boolean(), (state, edit, atChild) => {
      const key = {id: 1};
      const base = {...state, keyed: new Map([[key, {v: 1}]])};
      const baseObjects = reachable(base);
      produce(base, (d: typeof base) => {
        applyRichEdit(d, edit);
        const snap = current(atChild ? d.keyed : d);
        expect([...reachable(snap)].filter((o) => baseObjects.has(o))).toEqual([]);
        const keyed = (atChild ? snap : snap.keyed) as Map<unknown, unknown>;
        expect([...keyed.keys()][0]).toBe(key);
      });
    }),
    {seed: 38, numRuns},
  );
}

/**
 * The known exception of current, over generated calls on a Map and a Set draft: the root's snapshot holds
 * the Map as it was at its first get or forEach, the Set as it was at its first forEach (everything before,
 * nothing after), while current on the Map or Set itself holds every call.
 */
export function snapshotsAboveStopAtTheFirstWalk(numRuns = 200): void {
  const {createDraft, current, finishDraft} = require('limu');
  const member = fc.oneof(fc.integer({min: 0, max: 3}), fc.record({v: fc.integer({min: 0, max: 3})}));
  const call = fc.record({
    on: fc.constantFrom('m' as const, 's' as const),
    method: fc.constantFrom('get', 'set', 'delete', 'has', 'clear', 'forEach', 'keys', 'values'),
    key: fc.constantFrom('a', 'b', 'c'),
    value: member,
  });
  const plain = (value: unknown) => JSON.stringify(value instanceof Map || value instanceof Set ? [...value] : value);
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), member), {maxLength: 3}),
      fc.array(member, {maxLength: 3}),
      fc.array(call, {maxLength: 6}),
      (entries, members, calls) => {
        const draft = createDraft({m: new Map<string, unknown>(entries), s: new Set<unknown>(members)});
        const shadow = {m: new Map<string, unknown>(entries), s: new Set<unknown>(members)};
        const atWalk: {m?: string; s?: string} = {};
        for (const c of calls) {
          const method = c.on === 's' && c.method === 'set' ? 'add' : c.method;
          if (c.on === 's' && method === 'get') continue;
          const walks = method === 'forEach' || (c.on === 'm' && method === 'get');
          if (walks) atWalk[c.on] ??= plain(shadow[c.on]);
          const args = collectionCallArgs(c, method);
          const out = (draft[c.on] as unknown as Record<string, (...a: unknown[]) => unknown>)[method]!(...args);
          if (method === 'keys' || method === 'values') void [...(out as Iterable<unknown>)];
          if (['set', 'add', 'delete', 'clear'].includes(method))
            (shadow[c.on] as unknown as Record<string, (...a: unknown[]) => unknown>)[method]!(...args);
        }
        const snap = current(draft);
        expect([plain(snap.m), plain(snap.s)]).toEqual([atWalk.m ?? plain(shadow.m), atWalk.s ?? plain(shadow.s)]);
        expect([plain(current(draft.m)), plain(current(draft.s))]).toEqual([plain(shadow.m), plain(shadow.s)]);
        finishDraft(draft);
      },
    ),
    {seed: 38, numRuns},
  );
}

class Point {
  constructor(public x = 1) {}
  get twice(): number {
    return this.x * 2;
  }
}
const TAG = Symbol('tag');
/** Leaves that are not plain data, for the current sentence about "other objects". */
const otherLeaf = fc.constantFrom(
  () => new Point(),
  () => Object.assign(Object.create(null) as object, {n: 1}),
  () => ({[TAG]: 1, n: 1}),
  () => new Date(0),
  () => /a/g,
  () => new Uint8Array(2),
  () => new Error('e'),
  () => function named() {},
);
/**
 * current over generated states holding such leaves (and a Symbol key on the root): a leaf whose tag is
 * [object Object] comes back a new plain object of its own enumerable string keys, any other the base's
 * own instance; no node of the snapshot has a Symbol key.
 */
function snapshotOfOtherObjects(numRuns = 150): void {
  const {current, produce} = require('limu');
  fc.assert(
    fc.property(
      richState,
      fc.array(fc.tuple(fc.constantFrom('a', 'b', 'x'), otherLeaf), {maxLength: 3}),
      (state, leaves) => {
        const base: Record<PropertyKey, unknown> = {...state, [TAG]: {n: 1}};
        for (const [key, make] of leaves) base[key] = make();
        produce(base, (d: Record<string, unknown>) => {
          const snap = current(d) as Record<PropertyKey, unknown>;
          for (const [key] of leaves) {
            const was = base[key] as object;
            const now = snap[key] as object;
            if (Object.prototype.toString.call(was) === '[object Object]') {
              expect(now).not.toBe(was);
              expect(Object.getPrototypeOf(now)).toBe(Object.prototype);
              expect(Object.entries(now)).toEqual(Object.entries(was));
            } else expect(now).toBe(was);
          }
          const objects = [...reachable(snap)].filter((o) => !(o instanceof Date || o instanceof RegExp));
          expect(objects.filter((o) => Object.getOwnPropertySymbols(o).length > 0)).toEqual([]);
        });
      },
    ),
    {seed: 38, numRuns},
  );
}

export default [
  claim({
    page: 'api/basic/original',
    zh: 'original(value) 返回草稿节点背后的原始对象（修改之前的那一份）。传入的不是草稿时，原样返回。',
    en: 'original(value) returns the original object behind a draft node (the one from before any change). A value that is not a draft is returned as is.',
    proof: () => {
      const {createDraft, finishDraft, original} = require('limu');
      const base = {user: {name: 'limu'}};
      const draft = createDraft(base);
      draft.user.name = 'limu 4';
      expect(original(draft.user).name).toBe('limu');
      finishDraft(draft);
      originalGivesBaseNodes(require('limu'), 150);
    },
  }),
  claim({
    page: 'api/basic/original',
    zh: '草稿节点：对应的原始对象，与传给 createDraft / produce 的数据中的那个节点是同一个引用。',
    en: 'A draft node: its original object, the very node of the data passed to createDraft / produce.',
    proof: () => {
      const {createDraft, finishDraft, original, produce} = require('limu');
      const base = {a: {b: {c: 1}}};
      const draft = createDraft(base);
      expect(original(draft.a.b)).toBe(base.a.b);
      finishDraft(draft);
      produce(base, (d: typeof base) => {
        d.a.b.c = 2;
        expect(original(d.a)).toBe(base.a);
      });
    },
  }),
  claim({
    page: 'api/basic/original',
    zh: 'immut 视图：视图背后的原对象。',
    en: 'An immut view: the object behind the view.',
    proof: () => {
      const {immut, original} = require('limu');
      const base = {a: {x: 1}};
      const view = immut(base);
      expect(original(view)).toBe(base);
      expect(original(view.a)).toBe(base.a);
    },
  }),
  claim({
    page: 'api/basic/mark-raw',
    zh: 'markRaw(obj) 给对象打上标记，此后 limu 在任何草稿中读到它时都直接返回原对象，不再为它创建代理和浅拷贝。',
    en: 'markRaw(obj) tags an object so that, from then on, whenever limu reads it in any draft it returns the object itself instead of creating a proxy and a shallow copy.',
    // Generated states, a generated choice of objects marked: every read of one in produce, createDraft,
    // a readOnly draft (and immut) returns it.
    proof: () => markedObjectsComeBackAsIs(require('limu'), 150),
  }),
  claim({
    page: 'api/basic/mark-raw',
    zh: '传入的同一个对象（原地打标记，不复制）。可以用 limuUtils.isMardedRaw 判断一个对象是否已被标记。',
    en: 'The same object, marked in place (not copied). limuUtils.isMardedRaw tells whether an object is marked.',
    proof: () => {
      const {limuUtils, markRaw} = require('limu');
      const obj = {a: 1};
      expect(limuUtils.isMardedRaw(obj)).toBe(false);
      expect(markRaw(obj)).toBe(obj);
      expect(limuUtils.isMardedRaw(obj)).toBe(true);
    },
  }),
  claim({
    page: 'api/basic/mark-raw',
    zh: 'immer 没有同名 API；最接近的做法是让对象不可代理（例如类实例默认不会被代理）。',
    en: 'immer has no API of this name; the closest thing is an object immer does not draft (class instances are not drafted by default).',
    proof: () => {
      const immer = require('immer');
      expect(Object.keys(immer)).not.toContain('markRaw');
      class Point {
        x = 1;
      }
      immer.produce({p: new Point()}, (d: {p: Point}) => {
        expect(immer.isDraft(d.p)).toBe(false);
      });
    },
  }),
  // issue 25 item 3
  claim({
    page: 'api/basic/mark-raw',
    zh: '展开语法（和 Object.assign 一样）会把标记这个可枚举的 Symbol 属性一并复制过去，所以新对象同样带有标记，下次修改它的字段时又会原地修改',
    en: 'The spread (like Object.assign) copies the mark, an enumerable Symbol property, so the new object is marked too, and the next change of one of its fields again changes it in place',
    proof: () => {
      const {limuUtils, markRaw, produce} = require('limu');
      const raw = markRaw({x: 1});
      const [mark] = Object.getOwnPropertySymbols(raw);
      expect(Object.getOwnPropertyDescriptor(raw, mark)?.enumerable).toBe(true);
      expect(limuUtils.isMardedRaw({...raw})).toBe(true);
      expect(limuUtils.isMardedRaw(Object.assign({}, raw))).toBe(true);
      const base = {cfg: raw};
      const next = produce(base, (d: typeof base) => {
        d.cfg = {...d.cfg, x: 2};
      });
      const later = produce(next, (d: typeof base) => {
        d.cfg.x = 4;
      });
      expect(later).toBe(next);
      expect(next.cfg.x).toBe(4);
    },
  }),
  claim({
    page: 'api/basic/current',
    zh: 'current(draft) 返回草稿（或草稿子节点）此刻内容的快照。已知的例外是：对某个 Map 草稿调用过 get 或 forEach、或对某个 Set 草稿调用过 forEach 之后，再对它做的修改（Map 的 set、delete、clear，Set 的 add、delete、clear）在它上层节点的快照里都看不到（见下文）。快照是深拷贝出来的普通数据，不是草稿，之后对草稿的修改不会影响它，草稿结束后它也依然可用。',
    en: "current(draft) returns a snapshot of what a draft (or a child of a draft) holds right now, except in one known case: once get or forEach has been called on a Map draft, or forEach on a Set draft, its later writes (a Map's set, delete and clear, a Set's add, delete and clear) are missing from snapshots of the nodes above it (see below). The snapshot is plain data made by a deep copy, not a draft: later changes to the draft do not affect it, and it stays usable after the draft is finished.",
    proof: () => {
      const {createDraft, current, finishDraft, isDraft} = require('limu');
      const draft = createDraft({a: {x: 1}, l: [1]});
      draft.a.x = 2;
      const snap = current(draft);
      const child = current(draft.a);
      draft.a.x = 3;
      finishDraft(draft);
      expect([snap.a.x, child.x, isDraft(snap), isDraft(child)]).toEqual([2, 2, false, false]);
      expect(snap.l).toEqual([1]);
      // The exception: a Map's set after a get on it is missing from the root's snapshot, not from the Map's.
      const withMap = createDraft({m: new Map([['a', 1]])});
      withMap.m.get('a');
      withMap.m.set('z', 0);
      expect([[...current(withMap).m.keys()], [...current(withMap.m).keys()]]).toEqual([['a'], ['a', 'z']]);
      expect([...finishDraft(withMap).m.keys()]).toEqual(['a', 'z']);
      snapshotsAboveStopAtTheFirstWalk();
    },
  }),
  // issue 25 item 5
  claim({
    page: 'api/basic/current',
    zh: '其中的普通对象、数组、Map 和 Set 都是新对象（Map 的键除外，仍是原来的对象），连没改过的节点也不例外。类型标签为 [object Object] 的其他对象，如类的实例、Object.create(null) 创建的对象，也被复制成普通对象，只带上自身可枚举的字符串键，原型随之丢失；各层的 Symbol 键都不会出现在快照里。除此之外的对象（如 Date、RegExp、类型化数组、函数）不会被复制，快照里仍是原始数据中的同一个实例（current(draft).at === base.at）。',
    en: "every plain object, array, Map and Set in it is a new object (except a Map's keys, which are the same objects), unchanged nodes included. Other objects whose type tag is [object Object], such as a class instance or an object made by Object.create(null), are copied too, as plain objects holding their own enumerable string keys: their prototype is lost. Symbol keys are left out of the snapshot at every level. Any other object, such as a Date, a RegExp, a typed array or a function, is not copied: the snapshot holds the base's own instance (current(draft).at === base.at).",
    proof: () => {
      snapshotCopiesAllButMapKeys();
      const {current, produce} = require('limu');
      const base = {
        o: {a: 1},
        l: [1],
        m: new Map(),
        s: new Set(),
        f: Object.freeze({w: 1}),
        at: new Date(0),
        re: /a/,
        ta: new Uint8Array(2),
      };
      produce(base, (d: typeof base) => {
        d.l.push(2);
        const snap = current(d);
        expect([snap.o === base.o, snap.l === base.l, snap.m === base.m, snap.s === base.s, snap.f === base.f]).toEqual(
          [false, false, false, false, false],
        );
        expect([snap.at === base.at, snap.re === base.re, snap.ta === base.ta]).toEqual([true, true, true]);
      });
      snapshotOfOtherObjects();
    },
  }),
  claim({
    page: 'api/basic/current',
    zh: 'limu 的快照会复制每个普通对象、数组、Map 和 Set（Map 的键除外）',
    en: "limu's snapshot copies every plain object, array, Map and Set (except a Map's keys)",
    proof: () => snapshotCopiesAllButMapKeys(),
  }),
  claim({
    page: 'api/basic/current',
    zh: 'immer 11 的快照则对读取过但没有修改的子节点以及冻结的子树直接复用原始数据里的对象',
    en: "immer 11's reuses the base's own objects for children that were read but not changed and for frozen subtrees",
    proof: () => {
      const immer = require('immer');
      expect(require('immer/package.json').version).toMatch(/^11\./);
      const base = {a: {x: 1}, c: {y: 1}, r: {z: 1}, f: Object.freeze({w: 1})};
      immer.produce(base, (d: typeof base) => {
        d.a.x = 2;
        void d.r.z;
        const snap = immer.current(d);
        expect([snap.c === base.c, snap.r === base.r, snap.f === base.f, snap.a === base.a]).toEqual([
          false,
          true,
          true,
          false,
        ]);
      });
    },
  }),
];
