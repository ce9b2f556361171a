/**
 * The oracle: a concrete recipe run by plain JavaScript on a deep copy of the base, and by a library
 * on a draft; then the two outcomes compared by structure (values, prototypes, own properties of
 * Map and Set, shared references, frozen or not), the base checked for leaks, and what `current` and
 * `original` returned inside the recipe compared with the plain state at that point.
 */
import {buildBase, concretize, KEY_OBJECT, recipeFor, returnedCode, TAG, type Recipe, type View} from './model';
import type {Difference, DiffKind} from '../../src/data/explore.types';
import {load, quietly, type LibName} from '../libraries';

export type {Difference, DiffKind, LibName};

export interface Lib {
  name: LibName;
  /** `autoFreeze`: the library's own option for it (immer freezes by default and takes none). */
  produce(base: unknown, recipe: (draft: any) => unknown, autoFreeze?: boolean): unknown;
  /** The draft of `base` and the function that finishes it (createDraft/finishDraft). */
  draft?(base: unknown, autoFreeze?: boolean): [draft: any, finish: () => unknown];
  /** limu only: a read-only view of `base` and the function that ends it (immut/finishImmut, readOnly/finishDraft). */
  view?(base: unknown, view: View): [view: any, finish: () => unknown];
  current(x: unknown): unknown;
  original(x: unknown): unknown;
}

/** Each library with its defaults (immer needs enableMapSet for Map and Set). */
export function loadLibs(): Record<LibName, Lib> {
  const limu = load('limu');
  const immer = load('immer');
  immer.enableMapSet();
  const mutative = load('mutative');
  return {
    limu: {
      name: 'limu',
      produce: (base, recipe, autoFreeze) => limu.produce(base, recipe, autoFreeze ? {autoFreeze} : undefined),
      draft: (base, autoFreeze) => {
        const draft = limu.createDraft(base, autoFreeze ? {autoFreeze} : undefined);
        return [draft, () => limu.finishDraft(draft)];
      },
      // disableWarn: limu prints a warning on each write a view ignores.
      view: (base, view) => {
        if (view === 'immut') {
          const v = limu.immut(base, {disableWarn: true});
          return [v, () => limu.finishImmut(v)];
        }
        const v = limu.createDraft(base, {readOnly: true, disableWarn: true});
        return [v, () => limu.finishDraft(v)];
      },
      current: limu.current,
      original: limu.original,
    },
    immer: {
      name: 'immer',
      // immer takes no option for it: it freezes by default (setAutoFreeze is global).
      produce: (base, recipe) => immer.produce(base, recipe),
      draft: (base) => {
        const draft = immer.createDraft(base);
        return [draft, () => immer.finishDraft(draft)];
      },
      current: immer.current,
      original: immer.original,
    },
    mutative: {
      name: 'mutative',
      produce: (base, recipe, autoFreeze) =>
        mutative.create(base, recipe, autoFreeze ? {enableAutoFreeze: true} : undefined),
      draft: (base, autoFreeze) => mutative.create(base, autoFreeze ? {enableAutoFreeze: true} : undefined),
      current: mutative.current,
      original: mutative.original,
    },
  };
}

export interface Concrete {
  /** One statement per op that had a target; what the libraries run and the sample shows. */
  statements: string[];
  /** Names of the `current`/`original` snapshots taken inside the recipe, in order. */
  snapshots: string[];
  /** What the recipe returns after its statements (an expression over `draft`), when it returns something. */
  returned?: string;
}

type Body = (draft: any, current: (x: unknown) => unknown, original: (x: unknown) => unknown) => unknown;

/** The statements as a function; `id` in them is the object key of `keyed`, `tag` the Symbol key of `tagged` (model.ts). */
export function compile(statements: string[], snapshots: string[]): Body {
  const body = new Function(
    'draft',
    'current',
    'original',
    'id',
    'tag',
    `${statements.join('\n')}\nreturn [${snapshots.join(', ')}];`,
  ) as (...args: unknown[]) => unknown;
  return (draft, current, original) => body(draft, current, original, KEY_OBJECT, TAG);
}

/** The recipe of `c` as a function: its snapshots and what it returns. */
function compileRecipe(c: Concrete): (...args: Parameters<Body>) => {snapshots: unknown[]; returned: unknown} {
  const body = compile(c.statements, [`[${c.snapshots.join(', ')}]`, c.returned ?? 'undefined']);
  return (...args) => {
    const [snapshots, returned] = body(...args) as [unknown[], unknown];
    return {snapshots, returned};
  };
}

/** A deep copy that keeps shared references shared, and the map from each copied node to its source. */
export function copyWithOrigins(base: unknown): {copy: any; origin: WeakMap<object, unknown>} {
  const origin = new WeakMap<object, unknown>();
  const seen = new Map<object, object>();
  const walk = (v: unknown): unknown => {
    if (typeof v !== 'object' || v === null) return v;
    const known = seen.get(v);
    if (known) return known;
    let out: any;
    if (v instanceof Date) {
      out = new Date(v.getTime());
      seen.set(v, out);
    } else if (Array.isArray(v)) {
      out = [];
      seen.set(v, out);
      v.forEach((x, i) => (out[i] = walk(x)));
    } else if (v instanceof Map) {
      out = new Map();
      seen.set(v, out);
      for (const [k, x] of v) out.set(k, walk(x));
    } else if (v instanceof Set) {
      out = new Set();
      seen.set(v, out);
      for (const x of v) out.add(walk(x));
    } else {
      out = Object.create(Object.getPrototypeOf(v));
      seen.set(v, out);
      // Symbol keys and non-enumerable properties too, as they are; writable, as the plain run's state.
      for (const k of Reflect.ownKeys(v)) {
        const d = Object.getOwnPropertyDescriptor(v, k)!;
        Object.defineProperty(out, k, {
          value: walk(d.value),
          enumerable: d.enumerable,
          writable: true,
          configurable: true,
        });
      }
    }
    origin.set(out, v);
    return out;
  };
  return {copy: walk(base), origin};
}

/** Plain JavaScript's `current`: a copy of the state at that moment (sharing kept). */
export const plainCurrent = (x: unknown) => copyWithOrigins(x).copy;

/** Runs the recipe on plain copies, op by op, and returns its concrete statements. */
export function concrete(recipe: Recipe): Concrete {
  // A view ignores every write (api/basic/immut, the readOnly option): each statement meets the base as it was.
  // A frozen base: the statements run on its plain (unfrozen) copy, as runPlain's do.
  const state = (recipe.base.frozen ? copyWithOrigins(buildBase(recipe.base)).copy : buildBase(recipe.base)) as any;
  const statements: string[] = [];
  const snapshots: string[] = [];
  const counter = {c: 0};
  for (const op of recipe.ops) {
    const statement = concretize(op, state, counter);
    if (statement === null) continue;
    if (!recipe.view) compile([statement], [])(state, plainCurrent, (x) => x);
    statements.push(statement);
    const name = /^const (\w+) =/.exec(statement)?.[1];
    if (name) snapshots.push(name);
  }
  const returned = recipe.view ? null : returnedCode(recipe.returns, state);
  return {statements, snapshots, ...(returned === null ? {} : {returned})};
}

export interface Outcome {
  /** The state of the draft at the end (plain JavaScript: the copy the statements ran on). */
  result?: unknown;
  /** Plain JavaScript only: what the recipe returned (a value other than undefined is the expected result). */
  returned?: unknown;
  threw?: string;
  snapshots?: unknown[];
  base: unknown;
  /** The library's run only: objects of the base that were not frozen before the run and are after it. */
  frozeBase?: {path: string; value: object}[];
}

/** A statement that takes a snapshot: `const c1 = current(draft.list);`. */
const SNAPSHOT = /^const \w+ = (current|original)\(/;

export function runPlain(recipe: Recipe, c: Concrete): Outcome {
  const base = buildBase(recipe.base);
  const {copy, origin} = copyWithOrigins(base);
  if (recipe.view) {
    // A view ignores every write: the state stays the base's, and a snapshot sees it as it was.
    const snapshots = compile(
      c.statements.filter((s) => SNAPSHOT.test(s)),
      c.snapshots,
    )(copy, plainCurrent, (x) =>
      typeof x === 'object' && x !== null && origin.has(x) ? origin.get(x) : x,
    ) as unknown[];
    return {result: copy, snapshots, base};
  }
  const {snapshots, returned} = compileRecipe(c)(copy, plainCurrent, (x) =>
    typeof x === 'object' && x !== null && origin.has(x) ? origin.get(x) : x,
  );
  return {result: copy, snapshots, base, ...(c.returned === undefined ? {} : {returned})};
}

export function runLib(lib: Lib, given: Recipe, c: Concrete): Outcome {
  const recipe = recipeFor(lib.name, given);
  const base = buildBase(recipe.base);
  const wasFrozen = new Set([...pathsOf(base, 'base').keys()].filter((o) => Object.isFrozen(o)));
  const out = runIn(lib, recipe, c, base);
  const frozeBase = [...orEmpty(() => pathsOf(base, 'base'))]
    .filter(([o]) => Object.isFrozen(o) && !wasFrozen.has(o))
    .map(([value, paths]) => ({path: paths[0], value}));
  return frozeBase.length ? {...out, frozeBase} : out;
}

function orEmpty<T>(walk: () => Map<object, T>): Map<object, T> {
  try {
    return walk();
  } catch {
    return new Map(); // a revoked proxy left in the base: reported as base-changed
  }
}

function runIn(lib: Lib, recipe: Recipe, c: Concrete, base: unknown): Outcome {
  const autoFreeze = recipe.autoFreeze === true;
  return quietly(() => {
    try {
      let snapshots: unknown[] = [];
      const body = compileRecipe(c);
      if (recipe.view && lib.view) {
        const [view, finish] = lib.view(base, recipe.view);
        snapshots = body(view, lib.current, lib.original).snapshots;
        return {result: finish(), snapshots, base};
      }
      if (recipe.entry === 'createDraft' && lib.draft) {
        const [draft, finish] = lib.draft(base, autoFreeze);
        snapshots = body(draft, lib.current, lib.original).snapshots;
        return {result: finish(), snapshots, base};
      }
      const result = lib.produce(
        base,
        (draft) => {
          const out = body(draft, lib.current, lib.original);
          snapshots = out.snapshots;
          // A recipe with no return statement returns undefined, as a reader's does.
          return c.returned === undefined ? undefined : out.returned;
        },
        autoFreeze,
      );
      return {result, snapshots, base};
    } catch (e) {
      return {threw: e instanceof Error ? e.message : String(e), base};
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Structural comparison. A difference is reported with the path where it was found.

function show(v: unknown): string {
  try {
    if (v instanceof Date) return `Date(${v.getTime()})`;
    if (v instanceof Map) return `Map(${v.size})`;
    if (v instanceof Set) return `Set(${v.size})`;
    if (Array.isArray(v)) return `Array(${v.length})`;
    if (typeof v === 'object' && v !== null) return `{${Object.keys(v).join(', ')}}`;
    return typeof v === 'string' ? `'${v}'` : String(v);
  } catch (e) {
    return `<unreadable: ${(e as Error).message}>`;
  }
}

/**
 * Own property keys, each marked when hidden (not enumerable). A frozen Map or Set's hidden own
 * methods are how immer makes it read-only, its own set, add, delete and clear how limu's deepFreeze
 * and mutative do: they count as frozen (frozenDiffs), not as own props.
 */
function ownProps(v: object): string[] {
  const keys = Reflect.ownKeys(v).map((k) => [k, Object.getOwnPropertyDescriptor(v, k)?.enumerable] as const);
  const frozenCollection = (v instanceof Map || v instanceof Set) && Object.isFrozen(v);
  return (
    keys
      .filter(([k, e]) => !frozenCollection || (e && !READ_ONLY_METHODS.includes(k)))
      // The empty key written as '' (joined bare, a list with it alone would read as an empty one).
      .map(([k, e]) => `${k === '' ? "''" : String(k)}${e ? '' : ' (hidden)'}`)
  );
}

const READ_ONLY_METHODS: PropertyKey[] = ['set', 'add', 'delete', 'clear'];

/** The first structural difference between plain `a` and the library's `b`, or null. */
export function structuralDiff(
  a: unknown,
  b: unknown,
  path: string,
  seen = new Map<object, object>(),
): Difference | null {
  if (Object.is(a, b)) return null;
  const diff = (kind: DiffKind, expected = show(a), got = show(b)): Difference => ({kind, path, expected, got});
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return diff('value');
  if (seen.get(a) === b) return null;
  seen.set(a, b);
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return diff('prototype');
  // A Date's time is in an internal slot, not in a property.
  if (a instanceof Date && b instanceof Date && !Object.is(a.getTime(), b.getTime())) return diff('value');
  const pa = ownProps(a);
  const pb = ownProps(b);
  if (a instanceof Map || a instanceof Set) {
    if (pa.join() !== pb.join()) return diff('own-props', `[${pa.join(', ')}]`, `[${pb.join(', ')}]`);
    const x = [...(a as Map<unknown, unknown>)];
    const y = [...(b as Map<unknown, unknown>)];
    if (x.length !== y.length) return diff('value');
    for (let i = 0; i < x.length; i += 1) {
      if (a instanceof Map) {
        const [k, v] = x[i] as [unknown, unknown];
        const [k2, v2] = y[i] as [unknown, unknown];
        if (!Object.is(k, k2)) return diff('value', `key ${show(k)}`, `key ${show(k2)}`);
        const d = structuralDiff(v, v2, `${path}.get(${show(k)})`, seen);
        if (d) return d;
      } else {
        const d = structuralDiff(x[i], y[i], `${path} item ${i}`, seen);
        if (d) return d;
      }
    }
    return null;
  }
  if (pa.join() !== pb.join()) {
    if (Array.isArray(a) && (a as unknown[]).length !== (b as unknown[]).length) return diff('value');
    return diff('value', `[${pa.join(', ')}]`, `[${pb.join(', ')}]`);
  }
  for (const k of Reflect.ownKeys(a)) {
    const d = structuralDiff(
      (a as any)[k],
      (b as any)[k],
      Array.isArray(a) ? `${path}[${String(k)}]` : `${path}.${String(k)}`,
      seen,
    );
    if (d) return d;
  }
  return null;
}

/** Whether an object can be read at all (a revoked proxy cannot: it is reported as unreadable on its own). */
function readable(v: object): boolean {
  try {
    Object.getPrototypeOf(v);
    return true;
  } catch {
    return false;
  }
}

/** Every object of a tree with the paths that reach it (one per parent edge, shortest first). */
export function pathsOf(root: unknown, rootPath = 'result'): Map<object, string[]> {
  const out = new Map<object, string[]>();
  const walk = (v: unknown, path: string) => {
    if (typeof v !== 'object' || v === null || !readable(v)) return;
    const known = out.get(v);
    if (known) {
      known.push(path);
      return;
    }
    out.set(v, [path]);
    if (v instanceof Map) for (const [k, x] of v) walk(x, `${path}.get(${show(k)})`);
    else if (v instanceof Set) [...v].forEach((x, i) => walk(x, `${path} item ${i}`));
    else for (const k of Object.keys(v)) walk((v as any)[k], Array.isArray(v) ? `${path}[${k}]` : `${path}.${k}`);
  };
  walk(root, rootPath);
  return out;
}

/** The sharing graph: which paths reach one object. Each group of paths only one side has is a 'sharing' difference. */
function sharingDiffs(a: unknown, b: unknown): Difference[] {
  const groups = (root: unknown) =>
    [...pathsOf(root).values()]
      .filter((p) => p.length > 1)
      .map((p) => p.join(' ≡ '))
      .sort();
  const x = groups(a);
  const y = groups(b);
  const expected = x.join('; ') || 'nothing shared';
  const got = y.join('; ') || 'nothing shared';
  return [...x.filter((g) => !y.includes(g)), ...y.filter((g) => !x.includes(g))].map((g) => ({
    kind: 'sharing' as const,
    path: g.split(' ≡ ')[0],
    group: g.split(' ≡ '),
    expected,
    got,
  }));
}

/** The first sharing difference, or null. */
function sharingDiff(a: unknown, b: unknown): Difference | null {
  return sharingDiffs(a, b)[0] ?? null;
}

/**
 * How the frozen state of the library's result `b` differs from what plain JavaScript expects of `a`.
 * Without auto-freeze nothing is expected frozen: an object frozen in `b` and not in `a` is a 'frozen'
 * difference, but for a frozen object of the base that the result shares (an untouched part of a frozen
 * base: the copy the plain run works on is not frozen, but the part it stands for is the base's). With
 * auto-freeze the docs say the result is frozen by deepFreeze (api/basic/options, guides/freezing): what
 * deepFreeze freezes in a copy of `a` is expected frozen; an object of it not frozen in `b` is a
 * 'result-not-frozen' difference, one frozen beyond it a 'frozen' difference.
 */
function frozenDiffs(a: unknown, b: unknown, base: unknown, autoFreeze: boolean): Difference[] {
  // Only a frozen base can hand frozen parts over (freezeDeep freezes its root): no walk otherwise.
  const ofBase: Map<object, string[]> =
    !autoFreeze && typeof base === 'object' && base !== null && Object.isFrozen(base) ? pathsOf(base) : new Map();
  // Path by path: each object with every path that reaches it, frozen or not; a path only one side has
  // is a value difference already, not one of frozen state.
  const states = (root: unknown, skip: Map<object, string[]>) =>
    new Map([...pathsOf(root)].flatMap(([o, ps]) => ps.map((p) => [p, Object.isFrozen(o) && !skip.has(o)] as const)));
  const fa = states(autoFreeze ? deepFreeze(copyWithOrigins(a).copy) : a, new Map());
  const fb = states(b, ofBase);
  const frozen = (m: Map<string, boolean>) => [...m].filter(([, f]) => f).map(([p]) => p);
  const show = (m: Map<string, boolean>) => frozen(m).join(', ') || 'nothing frozen';
  const missing = frozen(fa).filter((p) => fb.get(p) === false);
  const extra = frozen(fb).filter((p) => fa.get(p) === false);
  return [
    ...missing.map((path) => ({kind: 'result-not-frozen' as const, path, expected: show(fa), got: show(fb)})),
    ...extra.map((path) => ({kind: 'frozen' as const, path, expected: show(fa), got: `frozen: ${show(fb)}`})),
  ];
}

/** limu's deepFreeze, the freezing its docs say autoFreeze applies (loaded once, when first needed). */
let freezer: ((v: unknown) => unknown) | undefined;
const deepFreeze = (v: unknown) => (freezer ??= load('limu').deepFreeze as (v: unknown) => unknown)(v);

/** Reads every value of a result; a revoked proxy anywhere throws here. */
function readAll(v: unknown, seen = new Set<object>()): void {
  if (typeof v !== 'object' || v === null || seen.has(v)) return;
  seen.add(v);
  if (v instanceof Map) {
    for (const [k, x] of v) {
      readAll(k, seen);
      readAll(x, seen);
    }
  } else if (v instanceof Set) for (const x of v) readAll(x, seen);
  else for (const k of Reflect.ownKeys(v)) readAll((v as any)[k], seen);
}

/**
 * Every structural difference between plain `a` and the library's `b`, path by path: unlike
 * `structuralDiff` it goes on after a difference, so a second loss in the same recipe is reported too.
 * An array of another length is one `value` difference at the array (expected/got `Array(n)`), and
 * each index either side has is compared; a Map is compared key by key (an entry only one side has is a
 * `value` difference at `.get(key)`, another key order one at the Map); a Set item by item.
 */
export function everyDiff(
  a: unknown,
  b: unknown,
  path: string,
  out: Difference[],
  seen = new Map<object, object>(),
): void {
  try {
    diffNode(a, b, path, out, seen);
  } catch {
    // A revoked proxy here: judgeAll reports it as unreadable; the comparison goes on beside it.
  }
}

function diffNode(a: unknown, b: unknown, path: string, out: Difference[], seen: Map<object, object>): void {
  if (Object.is(a, b)) return;
  const diff = (kind: DiffKind, expected = show(a), got = show(b)) => out.push({kind, path, expected, got});
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return void diff('value');
  if (seen.get(a) === b) return;
  seen.set(a, b);
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return void diff('prototype');
  // A Date's time is in an internal slot, not in a property.
  if (a instanceof Date && b instanceof Date && !Object.is(a.getTime(), b.getTime())) diff('value');
  const pa = ownProps(a);
  const pb = ownProps(b);
  if (a instanceof Map && b instanceof Map) {
    if (pa.join() !== pb.join()) diff('own-props', `[${pa.join(', ')}]`, `[${pb.join(', ')}]`);
    const ka = [...a.keys()];
    const kb = [...b.keys()];
    const common = ka.filter((k) => b.has(k));
    if (common.join('\u0000') !== kb.filter((k) => a.has(k)).join('\u0000'))
      diff('value', `keys ${ka.map(show).join(', ')}`, `keys ${kb.map(show).join(', ')}`);
    for (const k of new Set([...ka, ...kb])) {
      const at = `${path}.get(${show(k)})`;
      if (!a.has(k) || !b.has(k))
        out.push({
          kind: 'value',
          path: at,
          expected: a.has(k) ? show(a.get(k)) : 'no entry',
          got: b.has(k) ? show(b.get(k)) : 'no entry',
        });
      else everyDiff(a.get(k), b.get(k), at, out, seen);
    }
    return;
  }
  if (a instanceof Set && b instanceof Set) {
    if (pa.join() !== pb.join()) diff('own-props', `[${pa.join(', ')}]`, `[${pb.join(', ')}]`);
    const x = [...a];
    const y = [...b];
    if (x.length !== y.length) diff('value');
    for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
      if (i >= x.length || i >= y.length)
        out.push({
          kind: 'value',
          path: `${path} item ${i}`,
          expected: i < x.length ? show(x[i]) : 'no item',
          got: i < y.length ? show(y[i]) : 'no item',
        });
      else everyDiff(x[i], y[i], `${path} item ${i}`, out, seen);
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) diff('value');
    for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
      const at = `${path}[${i}]`;
      if (!(i in a) || !(i in b)) {
        if (i in a || i in b)
          out.push({
            kind: 'value',
            path: at,
            expected: i in a ? show(a[i]) : 'no element',
            got: i in b ? show(b[i]) : 'no element',
          });
      } else everyDiff(a[i], b[i], at, out, seen);
    }
    const extra = (v: unknown[]) =>
      Reflect.ownKeys(v)
        .filter((k) => k !== 'length' && !(typeof k === 'string' && /^\d+$/.test(k)))
        .map(String);
    if (extra(a).join() !== extra(b).join()) diff('value', `[${extra(a).join(', ')}]`, `[${extra(b).join(', ')}]`);
    return;
  }
  const keys = new Set([...Reflect.ownKeys(a), ...Reflect.ownKeys(b)]);
  for (const k of keys) {
    const at = `${path}.${String(k)}`;
    const da = Object.getOwnPropertyDescriptor(a, k);
    const db = Object.getOwnPropertyDescriptor(b, k);
    if (!da || !db)
      out.push({
        kind: 'value',
        path: at,
        expected: da ? show((a as any)[k]) : 'no property',
        got: db ? show((b as any)[k]) : 'no property',
      });
    else if (Boolean(da.enumerable) !== Boolean(db.enumerable))
      out.push({
        kind: 'value',
        path: at,
        expected: da.enumerable ? 'enumerable' : 'hidden',
        got: db.enumerable ? 'enumerable' : 'hidden',
      });
    else everyDiff((a as any)[k], (b as any)[k], at, out, seen);
  }
}

/** Reads every value of a result and returns the paths where reading throws (a revoked proxy). */
export function unreadablePaths(v: unknown, path: string, out: Difference[], seen = new Set<object>()): void {
  if (typeof v !== 'object' || v === null || seen.has(v)) return;
  try {
    seen.add(v);
    if (v instanceof Map) {
      for (const [k, x] of v) unreadablePaths(x, `${path}.get(${show(k)})`, out, seen);
    } else if (v instanceof Set) [...v].forEach((x, i) => unreadablePaths(x, `${path} item ${i}`, out, seen));
    else
      for (const k of Reflect.ownKeys(v))
        unreadablePaths((v as any)[k], Array.isArray(v) ? `${path}[${String(k)}]` : `${path}.${String(k)}`, out, seen);
  } catch (e) {
    out.push({kind: 'unreadable', path, expected: 'readable', got: (e as Error).message});
  }
}

/** The differences `find` reports, or none when it meets a revoked proxy (reported as unreadable already). */
function orNothing(find: () => Difference[]): Difference[] {
  try {
    return find();
  } catch {
    return [];
  }
}

/** The result plain JavaScript expects: what the recipe returned, when it returned a value, or else the state. */
export const expectedResult = (plain: Outcome): unknown =>
  plain.returned === undefined ? plain.result : plain.returned;

/** Every difference between the plain run and the library's run of one recipe. */
export interface Judgement {
  concrete: Concrete;
  plain: Outcome;
  got: Outcome;
  differences: Difference[];
}

export function judgeAll(lib: Lib, raw: Recipe, given?: Concrete): Judgement {
  const recipe = recipeFor(lib.name, raw);
  const c = given ?? concrete(recipe);
  const plain = runPlain(recipe, c);
  const got = runLib(lib, recipe, c);
  const out: Difference[] = [];
  if (got.threw !== undefined) {
    out.push({kind: 'throws', path: 'recipe', expected: 'no error', got: got.threw});
    return {concrete: c, plain, got, differences: out};
  }
  if (recipe.view) {
    // What the docs promise of a view: finishing it gives the base itself, a snapshot through it sees the
    // base's values, and the base is left as it was, deep (Maps and Sets included) and unfrozen.
    if (got.result !== got.base)
      out.push({kind: 'value', path: 'result', expected: 'base itself', got: show(got.result)});
    got.snapshots?.forEach((s, i) => unreadablePaths(s, c.snapshots[i], out));
    snapshotDiffs(plain, got, c, out);
    baseDiffs(plain, got, new Map(), out);
    return {concrete: c, plain, got, differences: out};
  }
  // A revoked proxy is one difference where it is; the rest of the result is compared beside it.
  unreadablePaths(got.result, 'result', out);
  got.snapshots?.forEach((s, i) => unreadablePaths(s, c.snapshots[i], out));
  everyDiff(expectedResult(plain), got.result, 'result', out);
  snapshotDiffs(plain, got, c, out);
  out.push(...orNothing(() => sharingDiffs(expectedResult(plain), got.result)));
  // With auto-freeze, the docs say the parts of the base the result shares are frozen with it (guides/freezing).
  baseDiffs(plain, got, recipe.autoFreeze ? orEmpty(() => pathsOf(got.result)) : new Map(), out);
  out.push(...orNothing(() => frozenDiffs(expectedResult(plain), got.result, got.base, recipe.autoFreeze === true)));
  return {concrete: c, plain, got, differences: out};
}

/** What `current` and `original` returned inside the recipe against plain JavaScript's values at that point. */
function snapshotDiffs(plain: Outcome, got: Outcome, c: Concrete, out: Difference[]): void {
  for (let i = 0; i < c.snapshots.length; i += 1) {
    const before = out.length;
    everyDiff(plain.snapshots![i], got.snapshots![i], c.snapshots[i], out);
    for (let j = before; j < out.length; j += 1) if (out[j].kind === 'value') out[j] = {...out[j], kind: 'snapshot'};
  }
}

/**
 * The base against its state before the run, and its objects frozen by the run: plain JavaScript never
 * freezes the base, so each is a difference, but for those in `shared` (the parts the result shares).
 */
function baseDiffs(plain: Outcome, got: Outcome, shared: Map<object, string[]>, out: Difference[]): void {
  const base: Difference[] = [];
  everyDiff(plain.base, got.base, 'base', base);
  out.push(...base.map((d) => ({...d, kind: 'base-changed' as const})));
  for (const f of got.frozeBase ?? [])
    if (!shared.has(f.value)) out.push({kind: 'base-frozen', path: f.path, expected: 'not frozen', got: 'frozen'});
}

export interface Verdict {
  concrete: Concrete;
  /** The first difference found, in the order of the checks below; null when the library agrees. */
  difference: Difference | null;
}

/** Runs one recipe in plain JavaScript and in `lib`, and compares. */
export function judge(lib: Lib, recipe: Recipe, given?: Concrete): Verdict {
  const c = given ?? concrete(recipe);
  const plain = runPlain(recipe, c);
  const got = runLib(lib, recipe, c);
  const verdict = (difference: Difference | null): Verdict => ({concrete: c, difference});
  if (got.threw !== undefined) return verdict({kind: 'throws', path: 'recipe', expected: 'no error', got: got.threw});
  try {
    readAll(got.result);
    got.snapshots?.forEach((s) => readAll(s));
  } catch (e) {
    return verdict({kind: 'unreadable', path: 'result', expected: 'readable', got: (e as Error).message});
  }
  const checks: (() => Difference | null)[] = [
    () => structuralDiff(expectedResult(plain), got.result, 'result'),
    () => {
      for (let i = 0; i < c.snapshots.length; i += 1) {
        const d = structuralDiff(plain.snapshots![i], got.snapshots![i], c.snapshots[i]);
        if (d) return {...d, kind: d.kind === 'value' ? 'snapshot' : d.kind};
      }
      return null;
    },
    () => sharingDiff(expectedResult(plain), got.result),
    () => {
      const d = structuralDiff(plain.base, got.base, 'base');
      return d && {...d, kind: 'base-changed'};
    },
    () => frozenDiffs(expectedResult(plain), got.result, got.base, recipe.autoFreeze === true)[0] ?? null,
  ];
  for (const check of checks) {
    const d = check();
    if (d) return verdict(d);
  }
  return verdict(null);
}
