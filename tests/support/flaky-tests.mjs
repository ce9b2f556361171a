// Reads Playwright's JSON report for scripts/test.mjs (tested by tests/unit/flaky-tests.test.ts).

/**
 * Names of the tests Playwright's JSON report marks flaky (failed, then passed on a retry).
 * @param {any} report
 * @returns {string[]}
 */
export function flakyTests(report) {
  /** @type {string[]} */
  const names = [];
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'flaky') names.push(`[${t.projectName}] ${[...here, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return names;
}

/**
 * Summed test time per spec file (every result, retries included), in seconds, largest first: where
 * Playwright's time goes (issue 37 sets its budget in these test-seconds).
 * @param {any} report
 * @returns {{file: string, seconds: number, tests: number, retries: number}[]}
 */
export function secondsPerSpec(report) {
  /** @type {Map<string, {file: string, seconds: number, tests: number, retries: number}>} */
  const files = new Map();
  /** @param {any} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const row = files.get(spec.file) ?? {file: spec.file, seconds: 0, tests: 0, retries: 0};
      files.set(spec.file, row);
      for (const t of spec.tests ?? []) {
        row.tests += 1;
        for (const r of t.results ?? []) {
          row.seconds += (r.duration ?? 0) / 1000;
          if (r.retry > 0) row.retries += 1;
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...files.values()].sort((a, b) => b.seconds - a.seconds);
}
