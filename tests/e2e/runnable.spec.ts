import type {Page} from '@playwright/test';
import {axeViolations} from './support/axe';
import {switchMode} from './support/colours';
import {
  expect,
  expectSameDocument,
  hydrated,
  LOCALES,
  localeBase,
  mainThreadAnswers,
  markDocument,
  open,
  resize,
  test,
} from './support/fixtures';

// Run buttons on doc samples (src/theme/CodeBlock) and the home page demos (src/components/HomeDemo),
// both backed by src/components/RunnableCode and the sandbox worker (src/lib/sandbox).
//
// Each behaviour of the live sample runs once, in one locale, on one page load; the other locale's
// texts for it are read where a live sample of that locale is already open. zh-Hans: Run, edit and
// Reset (also at 390 px), the `// =>` marks, the home demos; en: keyboard, a thrown error, an endless
// loop, printed HTML, axe in both modes. The benchmark's axe check is tests/e2e/benchmark.spec.ts's.

// This spec's strings, keyed by the one list of locales (src/data/site.mjs).
const TEXT = {
  'zh-Hans': {
    run: '运行',
    reset: '重置',
    timeout: '已强制停止',
    noOutput: '没有输出',
    ok: '✓ 与注释一致',
    differs: '✗ 与注释不同，注释写的是：',
  },
  en: {
    run: 'Run',
    reset: 'Reset',
    timeout: 'Stopped after 3 seconds',
    noOutput: 'no output',
    ok: '✓ matches the comment',
    differs: '✗ differs from the comment, which says: ',
  },
} as const;
const PER_LOCALE = LOCALES.map((l) => ({lang: l, prefix: localeBase(l), ...TEXT[l]}));

const PROGRAM = [
  "import { produce } from 'limu';",
  "const base = { name: 'limu', tags: new Set(['fast']) };",
  "const next = produce(base, (draft) => { draft.tags.add('small'); });",
  'console.log(next.tags);',
  "console.warn('shared?', next === base);",
].join('\n');

/** Presses the first Run button of a doc page and returns the live sample it becomes. */
async function startFirstSample(page: Page, path: string) {
  // `open` waits for hydration: a press before React has started hydrating does nothing (the early
  // presses are tests/e2e/early-press.spec.ts's).
  await open(page, path);
  const button = page.getByTestId('run-sample').first();
  await expect(button, `${path}: an executable sample has a Run button`).toBeVisible();
  await button.click();
  const sample = page.locator('[data-runnable-status]').first();
  await expect(sample, `${path}: the sample ran`).toHaveAttribute('data-runnable-status', /done|failed/, {
    timeout: 15_000,
  });
  return sample;
}

async function runCode(sample: ReturnType<Page['locator']>, code: string, runLabel: string) {
  await sample.locator('textarea').fill(code);
  await sample.getByRole('button', {name: runLabel, exact: true}).click();
}

const [ZH, EN] = PER_LOCALE;
const MARKS = [
  "import { produce } from 'limu';",
  'const base = { n: 1 };',
  'const next = produce(base, (draft) => {',
  '  draft.n = 2;',
  '});',
  'next.n; // => 2',
  'next.n; // => 3',
  "next === base; // => throws: 'nope'",
  'next',
].join('\n');
const THROWS = "console.log('before');\nconst o = null;\no.x = 1;";
const ENDLESS = 'let n = 0;\nwhile (true) { n += 1; }';
const EVERY_OUTPUT = "console.log({ a: 1 });\nconsole.warn('w');\nconsole.error('e');\nthrow new Error('x');";

// WCAG 2 AA (contrast included) for what this feature draws.
async function axe(page: Page, selector: string, where: string) {
  expect(await axeViolations(page, {include: [selector], tags: ['wcag2a', 'wcag2aa']}), where).toEqual([]);
}

test(`${EN.prefix}docs/intro/: the live sample by keyboard; a thrown error, an endless loop, printed HTML; axe in both modes`, async ({
  page,
}) => {
  test.setTimeout(120_000);
  const intro = `${EN.prefix}docs/intro/`;
  await open(page, intro);
  const sample = page.locator('[data-runnable-status]').first();
  const output = sample.getByTestId('run-output');
  const lines = output.locator('pre');
  await test.step('axe (light): the Run button', async () => {
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await axe(page, '[data-testid="run-sample"]', 'intro Run button (light)');
  });
  await test.step('keyboard: Tab reaches Run, Enter runs, focus stays on the live sample', async () => {
    const button = page.getByTestId('run-sample').first();
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sample).toHaveAttribute('data-runnable-status', 'done', {timeout: 15_000});
    await expect(sample.getByRole('button', {name: EN.run, exact: true})).toBeFocused();
    await expect(sample.getByRole('log')).toHaveAttribute('aria-live', 'polite');
  });
  await test.step('a thrown error shows its message and line', async () => {
    await runCode(sample, THROWS, EN.run);
    await expect(sample).toHaveAttribute('data-runnable-status', 'failed');
    await expect(lines.first()).toHaveText('before');
    await expect(lines.nth(1)).toContainText('Line 3');
    await expect(lines.nth(1)).toContainText('null');
  });
  await test.step('printed HTML stays text', async () => {
    const html = '<img src=x onerror="window.__xss = 1">';
    await runCode(sample, `console.log('${html.replace(/'/g, "\\'")}');`, EN.run);
    await expect(lines).toHaveText([html]);
    await expect(output.locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
  });
  await test.step('the `// =>` marks in English (the behaviour is the zh-Hans intro test)', async () => {
    await runCode(sample, MARKS, EN.run);
    await expect(lines.nth(0)).toHaveText(`next.n → 2  ${EN.ok}`);
    await expect(lines.nth(1)).toHaveText(`next.n → 2  ${EN.differs}3`);
  });
  await test.step('an endless loop is stopped and the page keeps responding', async () => {
    await runCode(sample, ENDLESS, EN.run);
    await expect(sample).toHaveAttribute('data-runnable-status', 'running');
    // The loop runs in the worker: the main thread still answers while it spins.
    expect(await mainThreadAnswers(page), 'main thread blocked by the sample').toBe(true);
    await expect(sample).toHaveAttribute('data-runnable-status', 'timeout', {timeout: 10_000});
    await expect(output).toContainText(EN.timeout);
    // A new worker takes over on the next run.
    await runCode(sample, "console.log('again');", EN.run);
    await expect(lines).toHaveText(['again']);
  });
  for (const theme of ['light', 'dark'] as const) {
    await test.step(`axe (${theme}): the live sample with every kind of output`, async () => {
      if (theme === 'dark') {
        await switchMode(page, 'dark');
        await axe(page, '[data-testid="run-sample"]', 'intro Run button (dark)');
      }
      await runCode(sample, EVERY_OUTPUT, EN.run);
      await expect(sample).toHaveAttribute('data-runnable-status', 'failed');
      await axe(page, '[data-runnable-status]', `intro live sample (${theme})`);
    });
  }
  await test.step('Reset, in English', async () => {
    await sample.getByRole('button', {name: EN.reset}).click();
    await expect(lines).toHaveCount(0);
  });
});

// Axe again at 390 px in dark mode: there a link in the features' text was told apart by colour only (issue 27).
// Issue 51.3: the error catalogue's entries for the JavaScript engine's messages quote them as V8
// words them; the samples that raise them run in Chromium too, and every `// =>` holds there.
test(`${EN.prefix}docs/api/errors/: the engine-error samples run in the browser, each comment matching`, async ({
  page,
}) => {
  test.setTimeout(120_000);
  await open(page, `${EN.prefix}docs/api/errors/`);
  // The Run buttons and the `// =>` comments between #engine-errors and the next section.
  const comments = await page.evaluate(() => {
    const [from, to] = ['engine-errors', 'versions'].map((id) => document.getElementById(id));
    if (!from || !to) return -1;
    const inside = (n: Node) =>
      Boolean(from.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_FOLLOWING) &&
      Boolean(to.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_PRECEDING);
    let count = 0;
    for (const button of Array.from(document.querySelectorAll('[data-testid="run-sample"]'))) {
      if (!inside(button)) continue;
      button.setAttribute('data-e2e-engine', '');
      // The button sits beside its block, in the sample's box.
      const code = button.parentElement?.querySelector('.theme-code-block')?.textContent ?? '';
      count += code.split('// =>').length - 1;
    }
    return count;
  });
  expect(comments, 'the section has samples with `// =>` comments').toBeGreaterThan(10);
  const buttons = page.locator('[data-e2e-engine]');
  const total = await buttons.count();
  // A pressed button gives way to its live sample: press the first one left until none is. Each sample
  // finishes before the next press, so no editor mounting above moves a button under the pointer.
  const samples = page.locator('[data-runnable-status]');
  await test.step('a reader who scrolls on while the editor loads is not pulled back to it', async () => {
    // The editor's chunk is held until the page has been scrolled to its end.
    let released = false;
    const held: Array<() => void> = [];
    await page.route('**/*.js', (route) => {
      if (released) return void route.continue();
      held.push(() => void route.continue());
    });
    await buttons.first().click();
    await expect.poll(() => held.length, {message: 'Run asked for the editor'}).toBeGreaterThan(0);
    const y = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return window.scrollY;
    });
    released = true;
    for (const go of held) go();
    await expect(samples.first()).toHaveAttribute('data-runnable-status', 'done', {timeout: 15_000});
    expect(await page.evaluate(() => window.scrollY), 'the page stayed where the reader scrolled').toBe(y);
    await expect(
      samples.first().getByRole('button', {name: 'Run', exact: true}),
      'focus is on the live sample',
    ).toBeFocused();
    await page.unrouteAll();
  });
  for (let i = 1; i < total; i++) {
    await buttons.first().click();
    await expect(buttons).toHaveCount(total - i - 1);
    await expect(samples).toHaveCount(i + 1);
    await expect(samples.nth(i)).toHaveAttribute('data-runnable-status', 'done', {timeout: 15_000});
  }
  const checks = await page
    .locator('[data-runnable-status] [data-check]')
    .evaluateAll((lines) => lines.map((l) => `${l.getAttribute('data-check')}: ${l.textContent}`));
  expect(
    checks.filter((c) => !c.startsWith('ok: ')),
    'lines that differ from their comment',
  ).toEqual([]);
  expect(checks.length, 'one checked line per comment').toBe(comments);
});

test(`${ZH.prefix}: the home page demos run in place; axe in light and dark mode, and at 390 px`, async ({page}) => {
  await page.goto(ZH.prefix);
  await expect(page.locator('h1')).toContainText('limu');
  await test.step('the demo loads its editor once in view and runs in place', async () => {
    // Below the fold (at 1280 × 800 and 390 × 844) the demo stays plain text: its editor and grammars load
    // once it is in view.
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('tabpanel').locator('textarea'), 'no editor before the demo is in view').toHaveCount(0);
    const tabs = page.getByRole('tablist');
    await tabs.scrollIntoViewIfNeeded();
    // Keyboard: arrows move between tabs (WAI-ARIA tabs).
    await tabs.getByRole('tab', {name: 'produce'}).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', {name: 'createDraft / finishDraft'})).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.locator('textarea'), 'the editor loads when the demo area is in view').toBeVisible();
    const code = await panel.locator('textarea').inputValue();
    await panel.getByRole('button', {name: ZH.run, exact: true}).click();
    // One output line per console.log; where the sample documents it (`// => value`), the line
    // reads as that comment (src/pages/_home-demos/draft.md), e.g. `new Map([['a', 1], ['b', 2]])`,
    // and after the output each documented line is marked as matching its comment.
    const logs = code.split('\n').filter((line) => /^\s*console\.log\(/.test(line));
    const documented = logs.map((line) => /\/\/ => (.*)$/.exec(line)?.[1] ?? /.+/);
    expect(documented.filter((d) => typeof d === 'string').length, 'the demo documents its logs').toBeGreaterThan(1);
    const output = panel.getByTestId('run-output');
    await expect(output.locator('pre:not([data-check])')).toHaveText(documented);
    const marks = code.split('\n').filter((line) => line.includes('// =>')).length;
    await expect(output.locator('pre[data-check="ok"]')).toHaveCount(marks);
    await expect(output.locator('pre[data-check="differs"]')).toHaveCount(0);
  });
  for (const theme of ['light', 'dark'] as const) {
    await test.step(`axe (${theme}): the hero and the main part, with the demo's editor and output`, async () => {
      if (theme === 'dark') await switchMode(page, 'dark');
      else await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await axe(page, 'main', `home main (${theme})`);
      await axe(page, 'header', `home hero (${theme})`);
    });
  }
  await test.step('axe (dark, 390 px, narrowed in place): the hero and the main part', async () => {
    await resize(page);
    await axe(page, 'main', 'home main (dark, 390 px)');
    await axe(page, 'header', 'home hero (dark, 390 px)');
  });
});

/**
 * JS files a page requests, by the phase in which they were first requested, with transferred
 * sizes. Link prefetches (Docusaurus prefetches routes of visible links) are left out: they are
 * speculative downloads for other pages, not this page's code.
 */
function recordScripts(page: Page) {
  const phaseOf = new Map<string, string>();
  const size = new Map<string, number>();
  const state = {phase: 'load'};
  page.on('request', async (request) => {
    const phase = state.phase;
    const path = new URL(request.url()).pathname;
    if (!path.endsWith('.js')) return;
    const headers = await request.allHeaders().catch(() => ({}) as Record<string, string>);
    if (headers['sec-purpose']?.includes('prefetch') || phaseOf.has(path)) return;
    phaseOf.set(path, phase);
  });
  page.on('requestfinished', async (request) => {
    const path = new URL(request.url()).pathname;
    const sizes = await request.sizes().catch(() => null);
    if (sizes) size.set(path, sizes.responseBodySize);
  });
  const files = (phase: string) => [...phaseOf].filter(([, p]) => p === phase).map(([f]) => f);
  const kib = (list: string[]) => (list.reduce((n, f) => n + (size.get(f) ?? 0), 0) / 1024).toFixed(1);
  return {state, files, kib};
}

// One load of the zh-Hans intro: what the page fetches before and on the first Run goes first, then
// what Run, edits and Reset do with the same sample, at 1280 and then 390 px.
test(`${ZH.prefix}docs/intro/: only js/ts blocks get a Run button; the editor and worker code load on the first Run only, and never on pages without samples; Run executes the sample in a worker, then edited code, then Reset; the \`// =>\` marks; at 1280 and 390 px`, async ({
  page,
}, info) => {
  const rec = recordScripts(page);
  await page.goto(`${ZH.prefix}docs/intro/`);
  await test.step('only executable js/ts blocks get a Run button (bash does not)', async () => {
    const blocks = await page.locator('.theme-code-block').evaluateAll((els) =>
      els.map((el) => ({
        lang: /language-(\S+)/.exec(el.className)?.[1] ?? '',
        // The button follows the block's host element (src/theme/CodeBlock).
        button: el.nextElementSibling?.getAttribute('data-testid') === 'run-sample',
      })),
    );
    expect(blocks.filter((b) => b.lang === 'bash').length, 'the intro has a bash block').toBeGreaterThan(0);
    for (const b of blocks.filter((x) => !/^(js|jsx|ts|tsx)$/.test(x.lang))) {
      expect(b.button, `a ${b.lang} block must not have a Run button`).toBe(false);
    }
    expect(
      blocks.some((b) => b.button),
      'a js sample has a Run button',
    ).toBe(true);
  });
  const sample = page.locator('[data-runnable-status]').first();
  await test.step('the first Run fetches the editor and the worker', async () => {
    await page.waitForLoadState('networkidle');
    rec.state.phase = 'run';
    await page.getByTestId('run-sample').first().click();
    await expect(sample).toHaveAttribute('data-runnable-status', 'done', {timeout: 15_000});
    await page.waitForLoadState('networkidle');
  });
  const atLoad = rec.files('load');
  const afterRun = rec.files('run');
  expect(afterRun.length, 'the first Run fetches the editor and the worker').toBeGreaterThan(0);
  expect(
    afterRun.some((f) => /limu-run/.test(f)),
    'the sandbox worker is fetched on Run',
  ).toBe(true);
  const note = `intro page (zh-Hans) JS at load: ${rec.kib(atLoad)} KiB in ${atLoad.length} files; first Run adds ${rec.kib(afterRun)} KiB in ${afterRun.length} files (${afterRun.map((f) => f.split('/').pop()).join(', ')})`;
  info.annotations.push({type: 'bytes', description: note});
  console.log(note);

  const intro = `${ZH.prefix}docs/intro/`;
  const output = sample.getByTestId('run-output');
  const lines = output.locator('pre');
  await test.step('Run executes the sample, then edited code, then Reset', async () => {
    // A doc sample runs cleanly: the tests hold every sample to that.
    await expect(sample, `${intro}: first sample`).toHaveAttribute('data-runnable-status', 'done');
    await expect(output).not.toBeEmpty();
    const original = await sample.locator('textarea').inputValue();

    await runCode(sample, PROGRAM, ZH.run);
    await expect(lines).toHaveText(["new Set(['fast', 'small'])", 'shared? false']);
    await expect(sample).toHaveAttribute('data-runnable-status', 'done');

    await sample.getByRole('button', {name: ZH.reset}).click();
    await expect(sample.locator('textarea')).toHaveValue(original);
    await expect(lines).toHaveCount(0);
  });
  await test.step('every `// =>` line shows its value with ✓ or ✗ (and both values), the last bare expression its value', async () => {
    await runCode(sample, MARKS, ZH.run);
    await expect(sample).toHaveAttribute('data-runnable-status', 'done');
    await expect(lines).toHaveText([
      `next.n → 2  ${ZH.ok}`,
      `next.n → 2  ${ZH.differs}3`,
      `next === base → no error  ${ZH.differs}throws: nope`,
      'next → { n: 2 }',
    ]);
    await expect(lines.nth(0)).toHaveAttribute('data-check', 'ok');
    await expect(lines.nth(1)).toHaveAttribute('data-check', 'differs');
    // The mark is said in words, so it does not rest on colour or the symbol alone.
    expect(await axeViolations(page, {include: ['[data-testid="run-output"]']})).toEqual([]);
  });
  await test.step('a thrown error names its line in Chinese (the behaviour is the en intro test)', async () => {
    await runCode(sample, THROWS, ZH.run);
    await expect(sample).toHaveAttribute('data-runnable-status', 'failed');
    await expect(lines.nth(1)).toContainText('第 3 行');
  });
  await test.step('at 390 px (narrowed in place): Run, the output and Reset fit and work', async () => {
    await resize(page);
    await runCode(sample, PROGRAM, ZH.run);
    await expect(lines).toHaveText(["new Set(['fast', 'small'])", 'shared? false']);
    for (const part of [sample.getByRole('button', {name: ZH.reset}), output]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width, 'inside the 390 px screen').toBeLessThanOrEqual(390);
    }
    await sample.getByRole('button', {name: ZH.reset}).click();
    await expect(lines).toHaveCount(0);
  });

  await test.step('a stopped endless loop says so in Chinese (the behaviour is the en intro test)', async () => {
    await runCode(sample, ENDLESS, ZH.run);
    await expect(sample).toHaveAttribute('data-runnable-status', 'timeout', {timeout: 10_000});
    await expect(sample.getByTestId('run-output')).toContainText(ZH.timeout);
  });

  await test.step('a page with no runnable sample never asks for those files', async () => {
    const other = await page.context().newPage();
    const otherRec = recordScripts(other);
    await other.goto('/limu/en/benchmark/');
    await other.waitForLoadState('networkidle');
    const loaded = new Set(otherRec.files('load'));
    for (const f of afterRun) expect(loaded.has(f), `/limu/en/benchmark/ loaded ${f}`).toBe(false);
  });
});

// Issue 51: a sample's Run is kept per history entry (src/theme/CodeBlock/keptRuns.ts), as a browser's
// back/forward cache keeps a page after a full load.
test('Back after a client-side navigation shows a sample as the reader left it; a link to its page starts afresh (zh-Hans, en)', async ({
  page,
}) => {
  for (const {prefix, run} of PER_LOCALE) {
    const intro = `${prefix}docs/intro/`;
    const sample = await startFirstSample(page, intro);
    const edited = "console.log('kept', 1 + 1);";
    await runCode(sample, edited, run);
    await expect(sample.getByTestId('run-output').locator('pre')).toHaveText(['kept 2']);
    await markDocument(page);
    await page.locator('a.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(intro);
    await expect(page.locator('[data-runnable-status]')).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(intro);
    const back = page.locator('[data-runnable-status]').first();
    await expect(back, `${intro}: after Back, the sample ran before`).toHaveAttribute('data-runnable-status', 'done');
    await expect(back.locator('textarea')).toHaveValue(edited);
    await expect(back.getByTestId('run-output').locator('pre')).toHaveText(['kept 2']);
    await expect(page.locator('[data-runnable-status]'), 'only that sample is live').toHaveCount(1);

    // Forward, then a link back to the page: a new history entry, so the page as a new visit shows it.
    await page.goForward();
    await page.locator('a.pagination-nav__link--prev').click();
    await expect(page).toHaveURL(intro);
    await expect(page.getByTestId('run-sample').first()).toBeVisible();
    await expect(page.locator('[data-runnable-status]')).toHaveCount(0);
    await expectSameDocument(page);
  }
});

// Issue 51: on a touch screen the editor names no keys, and the back-to-top button never covers a
// run's output (src/components/RunnableCode/backToTop.ts). The mobile project is a phone (390 px,
// touch); the desktop one checks that a mouse still gets the hint.
test(
  'on a touch screen: no keyboard hint; the back-to-top button never covers the run output (zh-Hans, en)',
  {tag: '@mobile'},
  async ({page}) => {
    for (const {prefix} of PER_LOCALE) {
      const path = `${prefix}docs/api/basic/create-draft/`;
      await open(page, path);
      // The last sample: far enough down for the button to show while its output crosses the screen.
      await page.getByTestId('run-sample').last().click();
      const sample = page.locator('[data-runnable-status]').first();
      await expect(sample).toHaveAttribute('data-runnable-status', 'done', {timeout: 15_000});
      const hint = sample.locator('[id$="-hint"]');
      await expect(hint).toHaveCount(1);
      const touch = await page.evaluate(() => matchMedia('(pointer: coarse)').matches);
      expect(touch, 'the mobile project is a touch screen').toBe(test.info().project.name === 'mobile');
      await (touch
        ? expect(hint, `${path}: the keyboard hint on a touch screen`).toBeHidden()
        : expect(hint).toBeVisible());

      // Scrolled up step by step (the button shows while the reader scrolls up), the output crosses the
      // screen from top to bottom, through the button's corner.
      const output = sample.getByTestId('run-output');
      const top = await output.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      await page.evaluate((y) => window.scrollTo(0, y), top + 200);
      let shown = 0;
      let underCorner = 0;
      for (let step = 0; step < 40; step++) {
        const seen = await page.evaluate(
          () =>
            new Promise<{overlap: boolean; visible: boolean; corner: boolean; below: boolean}>((resolve) => {
              window.scrollBy(0, -80);
              // Two frames: the scroll is painted and the intersection observers have answered.
              requestAnimationFrame(() =>
                requestAnimationFrame(() => {
                  const button = document.querySelector('.theme-back-to-top-button')!;
                  const out = document.querySelector('[data-runnable-status] [data-testid="run-output"]')!;
                  const b = button.getBoundingClientRect();
                  const o = out.getBoundingClientRect();
                  const style = getComputedStyle(button);
                  const visible = style.visibility === 'visible' && Number(style.opacity) > 0 && b.width > 0;
                  const overlap = b.left < o.right && o.left < b.right && b.top < o.bottom && o.top < b.bottom;
                  // Where the button sits when shown (its box less the theme's margins).
                  const h = document.documentElement.clientHeight;
                  resolve({overlap, visible, corner: o.bottom > h - 70 && o.top < h - 20, below: o.top > h});
                }),
              );
            }),
        );
        if (seen.visible) shown++;
        if (seen.corner) underCorner++;
        expect(seen.visible && seen.overlap, `${path}: step ${step}: the back-to-top button over the run output`).toBe(
          false,
        );
        if (seen.below) break;
      }
      expect(underCorner, 'the output passed the corner of the button').toBeGreaterThan(0);
      expect(shown, 'the button showed while the reader scrolled up').toBeGreaterThan(0);
    }
  },
);
