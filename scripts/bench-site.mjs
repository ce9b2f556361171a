#!/usr/bin/env node
// `npm run bench:site`: measures the site the way readers get it (issues 8, 14, 24). A benchmark, not a test.
//   1. build timing of both locales: cold (`docusaurus clear` + build) and warm (build again)
//   2. serve build/ like GitHub Pages (scripts/serve.mjs) and load a fixed set of routes in both
//      locales, each N times in a fresh Chromium context (cold cache): requests, transferred and
//      decoded bytes by type, first-load JS, DOMContentLoaded / load / LCP; plus the bytes of a
//      client-side navigation home -> docs page
//   3. bytes during load per route of both locales (gzip on the wire, cold, every script request started
//      before load + 2 s, lazy chunks included), and the bytes the search fetches to its first results;
//      with `--sites`, the JS during load of the other sites on the routes they share
//   4. Lighthouse on a first visit (tests/support/weight/lighthouse-cold.mjs): a new Chromium with an empty
//      profile for every run, mobile preset, Lantern's simulated throttling and real DevTools
//      throttling, the sites of `--sites` interleaved run by run; medians with min-max
// Writes bench-results/site.json (and each Lighthouse run to bench-results/lighthouse-samples.jsonl as it ends)
// and prints the tables (Markdown, pasted into BENCHMARKS.md).
//
// Options: --skip-build (measure the existing build/), --runs N (page loads per route, default 3),
//   --lh-runs N (Lighthouse runs per route, site and method, default 8, 0 = skip Lighthouse),
//   --lh-routes home,intro,... (names of LIGHTHOUSE_ROUTES below, default the five of issue 24),
//   --lh-methods simulate,devtools (default both), --desktop (the desktop preset too),
//   --sites ours=build,original=../orig/build (build folders served side by side under /limu/, the first
//   is ours; default ours=build), --lh-only (no page loads and no weight figures: Lighthouse alone),
//   --port N (first port, one per site; default 4217),
//   --weight-only (only the figures of 3 on the existing build: no build, no Lighthouse),
//   --no-cjk-font (Lighthouse's Chromium without a font for Chinese; by default it gets the one a phone
//   has, tests/support/weight/cjk-font.mjs).
// Each Lighthouse run also reports where the time went before the first paint (first-paint.mjs): bytes
// and arrival of the HTML and the render-blocking CSS, style, layout, paint and script before it.
// The original site (Docusaurus 2.4.1, tnfe/limu's doc/ folder, installed with
// `npm install --legacy-peer-deps webpack@5.88.2` and built) is served from its build folder: BENCHMARKS.md.
import {spawnSync} from 'node:child_process';
import {appendFileSync, mkdirSync, readFileSync, writeFileSync, existsSync} from 'node:fs';
import os from 'node:os';
import {performance} from 'node:perf_hooks';
import {chromium} from '@playwright/test';
import {createSiteServer} from './serve.mjs';
import {namedPages, pageWeight, KiB} from '../tests/support/weight/page-weight.mjs';
import {
  coldLoad,
  searchCost,
  WEIGHT_ROUTES,
  LOCALE_BASES,
  OLD_SITE_JS_KIB,
  OLD_SITE_CSS_KIB,
  OLD_SITE_SEARCH_KIB,
} from '../tests/support/weight/load-weight.mjs';
import {interleavedLighthouse} from '../tests/support/weight/lighthouse-cold.mjs';
import {cjkFontEnv} from '../tests/support/weight/cjk-font.mjs';
import {BASE_URL, DEFAULT_LOCALE} from '../src/data/site.mjs';

// Debian's Chromium with the flags of playwright.config.ts (this machine is sandboxed and offline).
const chromiumConfig = JSON.parse(readFileSync(new URL('../tests/support/chromium.json', import.meta.url), 'utf8'));
const CHROMIUM = process.env.CHROMIUM_PATH || chromiumConfig.path;
/** @type {string[]} */
const CHROME_FLAGS = chromiumConfig.flags;

/**
 * @typedef {object} Options
 * @property {boolean} skipBuild
 * @property {number} runs page loads per route
 * @property {number} lhRuns Lighthouse runs per route, site and method (0 = skip Lighthouse)
 * @property {string[]} lhRoutes names of LIGHTHOUSE_ROUTES
 * @property {('simulate' | 'devtools')[]} lhMethods
 * @property {boolean} desktop the desktop preset as well as mobile
 * @property {{name: string, dir: string}[]} sites build folders, ours first
 * @property {boolean} lhOnly
 * @property {number} port
 * @property {boolean} weightOnly
 * @property {boolean} cjkFont Lighthouse's Chromium gets a font for Chinese
 */

/** Every Lighthouse run, one JSON line each, written as it ends (a run stopped early keeps what it measured). */
const SAMPLES_FILE = 'bench-results/lighthouse-samples.jsonl';

/**
 * Lighthouse's routes: the same paths on every site (the original site has them all). The first five
 * are issue 24's.
 */
const LIGHTHOUSE_ROUTES = [
  {name: 'home', path: BASE_URL},
  {name: 'intro', path: `${BASE_URL}docs/intro/`},
  {name: 'produce', path: `${BASE_URL}docs/api/basic/produce/`},
  {name: 'blog post', path: `${BASE_URL}blog/change1/`},
  {name: 'en produce', path: `${BASE_URL}en/docs/api/basic/produce/`},
  {name: 'en home', path: `${BASE_URL}en/`},
  {name: 'en intro', path: `${BASE_URL}en/docs/intro/`},
  {name: 'en blog post', path: `${BASE_URL}en/blog/change1/`},
];

/**
 * @param {string[]} argv
 * @returns {Options}
 */
function parseArgs(argv) {
  /** @type {Options} */
  const opts = {
    skipBuild: false,
    runs: 3,
    lhRuns: 8,
    lhRoutes: ['home', 'intro', 'produce', 'blog post', 'en produce'],
    lhMethods: ['simulate', 'devtools'],
    desktop: false,
    sites: [{name: 'ours', dir: 'build'}],
    lhOnly: false,
    port: 4217,
    weightOnly: false,
    cjkFont: true,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (a === '--skip-build') opts.skipBuild = true;
    else if (a === '--runs') opts.runs = Number(argv[++i]);
    else if (a === '--lh-runs') opts.lhRuns = Number(argv[++i]);
    else if (a === '--lh-routes') opts.lhRoutes = argv[++i].split(',');
    else if (a === '--lh-methods')
      opts.lhMethods = /** @type {Options['lhMethods']} */ (argv[++i].split(',').filter(Boolean));
    else if (a === '--desktop') opts.desktop = true;
    else if (a === '--lh-only') opts.lhOnly = true;
    else if (a === '--port') opts.port = Number(argv[++i]);
    else if (a === '--sites')
      opts.sites = argv[++i].split(',').map((pair) => {
        const [name, dir] = pair.split('=');
        if (!name || !dir) throw new Error(`--sites takes name=folder,name=folder; got "${pair}"`);
        return {name, dir};
      });
    else if (a === '--no-cjk-font') opts.cjkFont = false;
    else if (a === '--weight-only') {
      opts.weightOnly = true;
      opts.skipBuild = true;
      opts.lhRuns = 0;
    } else throw new Error(`unknown option ${a}`);
  }
  for (const m of opts.lhMethods)
    if (m !== 'simulate' && m !== 'devtools') throw new Error(`--lh-methods: simulate or devtools, not "${m}"`);
  for (const r of opts.lhRoutes)
    if (!LIGHTHOUSE_ROUTES.some((x) => x.name === r))
      throw new Error(`--lh-routes: unknown route "${r}" (${LIGHTHOUSE_ROUTES.map((x) => x.name).join(', ')})`);
  if (opts.sites.length > 1 || opts.lhOnly) opts.skipBuild = true;
  return opts;
}

/** @param {number[]} xs */
const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** @param {number[]} xs */
const spread = (xs) => (xs.length ? Math.max(...xs) - Math.min(...xs) : NaN);
/** @param {number} bytes */
const k = (bytes) => (bytes / KiB).toFixed(1);
/** @param {number} x */
const ms = (x) => (Number.isFinite(x) ? String(Math.round(x)) : '–');

/**
 * Runs a command and returns how long it took, in seconds.
 * @param {string} label
 * @param {string} cmd
 * @param {string[]} args
 * @returns {number}
 */
function timed(label, cmd, args) {
  console.log(`▶ ${label}: ${cmd} ${args.join(' ')}`);
  const t0 = performance.now();
  const r = spawnSync(cmd, args, {stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, FORCE_COLOR: '0'}});
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`${label} failed (exit ${r.status})`);
  console.log(`  ${seconds.toFixed(1)} s`);
  return seconds;
}

/**
 * A route of the benchmark. `locale` is '' for the default locale; `lhRoute` is the address
 * Lighthouse audits when it differs from `route`.
 * @typedef {{locale: string, name: string, page: string, route: string, lhRoute?: string}} BenchRoute
 */

/**
 * The fixed route set of issue 8, per locale: names, URL paths and page files.
 * @returns {BenchRoute[]}
 */
function routeSet() {
  /** @type {BenchRoute[]} */
  const out = [];
  for (const locale of ['', 'en']) {
    const named = namedPages('build', locale);
    const guide = named.find((n) => n.name.startsWith('guide'));
    const pick = ['home', 'docs root', 'intro', 'api page', 'changelog intro', 'blog post'];
    for (const n of named.filter((x) => pick.includes(x.name))) out.push({locale, ...n});
    if (guide) out.push({locale, ...guide, name: 'guide page'});
    // A real missing URL: the server answers with the locale's 404.html and status 404.
    // Lighthouse refuses to score a page served with an error status: it audits the same 404.html at its
    // own address (status 200) instead.
    const prefix = `${BASE_URL}${locale ? `${locale}/` : ''}`;
    out.push({locale, name: '404', page: '404.html', route: `${prefix}no-such-page/`, lhRoute: `${prefix}404.html`});
  }
  return out;
}

const TYPES = ['document', 'script', 'stylesheet', 'image', 'font'];

/** @typedef {{requests: number, transferred: number, decoded: number}} TypeTotals */

/**
 * @typedef {object} LoadResult One cold load, as {@link loadOnce} measures it.
 * @property {number} requests
 * @property {number} external requests to another origin
 * @property {Record<string, TypeTotals>} byType keyed by TYPES and `other`
 * @property {number} dcl ms
 * @property {number} load ms
 * @property {number} lcp ms, NaN when unknown
 */

/**
 * One cold load of a URL: what crossed the wire, by resource type, and the page's timings.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} route
 * @returns {Promise<LoadResult>}
 */
async function loadOnce(browser, origin, route) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  /** @type {import('@playwright/test').Response[]} */
  const responses = [];
  page.on('response', (r) => responses.push(r));
  await page.goto(origin + route, {waitUntil: 'load'});
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(
    () =>
      /** @type {Promise<{dcl: number, load: number, lcp: number}>} */ (
        new Promise((resolve) => {
          // Runs in the page: `performance` is the browser's there, not node:perf_hooks' (imported above).
          const browserPerformance = /** @type {Performance} */ (/** @type {unknown} */ (performance));
          const nav = /** @type {PerformanceNavigationTiming} */ (browserPerformance.getEntriesByType('navigation')[0]);
          let lcp = NaN;
          const done = () => resolve({dcl: nav.domContentLoadedEventEnd, load: nav.loadEventEnd, lcp});
          try {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              lcp = entries[entries.length - 1].startTime;
            }).observe({type: 'largest-contentful-paint', buffered: true});
          } catch {
            /* no LCP support: reported as – */
          }
          setTimeout(done, 100);
        })
      ),
  );
  /** @type {Record<string, TypeTotals>} */
  const byType = Object.fromEntries(TYPES.map((t) => [t, {requests: 0, transferred: 0, decoded: 0}]));
  byType.other = {requests: 0, transferred: 0, decoded: 0};
  let external = 0;
  for (const r of responses) {
    const type = TYPES.includes(r.request().resourceType()) ? r.request().resourceType() : 'other';
    if (!r.url().startsWith(origin)) external += 1;
    const sizes = await r
      .request()
      .sizes()
      .catch(() => ({responseBodySize: 0, responseHeadersSize: 0}));
    const body = await r.body().catch(() => Buffer.alloc(0));
    byType[type].requests += 1;
    byType[type].transferred += sizes.responseBodySize + sizes.responseHeadersSize;
    byType[type].decoded += body.length;
  }
  await context.close();
  return {requests: responses.length, external, byType, ...timing};
}

/**
 * Bytes of a client-side navigation from the locale's home to its intro page: what is fetched after
 * the click, plus what the click then took from the cache that the home page had prefetched for it
 * (Docusaurus prefetches the code of visible links), so a prefetch does not hide the cost.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} locale '' for the default locale
 */
async function softNavigation(browser, origin, locale) {
  const base = `${BASE_URL}${locale ? `${locale}/` : ''}`;
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  /** @type {import('@playwright/test').Response[]} */
  const before = [];
  /** @type {import('@playwright/test').Response[]} */
  const after = [];
  let clicked = false;
  page.on('response', (r) => (clicked ? after : before).push(r));
  await page.goto(origin + base, {waitUntil: 'load'});
  await page.waitForLoadState('networkidle');
  clicked = true;
  await page.locator(`a[href="${base}docs/intro/"]`).first().click();
  await page.waitForURL(`**${base}docs/intro/`);
  await page.waitForLoadState('networkidle');
  // Body + headers on the wire; a response served from the cache reports no (or a negative) body.
  /** @param {import('@playwright/test').Response} r */
  const bytes = async (r) => {
    const sizes = await r
      .request()
      .sizes()
      .catch(() => ({responseBodySize: 0, responseHeadersSize: 0}));
    return sizes.responseBodySize > 0 ? sizes.responseBodySize + Math.max(0, sizes.responseHeadersSize) : 0;
  };
  /** @type {Map<string, number>} */
  const prefetchedBytes = new Map();
  for (const r of before) if (r.request().resourceType() === 'other') prefetchedBytes.set(r.url(), await bytes(r));
  let transferred = 0;
  let prefetched = 0;
  let documents = 0;
  for (const r of after) {
    const own = await bytes(r);
    // A cache hit counts what its prefetch downloaded.
    if (own > 0 || !prefetchedBytes.has(r.url())) transferred += own;
    else prefetched += /** @type {number} */ (prefetchedBytes.get(r.url()));
    if (r.request().resourceType() === 'document') documents += 1;
  }
  await context.close();
  return {
    from: base,
    to: `${base}docs/intro/`,
    requests: after.length,
    transferred,
    prefetched,
    total: transferred + prefetched,
    fullPageLoads: documents,
  };
}

/** @typedef {Awaited<ReturnType<typeof coldLoad>>} ColdLoad */

/**
 * Issue 14's figures: `runs` cold loads per route (median, spread), then the search's cost.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {number} runs
 */
async function weightRuns(browser, origin, runs) {
  const pages = [];
  for (const {locale, base} of LOCALE_BASES) {
    for (const r of WEIGHT_ROUTES) {
      /** @type {ColdLoad[]} */
      const loads = [];
      for (let i = 0; i < runs; i += 1) loads.push(await coldLoad(browser, origin, base + r.path));
      /** @param {(load: ColdLoad) => number} f */
      const pick = (f) => loads.map(f);
      const jsDuringLoad = pick((l) => l.wire.jsDuringLoad);
      pages.push({
        locale,
        name: r.name,
        route: base + r.path,
        old: r.old ?? null,
        jsDuringLoad: median(jsDuringLoad),
        jsDuringLoadSpread: spread(jsDuringLoad),
        jsGzipFiles: median(pick((l) => l.gzip.js)),
        css: median(pick((l) => l.wire.css)),
        prefetch: median(pick((l) => l.wire.prefetch)),
        prefetchRequests: median(pick((l) => l.prefetch.length)),
        all: median(pick((l) => l.wire.all)),
        scripts: loads[0].scripts.map((x) => ({url: x.url.slice(origin.length), gzip: x.gzip})),
      });
      process.stdout.write(
        `  weight ${locale} ${r.name}: JS during load ${k(pages[pages.length - 1].jsDuringLoad)} KiB\n`,
      );
    }
  }
  const search = [];
  /** @type {Record<string, string>} */
  const queries = {'zh-Hans': '结构共享', en: 'structural sharing'};
  for (const {locale, base} of LOCALE_BASES) {
    /** @type {Awaited<ReturnType<typeof searchCost>>[]} */
    const costs = [];
    for (let i = 0; i < runs; i += 1) costs.push(await searchCost(browser, origin, base, queries[locale]));
    search.push({
      locale,
      query: queries[locale],
      wire: median(costs.map((c) => c.wire)),
      gzipFiles: median(costs.map((c) => c.gzip)),
      requests: costs[0].requests.map((x) => ({url: x.url.slice(origin.length), kind: x.kind, gzip: x.gzip})),
    });
  }
  return {pages, search};
}

/**
 * A Markdown table; the first three columns are left-aligned, the others right-aligned.
 * @param {string[]} head
 * @param {string[][]} rows
 * @returns {string}
 */
function table(head, rows) {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map((_, i) => (i < 3 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/**
 * @typedef {object} SiteResult What bench-results/site.json holds.
 * @property {string} date
 * @property {{cpus: number, cpu: string, memoryGiB: number, load1: number, node: string}} machine
 * @property {{coldSeconds: number, warmSeconds: number} | null} build
 * @property {PageEntry[]} pages
 * @property {Awaited<ReturnType<typeof softNavigation>>[]} softNavigation
 * @property {{name: string, dir: string}[]} sites
 * @property {string} [cjkFont] the font for Chinese Lighthouse's Chromium had
 * @property {import('../tests/support/weight/lighthouse-cold.mjs').ColdResult[]} lighthouse
 * @property {Awaited<ReturnType<typeof weightRuns>> | null} weight
 * @property {{site: string, route: string, jsDuringLoad: number, spread: number, jsGzipFiles: number}[]} otherSitesJs JS during load of the
 *   other sites of --sites, on the weight routes that have an old-site figure
 */

/**
 * @typedef {object} PageEntry Medians over the cold loads of one route.
 * @property {string} locale
 * @property {string} name
 * @property {string} route
 * @property {number} runs
 * @property {number} requests
 * @property {number} externalRequests
 * @property {Record<string, TypeTotals>} byType
 * @property {{networkGzip: number, decoded: number, brotliStatic: number}} firstLoadJs
 * @property {number} dcl
 * @property {number} load
 * @property {number} lcp
 */

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  /** @type {SiteResult} */
  const result = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? '',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      load1: os.loadavg()[0],
      node: process.version,
    },
    build: null,
    pages: [],
    softNavigation: [],
    sites: opts.sites,
    lighthouse: [],
    weight: null,
    otherSitesJs: [],
  };

  if (!opts.skipBuild) {
    timed('clear', 'npx', ['docusaurus', 'clear']);
    const cold = timed('cold build (both locales)', 'npx', ['docusaurus', 'build']);
    const warm = timed('warm build (both locales)', 'npx', ['docusaurus', 'build']);
    result.build = {coldSeconds: cold, warmSeconds: warm};
  }
  for (const site of opts.sites)
    if (!existsSync(`${site.dir}/index.html`))
      throw new Error(
        `no ${site.dir}/index.html for site ${site.name}${site.dir === 'build' ? ': run without --skip-build' : ''}`,
      );

  // One server per site, each on its own port, all under /limu/ as on GitHub Pages.
  const servers = opts.sites.map((site) => createSiteServer({dir: site.dir, base: BASE_URL}));
  await Promise.all(
    servers.map(
      (server, i) =>
        /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(opts.port + i, '127.0.0.1', resolve))),
    ),
  );
  const origins = opts.sites.map((_, i) => `http://127.0.0.1:${opts.port + i}`);
  const origin = origins[0];
  const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROME_FLAGS});
  try {
    const routes = routeSet();
    for (const r of opts.weightOnly || opts.lhOnly ? [] : routes) {
      /** @type {LoadResult[]} */
      const loads = [];
      for (let i = 0; i < opts.runs; i += 1) loads.push(await loadOnce(browser, origin, r.route));
      const staticWeight = pageWeight('build', r.locale, r.page);
      /**
       * @param {string} type
       * @param {keyof TypeTotals} key
       */
      const sumType = (type, key) => median(loads.map((l) => l.byType[type][key]));
      /** @type {PageEntry} */
      const entry = {
        locale: r.locale || DEFAULT_LOCALE,
        name: r.name,
        route: r.route,
        runs: loads.length,
        requests: median(loads.map((l) => l.requests)),
        externalRequests: Math.max(...loads.map((l) => l.external)),
        byType: Object.fromEntries(
          [...TYPES, 'other'].map((t) => [
            t,
            {requests: sumType(t, 'requests'), transferred: sumType(t, 'transferred'), decoded: sumType(t, 'decoded')},
          ]),
        ),
        firstLoadJs: {
          networkGzip: sumType('script', 'transferred'),
          decoded: sumType('script', 'decoded'),
          brotliStatic: staticWeight.js,
        },
        dcl: median(loads.map((l) => l.dcl)),
        load: median(loads.map((l) => l.load)),
        lcp: median(loads.map((l) => l.lcp)),
      };
      result.pages.push(entry);
      console.log(
        `  ${entry.locale} ${entry.name}: ${entry.requests} requests, JS ${k(entry.firstLoadJs.brotliStatic)} KiB br`,
      );
    }
    if (!opts.weightOnly && !opts.lhOnly)
      for (const locale of ['', 'en']) result.softNavigation.push(await softNavigation(browser, origin, locale));
    if (!opts.lhOnly) {
      result.weight = await weightRuns(browser, origin, opts.runs);
      // The other sites' JS during load, in the same run and by the same definition.
      for (let i = 1; i < opts.sites.length; i += 1)
        for (const r of WEIGHT_ROUTES.filter((x) => x.old)) {
          const loads = [];
          for (let j = 0; j < opts.runs; j += 1)
            loads.push(await coldLoad(browser, origins[i], `${BASE_URL}${r.path}`, {buildDir: opts.sites[i].dir}));
          const js = loads.map((l) => l.wire.jsDuringLoad);
          result.otherSitesJs.push({
            site: opts.sites[i].name,
            route: r.name,
            jsDuringLoad: median(js),
            spread: spread(js),
            jsGzipFiles: median(loads.map((l) => l.gzip.js)),
          });
        }
    }
    if (opts.lhRuns > 0) {
      mkdirSync('bench-results', {recursive: true});
      const font = opts.cjkFont ? cjkFontEnv('bench-results/fonts') : {env: {}, source: 'none (--no-cjk-font)'};
      result.cjkFont = font.source;
      writeFileSync(SAMPLES_FILE, '');
      result.lighthouse = await interleavedLighthouse({
        sites: opts.sites.map((site, i) => ({name: site.name, origin: origins[i]})),
        routes: LIGHTHOUSE_ROUTES.filter((r) => opts.lhRoutes.includes(r.name)),
        presets: opts.desktop ? ['mobile', 'desktop'] : ['mobile'],
        throttlings: opts.lhMethods,
        runs: opts.lhRuns,
        chromePath: CHROMIUM,
        chromeFlags: CHROME_FLAGS,
        env: font.env,
        onSample: (sample) => appendFileSync(SAMPLES_FILE, `${JSON.stringify(sample)}\n`),
      });
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }

  mkdirSync('bench-results', {recursive: true});
  writeFileSync('bench-results/site.json', `${JSON.stringify(result, null, 2)}\n`);

  const m = result.machine;
  const lines = [];
  lines.push(
    `Measured ${result.date.slice(0, 10)} on ${m.cpus} × ${m.cpu} (${m.memoryGiB} GiB, load ${m.load1.toFixed(1)} at start), Node ${m.node}, Chromium headless, served by scripts/serve.mjs (gzip).`,
  );
  if (result.build)
    lines.push(
      '',
      `Build of both locales: cold ${result.build.coldSeconds.toFixed(1)} s, warm ${result.build.warmSeconds.toFixed(1)} s.`,
    );
  if (!opts.weightOnly && !opts.lhOnly) {
    lines.push(
      '',
      `Page loads (median of ${opts.runs} cold loads; KiB transferred; JS br = first-load JS brotli q11 from build/):`,
      '',
      table(
        [
          'locale',
          'route',
          'page',
          'req',
          'doc',
          'JS',
          'JS br',
          'CSS',
          'img',
          'font',
          'ext',
          'DCL ms',
          'load ms',
          'LCP ms',
        ],
        result.pages.map((p) => [
          p.locale,
          `\`${p.route}\``,
          p.name,
          String(p.requests),
          k(p.byType.document.transferred),
          k(p.byType.script.transferred),
          k(p.firstLoadJs.brotliStatic),
          k(p.byType.stylesheet.transferred),
          k(p.byType.image.transferred),
          k(p.byType.font.transferred),
          String(p.externalRequests),
          ms(p.dcl),
          ms(p.load),
          ms(p.lcp),
        ]),
      ),
      '',
      'Client-side navigation home → intro (KiB: fetched after the click, taken from what the home page prefetched for it, total):',
      '',
      table(
        ['from', 'to', 'kind', 'requests', 'after click', 'prefetched', 'total'],
        result.softNavigation.map((s) => [
          `\`${s.from}\``,
          `\`${s.to}\``,
          s.fullPageLoads ? 'full load' : 'soft',
          String(s.requests),
          k(s.transferred),
          k(s.prefetched),
          k(s.total),
        ]),
      ),
    );
  }
  /**
   * @param {number} mine bytes
   * @param {number | '' | null | undefined} old KiB, falsy when there is no figure
   */
  const ratio = (mine, old) => (old ? (mine / KiB / old).toFixed(2) : '–');
  /**
   * The old site's JS during load for a weight route: measured in this run when --sites names another
   * site, else the figure measured once before (OLD_SITE_JS_KIB).
   * @param {string | null} old
   * @returns {number | null} KiB
   */
  const oldJs = (old) => {
    if (!old) return null;
    const measured = result.otherSitesJs.find((x) => x.route === old);
    return measured ? measured.jsDuringLoad / KiB : OLD_SITE_JS_KIB[/** @type {keyof typeof OLD_SITE_JS_KIB} */ (old)];
  };
  const w = result.weight;
  if (w) {
    lines.push(
      '',
      `Issue 14: bytes during load (median of ${opts.runs} cold loads at 1280×800, gzip on the wire incl. headers; JS = every script request started before load + 2 s, lazy chunks included; "JS files" = gzip of the build files of every script until the page is quiet, what tests/e2e/weight.spec.ts budgets; old site = Docusaurus 2.4.1: measured in this run when --sites gives it, else the figure measured once before):`,
      '',
      table(
        ['locale', 'route', 'page', 'JS', 'spread', 'old site', 'ratio', 'JS files', 'CSS', 'prefetch (req)', 'all'],
        w.pages.map((p) => [
          p.locale,
          `\`${p.route}\``,
          p.name,
          k(p.jsDuringLoad),
          k(p.jsDuringLoadSpread),
          oldJs(p.old) ? /** @type {number} */ (oldJs(p.old)).toFixed(1) : '–',
          ratio(p.jsDuringLoad, oldJs(p.old)),
          k(p.jsGzipFiles),
          k(p.css),
          `${k(p.prefetch)} (${p.prefetchRequests})`,
          k(p.all),
        ]),
      ),
      '',
      `CSS: old site ${OLD_SITE_CSS_KIB} KiB; this site ${k(median(w.pages.map((p) => p.css)))} KiB (ratio ${ratio(median(w.pages.map((p) => p.css)), OLD_SITE_CSS_KIB)}).`,
      '',
      'Search: KiB from focusing the box to the first results of the query (runtime and search data):',
      '',
      table(
        ['locale', 'query', 'page', 'requests', 'wire', 'gzip files', 'old site', 'ratio'],
        w.search.map((x) => [
          x.locale,
          x.query,
          'docs/intro/',
          String(x.requests.length),
          k(x.wire),
          k(x.gzipFiles),
          String(OLD_SITE_SEARCH_KIB[x.locale]),
          ratio(x.wire, OLD_SITE_SEARCH_KIB[x.locale]),
        ]),
      ),
    );
  }
  if (result.lighthouse.length) {
    const L = result.lighthouse;
    /** @param {[number, number]} r */
    const rangeMs = ([lo, hi]) => `${ms(lo)}-${ms(hi)}`;
    lines.push(
      '',
      `Lighthouse on a first visit (${L[0].runs} runs per cell, each in a new Chromium with an empty profile; sites interleaved run by run; median, min-max):`,
      '',
      table(
        [
          'preset',
          'throttling',
          'route',
          'site',
          'perf',
          'perf range',
          'TBT ms',
          'TBT range',
          'LCP ms',
          'FCP ms',
          'script ms',
          'CLS',
          'a11y',
          'best pr.',
          'SEO',
        ],
        L.map((l) => [
          l.preset,
          l.throttling,
          l.route,
          l.site,
          String(l.median.performance),
          `${l.range.performance[0]}-${l.range.performance[1]}`,
          ms(l.median.tbt),
          rangeMs(l.range.tbt),
          ms(l.median.lcp),
          ms(l.median.fcp),
          ms(l.median.bootup),
          l.median.cls.toFixed(3),
          String(l.median.accessibility),
          String(l.median.bestPractices),
          String(l.median.seo),
        ]),
      ),
    );
    if (opts.sites.length > 1) {
      // Ratios against the last site (the original, when it is given last): TBT ours / theirs.
      const ref = opts.sites[opts.sites.length - 1].name;
      const rows = L.filter((l) => l.site !== ref).map((l) => {
        const other = L.find(
          (x) => x.site === ref && x.route === l.route && x.preset === l.preset && x.throttling === l.throttling,
        );
        return [
          l.preset,
          l.throttling,
          l.route,
          `${l.site} / ${ref}`,
          other ? `${l.median.performance} / ${other.median.performance}` : '–',
          other ? (l.median.tbt / other.median.tbt).toFixed(2) : '–',
          other ? (l.median.fcp / other.median.fcp).toFixed(2) : '–',
          other ? (l.median.lcp / other.median.lcp).toFixed(2) : '–',
        ];
      });
      lines.push(
        '',
        table(['preset', 'throttling', 'route', 'sites', 'perf', 'TBT ratio', 'FCP ratio', 'LCP ratio'], rows),
      );
    }
    // Issue 50: where the time went before the first paint, medians per cell.
    lines.push(
      '',
      `Before the first paint (medians; bytes on the wire; ms after navigation start; style, layout, paint, script: main-thread time before the first paint; font for Chinese: ${result.cjkFont}):`,
      '',
      table(
        [
          'throttling',
          'route',
          'site',
          'FCP',
          'HTML end',
          'HTML B',
          'CSS end',
          'CSS B',
          'JS B',
          'style',
          'layout',
          'paint',
          'script',
          'elements',
          'layout objects',
        ],
        L.map((l) => {
          const f = l.firstPaint;
          return [
            l.throttling,
            l.route,
            l.site,
            ms(f.fcp),
            ms(f.htmlEnd),
            String(f.htmlBytes),
            ms(f.cssEnd),
            String(f.cssBytes),
            String(f.jsBytes),
            ms(f.style),
            ms(f.layout),
            ms(f.paint),
            ms(f.script),
            String(f.styledElements),
            String(f.layoutObjects),
          ];
        }),
      ),
    );
    const bi = L.flatMap((l) => l.samples.map((x) => x.benchmarkIndex)).filter((x) => Number.isFinite(x));
    if (bi.length)
      lines.push(
        '',
        `Lighthouse benchmarkIndex (the machine's speed as Lighthouse measured it in each run): median ${Math.round(median(bi))}, min-max ${Math.round(Math.min(...bi))}-${Math.round(Math.max(...bi))}.`,
      );
    const failing = [...new Set(L.filter((l) => l.site === opts.sites[0].name).flatMap((l) => l.failingAudits))];
    if (failing.length)
      lines.push('', `Audits not passed on some route of ${opts.sites[0].name}: ${failing.join(', ')}.`);
  }
  console.log(`\n${lines.join('\n')}\n\nWrote bench-results/site.json`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
