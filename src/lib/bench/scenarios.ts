// Benchmark scenarios shared by the /benchmark page (run in a Web Worker) and `npm run bench:libs`
// (run in Node). Pure TypeScript: the libraries are passed in, so this file imports nothing at run time.
import type * as LimuNs from 'limu';
import type * as ImmerNs from 'immer';
import type * as MutativeNs from 'mutative';
import {COMPARED_LIBRARIES} from '../../data/site.mjs';

export interface Libs {
  limu: typeof LimuNs;
  immer: typeof ImmerNs;
  mutative: typeof MutativeNs;
}

/** The compared libraries, and the spread operator by hand as the baseline. */
export const LIBRARIES = [...COMPARED_LIBRARIES, 'spread'] as const;
export type LibraryName = (typeof LIBRARIES)[number];

export const SCENARIOS = ['update-field', 'push-array', 'update-nested', 'read-only', 'map-set'] as const;
export type ScenarioId = (typeof SCENARIOS)[number];

/** Sizes of the data each scenario works on. The page's `?quick=1` mode uses smaller ones. */
export interface BenchSize {
  /** keys of the large object, items of the large array, entries of the Map/Set */
  items: number;
  /** items appended in `push-array`, items changed in `update-nested` */
  changes: number;
}
export const FULL_SIZE: BenchSize = {items: 1_000, changes: 50};
export const QUICK_SIZE: BenchSize = {items: 100, changes: 5};

/** One measured function: a scenario × autoFreeze × library, with its own private base state. */
export interface BenchCase {
  id: string;
  scenario: ScenarioId;
  freeze: boolean;
  library: LibraryName;
  /** Runs one operation; returns the next state so the tests can check every library agrees. */
  run: () => unknown;
}

interface Item {
  id: number;
  done: boolean;
  meta: {count: number; tags: string[]};
}
type LargeObject = Record<string, {value: number}>;
interface Todos {
  todos: Item[];
  total: number;
}
interface Collections {
  map: Map<string, {value: number}>;
  set: Set<string>;
}

const makeItem = (id: number): Item => ({id, done: false, meta: {count: 0, tags: ['a']}});

const makeLargeObject = (n: number): LargeObject => {
  const o: LargeObject = {};
  for (let i = 0; i < n; i += 1) o[`k${i}`] = {value: i};
  return o;
};
const makeTodos = (n: number): Todos => ({
  todos: Array.from({length: n}, (_, i) => makeItem(i)),
  total: n,
});
const makeCollections = (n: number): Collections => ({
  map: new Map(Array.from({length: n}, (_, i) => [`k${i}`, {value: i}] as const)),
  set: new Set(Array.from({length: n}, (_, i) => `k${i}`)),
});

/** Freezes only the nodes a hand-written update created (what a reducer author would do). */
const freezeIf = <T extends object>(freeze: boolean, value: T): T => (freeze ? Object.freeze(value) : value);

/** Per library, one "produce" with the autoFreeze setting baked in. */
type Producer = <T>(base: T, recipe: (draft: T) => void) => T;

function producers(libs: Libs, freeze: boolean): Record<Exclude<LibraryName, 'spread'>, Producer> {
  // A private Immer instance, so the global setting of the page or the Node process is untouched.
  const immer = new libs.immer.Immer({autoFreeze: freeze});
  // immer handles Map and Set only with its plugin loaded (limu and mutative need nothing).
  libs.immer.enableMapSet();
  return {
    limu: (base, recipe) => libs.limu.produce(base, recipe, {autoFreeze: freeze}),
    immer: (base, recipe) => immer.produce(base, recipe as never) as typeof base,
    mutative: (base, recipe) => libs.mutative.create(base, recipe as never, {enableAutoFreeze: freeze}) as typeof base,
  };
}

/** The middle index and the evenly spread indexes changed by a scenario. */
const mid = (size: BenchSize) => Math.floor(size.items / 2);
const spreadIndexes = (size: BenchSize) => {
  const step = Math.max(1, Math.floor(size.items / size.changes));
  return Array.from({length: Math.min(size.changes, size.items)}, (_, i) => i * step);
};

/** Builds one case; every call creates fresh base data, so freezing in one case can't affect another. */
function makeCase(libs: Libs, scenario: ScenarioId, freeze: boolean, library: LibraryName, size: BenchSize): BenchCase {
  const id = `${scenario}|${freeze ? 'freeze' : 'no-freeze'}|${library}`;
  const produce = library === 'spread' ? null : producers(libs, freeze)[library];
  const key = `k${mid(size)}`;
  const indexes = spreadIndexes(size);
  const indexSet = new Set(indexes);

  switch (scenario) {
    case 'update-field': {
      const base = makeLargeObject(size.items);
      const run = produce
        ? () =>
            produce(base, (d) => {
              d[key]!.value += 1;
            })
        : () => freezeIf(freeze, {...base, [key]: freezeIf(freeze, {value: base[key]!.value + 1})});
      return {id, scenario, freeze, library, run};
    }
    case 'push-array': {
      const base = makeTodos(size.items);
      const added = Array.from({length: size.changes}, (_, i) => size.items + i);
      const run = produce
        ? () =>
            produce(base, (d) => {
              for (const i of added) d.todos.push(makeItem(i));
              d.total += added.length;
            })
        : () =>
            freezeIf(freeze, {
              todos: freezeIf(freeze, [...base.todos, ...added.map((i) => freezeIf(freeze, makeItem(i)))]),
              total: base.total + added.length,
            });
      return {id, scenario, freeze, library, run};
    }
    case 'update-nested': {
      const base = makeTodos(size.items);
      const run = produce
        ? () =>
            produce(base, (d) => {
              for (const i of indexes) {
                const item = d.todos[i]!;
                item.done = true;
                item.meta.count += 1;
              }
            })
        : () =>
            freezeIf(freeze, {
              ...base,
              todos: freezeIf(
                freeze,
                base.todos.map((item, i) =>
                  indexSet.has(i)
                    ? freezeIf(freeze, {
                        ...item,
                        done: true,
                        meta: freezeIf(freeze, {...item.meta, count: item.meta.count + 1}),
                      })
                    : item,
                ),
              ),
            });
      return {id, scenario, freeze, library, run};
    }
    case 'read-only': {
      const base = makeTodos(size.items);
      // Reads every item through the draft and writes nothing: the result is the base itself.
      const sum = (todos: Item[]) => {
        let s = 0;
        for (let i = 0; i < todos.length; i += 1) s += todos[i]!.meta.count + todos[i]!.id;
        return s;
      };
      let sink = 0;
      const run = produce
        ? () =>
            produce(base, (d) => {
              sink += sum(d.todos);
            })
        : () => {
            sink += sum(base.todos);
            return sink >= 0 ? base : null;
          };
      return {id, scenario, freeze, library, run};
    }
    case 'map-set': {
      const base = makeCollections(size.items);
      const run = produce
        ? () =>
            produce(base, (d) => {
              d.map.set(key, {value: -1});
              d.set.add('new');
              d.set.delete('k0');
            })
        : () => {
            const map = new Map(base.map).set(key, freezeIf(freeze, {value: -1}));
            const set = new Set(base.set).add('new');
            set.delete('k0');
            return freezeIf(freeze, {map, set});
          };
      return {id, scenario, freeze, library, run};
    }
  }
}

/** Every case, in display order: scenario, then autoFreeze off/on, then library. */
export function makeCases(
  libs: Libs,
  size: BenchSize = FULL_SIZE,
  filter: {scenarios?: readonly ScenarioId[]; libraries?: readonly LibraryName[]} = {},
): BenchCase[] {
  const cases: BenchCase[] = [];
  for (const scenario of filter.scenarios ?? SCENARIOS) {
    for (const freeze of [false, true]) {
      for (const library of filter.libraries ?? LIBRARIES) {
        cases.push(makeCase(libs, scenario, freeze, library, size));
      }
    }
  }
  return cases;
}

/** What one measured case reports (plain data: it crosses the worker boundary). */
export interface BenchResult {
  id: string;
  scenario: ScenarioId;
  freeze: boolean;
  library: LibraryName;
  /** mean operations per second */
  hz: number;
  /** relative margin of error, percent (95 %) */
  rme: number;
  samples: number;
}

/** Messages of the benchmark worker protocol. */
export type BenchRequest = {type: 'start'; quick: boolean};
export type BenchMessage =
  | {type: 'meta'; total: number; versions: Record<Exclude<LibraryName, 'spread'>, string>}
  | {type: 'result'; index: number; result: BenchResult}
  | {type: 'done'}
  | {type: 'error'; message: string};

/** Measurement budget per case: full runs give tinybench time; quick runs only prove the pipeline. */
export const benchOptions = (quick: boolean) =>
  quick
    ? {time: 20, iterations: 5, warmupTime: 0, warmupIterations: 1}
    : {time: 300, iterations: 30, warmupTime: 50, warmupIterations: 5};

/** Converts a finished tinybench task result into a BenchResult. */
export function toResult(
  c: BenchCase,
  stats: {throughput: {mean: number; rme: number}; latency: {samplesCount: number}},
): BenchResult {
  return {
    id: c.id,
    scenario: c.scenario,
    freeze: c.freeze,
    library: c.library,
    hz: stats.throughput.mean,
    rme: Number.isFinite(stats.throughput.rme) ? stats.throughput.rme : 0,
    samples: stats.latency.samplesCount,
  };
}

/** Formats ops/s compactly for tables: 12 345 -> "12,345", 1.5 -> "1.50". */
export function formatHz(hz: number): string {
  if (!Number.isFinite(hz)) return '–';
  if (hz >= 100) return Math.round(hz).toLocaleString('en-US');
  return hz.toFixed(2);
}
