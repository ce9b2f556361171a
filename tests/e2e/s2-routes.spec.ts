// ARCHITECTURE.md §2 route table: every route in both locales renders its own screen, on a direct load (the
// server-rendered HTML answers 200 with the screen's title and heading, and the browser renders it)
// and after client-side navigation; unknown paths show the not-found page (404 on a direct load);
// `.html` and `/index.html` endings show the page without that ending.
import {clientNavigate, expect, expectSameDocument, open, test} from './support/fixtures';
import {fetchStatic} from './support/html';
import {LOCALES, SCREENS, localeBase, type Screen} from './support/routes';
import {NOT_FOUND_TITLE, expectNotFound, expectScreen} from './support/screens';

const GROUPS: Record<string, (s: Screen) => boolean> = {
  'home, blog and standalone page': (s) => !s.route.startsWith('docs/'),
  'docs root, intro and API': (s) =>
    s.route === 'docs/' || s.route === 'docs/intro/' || s.route.startsWith('docs/api/'),
  'changelog and tutorials': (s) => /^docs\/(changelog|tutorial)/.test(s.route),
};

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

    test(`${locale} ${group}: direct load, then client-side navigation through every route`, async ({page}) => {
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

  test(`${locale}: an unknown path is the not-found page, HTTP 404 on a direct load`, async ({
    page,
    consoleLog,
    request,
  }) => {
    // The browser reports the document's own 404 status as a failed resource.
    consoleLog.allow('error', /status of 404/);
    for (const path of [`${base}no/such/page/`, `${base}docs/no-such-doc`, `${base}blog/no-such-post/`]) {
      expect((await fetchStatic(request, path)).status, path).toBe(404);
      expect(await open(page, path), path).toBe(404);
      await expectNotFound(page, locale);
    }
  });

  test(`${locale}: an unknown path reached client-side shows the same not-found page`, async ({page}) => {
    await open(page, `${base}docs/intro/`);
    for (const path of [`${base}no/such/page/`, `${base}docs/no-such-doc/`, `${base}blog/2099/`]) {
      await clientNavigate(page, path);
      await expectNotFound(page, locale);
    }
    await expectSameDocument(page);
  });

  test(`${locale}: paths ending in .html or /index.html show the page without that ending`, async ({page}) => {
    const intro = SCREENS.find((s) => s.route === 'docs/intro/')!;
    const post = SCREENS.find((s) => s.route === 'blog/change1/')!;
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
}
