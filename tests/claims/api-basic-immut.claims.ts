import {readFileSync} from 'node:fs';
import {expect} from 'vitest';
import {claim} from './ledger';
import fc from 'fast-check';
import {
  applyPropertyStep,
  applyRichEdit,
  childrenOf,
  collectionCallArgs,
  isObject,
  pathEdit,
  propertyStep,
  richRoot,
  readAll,
  richState,
  shape,
  readError,
  warnings as captureWarnings,
} from './guides-support';

/** The warnings `fn` prints (tests/claims/guides-support.ts). */
const warnings = (fn: () => void): string[] => captureWarnings(fn).warned;

export default [
  claim({
    page: 'api/basic/immut',
    zh: 'immut(base) 返回 base 的只读视图：通过它赋值、delete 和调用数组方法都不会生效（Map、Set 自身的方法则会改到 base：在视图上对这个 Map 调用 get 或 forEach、对这个 Set 调用 forEach 之前立刻生效，之后的调用到结束视图时也可能补上，见下文），而直接修改 base 的结果会立刻反映在视图上（Map、Set 则只到在视图上对它调用 get 或 forEach 为止）。适合只把视图交给外部代码、自己保留原对象的场景。它在读取时才为读到的节点创建代理；与 deepFreeze 不同，它不冻结任何数据，base 仍然可写（只有开启 autoFreeze 时，finishImmut 才会冻结它，见下文）。',
    en: "immut(base) returns a read-only view of base: assignments, delete and array methods through the view have no effect (a Map's or Set's own methods do change base: at once until get or forEach is called on that Map, or forEach on that Set, through the view, and a later call can still land when the view ends; see below), while changes you make to base directly show through at once (in a Map or Set, until get or forEach is called on it through the view). Use it when you hand the view to other code and keep the original to yourself. It creates proxies for the nodes you read, when you read them, and unlike deepFreeze it freezes nothing: base stays writable (only with autoFreeze on does finishImmut freeze it, see below).",
    proof: () => {
      const {immut, limuUtils} = require('limu');
      const base = {a: {x: 1}, b: 1};
      const view = immut(base, {disableWarn: true});
      view.b = 2;
      delete view.a;
      expect(base).toEqual({a: {x: 1}, b: 1});
      base.b = 3;
      expect(view.b).toBe(3);
      // the node read is a proxy with limu's meta, not the base's own object
      expect(view.a).not.toBe(base.a);
      expect(limuUtils.getDraftMeta(view.a)).not.toBeNull();
      expect([Object.isFrozen(base), Object.isFrozen(base.a)]).toEqual([false, false]);
      // Over generated bases and recipes of assignments, deletes and array methods through the view: base
      // keeps its shape, no node of it is frozen, and a generated change to base shows through the view.
      // (Map and Set methods, the exception the sentence names, are the next claim's.)
      const {finishImmut} = require('limu');
      fc.assert(
        fc.property(richState, fc.array(propertyStep(), {maxLength: 5}), pathEdit, (state, steps, edit) => {
          const source = structuredClone(state);
          // The contents (an array's elements, not the own keys a read adds: the Behaviour list has those).
          const contents = (value: unknown): unknown =>
            Array.isArray(value)
              ? ['Array', value.map(contents)]
              : isObject(value)
                ? [value.constructor?.name, childrenOf(value).map(([key, child]) => [key, contents(child)])]
                : value;
          const before = contents(source);
          const seen = immut(source, {disableWarn: true});
          readAll(seen);
          steps.forEach((step) => applyPropertyStep(seen, step));
          expect(contents(source)).toEqual(before);
          expect(readAll(source).filter((node) => Object.isFrozen(node))).toEqual([]);
          // A change to base shows through; one into a Map or Set the view has walked (get, forEach) is not held to it.
          let target: object = source;
          for (const key of edit.path) {
            const next = new Map(childrenOf(target)).get(target instanceof Set ? Number(key) : key);
            if (!isObject(next)) break;
            target = next;
          }
          applyRichEdit(source, {...edit, change: true});
          if (!(target instanceof Map || target instanceof Set)) expect(shape(seen)).toEqual(shape(source));
          expect(finishImmut(seen)).toBe(source);
          expect(readAll(source).filter((node) => Object.isFrozen(node))).toEqual([]);
        }),
        {seed: 38, numRuns: 150},
      );
    },
  }),
  claim({
    page: 'api/basic/immut',
    zh: 'Map / Set 的方法不受保护：视图上的 map.set()、map.delete()、map.clear() 和 set.add()、set.delete()、set.clear() 会直接修改原对象，见下方示例；在视图上对这个 Map 调用过 get 或 forEach（对 Set 是 forEach）之后，这些调用在视图结束前不再改到原对象，但到 finishImmut（readOnly 草稿是 finishDraft）时可能部分补到原对象上；视图对它既调用过 get 或 forEach、又调用过这些方法（先后不限）的，结束视图后原对象的这个 Map 或 Set 还会多出可枚举的自有方法（Map 是 delete、clear、set、get，Set 是 delete、clear、add）。',
    en: 'Map and Set methods are not guarded: set, delete and clear on a Map of the view, and add, delete and clear on a Set, change the original object, see the sample below; once get or forEach has been called on that Map through the view (forEach on that Set), these calls no longer reach it while the view lasts, but at finishImmut (finishDraft for a readOnly draft) they can partly land on it; a Map or Set the view called both get or forEach and one of these methods on (in either order) has, once the view ends, enumerable own methods (on a Map: delete, clear, set, get; on a Set: delete, clear, add).',
    proof: () => {
      // Generated calls on a Map and a Set of a view: while the view lasts, the base Map and Set are plain
      // ones given the same writes up to the first get or forEach on the Map (forEach on the Set), and none
      // after; once the view ends (finishImmut, or finishDraft for a readOnly draft), one that got both such a
      // call and a write call (in either order) has the enumerable own methods.
      const {createDraft, finishDraft, finishImmut, immut} = require('limu');
      const member = fc.oneof(fc.integer({min: 0, max: 3}), fc.record({v: fc.integer({min: 0, max: 3})}));
      const call = fc.record({
        on: fc.constantFrom('m', 's'),
        method: fc.constantFrom('get', 'set', 'add', 'delete', 'has', 'clear', 'forEach', 'keys', 'values'),
        key: fc.constantFrom('a', 'b', 'c'),
        value: member,
      });
      fc.assert(
        fc.property(
          fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), member), {maxLength: 3}),
          fc.array(member, {maxLength: 3}),
          fc.array(call, {maxLength: 6}),
          fc.boolean(),
          (entries, members, calls, readOnly) => {
            const base = {m: new Map<string, unknown>(entries), s: new Set<unknown>(members)};
            const view = readOnly
              ? createDraft(base, {readOnly: true, disableWarn: true})
              : immut(base, {disableWarn: true});
            const expected = {m: new Map(base.m), s: new Set(base.s)};
            const stopped = {m: false, s: false};
            const wrote = {m: false, s: false};
            for (const c of calls) {
              const method =
                c.on === 'm' ? (c.method === 'add' ? 'set' : c.method) : c.method === 'set' ? 'add' : c.method;
              if (c.on === 's' && method === 'get') continue;
              const args = collectionCallArgs(c, method);
              const target = view[c.on] as unknown as Record<string, (...a: unknown[]) => unknown>;
              const out = target[method]!(...args);
              if (method === 'keys' || method === 'values') void [...(out as Iterable<unknown>)];
              if (method === 'forEach' || (c.on === 'm' && method === 'get')) stopped[c.on] = true;
              if (['set', 'add', 'delete', 'clear'].includes(method)) wrote[c.on] = true;
              if (stopped[c.on] || !['set', 'add', 'delete', 'clear'].includes(method)) continue;
              const plain = expected[c.on] as unknown as Record<string, (...a: unknown[]) => unknown>;
              plain[method]!(...args);
            }
            expect([[...base.m], [...base.s]]).toEqual([[...expected.m], [...expected.s]]);
            if (readOnly) finishDraft(view);
            else finishImmut(view);
            expect(Object.keys(base.m)).toEqual(stopped.m && wrote.m ? ['delete', 'clear', 'set', 'get'] : []);
            // forEach on a Set holding an object leaves a key '' as well (another sentence of the page).
            expect(Object.keys(base.s).filter((k) => k !== '')).toEqual(
              stopped.s && wrote.s ? ['delete', 'clear', 'add'] : [],
            );
          },
        ),
        {seed: 38, numRuns: 300},
      );
    },
  }),
  claim({
    page: 'api/basic/immut',
    zh: 'finishImmut(view) 结束视图，返回原对象。',
    en: 'finishImmut(view) ends the view and returns the original object.',
    proof: () => {
      const {finishImmut, immut} = require('limu');
      const base = {a: {b: 1}};
      const view = immut(base);
      expect(finishImmut(view)).toBe(base);
      expect(() => view.a).toThrow('meta should not be null');
    },
  }),
  claim({
    page: 'api/basic/immut',
    zh: '原始数据。原始值会抛错',
    en: 'The original value. A primitive throws',
    proof: () => {
      const {immut} = require('limu');
      for (const value of [1, 'a', null, undefined])
        expect(() => immut(value)).toThrow('base state can not be primitive');
      for (const value of [{}, [], new Map(), new Set()]) expect(() => immut(value)).not.toThrow();
    },
  }),
  claim({
    page: 'api/basic/immut',
    zh: 'ICreateDraftOptions 去掉 readOnly 可选，常用 disableWarn、compareVer、onOperate',
    en: 'ICreateDraftOptions without readOnly Optional; disableWarn, compareVer and onOperate are the useful ones',
    proof: () => {
      const dts = readFileSync(require.resolve('limu/lib/index.d.ts'), 'utf8');
      expect(dts).toContain('export declare function immut<T = ObjectLike>(base: T, options?: IImutOptions): T;');
      const inner = readFileSync(require.resolve('limu/lib/inner-types.d.ts'), 'utf8');
      expect(inner).toContain("export declare type IImutOptions = Omit<ICreateDraftOptions, 'readOnly'>;");
      const {immut, isDiff} = require('limu');
      const base = {a: 1};
      const ops: string[] = [];
      const view = immut(base, {compareVer: true, onOperate: (p: {op: string}) => ops.push(p.op)});
      void view.a;
      expect(ops).toEqual(['get']);
      expect(isDiff(view, immut(base, {compareVer: true}))).toBe(true);
      expect(isDiff(immut(base), immut(base))).toBe(false);
    },
  }),
  claim({
    page: 'api/basic/immut',
    zh: 'immut 返回的视图',
    en: 'A view returned by immut',
    proof: () => {
      const {finishImmut} = require('limu');
      expect(() => finishImmut({a: 1})).toThrow('Not a Limu root draft');
    },
  }),
  claim({
    page: 'api/basic/immut',
    zh: 'immut 返回一个只读代理。它不是草稿：isDraft(view) 为 false。每次调用都返回新的视图。',
    en: 'immut returns a read-only proxy. It is not a draft: isDraft(view) is false. Every call returns a new view.',
    proof: () => {
      const {immut, isDraft} = require('limu');
      // Over generated states, several calls: each view is a non-draft, new, and unlike the others.
      fc.assert(
        fc.property(richState, fc.integer({min: 2, max: 4}), (base, calls) => {
          const views = Array.from({length: calls}, () => immut(base));
          expect(views.map((v) => isDraft(v))).toEqual(views.map(() => false));
          expect(new Set([base, ...views]).size).toBe(calls + 1);
        }),
        {seed: 38, numRuns: 100},
      );
    },
  }),
  claim({
    page: 'api/basic/immut',
    zh: 'finishImmut 返回原对象 base。',
    en: 'finishImmut returns the original base.',
    proof: () => {
      const {finishImmut, immut} = require('limu');
      const base = [1];
      expect(finishImmut(immut(base))).toBe(base);
    },
  }),
  claim({
    page: 'api/basic/immut',
    zh: '写入被忽略：赋值、delete、数组的 push 等都不会生效，并在控制台输出 can not mutate state at readOnly mode!；传入 disableWarn: true 可关闭这条警告。在严格模式下写入也不会抛错。',
    en: 'Writes are ignored: assignments, delete and array methods such as push have no effect and log can not mutate state at readOnly mode! to the console; pass disableWarn: true to silence it. Writes do not throw, even in strict mode.',
    proof: () => {
      'use strict';
      const {immut} = require('limu');
      const base = {a: {x: 1}, l: [1]};
      const view = immut(base);
      const logged = warnings(() => {
        view.a.x = 2;
        delete view.a;
        view.l.push(2);
      });
      expect(base).toEqual({a: {x: 1}, l: [1]});
      expect(logged.length).toBeGreaterThanOrEqual(3);
      expect(new Set(logged)).toEqual(new Set(['can not mutate state at readOnly mode!']));
      const quiet = immut(base, {disableWarn: true});
      expect(
        warnings(() => {
          quiet.a.x = 2;
        }),
      ).toEqual([]);
    },
  }),
  claim({
    page: 'api/basic/immut',
    zh: '不会被撤销：视图一直可用，直到调用 finishImmut。对视图调用 finishDraft 会原样返回视图本身。',
    en: 'Never revoked: the view stays usable until finishImmut. Calling finishDraft on a view returns the view itself.',
    proof: () => {
      const {createDraft, finishDraft, immut, produce} = require('limu');
      // Over generated states and edits: drafts made and finished meanwhile (of the same data too), and
      // finishDraft on the view, leave every node of the view readable, showing the base.
      fc.assert(
        fc.property(richState, pathEdit, (base, edit) => {
          const view = immut(base);
          const before = readAll(view);
          produce(base, (d: object) => applyRichEdit(d, edit));
          const draft = createDraft(base);
          applyRichEdit(draft, edit);
          finishDraft(draft);
          expect(finishDraft(view)).toBe(view);
          expect(before.map((n) => readError(n))).toEqual(before.map(() => ''));
          expect(shape(view)).toEqual(shape(base));
        }),
        {seed: 38, numRuns: 100},
      );
    },
  }),
  // issue 25 item 2
  claim({
    page: 'api/basic/immut',
    zh: "读取数组、Map 或 Set 上不存在的键，会把这个键加到原始数据上：view.list.then（await view.list 也会读取它）会在 base.list 上留下一个值为 undefined 的自有键 then，Object.keys(base.list) 随之变成 ['0', 'then']。Map 和 Set 在视图上还没调用过 get 或 forEach 时也会这样多出自有键；数组上只由数字组成的键（如 view.list[5]）和对象不受影响；在视图上对含有对象成员的 Set 调用 forEach，还会在它上面留下一个自有键 ''（视图还对这个 Set 调用过 add、delete 或 clear 的除外：结束视图后它带上的是上面说的自有方法）；readOnly 草稿也是如此。",
    en: "Reading a key an array, Map or Set does not have adds it to base: view.list.then (which await view.list reads too) leaves an own key then, with the value undefined, on base.list, so Object.keys(base.list) becomes ['0', 'then']. A Map or Set gets such a key the same way as long as get or forEach has not been called on it through the view; an array's keys made of digits only (view.list[5]) and objects are not affected; forEach through the view on a Set holding an object leaves an own key '' on it (unless the view also calls add, delete or clear on that Set: once the view ends it has the own methods above instead); a readOnly draft does the same.",
    proof: async () => {
      const {createDraft, finishDraft, finishImmut, immut} = require('limu');
      const base = {list: [1], user: {name: 'limu'}};
      const view = immut(base);
      void view.list.then;
      void view.user.then;
      expect(Object.keys(base.list)).toEqual(['0', 'then']);
      expect(Object.prototype.hasOwnProperty.call(base.list, 'then')).toBe(true);
      expect((base.list as unknown as {then: unknown}).then).toBeUndefined();
      expect(Object.keys(base.user)).toEqual(['name']);
      const awaited = {list: [1]};
      await immut(awaited).list;
      expect(Object.keys(awaited.list)).toEqual(['0', 'then']);
      const readOnly = {list: [1]};
      const draft = createDraft(readOnly, {readOnly: true});
      void draft.list.foo;
      finishDraft(draft);
      expect(Object.keys(readOnly.list)).toEqual(['0', 'foo']);
      // A Set of objects walked by forEach keeps '' unless the view also calls add, delete or clear on it,
      // in either order: once the view ends it has the own methods instead.
      for (const write of [null, 'before', 'after'] as const) {
        const source = {tags: new Set<unknown>([{t: 1}])};
        const seen = immut(source, {disableWarn: true});
        if (write === 'before') seen.tags.add(2);
        seen.tags.forEach(() => {});
        if (write === 'after') seen.tags.delete(2);
        finishImmut(seen);
        expect(Object.keys(source.tags)).toEqual(write ? ['delete', 'clear', 'add'] : ['']);
      }
      // Over generated roots (objects, arrays, Maps, Sets): a key a node lacks, read on every node through a
      // view and through a readOnly draft before its children are read (before a Map's get, a Set's forEach),
      // becomes an own key of the base node exactly when the node is a Map, a Set, or an array and the key is
      // not made of digits only.
      fc.assert(
        fc.property(richRoot, fc.constantFrom('then', 'zz', '5', '-1', '1a'), fc.boolean(), (root, key, viaDraft) => {
          const source = structuredClone(root);
          const nodes = readAll(source);
          const before = nodes.map((node) => Object.keys(node));
          const draft = viaDraft ? createDraft(source, {readOnly: true, disableWarn: true}) : immut(source);
          const visit = (node: object) => {
            if (!Object.prototype.hasOwnProperty.call(node, key)) void Reflect.get(node, key);
            for (const [, child] of childrenOf(node)) if (isObject(child)) visit(child);
          };
          visit(draft);
          if (viaDraft) finishDraft(draft);
          nodes.forEach((node, i) => {
            const lacked = !before[i]!.includes(key);
            const gains = node instanceof Map || node instanceof Set || (Array.isArray(node) && !/^[0-9]+$/.test(key));
            const walkedSet = node instanceof Set && [...node].some(isObject) ? [''] : [];
            expect(Object.keys(node)).toEqual([...before[i]!, ...(lacked && gains ? [key] : []), ...walkedSet]);
          });
        }),
        {seed: 38, numRuns: 150},
      );
    },
  }),
];
