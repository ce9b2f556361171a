#!/usr/bin/env node
// The test command (`npm test`): Chromium check, lint (ESLint, Prettier, stylelint), type checks
// (TypeScript, and the .mjs scripts through their JSDoc), production build (its log kept for
// the build-rule tests), Vitest, then Playwright against the build. Ends with `N passed, M failed`,
// the time each phase took, and the name of every flaky test (one that passed only on a retry):
// a flaky test fails the run. SKIP_BUILD=1 reuses an existing build/ (for quick local reruns).
import {spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, existsSync, rmSync, writeFileSync} from 'node:fs';
import {ensureChromium} from './ensure-chromium.mjs';
import {flakyTests} from './flaky-tests.mjs';

const OUT = '.test-results';
// Stale reports must not be counted again.
rmSync(OUT, {recursive: true, force: true});
mkdirSync(OUT, {recursive: true});
const totals = {passed: 0, failed: 0};
const failures = [];
/** @type {string[]} */
const flaky = [];
/** @type {{name: string, seconds: number}[]} */
const phases = [];

/**
 * Runs one phase; true when it exited with 0.
 * @param {string} name @param {string} cmd @param {string[]} args
 * @param {{logFile?: string}} [options]
 */
function step(name, cmd, args, {logFile} = {}) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, {
    stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: {...process.env, FORCE_COLOR: '0'},
  });
  if (logFile) {
    const log = `${result.stdout ?? ''}${result.stderr ?? ''}`;
    writeFileSync(logFile, log);
    process.stdout.write(log.split('\n').slice(-15).join('\n'));
  }
  phases.push({name, seconds: (Date.now() - started) / 1000});
  return result.status === 0;
}

/**
 * Adds a runner's JSON report to the totals.
 * @param {string} name @param {string} file @param {boolean} ok
 * @param {(report: any) => {passed: number, failed: number}} read
 */
function count(name, file, ok, read) {
  if (!existsSync(file)) {
    failures.push(`${name}: no report at ${file}`);
    totals.failed += 1;
    return;
  }
  const {passed, failed} = read(JSON.parse(readFileSync(file, 'utf8')));
  console.log(`${name}: ${passed} passed, ${failed} failed`);
  totals.passed += passed;
  totals.failed += failed;
  // A runner that fails without a failed test (a file that does not load, a server that did not start).
  if (!ok && failed === 0) failures.push(`${name} exited with an error outside any test`);
}

try {
  ensureChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (!step('lint', 'npm', ['run', '--silent', 'lint']))
  failures.push('lint (npm run lint; npm run format fixes the format)');
if (!step('type check', 'npx', ['tsc', '-p', '.'])) failures.push('type check');
if (!step('type check .mjs', 'npx', ['tsc', '-p', 'tsconfig.scripts.json']))
  failures.push('type check of the .mjs scripts');

if (process.env.SKIP_BUILD !== '1' || !existsSync('build/index.html')) {
  if (!step('build', 'npx', ['docusaurus', 'build'], {logFile: `${OUT}/build.log`})) {
    failures.push('build (see .test-results/build.log)');
  }
}

if (existsSync('build/index.html')) {
  const vitestOk = step('vitest', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${OUT}/vitest.json`,
  ]);
  count('vitest', `${OUT}/vitest.json`, vitestOk, (r) => ({passed: r.numPassedTests, failed: r.numFailedTests}));
  const playwrightOk = step('playwright', 'npx', ['playwright', 'test']);
  count('playwright', `${OUT}/playwright.json`, playwrightOk, (r) => {
    flaky.push(...flakyTests(r));
    // A flaky test passed in the end but is not counted as passed: it fails the run below.
    return {passed: r.stats.expected, failed: r.stats.unexpected};
  });
}

for (const name of flaky) failures.push(`flaky (failed, then passed on a retry): ${name}`);
console.log('\nTime per phase:');
for (const p of phases) console.log(`  ${p.name.padEnd(12)} ${p.seconds.toFixed(1)} s`);
for (const f of failures) {
  console.log(`✗ ${f}`);
  totals.failed += 1;
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
