// ARCHITECTURE.md §2 "Docs" and the §4 rows on sidebar categories and the preferred docs version.
import type {Page} from '@playwright/test';
import {clientNavigate, expect, open, test} from './support/fixtures';
import {LOCALES, localeBase, type Locale} from './support/routes';
import {SOURCE_DIRS} from '../../src/data/site.mjs';

import {readFileSync} from 'node:fs';

const L = <T>(locale: Locale, zh: T, en: T): T => (locale === 'en' ? en : zh);
// Category labels as translated for the English sidebar (zh labels live in sidebars.ts).
const EN_SIDEBAR = JSON.parse(readFileSync(`${SOURCE_DIRS.docs.en}.json`, 'utf8')) as Record<string, {message: string}>;
const BASICS = (l: Locale) =>
  L(l, '文档站贡献指南：基础', EN_SIDEBAR['sidebar.tutorial.category.tutorial-basics'].message);
const EXTRAS = (l: Locale) =>
  L(l, '文档站贡献指南：进阶', EN_SIDEBAR['sidebar.tutorial.category.tutorial-extras'].message);

// The docs sidebar and the desktop TOC are shown from 997px up; the mobile menu is chrome.spec.ts's.
test.use({viewport: {width: 1280, height: 800}});

const sidebarLinks = async (page: import('@playwright/test').Page) =>
  page
    .locator('aside.theme-doc-sidebar-container a.menu__link')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

/**
 * The back-to-top button of a loaded long docs page, scrolled from the top: it shows when the reader
 * scrolls up, and takes them to the top.
 */
async function backToTop(page: Page): Promise<void> {
  // Hidden until needed (visibility: hidden), so out of the accessibility tree: found by its class.
  const button = page.locator('button.theme-back-to-top-button');
  await expect(button).toHaveAttribute('aria-label', '回到顶部');
  await expect(button).toBeHidden();
  // The button compares each scroll event with the one before, and ignores the first from the top:
  // each step waits for the scroll event that got there, or two steps could make one event.
  await scrollWindow(page, 2400);
  await expect(button).toBeHidden();
  await scrollWindow(page, 1800);
  await expect(button).toBeVisible();
  await expect(page.getByRole('button', {name: '回到顶部'})).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
}

// Per locale, because the sidebars' links and labels are the locale's own; the docs layout's checks share
// the load of the page they look at (two pages a locale, and one client-side step to the API index).
for (const locale of LOCALES) {
  const base = localeBase(locale);

  test(`${locale}: an API page has version Next without a banner, a fixed sidebar of API pages, and a TOC of h2 and h3${locale === 'zh-Hans' ? '; the back-to-top button' : ''}`, async ({
    page,
  }) => {
    await open(page, `${base}docs/api/basic/produce/`);

    await test.step('the only docs version is current, labelled Next, with no version banner', async () => {
      await expect(page.locator('html')).toHaveClass(/docs-version-current/);
      await expect(page.locator('nav.navbar a.navbar__link', {hasText: /^Next$/})).toBeVisible();
      await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    });

    await test.step('the docs sidebar cannot be hidden', async () => {
      await expect(page.locator('aside.theme-doc-sidebar-container')).toBeVisible();
      // Exact: the API sidebar's category buttons are named "Collapse sidebar category …".
      await expect(
        page.getByRole('button', {name: L(locale, '收起侧边栏', 'Collapse sidebar'), exact: true}),
      ).toHaveCount(0);
    });

    await test.step('the api sidebar holds its own pages, with the category of the page open', async () => {
      const api = await sidebarLinks(page);
      expect(api[0], 'the api sidebar starts at api/index').toBe(`${base}docs/api/`);
      expect(api).toContain(`${base}docs/api/basic/`);
      expect(api).toContain(`${base}docs/api/basic/produce/`);
      expect(api.some((p) => p.includes('/changelog/') || p.includes('/tutorial-'))).toBe(false);
      await expect(
        page.locator('aside li.theme-doc-sidebar-item-category').first(),
        'the category holding the page starts open',
      ).not.toHaveClass(/menu__list-item--collapsed/);
    });

    await test.step('the table of contents lists h2 and h3 headings only', async () => {
      const toc = page.locator('.theme-doc-toc-desktop');
      await expect(toc).toBeVisible();
      const result = await page.evaluate(() => {
        const links = Array.from(
          document.querySelectorAll<HTMLAnchorElement>('.theme-doc-toc-desktop a.table-of-contents__link'),
        );
        const targets = links.map((a) => {
          const id = decodeURIComponent(a.hash.slice(1));
          const heading = document.getElementById(id);
          return {id, tag: heading?.tagName ?? 'missing', nested: Boolean(a.closest('ul ul'))};
        });
        const headings = Array.from(
          document.querySelectorAll('.theme-doc-markdown h2[id], .theme-doc-markdown h3[id]'),
        ).map((h) => h.id);
        return {targets, headings};
      });
      expect(result.targets.length, 'TOC entries').toBeGreaterThan(2);
      for (const t of result.targets) {
        expect(['H2', 'H3'], `TOC entry #${t.id}`).toContain(t.tag);
        // h3 entries are nested under their h2; h2 entries are top level.
        expect(t.nested, `nesting of TOC entry #${t.id}`).toBe(t.tag === 'H3');
      }
      expect(
        result.targets.some((t) => t.tag === 'H3'),
        'the page has h3 entries in its TOC',
      ).toBe(true);
      expect(result.targets.map((t) => t.id)).toEqual(
        result.headings.filter((id) => result.targets.some((t) => t.id === id)),
      );
    });

    // The button is one component: its behaviour (and its zh-Hans name) on this load, in zh-Hans.
    if (locale === 'zh-Hans')
      await test.step('the back-to-top button shows when the reader scrolls up a long docs page, and takes them to the top', () =>
        backToTop(page));
  });

  test(`${locale}: the changelog and tutorial sidebars hold their own pages; categories start collapsed unless they hold the active page, and never auto-collapse`, async ({
    page,
  }) => {
    await test.step('the changelog sidebar holds the changelog pages', async () => {
      await open(page, `${base}docs/changelog/intro/`);
      const changelog = await sidebarLinks(page);
      expect(changelog).toContain(`${base}docs/changelog/intro/`);
      expect(
        changelog.every((p) => p.startsWith(`${base}docs/changelog/`)),
        changelog.join(', '),
      ).toBe(true);
      expect(changelog.length).toBeGreaterThanOrEqual(2);
    });

    await open(page, `${base}docs/tutorial-basics/create-a-document/`);
    await test.step('the tutorial sidebar holds the tutorial pages, in two translated categories', async () => {
      const tutorial = await sidebarLinks(page);
      expect(
        tutorial.every((p) => /\/docs\/tutorial-(basics|extras)\//.test(p)),
        tutorial.join(', '),
      ).toBe(true);
      const categories = page.locator('aside .menu__list-item-collapsible');
      await expect(categories).toHaveText([BASICS(locale), EXTRAS(locale)]);
    });

    await test.step('only the category of the page starts open; opening another leaves it open', async () => {
      const category = (label: string) =>
        page
          .locator('aside li.theme-doc-sidebar-item-category')
          .filter({has: page.locator('.menu__list-item-collapsible', {hasText: label})});
      const basics = category(BASICS(locale));
      const extras = category(EXTRAS(locale));
      await expect(basics).not.toHaveClass(/menu__list-item--collapsed/);
      await expect(basics.locator('a[aria-current="page"]')).toBeVisible();
      await expect(extras).toHaveClass(/menu__list-item--collapsed/);
      // Opening another category leaves the first one open (autoCollapseCategories: false).
      await extras.locator('.menu__list-item-collapsible').click();
      await expect(extras).not.toHaveClass(/menu__list-item--collapsed/);
      await expect(extras.locator('a.menu__link').first()).toBeVisible();
      await expect(basics).not.toHaveClass(/menu__list-item--collapsed/);
    });

    await test.step('a category with a link of its own, on a page outside it, starts collapsed', async () => {
      // The API sidebar is drawn afresh for the API index (another sidebar), as a reader's link would.
      await clientNavigate(page, `${base}docs/api/`);
      const apiBasic = page.locator('aside li.theme-doc-sidebar-item-category').first();
      await expect(apiBasic.locator('a.menu__link').first()).toHaveAttribute('href', `${base}docs/api/basic/`);
      await expect(apiBasic).toHaveClass(/menu__list-item--collapsed/);
    });
  });
}

test('the preferred docs version is stored in localStorage and dropped when that version does not exist', async ({
  page,
}) => {
  const KEY = 'docs-preferred-version-default';
  await open(page, '/limu/docs/intro/');
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBeNull();
  // Choosing a version in the dropdown remembers it.
  const dropdown = page.locator('nav.navbar .navbar__item.dropdown', {
    has: page.locator('a.navbar__link', {hasText: /^Next$/}),
  });
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu').getByRole('link', {name: 'Next', exact: true}).click();
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('current');
  // A stored version that no longer exists is cleared on the next visit.
  await page.evaluate((k) => localStorage.setItem(k, '0.9.0'), KEY);
  await open(page, '/limu/docs/intro/');
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), KEY)).toBeNull();
  // An existing one is kept.
  await page.evaluate((k) => localStorage.setItem(k, 'current'), KEY);
  await open(page, '/limu/docs/api/');
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('current');
});

/** Scrolls the window to `top`; resolves once the page has handled the scroll event that got there. */
async function scrollWindow(page: import('@playwright/test').Page, top: number): Promise<void> {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        const onScroll = () => {
          if (Math.abs(window.scrollY - y) > 1) return;
          window.removeEventListener('scroll', onScroll);
          requestAnimationFrame(() => resolve());
        };
        window.addEventListener('scroll', onScroll);
        window.scrollTo(0, y);
      }),
    top,
  );
}
