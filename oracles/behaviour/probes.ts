/**
 * The behaviour probes: one operation each, run on a draft by limu, immer and mutative (harness.ts)
 * and, as the expected result, on a fresh copy of the base by plain JavaScript. The page
 * /docs/guides/behaviour shows each probe's source as written here (Function#toString), so keep
 * every base and recipe a short literal that reads well on its own. A probe is its code (PROBES);
 * what the page calls it, in both languages, is in LABELS under the same id.
 */
import type {Group, LibName} from '../../src/data/behaviour.types';

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
type Extra = Pick<Probe, 'expect' | 'changesBase' | 'na'>;

/** Each probe's row title: [zh, en]. The group is the id's prefix. */
export const LABELS: Record<string, [zh: string, en: string]> = {
  'object-set': ['修改属性', 'Set a property'],
  'object-set-nested': ['修改嵌套属性', 'Set a nested property'],
  'object-add': ['新增属性', 'Add a property'],
  'object-delete': ['删除属性', 'Delete a property'],
  'object-delete-nested': ['删除嵌套属性', 'Delete a nested property'],
  'object-assign': ['Object.assign 合并', 'Object.assign onto the draft'],
  'object-no-change-identity': [
    '写入相同的值：结果仍是 base 本身',
    'Write the same value: the result is the base itself',
  ],
  'object-keys-after-delete': ['删除后在回调里读 Object.keys', 'Object.keys inside the recipe after a delete'],
  'object-symbol-set': ['修改 Symbol 键', 'Set a symbol key'],
  'object-symbol-add': ['新增 Symbol 键', 'Add a symbol key'],
  'object-symbol-delete': ['删除 Symbol 键', 'Delete a symbol key'],
  'object-getter-kept': ['修改后 getter 仍在', 'A getter survives a change'],
  'object-non-enumerable-kept': ['修改后不可枚举属性仍在', 'A non-enumerable property survives a change'],
  'object-non-enumerable-set': ['修改不可枚举属性', 'Set a non-enumerable property'],
  'object-null-prototype': ['无原型对象（Object.create(null)）', 'An object without prototype (Object.create(null))'],
  'object-class-untouched': ['类实例未修改时原样保留', 'An unmodified class instance is kept'],
  'object-class-set-field': ['修改类实例的字段', 'Set a field of a class instance'],
  'object-class-method': ['调用类实例的修改方法', 'Call a mutating method of a class instance'],
  'object-class-replace': ['整体替换类实例', 'Replace a class instance'],
  'object-date-method': ['调用 Date 的 set 方法', 'Call a Date setter'],
  'object-date-replace': ['赋一个新 Date', 'Assign a new Date'],
  'object-cycle-change': ['修改循环引用路径上的对象', 'Change an object on a cycle'],
  'object-cycle-unchanged': ['循环引用旁的修改', 'Change next to a cycle'],
  'object-frozen-base': ['冻结的 base', 'A frozen base'],
  'object-shared-reference': ['同一对象两条路径，只改一条', 'One object at two paths, change one'],

  'array-primitives-index': ['按下标写入', 'Write at an index'],
  'array-primitives-index-append': ['写入 length 位置（追加）', 'Write at index length (append)'],
  'array-primitives-length-shorten': ['把 length 改小', 'Shorten length'],
  'array-primitives-length-clear': ['length = 0 清空', 'Clear with length = 0'],
  'array-primitives-swap': ['交换两个元素', 'Swap two elements'],
  'array-primitives-push': ['push', 'push'],
  'array-primitives-pop': ['pop', 'pop'],
  'array-primitives-shift': ['shift', 'shift'],
  'array-primitives-unshift': ['unshift', 'unshift'],
  'array-primitives-splice': ['splice（删一插二）', 'splice (remove one, insert two)'],
  'array-primitives-sort': ['sort', 'sort'],
  'array-primitives-reverse': ['reverse', 'reverse'],
  'array-primitives-fill': ['fill', 'fill'],
  'array-primitives-copywithin': ['copyWithin', 'copyWithin'],
  'array-primitives-filter-assign': ['filter 的结果赋回', 'filter result assigned back'],
  'array-primitives-map-assign': ['map 的结果赋回', 'map result assigned back'],
  'array-primitives-slice-assign': ['slice 的结果赋回', 'slice result assigned back'],

  'array-objects-edit': ['修改元素的字段', 'Set a field of an element'],
  'array-objects-index': ['按下标写入新对象', 'Write a new object at an index'],
  'array-objects-length-shorten': ['把 length 改小', 'Shorten length'],
  'array-objects-swap': ['交换两个元素', 'Swap two elements'],
  'array-objects-move-element': ['把一个元素复制到另一位置', 'Copy an element to another index'],
  'array-objects-push': ['push', 'push'],
  'array-objects-pop': ['pop', 'pop'],
  'array-objects-shift': ['shift', 'shift'],
  'array-objects-unshift': ['unshift', 'unshift'],
  'array-objects-splice': ['splice（删一插二）', 'splice (remove one, insert two)'],
  'array-objects-splice-remove': ['splice 删除一个', 'splice removing one'],
  'array-objects-sort': ['sort', 'sort'],
  'array-objects-reverse': ['reverse', 'reverse'],
  'array-objects-fill': ['fill', 'fill'],
  'array-objects-copywithin': ['copyWithin', 'copyWithin'],
  'array-objects-edit-then-pop': ['先改元素再 pop', 'Edit an element, then pop'],
  'array-objects-sort-then-edit': ['先 sort 再改元素', 'sort, then edit an element'],
  'array-objects-filter-assign': ['filter 的结果赋回', 'filter result assigned back'],
  'array-objects-map-assign': ['map 的结果赋回', 'map result assigned back'],
  'array-objects-slice-assign': ['slice 的结果赋回', 'slice result assigned back'],
  'array-objects-find-edit': ['find 找到后修改', 'find, then edit'],
  'array-objects-foreach-edit': ['forEach 中修改', 'Edit inside forEach'],

  'map-set-new': ['set 新键', 'set a new key'],
  'map-set-existing': ['set 已有键', 'set an existing key'],
  'map-delete': ['delete', 'delete'],
  'map-clear': ['clear', 'clear'],
  'map-get-edit': ['get 后修改值', 'get, then edit the value'],
  'map-get-then-delete': ['先 get 再 delete 另一个键', 'get, then delete another key'],
  'map-get-then-set': ['先 get 再 set 另一个已有键', 'get, then set another existing key'],
  'map-get-then-set-new': ['先 get 再 set 新键', 'get, then set a new key'],
  'map-read-get-then-delete': ['只读 get 后 delete', 'Read with get, then delete'],
  'map-for-of-edit': ['for...of 拿到的值上修改', 'Edit values from for...of'],
  'map-values-edit': ['values() 拿到的值上修改', 'Edit values from values()'],
  'map-foreach-edit': ['forEach 中修改值', 'Edit values inside forEach'],
  'map-nested-map': ['修改 Map 里的 Map', 'Edit a Map inside a Map'],
  'map-size-after-delete': ['回调中 delete 后读 size', 'size inside the recipe after delete'],
  'map-object-key': ['对象作键', 'An object as a key'],

  'set-add': ['add', 'add'],
  'set-delete': ['delete', 'delete'],
  'set-clear': ['clear', 'clear'],
  'set-has-after-add': ['回调中 add 后 has', 'has inside the recipe after add'],
  'set-for-of-edit': ['for...of 拿到的对象上修改', 'Edit objects from for...of'],
  'set-foreach-edit': ['forEach 中修改对象', 'Edit objects inside forEach'],
  'set-values-edit': ['values() 拿到的对象上修改', 'Edit objects from values()'],
  'set-nested-in-map': ['修改 Map 里的 Set', 'Edit a Set inside a Map'],

  'new-container-move': ['把草稿赋给另一个位置', 'Assign a draft to another key'],
  'new-container-move-edited': ['修改后把草稿赋给另一个位置', 'Edit a draft, then assign it to another key'],
  'new-container-array': ['草稿装进新数组', 'A draft inside a new array'],
  'new-container-object': ['草稿装进新对象', 'A draft inside a new object'],
  'new-container-push-wrapper': ['push 一个包着草稿的新对象', 'push a new object holding a draft'],
  'new-container-spread': ['展开草稿（嵌套对象随之进入新对象）', 'Spread a draft (its nested objects come along)'],
  'new-container-map-value': ['草稿作为 Map 的新值', 'A draft as a new Map value'],

  'recipe-return-new': ['返回一个新对象', 'Return a new object'],
  'recipe-return-draft': ['修改后返回草稿', 'Edit, then return the draft'],
  'recipe-arrow-expression': ['箭头函数简写（返回赋值表达式的值）', 'Arrow shorthand (returns the assigned value)'],
  'recipe-async': ['async 回调', 'An async recipe'],
  'recipe-draft-across-await': ['createDraft 跨越 await', 'createDraft across an await'],
  'recipe-curried': ['柯里化 produce 的额外参数', 'Extra arguments of a curried produce'],

  'freeze-default-changed': ['默认设置：修改过的结果是否冻结', 'Defaults: is a changed result frozen'],
  'freeze-option-on': ['autoFreeze: true 时的结果', 'The result with autoFreeze: true'],
  'freeze-option-on-nested': ['autoFreeze: true 时嵌套对象是否冻结', 'autoFreeze: true, nested objects frozen'],
  'freeze-write-frozen-result': ['写入冻结的结果', 'Write to a frozen result'],

  'lifecycle-isdraft-root': ['isDraft(草稿)', 'isDraft(draft)'],
  'lifecycle-isdraft-nested': ['isDraft(草稿的子对象)', 'isDraft(a child of the draft)'],
  'lifecycle-isdraft-result': ['isDraft(结果)', 'isDraft(result)'],
  'lifecycle-original': ['修改后 original(草稿)', 'original(draft) after a change'],
  'lifecycle-original-nested': ['修改后 original(子草稿)', 'original(child draft) after a change'],
  'lifecycle-current': ['current(草稿) 是当前值的普通对象', 'current(draft) is a plain copy of the current value'],
  'lifecycle-current-after-pop': ['pop 后 current(对象数组草稿)', 'current(array of objects draft) after pop'],
  'lifecycle-create-finish': ['createDraft + finishDraft', 'createDraft + finishDraft'],
  'lifecycle-two-drafts': ['同一 base 上的两个草稿互不影响', 'Two drafts of one base stay independent'],
  'lifecycle-draft-of-result': ['以结果为 base 再次 createDraft', 'createDraft again on a result'],
  'lifecycle-read-after-finish': ['finishDraft 后读草稿', 'Read a draft after finishDraft'],
  'lifecycle-finish-twice': ['同一草稿 finishDraft 两次', 'finishDraft twice on one draft'],
  'lifecycle-nested-produce': [
    '回调里对子草稿再 produce，不赋值',
    'produce on a child draft inside a recipe, not assigned',
  ],

  'immut-read': ['读取', 'Read'],
  'immut-write': ['写入被忽略', 'A write is ignored'],
  'immut-delete': ['删除被忽略', 'A delete is ignored'],
  'immut-nested-write': ['嵌套写入被忽略', 'A nested write is ignored'],
  'immut-array-push': ['数组 push 被忽略', 'An array push is ignored'],
  'immut-live': ['修改源对象后视图随之变化', 'The view follows changes of its source'],
  'immut-map': ['Map 的 set 被忽略', 'A Map set is ignored'],
  'immut-array-missing-key': [
    '读取数组上不存在的键不改变源数组',
    'Reading a missing key of an array leaves the source alone',
  ],
  'immut-isdraft': ['isDraft(视图)', 'isDraft(view)'],

  'markraw-not-proxied': ['被 markRaw 的对象不被代理', 'A markRaw object is not proxied'],
  'markraw-edit-after-assign': ['赋入 markRaw 对象后再修改它', 'Edit a markRaw object after assigning it'],

  'options-autofreeze-false': ['autoFreeze: false', 'autoFreeze: false'],
  'options-autorevoke-false': ['autoRevoke: false 时结束后仍可读', 'autoRevoke: false keeps the draft readable'],
  'options-silence-set-trap-err': [
    'silenceSetTrapErr: false 时写入已结束的草稿',
    'silenceSetTrapErr: false, write to a finished draft',
  ],
  'options-readonly': ['readOnly: true 时写入被忽略', 'readOnly: true ignores writes'],
  'options-onoperate': ['onOperate 报告每次读写', 'onOperate reports reads and writes'],
  'options-compare-ver': [
    'compareVer: true 时 isDiff 区分两个只读草稿',
    'compareVer: true, isDiff tells two read-only drafts apart',
  ],
  'options-custom-keys': ['customKeys 里的键不被代理', 'Keys in customKeys are not proxied'],
  'options-disable-proxy': ['disableProxy: true 时直接修改 base', 'disableProxy: true mutates the base itself'],
  'options-source-id': ['sourceId 沿用到下一次草稿', 'sourceId carries over to the next draft'],
  'options-disable-warn': ['disableWarn: true 时只读写入不警告', 'disableWarn: true, no warning on a read-only write'],
};

/** The parts of a probe that its id gives: group (the id's prefix) and labels (LABELS). */
function named(id: string): Pick<Probe, 'id' | 'group' | 'zh' | 'en'> {
  const [zh, en] = LABELS[id] ?? ['', ''];
  return {id, group: GROUPS.find((g) => id.startsWith(`${g.id}-`))?.id ?? '', zh, en};
}

/** A probe that runs `api.produce(base, recipe)`; `extra`, when given, comes before the recipe. */
function p(id: string, base: () => any, ...rest: [Recipe] | [Extra, Recipe]): Probe {
  const recipe = rest[rest.length - 1] as Recipe;
  const run: Probe['run'] = (b, api) => api.produce(b, recipe);
  return {
    ...named(id),
    base,
    run,
    source: `api.produce(base, ${recipe.toString()});`,
    ...(rest.length > 1 ? rest[0] : {}),
  };
}

/** A probe with its own run (lifecycle, options, limu-only APIs). */
function r(id: string, base: () => any, ...rest: [Probe['run']] | [Extra, Probe['run']]): Probe {
  const run = rest[rest.length - 1] as Probe['run'];
  return {...named(id), base, run, ...(rest.length > 1 ? rest[0] : {})};
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

// Bases several probes share; the page shows each probe with its base written out.
const hidden = () =>
  Object.defineProperty({a: 1}, 'hidden', {value: 1, writable: true, enumerable: false, configurable: true});
const point = () => ({p: new Point(3, 4)});
const date = () => ({due: new Date(Date.UTC(2025, 0, 1))});
const mapA = () => ({m: new Map([['a', 1]])});
const mapAB = () => ({
  m: new Map([
    ['a', 1],
    ['b', 2],
  ]),
});
const mapAObj = () => ({m: new Map([['a', {n: 1}]])});
const mapABObj = () => ({
  m: new Map([
    ['a', {n: 1}],
    ['b', {n: 2}],
  ]),
});
const set12 = () => ({s: new Set([1, 2])});
const setObj = () => ({s: new Set([{n: 1}])});
const moveTo = () => ({a: {n: 1}, b: null});
const listOf = () => ({a: {n: 1}, list: []});

export const PROBES: Probe[] = [
  // Objects -----------------------------------------------------------------------------------------
  p('object-set', obj, (d) => {
    d.a = 2;
  }),
  p('object-set-nested', obj, (d) => {
    d.b.c = 2;
  }),
  p('object-add', obj, (d) => {
    d.x = 1;
  }),
  p('object-delete', obj, (d) => {
    delete d.a;
  }),
  p('object-delete-nested', obj, (d) => {
    delete d.b.c;
  }),
  p('object-assign', obj, (d) => {
    Object.assign(d, {a: 5, z: 6});
  }),
  r(
    'object-no-change-identity',
    obj,
    (base, api) =>
      api.produce(base, (d) => {
        d.a = 1;
      }) === base,
  ),
  r('object-keys-after-delete', obj, (base, api) => {
    let keys: unknown;
    api.produce(base, (d) => {
      delete d.a;
      keys = Object.keys(d);
    });
    return keys;
  }),
  p(
    'object-symbol-set',
    () => ({[Symbol.for('tag')]: 1}),
    (d) => {
      d[Symbol.for('tag')] = 2;
    },
  ),
  p(
    'object-symbol-add',
    () => ({a: 1}),
    (d) => {
      d[Symbol.for('tag')] = 1;
    },
  ),
  p(
    'object-symbol-delete',
    () => ({a: 1, [Symbol.for('tag')]: 1}),
    (d) => {
      delete d[Symbol.for('tag')];
    },
  ),
  p(
    'object-getter-kept',
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
  p('object-non-enumerable-kept', hidden, (d) => {
    d.a = 2;
  }),
  p('object-non-enumerable-set', hidden, (d) => {
    d.hidden = 2;
  }),
  p(
    'object-null-prototype',
    () => Object.assign(Object.create(null), {a: 1}),
    (d) => {
      d.a = 2;
    },
  ),
  p(
    'object-class-untouched',
    () => ({p: new Point(3, 4), n: 1}),
    (d) => {
      d.n = 2;
    },
  ),
  p('object-class-set-field', point, (d) => {
    d.p.x = 6;
  }),
  p('object-class-method', point, (d) => {
    d.p.move(3);
  }),
  p('object-class-replace', point, (d) => {
    d.p = new Point(6, 8);
  }),
  p('object-date-method', date, (d) => {
    d.due.setUTCFullYear(2026);
  }),
  p('object-date-replace', date, (d) => {
    d.due = new Date(Date.UTC(2026, 0, 1));
  }),
  p(
    'object-cycle-change',
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
    () => Object.freeze({a: 1, b: Object.freeze({c: 1})}),
    {expect: {a: 1, b: {c: 2}}},
    (d) => {
      d.b.c = 2;
    },
  ),
  p(
    'object-shared-reference',
    () => {
      const t = {n: 1};
      return {x: t, y: t};
    },
    (d) => {
      d.x.n = 2;
    },
  ),

  // Arrays of primitives ----------------------------------------------------------------------------
  p('array-primitives-index', prims, (d) => {
    d.l[0] = 9;
  }),
  p('array-primitives-index-append', prims, (d) => {
    d.l[d.l.length] = 9;
  }),
  p('array-primitives-length-shorten', prims, (d) => {
    d.l.length = 1;
  }),
  p('array-primitives-length-clear', prims, (d) => {
    d.l.length = 0;
  }),
  p('array-primitives-swap', prims, (d) => {
    const a = d.l[0];
    d.l[0] = d.l[1];
    d.l[1] = a;
  }),
  p('array-primitives-push', prims, (d) => {
    d.l.push(4);
  }),
  p('array-primitives-pop', prims, (d) => {
    d.l.pop();
  }),
  p('array-primitives-shift', prims, (d) => {
    d.l.shift();
  }),
  p('array-primitives-unshift', prims, (d) => {
    d.l.unshift(0);
  }),
  p('array-primitives-splice', prims, (d) => {
    d.l.splice(1, 1, 7, 8);
  }),
  p('array-primitives-sort', prims, (d) => {
    d.l.sort((a: number, b: number) => a - b);
  }),
  p('array-primitives-reverse', prims, (d) => {
    d.l.reverse();
  }),
  p('array-primitives-fill', prims, (d) => {
    d.l.fill(0, 1);
  }),
  p('array-primitives-copywithin', prims, (d) => {
    d.l.copyWithin(0, 1);
  }),
  p('array-primitives-filter-assign', prims, (d) => {
    d.l = d.l.filter((x: number) => x > 1);
  }),
  p('array-primitives-map-assign', prims, (d) => {
    d.l = d.l.map((x: number) => x * 10);
  }),
  p('array-primitives-slice-assign', prims, (d) => {
    d.l = d.l.slice(1);
  }),

  // Arrays of objects -------------------------------------------------------------------------------
  p('array-objects-edit', objs, (d) => {
    d.l[0].id = 9;
  }),
  p('array-objects-index', objs, (d) => {
    d.l[0] = {id: 9};
  }),
  p('array-objects-length-shorten', objs, (d) => {
    d.l.length = 1;
  }),
  p('array-objects-swap', objs, (d) => {
    const a = d.l[0];
    d.l[0] = d.l[1];
    d.l[1] = a;
  }),
  p('array-objects-move-element', objs, (d) => {
    d.l[2] = d.l[0];
  }),
  p('array-objects-push', objs, (d) => {
    d.l.push({id: 4});
  }),
  p('array-objects-pop', objs, (d) => {
    d.l.pop();
  }),
  p('array-objects-shift', objs, (d) => {
    d.l.shift();
  }),
  p('array-objects-unshift', objs, (d) => {
    d.l.unshift({id: 0});
  }),
  p('array-objects-splice', objs, (d) => {
    d.l.splice(1, 1, {id: 7}, {id: 8});
  }),
  p('array-objects-splice-remove', objs, (d) => {
    d.l.splice(0, 1);
  }),
  p('array-objects-sort', objs, (d) => {
    d.l.sort((a: any, b: any) => a.id - b.id);
  }),
  p('array-objects-reverse', objs, (d) => {
    d.l.reverse();
  }),
  p('array-objects-fill', objs, (d) => {
    d.l.fill({id: 0}, 1);
  }),
  p('array-objects-copywithin', objs, (d) => {
    d.l.copyWithin(0, 1);
  }),
  p('array-objects-edit-then-pop', objs, (d) => {
    d.l[0].id = 9;
    d.l.pop();
  }),
  p('array-objects-sort-then-edit', objs, (d) => {
    d.l.sort((a: any, b: any) => a.id - b.id);
    d.l[0].id = 0;
  }),
  p('array-objects-filter-assign', objs, (d) => {
    d.l = d.l.filter((x: any) => x.id > 1);
  }),
  p('array-objects-map-assign', objs, (d) => {
    d.l = d.l.map((x: any) => ({id: x.id * 10}));
  }),
  p('array-objects-slice-assign', objs, (d) => {
    d.l = d.l.slice(1);
  }),
  p('array-objects-find-edit', objs, (d) => {
    d.l.find((x: any) => x.id === 1).id = 10;
  }),
  p('array-objects-foreach-edit', objs, (d) => {
    d.l.forEach((x: any) => {
      x.id += 1;
    });
  }),

  // Map ---------------------------------------------------------------------------------------------
  p('map-set-new', mapA, (d) => {
    d.m.set('b', 2);
  }),
  p('map-set-existing', mapA, (d) => {
    d.m.set('a', 2);
  }),
  p('map-delete', mapAB, (d) => {
    d.m.delete('a');
  }),
  p('map-clear', mapAB, (d) => {
    d.m.clear();
  }),
  p('map-get-edit', mapAObj, (d) => {
    d.m.get('a').n = 2;
  }),
  p('map-get-then-delete', mapABObj, (d) => {
    d.m.get('a').n = 9;
    d.m.delete('b');
  }),
  p('map-get-then-set', mapABObj, (d) => {
    d.m.get('a').n = 9;
    d.m.set('b', {n: 0});
  }),
  p('map-get-then-set-new', mapAObj, (d) => {
    d.m.get('a').n = 9;
    d.m.set('c', {n: 3});
  }),
  p('map-read-get-then-delete', mapABObj, (d) => {
    d.m.get('a');
    d.m.delete('b');
  }),
  p('map-for-of-edit', mapAObj, (d) => {
    for (const [, v] of d.m) v.n = 2;
  }),
  p('map-values-edit', mapAObj, (d) => {
    for (const v of d.m.values()) v.n = 2;
  }),
  p('map-foreach-edit', mapAObj, (d) => {
    d.m.forEach((v: any) => {
      v.n = 2;
    });
  }),
  p(
    'map-nested-map',
    () => ({m: new Map([['inner', new Map([['k', 1]])]])}),
    (d) => {
      d.m.get('inner').set('k', 2);
    },
  ),
  p('map-size-after-delete', mapAB, (d) => {
    d.m.delete('a');
    d.n = d.m.size;
  }),
  p(
    'map-object-key',
    () => {
      const k = {id: 1};
      return {k, m: new Map([[k, 1]])};
    },
    (d) => {
      d.m.set(d.k, 2);
    },
  ),

  // Set ---------------------------------------------------------------------------------------------
  p('set-add', set12, (d) => {
    d.s.add(3);
  }),
  p('set-delete', set12, (d) => {
    d.s.delete(1);
  }),
  p('set-clear', set12, (d) => {
    d.s.clear();
  }),
  p(
    'set-has-after-add',
    () => ({s: new Set([1])}),
    (d) => {
      d.s.add(2);
      d.ok = d.s.has(2);
    },
  ),
  p('set-for-of-edit', setObj, (d) => {
    for (const v of d.s) v.n = 2;
  }),
  p('set-foreach-edit', setObj, (d) => {
    d.s.forEach((v: any) => {
      v.n = 2;
    });
  }),
  p('set-values-edit', setObj, (d) => {
    for (const v of d.s.values()) v.n = 2;
  }),
  p(
    'set-nested-in-map',
    () => ({m: new Map([['tags', new Set(['a'])]])}),
    (d) => {
      d.m.get('tags').add('b');
    },
  ),

  // Drafts in new containers ------------------------------------------------------------------------
  p('new-container-move', moveTo, (d) => {
    d.b = d.a;
  }),
  p('new-container-move-edited', moveTo, (d) => {
    d.a.n = 2;
    d.b = d.a;
  }),
  p('new-container-array', listOf, (d) => {
    d.list = [d.a];
  }),
  p(
    'new-container-object',
    () => ({a: {n: 1}, box: null}),
    (d) => {
      d.box = {ref: d.a};
    },
  ),
  p('new-container-push-wrapper', listOf, (d) => {
    d.list.push({ref: d.a});
  }),
  p(
    'new-container-spread',
    () => ({a: {inner: {n: 1}}, copy: null}),
    (d) => {
      d.copy = {...d.a};
    },
  ),
  p(
    'new-container-map-value',
    () => ({a: {n: 1}, m: new Map()}),
    (d) => {
      d.m.set('x', d.a);
    },
  ),

  // Recipe return values, async recipes -------------------------------------------------------------
  p('recipe-return-new', obj, () => ({a: 2})),
  p('recipe-return-draft', obj, (d) => {
    d.a = 2;
    return d;
  }),
  p('recipe-arrow-expression', obj, {expect: {a: 2, b: {c: 1}}}, (d) => (d.a = 2)),
  p('recipe-async', obj, async (d) => {
    await Promise.resolve();
    d.a = 2;
  }),
  r('recipe-draft-across-await', obj, async (base, api) => {
    const d = api.createDraft(base);
    d.a = await Promise.resolve(2);
    return api.finishDraft(d);
  }),
  r('recipe-curried', obj, {expect: {a: 5, b: {c: 1}}}, (base, api) =>
    (api.name === 'mutative' ? api.lib.create : api.lib.produce)((d: any, v: number) => {
      d.a = v;
    })(base, 5),
  ),

  // Freezing ----------------------------------------------------------------------------------------
  r('freeze-default-changed', obj, {expect: false}, (base, api) =>
    Object.isFrozen(
      api.produce(base, (d) => {
        d.a = 2;
      }).b,
    ),
  ),
  r('freeze-option-on', obj, (base, api) =>
    api.produce(
      base,
      (d) => {
        d.a = 2;
      },
      {autoFreeze: true},
    ),
  ),
  r('freeze-option-on-nested', obj, {expect: true}, (base, api) =>
    Object.isFrozen(
      api.produce(
        base,
        (d) => {
          d.a = 2;
        },
        {autoFreeze: true},
      ).b,
    ),
  ),
  r('freeze-write-frozen-result', obj, {expect: THROWS}, (base, api) => {
    const next = api.produce(
      base,
      (d) => {
        d.a = 2;
      },
      {autoFreeze: true},
    );
    next.a = 3;
    return next;
  }),

  // Draft lifecycle ---------------------------------------------------------------------------------
  r('lifecycle-isdraft-root', obj, {expect: true}, (base, api) => {
    let v: unknown;
    api.produce(base, (d) => {
      v = api.isDraft(d);
    });
    return v;
  }),
  r('lifecycle-isdraft-nested', obj, {expect: true}, (base, api) => {
    let v: unknown;
    api.produce(base, (d) => {
      v = api.isDraft(d.b);
    });
    return v;
  }),
  r('lifecycle-isdraft-result', obj, {expect: false}, (base, api) =>
    api.isDraft(
      api.produce(base, (d) => {
        d.a = 2;
      }),
    ),
  ),
  r('lifecycle-original', obj, {expect: true}, (base, api) => {
    let v: unknown;
    api.produce(base, (d) => {
      d.a = 2;
      v = api.original(d) === base;
    });
    return v;
  }),
  r('lifecycle-original-nested', obj, {expect: true}, (base, api) => {
    let v: unknown;
    api.produce(base, (d) => {
      d.b.c = 2;
      v = api.original(d.b) === base.b;
    });
    return v;
  }),
  r('lifecycle-current', obj, {expect: [{a: 1, b: {c: 2}}, false, false]}, (base, api) => {
    let v: unknown;
    api.produce(base, (d) => {
      d.b.c = 2;
      const c = api.current(d);
      v = [c, api.isDraft(c), api.isDraft(c.b)];
    });
    return v;
  }),
  r('lifecycle-current-after-pop', objs, {expect: [{id: 3}, {id: 1}]}, (base, api) => {
    let v: unknown;
    api.produce(base, (d) => {
      d.l.pop();
      v = api.current(d.l);
    });
    return v;
  }),
  r('lifecycle-create-finish', obj, {expect: {a: 1, b: {c: 2}}}, (base, api) => {
    const d = api.createDraft(base);
    d.b.c = 2;
    return api.finishDraft(d);
  }),
  r('lifecycle-two-drafts', obj, {expect: [2, 3]}, (base, api) => {
    const d1 = api.createDraft(base);
    const d2 = api.createDraft(base);
    d1.a = 2;
    d2.a = 3;
    return [api.finishDraft(d1).a, api.finishDraft(d2).a];
  }),
  r(
    'lifecycle-draft-of-result',
    obj,
    {
      expect: [
        {a: 2, b: {c: 3}},
        {a: 2, b: {c: 1}},
      ],
    },
    (base, api) => {
      const d = api.createDraft(base);
      d.a = 2;
      const next = api.finishDraft(d);
      const d2 = api.createDraft(next);
      d2.b.c = 3;
      return [api.finishDraft(d2), next];
    },
  ),
  r('lifecycle-read-after-finish', obj, {expect: THROWS}, (base, api) => {
    const d = api.createDraft(base);
    api.finishDraft(d);
    return d.a;
  }),
  r('lifecycle-finish-twice', obj, {expect: THROWS}, (base, api) => {
    const d = api.createDraft(base);
    d.a = 2;
    api.finishDraft(d);
    return api.finishDraft(d);
  }),
  r('lifecycle-nested-produce', obj, {expect: {a: 1, b: {c: 1}}}, (base, api) =>
    api.produce(base, (d) => {
      api.produce(d.b, (inner) => {
        inner.c = 2;
      });
    }),
  ),

  // immut (limu only) -------------------------------------------------------------------------------
  r('immut-read', obj, {expect: 1, na: LIMU_ONLY}, (base, api) => api.lib.immut(base).b.c),
  r('immut-write', obj, {expect: 1, na: LIMU_ONLY}, (base, api) => {
    const v = api.lib.immut(base);
    v.a = 2;
    return v.a;
  }),
  r('immut-delete', obj, {expect: true, na: LIMU_ONLY}, (base, api) => {
    const v = api.lib.immut(base);
    delete v.a;
    return 'a' in v;
  }),
  r('immut-nested-write', obj, {expect: 1, na: LIMU_ONLY}, (base, api) => {
    const v = api.lib.immut(base);
    v.b.c = 2;
    return v.b.c;
  }),
  r('immut-array-push', prims, {expect: 3, na: LIMU_ONLY}, (base, api) => {
    const v = api.lib.immut(base);
    v.l.push(4);
    return v.l.length;
  }),
  r(
    'immut-live',
    () => ({}),
    {expect: 5, na: LIMU_ONLY},
    (_base, api) => {
      const source = {n: 1};
      const v = api.lib.immut(source);
      source.n = 5;
      return v.n;
    },
  ),
  r('immut-map', mapA, {expect: 1, na: LIMU_ONLY}, (base, api) => {
    const v = api.lib.immut(base);
    v.m.set('a', 2);
    return v.m.get('a');
  }),
  r('immut-array-missing-key', prims, {expect: ['0', '1', '2'], na: LIMU_ONLY}, (base, api) => {
    const v = api.lib.immut(base);
    void v.l.then;
    return Object.keys(base.l);
  }),
  r(
    'immut-isdraft',
    obj,
    {
      expect: false,
      na: LIMU_ONLY,
    },
    (base, api) => api.isDraft(api.lib.immut(base)),
  ),

  // markRaw (limu only) -----------------------------------------------------------------------------
  r(
    'markraw-not-proxied',
    () => ({a: {n: 1}}),
    {expect: false, na: LIMU_ONLY},
    (base, api) => {
      let v: unknown;
      api.produce(base, (d) => {
        d.r = api.lib.markRaw({n: 1});
        v = api.isDraft(d.r);
      });
      return v;
    },
  ),
  r(
    'markraw-edit-after-assign',
    () => ({a: 1}),
    {expect: [1, 2], na: LIMU_ONLY},
    (base, api) => {
      const next = api.produce(base, (d) => {
        d.r = api.lib.markRaw({n: 1});
        d.r.n = 2;
      });
      return [next.a, next.r.n];
    },
  ),

  // ICreateDraftOptions (limu; autoFreeze mapped for immer and mutative) ----------------------------
  r('options-autofreeze-false', obj, (base, api) =>
    api.produce(
      base,
      (d) => {
        d.a = 2;
      },
      {autoFreeze: false},
    ),
  ),
  r('options-autorevoke-false', obj, {expect: 2, na: LIMU_ONLY}, (base, api) => {
    const d = api.createDraft(base, {autoRevoke: false});
    d.a = 2;
    api.finishDraft(d);
    return d.a;
  }),
  r('options-silence-set-trap-err', obj, {expect: false, na: LIMU_ONLY}, (base, api) => {
    const d = api.createDraft(base, {autoRevoke: false, silenceSetTrapErr: false});
    api.finishDraft(d);
    return Reflect.set(d, 'a', 2);
  }),
  r('options-readonly', obj, {expect: [1, true], na: LIMU_ONLY}, (base, api) => {
    const d = api.createDraft(base, {readOnly: true});
    d.a = 2;
    const a = d.a;
    return [a, api.finishDraft(d) === base];
  }),
  r('options-onoperate', obj, {expect: ['get b', 'set b.c'], na: LIMU_ONLY}, (base, api) => {
    const ops: string[] = [];
    api.produce(
      base,
      (d) => {
        d.b.c = 2;
      },
      {onOperate: (o: any) => ops.push(`${o.op} ${o.fullKeyPath.join('.')}`)},
    );
    return ops;
  }),
  r('options-compare-ver', obj, {expect: true, na: LIMU_ONLY}, (base, api) =>
    api.lib.isDiff(
      api.createDraft(base, {readOnly: true, compareVer: true}),
      api.createDraft(base, {readOnly: true, compareVer: true}),
    ),
  ),
  r(
    'options-custom-keys',
    () => ({[Symbol.for('tag')]: {n: 1}, list: [1]}),
    {expect: [false, true], na: LIMU_ONLY},
    (base, api) => {
      const d = api.createDraft(base, {customKeys: [Symbol.for('tag')]});
      const v = [api.isDraft(d[Symbol.for('tag')]), api.isDraft(d.list)];
      api.finishDraft(d);
      return v;
    },
  ),
  r('options-disable-proxy', obj, {expect: [true, true, 2], na: LIMU_ONLY, changesBase: true}, (base, api) => {
    const d = api.createDraft(base, {disableProxy: true});
    d.a = 2;
    return [d === base, api.finishDraft(d) === base, base.a];
  }),
  r('options-source-id', obj, {expect: 'todos', na: LIMU_ONLY}, (base, api) => {
    const d = api.createDraft(base, {sourceId: 'todos'});
    d.a = 2;
    const d2 = api.createDraft(api.finishDraft(d));
    const id = api.lib.limuUtils.getDraftMeta(d2).sourceId;
    api.finishDraft(d2);
    return id;
  }),
  r('options-disable-warn', obj, {expect: 0, na: LIMU_ONLY}, (base, api) => {
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
  }),
];
