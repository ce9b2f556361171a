// ARCHITECTURE.md §2 route table: every route in both locales renders its own screen, on a direct load (the
// server-rendered HTML answers 200 with the screen's title and heading, and the browser renders it)
// and after client-side navigation; unknown paths show the not-found page (404 on a direct load);
// `.html` and `/index.html` endings show the page without that ending.
//
// Coverage by design: the HTTP checks (cheap) read every route of both locales. Client-side navigation walks
// every route in zh-Hans and one route of each screen kind in en: the other en routes are the same
// components and router with other words, whose own title and heading the HTTP check reads and whose
// hydrated render the sitemap crawl (tests/e2e/crawl.spec.ts) loads without a mismatch. The not-found page's
// hydration under each route prefix (site, docs, blog) is loaded in zh-Hans; en loads the docs one (its text;
// tests/e2e/not-found-and-crash.spec.ts loads a site path in both locales).
import type {Page} from '@playwright/test';
import {clientNavigate, expect, expectSameDocument, hydrated, open, test} from './support/fixtures';
import {fetchStatic} from './support/html';
import {LOCALES, SCREENS, localeBase, type Locale, type Screen} from './support/routes';
import {NOT_FOUND_TITLE, expectNotFound, expectScreen} from './support/screens';

const GROUPS: Record<string, (s: Screen) => boolean> = {
  'home, blog and standalone page': (s) => !s.route.startsWith('docs/'),
  'docs root, intro and API': (s) =>
    s.route === 'docs/' || s.route === 'docs/intro/' || s.route.startsWith('docs/api/'),
  'changelog and tutorials': (s) => /^docs\/(changelog|tutorial)/.test(s.route),
};

/** The screen kind: pages generated from one list (API pages, changelog entries, tutorials) are one kind. */
const kindOf = (s: Screen) => /^(API page|Changelog entry|Tutorial) /.exec(s.screen)?.[1] ?? s.screen;
/** One screen of each kind, in route-table order: the 7 home/blog/page screens, docs root, intro, 2 API
 * indexes, an API page, the changelog intro, an entry, a tutorial. */
const ONE_OF_EACH_KIND = SCREENS.filter((s, i) => SCREENS.findIndex((x) => kindOf(x) === kindOf(s)) === i);

/** The client-side walks: zh-Hans every route, in three groups; en one route of each screen kind. */
const WALKS: {locale: Locale; name: string; screens: Screen[]}[] = [
  ...Object.entries(GROUPS).map(([name, inGroup]) => ({
    locale: 'zh-Hans' as const,
    name: `${name}: direct load, then client-side navigation through every route`,
    screens: SCREENS.filter(inGroup),
  })),
  {
    locale: 'en',
    name: 'direct load, then client-side navigation through one route of each screen kind',
    screens: ONE_OF_EACH_KIND,
  },
];

test('the route table covers every ARCHITECTURE.md §2 screen exactly once', () => {
  const grouped = Object.values(GROUPS).flatMap((inGroup) => SCREENS.filter(inGroup));
  expect(grouped.map((s) => s.route).sort()).toEqual(SCREENS.map((s) => s.route).sort());
  // 7 home/blog/page screens, docs root, intro, 2 API indexes, 10 API pages, changelog intro + entries, 9 tutorials.
  expect(SCREENS.length).toBeGreaterThanOrEqual(32);
});

for (const locale of LOCALES) {
  const base = localeBase(locale);
  for (const [group, inGroup] of Object.entries(GROUPS)) {
    const screens = SCREENS.filter(inGroup);

    test(`${locale} ${group}: each route's HTML answers 200 with its own title and heading`, async ({request}) => {
      for (const screen of screens) {
        const where = `${base}${screen.route} (${screen.screen})`;
        const page = await fetchStatic(request, `${base}${screen.route}`);
        expect(page.status, where).toBe(200);
        expect(page.lang, where).toBe(locale);
        const title = screen.title(locale);
        if (typeof title === 'string') expect(page.title, where).toBe(`${title} | limu`);
        else expect(page.title, where).toMatch(title);
        const h1 = screen.h1(locale);
        if (typeof h1 === 'string') expect(page.h1, where).toBe(h1);
        else if (h1) expect(page.h1, where).toMatch(h1);
      }
    });
  }
}

for (const {locale, name, screens} of WALKS) {
  const base = localeBase(locale);
  test(`${locale} ${name}`, async ({page}) => {
    const [first, ...rest] = screens;
    expect(await open(page, `${base}${first.route}`)).toBe(200);
    await expectScreen(page, first, locale);
    for (const screen of [...rest, first]) {
      await clientNavigate(page, `${base}${screen.route}`);
      await expectScreen(page, screen, locale);
    }
    await expectSameDocument(page);
  });
}

for (const locale of LOCALES) {
  const base = localeBase(locale);
  const unknown = [`${base}no/such/page/`, `${base}docs/no-such-doc`, `${base}blog/no-such-post/`];

  test(`${locale}: an unknown path is the not-found page, HTTP 404 on a direct load`, async ({
    page,
    consoleLog,
    request,
  }) => {
    // The browser reports the document's own 404 status as a failed resource.
    consoleLog.allow('error', /status of 404/);
    for (const path of unknown) expect((await fetchStatic(request, path)).status, path).toBe(404);
    // Each prefix hydrates the not-found page under its own routes: all three in zh-Hans, one in en.
    for (const path of locale === 'zh-Hans' ? unknown : [unknown[1]]) {
      expect(await open(page, path), path).toBe(404);
      await expectNotFound(page, locale);
    }
  });

  test(`${locale}: the original site's changelog entry redirects to the changelog index, query and hash kept`, async ({
    page,
  }) => {
    // tests/build/old-urls.test.ts walks every URL of the old sitemap; this is the browser following one.
    const intro = SCREENS.find((s) => s.route === 'docs/changelog/intro/')!;
    await page.goto(`${base}docs/changelog/2022-05-02?from=old#top`);
    await expect(page).toHaveURL(new RegExp(`${base}docs/changelog/intro/\\?from=old#top$`));
    await hydrated(page);
    await expectScreen(page, intro, locale);
  });

  test(`${locale}: from a page, paths ending in .html or /index.html show the page without that ending, and unknown paths the not-found page`, async ({
    page,
  }) => {
    const intro = SCREENS.find((s) => s.route === 'docs/intro/')!;
    const post = SCREENS.find((s) => s.route === 'blog/change1/')!;
    await test.step('paths ending in .html or /index.html show the page without that ending', async () => {
      // Direct load of the file GitHub Pages serves for the route.
      expect(await open(page, `${base}docs/intro/index.html`)).toBe(200);
      await expectScreen(page, intro, locale);
      await clientNavigate(page, `${base}blog/change1.html`);
      await expectScreen(page, post, locale);
      await clientNavigate(page, `${base}docs/intro/index.html`);
      await expectScreen(page, intro, locale);
      await clientNavigate(page, `${base}docs/intro.html`);
      await expectScreen(page, intro, locale);
      await expect(page.getByRole('heading', {name: NOT_FOUND_TITLE[locale]})).toHaveCount(0);
    });
    await test.step('an unknown path reached client-side shows the same not-found page', async () => {
      for (const path of [`${base}no/such/page/`, `${base}docs/no-such-doc/`, `${base}blog/2099/`]) {
        await clientNavigate(page, path);
        await expectNotFound(page, locale);
      }
    });
    await expectSameDocument(page);
  });
}

// The alias is the same plugin for every page and locale: a doc and a post, in both locales, and a
// path without its slash.
test('a path ending in .html (or without its slash) shows its page on a direct load, without a console error', async ({
  page,
}) => {
  // GitHub Pages serves `x.html`, a copy of the page (src/plugins/html-aliases), for `/x.html` and
  // `/x`: status 200, no reload, and no console error at all (React's hydration error #418 above all).
  for (const [locale, path, route] of [
    ['zh-Hans', '/limu/docs/intro.html', 'docs/intro/'],
    ['en', '/limu/en/blog/change1.html', 'blog/change1/'],
    ['en', '/limu/en/docs/intro', 'docs/intro/'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page).toHaveURL(`${localeBase(locale)}${route}`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expectScreen(
      page,
      SCREENS.find((s) => s.route === route)!,
      locale,
    );
  }
});

// ARCHITECTURE.md §4: where a client-side route change leaves the window.
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
