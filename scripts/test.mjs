#!/usr/bin/env node
// The test command (`npm test`): Chromium check, lint (ESLint, Prettier, stylelint), type checks
// (TypeScript, and the .mjs scripts through their JSDoc), production build (its log kept for
// the build-rule tests), Vitest, then Playwright against the build. Ends with `N passed, M failed`,
// the time each phase took, Playwright's summed test time per spec, and the name of every flaky test
// (one that passed only on a retry): a flaky test fails the run. SKIP_BUILD=1 reuses an existing build/ (for quick local reruns).
// Lint, the type checks and the build read the sources and write nothing the others read: they run
// side by side, each log printed whole when its phase ends (70 s against 87 s one after another, on 2
// cores, back to back).
import {spawn, spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, existsSync, rmSync, writeFileSync} from 'node:fs';
import {ensureChromium} from '../tests/support/chromium.mjs';
import {flakyTests, secondsPerSpec} from '../tests/support/flaky-tests.mjs';

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
 * Runs one phase, its output shown as it comes; true when it exited with 0.
 * @param {string} name @param {string} cmd @param {string[]} args
 */
function step(name, cmd, args) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, {stdio: 'inherit', env: {...process.env, FORCE_COLOR: '0'}});
  phases.push({name, seconds: (Date.now() - started) / 1000});
  return result.status === 0;
}

/**
 * Runs one phase in the background, its output kept and printed whole when it ends (the last 15
 * lines with `logFile`, which gets all of it), so that phases running side by side do not mix
 * their lines. Resolves to true when it exited with 0.
 * @param {string} name @param {string} cmd @param {string[]} args
 * @param {{logFile?: string}} [options]
 * @returns {Promise<boolean>}
 */
function background(name, cmd, args, {logFile} = {}) {
  const started = Date.now();
  const child = spawn(cmd, args, {stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, FORCE_COLOR: '0'}});
  /** @type {Buffer[]} */
  const out = [];
  child.stdout.on('data', (d) => out.push(d));
  child.stderr.on('data', (d) => out.push(d));
  return new Promise((resolve) => {
    let ended = false;
    /** @param {number | null} code */
    const end = (code) => {
      if (ended) return;
      ended = true;
      const seconds = (Date.now() - started) / 1000;
      phases.push({name: `${name} ∥`, seconds});
      const log = Buffer.concat(out).toString('utf8');
      if (logFile) writeFileSync(logFile, log);
      console.log(
        `\n▶ ${name}: ${cmd} ${args.join(' ')} (${seconds.toFixed(1)} s, ${code === 0 ? 'ok' : `exit ${code}`})`,
      );
      process.stdout.write(logFile ? log.split('\n').slice(-15).join('\n') : log);
      resolve(code === 0);
    };
    child.on('error', (error) => {
      out.push(Buffer.from(`${error.message}\n`));
      end(1);
    });
    child.on('close', end);
  });
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

const build = process.env.SKIP_BUILD !== '1' || !existsSync('build/index.html');
const [lintOk, typesOk, scriptTypesOk, buildOk] = await Promise.all([
  background('lint', 'npm', ['run', '--silent', 'lint']),
  background('type check', 'npx', ['tsc', '-p', '.']),
  background('type check .mjs', 'npx', ['tsc', '-p', 'tsconfig.scripts.json']),
  build ? background('build', 'npx', ['docusaurus', 'build'], {logFile: `${OUT}/build.log`}) : true,
]);
if (!lintOk) failures.push('lint (npm run lint; npm run format fixes the format)');
if (!typesOk) failures.push('type check');
if (!scriptTypesOk) failures.push('type check of the .mjs scripts');
if (!buildOk) failures.push('build (see .test-results/build.log)');

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
    const specs = secondsPerSpec(r);
    const total = specs.reduce((n, s) => n + s.seconds, 0);
    console.log(`\nPlaywright test-seconds per spec (${total.toFixed(0)} in all):`);
    for (const s of specs)
      console.log(
        `  ${s.file.padEnd(36)} ${s.seconds.toFixed(1).padStart(7)} s  ${s.tests} tests${s.retries ? `, ${s.retries} retries` : ''}`,
      );
    // A flaky test passed in the end but is not counted as passed: it fails the run below.
    return {passed: r.stats.expected, failed: r.stats.unexpected};
  });
}

for (const name of flaky) failures.push(`flaky (failed, then passed on a retry): ${name}`);
console.log('\nTime per phase (∥: ran side by side with the others so marked):');
for (const p of phases) console.log(`  ${p.name.padEnd(12)} ${p.seconds.toFixed(1)} s`);
for (const f of failures) {
  console.log(`✗ ${f}`);
  totals.failed += 1;
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
