// Code highlighting off the critical path (src/lib/prism, src/theme/CodeBlock): the Prism grammars are
// a chunk of their own, fetched when a code block nears the viewport, not with the page. Server HTML
// keeps its colours meanwhile; blocks rendered in the browser show the same layout in plain colours.
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

const LOCALES = [
  {prefix: '/limu/', copy: '复制代码到剪贴板', copied: '复制成功'},
  {prefix: '/limu/en/', copy: 'Copy code to clipboard', copied: 'Copied'},
] as const;

test.use({permissions: ['clipboard-read', 'clipboard-write']});

/** The first block's copy button works: it only exists once the block is a live React block. */
async function copyWorks(page: Page, l: (typeof LOCALES)[number]) {
  const block = blocks(page).first();
  await block.hover();
  await block.getByRole('button', {name: l.copy}).click();
  await expect(block.getByRole('button', {name: l.copied})).toBeVisible();
}

for (const l of LOCALES) {
  const {prefix} = l;
  test.describe(`code highlighting ${prefix}`, () => {
    test('a page loads the grammars once, after hydration, and its blocks end up live and highlighted', async ({
      page,
    }) => {
      const fetched: string[] = [];
      page.on('request', (r) => PRISM.test(r.url()) && fetched.push(r.url()));
      await page.goto(`${prefix}docs/api/basic/produce/`);
      await hydrated(page);
      await expect(blocks(page).first().locator('.token.keyword').first()).toBeVisible();
      await expect.poll(() => fetched.length, {message: 'the grammars are fetched for the visible block'}).toBe(1);
      await copyWorks(page, l);
    });

    test('a page without code never fetches the grammars', async ({page}) => {
      const fetched: string[] = [];
      page.on('request', (r) => PRISM.test(r.url()) && fetched.push(r.url()));
      await page.goto(`${prefix}blog/tags/`);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(fetched).toEqual([]);
    });

    test('while the grammars load, server HTML keeps its colours; the block goes live when they arrive', async ({
      page,
    }) => {
      const held = await holdPrism(page);
      await page.goto(`${prefix}docs/api/basic/produce/`);
      await hydrated(page);
      const pre = blocks(page).first().locator('pre');
      await expect(
        pre.locator('.token.keyword').first(),
        'highlighted server HTML before the grammars arrive',
      ).toBeVisible();
      await expect.poll(() => held.seen.length).toBe(1);
      // The theme renders its copy button in the browser only: none before the block is live.
      await expect(blocks(page).first().getByRole('button', {name: l.copy})).toHaveCount(0);
      held.release();
      await copyWorks(page, l);
    });

    test('the block that had focus when it went live gets it back', async ({page}) => {
      const held = await holdPrism(page);
      await page.goto(`${prefix}docs/api/basic/produce/`);
      await hydrated(page);
      await expect.poll(() => held.seen.length).toBe(1);
      const marker = await page.evaluate(() => {
        const pre = document.querySelector<HTMLElement>('.theme-code-block pre');
        pre?.setAttribute('data-before', 'server');
        pre?.focus();
        return document.activeElement === pre;
      });
      expect(marker, 'the server block took focus').toBe(true);
      held.release();
      // The server DOM is replaced by React's own (the marker goes), and focus follows the block.
      await expect(page.locator('pre[data-before="server"]')).toHaveCount(0);
      await expect(blocks(page).first().locator('pre')).toBeFocused();
    });

    test('a block rendered by a client-side navigation shows plain text in the same box, then colours', async ({
      page,
    }) => {
      await page.goto(`${prefix}blog/tags/`);
      await hydrated(page);
      const held = await holdPrism(page);
      // The footer link: the navbar one sits in the closed menu at 390 px.
      await page.locator(`footer a[href="${prefix}docs/api/"]`).click();
      await page.waitForURL(`**${prefix}docs/api/`);
      const block = blocks(page).first();
      await expect(block.locator('.token.plain').first()).toBeVisible();
      await expect(block.locator('.token.keyword')).toHaveCount(0);
      const before = await block.boundingBox();
      held.release();
      await expect(block.locator('.token.keyword').first()).toBeVisible();
      expect(await block.boundingBox(), 'no layout shift when the colours arrive').toEqual(before);
    });

    test('if the grammars fail to load, the page stays readable and highlighted, with a warning', async ({
      page,
      consoleLog,
    }) => {
      consoleLog.allow('warning', /Code highlighting could not be loaded/);
      consoleLog.allow('error', /Failed to load resource/);
      await page.route(PRISM, (route) => route.abort());
      await page.goto(`${prefix}docs/api/basic/produce/`);
      await hydrated(page);
      await expect(blocks(page).first().locator('.token.keyword').first()).toBeVisible();
      await expect
        .poll(() => consoleLog.warnings.some((w) => /Code highlighting could not be loaded/.test(w)))
        .toBe(true);
    });
  });
}
