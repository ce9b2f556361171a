// ARCHITECTURE.md §4 "States and transitions": colour mode, route change scrolling, link prefetching.
// (Announcement bar, mobile sidebar, navbar on scroll and preferred version: chrome.spec.ts / docs-layout.spec.ts.)
import type {Page} from '@playwright/test';
import {
  clientNavigate,
  colourToggle,
  expect,
  expectSameDocument,
  hydrated,
  open,
  resize,
  test,
} from './support/fixtures';

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');
const toggle = (page: Page) => colourToggle(page).filter({visible: true}).first();

/** On a narrow screen the colour toggle is in the mobile sidebar: open it, click, close it. */
async function clickToggle(page: Page): Promise<void> {
  const narrow = (page.viewportSize()?.width ?? 1280) < 996;
  // The server's buttons do nothing until the page has hydrated.
  await hydrated(page);
  if (narrow) await page.locator('button.navbar__toggle').click();
  await toggle(page).click();
  if (narrow) {
    await page.locator('.navbar-sidebar__close').click();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  }
}

// At 390px the toggle sits in the mobile menu (clickToggle): the last switch is made there, the page
// narrowed in place. One test: each step needs the state the one before left (a stored choice, an open
// second tab), and the page loads are its cost.
test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('light by default under a dark system; the switch persists `theme`, reaches other tabs, survives reloads and is set before paint', async ({
    page,
    context,
  }) => {
    await test.step('light by default even when the system prefers dark, nothing stored', async () => {
      await open(page, '/limu/');
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
      expect(await theme(page)).toBe('light');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    });
    const other = await context.newPage();
    await test.step('another page, in another tab of the same browser, is light too', async () => {
      await open(other, '/limu/en/blog/');
      expect(await theme(other)).toBe('light');
    });
    // The reader goes back to the first tab (a tab in the background gets no animation frames).
    await page.bringToFront();
    await test.step('the switch turns dark, stores `theme` and the other tab follows', async () => {
      await clickToggle(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
    });
    await test.step('the stored choice survives a reload, set before the page paints', async () => {
      await page.reload();
      // Set by the inline script in <head>, before React starts.
      expect(await theme(page)).toBe('dark');
      await hydrated(page);
      expect(await theme(page)).toBe('dark');
    });
    await test.step('at 390 px, the switch in the mobile menu turns light again, stores it and the other tab follows', async () => {
      await resize(page);
      await clickToggle(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
      await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
    });
  });
});

test.describe('route change scrolling', () => {
  const tallPage = async (page: Page) => {
    await page.evaluate(() => {
      document.querySelector<HTMLElement>('.main-wrapper')!.style.minHeight = '5000px';
    });
  };

  test('a new page starts at the top; a hash scrolls to its target; a query-only change does not scroll', async ({
    page,
  }) => {
    await open(page, '/limu/docs/api/basic/produce/');
    await tallPage(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // Query only: stays where it is.
    await clientNavigate(page, '/limu/docs/api/basic/produce/?view=compact');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // Another page: back to the top.
    const link = page.locator('aside a.menu__link[href="/limu/docs/api/basic/current/"]').first();
    if (await link.isVisible()) await link.click();
    else await clientNavigate(page, '/limu/docs/api/basic/current/');
    await expect(page.locator('h1').first()).toHaveText('current');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // A hash: its heading is scrolled into view.
    const id = await page.locator('.theme-doc-markdown h2[id]').last().getAttribute('id');
    expect(id).toBeTruthy();
    await clientNavigate(page, `/limu/docs/api/basic/produce/#${id}`);
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    await expectSameDocument(page);
  });
});

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
