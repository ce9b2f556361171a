import {describe, expect, it} from 'vitest';
import {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {LIBRARIES, SCENARIOS} from '../../src/lib/bench/scenarios';
import {LIMU_RELEASES, type ReferenceData, type ReferenceResult} from '../../src/lib/bench/releases';
import {compareRuns, compareText, directions, groupScale} from '../../src/lib/bench/figures';

// The committed reference results of /benchmark: their shape and their library versions, never
// their timings (those depend on the machine; `npm run bench:reference` regenerates them).
const ROOT = path.resolve(__dirname, '../..');
const req = createRequire(import.meta.url);
const data = JSON.parse(readFileSync(path.join(ROOT, 'src/lib/bench/reference.json'), 'utf8')) as ReferenceData;
const installed = (pkg: string) => (req(`${pkg}/package.json`) as {version: string}).version;

function checkResult(r: ReferenceResult, where: string) {
  expect(SCENARIOS, where).toContain(r.scenario);
  expect(LIBRARIES, where).toContain(r.library);
  expect(typeof r.freeze, where).toBe('boolean');
  for (const n of [r.hz, r.min, r.max, r.rme]) expect(Number.isFinite(n) && n >= 0, `${where}: ${n}`).toBe(true);
  expect(r.min <= r.hz && r.hz <= r.max, `${where}: min ≤ median ≤ max`).toBe(true);
  expect(r.rounds, where).toBe(data.rounds);
  expect(r.samples, where).toBeGreaterThan(0);
}

describe('src/lib/bench/reference.json', () => {
  it('names its provenance', () => {
    expect(new Date(data.generated).toString()).not.toBe('Invalid Date');
    expect(data.command).toContain('npm run bench:reference');
    expect(data.machine.cpu.length).toBeGreaterThan(0);
    expect(data.machine.cores).toBeGreaterThan(0);
    expect(data.node).toMatch(/^v\d+\.\d+\.\d+$/);
    expect(data.browser).toMatch(/^Chromium \d+/);
    expect(data.rounds).toBeGreaterThanOrEqual(2);
    // How loaded the machine was, before and after, and how long the run took (BENCHMARKS.md).
    for (const load of [data.machine.loadAtStart, data.machine.loadAtEnd]) {
      expect(load).toHaveLength(3);
      for (const l of load) expect(Number.isFinite(l) && l >= 0).toBe(true);
    }
    expect(data.durationSeconds).toBeGreaterThan(0);
  });

  it('was measured with the installed libraries', () => {
    expect(data.libraries).toEqual({
      limu: installed('limu'),
      immer: installed('immer'),
      mutative: installed('mutative'),
    });
  });

  it('holds every case once, in Node and in Chromium', () => {
    for (const env of ['node', 'browser'] as const) {
      const results = data.results[env];
      const ids = results.map((r) => r.id).sort();
      const expected = SCENARIOS.flatMap((s) =>
        ['no-freeze', 'freeze'].flatMap((f) => LIBRARIES.map((l) => `${s}|${f}|${l}`)),
      ).sort();
      expect(ids, env).toEqual(expected);
      for (const r of results) checkResult(r, `${env} ${r.id}`);
    }
  });

  it('measured each limu release it names, as installed under its npm alias', () => {
    expect(data.releases.versions).toEqual(
      LIMU_RELEASES.map((r) => ({package: r.package, version: installed(r.package)})),
    );
    expect(LIMU_RELEASES.map((r) => r.version)).toEqual(LIMU_RELEASES.map((r) => installed(r.package)));
    for (const v of LIMU_RELEASES) {
      const rows = data.releases.results.filter((r) => r.version === v.version);
      expect(rows.map((r) => `${r.scenario}|${r.freeze}`).sort(), v.version).toEqual(
        SCENARIOS.flatMap((s) => [`${s}|false`, `${s}|true`]).sort(),
      );
      for (const r of rows) checkResult(r, `limu ${v.version} ${r.id}`);
    }
  });

  it('lists exactly the limu aliases package.json pins', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const aliases = Object.entries(pkg.devDependencies).filter(([name]) => /^limu-\d+-\d+$/.test(name));
    expect(Object.fromEntries(aliases)).toEqual(
      Object.fromEntries(
        LIMU_RELEASES.filter((r) => r.package !== 'limu').map((r) => [r.package, `npm:limu@${r.version}`]),
      ),
    );
  });
});

// Issue 39.3: the environment of every comparison, the way each environment goes, a reader's run
// against the reference, and a chart scale that the hand-written spread cannot squash.
describe('benchmark verdicts per environment (src/lib/bench/figures.ts)', () => {
  const r = (scenario: string, freeze: boolean, library: string, hz: number) => ({
    scenario,
    freeze,
    library,
    hz,
    rme: 2,
  });
  it('names the environment of a comparison, and gives both when the run has both', () => {
    const both = compareText(data, 'update-field|off|limu', 'update-field|off|immer', 'en');
    expect(both).toMatch(/^Node\.js v[\d.]+: limu [\d,]+ and immer [\d,]+ updates per second: limu is (faster|slower)/);
    expect(both).toContain(`; ${data.browser}: limu `);
    const zh = compareText(data, 'update-field|off|limu', 'update-field|off|immer', 'zh', 'browser');
    expect(zh.startsWith(`${data.browser}：limu 每秒`)).toBe(true);
  });
  it('says which way limu goes against immer and mutative, case by case', () => {
    const d = directions([r('a', false, 'limu', 2000), r('a', false, 'immer', 1000), r('a', false, 'mutative', 3000)]);
    expect(d).toEqual([
      {scenario: 'a', freeze: false, other: 'immer', limuFaster: true, ratio: 2},
      {scenario: 'a', freeze: false, other: 'mutative', limuFaster: false, ratio: 1.5},
    ]);
  });
  it("sets a reader's run beside the reference: limu's share and whether each verdict agrees", () => {
    const yours = [r('a', false, 'limu', 500), r('a', false, 'immer', 1000), r('a', false, 'mutative', 100)];
    const ref = [r('a', false, 'limu', 2000), r('a', false, 'immer', 1000), r('a', false, 'mutative', 3000)];
    expect(compareRuns(yours, ref)).toEqual([
      {scenario: 'a', freeze: false, limuShare: 0.25, agree: {immer: false, mutative: false}},
    ]);
  });
  it("scales a chart group to its fastest library, whatever the spread's speed", () => {
    // The reader's run of issue 39: spread 299,553 against libraries around 1,500.
    const group = [r('a', false, 'limu', 1522), r('a', false, 'immer', 1709), r('a', false, 'spread', 299_553)];
    expect(groupScale(group)).toBeCloseTo(1709 * 1.02);
    expect(groupScale([r('a', false, 'spread', 10)])).toBeCloseTo(10.2);
  });
});
