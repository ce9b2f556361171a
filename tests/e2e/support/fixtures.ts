// Shared Playwright fixtures, the one set of helpers every spec uses (no spec imports `test` from
// '@playwright/test'). Every test fails on an uncaught page error or a console error on any page of
// its context, or of a context it opens with the `newContext` fixture, unless it declares the message
// it provokes on purpose (`consoleLog.allow`), in which case the test also fails if that message never
// appears. `open(page, path)` loads and waits for hydration (`hydrated`), the one hydration wait;
// LOCALES and `localeBase` (src/data/site.mjs) are the one list of locales.
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Locator,
  type Page,
} from '@playwright/test';

type Kind = 'error' | 'warning';
type Rule = {kind: Kind; pattern: RegExp; seen: number; optional: boolean};

export class ConsoleLog {
  readonly rules: Rule[] = [];
  readonly warnings: string[] = [];
  readonly problems: string[] = [];
  /**
   * Declares an expected console error/warning (page errors count as `error`, as `uncaught <message>`).
   * It must appear, unless `optional` (a message whose coming depends on timing: say why where used).
   */
  allow(kind: Kind, pattern: RegExp, {optional = false}: {optional?: boolean} = {}): void {
    this.rules.push({kind, pattern, seen: 0, optional});
  }
  record(kind: Kind, text: string, url: string): void {
    if (kind === 'warning') this.warnings.push(text);
    const rule = this.rules.find((r) => r.kind === kind && r.pattern.test(text));
    if (rule) rule.seen += 1;
    else if (kind === 'error') this.problems.push(`${url}: ${text}`);
  }
}

/** Records every console error/warning and uncaught error of the context's pages, present and future. */
function watchContext(context: BrowserContext, consoleLog: ConsoleLog): void {
  const watch = (page: Page) => {
    page.on('pageerror', (error) => consoleLog.record('error', `uncaught ${error.message}`, page.url()));
    page.on('console', (msg: ConsoleMessage) => {
      const type = msg.type();
      // A failed resource's message names no address; its location does.
      const failed = msg.text().startsWith('Failed to load resource') ? msg.location().url : '';
      // Chromium now and then asks the origin for /favicon.ico on its own, though every page names its
      // icon (seen under load on pages whose address has a query and a hash). That address is outside
      // the site: on GitHub Pages the organisation's own site answers it, not this one.
      if (failed && new URL(failed).pathname === '/favicon.ico') return;
      if (type === 'error' || type === 'warning')
        consoleLog.record(type, msg.text(), failed ? `${page.url()} → ${failed}` : page.url());
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
}

/**
 * The context's pages see a data-saver connection, on which Docusaurus prefetches no linked page's code
 * (it reads `navigator.connection`). Configurable, so a test can set a connection of its own.
 */
export async function dataSaver(context: BrowserContext): Promise<void> {
  await context.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}, configurable: true}),
  );
}

export const test = base.extend<{
  consoleLog: ConsoleLog;
  guard: void;
  /**
   * Whether the pages of the test's context see a normal connection, on which Docusaurus prefetches
   * the code of every linked page in view (about 30 requests a page). Off by default: the pages see a
   * data-saver connection, as in the crawl, on which Docusaurus neither prefetches nor preloads on hover.
   * Prefetching is tested where it is the subject (link-prefetch.spec.ts, `test.use({prefetch:
   * true})`; weight.spec.ts), and is on where a test needs a hover's preload (chrome.spec.ts, the fast page
   * change without a progress bar). A prefetch fetches
   * the chunks the crawl's load of the linked page fetches. Interleaved A/B/A/B/A/B on chrome, search,
   * routes, docs-layout and runnable (54 tests): 157.6, 154.7, 144.1 test-seconds without prefetches,
   * 171.3, 172.4, 208.0 with them.
   */
  prefetch: boolean;
  /** A new browser context (closed after the test) whose pages the console guard watches too. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}>({
  prefetch: [false, {option: true}],
  consoleLog: async ({}, use) => {
    await use(new ConsoleLog());
  },
  newContext: async ({browser, consoleLog, baseURL}, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({baseURL, ...options});
      watchContext(context, consoleLog);
      contexts.push(context);
      return context;
    });
    for (const context of contexts) await context.close();
  },
  guard: [
    async ({context, consoleLog, prefetch}, use, testInfo) => {
      watchContext(context, consoleLog);
      if (!prefetch) await dataSaver(context);
      await use();
      // The context is the worker's, reused by the next test (playwright.config.ts `reuseContext`):
      // Playwright's reset between tests leaves granted permissions, so they go here.
      await context.clearPermissions();
      if (testInfo.status === testInfo.expectedStatus) {
        const missing = consoleLog.rules
          .filter((r) => r.seen === 0 && !r.optional)
          .map((r) => `${r.kind} ${r.pattern}`);
        expect(missing, 'console messages this test provokes never appeared').toEqual([]);
      }
      expect(consoleLog.problems, 'uncaught page errors and console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
export {BASE_URL as BASE, LOCALES, localeBase, type Locale} from '../../../src/data/site.mjs';

/**
 * Waits until React has hydrated the server-rendered page (Docusaurus sets this attribute): a
 * MutationObserver in the page answers the moment it is set. Not `waitForFunction`, which polls on
 * every animation frame and so makes the browser draw frames while the page hydrates: 60-70 ms more a
 * load (36 loads each way, interleaved, quiet machine: 26.3 and 28.9 s against 23.8 and 26.1 s).
 * A navigation that replaces the document while it waits is followed: it then waits in the new one.
 */
export async function hydrated(page: Page, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  const fail = (why: string) =>
    new Error(
      `${page.url()} did not hydrate within ${timeout} ms (<html data-has-hydrated> never became "true"): ${why}`,
    );
  for (;;) {
    let done: boolean;
    try {
      done = await page.evaluate(
        (ms) =>
          new Promise<boolean>((resolve) => {
            const html = document.documentElement;
            const isDone = () => html.getAttribute('data-has-hydrated') === 'true';
            if (isDone()) return resolve(true);
            const observer = new MutationObserver(() => {
              if (!isDone()) return;
              observer.disconnect();
              resolve(true);
            });
            observer.observe(html, {attributes: true, attributeFilter: ['data-has-hydrated']});
            setTimeout(() => {
              observer.disconnect();
              resolve(isDone());
            }, ms);
          }),
        Math.max(0, deadline - Date.now()),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      // The document was replaced (a navigation) while the page waited: wait in the new one.
      if (/Execution context was destroyed|navigation/i.test(message) && Date.now() < deadline) continue;
      throw fail(message);
    }
    if (done) return;
    throw fail('timed out');
  }
}

/** Loads a path, waits for hydration and returns the HTTP status. */
export async function open(page: Page, path: string): Promise<number | undefined> {
  const response = await page.goto(path);
  await hydrated(page);
  return response?.status();
}

/** Marks the current document so `expectSameDocument` can prove no full reload happened. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as {__e2eDoc?: boolean}).__e2eDoc = true;
  });
}

export async function expectSameDocument(page: Page, same = true): Promise<void> {
  const marked = await page.evaluate(() => Boolean((window as unknown as {__e2eDoc?: boolean}).__e2eDoc));
  expect(marked, same ? 'a full page load happened' : 'the page was not reloaded').toBe(same);
}

/**
 * Client-side navigation to any path, the way the router sees a back/forward step: the URL
 * changes through the History API and the router (listening to popstate) renders the route.
 */
export async function clientNavigate(page: Page, path: string): Promise<void> {
  await markDocument(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  }, path);
  await expect
    .poll(() => page.evaluate(() => decodeURIComponent(location.pathname + location.search + location.hash)))
    .toBe(decodeURIComponent(path));
}

/**
 * The theme's colour-mode toggle, found by its accessible name (the theme's
 * `theme.colorToggle.ariaLabel` in each locale), not by the theme's CSS-module class.
 */
export const COLOUR_TOGGLE_NAME = /^(Switch between dark and light mode|切换浅色\/暗黑模式)/;
export const colourToggle = (scope: Page | Locator): Locator => scope.getByRole('button', {name: COLOUR_TOGGLE_NAME});

export const isMobileWidth = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) < 996;

/** A phone's screen: the 390 px steps of the desktop tests (and the `mobile` project, for touch). */
export const PHONE_VIEWPORT = {width: 390, height: 844};
export const DESKTOP_VIEWPORT = {width: 1280, height: 800};

/**
 * The 390 px step of a desktop test: narrows the loaded page in place (below 996 px the navbar
 * collapses into the menu, as the theme's media queries and useWindowSize follow a resize) and
 * waits two frames, for React to re-render and the layout to settle.
 */
export async function resize(page: Page, viewport: {width: number; height: number} = PHONE_VIEWPORT): Promise<void> {
  await page.setViewportSize(viewport);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** True when the page's main thread answers within `ms`: a liveness check, not a speed check. */
export async function mainThreadAnswers(page: Page, ms = 5000): Promise<boolean> {
  return Promise.race([
    page.evaluate(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);
}

/**
 * Where the navbar is once it has stopped sliding (it hides on scroll down, src/theme/Navbar/Layout):
 * `hidden` wholly above the window, `shown` its top in the window. What the reader sees, not the
 * class that moves it; `sliding` while a transition runs, so a poll waits for the bar to settle.
 */
export function navbarPlace(page: Page): Promise<'hidden' | 'shown' | 'sliding' | 'partly shown'> {
  return page.locator('nav.navbar').evaluate((nav) => {
    if (nav.getAnimations().length > 0) return 'sliding';
    const r = nav.getBoundingClientRect();
    return r.bottom <= 0 ? 'hidden' : r.top >= 0 ? 'shown' : 'partly shown';
  });
}
