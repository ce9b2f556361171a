// ARCHITECTURE.md §4 link prefetching: Docusaurus fetches the code of the pages a page links to ahead
// of any click, on a normal connection, and nothing on a data-saver or a 2g one.
import type {Page} from '@playwright/test';
import {expect, open, test} from './support/fixtures';

test.describe('link prefetching', () => {
  // A normal connection, not the data saver every other test's pages see (support/fixtures.ts).
  test.use({prefetch: true});
  // Docusaurus prefetches a route's code with <link rel="prefetch"> elements.
  const prefetchLinks = (page: Page) =>
    page.locator('link[rel="prefetch"]').evaluateAll((ls) => ls.map((l) => (l as HTMLLinkElement).href));

  test('the code of the pages a page links to is fetched ahead of any click', async ({page}) => {
    await open(page, '/limu/docs/intro/');
    await expect
      .poll(async () => (await prefetchLinks(page)).length, {message: 'prefetch links on a normal connection'})
      .toBeGreaterThan(0);
    expect((await prefetchLinks(page)).every((href) => href.includes('/limu/assets/js/'))).toBe(true);
  });

  // Core asks navigator.connection at each prefetch: one page, a data-saver connection first
  // (the links in view when it loads, a hover), then a 2g one (links scrolled into view).
  test('nothing is prefetched on a data-saver or a 2g connection', async ({page}) => {
    await page.addInitScript(() => {
      const w = window as unknown as {e2eConnection: object};
      w.e2eConnection = {saveData: true, effectiveType: '4g'};
      Object.defineProperty(navigator, 'connection', {get: () => w.e2eConnection, configurable: true});
    });
    await open(page, '/limu/');
    await page.locator('a[href="/limu/blog/"]:visible').first().hover();
    await page.waitForTimeout(300);
    expect(await prefetchLinks(page), 'prefetches on a data-saver connection').toEqual([]);

    await page.evaluate(() => {
      (window as unknown as {e2eConnection: object}).e2eConnection = {saveData: false, effectiveType: '2g'};
    });
    await page.locator('footer.footer').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(await prefetchLinks(page), 'prefetches on a 2g connection').toEqual([]);
  });
});
