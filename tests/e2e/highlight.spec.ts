// Code highlighting off the load (src/theme/CodeBlock, src/lib/prism): a code block of the server HTML
// stays that HTML for good, so a cold load never fetches the Prism grammars. The theme's buttons are
// added to it, and in dark mode it takes the dark code theme's colours. Blocks rendered in the browser
// (client-side navigation) are live React blocks: they fetch the grammars, plain colours until then.
// Each behaviour runs once, the locales alternating; each locale's copy button is used in its tests.
import type {Page, Route} from '@playwright/test';
import {expect, hydrated, test} from './support/fixtures';

const PRISM = /\/assets\/js\/prism\.[0-9a-f]+\.js$/;
const blocks = (page: Page) => page.locator('.theme-code-block');

/** Holds the grammars' chunk until `release()` is called. */
async function holdPrism(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const seen: string[] = [];
  await page.route(PRISM, async (route: Route) => {
    seen.push(route.request().url());
    await gate;
    await route.continue();
  });
  return {release, seen};
}

/** Every request for the grammars' chunk from now on. */
function watchPrism(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (r) => PRISM.test(r.url()) && fetched.push(r.url()));
  return fetched;
}

const LOCALES = [
  {prefix: '/limu/', copy: '复制代码到剪贴板', copied: '复制成功'},
  {prefix: '/limu/en/', copy: 'Copy code to clipboard', copied: 'Copied'},
] as const;
const [ZH, EN] = LOCALES;

// prism-react-renderer's dracula (src/lib/codeThemes.ts): the dark code theme's background and keyword colour.
const DARK_BACKGROUND = 'rgb(40, 42, 54)';
const DARK_KEYWORD = 'rgb(189, 147, 249)';
const LIGHT_BACKGROUND = 'rgb(246, 248, 250)';

test.use({permissions: ['clipboard-read', 'clipboard-write']});

/** The first block's copy button copies its code. */
async function copyWorks(page: Page, l: (typeof LOCALES)[number]) {
  const block = blocks(page).first();
  await block.hover();
  await block.getByRole('button', {name: l.copy}).click();
  await expect(block.getByRole('button', {name: l.copied})).toBeVisible();
  // The lines of the code (innerText doubles the line breaks of the theme's line elements).
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(lines(copied), 'the clipboard holds the code').toEqual(lines(await block.locator('pre code').innerText()));
}

test(`${EN.prefix}: a cold load never fetches the grammars: the server HTML stays highlighted and gets working buttons`, async ({
  page,
}) => {
  const fetched = watchPrism(page);
  await page.goto(`${EN.prefix}docs/api/basic/produce/`);
  await hydrated(page);
  const first = blocks(page).first();
  await expect(first.locator('.token.keyword').first()).toBeVisible();
  await expect(first.locator('xpath=ancestor::*[@data-code-block][1]')).toHaveAttribute(
    'data-code-block',
    'server-html',
  );
  // Every block of the page comes near the viewport: none goes to fetch the grammars.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await copyWorks(page, EN);
  expect(fetched, 'no grammar chunk during a cold load').toEqual([]);
});

test(`${EN.prefix}: a static block that scrolls sideways gets the word-wrap toggle, and it wraps the code`, async ({
  page,
}) => {
  // Narrow enough that the API page's signature block scrolls sideways.
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(`${EN.prefix}docs/api/basic/produce/`);
  await hydrated(page);
  const block = blocks(page).first();
  const wrap = block.getByRole('button', {name: 'Toggle word wrap'});
  await expect(wrap).toHaveCount(1);
  const code = block.locator('pre code');
  await expect(code).not.toHaveCSS('white-space', 'pre-wrap');
  await wrap.click({force: true});
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
});

test(`${ZH.prefix}: in dark mode the server blocks take the dark code theme, and follow the colour mode switch`, async ({
  page,
}) => {
  const fetched = watchPrism(page);
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await page.goto(`${ZH.prefix}docs/api/basic/produce/`);
  await hydrated(page);
  const pre = blocks(page).first().locator('pre');
  const keyword = pre.locator('.token.keyword').first();
  await expect(pre).toHaveCSS('background-color', DARK_BACKGROUND);
  await expect(keyword).toHaveCSS('color', DARK_KEYWORD);
  // The colour mode follows the stored value (what the navbar switch writes).
  await page.evaluate(() => {
    const oldValue = localStorage.getItem('theme');
    localStorage.setItem('theme', 'light');
    window.dispatchEvent(
      new StorageEvent('storage', {key: 'theme', oldValue, newValue: 'light', storageArea: localStorage}),
    );
  });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(pre).toHaveCSS('background-color', LIGHT_BACKGROUND);
  await expect(keyword).not.toHaveCSS('color', DARK_KEYWORD);
  expect(fetched, 'colours come from the theme, not from re-highlighting').toEqual([]);
});

test(`${ZH.prefix}: a page without code never fetches the grammars; a block rendered by a client-side navigation shows plain text in the same box, then colours`, async ({
  page,
}) => {
  const fetched = watchPrism(page);
  await page.goto(`${ZH.prefix}blog/tags/`);
  await hydrated(page);
  await test.step('a page without code never fetches the grammars', async () => {
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
  });
  await test.step('a block rendered by a client-side navigation shows plain text in the same box, then colours', async () => {
    const held = await holdPrism(page);
    // The footer link: the navbar one sits in the closed menu at 390 px.
    await page.locator(`footer a[href="${ZH.prefix}docs/api/"]`).click();
    await page.waitForURL(`**${ZH.prefix}docs/api/`);
    const block = blocks(page).first();
    await expect(block.locator('.token.plain').first()).toBeVisible();
    await expect(block.locator('.token.keyword')).toHaveCount(0);
    await expect.poll(() => held.seen.length, {message: 'the live block fetches the grammars'}).toBe(1);
    const before = await block.boundingBox();
    held.release();
    await expect(block.locator('.token.keyword').first()).toBeVisible();
    expect(await block.boundingBox(), 'no layout shift when the colours arrive').toEqual(before);
    await copyWorks(page, ZH);
  });
});

test(`${EN.prefix}: if the grammars fail to load, a client-rendered block stays readable in plain colours, with a warning`, async ({
  page,
  consoleLog,
}) => {
  consoleLog.allow('warning', /Code highlighting could not be loaded/);
  consoleLog.allow('error', /Failed to load resource/);
  await page.goto(`${EN.prefix}blog/tags/`);
  await hydrated(page);
  await page.route(PRISM, (route) => route.abort());
  await page.locator(`footer a[href="${EN.prefix}docs/api/"]`).click();
  await page.waitForURL(`**${EN.prefix}docs/api/`);
  const block = blocks(page).first();
  await expect(block.locator('.token.plain').first()).toBeVisible();
  await expect.poll(() => consoleLog.warnings.some((w) => /Code highlighting could not be loaded/.test(w))).toBe(true);
  await expect(block.locator('.token.keyword')).toHaveCount(0);
  await copyWorks(page, EN);
});
