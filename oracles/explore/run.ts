/**
 * Running the exploration with fast-check. `discover` finds every class a seed's runs reach: it
 * checks "every failure belongs to a known class", and each counterexample (shrunk by fast-check to
 * its smallest recipe) adds its class, until a whole run passes. `check` is the same property with
 * the classes of the data file (tests/explore/explore.test.ts). A class's minimal recipe is the one
 * `check` shrinks to when that class alone is left out, so the test and the data file agree.
 */
import fc from 'fast-check';
import {rulesFor, verdict} from './rules';
import {baseCode, recipeArb, type BaseSpec, type Op, type Recipe} from './model';
import {judgeAll, type Difference, type Lib, type LibName} from './oracle';
import type {Settings} from '../../src/data/explore.types';

export type {Settings};

/** The fixed-seed run of `npm test`, and of `npm run explore` without options. */
export const TEST_SETTINGS: Settings = {seed: 38, runs: 4000, maxOps: 6};

export interface Found {
  id: string;
  lib: LibName;
  recipe: Recipe;
  /** The sample: the base, then the statements of the recipe. */
  base: string;
  statements: string[];
  difference: Difference;
}

export type CheckResult = {ok: true; runs: number} | {ok: false; runs: number; found: Found};

/**
 * The first problem of a recipe when only the rules in `known` are stated (sound and complete, see
 * rules.ts): the rule that is missing, `unsound:<rule>`, or `new:<kind>@<part>`; null when none.
 */
export function classOf(lib: Lib, recipe: Recipe, known?: ReadonlySet<string>): string | null {
  const all = rulesFor(lib.name);
  const v = verdict(lib, recipe, known ? all.filter((r) => known.has(r.id)) : all, all);
  return v.labels[0] ?? null;
}

/** The labels of a recipe with every rule stated, for the class a failure is sorted into. */
function labelOf(lib: Lib, recipe: Recipe, known: ReadonlySet<string>): {id: string; difference: Difference} | null {
  const all = rulesFor(lib.name);
  const v = verdict(
    lib,
    recipe,
    all.filter((r) => known.has(r.id)),
    all,
  );
  if (!v.labels.length) return null;
  const d = v.differences[0] ?? {kind: 'value', path: 'result', expected: '', got: v.reasons[0]};
  return {id: v.labels[0], difference: d as Difference};
}

function property(lib: Lib, known: ReadonlySet<string>, maxOps: number) {
  return fc.property(recipeArb(maxOps), (recipe) => classOf(lib, recipe, known) === null);
}

/** The recipe without one of its optional fields. */
function omit(r: Recipe, key: 'autoFreeze' | 'entry' | 'returns' | 'view'): Recipe {
  const out = {...r};
  delete out[key];
  return out;
}

/** Smaller variants of a recipe: one op, one part of the base or one element left out, one number lowered. */
function* smaller(r: Recipe): Generator<Recipe> {
  // immer and mutative ignore a view (recipeFor): it goes first.
  if (r.view) yield omit(r, 'view');
  if (r.autoFreeze) yield omit(r, 'autoFreeze');
  if (r.entry) yield omit(r, 'entry');
  if (r.returns !== undefined) yield omit(r, 'returns');
  if (r.returns !== undefined && r.returns > 0) yield {...r, returns: 0};
  for (let i = r.ops.length - 1; i >= 0; i -= 1) {
    if (r.ops.length > 1) yield {...r, ops: r.ops.filter((_, j) => j !== i)};
  }
  for (const key of Object.keys(r.base) as (keyof BaseSpec)[]) {
    const base = {...r.base};
    delete base[key];
    yield {...r, base};
  }
  for (const key of ['list', 'nums', 'map', 'set', 'keyed', 'items'] as const) {
    const xs = r.base[key];
    if (!xs) continue;
    for (let i = xs.length - 1; i >= 0; i -= 1) yield {...r, base: {...r.base, [key]: xs.filter((_, j) => j !== i)}};
    for (let i = 0; i < xs.length; i += 1) {
      for (const lower of new Set([0, xs[i] - 1])) {
        if (lower >= 0 && lower < xs[i] && (key !== 'set' || !xs.includes(lower))) {
          yield {...r, base: {...r.base, [key]: xs.map((x, j) => (j === i ? lower : x))}};
        }
      }
    }
  }
  const grid = r.base.grid;
  if (grid) {
    for (let i = grid.length - 1; i >= 0; i -= 1) yield {...r, base: {...r.base, grid: grid.filter((_, j) => j !== i)}};
    for (let i = 0; i < grid.length; i += 1)
      for (let k = grid[i].length - 1; k >= 0; k -= 1)
        yield {...r, base: {...r.base, grid: grid.map((row, j) => (j === i ? row.filter((_, m) => m !== k) : row))}};
  }
  for (const key of ['obj', 'ref', 'when', 'point'] as const) {
    const v = r.base[key];
    if (typeof v === 'number' && v > 0) yield {...r, base: {...r.base, [key]: 0}};
    if (typeof v === 'object' && (v.a > 0 || v.inner > 0)) yield {...r, base: {...r.base, obj: {a: 0, inner: 0}}};
  }
  for (let i = 0; i < r.ops.length; i += 1) {
    for (let p = 1; p <= 3; p += 1) {
      if ((r.ops[i][p] as number) > 0) {
        const op = [...r.ops[i]] as Op;
        op[p] = 0;
        yield {...r, ops: r.ops.map((o, j) => (j === i ? op : o))};
      }
    }
  }
}

/**
 * fast-check's shrinking stops where no single step of its own shrinks keeps the failure (it keeps
 * an array's last items, for one); this greedy pass goes on with the steps of `smaller` while the
 * class stays the same. Deterministic, so the same seed gives the same minimal recipe.
 */
function minimize(lib: Lib, recipe: Recipe, id: string, known: ReadonlySet<string>): Recipe {
  let current = recipe;
  for (let progress = true; progress;) {
    progress = false;
    for (const candidate of smaller(current)) {
      if (classOf(lib, candidate, known) === id) {
        current = candidate;
        progress = true;
        break;
      }
    }
  }
  return current;
}

function found(lib: Lib, shrunk: Recipe, known: ReadonlySet<string>): Found {
  const first = classOf(lib, shrunk, known);
  if (first === null) throw new Error(`explore: the counterexample for ${lib.name} no longer fails when run again`);
  const recipe = minimize(lib, shrunk, first, known);
  const label = labelOf(lib, recipe, known);
  if (!label) throw new Error(`explore: ${lib.name}: the minimized recipe no longer fails`);
  const {statements} = judgeAll(lib, recipe).concrete;
  return {
    id: label.id,
    lib: lib.name,
    recipe,
    base: baseCode(recipe.base, statements),
    statements,
    difference: label.difference,
  };
}

/** Runs the seed's recipes; fails at the first failure whose class is not in `known`, shrunk. */
export function check(lib: Lib, known: ReadonlySet<string>, settings: Settings): CheckResult {
  const out = fc.check(property(lib, known, settings.maxOps), {seed: settings.seed, numRuns: settings.runs});
  if (!out.failed) return {ok: true, runs: out.numRuns};
  if (!out.counterexample) throw new Error(`explore: ${lib.name}: the property threw: ${String(out.errorInstance)}`);
  return {ok: false, runs: out.numRuns, found: found(lib, out.counterexample[0], known)};
}

export interface Discovery {
  lib: LibName;
  classes: Found[];
  /** Recipes run in all, shrinking included. */
  recipes: number;
}

export function discover(lib: Lib, settings: Settings): Discovery {
  const known = new Set<string>();
  let recipes = 0;
  for (;;) {
    const out = fc.check(property(lib, known, settings.maxOps), {seed: settings.seed, numRuns: settings.runs});
    recipes += out.numRuns + out.numShrinks;
    if (!out.failed) break;
    if (!out.counterexample) throw new Error(`explore: ${lib.name}: the property threw: ${String(out.errorInstance)}`);
    const id = found(lib, out.counterexample[0], known).id;
    if (known.has(id)) throw new Error(`explore: ${lib.name}: class ${id} found twice`);
    known.add(id);
  }
  // Each class's minimal recipe as the test will shrink to it: with every other class known.
  const classes: Found[] = [];
  for (const id of known) {
    const others = new Set([...known].filter((k) => k !== id));
    const result = check(lib, others, settings);
    recipes += result.runs;
    if (result.ok) throw new Error(`explore: ${lib.name}: class ${id} is not found again with the others known`);
    if (result.found.id !== id) {
      throw new Error(`explore: ${lib.name}: leaving out ${id}, the run found ${result.found.id} instead`);
    }
    classes.push(result.found);
  }
  return {lib: lib.name, classes, recipes};
}

/** A sample a reader can run: the recipe in `produce`, then the result's part where it differs. */
export function sampleHead(f: Found): string {
  const uses = [
    'produce',
    ...(['current', 'original'] as const).filter((n) => f.statements.some((s) => s.includes(`${n}(`))),
  ];
  return `import { ${uses.join(', ')} } from '${f.lib}';`;
}
