// `npm run bench:reference` (after `npm run build`): the reference results the /benchmark page draws
// before the reader presses anything. Runs the page's scenarios (src/lib/bench) several rounds
//   1. in Node, for limu, immer, mutative and spread;
//   2. in headless Chromium, on the built /benchmark page itself (its Web Worker, its code);
//   3. in Node, for the latest patch of every limu minor from 3.5 on (npm aliases limu-3-5 …),
// and writes src/lib/bench/reference.json with the provenance: date, CPU, Node and browser versions,
// library versions, and per case the median of the rounds with their min and max (the spread).
// Options: --rounds N (default 3), --port P (default 4391), --skip-browser (Node only),
// --browser-only (re-measure Chromium and keep the Node numbers of the existing file).
// The load average before and after and the run's duration are stored too: on a shared machine
// they say how far to trust the numbers (BENCHMARKS.md "Reference run").
import {createRequire} from 'node:module';
import {spawn} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as limu from 'limu';
import * as immer from 'immer';
import * as mutative from 'mutative';
import {chromium} from '@playwright/test';
import {FULL_SIZE, benchOptions, makeCases, type BenchResult} from '../src/lib/bench/scenarios';
import {runCases} from '../src/lib/bench/run';
import {LIMU_RELEASES, type ReferenceData, type ReferenceResult} from '../src/lib/bench/releases';

// Packages found at run time (a version's own folder, an npm alias): loaded by path, not imported.
const load = createRequire(__filename);

const ROOT = path.resolve(__dirname, '..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const ROUNDS = Number(arg('rounds', '3'));
if (!Number.isInteger(ROUNDS) || ROUNDS < 2)
  throw new Error(`--rounds must be an integer of 2 or more, not ${arg('rounds', '3')}`);
const PORT = Number(arg('port', '4391'));
const SKIP_BROWSER = process.argv.includes('--skip-browser');
const BROWSER_ONLY = process.argv.includes('--browser-only');
const OUT = path.join(ROOT, 'src/lib/bench/reference.json');

const versionOf = (pkg: string) => (load(`${pkg}/package.json`) as {version: string}).version;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** Per case id, the median of the rounds with their min and max. */
function summarize(
  rounds: BenchResult[][],
  extra: (r: BenchResult) => Record<string, string> = () => ({}),
): ReferenceResult[] {
  const byId = new Map<string, BenchResult[]>();
  for (const round of rounds) for (const r of round) byId.set(r.id, [...(byId.get(r.id) ?? []), r]);
  return [...byId.values()].map((rs) => {
    const first = rs[0]!;
    return {
      ...first,
      ...extra(first),
      hz: median(rs.map((r) => r.hz)),
      rme: median(rs.map((r) => r.rme)),
      samples: rs.reduce((n, r) => n + r.samples, 0),
      min: Math.min(...rs.map((r) => r.hz)),
      max: Math.max(...rs.map((r) => r.hz)),
      rounds: rs.length,
    };
  });
}

const progress = (label: string) => (r: BenchResult, i: number) =>
  process.stderr.write(`\r${label} ${i + 1} ${r.id}`.padEnd(70));

async function nodeRounds(): Promise<ReferenceResult[]> {
  const rounds: BenchResult[][] = [];
  for (let k = 0; k < ROUNDS; k += 1) {
    rounds.push(
      await runCases(makeCases({limu, immer, mutative}, FULL_SIZE), false, progress(`node round ${k + 1}/${ROUNDS}`)),
    );
  }
  process.stderr.write('\n');
  return summarize(rounds);
}

async function releaseRounds(): Promise<ReferenceResult[]> {
  const rounds: BenchResult[][] = [];
  for (let k = 0; k < ROUNDS; k += 1) {
    const round: BenchResult[] = [];
    for (const release of LIMU_RELEASES) {
      const mod = load(release.package) as typeof limu;
      const cases = makeCases({limu: mod, immer, mutative}, FULL_SIZE, {libraries: ['limu']}).map((c) => ({
        ...c,
        id: `${c.id}|${release.version}`,
      }));
      const results = await runCases(cases, false, progress(`limu ${release.version} round ${k + 1}/${ROUNDS}`));
      round.push(...results);
    }
    rounds.push(round);
  }
  process.stderr.write('\n');
  return summarize(rounds, (r) => ({version: r.id.split('|')[3]!}));
}

async function browserRounds(): Promise<{results: ReferenceResult[]; browser: string}> {
  const server = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts/serve.mjs'), '--dir', path.join(ROOT, 'build'), '--port', String(PORT)],
    {stdio: 'ignore'},
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage();
    let loaded = false;
    for (let i = 0; i < 50 && !loaded; i += 1) {
      loaded = await page.goto(`http://127.0.0.1:${PORT}/limu/en/benchmark/`).then(
        (r) => r?.ok() ?? false,
        () => false,
      );
      if (!loaded) await new Promise((r) => setTimeout(r, 200));
    }
    if (!loaded) throw new Error(`build/ is not served on port ${PORT}: run npm run build first`);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const rounds: BenchResult[][] = [];
    for (let k = 0; k < ROUNDS; k += 1) {
      process.stderr.write(`\rchromium round ${k + 1}/${ROUNDS}`.padEnd(70));
      await page.getByTestId('bench-start').click();
      await page.locator('[data-testid="bench-status"][data-status="done"]').waitFor({timeout: 10 * 60_000});
      rounds.push(
        await page.$$eval('[data-result-id]', (cells) =>
          cells.map((c) => JSON.parse((c as HTMLElement).dataset.result!) as BenchResult),
        ),
      );
    }
    process.stderr.write('\n');
    return {results: summarize(rounds), browser: `Chromium ${browser.version()} (headless)`};
  } finally {
    await browser.close();
    server.kill();
  }
}

async function main() {
  const started = Date.now();
  const cpus = os.cpus();
  const loadavg = () => os.loadavg().map((l) => Math.round(l * 10) / 10);
  const load = loadavg();
  console.log(`bench:reference: ${ROUNDS} rounds, load average ${load.join(' / ')} at start`);
  const previous = BROWSER_ONLY ? (JSON.parse(readFileSync(OUT, 'utf8')) as ReferenceData) : null;
  const node = previous ? previous.results.node : await nodeRounds();
  const releases = previous ? previous.releases.results : await releaseRounds();
  const web = SKIP_BROWSER ? null : await browserRounds();
  const seconds = Math.round((Date.now() - started) / 1000);
  const data: ReferenceData = {
    generated: new Date().toISOString(),
    command: 'npm run build && npm run bench:reference',
    machine: previous?.machine ?? {
      cpu: cpus[0]?.model.trim() ?? 'unknown',
      cores: cpus.length,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      platform: `${os.platform()} ${os.arch()}`,
      loadAtStart: load,
      loadAtEnd: loadavg(),
    },
    durationSeconds: previous?.durationSeconds ?? seconds,
    node: process.version,
    browser: web?.browser ?? null,
    libraries: {limu: versionOf('limu'), immer: versionOf('immer'), mutative: versionOf('mutative')},
    size: FULL_SIZE,
    options: benchOptions(false),
    rounds: ROUNDS,
    results: {node, browser: web?.results ?? []},
    releases: {versions: LIMU_RELEASES.map((r) => ({...r, version: versionOf(r.package)})), results: releases},
  };
  if (previous) data.generated = previous.generated;
  writeFileSync(OUT, `${JSON.stringify(data, null, 1)}\n`);
  console.log(
    `wrote ${path.relative(ROOT, OUT)}: ${ROUNDS} rounds in ${seconds} s (${Math.round(seconds / 60)} min), load average ${data.machine.loadAtStart.join(' / ')} at start, ${loadavg().join(' / ')} at end`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
