import type {Page} from '@playwright/test';
import {axeViolations} from './support/axe';
import {switchMode} from './support/colours';
import {clientNavigate, expect, hydrated, localeBase, mainThreadAnswers, open, resize, test} from './support/fixtures';
import referenceJson from '../../src/lib/bench/reference.json';
import {compareRuns, envLabel} from '../../src/lib/bench/figures';
import type {ReferenceData} from '../../src/lib/bench/releases';
import type {BenchResult} from '../../src/lib/bench/scenarios';
import {LIB_VERSIONS} from '../../src/lib/bench/versions';

// The /benchmark page measures every scenario × autoFreeze × library in a Web Worker.
// `?quick=1` is the test-only mode with tiny data and time budgets.
const CASES = 5 * 2 * 4;

// Each behaviour runs once, in one locale; the other locale's texts are read where its page is
// already open. zh-Hans: a quick run (also at 390 px), the reference results, the docs' figures
// after a client-side navigation; en: axe after a run in both modes, Stop, the reference results
// fetched on a client-side navigation only.
const ZH = {path: '/limu/benchmark/', start: '开始测试', done: '完成', reference: '参考结果', env: '运行环境'};
const EN = {
  path: '/limu/en/benchmark/',
  start: 'Start benchmark',
  done: 'Done',
  reference: 'Reference results',
  env: 'environments',
};

test(`${ZH.path}?quick=1 completes a run and draws the chart, at 1280 and 390 px`, async ({page}) => {
  const {path, start, done} = ZH;
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${path}?quick=1`);
  // The server's Start button does nothing until the page has hydrated.
  await hydrated(page);
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

  const rows = page.getByTestId('bench-table').locator('tbody tr');
  await expect(rows, `${path}: one table row per scenario × autoFreeze`).toHaveCount(10);
  await expect(rows.first().locator('td').nth(1)).toContainText(/\d/);
  expect(Number(await page.getByTestId('bench-samples').textContent()), `${path}: samples`).toBeGreaterThan(0);
  await expect(page.getByTestId('bench-versions')).toHaveText(
    `limu ${LIB_VERSIONS.limu} · immer ${LIB_VERSIONS.immer} · mutative ${LIB_VERSIONS.mutative}`,
  );
  await test.step('your run against the reference: each row says what compareRuns says of the raw results the page shows', async () => {
    const own = await page.$$eval('[data-result]', (cells) =>
      cells.map((c) => JSON.parse(c.getAttribute('data-result')!) as BenchResult),
    );
    expect(own).toHaveLength(CASES);
    const reference = referenceJson as unknown as ReferenceData;
    const env = reference.results.browser.length > 0 ? 'browser' : 'node';
    const expected = compareRuns(own, reference.results[env]);
    const versus = page.getByTestId('bench-versus');
    const table = versus.getByRole('region', {name: `你的结果对照参考结果（${envLabel(reference, env)}）`});
    const shown = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.dataset.agree ?? td.textContent)),
      );
    const way = (a: boolean | null) => String(a);
    expect(shown).toEqual(
      expected.map((r) => [
        r.freeze ? 'on' : 'off',
        r.limuShare === null ? '–' : `${Math.round(r.limuShare * 100)}%`,
        way(r.agree.immer),
        way(r.agree.mutative),
      ]),
    );
    expect(expected).toHaveLength(10);
    const words = await table
      .locator('td[data-agree]')
      .evaluateAll((tds) => tds.map((td) => `${td.dataset.agree}: ${td.textContent}`));
    const said: Record<string, string> = {true: '与参考同向', false: '与参考相反', null: '–'};
    expect(words).toEqual(words.map((w) => `${w.split(':')[0]}: ${said[w.split(':')[0]]}`));
  });
  await test.step('at 390 px (narrowed in place): the chart and the table are drawn, the page does not scroll sideways', async () => {
    await resize(page);
    await expect(chart.locator('rect'), `${path}: one bar per measured case at 390 px`).toHaveCount(CASES);
    await expect(rows).toHaveCount(10);
    const chartBox = (await chart.boundingBox())!;
    expect(chartBox.x + chartBox.width, 'the chart fits 390 px').toBeLessThanOrEqual(390);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      'sideways scroll at 390 px',
    ).toBe(0);
  });
  expect(errors, `${path}: console errors`).toEqual([]);
});

// WCAG 2 AA (contrast included) of the page with the reader's results, in both colour modes.
test(`${EN.path}?quick=1 after a run: the English status, and axe in light and dark mode`, async ({page}) => {
  test.setTimeout(120_000);
  await open(page, `${EN.path}?quick=1`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', {name: EN.start}).click();
  const status = page.getByTestId('bench-status');
  await expect(status).toHaveAttribute('data-status', 'done', {timeout: 60_000});
  await expect(status).toContainText(EN.done);
  await expect(page.getByTestId('bench-chart').locator('rect')).toHaveCount(CASES);
  for (const theme of ['light', 'dark'] as const) {
    await test.step(`axe (${theme})`, async () => {
      if (theme === 'dark') await switchMode(page, 'dark');
      expect(
        await axeViolations(page, {include: ['main'], tags: ['wcag2a', 'wcag2aa']}),
        `benchmark (${theme})`,
      ).toEqual([]);
    });
  }
});

// Issue 27.1: one set of numbers. The docs render their figures from the same reference run as
// /benchmark, with its date and environment beside them; /benchmark names the environment of each table.
const data = referenceJson as unknown as {
  generated: string;
  node: string;
  browser: string;
  results: {node: {id: string; hz: number}[]};
};
const nodeHz = (id: string) => Math.round(data.results.node.find((r) => r.id === id)!.hz).toLocaleString('en-US');

test(`${ZH.path} opens with the reference results, their provenance and limu's releases; the two environments are two tables, each named`, async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(ZH.path);
  await test.step('the reference results, their provenance and limu releases', async () => {
    // Nothing pressed: the reference chart is drawn, the reader's chart is not there yet.
    const ref = page.getByTestId('bench-reference');
    await expect(ref).toContainText(ZH.reference);
    await expect(ref.getByTestId('bench-reference-chart').locator('rect'), 'one bar per case').toHaveCount(CASES);
    await expect(page.getByTestId('bench-chart')).toHaveCount(0);
    const provenance = ref.getByTestId('bench-provenance');
    await expect(provenance).toContainText(/Node v\d+/);
    await expect(provenance).toContainText(/Chromium \d+/);
    await expect(provenance).toContainText('npm run bench:reference');
    await expect(ref.getByTestId('bench-ref-versions')).toHaveText('limu 4.1.3 · immer 11.2.10 · mutative 2.0.0');
    await expect(page.getByTestId('bench-slower').first()).toBeVisible();
    await expect(page.getByTestId('bench-ref-node').locator('tbody tr')).toHaveCount(10);
    // limu 3.5 … 4.1: 9 releases × 5 scenarios with autoFreeze off in the chart.
    await expect(page.getByTestId('bench-releases-chart').locator('rect')).toHaveCount(45);
    await expect(page.getByTestId('bench-releases-table').locator('thead th')).toHaveText([
      /./,
      'autoFreeze',
      '3.5.5',
      '3.7.3',
      '3.8.4',
      '3.9.2',
      '3.11.10',
      '3.12.4',
      '3.13.2',
      '4.0.0',
      '4.1.3',
    ]);
  });
  await test.step('the two environments of the reference run are two tables, each named (issue 27.1)', async () => {
    await expectEnvironmentTables(page, ZH.env);
  });
  await test.step("the reader's run is offered beside it", async () => {
    await hydrated(page);
    expect(await page.getByRole('button', {name: ZH.start}).isEnabled()).toBe(true);
  });
  expect(errors).toEqual([]);
});

// The reference results are in the page's HTML; the browser bundle does not carry them (they would be
// prefetched wherever /benchmark is linked): a direct load fetches none, a client-side navigation loads
// them as a chunk of their own and draws them (src/components/BenchmarkRunner/ReferenceIsland).
test(`${EN.path}: a direct load hydrates the reference results without fetching them; Stop ends a full run; a client-side navigation loads the results`, async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
  });
  await page.goto(EN.path);
  await hydrated(page);
  await test.step('a direct load: the results come with the HTML, in English, and no script carries them', async () => {
    await expect(page.getByTestId('bench-reference')).toContainText(EN.reference);
    await expect(page.getByTestId('bench-reference-chart').locator('rect')).toHaveCount(CASES);
    await expect(page.getByTestId('bench-releases-chart').locator('rect')).toHaveCount(45);
    await expectEnvironmentTables(page, EN.env);
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(
      bodies.filter((b) => b.includes(referenceJson.generated)).length,
      'a script carries the reference results',
    ).toBe(0);
  });
  await test.step('Stop ends a full run and the page keeps responding', async () => {
    await page.getByRole('button', {name: EN.start}).click();
    const status = page.getByTestId('bench-status');
    await expect(status).toHaveAttribute('data-status', 'running');
    await page.getByRole('button', {name: 'Stop'}).click();
    await expect(status).toHaveAttribute('data-status', 'stopped');
    await expect(status).toContainText('Stopped after');
    // The benchmark runs in a worker: the main thread still answers.
    expect(await mainThreadAnswers(page), 'main thread blocked by the benchmark').toBe(true);
    await expect(page.getByRole('button', {name: 'Run again'})).toBeEnabled();
  });
  await test.step('a client-side navigation loads the results and draws them', async () => {
    await page.goto('/limu/en/docs/intro/');
    await hydrated(page);
    await clientNavigate(page, EN.path);
    await expect(page.getByTestId('bench-reference-chart').locator('rect')).toHaveCount(CASES);
    await expect(page.getByTestId('bench-releases-chart').locator('rect')).toHaveCount(45);
    await expect(page.getByTestId('bench-ref-node').locator('tbody tr')).toHaveCount(10);
  });
});

async function expectEnvironmentTables(page: Page, env: string) {
  await expect(page.locator('#bench-tables-title')).toContainText(env);
  await expect(page.getByTestId('bench-ref-node').locator('caption')).toContainText(`Node.js ${data.node}`);
  await expect(page.getByTestId('bench-ref-browser').locator('caption')).toContainText(data.browser);
  await expect(page.getByTestId('bench-ref-node')).toContainText(nodeHz('update-field|no-freeze|limu'));
}

// The docs' figures: zh-Hans after hydration and after a client-side navigation (the island's two ways
// in); en after hydration, for its wording ("limu 1,234" where zh-Hans reads "limu 每秒 1,234").
for (const l of [
  {base: localeBase('zh-Hans'), perSecond: '每秒 ', clientSide: true},
  {base: localeBase('en'), perSecond: '', clientSide: false},
] as const) {
  test(`${l.base}docs/guides/comparison/: figures from the reference run, after hydration${l.clientSide ? ' and after a client-side navigation' : ''}`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const figure = nodeHz('update-nested|no-freeze|immer');
    const check = async () => {
      const article = page.locator('article');
      await expect(article.getByTestId('bench-ref-node')).toContainText(figure);
      await expect(article).toContainText(`limu ${l.perSecond}${nodeHz('update-nested|no-freeze|limu')}`);
      const source = article.getByTestId('bench-source');
      await expect(source).toHaveCount(1);
      await expect(source).toContainText(data.generated.slice(0, 10));
      await expect(source).toContainText(data.node);
    };
    await page.goto(`${l.base}docs/guides/comparison/`);
    await hydrated(page);
    await check();
    if (l.clientSide) {
      await page.goto(`${l.base}docs/guides/faq/`);
      await hydrated(page);
      await clientNavigate(page, `${l.base}docs/guides/comparison/`);
      await check();
    }
    expect(errors).toEqual([]);
  });
}
