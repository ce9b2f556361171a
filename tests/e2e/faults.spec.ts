// Faults a reader's browser can hit: a code chunk that does not arrive (during client navigation
// and on first load), browser storage that throws (private mode, sandboxed iframe), and the site
// embedded in an iframe, with the right base and with a wrong one.
import type {Frame, Page, Route} from '@playwright/test';
import {readerWeight} from '../support/weight/page-weight.mjs';
import {BASE, colourToggle, expect, test} from './support/fixtures';
import {LOCAL_ORIGIN, PageRecorder, formatProblems, waitForHydration} from './support/quality-site';

const CHUNK = /\/limu\/(en\/)?assets\/js\/[^/]+\.js$/;
/** The two scripts every page lists in its HTML; everything else under assets/js is loaded on demand. */
const ENTRY = /\/(runtime~main|main)\.[0-9a-f]+\.js$/;

/**
 * The scripts a page runs on a cold load, as absolute URLs: read from the build (`readerWeight`, whose
 * list `weight.spec.ts` confirms against a real cold load), no scouting load needed.
 */
const scriptsRun = (page: string): Set<string> =>
  new Set(readerWeight('build', '', page).scripts.map((s) => new URL(s.url, LOCAL_ORIGIN).href));

/** Fails a test with the recorder's findings, named by page. */
function expectClean(recorder: PageRecorder): void {
  const problems = recorder.end();
  expect(problems, `problems found:\n${formatProblems(problems)}`).toEqual([]);
}

test.describe('a JavaScript chunk fails to load', () => {
  test('during client navigation: the target page is loaded in full instead', async ({page, consoleLog}) => {
    // The blocked chunks, as the browser reports them (the console guard of support/fixtures.ts).
    consoleLog.allow('error', /^Failed to load resource: net::ERR_FAILED$/);
    // The page's sibling chunk promises may reject before the reload replaces the document (timing).
    consoleLog.allow('error', /^uncaught Loading chunk \S+ failed/, {optional: true});
    // The blog page's own chunks: the scripts it runs that the intro page does not. They are blocked
    // from the start, not from the click: a prefetch or a hover may fetch or even run a chunk of a
    // link's page early, and a chunk that did not fail could never show the fault (the old rule,
    // "fail what the first page did not run", flaked in CI this way: no chunk failed, once in ~3 runs).
    const [intro, blog] = [scriptsRun('docs/intro/index.html'), scriptsRun('blog/index.html')];
    const own = new Set([...blog].filter((url) => !intro.has(url)));
    expect(own.size, 'the blog page runs chunks of its own').toBeGreaterThan(0);

    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => {
      // Allowed: the page's chunks are requested together; Docusaurus catches the first failure
      // and reloads, and the sibling chunk promises still reject with webpack's "Loading chunk N
      // failed" before the old document goes away. Anything else is a real error.
      if (!/^Loading chunk \S+ failed/.test(e.message)) errors.push(e.message);
    });
    // Until the browser requests a new document (the reload), the blog page's chunks fail; after
    // it, everything is served again.
    let phase: 'first-load' | 'navigating' | 'reloaded' = 'first-load';
    const failed: string[] = [];
    const log: string[] = [];
    await page.route('**/*', async (route: Route) => {
      const req = route.request();
      if (req.isNavigationRequest() && req.frame() === page.mainFrame()) {
        log.push(`${phase}: document ${req.url()}`);
        if (phase === 'navigating') phase = 'reloaded';
      }
      const url = req.url();
      if (phase !== 'reloaded' && own.has(url)) {
        failed.push(`${phase}: ${req.resourceType()} ${url}`);
        await route.abort('failed');
        return;
      }
      await route.continue();
    });
    await page.goto('/limu/docs/intro/');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as {faultMarker: boolean}).faultMarker = true;
    });
    phase = 'navigating';
    const blogLink = page.locator('footer.footer a[href="/limu/blog/"]').first();
    await blogLink.scrollIntoViewIfNeeded();
    await blogLink.click();
    // The URL changes at once while the intro stays on screen until the blog's chunks are in: wait
    // for the outcome, the new document, not for the URL (checked that early, under load, no chunk
    // had been requested yet: the flake of 2026-11-27).
    await expect.poll(() => phase, {message: 'the browser loads the target document again'}).toBe('reloaded');
    await page.waitForURL('**/limu/blog/');
    await waitForHydration(page);
    await expect(page.locator('article').first(), 'blog list after the reload').toBeVisible();
    const story = [...log, ...failed].join('\n');
    expect(
      failed.filter((f) => f.startsWith('navigating: script')).length,
      `after the click, a chunk of the blog page was requested and failed:\n${story}`,
    ).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'faultMarker' in window), 'the old document is gone (full reload)').toBe(false);
    expect(
      warnings.some((w) => /chunk|loading/i.test(w)),
      `a console warning names the failed load: ${warnings.join(' | ')}`,
    ).toBe(true);
    expect(errors, 'no uncaught error').toEqual([]);
  });

  // The route's own chunks never arrive: the server's HTML must be enough, and a red box says so.
  // Behaviour once (en: readable, Retry reloads); zh-Hans checks the translated box.
  test('on first load (/limu/en/): the page stays readable; a red box says so, with the error and a Retry that reloads', async ({
    page,
    consoleLog,
  }) => {
    consoleLog.allow('error', /^Failed to load resource: net::ERR_FAILED$/);
    // webpack rejects the promise of each chunk that fails; one nobody awaits is uncaught (which fails first is timing).
    consoleLog.allow('error', /^uncaught Loading chunk \S+ failed/, {optional: true});
    let block = true;
    const blocked: string[] = [];
    await page.route(CHUNK, async (route) => {
      if (!block || ENTRY.test(route.request().url())) return route.continue();
      blocked.push(route.request().url());
      return route.abort('failed');
    });
    await page.goto('/limu/en/docs/intro/');
    await test.step('the server-rendered page stays readable', async () => {
      await expect.poll(() => blocked.length, {message: 'the page asked for its route chunks'}).toBeGreaterThan(0);
      await expect(page.locator('h1')).toHaveText(/\S/);
      await expect(page.locator('h1')).toBeVisible();
      const text = (await page.locator('main').innerText()).trim();
      expect(text.length, 'readable text in <main>').toBeGreaterThan(100);
      await expect(page.locator('nav.navbar a.navbar__brand')).toHaveAttribute('href', '/limu/en/');
      // The base-URL banner is for a wrong base, not for one missing chunk.
      await expect(page.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(0);
    });
    const message = "This page's code didn't load";
    const box = page.getByRole('alert').filter({hasText: message});
    await test.step('a red box names the error', async () => {
      await expect(box).toBeVisible();
      await expect(box).toHaveClass(/alert--danger/);
      await expect(box).toContainText(/Loading chunk \S+ failed/);
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
    });
    await test.step('Retry reloads the page, which now hydrates', async () => {
      block = false;
      await box.getByRole('button', {name: 'Retry'}).click();
      await waitForHydration(page);
      await expect(page.getByRole('alert').filter({hasText: message})).toHaveCount(0);
    });
  });

  test('on first load (/limu/): the red box and its Retry button are translated', async ({page, consoleLog}) => {
    consoleLog.allow('error', /^Failed to load resource: net::ERR_FAILED$/);
    // webpack rejects the promise of each chunk that fails; one nobody awaits is uncaught (which fails first is timing).
    consoleLog.allow('error', /^uncaught Loading chunk \S+ failed/, {optional: true});
    await page.route(CHUNK, async (route) => {
      if (ENTRY.test(route.request().url())) return route.continue();
      return route.abort('failed');
    });
    await page.goto('/limu/docs/intro/');
    const box = page.getByRole('alert').filter({hasText: '这个页面的脚本没能加载'});
    await expect(box).toBeVisible();
    await expect(box).toHaveClass(/alert--danger/);
    await expect(box).toContainText(/Loading chunk \S+ failed/);
    await expect(box.getByRole('button', {name: '重试'})).toBeVisible();
  });

  test('on first load, every script: the home page still reads, with no false base-URL alarm', async ({
    page,
    consoleLog,
  }) => {
    consoleLog.allow('error', /^Failed to load resource: net::ERR_FAILED$/);
    await page.route(CHUNK, (route) => route.abort('failed'));
    await page.goto('/limu/');
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('nav.navbar a[href="/limu/docs/api/"]').first()).toBeAttached();
    // Docusaurus inserts its wrong-base hint when no script ran, but the stylesheet (which did
    // load, so the base is right) hides it: readers see the page, not a false alarm.
    await expect(page.locator('#__docusaurus-base-url-issue-banner')).toBeAttached();
    await expect(page.locator('#__docusaurus-base-url-issue-banner')).toBeHidden();
  });
});

/** Makes `window.localStorage` and `window.sessionStorage` throw, as a sandboxed iframe does. */
async function blockStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Access to '${name}' is denied for this document.`, 'SecurityError');
        },
      });
    }
  });
}

test.describe('browser storage throws', () => {
  test('the site works; colour mode and announcement act for the session; a warning only', async ({page}) => {
    await blockStorage(page);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    // The one warning Docusaurus prints when storage is unavailable is what this test expects.
    const recorder = new PageRecorder(page, LOCAL_ORIGIN, [{pattern: /browser storage is not available/}]);
    recorder.begin('/limu/docs/intro/ with storage blocked');
    await page.goto('/limu/docs/intro/');
    await waitForHydration(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');

    // Colour mode: the toggle still switches, and the choice holds across client navigation.
    const toggle = colourToggle(page).first();
    if (!(await toggle.isVisible())) await page.locator('button.navbar__toggle').click();
    await colourToggle(page).filter({visible: true}).first().click();
    await expect(html).toHaveAttribute('data-theme', 'dark');

    // Announcement bar: closing it hides it for the rest of the session.
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    // At mobile width the toggle sits in the sliding menu: close the menu again first.
    if (await page.locator('.navbar-sidebar--show').count()) await page.locator('button.navbar-sidebar__close').click();
    await page.locator('.theme-announcement-bar button[aria-label]').click();
    await expect(bar).toHaveCount(0);

    await page.evaluate(() => {
      (window as unknown as {spaMarker: boolean}).spaMarker = true;
    });
    const blogLink = page.locator('footer a[href="/limu/blog/"]').first();
    await blogLink.scrollIntoViewIfNeeded();
    await blogLink.click();
    await page.waitForURL('**/limu/blog/');
    expect(await page.evaluate(() => 'spaMarker' in window), 'client-side navigation, no reload').toBe(true);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(bar).toHaveCount(0);
    expect(
      warnings.some((w) => /storage is not available/.test(w)),
      'Docusaurus warns that storage is unavailable',
    ).toBe(true);
    expectClean(recorder);
  });
});

test.describe('embedded in an iframe', () => {
  /** Serves a parent page from the site's origin with the given iframe. */
  async function parent(page: Page, iframe: string): Promise<Frame> {
    await page.route(`${LOCAL_ORIGIN}/embed-host/`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="en"><title>host</title><body>${iframe}</body></html>`,
      }),
    );
    await page.goto('/embed-host/');
    const handle = await page.locator('iframe').elementHandle();
    const frame = await handle?.contentFrame();
    if (!frame) throw new Error('the iframe did not get a frame');
    return frame;
  }

  test('at the right base: the page hydrates, with no base-URL banner', async ({page}) => {
    const recorder = new PageRecorder(page, LOCAL_ORIGIN);
    recorder.begin(`iframe ${BASE}`);
    const frame = await parent(page, `<iframe src="${BASE}" title="limu" width="1000" height="700"></iframe>`);
    await frame.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(frame.locator('h1').first()).toBeVisible();
    await expect(frame.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(0);
    expectClean(recorder);
  });

  test('sandboxed (storage denied): the page hydrates and only warns', async ({page}) => {
    const recorder = new PageRecorder(page, LOCAL_ORIGIN, [{pattern: /browser storage is not available/}]);
    recorder.begin('sandboxed iframe /limu/docs/intro/');
    const frame = await parent(
      page,
      '<iframe sandbox="allow-scripts" src="/limu/docs/intro/" title="limu" width="1000" height="700"></iframe>',
    );
    await frame.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(frame.locator('h1')).toBeVisible();
    expectClean(recorder);
  });

  test('at a wrong base: the base-URL banner appears inside the frame', async ({page, consoleLog}) => {
    // The site's files asked for at the wrong base do not exist there.
    consoleLog.allow('error', /^Failed to load resource: the server responded with a status of 404/);
    // The build is served at /elsewhere/ as well, while /limu/ (where its HTML points) is gone:
    // what readers get when the site is deployed under another path than `baseUrl`.
    await page.route(`${LOCAL_ORIGIN}/elsewhere/**`, async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({url: `${LOCAL_ORIGIN}/limu/${url.pathname.slice('/elsewhere/'.length)}`});
      await route.fulfill({response});
    });
    await page.route(`${LOCAL_ORIGIN}/limu/**`, (route) => route.fulfill({status: 404, body: 'Not Found'}));
    const frame = await parent(page, '<iframe src="/elsewhere/" title="limu" width="1000" height="700"></iframe>');
    const banner = frame.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('/limu/');
    await expect(frame.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/elsewhere/');
  });
});
