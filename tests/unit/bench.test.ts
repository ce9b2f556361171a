import {describe, expect, it} from 'vitest';
import {createRequire} from 'node:module';
import * as limu from 'limu';
import * as immer from 'immer';
import * as mutative from 'mutative';
import {LIBRARIES, QUICK_SIZE, SCENARIOS, formatHz, makeCases, type BenchCase} from '../../src/lib/bench/scenarios';
import {runCases} from '../../src/lib/bench/run';
import {LIB_VERSIONS} from '../../src/lib/bench/versions';

const libs = {limu, immer, mutative};
const size = {items: 40, changes: 4};
const cases = makeCases(libs, size);
const find = (scenario: string, freeze: boolean, library: string): BenchCase => {
  const c = cases.find((x) => x.id === `${scenario}|${freeze ? 'freeze' : 'no-freeze'}|${library}`);
  if (!c) throw new Error(`no case ${scenario} ${freeze} ${library}`);
  return c;
};

describe('benchmark scenarios (src/lib/bench)', () => {
  it('has every scenario × autoFreeze × library, with unique ids', () => {
    expect(cases).toHaveLength(SCENARIOS.length * 2 * LIBRARIES.length);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  for (const scenario of SCENARIOS) {
    for (const freeze of [false, true]) {
      it(`${scenario}, autoFreeze ${freeze ? 'on' : 'off'}: every library computes the same next state`, () => {
        const [reference, ...others] = LIBRARIES.map((lib) => find(scenario, freeze, lib).run());
        for (const [i, next] of others.entries()) {
          expect(next, `${scenario} ${LIBRARIES[i + 1]} vs limu`).toEqual(reference);
        }
      });

      it(`${scenario}, autoFreeze ${freeze ? 'on' : 'off'}: the base is never modified, so runs repeat`, () => {
        for (const lib of LIBRARIES) {
          const c = find(scenario, freeze, lib);
          expect(c.run(), `${c.id} second run`).toEqual(c.run());
        }
      });
    }
  }

  it('changes what each scenario says it changes', () => {
    const field = find('update-field', false, 'limu').run() as Record<string, {value: number}>;
    expect(field.k20).toEqual({value: 21});
    const pushed = find('push-array', false, 'immer').run() as {todos: unknown[]; total: number};
    expect(pushed.todos).toHaveLength(44);
    expect(pushed.total).toBe(44);
    const nested = find('update-nested', false, 'mutative').run() as {todos: {done: boolean; meta: {count: number}}[]};
    expect(nested.todos.filter((t) => t.done)).toHaveLength(4);
    expect(nested.todos[10]!.meta.count).toBe(1);
    const ms = find('map-set', false, 'spread').run() as {map: Map<string, unknown>; set: Set<string>};
    expect(ms.map.get('k20')).toEqual({value: -1});
    expect(ms.set.has('new') && !ms.set.has('k0')).toBe(true);
  });

  it('read-only gives back the base itself with every library', () => {
    for (const lib of LIBRARIES) {
      const c = find('read-only', false, lib);
      expect(c.run(), c.id).toBe(c.run());
    }
  });

  it('autoFreeze on freezes the result and off leaves it writable', () => {
    for (const lib of LIBRARIES) {
      expect(Object.isFrozen(find('update-field', true, lib).run()), `${lib} freeze on`).toBe(true);
      expect(Object.isFrozen(find('update-field', false, lib).run()), `${lib} freeze off`).toBe(false);
    }
  });

  it('measures cases with tinybench and reports ops/s and samples', async () => {
    const subset = makeCases(libs, QUICK_SIZE, {scenarios: ['update-field'], libraries: ['limu', 'spread']});
    const seen: number[] = [];
    const results = await runCases(subset, true, (_r, i) => seen.push(i));
    expect(seen).toEqual([0, 1, 2, 3]);
    for (const r of results) {
      expect(r.hz, r.id).toBeGreaterThan(0);
      expect(r.samples, r.id).toBeGreaterThan(0);
      expect(r.rme, r.id).toBeGreaterThanOrEqual(0);
    }
  });

  it('stops between cases when asked', async () => {
    const subset = makeCases(libs, QUICK_SIZE, {scenarios: ['update-field']});
    let n = 0;
    const results = await runCases(
      subset,
      true,
      () => (n += 1),
      () => n >= 2,
    );
    expect(results).toHaveLength(2);
  });

  it('formats ops/s for the table', () => {
    expect(formatHz(1234567.8)).toBe('1,234,568');
    expect(formatHz(12.345)).toBe('12.35');
    expect(formatHz(Number.NaN)).toBe('–');
  });

  it('states the versions of the installed libraries', () => {
    const req = createRequire(import.meta.url);
    for (const [name, version] of Object.entries(LIB_VERSIONS)) {
      expect(version, `src/lib/bench/versions.ts: ${name}`).toBe(
        (req(`${name}/package.json`) as {version: string}).version,
      );
    }
    expect(limu.VER).toBe(LIB_VERSIONS.limu);
  });
});
