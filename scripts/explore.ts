// `npm run explore`: the property-based exploration (oracles/explore, ARCHITECTURE.md §12). Without
// options it runs the fixed-seed exploration of `npm test` and writes src/data/explore.json, which the
// pitfalls page and the behaviour matrix render. `--runs N [--seed S]` is the maintainers' longer run:
// it prints what it finds, writes its figures into the data file (`longRun`), and names any class the
// fixed-seed run does not list, with its minimal recipe.
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {RULES, ruleText} from '../oracles/explore/rules';
import {INSTEAD} from '../oracles/explore/instead';
import {measureCoverage} from '../oracles/explore/coverage';
import {OP_KINDS} from '../oracles/explore/model';
import {loadLibs} from '../oracles/explore/oracle';
import {LIB_NAMES, versions} from '../oracles/libraries';
import {discover, TEST_SETTINGS, type Discovery, type Settings} from '../oracles/explore/run';
import {sampleOf, type ExploreData} from '../oracles/explore/data';
import {PITFALLS_FILES, withPitfalls} from '../oracles/explore/pitfalls';

export const OUT = path.resolve(__dirname, '../src/data/explore.json');

function option(name: string): number | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`npm run explore: --${name} needs a positive whole number`);
  return value;
}

function run(settings: Settings): {found: Discovery[]; ms: number} {
  const libs = loadLibs();
  const started = Date.now();
  const found = LIB_NAMES.map((n) => {
    const d = discover(libs[n], settings);
    console.log(
      `${n}: ${d.classes.length} classes, ${d.recipes} recipes run (${d.classes.map((c) => c.id).join(', ')})`,
    );
    return d;
  });
  return {found, ms: Date.now() - started};
}

function main() {
  const runs = option('runs');
  if (runs === undefined) {
    const {found} = run(TEST_SETTINGS);
    const previous: Partial<ExploreData> = (() => {
      try {
        return JSON.parse(readFileSync(OUT, 'utf8')) as ExploreData;
      } catch {
        return {};
      }
    })();
    const data: ExploreData = {
      versions: versions(),
      settings: TEST_SETTINGS,
      ops: [...OP_KINDS],
      recipes: Object.fromEntries(found.map((d) => [d.lib, d.recipes])),
      classes: found.flatMap((d) =>
        d.classes.map((c) => {
          const cls = RULES.find((k) => k.id === c.id);
          if (!cls)
            throw new Error(
              `npm run explore: ${d.lib} shows a failure no class explains (${c.id}):\n${c.base}\n${c.statements.join('\n')}\n${JSON.stringify(c.difference)}`,
            );
          return {
            id: c.id,
            lib: c.lib,
            zh: ruleText(cls, 'zh'),
            en: ruleText(cls, 'en'),
            ...(cls.knownAs ? {knownAs: cls.knownAs} : {}),
            ...(cls.rows ? {rows: cls.rows} : {}),
            recipe: c.recipe,
            base: c.base,
            statements: c.statements,
            difference: c.difference,
            sample: c.lib === 'limu' ? sampleOf(c) : undefined,
            instead: c.lib === 'limu' ? INSTEAD[c.id] : undefined,
          };
        }),
      ),
      coverage: measureCoverage(TEST_SETTINGS),
      ...(previous.longRun ? {longRun: previous.longRun} : {}),
    };
    writeFileSync(OUT, `${JSON.stringify(data, null, 1)}\n`);
    console.log(`→ ${path.relative(process.cwd(), OUT)}`);
    for (const lang of ['zh', 'en'] as const) {
      const file = path.resolve(__dirname, '..', PITFALLS_FILES[lang]);
      writeFileSync(file, withPitfalls(readFileSync(file, 'utf8'), PITFALLS_FILES[lang], data, lang));
      console.log(`→ ${PITFALLS_FILES[lang]}`);
    }
    return;
  }
  const settings = {...TEST_SETTINGS, runs, seed: option('seed') ?? TEST_SETTINGS.seed};
  const {found, ms} = run(settings);
  const data = JSON.parse(readFileSync(OUT, 'utf8')) as ExploreData;
  const listed = new Set(data.classes.map((c) => `${c.lib}/${c.id}`));
  const extra = found.flatMap((d) => d.classes.filter((c) => !listed.has(`${c.lib}/${c.id}`)));
  for (const c of extra)
    console.log(`not in the fixed-seed run: ${c.lib} ${c.id}\n${c.base}\n${c.statements.join('\n')}\n`);
  data.longRun = {
    seed: settings.seed,
    runs,
    recipes: Object.fromEntries(found.map((d) => [d.lib, d.recipes])),
    classes: Object.fromEntries(found.map((d) => [d.lib, d.classes.map((c) => c.id)])),
    seconds: Math.round(ms / 1000),
    date: new Date().toISOString().slice(0, 10),
  };
  writeFileSync(OUT, `${JSON.stringify(data, null, 1)}\n`);
  console.log(`${Math.round(ms / 1000)} s; figures → ${path.relative(process.cwd(), OUT)} (longRun)`);
}

main();
