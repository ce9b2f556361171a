/**
 * The explored space (ARCHITECTURE.md §12 "Exploration"): generated base states and generated
 * recipes. A recipe is generated abstract (op kinds with small numbers) and made concrete against the
 * plain copy while the plain copy runs it: each op becomes one JavaScript statement with its indexes,
 * keys and values resolved. The libraries then run exactly those statements, and the minimal sample
 * a reader sees is that text.
 */
import fc from 'fast-check';
import type {BaseSpec, Op as DataOp} from '../../src/data/explore.types';

export type {BaseSpec};

/** The object used as a Map key: one object for every run, so that plain copies and drafts share it. */
export const KEY_OBJECT = {id: 1};

/** The Symbol key of `tagged`: one for every run, as the object key is (`tag` in the statements). */
export const TAG = Symbol('tag');

interface Key {
  code: string;
  value: unknown;
}

/** The keys of the base's `keyed` Map: what readers use as Map keys besides strings. */
export const BASE_KEYS: Key[] = [
  {code: '0', value: 0},
  {code: 'NaN', value: NaN},
  {code: "''", value: ''},
  {code: 'false', value: false},
  {code: 'null', value: null},
  {code: 'undefined', value: undefined},
  {code: "'k'", value: 'k'},
  {code: 'id', value: KEY_OBJECT},
];

/** The keys an op on `keyed` names: the base's, -0 (the same key as 0 in a Map) and a new number. */
export const OP_KEYS: Key[] = [...BASE_KEYS, {code: '-0', value: -0}, {code: '1', value: 1}];

/** An abstract op: its kind and up to three small numbers that pick targets and values. */
export type Op = DataOp<OpKind>;

/** The ops every recipe draws from. */
const BASE_OP_KINDS = [
  'read',
  'write',
  'addProp',
  'deleteProp',
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
  'index',
  'indexMove',
  'swap',
  'length',
  'mapSet',
  'mapSetExisting',
  'mapDelete',
  'mapClear',
  'setAdd',
  'setDelete',
  'setClear',
  'mapForEach',
  'setForEach',
  'mapReadOnly',
  'setReadOnly',
  'writeUndefined',
  'writeNaN',
  'writeSame',
  'current',
  'original',
] as const;
/** The ops on the base's Date, drawn only with it (after the rest: see recipeArb). */
export const DATE_OP_KINDS = ['dateSet', 'dateReplace', 'dateRead'] as const;
/** The ops on the base's class instance, drawn only with it. */
export const POINT_OP_KINDS = ['pointWrite', 'pointAdd', 'pointMethod'] as const;
/**
 * A draft node put into a new array or object (`copy`, `pair`). A write through it afterwards is not
 * drawn yet: it meets other losses (a later shift of the array the node came from) with no rule yet.
 */
export const WRAP_OP_KINDS = ['wrap'] as const;
/** The ops on `tagged` (a Symbol key and a non-enumerable property), drawn only with it. */
export const TAGGED_OP_KINDS = ['taggedWrite', 'taggedSymbol', 'taggedHidden', 'taggedRead'] as const;
/** The ops on `bare` (a null-prototype object), drawn only with it. */
export const BARE_OP_KINDS = ['bareWrite', 'bareInner'] as const;
/** The ops on `nest` (a Map holding a Map and a Set) and on the Map and Set in it, drawn only with it. */
export const NEST_OP_KINDS = ['nestInner', 'nestOuter', 'nestRead'] as const;
export const OP_KINDS = [
  ...BASE_OP_KINDS,
  ...DATE_OP_KINDS,
  ...POINT_OP_KINDS,
  ...WRAP_OP_KINDS,
  ...TAGGED_OP_KINDS,
  ...BARE_OP_KINDS,
  ...NEST_OP_KINDS,
];
export type OpKind = (typeof OP_KINDS)[number];

export interface Recipe {
  base: BaseSpec;
  ops: Op[];
  /** The entry point: produce (absent) or createDraft and finishDraft around the same statements. */
  entry?: 'createDraft';
  /** What the recipe returns after its statements (RETURNS[returns]); absent: nothing. produce only. */
  returns?: number;
  /**
   * Auto-freeze on for this run: limu's `autoFreeze: true`, mutative's `enableAutoFreeze: true` (immer
   * freezes by default).
   */
  autoFreeze?: true;
  /**
   * limu only: the statements run on a read-only view instead of a draft, `immut(base)` ended with
   * finishImmut, or `createDraft(base, { readOnly: true })` ended with finishDraft. immer and mutative
   * have no such entry point: for them the recipe is the same without it (recipeFor), and limu's view
   * takes no entry, returned value or auto-freeze.
   */
  view?: View;
}

export const VIEWS = ['immut', 'readOnly'] as const;
export type View = (typeof VIEWS)[number];

/** The recipe a library runs: limu's view without what a view takes no part in; the others' without the view. */
export function recipeFor(lib: string, recipe: Recipe): Recipe {
  if (!recipe.view) return recipe;
  if (lib === 'limu') return {base: recipe.base, ops: recipe.ops, view: recipe.view};
  const {view: _, ...rest} = recipe;
  return rest;
}

/**
 * The values a recipe returns, as readers write them: the draft itself, a part of it (the first of
 * obj, list, nums and map the state has), a new object, and a spread of the draft with a new key.
 */
export const RETURNS = ['draft', 'part', '{ done: true }', '{ ...draft, done: true }'] as const;

const small = fc.integer({min: 0, max: 9});
const nums = (max: number) => fc.array(small, {maxLength: max});

export const baseArb: fc.Arbitrary<BaseSpec> = fc.record(
  {
    list: nums(4),
    nums: nums(4),
    obj: fc.record({a: small, inner: small}),
    map: nums(3),
    set: fc.uniqueArray(small, {maxLength: 3}),
    ref: small,
  },
  {requiredKeys: []},
);

export const opArb: fc.Arbitrary<Op> = fc.tuple(fc.constantFrom(...BASE_OP_KINDS), small, small, small);

/** The `keyed` Map of a base, half the time. */
const keyedArb = fc.option(fc.array(small, {maxLength: BASE_KEYS.length}), {nil: undefined, freq: 2});

/** The `items` Set of objects of a base, half the time. */
const itemsArb = fc.option(fc.array(small, {maxLength: 3}), {nil: undefined, freq: 2});

/** The `grid` (an array of arrays of numbers) of two bases in three. */
const gridArb = fc.option(fc.array(fc.array(small, {maxLength: 3}), {maxLength: 3}), {nil: undefined, freq: 3});

/** A Date in two bases in three, with one or two ops on it, each put at a drawn place among the others. */
const datesArb = fc.option(
  fc.record({
    when: small,
    ops: fc.array(fc.tuple(fc.constantFrom(...DATE_OP_KINDS), small, small, small), {minLength: 1, maxLength: 2}),
    at: fc.array(small, {minLength: 2, maxLength: 2}),
  }),
  {nil: undefined, freq: 3},
);

/** A class instance in half the bases, with one or two ops on it, put as the Date's are. */
const pointArb = fc.option(
  fc.record({
    point: small,
    ops: fc.array(fc.tuple(fc.constantFrom(...POINT_OP_KINDS), small, small, small), {minLength: 1, maxLength: 2}),
    at: fc.array(small, {minLength: 2, maxLength: 2}),
  }),
  {nil: undefined, freq: 2},
);

/** Drafts put into new containers in half the recipes: one or two ops, put as the Date's are. */
const wrapArb = fc.option(
  fc.record({
    ops: fc.array(fc.tuple(fc.constantFrom(...WRAP_OP_KINDS), small, small, small), {minLength: 1, maxLength: 2}),
    at: fc.array(small, {minLength: 2, maxLength: 2}),
  }),
  {nil: undefined, freq: 2},
);

/** An object with a Symbol key and a non-enumerable property in one base in three, with one or two ops on it. */
const taggedArb = fc.option(
  fc.record({
    tagged: small,
    ops: fc.array(fc.tuple(fc.constantFrom(...TAGGED_OP_KINDS), small, small, small), {minLength: 1, maxLength: 2}),
    at: fc.array(small, {minLength: 2, maxLength: 2}),
  }),
  {nil: undefined, freq: 3},
);

/** A null-prototype object in one base in three, with one or two ops on it. */
const bareArb = fc.option(
  fc.record({
    bare: small,
    ops: fc.array(fc.tuple(fc.constantFrom(...BARE_OP_KINDS), small, small, small), {minLength: 1, maxLength: 2}),
    at: fc.array(small, {minLength: 2, maxLength: 2}),
  }),
  {nil: undefined, freq: 3},
);

/** A Map holding a Map and a Set in one base in three, with one to three ops on them. */
const nestArb = fc.option(
  fc.record({
    nest: small,
    ops: fc.array(fc.tuple(fc.constantFrom(...NEST_OP_KINDS), small, small, small), {minLength: 1, maxLength: 3}),
    at: fc.array(small, {minLength: 3, maxLength: 3}),
  }),
  {nil: undefined, freq: 3},
);

/** A frozen base (freezeDeep) in one recipe in four, as a store that freezes its state hands it over. */
const frozenArb = fc.oneof(
  {arbitrary: fc.constant(undefined), weight: 3},
  {arbitrary: fc.constant(true as const), weight: 1},
);

/** Auto-freeze on in one recipe in six. */
const autoFreezeArb = fc.oneof(
  {arbitrary: fc.constant(undefined), weight: 5},
  {arbitrary: fc.constant(true as const), weight: 1},
);

/** A returned value in one recipe in four (RETURNS), for produce only. */
const returnsArb = fc.oneof(
  {arbitrary: fc.constant(undefined), weight: 3},
  {arbitrary: fc.integer({min: 0, max: RETURNS.length - 1}), weight: 1},
);

/** A read-only view (limu's immut or readOnly draft) in one recipe in six, drawn last. */
const viewArb = fc.oneof(
  {arbitrary: fc.constant(undefined), weight: 10},
  {arbitrary: fc.constantFrom(...VIEWS), weight: 2},
);

/** The class of `point`, and its code in a sample. */
export class Point {
  n: number;
  constructor(n: number) {
    this.n = n;
  }
  bump() {
    this.n += 1;
  }
}
export const POINT_CLASS =
  'class Point {\n  constructor(n) {\n    this.n = n;\n  }\n  bump() {\n    this.n += 1;\n  }\n}\n';

/**
 * `keyed` and `items` are drawn after the ops, so that the rest of each recipe of a seed is what it was
 * before each was added (the classes found and their minimal recipes stay comparable).
 */
export function recipeArb(maxOps: number): fc.Arbitrary<Recipe> {
  return fc
    .record({
      base: baseArb,
      ops: fc.array(opArb, {minLength: 1, maxLength: maxOps}),
      keyed: keyedArb,
      items: itemsArb,
      dates: datesArb,
      grid: gridArb,
      point: pointArb,
      // createDraft/finishDraft instead of produce, in one recipe in four.
      entry: fc.oneof(
        {arbitrary: fc.constant(undefined), weight: 3},
        {arbitrary: fc.constant('createDraft' as const), weight: 1},
      ),
      wrap: wrapArb,
      returns: returnsArb,
      frozen: frozenArb,
      tagged: taggedArb,
      bare: bareArb,
      nest: nestArb,
      autoFreeze: autoFreezeArb,
      view: viewArb,
    })
    .map(
      ({
        base,
        ops,
        keyed,
        items,
        dates,
        grid,
        point,
        entry,
        wrap,
        returns,
        frozen,
        tagged,
        bare,
        nest,
        autoFreeze,
        view,
      }) => {
        const all: Op[] = [...ops];
        dates?.ops.forEach((op, i) => all.splice(dates.at[i] % (all.length + 1), 0, op));
        point?.ops.forEach((op, i) => all.splice(point.at[i] % (all.length + 1), 0, op));
        wrap?.ops.forEach((op, i) => all.splice(wrap.at[i] % (all.length + 1), 0, op));
        tagged?.ops.forEach((op, i) => all.splice(tagged.at[i] % (all.length + 1), 0, op));
        bare?.ops.forEach((op, i) => all.splice(bare.at[i] % (all.length + 1), 0, op));
        nest?.ops.forEach((op, i) => all.splice(nest.at[i] % (all.length + 1), 0, op));
        return {
          base: {
            ...base,
            ...(keyed === undefined ? {} : {keyed}),
            ...(items === undefined ? {} : {items}),
            ...(dates === undefined ? {} : {when: dates.when}),
            ...(grid === undefined ? {} : {grid}),
            ...(point === undefined ? {} : {point: point.point}),
            ...(frozen === undefined ? {} : {frozen}),
            ...(tagged === undefined ? {} : {tagged: tagged.tagged}),
            ...(bare === undefined ? {} : {bare: bare.bare}),
            ...(nest === undefined ? {} : {nest: nest.nest}),
          },
          ops: all,
          ...(entry === undefined ? {} : {entry}),
          // finishDraft has no recipe to return from: a returned value goes with produce only.
          ...(returns === undefined || entry !== undefined ? {} : {returns}),
          ...(autoFreeze === undefined ? {} : {autoFreeze}),
          ...(view === undefined ? {} : {view}),
        };
      },
    );
}

// ---------------------------------------------------------------------------------------------
// The base: built afresh for each run, printed as the `const base = …` of a sample.

export function buildBase(spec: BaseSpec): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  const list = spec.list?.map((n) => ({n}));
  if (list) base.list = list;
  if (spec.nums) base.nums = [...spec.nums];
  if (spec.obj) base.obj = {a: spec.obj.a, inner: {n: spec.obj.inner}};
  if (spec.map) base.map = new Map(spec.map.map((n, i) => [`k${i}`, {n}]));
  if (spec.set) base.set = new Set(spec.set);
  if (spec.ref !== undefined && list && list.length) base.ref = list[spec.ref % list.length];
  if (spec.keyed) base.keyed = new Map(spec.keyed.map((n, i) => [BASE_KEYS[i].value, n]));
  if (spec.items) base.items = new Set(spec.items.map((n) => ({n})));
  if (spec.when !== undefined) base.when = new Date(spec.when);
  if (spec.grid) base.grid = spec.grid.map((row) => [...row]);
  if (spec.point !== undefined) base.point = new Point(spec.point);
  if (spec.tagged !== undefined) {
    const v = spec.tagged;
    base.tagged = Object.defineProperty({n: v, [TAG]: v}, 'hidden', {value: v, writable: true, configurable: true});
  }
  if (spec.bare !== undefined) base.bare = Object.assign(Object.create(null), {n: spec.bare, inner: {n: spec.bare}});
  if (spec.nest !== undefined)
    base.nest = new Map<string, unknown>([
      ['m', new Map([['a', spec.nest]])],
      ['s', new Set([spec.nest])],
    ]);
  return spec.frozen ? freezeDeep(base) : base;
}

/**
 * Freezes every plain object and array of a value, those in Maps included, with Object.freeze. Maps and
 * Sets themselves, Dates and class instances are left alone (Object.freeze does not stop their
 * methods), and so are the items of a Set: a Set item is one of the few objects a draft hands out as
 * itself (set-item-edit-changes-base), and a write to a frozen one is another matter, not explored yet.
 */
export function freezeDeep<T>(v: T): T {
  if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return v;
  if (v instanceof Map) for (const x of v.values()) freezeDeep(x);
  else if (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype) {
    Object.freeze(v);
    for (const x of Object.values(v)) freezeDeep(x);
  }
  return v;
}

/** freezeDeep as a sample defines it. */
export const FREEZE_CODE =
  'const freezeDeep = (v) => {\n' +
  "  if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return v;\n" +
  '  if (v instanceof Map) for (const x of v.values()) freezeDeep(x);\n' +
  '  else if (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype) {\n' +
  '    Object.freeze(v);\n' +
  '    for (const x of Object.values(v)) freezeDeep(x);\n' +
  '  }\n' +
  '  return v;\n' +
  '};\n';

/** The base as code; `const id` (the object key) only when the base or one of `statements` uses it. */
export function baseCode(spec: BaseSpec, statements: string[] = []): string {
  const shared = spec.ref !== undefined && spec.list && spec.list.length ? spec.ref % spec.list.length : -1;
  const parts: string[] = [];
  if (spec.list) parts.push(`list: [${spec.list.map((n, i) => (i === shared ? 'shared' : `{ n: ${n} }`)).join(', ')}]`);
  if (spec.nums) parts.push(`nums: [${spec.nums.join(', ')}]`);
  if (spec.obj) parts.push(`obj: { a: ${spec.obj.a}, inner: { n: ${spec.obj.inner} } }`);
  if (spec.map) parts.push(`map: new Map([${spec.map.map((n, i) => `['k${i}', { n: ${n} }]`).join(', ')}])`);
  if (spec.set) parts.push(`set: new Set([${spec.set.join(', ')}])`);
  if (shared >= 0) parts.push('ref: shared');
  const usesId =
    (spec.keyed?.length ?? 0) > BASE_KEYS.findIndex((k) => k.code === 'id') ||
    statements.some((s) => /[(,] ?id[,)]/.test(s));
  if (spec.keyed)
    parts.push(`keyed: new Map([${spec.keyed.map((n, i) => `[${BASE_KEYS[i].code}, ${n}]`).join(', ')}])`);
  if (spec.items) parts.push(`items: new Set([${spec.items.map((n) => `{ n: ${n} }`).join(', ')}])`);
  if (spec.when !== undefined) parts.push(`when: new Date(${spec.when})`);
  if (spec.grid) parts.push(`grid: [${spec.grid.map((row) => `[${row.join(', ')}]`).join(', ')}]`);
  if (spec.point !== undefined) parts.push(`point: new Point(${spec.point})`);
  if (spec.tagged !== undefined) {
    const v = spec.tagged;
    parts.push(
      `tagged: Object.defineProperty({ n: ${v}, [tag]: ${v} }, 'hidden', { value: ${v}, writable: true, configurable: true })`,
    );
  }
  if (spec.bare !== undefined)
    parts.push(`bare: Object.assign(Object.create(null), { n: ${spec.bare}, inner: { n: ${spec.bare} } })`);
  if (spec.nest !== undefined)
    parts.push(`nest: new Map([['m', new Map([['a', ${spec.nest}]])], ['s', new Set([${spec.nest}])]])`);
  const head =
    (spec.frozen ? `${FREEZE_CODE}\n` : '') +
    (spec.point !== undefined ? `${POINT_CLASS}\n` : '') +
    (spec.tagged !== undefined ? "const tag = Symbol('tag');\n" : '') +
    (shared >= 0 ? `const shared = { n: ${spec.list![shared]} };\n` : '') +
    (usesId ? 'const id = { id: 1 };\n' : '');
  const object = parts.length ? `{ ${parts.join(', ')} }` : '{}';
  return `${head}const base = ${spec.frozen ? `freezeDeep(${object})` : object};`;
}

// ---------------------------------------------------------------------------------------------
// Making a recipe concrete against the plain state.

type Node = Record<string, any>;

interface Target {
  code: string;
  value: any;
}

/**
 * Targets are picked by a fixed slot (`a`), not by position in a list of what exists: dropping a
 * part of the base or an earlier op then leaves the other ops' targets as they were, which lets the
 * minimizer (run.ts) remove what a failure does not need.
 */
function objectTarget(state: Node, a: number, b: number): Target | undefined {
  const list: unknown[] | undefined = Array.isArray(state.list) ? state.list : undefined;
  switch (a % 5) {
    case 0: {
      if (!list || !list.length) return undefined;
      const i = b % list.length;
      return list[i] && typeof list[i] === 'object' ? {code: `draft.list[${i}]`, value: list[i]} : undefined;
    }
    case 1:
      return state.obj && typeof state.obj === 'object' ? {code: 'draft.obj', value: state.obj} : undefined;
    case 2:
      return state.obj?.inner && typeof state.obj.inner === 'object'
        ? {code: 'draft.obj.inner', value: state.obj.inner}
        : undefined;
    case 3: {
      if (!(state.map instanceof Map)) return undefined;
      const entries = [...state.map].filter(([, v]) => v && typeof v === 'object');
      const e = entries.length ? entries[b % entries.length] : undefined;
      return e ? {code: `draft.map.get('${e[0]}')`, value: e[1]} : undefined;
    }
    default:
      return state.ref && typeof state.ref === 'object' ? {code: 'draft.ref', value: state.ref} : undefined;
  }
}

function arrayTarget(state: Node, a: number): Target | undefined {
  // An odd `a` goes to `grid` (nested arrays) when the base has it and `a % 4 === 3`, or when there is no `nums`.
  const grid = Array.isArray(state.grid) && (a % 4 === 3 || !Array.isArray(state.nums));
  const name = a % 2 === 0 ? 'list' : grid ? 'grid' : 'nums';
  return Array.isArray(state[name]) ? {code: `draft.${name}`, value: state[name]} : undefined;
}

/** Something to read, `current` or `original`: a container or an object. */
function anyTarget(state: Node, a: number, b: number): Target | undefined {
  const name = ['list', 'nums', 'map', 'set', 'obj'][a % 6];
  if (name === undefined) return objectTarget(state, b, b);
  return state[name] !== undefined ? {code: `draft.${name}`, value: state[name]} : undefined;
}

const pick = <T>(xs: T[], i: number): T | undefined => (xs.length ? xs[i % xs.length] : undefined);

/** The code of a key of `keyed` picked by `n`. */
const keyAt = (n: number): string => OP_KEYS[n % OP_KEYS.length].code;

/** A value for an array: a new `{n}` in the object list, a new row in `grid`, a number in `nums`. */
function newItem(array: Target, n: number): string {
  return array.code === 'draft.list' ? `{ n: ${n} }` : array.code === 'draft.grid' ? `[${n}]` : String(n);
}

/** A row of `grid` picked by `n`, when the target is `grid` and it has one: for an edit of an inner array. */
function row(array: Target | undefined, n: number): string | null {
  if (array?.code !== 'draft.grid' || !array.value.length) return null;
  return `draft.grid[${n % array.value.length}]`;
}

/**
 * One op as a statement against `state` (the plain copy at this point of the recipe), or null when
 * the op has no target there (it is then left out: the libraries never see it).
 */
export function concretize(op: Op, state: Node, counter: {c: number}): string | null {
  const [kind, a, b, c] = op;
  const array = arrayTarget(state, a);
  const len: number = array ? array.value.length : 0;
  // A Map op goes to `keyed` when the base has it and `a` is odd, or when there is no `map`.
  const keyed = state.keyed instanceof Map && (a % 2 === 1 || !(state.map instanceof Map));
  // A Set op goes to `items` (a Set of objects) likewise: when the base has it and `a` is odd, or when there is no `set`.
  const items = state.items instanceof Set && (a % 2 === 1 || !(state.set instanceof Set));
  const itemCount: number = items ? state.items.size : 0;
  switch (kind) {
    case 'read': {
      const t = anyTarget(state, a, b);
      return t ? `${t.code};` : null;
    }
    case 'write': {
      const t = objectTarget(state, a, c);
      if (!t) return null;
      const key = 'n' in t.value || !('a' in t.value) ? 'n' : 'a';
      return `${t.code}.${key} = ${10 + b};`;
    }
    case 'addProp': {
      const t = objectTarget(state, a, c);
      return t ? `${t.code}.extra = ${b};` : null;
    }
    case 'deleteProp': {
      const t = objectTarget(state, a, c);
      if (!t) return null;
      const keys = Object.keys(t.value);
      const key = pick(keys, b);
      return key ? `delete ${t.code}.${key};` : null;
    }
    case 'push': {
      const inner = c % 2 === 1 ? row(array, c) : null;
      if (inner) return `${inner}.push(${10 + b});`;
      return array ? `${array.code}.push(${newItem(array, 10 + b)});` : null;
    }
    case 'pop':
    case 'shift':
    case 'reverse':
      return array ? `${array.code}.${kind}();` : null;
    case 'unshift':
      return array ? `${array.code}.unshift(${newItem(array, 10 + b)});` : null;
    case 'splice': {
      if (!array) return null;
      const start = len ? b % (len + 1) : 0;
      const count = c % 3;
      return c >= 5
        ? `${array.code}.splice(${start}, ${count}, ${newItem(array, 10 + c)});`
        : `${array.code}.splice(${start}, ${count});`;
    }
    case 'sort': {
      if (!array) return null;
      const by = {'draft.list': '(x, y) => x.n - y.n', 'draft.grid': '(x, y) => x.length - y.length'}[array.code];
      return `${array.code}.sort(${by ?? '(x, y) => x - y'});`;
    }
    case 'fill':
      return array && len ? `${array.code}.fill(${newItem(array, 10 + b)}, ${c % len});` : null;
    case 'copyWithin':
      return array && len > 1 ? `${array.code}.copyWithin(${b % len}, ${c % len});` : null;
    case 'index': {
      const inner = c % 2 === 1 ? row(array, b) : null;
      if (inner) {
        const width = (state.grid[b % len] as unknown[]).length;
        return `${inner}[${c % (width + 1)}] = ${10 + c};`;
      }
      return array ? `${array.code}[${b % (len + 1)}] = ${newItem(array, 10 + c)};` : null;
    }
    case 'indexMove':
      return array && len > 1 && b % len !== c % len ? `${array.code}[${b % len}] = ${array.code}[${c % len}];` : null;
    case 'swap': {
      if (!array || len < 2) return null;
      const i = b % len;
      const j = c % len;
      if (i === j) return null;
      return `[${array.code}[${i}], ${array.code}[${j}]] = [${array.code}[${j}], ${array.code}[${i}]];`;
    }
    case 'length':
      // Shortening only: a longer length leaves holes, which no library keeps (a known, separate matter).
      return array ? `${array.code}.length = ${b % (len + 1)};` : null;
    case 'mapSet':
      if (keyed) return `draft.keyed.set(${keyAt(b)}, ${c === 8 ? 'undefined' : c === 9 ? 'NaN' : c});`;
      return state.map instanceof Map ? `draft.map.set('k${b % 4}', { n: ${10 + c} });` : null;
    case 'mapSetExisting': {
      if (keyed) return `draft.keyed.set(${keyAt(b)}, draft.keyed.get(${keyAt(c)}));`;
      if (!(state.map instanceof Map) || state.map.size === 0) return null;
      const keys = [...state.map.keys()];
      return `draft.map.set('k${b % 4}', draft.map.get('${pick(keys, c)}'));`;
    }
    case 'mapDelete':
      if (keyed)
        return c === 9 ? `draft.keyed.delete(draft.keyed.get(${keyAt(b)}));` : `draft.keyed.delete(${keyAt(b)});`;
      return state.map instanceof Map ? `draft.map.delete('k${b % 4}');` : null;
    case 'mapClear':
      if (keyed) return 'draft.keyed.clear();';
      return state.map instanceof Map ? 'draft.map.clear();' : null;
    case 'setAdd':
      if (items) return `draft.items.add({ n: ${10 + b} });`;
      return state.set instanceof Set ? `draft.set.add(${b});` : null;
    case 'setDelete':
      // An item is reached the way readers reach one: by iterating the Set.
      if (items) return itemCount ? `draft.items.delete([...draft.items][${b % itemCount}]);` : null;
      return state.set instanceof Set ? `draft.set.delete(${b});` : null;
    case 'setClear':
      if (items) return 'draft.items.clear();';
      return state.set instanceof Set ? 'draft.set.clear();' : null;
    case 'mapReadOnly': {
      if (keyed) {
        const k = keyAt(b);
        return [
          `draft.keyed.get(${k});`,
          `draft.keyed.has(${k});`,
          'draft.keyed.size;',
          '[...draft.keyed.keys()];',
          '[...draft.keyed.values()];',
          '[...draft.keyed.entries()];',
          'for (const entry of draft.keyed) void entry;',
        ][c % 7];
      }
      if (!(state.map instanceof Map)) return null;
      const reads = [
        `draft.map.has('k${b % 4}');`,
        'draft.map.size;',
        '[...draft.map.keys()];',
        '[...draft.map.values()];',
        '[...draft.map.entries()];',
        'for (const entry of draft.map) void entry;',
      ];
      return reads[c % reads.length];
    }
    case 'setReadOnly': {
      if (items)
        return [
          `draft.items.has([...draft.items][${b % Math.max(itemCount, 1)}]);`,
          'draft.items.size;',
          'for (const item of draft.items) void item;',
        ][c % 3];
      if (!(state.set instanceof Set)) return null;
      const reads = [
        `draft.set.has(${b});`,
        'draft.set.size;',
        '[...draft.set.values()];',
        'for (const item of draft.set) void item;',
      ];
      return reads[c % reads.length];
    }
    case 'writeUndefined':
    case 'writeNaN': {
      const t = objectTarget(state, a, c);
      if (!t) return null;
      const keys = [...Object.keys(t.value), 'extra'];
      return `${t.code}.${keys[b % keys.length]} = ${kind === 'writeNaN' ? 'NaN' : 'undefined'};`;
    }
    case 'writeSame': {
      const t = objectTarget(state, a, c);
      if (!t) return null;
      const key = pick(Object.keys(t.value), b);
      return key ? `${t.code}.${key} = ${t.code}.${key};` : null;
    }
    case 'mapForEach':
      if (keyed) return 'draft.keyed.forEach(() => {});';
      return state.map instanceof Map ? 'draft.map.forEach(() => {});' : null;
    case 'setForEach':
      if (items) {
        // Editing the items: through forEach, for…of, values() or a spread (each hands out an item).
        if (c % 5 === 4) return 'draft.items.forEach(() => {});';
        if (!itemCount && c % 5 >= 2) return null;
        return [
          `draft.items.forEach((item) => { item.n = ${10 + b}; });`,
          `for (const item of draft.items) item.n = ${10 + b};`,
          `[...draft.items.values()][${b % Math.max(itemCount, 1)}].n = ${10 + b};`,
          `[...draft.items][${b % Math.max(itemCount, 1)}].n = ${10 + b};`,
        ][c % 5];
      }
      return state.set instanceof Set ? 'draft.set.forEach(() => {});' : null;
    case 'dateSet':
      if (!(state.when instanceof Date)) return null;
      return c % 2 === 0 ? `draft.when.setTime(${10 + b});` : `draft.when.setMilliseconds(${10 + b});`;
    case 'dateReplace':
      return state.when instanceof Date ? `draft.when = new Date(${10 + b});` : null;
    case 'dateRead':
      return state.when instanceof Date ? 'draft.when.getTime();' : null;
    case 'pointWrite':
      return state.point instanceof Point ? `draft.point.n = ${10 + b};` : null;
    case 'pointAdd':
      return state.point instanceof Point ? `draft.point.extra = ${b};` : null;
    case 'pointMethod':
      return state.point instanceof Point ? 'draft.point.bump();' : null;
    case 'taggedWrite':
      return state.tagged ? `draft.tagged.n = ${10 + b};` : null;
    case 'taggedSymbol':
      if (!state.tagged) return null;
      return c % 2 === 1 ? 'delete draft.tagged[tag];' : `draft.tagged[tag] = ${10 + b};`;
    case 'taggedHidden':
      return state.tagged ? `draft.tagged.hidden = ${10 + b};` : null;
    case 'taggedRead':
      // Into a key of its own (seen), so that what the read gave shows in the result.
      return state.tagged ? 'draft.seen = draft.tagged.hidden;' : null;
    case 'bareWrite': {
      if (!state.bare) return null;
      if (c % 3 === 2) return 'n' in state.bare ? 'delete draft.bare.n;' : null;
      return c % 3 === 1 ? `draft.bare.extra = ${b};` : `draft.bare.n = ${10 + b};`;
    }
    case 'bareInner':
      return state.bare ? `draft.bare.inner.n = ${10 + b};` : null;
    case 'nestInner': {
      // A write to the Map or the Set inside `nest`, got with get (while the outer Map still holds it).
      if (!(state.nest instanceof Map)) return null;
      const m = state.nest.get('m') instanceof Map;
      const set = state.nest.get('s') instanceof Set;
      const writes = [
        m ? `draft.nest.get('m').set('a', ${10 + b});` : null,
        m ? `draft.nest.get('m').set('b', ${b});` : null,
        m ? `draft.nest.get('m').${c === 7 ? 'clear()' : "delete('a')"};` : null,
        set ? `draft.nest.get('s').add(${10 + b});` : null,
        set ? `draft.nest.get('s').${c === 9 ? 'clear()' : `delete(${b})`};` : null,
      ];
      return writes[c % writes.length];
    }
    case 'nestOuter':
      if (!(state.nest instanceof Map)) return null;
      return [
        `draft.nest.set('x', ${b});`,
        `draft.nest.delete('${b % 2 === 0 ? 'm' : 's'}');`,
        'draft.nest.clear();',
        'draft.nest.forEach(() => {});',
      ][c % 4];
    case 'nestRead': {
      if (!(state.nest instanceof Map)) return null;
      const reads = [
        state.nest.get('m') instanceof Map ? "draft.nest.get('m').get('a');" : null,
        state.nest.get('m') instanceof Map ? "draft.nest.get('m').forEach(() => {});" : null,
        state.nest.get('s') instanceof Set ? `draft.nest.get('s').has(${b});` : null,
        state.nest.get('s') instanceof Set ? "draft.nest.get('s').forEach(() => {});" : null,
        'draft.nest.size;',
      ];
      return reads[c % reads.length];
    }
    case 'wrap': {
      // A draft node put into a new array or object, as in `draft.copy = [draft.list[0]]`; not the object
      // under two paths (ref): a third path to it is the shared-object rules' matter, not this kind's.
      const t = objectTarget(state, a, c);
      if (!t || t.value === state.ref) return null;
      return b % 2 === 0 ? `draft.copy = [${t.code}];` : `draft.pair = { a: ${t.code} };`;
    }
    case 'current':
    case 'original': {
      const t = anyTarget(state, a, b);
      if (!t) return null;
      counter.c += 1;
      return `const ${kind === 'current' ? 'c' : 'o'}${counter.c} = ${kind}(${t.code});`;
    }
  }
}

/** The expression a recipe returns against `state` (the plain copy after its statements), or null. */
export function returnedCode(returns: number | undefined, state: Node): string | null {
  if (returns === undefined) return null;
  const kind = RETURNS[returns % RETURNS.length];
  if (kind !== 'part') return kind;
  const part = ['obj', 'list', 'nums', 'map'].find((k) => state[k] !== undefined);
  return part ? `draft.${part}` : null;
}
