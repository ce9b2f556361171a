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
