// Issue 51: every sample of every page, run where a reader runs it: in the browser, by its Run button
// (src/theme/CodeBlock, the worker of src/lib/sandbox). The doc tests run the same samples in Node,
// where immer and mutative are their development builds; the page's bundle is a production build, and
// there immer threw "[Immer] minified error nr: 10" where a comment says "'current' expects a draft"
// (src/plugins/sandbox-dev-builds). Each page is loaded once and all of its Run buttons are pressed,
// a few at a time; every sample must finish and mark each `// =>` line ✓.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, localeBase, open, test} from './support/fixtures';
import {BASE, BUILD_DIR, LOCALES, sitemapPaths, type Locale} from './support/quality-site';

/** Samples started at once: each is a worker of its own (2 cores). */
const BATCH = 12;
/** Tests the pages are shared out to: they spread over the Playwright workers. */
const PARTS = 8;

/** The Run buttons a page's server HTML has, read from the build: every page with runnable samples. */
function runButtons(p: string): number {
  const file = path.join(BUILD_DIR, p.slice(BASE.length), 'index.html');
  if (!existsSync(file)) return 0;
  // The body's: the head's inline CSS may name the test id in a selector.
  const html = readFileSync(file, 'utf8');
  return (html.slice(html.indexOf('<body')).match(/data-testid="?run-sample\b/g) ?? []).length;
}

const PAGES = LOCALES.flatMap((l) => sitemapPaths(l))
  .map((p) => ({path: p, buttons: runButtons(p)}))
  .filter((p) => p.buttons > 0);
const size = Math.ceil(PAGES.length / PARTS);
const parts = Array.from({length: PARTS}, (_, k) => PAGES.slice(k * size, (k + 1) * size));

interface SampleResult {
  status: string;
  code: string;
  marks: number;
  ok: number;
  differs: string[];
  output: string;
}

/** Presses every Run button of the page, BATCH at a time, and reads what each sample shows. */
async function runEverySample(page: Page): Promise<SampleResult[]> {
  return page.evaluate(async (batch) => {
    const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('[data-testid="run-sample"]'));
    const live = () => Array.from(document.querySelectorAll('[data-runnable-status]'));
    const finished = () => live().filter((el) => !/^(idle|running)$/.test(el.getAttribute('data-runnable-status')!));
    // A sample that never finishes is reported by its status below, not by the test's timeout.
    const deadline = performance.now() + 30_000;
    for (let i = 0; i < buttons.length; i += batch) {
      buttons.slice(i, i + batch).forEach((b) => b.click());
      const want = Math.min(i + batch, buttons.length);
      while (finished().length < want && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    }
    return live().map((el) => {
      const code = el.querySelector('textarea')?.value ?? '';
      return {
        status: el.getAttribute('data-runnable-status')!,
        code,
        marks: code.split('// =>').length - 1,
        ok: el.querySelectorAll('[data-check="ok"]').length,
        differs: Array.from(el.querySelectorAll('[data-check="differs"]')).map((l) => l.textContent ?? ''),
        output: el.querySelector('[data-testid="run-output"]')?.textContent ?? '',
      };
    });
  }, BATCH);
}

/** What is wrong with one sample's run, each naming the sample and the line. */
function problems(p: string, i: number, r: SampleResult): string[] {
  const name = `${p} sample ${i + 1} (${r.code.split('\n')[0]})`;
  const wrong = r.differs.map((line) => `${name}: ✗ ${line}`);
  if (r.status !== 'done') wrong.push(`${name}: status ${r.status}: ${r.output.slice(0, 300)}`);
  if (r.marks > 0 && r.ok === 0) wrong.push(`${name}: ${r.marks} \`// =>\` lines, none marked ✓`);
  return wrong;
}

test('every page with Run buttons, in both locales, is covered', () => {
  for (const locale of LOCALES) {
    const pages = PAGES.filter((p) => sitemapPaths(locale).includes(p.path));
    expect(pages.length, `${locale}: pages with runnable samples`).toBeGreaterThan(30);
    expect(
      pages.reduce((n, p) => n + p.buttons, 0),
      `${locale}: runnable samples`,
    ).toBeGreaterThan(200);
  }
});

for (const [k, pages] of parts.entries()) {
  test(`every sample runs in the browser and says ✓, part ${k + 1}/${PARTS}`, async ({page}) => {
    test.setTimeout(120_000);
    const wrong: string[] = [];
    for (const {path: p, buttons} of pages) {
      await open(page, p);
      await expect(page.getByTestId('run-sample'), `${p}: the Run buttons of its HTML`).toHaveCount(buttons);
      const results = await runEverySample(page);
      if (results.length !== buttons) wrong.push(`${p}: ${results.length} of ${buttons} samples started`);
      results.forEach((r, i) => wrong.push(...problems(p, i, r)));
    }
    expect(wrong, 'samples whose run in the browser differs from their comments').toEqual([]);
  });
}

// The home page's demos (src/components/HomeDemo) are samples too, run by the same Run panel.
const RUN: Record<Locale, string> = {'zh-Hans': '运行', en: 'Run'};
test('every home page demo runs in the browser and says ✓ (zh-Hans, en)', async ({page}) => {
  const wrong: string[] = [];
  for (const locale of LOCALES) {
    const home = localeBase(locale);
    await open(page, home);
    const tabs = page.getByRole('tablist').getByRole('tab');
    // The demo loads its editor once in view.
    await tabs.first().scrollIntoViewIfNeeded();
    const count = await tabs.count();
    expect(count, `${home}: demos`).toBeGreaterThan(3);
    for (let i = 0; i < count; i++) {
      await tabs.nth(i).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('button', {name: RUN[locale], exact: true}).click();
      const sample = panel.locator('[data-runnable-status]');
      await expect(sample).toHaveAttribute('data-runnable-status', /^(done|failed|timeout)$/, {timeout: 15_000});
      const result = await sample.evaluate((el) => {
        const code = el.querySelector('textarea')?.value ?? '';
        return {
          status: el.getAttribute('data-runnable-status')!,
          code,
          marks: code.split('// =>').length - 1,
          ok: el.querySelectorAll('[data-check="ok"]').length,
          differs: Array.from(el.querySelectorAll('[data-check="differs"]')).map((l) => l.textContent ?? ''),
          output: el.querySelector('[data-testid="run-output"]')?.textContent ?? '',
        };
      });
      wrong.push(...problems(`${home} demo "${await tabs.nth(i).textContent()}"`, 0, result));
    }
  }
  expect(wrong, 'home demos whose run in the browser differs from their comments').toEqual([]);
});
