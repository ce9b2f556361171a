// Byte figures of issue 14 as readers get them. The ceilings per route are read from the build
// (tests/build/weight.test.ts, tests/support/weight/page-weight.mjs `readerWeight`: deterministic, no browser);
// this spec confirms that method with real cold loads in Chromium, served gzip-only like GitHub Pages
// (scripts/serve.mjs), and weighs what only a browser can: the search's bytes from focus to results.
// Timings live in `npm run bench:site`, never here.
import {expect, test} from './support/fixtures';
import {coldLoad, searchCost, LOCALE_BASES} from '../support/weight/load-weight.mjs';
import {readerWeight, KiB, kib} from '../support/weight/page-weight.mjs';

type Req = {url: string; gzip: number};
type Load = {status: number; scripts: Req[]; css: Req[]; prefetch: Req[]};

const list = (xs: Req[]) =>
  [...xs]
    .sort((a, b) => b.gzip - a.gzip)
    .map((x) => `${new URL(x.url, 'http://x').pathname} ${kib(x.gzip)}`)
    .join(', ');
const paths = (xs: Req[]) => xs.map((x) => new URL(x.url, 'http://x').pathname).sort();

/**
 * The method of the build's ceilings, confirmed on a cold load of two routes (the home page in
 * zh-Hans, the api page in English: the two layouts, both locales, the page with the most code), side by
 * side, each in its own context: the scripts Chromium runs until the page has been quiet for 2 s are
 * exactly the build's first-load JS (a component that started a chunk of its own, as the home demo
 * once did, would show here), its stylesheets the build's, and every file it prefetches for the links
 * in view is among the build's prefetch files (so the build's figure bounds it).
 */
test('a cold load runs, loads and prefetches the files the build ceilings weigh', async ({browser, baseURL}) => {
  const routes = [
    {locale: '', page: 'index.html'},
    {locale: 'en', page: 'docs/api/basic/produce/index.html'},
  ];
  const built = routes.map(({locale, page}) => readerWeight('build', locale, page));
  const loads = (await Promise.all(built.map((w) => coldLoad(browser, baseURL!, w.route)))) as Load[];
  for (const [i, w] of built.entries()) {
    const load = loads[i]!;
    expect(load.status, `${w.route} answers`).toBe(200);
    console.log(
      `${w.route}: ran ${kib(load.scripts.reduce((n, s) => n + s.gzip, 0))} of JS (build ${kib(w.gzip.js)}), ` +
        `prefetched ${kib(load.prefetch.reduce((n, s) => n + s.gzip, 0))} (build, every link: ${kib(w.gzip.prefetch)})`,
    );
    expect(paths(load.scripts), `${w.route}: the scripts Chromium ran are the build's first-load JS`).toEqual(
      paths(w.scripts),
    );
    expect(paths(load.css), `${w.route}: the stylesheets Chromium loaded are the build's`).toEqual(paths(w.css));
    const bound = new Set(paths(w.prefetch));
    const outside = load.prefetch.filter((p) => !bound.has(new URL(p.url).pathname));
    expect(outside, `${w.route}: prefetched files the build's figure leaves out: ${list(outside)}`).toEqual([]);
    expect(load.prefetch.length, `${w.route}: the links in view were prefetched`).toBeGreaterThan(0);
  }
});

/**
 * Search: bytes from focusing the box to the first results of the whole query (runtime chunk +
 * search data, gzip as served). Issue 14's target is 100 KiB; the old search fetched its whole
 * index (zh 324, en 349 KiB). The split index (src/lib/search) fetches the runtime, the section
 * list and the shards of the words typed: 2026-11-22, zh 13.5, en 11.3 KiB. The ceiling leaves
 * room for the docs to grow (the section list grows with every page), not for a whole index.
 */
const SEARCH_BUDGET_KIB = 20;
const SEARCH_QUERIES: Record<string, string> = {'zh-Hans': '结构共享', en: 'structural sharing'};
const BASES = LOCALE_BASES as {locale: string; base: string}[];

// The search data is each language's own: both locales, side by side.
test(`search: bytes to the first results ≤ ${SEARCH_BUDGET_KIB} KiB in both locales`, async ({
  browser,
  baseURL,
}, testInfo) => {
  const costs = await Promise.all(
    BASES.map(
      async ({locale, base}) =>
        (await searchCost(browser, baseURL!, base, SEARCH_QUERIES[locale])) as {gzip: number; requests: Req[]},
    ),
  );
  for (const [i, {locale}] of BASES.entries()) {
    const cost = costs[i]!;
    testInfo.annotations.push({type: 'weight', description: `search ${locale}: ${kib(cost.gzip)}`});
    console.log(`search ${locale} @${testInfo.project.use.viewport?.width}px: ${kib(cost.gzip)}`);
    expect(cost.requests.length, `the search fetched its code and data on focus (${locale})`).toBeGreaterThan(0);
    expect(
      cost.gzip,
      `search ${locale} fetched ${kib(cost.gzip)} before the first results: ${list(cost.requests)}`,
    ).toBeLessThanOrEqual(SEARCH_BUDGET_KIB * KiB);
  }
});
