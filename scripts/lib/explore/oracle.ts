/**
 * The oracle: a concrete recipe run by plain JavaScript on a deep copy of the base, and by a library
 * on a draft; then the two outcomes compared by structure (values, prototypes, own properties of
 * Map and Set, shared references, frozen or not), the base checked for leaks, and what `current` and
 * `original` returned inside the recipe compared with the plain state at that point.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {buildBase, concretize, type Recipe} from './model';

export type LibName = 'limu' | 'immer' | 'mutative';
export const LIB_NAMES: LibName[] = ['limu', 'immer', 'mutative'];

export interface Lib {
  name: LibName;
  produce(base: unknown, recipe: (draft: any) => unknown): unknown;
  current(x: unknown): unknown;
  original(x: unknown): unknown;
}

/** The installed version of each library. */
export function libVersions(): Record<LibName, string> {
  const req = createRequire(path.resolve(__dirname, '../../../package.json'));
  return Object.fromEntries(
    LIB_NAMES.map((n) => [n, (req(`${n}/package.json`) as {version: string}).version]),
  ) as Record<LibName, string>;
}

/** Each library with its defaults (immer needs enableMapSet for Map and Set). */
export function loadLibs(req: (id: string) => any = require): Record<LibName, Lib> {
  const limu = req('limu');
  const immer = req('immer');
  immer.enableMapSet();
  const mutative = req('mutative');
  return {
    limu: {name: 'limu', produce: limu.produce, current: limu.current, original: limu.original},
    immer: {name: 'immer', produce: immer.produce, current: immer.current, original: immer.original},
    mutative: {
      name: 'mutative',
      produce: (base, recipe) => mutative.create(base, recipe),
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
}

type Body = (draft: any, current: (x: unknown) => unknown, original: (x: unknown) => unknown) => unknown;

function compile(statements: string[], snapshots: string[]): Body {
  return new Function(
    'draft',
    'current',
    'original',
    `${statements.join('\n')}\nreturn [${snapshots.join(', ')}];`,
  ) as Body;
}

/** A deep copy that keeps shared references shared, and the map from each copied node to its source. */
function copyWithOrigins(base: unknown): {copy: any; origin: WeakMap<object, unknown>} {
  const origin = new WeakMap<object, unknown>();
  const seen = new Map<object, object>();
  const walk = (v: unknown): unknown => {
    if (typeof v !== 'object' || v === null) return v;
    const known = seen.get(v);
    if (known) return known;
    let out: any;
    if (Array.isArray(v)) {
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
      for (const k of Object.keys(v)) out[k] = walk((v as any)[k]);
    }
    origin.set(out, v);
    return out;
  };
  return {copy: walk(base), origin};
}

/** Plain JavaScript's `current`: a copy of the state at that moment (sharing kept). */
const plainCurrent = (x: unknown) => copyWithOrigins(x).copy;

/** Runs the recipe on plain copies, op by op, and returns its concrete statements. */
export function concrete(recipe: Recipe): Concrete {
  const state = buildBase(recipe.base) as any;
  const statements: string[] = [];
  const snapshots: string[] = [];
  const counter = {c: 0};
  for (const op of recipe.ops) {
    const statement = concretize(op, state, counter);
    if (statement === null) continue;
    compile([statement], [])(state, plainCurrent, (x) => x);
    statements.push(statement);
    const name = /^const (\w+) =/.exec(statement)?.[1];
    if (name) snapshots.push(name);
  }
  return {statements, snapshots};
}

export interface Outcome {
  result?: unknown;
  threw?: string;
  snapshots?: unknown[];
  base: unknown;
}

export function runPlain(recipe: Recipe, c: Concrete): Outcome {
  const base = buildBase(recipe.base);
  const {copy, origin} = copyWithOrigins(base);
  const snapshots = compile(c.statements, c.snapshots)(copy, plainCurrent, (x) =>
    typeof x === 'object' && x !== null && origin.has(x) ? origin.get(x) : x,
  ) as unknown[];
  return {result: copy, snapshots, base};
}

export function runLib(lib: Lib, recipe: Recipe, c: Concrete): Outcome {
  const base = buildBase(recipe.base);
  const warn = console.warn;
  const error = console.error;
  console.warn = () => {};
  console.error = () => {};
  try {
    let snapshots: unknown[] = [];
    const body = compile(c.statements, c.snapshots);
    const result = lib.produce(base, (draft) => {
      snapshots = body(draft, lib.current, lib.original) as unknown[];
    });
    return {result, snapshots, base};
  } catch (e) {
    return {threw: e instanceof Error ? e.message : String(e), base};
  } finally {
    console.warn = warn;
    console.error = error;
  }
}

// ---------------------------------------------------------------------------------------------
// Structural comparison. A difference is reported with the path where it was found.

export type DiffKind =
  'throws' | 'unreadable' | 'value' | 'own-props' | 'prototype' | 'sharing' | 'frozen' | 'base-changed' | 'snapshot';

export interface Difference {
  kind: DiffKind;
  /** Where: `result.list[1].n`, `c1`, `base.map`. */
  path: string;
  /** What plain JavaScript has there, and what the library has. */
  expected: string;
  got: string;
}

function show(v: unknown): string {
  try {
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
 * methods are how immer makes it read-only: they count as frozen (frozenDiff), not as own props.
 */
function ownProps(v: object): string[] {
  const keys = Reflect.ownKeys(v).map((k) => [k, Object.getOwnPropertyDescriptor(v, k)?.enumerable] as const);
  const frozenCollection = (v instanceof Map || v instanceof Set) && Object.isFrozen(v);
  return keys.filter(([, e]) => e || !frozenCollection).map(([k, e]) => `${String(k)}${e ? '' : ' (hidden)'}`);
}

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

/** Every object of a tree with the paths that reach it (one per parent edge, shortest first). */
function pathsOf(root: unknown): Map<object, string[]> {
  const out = new Map<object, string[]>();
  const walk = (v: unknown, path: string) => {
    if (typeof v !== 'object' || v === null) return;
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
  walk(root, 'result');
  return out;
}

/** The sharing graph: which paths reach one object. Differences in it are 'sharing'. */
function sharingDiff(a: unknown, b: unknown): Difference | null {
  const groups = (root: unknown) =>
    [...pathsOf(root).values()]
      .filter((p) => p.length > 1)
      .map((p) => p.join(' ≡ '))
      .sort();
  const x = groups(a);
  const y = groups(b);
  if (x.join('|') === y.join('|')) return null;
  const first = x.find((g) => !y.includes(g)) ?? y.find((g) => !x.includes(g))!;
  return {
    kind: 'sharing',
    path: first.split(' ≡ ')[0],
    expected: x.join('; ') || 'nothing shared',
    got: y.join('; ') || 'nothing shared',
  };
}

function frozenDiff(a: unknown, b: unknown): Difference | null {
  const pa = pathsOf(a);
  const pb = pathsOf(b);
  const fa = [...pa].filter(([o]) => Object.isFrozen(o)).map(([, p]) => p[0]);
  const fb = [...pb].filter(([o]) => Object.isFrozen(o)).map(([, p]) => p[0]);
  if (fa.join() === fb.join()) return null;
  return {
    kind: 'frozen',
    path: fb[0] ?? fa[0],
    expected: fa.length ? fa.join(', ') : 'nothing frozen',
    got: fb.length ? `frozen: ${fb.join(', ')}` : 'nothing frozen',
  };
}

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
    () => structuralDiff(plain.result, got.result, 'result'),
    () => {
      for (let i = 0; i < c.snapshots.length; i += 1) {
        const d = structuralDiff(plain.snapshots![i], got.snapshots![i], c.snapshots[i]);
        if (d) return {...d, kind: d.kind === 'value' ? 'snapshot' : d.kind};
      }
      return null;
    },
    () => sharingDiff(plain.result, got.result),
    () => {
      const d = structuralDiff(plain.base, got.base, 'base');
      return d && {...d, kind: 'base-changed'};
    },
    () => frozenDiff(plain.result, got.result),
  ];
  for (const check of checks) {
    const d = check();
    if (d) return verdict(d);
  }
  return verdict(null);
}
