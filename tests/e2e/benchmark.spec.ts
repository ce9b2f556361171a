import {expect, test} from '@playwright/test';
import {mainThreadAnswers} from './support/fixtures';
import {LIB_VERSIONS} from '../../src/lib/bench/versions';

// The /benchmark page measures every scenario × autoFreeze × library in a Web Worker.
// `?quick=1` is the test-only mode with tiny data and time budgets.
const CASES = 5 * 2 * 4;

for (const [path, start, done] of [
  ['/limu/benchmark/', '开始测试', '完成'],
  ['/limu/en/benchmark/', 'Start benchmark', 'Done'],
] as const) {
  test(`${path}?quick=1 completes a run and draws the chart`, {tag: '@mobile'}, async ({page}) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${path}?quick=1`);
    await page.getByRole('button', {name: start}).click();

    const status = page.getByTestId('bench-status');
    await expect(status, `${path}: the run should finish`).toHaveAttribute('data-status', 'done', {timeout: 45_000});
    await expect(status).toContainText(done);

    const chart = page.getByTestId('bench-chart');
    await expect(chart.locator('rect'), `${path}: one bar per measured case`).toHaveCount(CASES);
    // Bars take their colour from CSS variables: a computed fill, never the SVG default black.
    const fill = await chart
      .locator('g[data-library="limu"] rect')
      .first()
      .evaluate((el) => getComputedStyle(el).fill);
    expect(fill, `${path}: limu bar colour`).not.toBe('rgb(0, 0, 0)');

    const rows = page.locator('table tbody tr');
    await expect(rows, `${path}: one table row per scenario × autoFreeze`).toHaveCount(10);
    await expect(rows.first().locator('td').nth(1)).toContainText(/\d/);
    expect(Number(await page.getByTestId('bench-samples').textContent()), `${path}: samples`).toBeGreaterThan(0);
    await expect(page.getByTestId('bench-versions')).toHaveText(
      `limu ${LIB_VERSIONS.limu} · immer ${LIB_VERSIONS.immer} · mutative ${LIB_VERSIONS.mutative}`,
    );
    expect(errors, `${path}: console errors`).toEqual([]);
  });
}

test('Stop ends a full run and the page keeps responding', async ({page}) => {
  await page.goto('/limu/en/benchmark/');
  // A click before hydration would be lost.
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.getByRole('button', {name: 'Start benchmark'}).click();
  const status = page.getByTestId('bench-status');
  await expect(status).toHaveAttribute('data-status', 'running');
  await page.getByRole('button', {name: 'Stop'}).click();
  await expect(status).toHaveAttribute('data-status', 'stopped');
  await expect(status).toContainText('Stopped after');
  // The benchmark runs in a worker: the main thread still answers.
  expect(await mainThreadAnswers(page), 'main thread blocked by the benchmark').toBe(true);
  await expect(page.getByRole('button', {name: 'Run again'})).toBeEnabled();
});
