// Issue 50: until the page has hydrated, its first frame draws only the article's blocks near the
// screen (content-visibility, src/css/custom.css); from hydration on every block is drawn, so nothing a
// script scrolls to stands on an estimate. main.js is held back to look at the page before hydration.
import {readFileSync} from 'node:fs';
import type {Page, Route} from '@playwright/test';
import {clientNavigate, expect, hydrated, test} from './support/fixtures';

const BLOCKS = '.markdown > *';

/**
 * Per block of the article that holds an element: whether its contents are skipped right now (its
 * first child not rendered, checkVisibility's contentVisibilityAuto).
 */
const skipped = (page: Page) =>
  page
    .locator(BLOCKS)
    .evaluateAll((els) =>
      els
        .filter((e) => e.firstElementChild)
        .map((e) => !e.firstElementChild!.checkVisibility({contentVisibilityAuto: true})),
    );

/** Holds main.js until `release` is called: the page stays as the server sent it, not hydrated. */
async function holdMainJs(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/main.*.js', async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('the first frame draws what is near the screen @mobile', () => {
  test('produce: far blocks skipped until hydration, the first screen and type-popup blocks drawn; all drawn from hydration on, and after a client-side navigation', async ({
    page,
  }) => {
    const release = await holdMainJs(page);
    await page.goto('/limu/docs/api/basic/produce/', {waitUntil: 'commit'});
    await expect(page.locator('.markdown > p').first()).toBeVisible();
    await expect
      .poll(
        () =>
          page
            .locator(BLOCKS)
            .last()
            .evaluate((e) => getComputedStyle(e).contentVisibility),
        'the stylesheet applies',
      )
      .toBe('auto');
    await test.step('before hydration: the first eight blocks are drawn, the last one is skipped', async () => {
      const s = await skipped(page);
      expect(s.length).toBeGreaterThan(20);
      expect(s.slice(0, 5), 'the first screen').toEqual([false, false, false, false, false]);
      expect(s.at(-1), 'the last block, far below the screen').toBe(true);
    });
    await test.step('blocks with type popups are never skipped (their popups open below the code)', async () => {
      const typed = page.locator(`${BLOCKS}:has(.tw)`);
      expect(await typed.count(), 'produce has code with type popups').toBeGreaterThan(0);
      expect(await typed.evaluateAll((els) => els.map((e) => getComputedStyle(e).contentVisibility))).not.toContain(
        'auto',
      );
    });
    await test.step('a focus ring at the edge of a skippable block is drawn: 8px of overflow are kept', async () => {
      const margins = await page
        .locator(BLOCKS)
        .evaluateAll((els) =>
          els
            .filter((e) => getComputedStyle(e).contentVisibility === 'auto')
            .map((e) => getComputedStyle(e).overflowClipMargin),
        );
      expect(margins.length).toBeGreaterThan(0);
      expect(new Set(margins)).toEqual(new Set(['8px']));
    });
    await test.step('from hydration on, every block is drawn', async () => {
      release();
      await hydrated(page);
      expect(await skipped(page)).not.toContain(true);
    });
    await test.step('a client-side navigation to another long page draws it whole', async () => {
      await clientNavigate(page, '/limu/docs/guides/pitfalls/');
      await expect(page.locator('h1')).toHaveText(/./);
      expect(await skipped(page)).not.toContain(true);
    });
  });

  test('an anchor far down a long page, opened directly, lands under the navbar', async ({page}) => {
    // A section heading far down (the last ones cannot scroll to the top), read from the build (one
    // load of the page, with the anchor).
    const html = readFileSync('build/docs/guides/pitfalls/index.html', 'utf8');
    const id = [...html.matchAll(/<h2[^>]*\sid=("[^"]+"|[^\s>]+)/g)].at(-6)?.[1]?.replace(/"/g, '');
    expect(id, 'the pitfalls page has section headings').toBeTruthy();
    await page.goto(`/limu/docs/guides/pitfalls/#${encodeURIComponent(id!)}`);
    await hydrated(page);
    const heading = page.locator(`[id="${id}"]`);
    await expect(heading).toBeInViewport();
    await expect
      .poll(async () => {
        const top = await heading.evaluate((h) => h.getBoundingClientRect().top);
        // The navbar hides on the way down (bottom below 0) or stays: the heading sits just under it.
        const navbar = Math.max(
          0,
          await page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().bottom),
        );
        return top >= navbar - 1 && top < navbar + 40;
      }, 'the heading sits just under the navbar')
      .toBe(true);
  });
});
