// Every test of a worker runs in one browser context and tab (playwright.config.ts `reuseContext`,
// an option Playwright calls experimental: UPGRADING.md). The first test leaves behind everything a
// test of this suite changes in a context or tab; the second, run next in the same worker, finds the
// tab reused (its history goes on) and none of that state. Permissions are cleared by the console
// guard (support/fixtures.ts), the rest by Playwright's reset.
import {expect, hydrated, test} from './support/fixtures';

const PAGE = '/limu/docs/intro/';
const PROBE = '/limu/__isolation-probe';

test.describe.configure({mode: 'serial'});

test('a test leaves state behind in its context and tab', async ({page, context, baseURL}) => {
  await page.goto(PAGE);
  await hydrated(page);
  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    sessionStorage.setItem('isolation', 'left');
  });
  await context.addCookies([{name: 'isolation', value: 'left', url: baseURL!}]);
  await page.route(`**${PROBE}`, (route) => route.fulfill({body: 'routed'}));
  await context.addInitScript(() => Object.assign(window, {__contextInit: true}));
  await page.addInitScript(() => Object.assign(window, {__pageInit: true}));
  await page.exposeFunction('__exposed', () => true);
  await page.emulateMedia({reducedMotion: 'reduce', colorScheme: 'dark'});
  await page.setViewportSize({width: 500, height: 600});
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await context.newPage();
  // What the next test must not find, seen here: the state is really set.
  await page.reload();
  expect(
    await page.evaluate(
      async (probe) => ({
        theme: localStorage.getItem('theme'),
        init: '__pageInit' in window && '__contextInit' in window,
        probe: await (await fetch(probe)).text(),
        reduce: matchMedia('(prefers-reduced-motion: reduce)').matches,
        clipboard: (await navigator.permissions.query({name: 'clipboard-read' as PermissionName})).state,
        width: innerWidth,
      }),
      PROBE,
    ),
  ).toEqual({theme: 'dark', init: true, probe: 'routed', reduce: true, clipboard: 'granted', width: 500});
  expect(context.pages()).toHaveLength(2);
});

test('the next test in the worker reuses the tab and finds none of it', async ({page, context, consoleLog}) => {
  // The probe, no longer routed, is a path the server does not have.
  consoleLog.allow('error', /status of 404/);
  // Reused: the tab has the previous test's history; a new tab's history has one entry.
  expect(page.url()).toBe('about:blank');
  expect(await page.evaluate(() => history.length), 'the tab of the previous test, reused').toBeGreaterThan(1);
  expect(context.pages()).toHaveLength(1);
  expect(await context.cookies()).toEqual([]);
  await page.goto(PAGE);
  await hydrated(page);
  expect(
    await page.evaluate(
      async (probe) => ({
        theme: localStorage.getItem('theme'),
        // Docusaurus stores "false" when the bar shows.
        dismissed: localStorage.getItem('docusaurus.announcement.dismiss') === 'true',
        session: sessionStorage.getItem('isolation'),
        dataTheme: document.documentElement.dataset.theme,
        init: ['__pageInit', '__contextInit', '__exposed'].filter((name) => name in window),
        probe: (await fetch(probe)).status,
        reduce: matchMedia('(prefers-reduced-motion: reduce)').matches,
        dark: matchMedia('(prefers-color-scheme: dark)').matches,
        clipboard: (await navigator.permissions.query({name: 'clipboard-read' as PermissionName})).state,
        width: innerWidth,
      }),
      PROBE,
    ),
  ).toEqual({
    theme: null,
    dismissed: false,
    session: null,
    dataTheme: 'light',
    init: [],
    probe: 404,
    reduce: false,
    dark: false,
    clipboard: 'prompt',
    width: 1280,
  });
});

// The one hydration wait (support/fixtures.ts `hydrated`), which every spec relies on: it follows a
// navigation that replaces the document while it waits, and names a page that never hydrates.
test('the hydration wait follows a navigation while it waits, and names a page that never hydrates', async ({page}) => {
  // The first page cannot hydrate: its main bundle (zh-Hans, the page's locale) never arrives (nor, as it
  // is deferred, DOMContentLoaded). The English page's own bundle is left alone, and the held request is
  // never released: released (unrouted), it reached the network and the first page sometimes hydrated
  // before the navigation committed.
  let held = 0;
  await page.route(
    (url) => /^\/limu\/assets\/js\/main\.[0-9a-f]+\.js$/.test(url.pathname),
    () => {
      held += 1;
    },
  );
  await page.goto(PAGE, {waitUntil: 'commit'});
  const waited = hydrated(page, 20_000);
  await expect.poll(() => held, 'the main bundle was requested and held').toBe(1);
  expect(await page.getAttribute('html', 'data-has-hydrated'), 'as the server sent it').toBe('false');
  await page.evaluate(() => location.assign('/limu/en/'));
  await waited;
  expect(new URL(page.url()).pathname).toBe('/limu/en/');
  expect(await page.getAttribute('html', 'data-has-hydrated')).toBe('true');

  await page.setContent('<html><body><h1>never hydrates</h1></body></html>');
  await expect(hydrated(page, 300)).rejects.toThrow(
    /did not hydrate within 300 ms \(<html data-has-hydrated> never became "true"\): timed out/,
  );
});
