/**
 * Runs the behaviour probes (probes.ts) against limu, immer and mutative, each loaded afresh per
 * probe so that global settings (autoFreeze) never leak, and compares each library's result with
 * the plain mutation of a fresh copy of the base. Node only (loaded by scripts/behaviour.ts).
 */
import {type BehaviourData, type Cell, type LibName, type Row} from '../../src/data/behaviour.types';
import {load, quietly, versions} from '../libraries';
import {GROUPS, LABELS, PROBES, THROWS, type Api, type Probe} from './probes';

/** Each library's API under one shape; options are the limu names, mapped where an equivalent exists. */
export function makeApi(name: LibName): Api {
  const m = load(name, true);
  if (name === 'limu') {
    return {
      name,
      produce: (base, recipe, options) => m.produce(base, recipe, options),
      createDraft: (base, options) => m.createDraft(base, options),
      finishDraft: (draft) => m.finishDraft(draft),
      original: m.original,
      current: m.current,
      isDraft: m.isDraft,
      lib: m,
    };
  }
  if (name === 'immer') {
    // Map and Set need immer's plugin; everything else stays at immer's defaults.
    m.enableMapSet();
    const withFreeze = (options?: {autoFreeze?: boolean}) => {
      if (options && 'autoFreeze' in options) m.setAutoFreeze(Boolean(options.autoFreeze));
    };
    return {
      name,
      produce: (base, recipe, options) => {
        withFreeze(options);
        return m.produce(base, recipe);
      },
      createDraft: (base, options) => {
        withFreeze(options);
        return m.createDraft(base);
      },
      finishDraft: (draft) => m.finishDraft(draft),
      original: m.original,
      current: m.current,
      isDraft: m.isDraft,
      lib: m,
    };
  }
  const finishers = new WeakMap<object, () => unknown>();
  const opts = (options?: {autoFreeze?: boolean}) =>
    options && 'autoFreeze' in options ? {enableAutoFreeze: Boolean(options.autoFreeze)} : undefined;
  return {
    name,
    produce: (base, recipe, options) => m.create(base, recipe, opts(options)),
    createDraft: (base, options) => {
      const [draft, finish] = m.create(base, opts(options));
      finishers.set(draft, finish);
      return draft;
    },
    finishDraft: (draft) => {
      const finish = finishers.get(draft as object);
      if (!finish) throw new Error('not a draft made by createDraft');
      return finish();
    },
    original: m.original,
    current: m.current,
    isDraft: m.isDraft,
    lib: m,
  };
}

/** The plain world: the recipe mutates the object itself; a returned value replaces it. */
const PLAIN: Api = {
  name: 'plain',
  produce: (base, recipe) => {
    const out = recipe(base);
    if (out && typeof (out as Promise<unknown>).then === 'function') {
      return (out as Promise<unknown>).then((v) => (v === undefined ? base : v));
    }
    return out === undefined ? base : out;
  },
  createDraft: (base) => base,
  finishDraft: (draft) => draft,
  original: () => {
    throw new Error('plain has no original');
  },
  current: (x) => x,
  isDraft: () => false,
  lib: null,
};

// ---------------------------------------------------------------------------------------------
// Structural comparison: prototypes, own keys (symbols, non-enumerable), accessors, Map, Set,
// Date, cycles. Reading a revoked proxy throws; callers turn that into a 'differs' cell.

/**
 * The own properties of a Map or Set (a plain one has none): each key, enumerable or hidden, and its
 * value. A frozen Map or Set's hidden own methods are how immer makes it read-only (they throw); they
 * count as its being frozen (the cell's `frozen`), not as own properties. limu 4.1.3 leaves enumerable
 * own get/set/delete/clear on the Maps and Sets it returns: those are compared.
 */
function sameOwnProps(a: object, b: object, seen: Map<object, object>): boolean {
  const keys = (v: object) =>
    Reflect.ownKeys(v).filter((k) => Object.getOwnPropertyDescriptor(v, k)!.enumerable || !Object.isFrozen(v));
  const ka = keys(a);
  const kb = keys(b);
  if (ka.length !== kb.length || !ka.every((k) => kb.includes(k))) return false;
  return ka.every((k) => {
    const da = Object.getOwnPropertyDescriptor(a, k)!;
    const db = Object.getOwnPropertyDescriptor(b, k)!;
    return Boolean(da.enumerable) === Boolean(db.enumerable) && equal(da.value, db.value, seen);
  });
}

export function equal(a: unknown, b: unknown, seen = new Map<object, object>()): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return typeof a === 'function' && typeof b === 'function' ? String(a) === String(b) : false;
  }
  if (seen.get(a) === b) return true;
  seen.set(a, b);
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (a instanceof Date) return a.getTime() === (b as Date).getTime();
  if ((a instanceof Map || a instanceof Set) && !sameOwnProps(a, b, seen)) return false;
  if (a instanceof Map) {
    const x = [...a];
    const y = [...(b as Map<unknown, unknown>)];
    return x.length === y.length && x.every(([k, v], i) => equal(k, y[i][0], seen) && equal(v, y[i][1], seen));
  }
  if (a instanceof Set) {
    const x = [...a];
    const y = [...(b as Set<unknown>)];
    return x.length === y.length && x.every((v, i) => equal(v, y[i], seen));
  }
  const ka = Reflect.ownKeys(a);
  const kb = Reflect.ownKeys(b);
  if (ka.length !== kb.length || !ka.every((k) => kb.includes(k))) return false;
  return ka.every((k) => {
    const da = Object.getOwnPropertyDescriptor(a, k)!;
    const db = Object.getOwnPropertyDescriptor(b, k)!;
    if (Boolean(da.enumerable) !== Boolean(db.enumerable)) return false;
    if ('get' in da !== 'get' in db) return false;
    return equal((a as any)[k], (b as any)[k], seen);
  });
}

const MAX = 90;

/** A short JavaScript-like text of a value (what the matrix shows for 'differs'). */
export function describe(v: unknown, seen = new Set<object>(), depth = 0): string {
  if (typeof v === 'string') return `'${v}'`;
  if (typeof v === 'symbol') return v.toString();
  if (typeof v === 'bigint') return `${v}n`;
  if (typeof v === 'function') return 'ƒ';
  if (typeof v !== 'object' || v === null) return String(v);
  try {
    if (seen.has(v)) return '[Circular]';
    if (depth > 3) return '…';
    seen.add(v);
    const inner = (x: unknown) => describe(x, seen, depth + 1);
    let text: string;
    // A Map's or Set's enumerable own properties follow its entries (limu's leave get, set, ...).
    const own = (x: object) => {
      const keys = Object.keys(x);
      return keys.length ? ` + own ${keys.join(', ')}` : '';
    };
    if (v instanceof Date) text = `Date(${Number.isNaN(v.getTime()) ? 'Invalid' : v.toISOString().slice(0, 10)})`;
    else if (v instanceof Map)
      text = `Map{${[...v].map(([k, x]) => `${inner(k)} => ${inner(x)}`).join(', ')}}${own(v)}`;
    else if (v instanceof Set) text = `Set{${[...v].map(inner).join(', ')}}${own(v)}`;
    else if (Array.isArray(v)) text = `[${v.map(inner).join(', ')}]`;
    else {
      const proto = Object.getPrototypeOf(v);
      const name =
        proto === null ? '[null prototype] ' : proto !== Object.prototype ? `${proto.constructor?.name ?? '?'} ` : '';
      const parts = Reflect.ownKeys(v).map((k) => {
        const d = Object.getOwnPropertyDescriptor(v, k)!;
        const key = typeof k === 'symbol' ? `[${k.toString()}]` : k;
        const hidden = d.enumerable ? '' : '(hidden) ';
        return 'get' in d ? `${hidden}get ${key}` : `${hidden}${key}: ${inner(d.value)}`;
      });
      text = `${name}{${parts.join(', ')}}`;
    }
    seen.delete(v);
    return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
  } catch (e) {
    return /revoked/.test(String(e)) ? '<revoked proxy>' : `<unreadable: ${(e as Error).message}>`;
  }
}

function isFrozen(v: unknown): boolean {
  return typeof v === 'object' && v !== null && Object.isFrozen(v);
}

function message(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
}

async function expectedOf(probe: Probe): Promise<{value: unknown} | {throws: string}> {
  if ('expect' in probe) {
    const v = typeof probe.expect === 'function' ? (probe.expect as () => unknown)() : probe.expect;
    return v === THROWS ? {throws: ''} : {value: v};
  }
  try {
    return {value: await probe.run(probe.base(), PLAIN)};
  } catch (e) {
    return {throws: message(e)};
  }
}

async function cell(probe: Probe, name: LibName, expected: {value: unknown} | {throws: string}): Promise<Cell> {
  if (probe.na?.includes(name)) return {status: 'na', baseKept: true, frozen: false};
  const api = makeApi(name);
  const base = probe.base();
  const kept = () => {
    try {
      return equal(base, probe.base());
    } catch {
      return false;
    }
  };
  // Quiet the libraries' console warnings (read-only writes, finished drafts): the probe judges results.
  return quietly(async (): Promise<Cell> => {
    try {
      const got = await probe.run(base, api);
      const baseKept = kept();
      if ('throws' in expected) {
        return {status: 'differs', got: describe(got), baseKept, frozen: isFrozen(got)};
      } else {
        let same: boolean;
        try {
          same = equal(got, expected.value);
        } catch {
          same = false;
        }
        return same
          ? {status: 'same', baseKept, frozen: isFrozen(got)}
          : {status: 'differs', got: describe(got), baseKept, frozen: isFrozen(got)};
      }
    } catch (e) {
      const baseKept = kept();
      return 'throws' in expected
        ? {status: 'same', got: message(e), baseKept, frozen: false}
        : {status: 'throws', got: message(e), baseKept, frozen: false};
    }
  });
}

/**
 * A function's source without the indentation of its place in probes.ts: Function#toString keeps
 * the first line as written and every later line indented as in the file.
 */
export function dedent(source: string): string {
  const [first, ...rest] = source.trim().split('\n');
  const indents = rest.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)![0].length);
  // An arrow whose body starts on the next line keeps that body indented under it.
  const cut = Math.min(...indents) - (first.endsWith('=>') ? 2 : 0);
  return [first, ...rest.map((l) => l.slice(cut))].join('\n');
}

/** The source a reader sees next to the row: the base, then what each library runs. */
export function codeOf(probe: Probe): string {
  const base = dedent(probe.base.toString()).replace(/^\(\)\s*=>\s*/, '');
  // A base built by statements (a cycle, a shared object) reads as those statements, then `const base`.
  const block = /^\{\n([\s\S]*)\n\s*return ([\s\S]*);\n\}$/.exec(base);
  const setup = block ? `${dedent(`\n${block[1]}`).trim()}\nconst base = ${dedent(`\n${block[2]}`).trim()};` : null;
  const run = probe.source ?? probe.run.toString();
  return `${setup ?? `const base = ${base.replace(/^\(([\s\S]*)\)$/, '$1')};`}\n${dedent(run)}`;
}

export async function runProbes(): Promise<BehaviourData> {
  const rows: Row[] = [];
  const ids = new Set<string>();
  for (const probe of PROBES) {
    if (ids.has(probe.id)) throw new Error(`oracles/behaviour/probes.ts: probe id '${probe.id}' is used twice`);
    if (!GROUPS.some((g) => g.id === probe.group))
      throw new Error(`oracles/behaviour/probes.ts: probe '${probe.id}': its id starts with no group id of GROUPS`);
    if (!probe.zh || !probe.en)
      throw new Error(`oracles/behaviour/probes.ts: probe '${probe.id}' has no [zh, en] entry in LABELS`);
    ids.add(probe.id);
    const expected = await expectedOf(probe);
    const row: Row = {
      id: probe.id,
      group: probe.group,
      zh: probe.zh,
      en: probe.en,
      code: codeOf(probe),
      ...(probe.changesBase ? {changesBase: true as const} : {}),
      expected: 'throws' in expected ? 'throws' : describe(expected.value),
      limu: await cell(probe, 'limu', expected),
      immer: await cell(probe, 'immer', expected),
      mutative: await cell(probe, 'mutative', expected),
    };
    rows.push(row);
  }
  const unused = Object.keys(LABELS).filter((id) => !ids.has(id));
  if (unused.length) throw new Error(`oracles/behaviour/probes.ts: LABELS names no probe: ${unused.join(', ')}`);
  return {versions: versions(), groups: GROUPS, rows};
}
