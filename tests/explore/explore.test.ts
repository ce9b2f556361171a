// The fixed-seed exploration (oracles/explore, ARCHITECTURE.md §12 "Exploration"): limu, immer and
// mutative against plain JavaScript on generated recipes. Fails when the run meets a class of divergence
// that src/data/explore.json does not list (naming the class and its minimal recipe), when a listed class
// no longer reproduces with its minimal recipe (after an upgrade: that pitfall went away), and when the
// data file's texts or samples are not what `npm run explore` writes today.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import data from '../../src/data/explore.json';
import {runSample} from '../../src/lib/examples';
import fc from 'fast-check';
import {isLoose, RULES, ruleSentence, rulesFor, ruleText, verdict, type Rule} from '../../oracles/explore/rules';
import {BASE_KEYS, buildBase, OP_KEYS, recipeArb, recipeFor} from '../../oracles/explore/model';
import {concrete} from '../../oracles/explore/oracle';
import {INSTEAD} from '../../oracles/explore/instead';
import {measureCoverage} from '../../oracles/explore/coverage';
import {sampleOf, type ExploreData} from '../../oracles/explore/data';
import {currentPitfalls, PITFALLS_FILES, renderPitfalls} from '../../oracles/explore/pitfalls';
import {loadLibs} from '../../oracles/explore/oracle';
import {LIB_NAMES, versions} from '../../oracles/libraries';
import {check, classOf, TEST_SETTINGS, type Found} from '../../oracles/explore/run';
import type {Recipe} from '../../oracles/explore/model';
import {sampleRequire} from '../docs/collect';

const explore = data as unknown as ExploreData;
// The run that must show each clause needed stops at its first counterexample; some clauses guard
// against recipes rarer than the main run reaches (1 in a few thousand), so it may go further.
const WIDENING_RUNS = 25_000;
const libs = loadLibs();
const REGENERATE = 'Run `npm run explore` and update the pitfalls page (docs/guides/pitfalls.md, both locales).';

/** The recipe as a library without views runs it (model.ts recipeFor). */
const withoutView = (recipe: Recipe): Recipe => recipeFor('immer', recipe);

function recipeText(f: Pick<Found, 'base' | 'statements'>): string {
  return `${f.base}\nproduce(base, (draft) => {\n${f.statements.map((s) => `  ${s}`).join('\n')}\n});`;
}

describe('exploration: generated recipes against plain JavaScript (fixed seed)', () => {
  it('the data file was written with the settings of this run', () => {
    expect(explore.settings, `src/data/explore.json: other settings than TEST_SETTINGS. ${REGENERATE}`).toEqual(
      TEST_SETTINGS,
    );
    const installed = versions();
    for (const lib of LIB_NAMES) {
      const version = installed[lib];
      expect(explore.versions[lib], `src/data/explore.json was written for another ${lib}. ${REGENERATE}`).toBe(
        version,
      );
    }
  });

  it("the data file's coverage figures are what the fixed-seed run covers", () => {
    expect(explore.coverage, `src/data/explore.json: coverage. ${REGENERATE}`).toEqual(measureCoverage(TEST_SETTINGS));
  });

  it('the fixed-seed run has Map keys of every kind in its bases and ops, and primitive values, undefined and NaN among them', () => {
    const inBase = new Set<unknown>();
    const inOps = new Set<string>();
    const values = new Set<string>();
    fc.assert(
      fc.property(recipeArb(TEST_SETTINGS.maxOps), (recipe) => {
        const keyed = buildBase(recipe.base).keyed;
        if (keyed instanceof Map) for (const k of keyed.keys()) inBase.add(k);
        for (const s of concrete(recipe).statements) {
          const m = /^draft\.keyed\.(?:set|get|has|delete)\(([^,)]+)(?:, ([^)]+))?\)?/.exec(s);
          if (m && !m[1].startsWith('draft.')) inOps.add(m[1]);
          if (m?.[2] && s.startsWith('draft.keyed.set(')) {
            values.add(/^\d+$/.test(m[2]) ? 'number' : m[2].startsWith('draft.keyed.get(') ? 'read' : m[2]);
          }
        }
      }),
      {seed: TEST_SETTINGS.seed, numRuns: TEST_SETTINGS.runs},
    );
    expect([...inBase].length).toBe(BASE_KEYS.length);
    for (const k of BASE_KEYS) expect(inBase.has(k.value), `base key ${k.code}`).toBe(true);
    expect([...inOps].sort()).toEqual(OP_KEYS.map((k) => k.code).sort());
    expect([...values].sort()).toEqual(['NaN', 'number', 'read', 'undefined']);
  });

  for (const lib of LIB_NAMES) {
    it(`${lib}: every failure of the fixed-seed run is a class the data file lists`, () => {
      const known = new Set(explore.classes.filter((c) => c.lib === lib).map((c) => c.id));
      const result = check(libs[lib], known, TEST_SETTINGS);
      if (!result.ok) {
        const f = result.found;
        expect.fail(
          `${lib}: class ${f.id} is not listed in src/data/explore.json (${f.id.startsWith('new:') ? 'no rule in oracles/explore/rules.ts explains it' : f.id.startsWith('unsound:') ? "the rule's condition holds and its effect is not there: the condition is wider than the truth" : 'a rule the data file does not list'}).\n` +
            `Minimal recipe:\n${recipeText(f)}\nDifference: ${JSON.stringify(f.difference)}\n${REGENERATE}`,
        );
      }
      expect(result.runs).toBe(TEST_SETTINGS.runs);
    });
  }

  for (const c of explore.classes) {
    it(`${c.lib}: ${c.id} still reproduces with its minimal recipe`, () => {
      const others = new Set(
        rulesFor(c.lib)
          .filter((r) => r.id !== c.id)
          .map((r) => r.id),
      );
      const id = classOf(libs[c.lib], c.recipe as Recipe, others);
      expect(
        id,
        `${c.lib}: the minimal recipe of ${c.id} ${id === null ? 'now agrees with plain JavaScript' : `now shows ${id}`}:\n${recipeText(c)}\n${REGENERATE}`,
      ).toBe(c.id);
      const cls = RULES.find((k) => k.id === c.id);
      expect(cls, `${c.id}: no such rule in oracles/explore/rules.ts`).toBeDefined();
      expect({zh: c.zh, en: c.en}, `${c.id}: the data file's texts are older than rules.ts. ${REGENERATE}`).toEqual({
        zh: ruleText(cls!, 'zh'),
        en: ruleText(cls!, 'en'),
      });
    });
  }

  for (const c of explore.classes.filter((k) => k.lib === 'limu')) {
    it(`limu: ${c.id}: its sample is the minimal recipe and its // => lines hold`, async () => {
      const found: Found = {
        id: c.id,
        lib: 'limu',
        recipe: c.recipe as Recipe,
        base: c.base,
        statements: c.statements,
        difference: c.difference,
      };
      expect(c.sample, `${c.id}: the sample is not what npm run explore writes. ${REGENERATE}`).toBe(sampleOf(found));
      const result = await runSample(c.sample!, 'js', {require: sampleRequire()});
      expect(result.ok, `${c.id}: the sample fails:\n${JSON.stringify(result, null, 1).slice(0, 2000)}`).toBe(true);
      // Every class says what to write instead, with a sample that runs and shows the data kept.
      expect(c.instead, `${c.id}: no workaround in oracles/explore/instead.ts`).toEqual(INSTEAD[c.id]);
      const instead = await runSample(c.instead!.code, 'js', {require: sampleRequire()});
      expect(instead.ok, `${c.id}: the workaround fails:\n${JSON.stringify(instead, null, 1).slice(0, 2000)}`).toBe(
        true,
      );
    });
  }

  for (const lang of ['zh', 'en'] as const) {
    it(`the pitfalls page (${lang}) shows every limu class from the data file`, () => {
      const file = PITFALLS_FILES[lang];
      const page = readFileSync(path.resolve(__dirname, '../..', file), 'utf8');
      const shown = currentPitfalls(page);
      expect(shown, `${file}: the markers of the explored part are missing`).not.toBeNull();
      const ids = [...shown!.matchAll(/\{\/\* #explore-([\w-]+) \*\/\}/g)].map((m) => m[1]);
      const listed = explore.classes.filter((c) => c.lib === 'limu').map((c) => c.id);
      expect(ids, `${file}: the classes shown are not those of src/data/explore.json. ${REGENERATE}`).toEqual(listed);
      expect(shown, `${file}: the explored part is not what src/data/explore.json renders. ${REGENERATE}`).toBe(
        renderPitfalls(explore, lang),
      );
    });
  }

  it('leaving one limu class out of the data file fails the run, naming it and its minimal recipe', () => {
    // The check above with one class fewer: what a stale data file or a new limu bug looks like.
    const listed = explore.classes.filter((c) => c.lib === 'limu');
    for (const left of listed) {
      const known = new Set(listed.filter((c) => c !== left).map((c) => c.id));
      const result = check(libs.limu, known, TEST_SETTINGS);
      expect(result.ok, `leaving out ${left.id}, the run passed`).toBe(false);
      if (!result.ok) {
        expect(result.found.id).toBe(left.id);
        expect(recipeText(result.found)).toBe(recipeText(left));
      }
    }
  });

  // Soundness can fail only if it is checked: a rule's condition made wider than the truth (one clause
  // dropped) must meet, in the same fixed-seed run, a recipe where the condition holds and the effect
  // does not. A clause this cannot show to be needed is either not needed or not reached by the run.
  for (const rule of RULES.filter((r) => !isLoose(r) && r.when.length)) {
    for (const lib of rule.libs) {
      it(`${lib}: ${rule.id}: each clause of its condition is needed (dropping it is unsound)`, () => {
        rule.when.forEach((clause, i) => {
          if (clause.defines) return;
          const wider: Rule = {...rule, when: rule.when.filter((_, j) => j !== i)};
          const rules = rulesFor(lib).map((r) => (r === rule ? wider : r));
          if (clause.witness) {
            const labels = verdict(libs[lib], clause.witness, rules, rules).labels;
            expect(labels, `${rule.id} without "${clause.en}": its witness recipe`).toContain(`unsound:${rule.id}`);
            return;
          }
          // A rule that says nothing of views cannot be widened into one: its recipes are run without the view.
          const out = fc.check(
            fc.property(
              recipeArb(TEST_SETTINGS.maxOps),
              (recipe) =>
                verdict(libs[lib], rule.views ? recipe : withoutView(recipe), rules, rules).labels.length === 0,
            ),
            {seed: TEST_SETTINGS.seed, numRuns: WIDENING_RUNS, endOnFailure: true},
          );
          expect(out.failed, `${rule.id} without "${clause.en}" is still sound on the fixed seed`).toBe(true);
          const labels = verdict(libs[lib], out.counterexample![0], rules, rules).labels;
          expect(labels, `${rule.id} without "${clause.en}": the counterexample fails for another reason`).toContain(
            `unsound:${rule.id}`,
          );
        });
      });
    }
  }

  // A witness is a recipe a longer run found; the rules as they stand must be sound and complete on it
  // (a rule whose condition is wider than the truth fails here with unsound:<rule>).
  for (const rule of RULES)
    for (const clause of rule.when.filter((c) => c.witness))
      for (const lib of rule.libs)
        it(`${lib}: ${rule.id}: every rule is sound and complete on the witness of "${clause.en}"`, () => {
          expect(verdict(libs[lib], clause.witness!, rulesFor(lib)).labels).toEqual([]);
        });

  for (const rule of RULES.filter((r) => r.found))
    for (const lib of rule.libs)
      it(`${lib}: ${rule.id}: the recipe a longer run found is explained by this rule alone`, () => {
        expect(verdict(libs[lib], rule.found!, rulesFor(lib)).labels).toEqual([]);
        const without = rulesFor(lib).filter((r) => r !== rule);
        expect(verdict(libs[lib], rule.found!, without, without).labels.length).toBeGreaterThan(0);
      });

  it('the words of rules and workarounds have no braces (MDX would read them as expressions and fail the build)', () => {
    for (const rule of RULES)
      for (const lang of ['zh', 'en'] as const) {
        const text = `${rule.title[lang]} ${ruleSentence(rule, lang)}`;
        expect(text, `${rule.id} (${lang})`).not.toMatch(/[{}]/);
      }
    for (const [id, instead] of Object.entries(INSTEAD))
      for (const lang of ['zh', 'en'] as const) expect(instead[lang], `${id} (${lang})`).not.toMatch(/[{}]/);
  });

  it('each rule sentence on the pitfalls page is its predicate: every clause, then the effect, in both languages', () => {
    for (const lang of ['zh', 'en'] as const) {
      const page = readFileSync(path.resolve(__dirname, '../..', PITFALLS_FILES[lang]), 'utf8');
      for (const c of explore.classes.filter((k) => k.lib === 'limu')) {
        const rule = RULES.find((r) => r.id === c.id)!;
        const sentence = ruleSentence(rule, lang);
        expect(page, `${PITFALLS_FILES[lang]}: ${rule.id}: the rule's sentence is not on the page`).toContain(sentence);
        for (const clause of rule.when) expect(sentence).toContain(clause[lang]);
        expect(sentence).toContain(rule.effect[lang]);
      }
    }
  });
});
