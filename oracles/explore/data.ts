/**
 * The shape of src/data/explore.json (written by `npm run explore`, read by the pages through
 * src/components/ExploreFindings and by tests/explore/explore.test.ts), and the runnable sample of
 * each limu class: the recipe as a function, run by limu's produce and on a structuredClone of the
 * base, with the part where they differ asserted for both (`// =>`, src/lib/examples).
 */
import {formatValue} from '../../src/lib/examples/format';
import {buildBase, type Recipe} from './model';
import {concrete, loadLibs, runLib, runPlain} from './oracle';
import type {Found} from './run';
import type {ExploreClassData, ExploreData} from '../../src/data/explore.types';

export type {ExploreClassData, ExploreData};

/** `result.list[0].n` → `list`: the top-level part of the state where a difference is. */
export function partOf(path: string): string | null {
  return /^(?:result|base)\.(\w+)/.exec(path)?.[1] ?? null;
}

function lines(f: Found, next: unknown, plain: unknown): string[] {
  const d = f.difference;
  const part = partOf(d.path);
  const value = (root: unknown, key: string) => (root as Record<string, unknown>)[key];
  if (d.kind === 'sharing') {
    const group = (d.expected.split('; ').find((g) => !d.got.includes(g)) ?? d.got.split('; ')[0]).split(' ≡ ');
    // Two paths of the group that are together on one side only (in a group of three, two may be on both).
    const together = (side: string, x: string, y: string) =>
      side.split('; ').some((g) => g.split(' ≡ ').includes(x) && g.split(' ≡ ').includes(y));
    const pairs = group.flatMap((x, i) => group.slice(i + 1).map((y) => [x, y] as const));
    const [x, y] = pairs.find(([p, q]) => together(d.expected, p, q) !== together(d.got, p, q)) ?? pairs[0];
    const [a, b] = [x, y].map((p) => p.replace(/^result/, ''));
    return [
      `next${a} === next${b}; // => ${String(together(d.got, x, y))}`,
      `plain${a} === plain${b}; // => ${String(together(d.expected, x, y))}`,
    ];
  }
  if (d.kind === 'prototype' && part && Object.getPrototypeOf(value(plain, part)) === null) {
    return [
      `Object.getPrototypeOf(next.${part}) === null; // => false`,
      `Object.getPrototypeOf(plain.${part}) === null; // => true`,
    ];
  }
  const shown = part === null ? undefined : value(plain, part);
  if (
    part &&
    d.kind === 'value' &&
    Object.getPrototypeOf(shown) === Object.prototype &&
    Reflect.ownKeys(shown as object).some((k) => !Object.getOwnPropertyDescriptor(shown, k)!.enumerable)
  ) {
    // A plain object with a non-enumerable property: the names of its own properties (all, or the
    // enumerable ones), where they differ.
    return (['getOwnPropertyNames', 'keys'] as const).flatMap((f) => {
      const [a, b] = [value(next, part), shown].map((x) => formatValue(Object[f](x as object)));
      return a === b ? [] : [`Object.${f}(next.${part}); // => ${a}`, `Object.${f}(plain.${part}); // => ${b}`];
    });
  }
  if (d.kind === 'prototype' && part) {
    // A class instance that came back a plain object: structuredClone drops the class too, so the base shows it.
    const name = (Object.getPrototypeOf(value(plain, part)) as {constructor: {name: string}}).constructor.name;
    return [`next.${part} instanceof ${name}; // => false`, `base.${part} instanceof ${name}; // => true`];
  }
  if (d.kind === 'own-props' && part) {
    return [
      `Object.keys(next.${part}); // => ${formatValue(Object.keys(value(next, part) as object))}`,
      `Object.keys(plain.${part}); // => ${formatValue(Object.keys(value(plain, part) as object))}`,
    ];
  }
  if (d.kind === 'unreadable') {
    const parts = Object.keys(plain as object);
    const broken = parts.find((p) => {
      try {
        JSON.stringify(value(next, p), (_k, v: unknown) => (v instanceof Map ? [...v] : v instanceof Set ? [...v] : v));
        return false;
      } catch {
        return true;
      }
    });
    const p = broken ?? parts[0];
    // A Map's entries are not own properties: JSON.stringify reads them through a spread.
    const read = (root: string) =>
      value(plain, p) instanceof Map || value(plain, p) instanceof Set ? `[...${root}.${p}]` : `${root}.${p}`;
    const plainValue = value(plain, p);
    const json = JSON.stringify(plainValue instanceof Map || plainValue instanceof Set ? [...plainValue] : plainValue);
    return [
      `JSON.stringify(${read('next')}); // => throws: revoked`,
      `JSON.stringify(${read('plain')}); // => ${formatValue(json)}`,
    ];
  }
  if (!part) throw new Error(`explore: ${f.id}: no part of the state to show for ${d.path}`);
  return [
    `next.${part}; // => ${formatValue(value(next, part))}`,
    `plain.${part}; // => ${formatValue(value(plain, part))}`,
  ];
}

/**
 * A class found in what `current` returned inside the recipe: the snapshot is kept in a variable, and
 * plain JavaScript's value at that point is the same expression on a copy that ran the statements before it.
 */
function snapshotSample(f: Found, snapshots: unknown[]): string {
  const at = f.statements.findIndex((s) => s.startsWith(`const ${f.difference.path.split(/[.[]/)[0]} = current(`));
  if (at < 0) throw new Error(`explore: ${f.id}: the sample of a snapshot class shows current() only`);
  const name = /^const (\w+) = current\((.+)\);$/.exec(f.statements[at])!;
  const index = f.statements.filter((s) => /^const \w+ = /.test(s)).indexOf(f.statements[at]);
  return [
    "import { produce, current } from 'limu';",
    '',
    f.base,
    `let ${name[1]};`,
    'const recipe = (draft) => {',
    ...f.statements.map((s, i) => `  ${i === at ? s.replace(/^const /, '') : s}`),
    '};',
    'produce(base, recipe);',
    '',
    'const plain = structuredClone(base);',
    ...f.statements.slice(0, at).map((s) => s.replace(/\bdraft\b/g, 'plain')),
    '',
    `${name[1]}; // => ${formatValue(snapshots[index])}`,
    `${name[2].replace(/\bdraft\b/g, 'plain')}; // => ${formatValue(runPlainAt(f, at, name[2]))}`,
    '',
  ].join('\n');
}

/** The value of `expr` (on the draft's plain copy) after the first `n` statements. */
function runPlainAt(f: Found, n: number, expr: string): unknown {
  const statements = [...f.statements.slice(0, n), `return ${expr};`];
  return new Function('draft', statements.join('\n'))(structuredCloneBase(f)) as unknown;
}

/** A plain copy of a class's base with its shared references kept (structuredClone keeps them). */
function structuredCloneBase(f: Found): unknown {
  return structuredClone(buildBase(f.recipe.base));
}

/**
 * The sample of a class found on a read-only view: the statements as a function of the view, run on
 * immut's view (ended with finishImmut) or a readOnly draft (ended with finishDraft); what changed in
 * the base is shown against a copy from before, or the line that throws.
 */
function viewSample(f: Found, recipe: Recipe): string {
  const [make, finish] =
    recipe.view === 'immut'
      ? ['immut(base, { disableWarn: true })', 'finishImmut']
      : ['createDraft(base, { readOnly: true, disableWarn: true })', 'finishDraft'];
  const got = runLib(loadLibs().limu, recipe, concrete(recipe));
  const names = recipe.view === 'immut' ? ['immut', 'finishImmut'] : ['createDraft', 'finishDraft'];
  const head = [
    `import { ${(got.threw === undefined ? names : names.slice(0, 1)).join(', ')} } from 'limu';`,
    '',
    f.base,
    'const recipe = (view) => {',
    ...f.statements.map((s) => `  ${s.replace(/\bdraft\b/g, 'view')}`),
    '};',
  ];
  if (got.threw !== undefined) return [...head, `recipe(${make}); // => throws: ${got.threw}`, ''].join('\n');
  const part = partOf(f.difference.path);
  if (f.difference.kind !== 'base-changed' || !part)
    throw new Error(`explore: ${f.id}: a view's sample shows a change of the base or a throw only`);
  const value = (root: unknown) => (root as Record<string, unknown>)[part];
  // Own properties of a Map or Set (the oracle lists them as [keys]): Object.keys shows them.
  const shown = f.difference.expected.startsWith('[')
    ? [
        `Object.keys(base.${part}); // => ${formatValue(Object.keys(value(got.base) as object))}`,
        `Object.keys(before.${part}); // => ${formatValue(Object.keys(value(buildBase(recipe.base)) as object))}`,
      ]
    : [
        `base.${part}; // => ${formatValue(value(got.base))}`,
        `before.${part}; // => ${formatValue(value(buildBase(recipe.base)))}`,
      ];
  return [
    ...head,
    'const before = structuredClone(base);',
    `const view = ${make};`,
    'recipe(view);',
    `${finish}(view);`,
    '',
    ...shown,
    '',
  ].join('\n');
}

/** The sample of a limu class (see the file comment). */
export function sampleOf(f: Found): string {
  const recipe: Recipe = f.recipe;
  if (recipe.view) return viewSample(f, recipe);
  // The samples call produce: a class whose minimal recipe needs createDraft would need another sample.
  if (recipe.entry) throw new Error(`explore: ${f.id}: its minimal recipe needs createDraft/finishDraft`);
  // structuredClone of a frozen base is not frozen: such a class would need another sample too.
  if (recipe.base.frozen) throw new Error(`explore: ${f.id}: its minimal recipe needs a frozen base`);
  // structuredClone drops Symbol keys and non-enumerable properties, and gives a null-prototype object
  // Object.prototype: such a base is made twice by a function instead, for produce and for the plain run.
  const fresh = recipe.base.tagged !== undefined || recipe.base.bare !== undefined;
  if (fresh && recipe.base.ref !== undefined)
    throw new Error(`explore: ${f.id}: a base made twice would share its shared object between the two`);
  const baseText = fresh
    ? f.base.replace(/const base = ([\s\S]+);$/, 'const makeBase = () => ($1);\nconst base = makeBase();')
    : f.base;
  const copyOf = fresh ? 'makeBase()' : 'structuredClone(base)';
  const c = concrete(recipe);
  const libs = loadLibs();
  // A recipe run with auto-freeze: the sample passes the option as the reader would.
  const call = recipe.autoFreeze ? 'produce(base, recipe, { autoFreeze: true })' : 'produce(base, recipe)';
  const got = runLib(libs.limu, recipe, c);
  const plain = runPlain(recipe, c);
  const head = [
    "import { produce } from 'limu';",
    '',
    baseText,
    'const recipe = (draft) => {',
    ...f.statements.map((s) => `  ${s}`),
    ...(c.returned === undefined ? [] : [`  return ${c.returned};`]),
    '};',
  ];
  if (got.threw !== undefined) {
    return [...head, `${call}; // => throws: ${got.threw}`, ''].join('\n');
  }
  if (f.difference.kind === 'snapshot') return snapshotSample(f, got.snapshots ?? []);
  if (c.returned !== undefined && f.id === 'return-value-ignored') {
    // What produce gives, and what the recipe returned when run on a plain copy.
    return [
      ...head,
      `const next = ${call};`,
      `const returned = recipe(${copyOf});`,
      '',
      `next; // => ${formatValue(got.result)}`,
      `next === base; // => ${String(got.result === got.base)}`,
      `returned; // => ${formatValue(plain.returned)}`,
      '',
    ].join('\n');
  }
  if (f.difference.kind === 'base-frozen') {
    // A part of the base frozen by the run: the sample shows it frozen after produce and not before.
    const at = f.difference.path;
    if (!/^base(\.\w+|\[\d+\])*$/.test(at)) throw new Error(`explore: ${f.id}: ${at} is no expression to show`);
    return [...head, `Object.isFrozen(${at}); // => false`, `${call};`, `Object.isFrozen(${at}); // => true`, ''].join(
      '\n',
    );
  }
  if (f.difference.kind === 'base-changed') {
    // The base itself changed: the sample keeps a copy of it from before produce to compare with.
    const part = partOf(f.difference.path);
    if (!part) throw new Error(`explore: ${f.id}: no part of the base to show for ${f.difference.path}`);
    const value = (root: unknown) => (root as Record<string, unknown>)[part];
    return [
      ...head,
      'const before = structuredClone(base);',
      `${call};`,
      '',
      `base.${part}; // => ${formatValue(value(got.base))}`,
      `before.${part}; // => ${formatValue(value(buildBase(recipe.base)))}`,
      '',
    ].join('\n');
  }
  return [
    ...head,
    `const next = ${call};`,
    `const plain = ${copyOf};`,
    'recipe(plain);',
    '',
    ...lines(f, got.result, plain.result),
    '',
  ].join('\n');
}
