import * as limu from 'limu';
import {createDraft, finishDraft, immut, produce, type IOperateParams} from 'limu';
import fc from 'fast-check';
import {expect} from 'vitest';
import {claim} from './ledger';
import {isChangedFollowsIdentity, onOperateSeesEveryPropertyOperation, warnings} from './guides-support';

const page = 'guides/read-only-and-immut';

/** Every onOperate call one recipe makes. */
function operations<T extends object>(base: T, recipe: (draft: T) => void): IOperateParams[] {
  const seen: IOperateParams[] = [];
  produce(base, recipe, {onOperate: (p) => void seen.push(p)});
  return seen;
}

export default [
  claim({
    page,
    zh: 'isChanged set 时为新值与原值是否不全等（!==，写入相同的值为 false），del 时总为 true',
    en: 'isChanged for a set, whether the new value is !== the old one (false when writing the same value); always true for a del',
    proof: () => isChangedFollowsIdentity(limu, 60),
  }),
  claim({
    page,
    zh: '除了“生成新数据”，limu 的代理还能做两件事：把数据以只读的形式交出去，以及报告对数据属性的读写。',
    en: "Besides producing new data, limu's proxies can do two more things: hand data out in read-only form, and report the reads and writes of its properties.",
    proof: () => {
      const seen: string[] = [];
      const source = {user: {name: 'limu'}};
      const view = immut(source, {disableWarn: true, onOperate: (p) => void seen.push(`${p.op} ${String(p.key)}`)});
      view.user.name = 'x';
      expect(view.user.name).toBe('limu');
      expect(seen).toEqual(['get user', 'set name', 'get user', 'get name']);
      // Every property read and write, over generated recipes, through drafts and immut views alike.
      onOperateSeesEveryPropertyOperation(limu, 40);
    },
  }),
  claim({
    page,
    zh: '赋值和 delete 都不会生效，默认会在控制台打印警告 can not mutate state at readOnly mode!，传入 disableWarn: true 可关闭警告',
    en: 'Assignments and delete have no effect, and by default the console shows the warning can not mutate state at readOnly mode!; pass disableWarn: true to silence it',
    proof: () => {
      const base = {a: 1, b: 2};
      const {warned} = warnings(() => {
        const view = createDraft(base, {readOnly: true});
        view.a = 5;
        delete (view as {b?: number}).b;
        expect(view).toEqual({a: 1, b: 2});
        expect(finishDraft(view)).toBe(base);
      });
      expect(warned).toEqual(['can not mutate state at readOnly mode!', 'can not mutate state at readOnly mode!']);
      const quiet = warnings(() => {
        const view = createDraft(base, {readOnly: true, disableWarn: true});
        view.a = 5;
      });
      expect(quiet.warned).toEqual([]);
    },
  }),
  claim({
    page,
    zh: '写入被拒绝时不会抛错：代理的 set 处理器仍然返回成功，严格模式下也一样。',
    en: "A refused write doesn't throw: the proxy's set trap still reports success, in strict mode too.",
    proof: () => {
      const view = createDraft({a: 1}, {readOnly: true, disableWarn: true});
      // Reflect.set reports the trap's own answer; this module is strict, so a falsish trap would throw.
      expect(Reflect.set(view, 'a', 2)).toBe(true);
      expect(Reflect.deleteProperty(view, 'a')).toBe(true);
      expect(() => {
        view.a = 3;
      }).not.toThrow();
      expect(view.a).toBe(1);
    },
  }),
  claim({
    page,
    zh: 'produce、createDraft 和 immut 都接受 onOperate 选项。草稿上对属性和数组元素的每一次读（get）、写（set）、删除（del）都会调用它；写入中有一种例外：把草稿写回它被读出的位置时，普通对象的草稿从不调用，数组、Map 和 Set 的草稿只在第一次写回时调用，见下文。',
    en: 'produce, createDraft and immut all accept an onOperate option. It is called for every read (get), write (set) and deletion (del) of a property or an array element on the draft, except one kind of write: a draft written back where it was read from calls it never for a plain object, and for an array, Map or Set only the first time, shown below.',
    proof: () => {
      onOperateSeesEveryPropertyOperation(limu, 120, false, true);
      // The exception: a plain-object draft written back (property or array element) reports its read only;
      // an array draft written back, or an object draft written elsewhere, reports its set.
      const seen: string[] = [];
      limu.produce(
        {o: {x: 1}, list: [{n: 1}], tags: [1], p: null as unknown},
        (d) => {
          /* eslint-disable no-self-assign -- writing a draft back where it was read is what is tested */
          d.o = d.o;
          d.list[0] = d.list[0];
          d.tags = d.tags;
          /* eslint-enable no-self-assign */
          d.p = d.o;
        },
        {onOperate: (p) => void seen.push(`${p.op} ${String(p.key)}`)},
      );
      expect(seen.filter((s) => !s.startsWith('get'))).toEqual(['set tags', 'set p']);
    },
  }),
  claim({
    page,
    zh: '调用 Map 或 Set 的方法时，onOperate 收到的是对这个方法本身的一次读取（isBuiltInFnKey 为 true）。Set 的 add、delete、clear 和 Map 的 delete、clear 除此之外不再触发任何调用，onOperate 里看不到对应的 set 或 del。Map 的 set 只有在本次 recipe 里对这个 Map 调用过 get 或 forEach 之后，才会以对应键的 set 出现；而且从第一次这样的调用起，结束草稿时会为那一刻 Map 中值为对象的每个条目报告一次 set（isChanged 为 true），不论之后写过没有。',
    en: "A call to a Map or Set method reaches onOperate as a read of the method itself (isBuiltInFnKey is true). A Set's add, delete and clear, and a Map's delete and clear, trigger nothing more: no set or del shows them. A Map's set shows as a set of its key only once get or forEach has been called on that Map in the recipe; and from that first call on, finishing the draft reports a set (isChanged is true) for every entry that held an object at that moment, written since or not.",
    proof: () => {
      // Generated method calls on a Map draft and a Set draft of generated members: each call's first
      // report after reading the container is the method, as a built-in read; a Set's add, delete and
      // clear report nothing else.
      const call = fc.oneof(
        fc.record({
          on: fc.constant('m' as const),
          method: fc.constantFrom('get', 'set', 'delete', 'has', 'clear', 'forEach'),
          key: fc.constantFrom('a', 'b', 'c'),
          value: fc.integer(),
        }),
        fc.record({
          on: fc.constant('s' as const),
          method: fc.constantFrom('add', 'delete', 'has', 'clear', 'forEach'),
          key: fc.constantFrom('a', 'b', 'c'),
          value: fc.integer(),
        }),
      );
      const member = fc.oneof(fc.integer({min: 0, max: 3}), fc.record({v: fc.integer()}));
      fc.assert(
        fc.property(
          fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), member), {maxLength: 3}),
          fc.array(member, {maxLength: 3}),
          fc.array(call, {minLength: 1, maxLength: 5}),
          (entries, members, calls) => {
            const seen: {op: string; key: string; builtIn: boolean; changed?: boolean}[] = [];
            const onOperate = (p: IOperateParams) =>
              void seen.push(
                p.op === 'get'
                  ? {op: p.op, key: String(p.key), builtIn: p.isBuiltInFnKey}
                  : {op: p.op, key: String(p.key), builtIn: p.isBuiltInFnKey, changed: p.isChanged},
              );
            const shadow = new Map(entries);
            let walked: string[] | undefined;
            let atFinish = 0;
            produce(
              {m: new Map(entries), s: new Set(members)},
              (d) => {
                for (const c of calls) {
                  const from = seen.length;
                  const args =
                    c.method === 'forEach'
                      ? [() => undefined]
                      : c.method === 'set'
                        ? [c.key, c.value]
                        : c.on === 's' && c.method === 'add'
                          ? [c.value]
                          : [c.key];
                  const container = d[c.on] as unknown as Record<string, (...a: unknown[]) => unknown>;
                  container[c.method]!(...args);
                  const reports = seen.slice(from);
                  expect(reports.slice(0, 2)).toEqual([
                    {op: 'get', key: c.on, builtIn: false},
                    {op: 'get', key: c.method, builtIn: true},
                  ]);
                  if (c.on === 's' && ['add', 'delete', 'clear'].includes(c.method)) expect(reports).toHaveLength(2);
                  if (c.on === 'm' && ['delete', 'clear'].includes(c.method)) expect(reports).toHaveLength(2);
                  // A Map's set: its key's set only after a get or forEach on the Map.
                  if (c.on === 'm' && c.method === 'set')
                    expect(reports.slice(2).map((r) => `${r.op} ${r.key}`)).toEqual(walked ? [`set ${c.key}`] : []);
                  if (c.on === 'm' && (c.method === 'get' || c.method === 'forEach')) {
                    walked ??= [...shadow].filter(([, v]) => typeof v === 'object').map(([k]) => `set ${k} true`);
                  }
                  if (c.on === 'm' && c.method === 'set') shadow.set(c.key, c.value);
                  if (c.on === 'm' && c.method === 'delete') shadow.delete(c.key);
                  if (c.on === 'm' && c.method === 'clear') shadow.clear();
                }
                atFinish = seen.length;
              },
              {onOperate},
            );
            // Finishing: a set (isChanged true) for each entry holding an object at the first get or forEach.
            expect(seen.slice(atFinish).map((r) => `${r.op} ${r.key} ${r.changed}`)).toEqual(walked ?? []);
          },
        ),
        {seed: 38, numRuns: 150},
      );
    },
  }),
  claim({
    page,
    zh: '被操作的键（可能是 Symbol）',
    en: 'the key being accessed (may be a Symbol)',
    proof: () => {
      const S = Symbol('s');
      const seen = operations({[S]: 1}, (d: Record<symbol, number>) => void d[S]);
      expect(seen.map((p) => p.key)).toEqual([S]);
    },
  }),
  claim({
    page,
    zh: "父节点的路径，如 ['user']",
    en: "the path of the parent node, e.g. ['user']",
    proof: () => {
      const seen = operations({user: {name: 'a'}}, (d: {user: {name: string}}) => void (d.user.name = 'b'));
      const write = seen.find((p) => p.op === 'set')!;
      expect([write.keyPath, write.fullKeyPath]).toEqual([['user'], ['user', 'name']]);
    },
  }),
  claim({
    page,
    zh: '读到的值，或将要写入的值',
    en: 'the value read, or the value about to be written',
    proof: () => {
      const seen = operations({user: {name: 'a'}}, (d: {user: {name: string}}) => {
        void d.user.name;
        d.user.name = 'b';
      });
      const onName = seen.filter((p) => p.key === 'name').map((p) => [p.op, p.value]);
      expect(onName).toEqual([
        ['get', 'a'],
        ['set', 'b'],
      ]);
    },
  }),
  claim({
    page,
    zh: '键是否是数组、Map、Set 的内置方法（如 push）',
    en: 'whether the key is a built-in method of an array, Map or Set (such as push)',
    proof: () => {
      const seen = operations(
        {l: [1], m: new Map([['k', 1]]), s: new Set([1])},
        (d: {l: number[]; m: Map<string, number>; s: Set<number>}) => {
          d.l.push(2);
          d.m.set('k', 2);
          d.s.add(2);
        },
      );
      const builtIn = seen.filter((p) => p.isBuiltInFnKey).map((p) => String(p.key));
      expect(builtIn).toEqual(expect.arrayContaining(['push', 'set', 'add']));
      expect(seen.filter((p) => ['l', 'm', 's'].includes(String(p.key))).every((p) => !p.isBuiltInFnKey)).toBe(true);
    },
  }),
  claim({
    page,
    zh: '在 get 中调用，草稿上的这次读取会返回 newValue，原始数据不变；',
    en: 'called on a get, that read of the draft returns newValue, and the data is left as it was;',
    proof: () => {
      const base = {price: 10};
      let read = 0;
      const next = produce(
        base,
        (d) => {
          read = d.price;
        },
        {onOperate: (p) => void (p.op === 'get' && p.key === 'price' && p.replaceValue(99))},
      );
      expect([read, next === base, base.price]).toEqual([99, true, 10]);
    },
  }),
  claim({
    page,
    zh: 'getReplaced() 返回 { isReplaced, replacedValue }，可以得知本次操作的值是否已被替换。',
    en: 'getReplaced() returns { isReplaced, replacedValue }, telling you whether the value of this operation has been replaced.',
    proof: () => {
      const seen: unknown[] = [];
      produce({price: 10}, (d) => void (d.price = -5), {
        onOperate: (p) => {
          if (p.op !== 'set') return;
          seen.push(p.getReplaced());
          p.replaceValue(0);
          seen.push(p.getReplaced());
        },
      });
      expect(seen).toEqual([
        {isReplaced: false, replacedValue: -5},
        {isReplaced: true, replacedValue: 0},
      ]);
    },
  }),
  claim({
    page,
    zh: '但它并非完全不碰原始数据：通过视图读取数组上不存在的属性（例如 view.list.foo），会在原数组上添加这个键，值为 undefined',
    en: "It doesn't leave the data entirely alone, though: reading a property that an array doesn't have through the view (such as view.list.foo) adds that key, with the value undefined, to the original array",
    proof: () => {
      const store = {list: [1], obj: {a: 1}};
      const view = immut(store) as unknown as {list: Record<string, unknown>; obj: Record<string, unknown>};
      void view.list.foo;
      void view.obj.foo;
      expect(Object.keys(store.list)).toEqual(['0', 'foo']);
      expect(Object.getOwnPropertyDescriptor(store.list, 'foo')!.value).toBeUndefined();
      expect(Object.keys(store.obj)).toEqual(['a']);
      expect(Object.isFrozen(store)).toBe(false);
    },
  }),
];
