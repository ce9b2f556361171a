/**
 * The behaviour probes: one operation each, run on a draft by limu, immer and mutative (harness.ts)
 * and, as the expected result, on a fresh copy of the base by plain JavaScript. The page
 * /docs/guides/behaviour shows each probe's source as written here (Function#toString), so keep
 * every base and recipe a short literal that reads well on its own.
 */
import type {Group, LibName} from '../../../src/components/BehaviourMatrix/types';

export interface Api {
  name: LibName | 'plain';
  produce(base: any, recipe: (draft: any) => unknown, options?: Record<string, unknown>): any;
  createDraft(base: any, options?: Record<string, unknown>): any;
  finishDraft(draft: any): any;
  original(draft: any): any;
  current(draft: any): any;
  isDraft(value: unknown): boolean;
  /** The library's own module (limu-only APIs: immut, markRaw, isDiff). */
  lib: any;
}

/** `expect: THROWS`: the expected behaviour is an error. */
export const THROWS = Symbol.for('behaviour.throws');

export interface Probe {
  id: string;
  group: string;
  zh: string;
  en: string;
  base: () => any;
  /** Returns what is compared: usually the produced result. */
  run: (base: any, api: Api) => unknown;
  /** Shown instead of `run`'s source (set by `p`). */
  source?: string;
  /** The expected value when plain mutation cannot express it (limu-only APIs, draft lifecycle). */
  expect?: unknown;
  /** The expected behaviour changes the base (disableProxy): a changed base is then no fault. */
  changesBase?: boolean;
  /** Libraries without an equivalent API. */
  na?: LibName[];
}

export const GROUPS: Group[] = [
  {id: 'object', zh: '对象', en: 'Objects'},
  {id: 'array-primitives', zh: '原始值数组', en: 'Arrays of primitives'},
  {id: 'array-objects', zh: '对象数组', en: 'Arrays of objects'},
  {id: 'map', zh: 'Map', en: 'Map'},
  {id: 'set', zh: 'Set', en: 'Set'},
  {id: 'new-container', zh: '把草稿放进新容器', en: 'Drafts in new containers'},
  {id: 'recipe', zh: '回调返回值与异步回调', en: 'Recipe return values and async recipes'},
  {id: 'freeze', zh: '冻结', en: 'Freezing'},
  {
    id: 'lifecycle',
    zh: '草稿生命周期：original、current、isDraft、createDraft',
    en: 'Draft lifecycle: original, current, isDraft, createDraft',
  },
  {id: 'immut', zh: 'immut 只读视图', en: 'immut read-only views'},
  {id: 'markraw', zh: 'markRaw', en: 'markRaw'},
  {id: 'options', zh: 'ICreateDraftOptions 选项', en: 'ICreateDraftOptions options'},
];

type Recipe = (draft: any) => unknown;

/** A probe that runs `api.produce(base, recipe)`. */
function p(
  id: string,
  group: string,
  zh: string,
  en: string,
  base: () => any,
  recipe: Recipe,
  extra: Partial<Probe> = {},
): Probe {
  return {
    id,
    group,
    zh,
    en,
    base,
    run: (b, api) => api.produce(b, recipe),
    source: `api.produce(base, ${recipe.toString()});`,
    ...extra,
  };
}

/** A probe with its own run (lifecycle, options, limu-only APIs). */
function r(
  id: string,
  group: string,
  zh: string,
  en: string,
  base: () => any,
  run: Probe['run'],
  extra: Partial<Probe> = {},
): Probe {
  return {id, group, zh, en, base, run, ...extra};
}

const LIMU_ONLY: LibName[] = ['immer', 'mutative'];

class Point {
  x: number;
  y: number;
  constructor(x: number, y: number) {
    this.x = x;
    this.y = y;
  }
  get length() {
    return Math.hypot(this.x, this.y);
  }
  move(dx: number) {
    this.x += dx;
  }
}

const obj = () => ({a: 1, b: {c: 1}});
const prims = () => ({l: [3, 1, 2]});
const objs = () => ({l: [{id: 3}, {id: 1}, {id: 2}]});

export const PROBES: Probe[] = [
  // Objects ----------------------------------------------------------------------------------
  p('object-set', 'object', '修改属性', 'Set a property', obj, (d) => {
    d.a = 2;
  }),
  p('object-set-nested', 'object', '修改嵌套属性', 'Set a nested property', obj, (d) => {
    d.b.c = 2;
  }),
  p('object-add', 'object', '新增属性', 'Add a property', obj, (d) => {
    d.x = 1;
  }),
  p('object-delete', 'object', '删除属性', 'Delete a property', obj, (d) => {
    delete d.a;
  }),
  p('object-delete-nested', 'object', '删除嵌套属性', 'Delete a nested property', obj, (d) => {
    delete d.b.c;
  }),
  p('object-assign', 'object', 'Object.assign 合并', 'Object.assign onto the draft', obj, (d) => {
    Object.assign(d, {a: 5, z: 6});
  }),
  r(
    'object-no-change-identity',
    'object',
    '写入相同的值：结果仍是 base 本身',
    'Write the same value: the result is the base itself',
    obj,
    (base, api) =>
      api.produce(base, (d) => {
        d.a = 1;
      }) === base,
  ),
  r(
    'object-keys-after-delete',
    'object',
    '删除后在回调里读 Object.keys',
    'Object.keys inside the recipe after a delete',
    obj,
    (base, api) => {
      let keys: unknown;
      api.produce(base, (d) => {
        delete d.a;
        keys = Object.keys(d);
      });
      return keys;
    },
  ),
  p(
    'object-symbol-set',
    'object',
    '修改 Symbol 键',
    'Set a symbol key',
    () => ({[Symbol.for('tag')]: 1}),
    (d) => {
      d[Symbol.for('tag')] = 2;
    },
  ),
  p(
    'object-symbol-add',
    'object',
    '新增 Symbol 键',
    'Add a symbol key',
    () => ({a: 1}),
    (d) => {
      d[Symbol.for('tag')] = 1;
    },
  ),
  p(
    'object-symbol-delete',
    'object',
    '删除 Symbol 键',
    'Delete a symbol key',
    () => ({a: 1, [Symbol.for('tag')]: 1}),
    (d) => {
      delete d[Symbol.for('tag')];
    },
  ),
  p(
    'object-getter-kept',
    'object',
    '修改后 getter 仍在',
    'A getter survives a change',
    () => ({
      a: 1,
      get double() {
        return this.a * 2;
      },
    }),
    (d) => {
      d.a = 2;
    },
  ),
  p(
    'object-non-enumerable-kept',
    'object',
    '修改后不可枚举属性仍在',
    'A non-enumerable property survives a change',
    () => Object.defineProperty({a: 1}, 'hidden', {value: 1, writable: true, enumerable: false, configurable: true}),
    (d) => {
      d.a = 2;
    },
  ),
  p(
    'object-non-enumerable-set',
    'object',
    '修改不可枚举属性',
    'Set a non-enumerable property',
    () => Object.defineProperty({a: 1}, 'hidden', {value: 1, writable: true, enumerable: false, configurable: true}),
    (d) => {
      d.hidden = 2;
    },
  ),
  p(
    'object-null-prototype',
    'object',
    '无原型对象（Object.create(null)）',
    'An object without prototype (Object.create(null))',
    () => Object.assign(Object.create(null), {a: 1}),
    (d) => {
      d.a = 2;
    },
  ),
  p(
    'object-class-untouched',
    'object',
    '类实例未修改时原样保留',
    'An unmodified class instance is kept',
    () => ({p: new Point(3, 4), n: 1}),
    (d) => {
      d.n = 2;
    },
  ),
  p(
    'object-class-set-field',
    'object',
    '修改类实例的字段',
    'Set a field of a class instance',
    () => ({p: new Point(3, 4)}),
    (d) => {
      d.p.x = 6;
    },
  ),
  p(
    'object-class-method',
    'object',
    '调用类实例的修改方法',
    'Call a mutating method of a class instance',
    () => ({p: new Point(3, 4)}),
    (d) => {
      d.p.move(3);
    },
  ),
  p(
    'object-class-replace',
    'object',
    '整体替换类实例',
    'Replace a class instance',
    () => ({p: new Point(3, 4)}),
    (d) => {
      d.p = new Point(6, 8);
    },
  ),
  p(
    'object-date-method',
    'object',
    '调用 Date 的 set 方法',
    'Call a Date setter',
    () => ({due: new Date(Date.UTC(2025, 0, 1))}),
    (d) => {
      d.due.setUTCFullYear(2026);
    },
  ),
  p(
    'object-date-replace',
    'object',
    '赋一个新 Date',
    'Assign a new Date',
    () => ({due: new Date(Date.UTC(2025, 0, 1))}),
    (d) => {
      d.due = new Date(Date.UTC(2026, 0, 1));
    },
  ),
  p(
    'object-cycle-change',
    'object',
    '修改循环引用路径上的对象',
    'Change an object on a cycle',
    () => {
      const node: any = {value: 1};
      node.self = node;
      return {node};
    },
    (d) => {
      d.node.value = 2;
    },
  ),
  p(
    'object-cycle-unchanged',
    'object',
    '循环引用旁的修改',
    'Change next to a cycle',
    () => {
      const node: any = {value: 1};
      node.self = node;
      return {node, n: 1};
    },
    (d) => {
      d.n = 2;
    },
  ),
  p(
    'object-frozen-base',
    'object',
    '冻结的 base',
    'A frozen base',
    () => Object.freeze({a: 1, b: Object.freeze({c: 1})}),
    (d) => {
      d.b.c = 2;
    },
    {expect: {a: 1, b: {c: 2}}},
  ),
  p(
    'object-shared-reference',
    'object',
    '同一对象两条路径，只改一条',
    'One object at two paths, change one',
    () => {
      const t = {n: 1};
      return {x: t, y: t};
    },
    (d) => {
      d.x.n = 2;
    },
  ),

  // Arrays of primitives -----------------------------------------------------------------------
  p('array-primitives-index', 'array-primitives', '按下标写入', 'Write at an index', prims, (d) => {
    d.l[0] = 9;
  }),
  p(
    'array-primitives-index-append',
    'array-primitives',
    '写入 length 位置（追加）',
    'Write at index length (append)',
    prims,
    (d) => {
      d.l[d.l.length] = 9;
    },
  ),
  p('array-primitives-length-shorten', 'array-primitives', '把 length 改小', 'Shorten length', prims, (d) => {
    d.l.length = 1;
  }),
  p('array-primitives-length-clear', 'array-primitives', 'length = 0 清空', 'Clear with length = 0', prims, (d) => {
    d.l.length = 0;
  }),
  p('array-primitives-swap', 'array-primitives', '交换两个元素', 'Swap two elements', prims, (d) => {
    const a = d.l[0];
    d.l[0] = d.l[1];
    d.l[1] = a;
  }),
  p('array-primitives-push', 'array-primitives', 'push', 'push', prims, (d) => {
    d.l.push(4);
  }),
  p('array-primitives-pop', 'array-primitives', 'pop', 'pop', prims, (d) => {
    d.l.pop();
  }),
  p('array-primitives-shift', 'array-primitives', 'shift', 'shift', prims, (d) => {
    d.l.shift();
  }),
  p('array-primitives-unshift', 'array-primitives', 'unshift', 'unshift', prims, (d) => {
    d.l.unshift(0);
  }),
  p(
    'array-primitives-splice',
    'array-primitives',
    'splice（删一插二）',
    'splice (remove one, insert two)',
    prims,
    (d) => {
      d.l.splice(1, 1, 7, 8);
    },
  ),
  p('array-primitives-sort', 'array-primitives', 'sort', 'sort', prims, (d) => {
    d.l.sort((a: number, b: number) => a - b);
  }),
  p('array-primitives-reverse', 'array-primitives', 'reverse', 'reverse', prims, (d) => {
    d.l.reverse();
  }),
  p('array-primitives-fill', 'array-primitives', 'fill', 'fill', prims, (d) => {
    d.l.fill(0, 1);
  }),
  p('array-primitives-copywithin', 'array-primitives', 'copyWithin', 'copyWithin', prims, (d) => {
    d.l.copyWithin(0, 1);
  }),
  p(
    'array-primitives-filter-assign',
    'array-primitives',
    'filter 的结果赋回',
    'filter result assigned back',
    prims,
    (d) => {
      d.l = d.l.filter((x: number) => x > 1);
    },
  ),
  p('array-primitives-map-assign', 'array-primitives', 'map 的结果赋回', 'map result assigned back', prims, (d) => {
    d.l = d.l.map((x: number) => x * 10);
  }),
  p(
    'array-primitives-slice-assign',
    'array-primitives',
    'slice 的结果赋回',
    'slice result assigned back',
    prims,
    (d) => {
      d.l = d.l.slice(1);
    },
  ),

  // Arrays of objects --------------------------------------------------------------------------
  p('array-objects-edit', 'array-objects', '修改元素的字段', 'Set a field of an element', objs, (d) => {
    d.l[0].id = 9;
  }),
  p('array-objects-index', 'array-objects', '按下标写入新对象', 'Write a new object at an index', objs, (d) => {
    d.l[0] = {id: 9};
  }),
  p('array-objects-length-shorten', 'array-objects', '把 length 改小', 'Shorten length', objs, (d) => {
    d.l.length = 1;
  }),
  p('array-objects-swap', 'array-objects', '交换两个元素', 'Swap two elements', objs, (d) => {
    const a = d.l[0];
    d.l[0] = d.l[1];
    d.l[1] = a;
  }),
  p(
    'array-objects-move-element',
    'array-objects',
    '把一个元素复制到另一位置',
    'Copy an element to another index',
    objs,
    (d) => {
      d.l[2] = d.l[0];
    },
  ),
  p('array-objects-push', 'array-objects', 'push', 'push', objs, (d) => {
    d.l.push({id: 4});
  }),
  p('array-objects-pop', 'array-objects', 'pop', 'pop', objs, (d) => {
    d.l.pop();
  }),
  p('array-objects-shift', 'array-objects', 'shift', 'shift', objs, (d) => {
    d.l.shift();
  }),
  p('array-objects-unshift', 'array-objects', 'unshift', 'unshift', objs, (d) => {
    d.l.unshift({id: 0});
  }),
  p('array-objects-splice', 'array-objects', 'splice（删一插二）', 'splice (remove one, insert two)', objs, (d) => {
    d.l.splice(1, 1, {id: 7}, {id: 8});
  }),
  p('array-objects-splice-remove', 'array-objects', 'splice 删除一个', 'splice removing one', objs, (d) => {
    d.l.splice(0, 1);
  }),
  p('array-objects-sort', 'array-objects', 'sort', 'sort', objs, (d) => {
    d.l.sort((a: any, b: any) => a.id - b.id);
  }),
  p('array-objects-reverse', 'array-objects', 'reverse', 'reverse', objs, (d) => {
    d.l.reverse();
  }),
  p('array-objects-fill', 'array-objects', 'fill', 'fill', objs, (d) => {
    d.l.fill({id: 0}, 1);
  }),
  p('array-objects-copywithin', 'array-objects', 'copyWithin', 'copyWithin', objs, (d) => {
    d.l.copyWithin(0, 1);
  }),
  p('array-objects-edit-then-pop', 'array-objects', '先改元素再 pop', 'Edit an element, then pop', objs, (d) => {
    d.l[0].id = 9;
    d.l.pop();
  }),
  p('array-objects-sort-then-edit', 'array-objects', '先 sort 再改元素', 'sort, then edit an element', objs, (d) => {
    d.l.sort((a: any, b: any) => a.id - b.id);
    d.l[0].id = 0;
  }),
  p('array-objects-filter-assign', 'array-objects', 'filter 的结果赋回', 'filter result assigned back', objs, (d) => {
    d.l = d.l.filter((x: any) => x.id > 1);
  }),
  p('array-objects-map-assign', 'array-objects', 'map 的结果赋回', 'map result assigned back', objs, (d) => {
    d.l = d.l.map((x: any) => ({id: x.id * 10}));
  }),
  p('array-objects-slice-assign', 'array-objects', 'slice 的结果赋回', 'slice result assigned back', objs, (d) => {
    d.l = d.l.slice(1);
  }),
  p('array-objects-find-edit', 'array-objects', 'find 找到后修改', 'find, then edit', objs, (d) => {
    d.l.find((x: any) => x.id === 1).id = 10;
  }),
  p('array-objects-foreach-edit', 'array-objects', 'forEach 中修改', 'Edit inside forEach', objs, (d) => {
    d.l.forEach((x: any) => {
      x.id += 1;
    });
  }),

  // Map -----------------------------------------------------------------------------------------
  p(
    'map-set-new',
    'map',
    'set 新键',
    'set a new key',
    () => ({m: new Map([['a', 1]])}),
    (d) => {
      d.m.set('b', 2);
    },
  ),
  p(
    'map-set-existing',
    'map',
    'set 已有键',
    'set an existing key',
    () => ({m: new Map([['a', 1]])}),
    (d) => {
      d.m.set('a', 2);
    },
  ),
  p(
    'map-delete',
    'map',
    'delete',
    'delete',
    () => ({
      m: new Map([
        ['a', 1],
        ['b', 2],
      ]),
    }),
    (d) => {
      d.m.delete('a');
    },
  ),
  p(
    'map-clear',
    'map',
    'clear',
    'clear',
    () => ({
      m: new Map([
        ['a', 1],
        ['b', 2],
      ]),
    }),
    (d) => {
      d.m.clear();
    },
  ),
  p(
    'map-get-edit',
    'map',
    'get 后修改值',
    'get, then edit the value',
    () => ({m: new Map([['a', {n: 1}]])}),
    (d) => {
      d.m.get('a').n = 2;
    },
  ),
  p(
    'map-get-then-delete',
    'map',
    '先 get 再 delete 另一个键',
    'get, then delete another key',
    () => ({
      m: new Map([
        ['a', {n: 1}],
        ['b', {n: 2}],
      ]),
    }),
    (d) => {
      d.m.get('a').n = 9;
      d.m.delete('b');
    },
  ),
  p(
    'map-get-then-set',
    'map',
    '先 get 再 set 另一个已有键',
    'get, then set another existing key',
    () => ({
      m: new Map([
        ['a', {n: 1}],
        ['b', {n: 2}],
      ]),
    }),
    (d) => {
      d.m.get('a').n = 9;
      d.m.set('b', {n: 0});
    },
  ),
  p(
    'map-get-then-set-new',
    'map',
    '先 get 再 set 新键',
    'get, then set a new key',
    () => ({m: new Map([['a', {n: 1}]])}),
    (d) => {
      d.m.get('a').n = 9;
      d.m.set('c', {n: 3});
    },
  ),
  p(
    'map-read-get-then-delete',
    'map',
    '只读 get 后 delete',
    'Read with get, then delete',
    () => ({
      m: new Map([
        ['a', {n: 1}],
        ['b', {n: 2}],
      ]),
    }),
    (d) => {
      d.m.get('a');
      d.m.delete('b');
    },
  ),
  p(
    'map-for-of-edit',
    'map',
    'for...of 拿到的值上修改',
    'Edit values from for...of',
    () => ({m: new Map([['a', {n: 1}]])}),
    (d) => {
      for (const [, v] of d.m) v.n = 2;
    },
  ),
  p(
    'map-values-edit',
    'map',
    'values() 拿到的值上修改',
    'Edit values from values()',
    () => ({m: new Map([['a', {n: 1}]])}),
    (d) => {
      for (const v of d.m.values()) v.n = 2;
    },
  ),
  p(
    'map-foreach-edit',
    'map',
    'forEach 中修改值',
    'Edit values inside forEach',
    () => ({m: new Map([['a', {n: 1}]])}),
    (d) => {
      d.m.forEach((v: any) => {
        v.n = 2;
      });
    },
  ),
  p(
    'map-nested-map',
    'map',
    '修改 Map 里的 Map',
    'Edit a Map inside a Map',
    () => ({m: new Map([['inner', new Map([['k', 1]])]])}),
    (d) => {
      d.m.get('inner').set('k', 2);
    },
  ),
  p(
    'map-size-after-delete',
    'map',
    '回调中 delete 后读 size',
    'size inside the recipe after delete',
    () => ({
      m: new Map([
        ['a', 1],
        ['b', 2],
      ]),
    }),
    (d) => {
      d.m.delete('a');
      d.n = d.m.size;
    },
  ),
  p(
    'map-object-key',
    'map',
    '对象作键',
    'An object as a key',
    () => {
      const k = {id: 1};
      return {k, m: new Map([[k, 1]])};
    },
    (d) => {
      d.m.set(d.k, 2);
    },
  ),

  // Set -----------------------------------------------------------------------------------------
  p(
    'set-add',
    'set',
    'add',
    'add',
    () => ({s: new Set([1, 2])}),
    (d) => {
      d.s.add(3);
    },
  ),
  p(
    'set-delete',
    'set',
    'delete',
    'delete',
    () => ({s: new Set([1, 2])}),
    (d) => {
      d.s.delete(1);
    },
  ),
  p(
    'set-clear',
    'set',
    'clear',
    'clear',
    () => ({s: new Set([1, 2])}),
    (d) => {
      d.s.clear();
    },
  ),
  p(
    'set-has-after-add',
    'set',
    '回调中 add 后 has',
    'has inside the recipe after add',
    () => ({s: new Set([1])}),
    (d) => {
      d.s.add(2);
      d.ok = d.s.has(2);
    },
  ),
  p(
    'set-for-of-edit',
    'set',
    'for...of 拿到的对象上修改',
    'Edit objects from for...of',
    () => ({s: new Set([{n: 1}])}),
    (d) => {
      for (const v of d.s) v.n = 2;
    },
  ),
  p(
    'set-foreach-edit',
    'set',
    'forEach 中修改对象',
    'Edit objects inside forEach',
    () => ({s: new Set([{n: 1}])}),
    (d) => {
      d.s.forEach((v: any) => {
        v.n = 2;
      });
    },
  ),
  p(
    'set-values-edit',
    'set',
    'values() 拿到的对象上修改',
    'Edit objects from values()',
    () => ({s: new Set([{n: 1}])}),
    (d) => {
      for (const v of d.s.values()) v.n = 2;
    },
  ),
  p(
    'set-nested-in-map',
    'set',
    '修改 Map 里的 Set',
    'Edit a Set inside a Map',
    () => ({m: new Map([['tags', new Set(['a'])]])}),
    (d) => {
      d.m.get('tags').add('b');
    },
  ),

  // Drafts in new containers --------------------------------------------------------------------
  p(
    'new-container-move',
    'new-container',
    '把草稿赋给另一个位置',
    'Assign a draft to another key',
    () => ({a: {n: 1}, b: null}),
    (d) => {
      d.b = d.a;
    },
  ),
  p(
    'new-container-move-edited',
    'new-container',
    '修改后把草稿赋给另一个位置',
    'Edit a draft, then assign it to another key',
    () => ({a: {n: 1}, b: null}),
    (d) => {
      d.a.n = 2;
      d.b = d.a;
    },
  ),
  p(
    'new-container-array',
    'new-container',
    '草稿装进新数组',
    'A draft inside a new array',
    () => ({a: {n: 1}, list: []}),
    (d) => {
      d.list = [d.a];
    },
  ),
  p(
    'new-container-object',
    'new-container',
    '草稿装进新对象',
    'A draft inside a new object',
    () => ({a: {n: 1}, box: null}),
    (d) => {
      d.box = {ref: d.a};
    },
  ),
  p(
    'new-container-push-wrapper',
    'new-container',
    'push 一个包着草稿的新对象',
    'push a new object holding a draft',
    () => ({a: {n: 1}, list: []}),
    (d) => {
      d.list.push({ref: d.a});
    },
  ),
  p(
    'new-container-spread',
    'new-container',
    '展开草稿（嵌套对象随之进入新对象）',
    'Spread a draft (its nested objects come along)',
    () => ({a: {inner: {n: 1}}, copy: null}),
    (d) => {
      d.copy = {...d.a};
    },
  ),
  p(
    'new-container-map-value',
    'new-container',
    '草稿作为 Map 的新值',
    'A draft as a new Map value',
    () => ({a: {n: 1}, m: new Map()}),
    (d) => {
      d.m.set('x', d.a);
    },
  ),

  // Recipe return values, async recipes -------------------------------------------------------------
  p('recipe-return-new', 'recipe', '返回一个新对象', 'Return a new object', obj, () => ({a: 2})),
  p('recipe-return-draft', 'recipe', '修改后返回草稿', 'Edit, then return the draft', obj, (d) => {
    d.a = 2;
    return d;
  }),
  p(
    'recipe-arrow-expression',
    'recipe',
    '箭头函数简写（返回赋值表达式的值）',
    'Arrow shorthand (returns the assigned value)',
    obj,
    (d) => (d.a = 2),
    {expect: {a: 2, b: {c: 1}}},
  ),
  p('recipe-async', 'recipe', 'async 回调', 'An async recipe', obj, async (d) => {
    await Promise.resolve();
    d.a = 2;
  }),
  r(
    'recipe-draft-across-await',
    'recipe',
    'createDraft 跨越 await',
    'createDraft across an await',
    obj,
    async (base, api) => {
      const d = api.createDraft(base);
      d.a = await Promise.resolve(2);
      return api.finishDraft(d);
    },
  ),
  r(
    'recipe-curried',
    'recipe',
    '柯里化 produce 的额外参数',
    'Extra arguments of a curried produce',
    obj,
    (base, api) =>
      (api.name === 'mutative' ? api.lib.create : api.lib.produce)((d: any, v: number) => {
        d.a = v;
      })(base, 5),
    {expect: {a: 5, b: {c: 1}}},
  ),

  // Freezing --------------------------------------------------------------------------------------
  r(
    'freeze-default-changed',
    'freeze',
    '默认设置：修改过的结果是否冻结',
    'Defaults: is a changed result frozen',
    obj,
    (base, api) =>
      Object.isFrozen(
        api.produce(base, (d) => {
          d.a = 2;
        }).b,
      ),
    {expect: false},
  ),
  r('freeze-option-on', 'freeze', 'autoFreeze: true 时的结果', 'The result with autoFreeze: true', obj, (base, api) =>
    api.produce(
      base,
      (d) => {
        d.a = 2;
      },
      {autoFreeze: true},
    ),
  ),
  r(
    'freeze-option-on-nested',
    'freeze',
    'autoFreeze: true 时嵌套对象是否冻结',
    'autoFreeze: true, nested objects frozen',
    obj,
    (base, api) =>
      Object.isFrozen(
        api.produce(
          base,
          (d) => {
            d.a = 2;
          },
          {autoFreeze: true},
        ).b,
      ),
    {expect: true},
  ),
  r(
    'freeze-write-frozen-result',
    'freeze',
    '写入冻结的结果',
    'Write to a frozen result',
    obj,
    (base, api) => {
      const next = api.produce(
        base,
        (d) => {
          d.a = 2;
        },
        {autoFreeze: true},
      );
      next.a = 3;
      return next;
    },
    {expect: THROWS},
  ),

  // Draft lifecycle ----------------------------------------------------------------------------------
  r(
    'lifecycle-isdraft-root',
    'lifecycle',
    'isDraft(草稿)',
    'isDraft(draft)',
    obj,
    (base, api) => {
      let v: unknown;
      api.produce(base, (d) => {
        v = api.isDraft(d);
      });
      return v;
    },
    {expect: true},
  ),
  r(
    'lifecycle-isdraft-nested',
    'lifecycle',
    'isDraft(草稿的子对象)',
    'isDraft(a child of the draft)',
    obj,
    (base, api) => {
      let v: unknown;
      api.produce(base, (d) => {
        v = api.isDraft(d.b);
      });
      return v;
    },
    {expect: true},
  ),
  r(
    'lifecycle-isdraft-result',
    'lifecycle',
    'isDraft(结果)',
    'isDraft(result)',
    obj,
    (base, api) =>
      api.isDraft(
        api.produce(base, (d) => {
          d.a = 2;
        }),
      ),
    {expect: false},
  ),
  r(
    'lifecycle-original',
    'lifecycle',
    '修改后 original(草稿)',
    'original(draft) after a change',
    obj,
    (base, api) => {
      let v: unknown;
      api.produce(base, (d) => {
        d.a = 2;
        v = api.original(d) === base;
      });
      return v;
    },
    {expect: true},
  ),
  r(
    'lifecycle-original-nested',
    'lifecycle',
    '修改后 original(子草稿)',
    'original(child draft) after a change',
    obj,
    (base, api) => {
      let v: unknown;
      api.produce(base, (d) => {
        d.b.c = 2;
        v = api.original(d.b) === base.b;
      });
      return v;
    },
    {expect: true},
  ),
  r(
    'lifecycle-current',
    'lifecycle',
    'current(草稿) 是当前值的普通对象',
    'current(draft) is a plain copy of the current value',
    obj,
    (base, api) => {
      let v: unknown;
      api.produce(base, (d) => {
        d.b.c = 2;
        const c = api.current(d);
        v = [c, api.isDraft(c), api.isDraft(c.b)];
      });
      return v;
    },
    {expect: [{a: 1, b: {c: 2}}, false, false]},
  ),
  r(
    'lifecycle-current-after-pop',
    'lifecycle',
    'pop 后 current(对象数组草稿)',
    'current(array of objects draft) after pop',
    objs,
    (base, api) => {
      let v: unknown;
      api.produce(base, (d) => {
        d.l.pop();
        v = api.current(d.l);
      });
      return v;
    },
    {expect: [{id: 3}, {id: 1}]},
  ),
  r(
    'lifecycle-create-finish',
    'lifecycle',
    'createDraft + finishDraft',
    'createDraft + finishDraft',
    obj,
    (base, api) => {
      const d = api.createDraft(base);
      d.b.c = 2;
      return api.finishDraft(d);
    },
    {expect: {a: 1, b: {c: 2}}},
  ),
  r(
    'lifecycle-two-drafts',
    'lifecycle',
    '同一 base 上的两个草稿互不影响',
    'Two drafts of one base stay independent',
    obj,
    (base, api) => {
      const d1 = api.createDraft(base);
      const d2 = api.createDraft(base);
      d1.a = 2;
      d2.a = 3;
      return [api.finishDraft(d1).a, api.finishDraft(d2).a];
    },
    {expect: [2, 3]},
  ),
  r(
    'lifecycle-draft-of-result',
    'lifecycle',
    '以结果为 base 再次 createDraft',
    'createDraft again on a result',
    obj,
    (base, api) => {
      const d = api.createDraft(base);
      d.a = 2;
      const next = api.finishDraft(d);
      const d2 = api.createDraft(next);
      d2.b.c = 3;
      return [api.finishDraft(d2), next];
    },
    {
      expect: [
        {a: 2, b: {c: 3}},
        {a: 2, b: {c: 1}},
      ],
    },
  ),
  r(
    'lifecycle-read-after-finish',
    'lifecycle',
    'finishDraft 后读草稿',
    'Read a draft after finishDraft',
    obj,
    (base, api) => {
      const d = api.createDraft(base);
      api.finishDraft(d);
      return d.a;
    },
    {expect: THROWS},
  ),
  r(
    'lifecycle-finish-twice',
    'lifecycle',
    '同一草稿 finishDraft 两次',
    'finishDraft twice on one draft',
    obj,
    (base, api) => {
      const d = api.createDraft(base);
      d.a = 2;
      api.finishDraft(d);
      return api.finishDraft(d);
    },
    {expect: THROWS},
  ),
  r(
    'lifecycle-nested-produce',
    'lifecycle',
    '回调里对子草稿再 produce，不赋值',
    'produce on a child draft inside a recipe, not assigned',
    obj,
    (base, api) =>
      api.produce(base, (d) => {
        api.produce(d.b, (inner) => {
          inner.c = 2;
        });
      }),
    {expect: {a: 1, b: {c: 1}}},
  ),

  // immut (limu only) -----------------------------------------------------------------------------
  r('immut-read', 'immut', '读取', 'Read', obj, (base, api) => api.lib.immut(base).b.c, {expect: 1, na: LIMU_ONLY}),
  r(
    'immut-write',
    'immut',
    '写入被忽略',
    'A write is ignored',
    obj,
    (base, api) => {
      const v = api.lib.immut(base);
      v.a = 2;
      return v.a;
    },
    {expect: 1, na: LIMU_ONLY},
  ),
  r(
    'immut-delete',
    'immut',
    '删除被忽略',
    'A delete is ignored',
    obj,
    (base, api) => {
      const v = api.lib.immut(base);
      delete v.a;
      return 'a' in v;
    },
    {expect: true, na: LIMU_ONLY},
  ),
  r(
    'immut-nested-write',
    'immut',
    '嵌套写入被忽略',
    'A nested write is ignored',
    obj,
    (base, api) => {
      const v = api.lib.immut(base);
      v.b.c = 2;
      return v.b.c;
    },
    {expect: 1, na: LIMU_ONLY},
  ),
  r(
    'immut-array-push',
    'immut',
    '数组 push 被忽略',
    'An array push is ignored',
    prims,
    (base, api) => {
      const v = api.lib.immut(base);
      v.l.push(4);
      return v.l.length;
    },
    {expect: 3, na: LIMU_ONLY},
  ),
  r(
    'immut-live',
    'immut',
    '修改源对象后视图随之变化',
    'The view follows changes of its source',
    () => ({}),
    (_base, api) => {
      const source = {n: 1};
      const v = api.lib.immut(source);
      source.n = 5;
      return v.n;
    },
    {expect: 5, na: LIMU_ONLY},
  ),
  r(
    'immut-map',
    'immut',
    'Map 的 set 被忽略',
    'A Map set is ignored',
    () => ({m: new Map([['a', 1]])}),
    (base, api) => {
      const v = api.lib.immut(base);
      v.m.set('a', 2);
      return v.m.get('a');
    },
    {expect: 1, na: LIMU_ONLY},
  ),
  r('immut-isdraft', 'immut', 'isDraft(视图)', 'isDraft(view)', obj, (base, api) => api.isDraft(api.lib.immut(base)), {
    expect: false,
    na: LIMU_ONLY,
  }),

  // markRaw (limu only) ---------------------------------------------------------------------------
  r(
    'markraw-not-proxied',
    'markraw',
    '被 markRaw 的对象不被代理',
    'A markRaw object is not proxied',
    () => ({a: {n: 1}}),
    (base, api) => {
      let v: unknown;
      api.produce(base, (d) => {
        d.r = api.lib.markRaw({n: 1});
        v = api.isDraft(d.r);
      });
      return v;
    },
    {expect: false, na: LIMU_ONLY},
  ),
  r(
    'markraw-edit-after-assign',
    'markraw',
    '赋入 markRaw 对象后再修改它',
    'Edit a markRaw object after assigning it',
    () => ({a: 1}),
    (base, api) => {
      const next = api.produce(base, (d) => {
        d.r = api.lib.markRaw({n: 1});
        d.r.n = 2;
      });
      return [next.a, next.r.n];
    },
    {expect: [1, 2], na: LIMU_ONLY},
  ),

  // Options of ICreateDraftOptions (limu; autoFreeze mapped for immer and mutative) ---------------------
  r('options-autofreeze-false', 'options', 'autoFreeze: false', 'autoFreeze: false', obj, (base, api) =>
    api.produce(
      base,
      (d) => {
        d.a = 2;
      },
      {autoFreeze: false},
    ),
  ),
  r(
    'options-autorevoke-false',
    'options',
    'autoRevoke: false 时结束后仍可读',
    'autoRevoke: false keeps the draft readable',
    obj,
    (base, api) => {
      const d = api.createDraft(base, {autoRevoke: false});
      d.a = 2;
      api.finishDraft(d);
      return d.a;
    },
    {expect: 2, na: LIMU_ONLY},
  ),
  r(
    'options-silence-set-trap-err',
    'options',
    'silenceSetTrapErr: false 时写入已结束的草稿',
    'silenceSetTrapErr: false, write to a finished draft',
    obj,
    (base, api) => {
      const d = api.createDraft(base, {autoRevoke: false, silenceSetTrapErr: false});
      api.finishDraft(d);
      return Reflect.set(d, 'a', 2);
    },
    {expect: false, na: LIMU_ONLY},
  ),
  r(
    'options-readonly',
    'options',
    'readOnly: true 时写入被忽略',
    'readOnly: true ignores writes',
    obj,
    (base, api) => {
      const d = api.createDraft(base, {readOnly: true});
      d.a = 2;
      const a = d.a;
      return [a, api.finishDraft(d) === base];
    },
    {expect: [1, true], na: LIMU_ONLY},
  ),
  r(
    'options-onoperate',
    'options',
    'onOperate 报告每次读写',
    'onOperate reports reads and writes',
    obj,
    (base, api) => {
      const ops: string[] = [];
      api.produce(
        base,
        (d) => {
          d.b.c = 2;
        },
        {onOperate: (o: any) => ops.push(`${o.op} ${o.fullKeyPath.join('.')}`)},
      );
      return ops;
    },
    {expect: ['get b', 'set b.c'], na: LIMU_ONLY},
  ),
  r(
    'options-compare-ver',
    'options',
    'compareVer: true 时 isDiff 区分两个只读草稿',
    'compareVer: true, isDiff tells two read-only drafts apart',
    obj,
    (base, api) =>
      api.lib.isDiff(
        api.createDraft(base, {readOnly: true, compareVer: true}),
        api.createDraft(base, {readOnly: true, compareVer: true}),
      ),
    {expect: true, na: LIMU_ONLY},
  ),
  r(
    'options-custom-keys',
    'options',
    'customKeys 里的键不被代理',
    'Keys in customKeys are not proxied',
    () => ({[Symbol.for('tag')]: {n: 1}, list: [1]}),
    (base, api) => {
      const d = api.createDraft(base, {customKeys: [Symbol.for('tag')]});
      const v = [api.isDraft(d[Symbol.for('tag')]), api.isDraft(d.list)];
      api.finishDraft(d);
      return v;
    },
    {expect: [false, true], na: LIMU_ONLY},
  ),
  r(
    'options-disable-proxy',
    'options',
    'disableProxy: true 时直接修改 base',
    'disableProxy: true mutates the base itself',
    obj,
    (base, api) => {
      const d = api.createDraft(base, {disableProxy: true});
      d.a = 2;
      return [d === base, api.finishDraft(d) === base, base.a];
    },
    {expect: [true, true, 2], na: LIMU_ONLY, changesBase: true},
  ),
  r(
    'options-source-id',
    'options',
    'sourceId 沿用到下一次草稿',
    'sourceId carries over to the next draft',
    obj,
    (base, api) => {
      const d = api.createDraft(base, {sourceId: 'todos'});
      d.a = 2;
      const d2 = api.createDraft(api.finishDraft(d));
      const id = api.lib.limuUtils.getDraftMeta(d2).sourceId;
      api.finishDraft(d2);
      return id;
    },
    {expect: 'todos', na: LIMU_ONLY},
  ),
  r(
    'options-disable-warn',
    'options',
    'disableWarn: true 时只读写入不警告',
    'disableWarn: true, no warning on a read-only write',
    obj,
    (base, api) => {
      const seen: unknown[] = [];
      const warn = console.warn;
      console.warn = (m: unknown) => {
        seen.push(m);
      };
      const d = api.createDraft(base, {readOnly: true, disableWarn: true});
      d.a = 2;
      api.finishDraft(d);
      console.warn = warn;
      return seen.length;
    },
    {expect: 0, na: LIMU_ONLY},
  ),
];
