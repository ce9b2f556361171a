// What a cold page load really downloads, measured in Chromium (issue 14): the scripts the page
// runs while it loads (route chunks and the lazy chunks it starts by itself: the home demo), the stylesheets, and what Docusaurus prefetches for the links in view. Shared by the
// e2e byte budgets (tests/e2e/weight.spec.ts) and `npm run bench:site`.
//
// Sizes are the gzip size of each file in build/ (GitHub Pages serves gzip, not brotli): computed
// from the bytes, so a budget on them is deterministic. The network figure (body + headers on the
// wire from scripts/serve.mjs) is recorded too, for the benchmark.
import path from 'node:path';
import {existsSync, statSync} from 'node:fs';
import {fileSizes, BASE, KiB} from './page-weight.mjs';
import {LOCALES, localeBase} from '../../../src/data/site.mjs';

/**
 * The old site (Docusaurus 2.4.1) measured once by the lead, same machine and tool (issue 14):
 * JS transferred during load (gzip, cold, every script request started before load + 2 s), KiB,
 * keyed by the `old` of a route in WEIGHT_ROUTES.
 * @type {Record<string, number>}
 */
export const OLD_SITE_JS_KIB = {home: 161.7, intro: 146.9, 'api page': 158.2, 'blog post': 141.0};
export const OLD_SITE_CSS_KIB = 14.5;
/**
 * The old site's search: gzip KiB between focusing the box and the first results, by locale.
 * @type {Record<string, number>}
 */
export const OLD_SITE_SEARCH_KIB = {'zh-Hans': 342.6, en: 361.5};
/**
 * The figures of this site in the issue (before this work), for the "no higher than today" rules.
 * @type {Record<string, number>}
 */
export const ISSUE_SITE_JS_KIB = {home: 156.2, intro: 175.5, 'api page': 177.3, 'blog post': 174.4};

/**
 * The routes of issue 14, per locale (paths under the locale's base). `old` names the old-site
 * figure a route is compared with.
 */
export const WEIGHT_ROUTES = [
  {name: 'home', path: '', old: 'home'},
  {name: 'docs root', path: 'docs/'},
  {name: 'intro', path: 'docs/intro/', old: 'intro'},
  {name: 'api page', path: 'docs/api/basic/produce/', old: 'api page'},
  {name: 'guide', path: 'docs/guides/freezing/'},
  {name: 'changelog intro', path: 'docs/changelog/intro/'},
  {name: 'blog post', path: 'blog/change1/', old: 'blog post'},
];
export const LOCALE_BASES = LOCALES.map((locale) => ({locale, base: localeBase(locale)}));

/**
 * Maps a URL of the served site to its file in build/ (null for another host or a missing file).
 * @param {string} buildDir
 * @param {string} url
 * @returns {string | null}
 */
export function buildFileOf(buildDir, url) {
  const u = new URL(url);
  if (!u.pathname.startsWith(BASE)) return null;
  let rel = decodeURIComponent(u.pathname.slice(BASE.length));
  if (rel === '' || rel.endsWith('/')) rel += 'index.html';
  const file = path.join(buildDir, rel);
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/**
 * gzip -9 size of a build file (what scripts/serve.mjs sends), 0 when the file is unknown.
 * @param {string | null} file
 * @returns {number}
 */
export function gzipOf(file) {
  return file ? fileSizes(file).gzip : 0;
}

/**
 * @typedef {'script' | 'prefetch' | 'stylesheet' | 'document' | 'other'} RequestKind
 */

/**
 * @typedef {object} RecordedRequest One request of a page, as {@link recordRequests} reports it.
 * @property {string} url
 * @property {RequestKind} kind
 * @property {number} start when it started, epoch ms
 * @property {string | null} file its file in build/, null when it is not one
 * @property {number} gzip gzip -9 bytes of that file
 * @property {number} wire body + header bytes on the wire
 */

/**
 * Kinds of request: `script` (a script the page runs: <script src>, webpack chunk loads),
 * `prefetch` (<link rel=prefetch>, Docusaurus's prefetch of visible links: the browser only
 * downloads it), `stylesheet`, `document`, `other`.
 * @param {import('@playwright/test').Request} request
 * @returns {RequestKind}
 */
function kindOf(request) {
  const type = request.resourceType();
  const purpose = request.headers()['sec-purpose'] ?? request.headers()['purpose'] ?? '';
  if (/prefetch/i.test(purpose)) return 'prefetch';
  if (type === 'script' || type === 'stylesheet' || type === 'document') return type;
  return 'other';
}

/**
 * Records every request of `page` from now on. `stop()` returns them with their kind, start time
 * (epoch ms), build file, gzip size and bytes on the wire.
 * @param {import('@playwright/test').Page} page
 * @param {string} buildDir
 * @returns {() => Promise<RecordedRequest[]>}
 */
export function recordRequests(page, buildDir) {
  /** @type {import('@playwright/test').Request[]} */
  const requests = [];
  /** @param {import('@playwright/test').Request} r */
  const onRequest = (r) => requests.push(r);
  page.on('request', onRequest);
  return async function stop() {
    page.off('request', onRequest);
    /** @type {RecordedRequest[]} */
    const out = [];
    for (const r of requests) {
      const file = buildFileOf(buildDir, r.url());
      const sizes = await r.sizes().catch(() => ({responseBodySize: 0, responseHeadersSize: 0}));
      out.push({
        url: r.url(),
        kind: kindOf(r),
        start: r.timing().startTime,
        file,
        gzip: gzipOf(file),
        wire: Math.max(0, sizes.responseBodySize) + Math.max(0, sizes.responseHeadersSize),
      });
    }
    return out;
  };
}

/**
 * Waits until the network is idle (Playwright's networkidle: no request for 500 ms), then
 * `extraMs` more, then until it is idle again.
 * @param {import('@playwright/test').Page} page
 * @param {number} extraMs
 */
async function settle(page, extraMs) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(extraMs);
  await page.waitForLoadState('networkidle');
}

/**
 * @param {RecordedRequest[]} xs
 * @param {'gzip' | 'wire'} key
 * @returns {number}
 */
const sum = (xs, key) => xs.reduce((n, x) => n + x[key], 0);

/**
 * One cold load of `route` in a fresh context, no interaction. Returns:
 * - `scripts`, `css`, `prefetch`: every such request until the page has been quiet for 2 s after
 *   `load` (a superset of the issue's "started before load + 2 s", the same on a fast or a slow
 *   machine: the deterministic figure the tests budget);
 * - `duringLoad`: the scripts started before load + 2 s (the issue's definition, for the benchmark);
 * - totals in gzip bytes (from the files) and wire bytes.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin the server's origin, no trailing slash
 * @param {string} route the URL path
 * @param {{buildDir?: string, viewport?: {width: number, height: number}}} [options]
 */
export async function coldLoad(
  browser,
  origin,
  route,
  {buildDir = 'build', viewport = {width: 1280, height: 800}} = {},
) {
  const context = await browser.newContext({viewport});
  try {
    const page = await context.newPage();
    const stop = recordRequests(page, buildDir);
    const response = await page.goto(origin + route, {waitUntil: 'load'});
    const loadAt = await page.evaluate(() => {
      const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
      return performance.timeOrigin + nav.loadEventEnd;
    });
    await settle(page, 2000);
    const all = (await stop()).filter((r) => r.url.startsWith(origin));
    const scripts = all.filter((r) => r.kind === 'script');
    const css = all.filter((r) => r.kind === 'stylesheet');
    // A prefetch of a file the page also runs, or a second prefetch of one file, downloads nothing
    // new (the cache has it, or will): counted once, as a script, whatever the order they raced in.
    const ran = new Set(scripts.map((r) => r.url));
    const prefetch = all.filter(
      (r, i) =>
        r.kind === 'prefetch' &&
        !ran.has(r.url) &&
        all.findIndex((x) => x.url === r.url && x.kind === 'prefetch') === i,
    );
    const duringLoad = scripts.filter((r) => r.start <= loadAt + 2000);
    return {
      route,
      status: response?.status() ?? 0,
      scripts,
      css,
      prefetch,
      duringLoad,
      gzip: {js: sum(scripts, 'gzip'), css: sum(css, 'gzip'), prefetch: sum(prefetch, 'gzip'), all: sum(all, 'gzip')},
      wire: {
        jsDuringLoad: sum(duringLoad, 'wire'),
        js: sum(scripts, 'wire'),
        css: sum(css, 'wire'),
        prefetch: sum(prefetch, 'wire'),
        all: sum(all, 'wire'),
      },
    };
  } finally {
    await context.close();
  }
}

/**
 * Bytes the search costs a reader: from focusing the navbar box (page loaded and quiet) until the
 * first hit of the whole `query` is on screen (the list says which query its hits are for, in
 * `data-query`), every request: the runtime chunk and the search data (src/lib/search), including
 * the shards fetched for the prefixes typed on the way.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin the server's origin, no trailing slash
 * @param {string} base the locale's base path, e.g. `/limu/en/`
 * @param {string} query
 * @param {{buildDir?: string}} [options]
 */
export async function searchCost(browser, origin, base, query, {buildDir = 'build'} = {}) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${base}docs/intro/`, {waitUntil: 'load'});
    await settle(page, 500);
    const stop = recordRequests(page, buildDir);
    const input = page.locator('input.navbar__search-input').first();
    await input.click();
    await input.pressSequentially(query);
    await page
      .locator(`[role="listbox"][data-query=${JSON.stringify(query)}] [role="option"]`)
      .first()
      .waitFor({state: 'visible', timeout: 30_000});
    // Link prefetches of the page (links coming into view, started by React's hydration whenever it
    // ends) are not the search's cost.
    const all = (await stop()).filter((r) => r.url.startsWith(origin) && r.kind !== 'prefetch');
    return {query, requests: all, gzip: sum(all, 'gzip'), wire: sum(all, 'wire')};
  } finally {
    await context.close();
  }
}

/**
 * @param {number} bytes
 * @returns {number}
 */
export const kibOf = (bytes) => bytes / KiB;
