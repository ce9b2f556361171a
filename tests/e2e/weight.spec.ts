// Byte budgets of issue 14, measured the way readers get the site: a cold Chromium load of each
// route, served gzip-only like GitHub Pages (scripts/serve.mjs), no interaction. Every byte figure
// is the gzip size of the build files the page requested, so it does not depend on timing: the
// scripts the page runs (its route chunks and the lazy chunks it starts by itself, Prism grammars
// included), its stylesheets, and what Docusaurus prefetches for the links in view. Timings live in
// `npm run bench:site`, never here.
import {expect, test} from '@playwright/test';
import {coldLoad, searchCost, WEIGHT_ROUTES, LOCALE_BASES} from '../../scripts/lib/load-weight.mjs';

type Req = {url: string; gzip: number};
type Load = {scripts: Req[]; css: Req[]; prefetch: Req[]; gzip: {js: number; css: number; prefetch: number}};

const KiB = 1024;
const kib = (b: number) => `${(b / KiB).toFixed(1)} KiB`;
const list = (xs: Req[]) =>
  [...xs]
    .sort((a, b) => b.gzip - a.gzip)
    .map((x) => `${new URL(x.url).pathname} ${kib(x.gzip)}`)
    .join(', ');

/**
 * JS the page runs while loading, gzip, per route name. Issue 14's target is 0.9 × the old site
 * (home 145.5, intro 132.2, api page 142.4, blog post 126.9 KiB) and 145 KiB for every route: met
 * since the browser runs Preact (src/plugins/preact-client; README "Preact in the browser, hydrated in
 * slices"). Figures of this build (2026-11-22, 1280 px, zh-Hans / en): home 75.2 / 77.5, docs root
 * 94.9 / 96.6, intro 95.5 / 97.1, api page 97.4 / 99.0, guide 95.9 / 97.5, changelog intro
 * 96.2 / 97.9, blog post 92.7 / 94.3 (with React in the browser: 131.5 / 133.8 for home, 148.7 to
 * 154.9 for the others). The ceilings are the higher locale's figure plus ~2 KiB, so that nothing
 * grows unnoticed, and all are under the targets.
 */
/** Issue 14's targets per route name (KiB, JS during load, gzip); 145 for a route not named here. */
const ISSUE_14_JS_TARGET_KIB: Record<string, number> = {
  home: 145.5,
  intro: 132.2,
  'api page': 142.4,
  'blog post': 126.9,
};
const JS_BUDGET_KIB: Record<string, number> = {
  home: 80,
  'docs root': 99,
  intro: 99,
  'api page': 101,
  guide: 100,
  'changelog intro': 100,
  'blog post': 97,
};
/**
 * CSS, gzip. Issue 14's target is 16 KiB on every route. Before this work every route loaded 20.6 KiB
 * (one stylesheet). src/plugins/purge-css drops the rules nothing can match (17.5), src/plugins/lazy-css
 * leaves the editor's and the inspector's CSS to their chunks (16.6), and the search plugin's stylesheet
 * went with the plugin (2026-11-22: 15.5 KiB on every route, both locales; the home demo's editor
 * and its runnable-code.css load only when the demo is in view). Ceiling: the 16 KiB target.
 */
const CSS_BUDGET_KIB: Record<string, number> = {
  home: 16,
  'docs root': 16,
  intro: 16,
  'api page': 16,
  guide: 16,
  'changelog intro': 16,
  'blog post': 16,
};
/**
 * Prefetch bytes (files the page does not also run). Issue 14 asks that they do not grow; they did,
 * with the content: the truth work added executed samples to the guides and API pages (their route
 * chunks are what a docs page prefetches for its ~30 sidebar links) and two sidebar pages (behaviour
 * matrix, glossary). The benchmark page's reference results (~10 KiB) are no longer in its route chunk
 * (src/components/BenchmarkRunner/ReferenceIsland), so the home page, which links it, prefetches 40
 * instead of 50 KiB. Which links are prefetched varies a little from run to run (the api page measured
 * 67-74 KiB on one build). Ceilings: this build's figures at 1280 px (2026-11-22: home 40, docs pages
 * 74-96, changelog 45, blog post 51 KiB) plus ~2 KiB, so nothing grows unnoticed.
 */
const PREFETCH_BUDGET_KIB: Record<string, number> = {
  home: 42,
  'docs root': 98,
  intro: 98,
  'api page': 76,
  guide: 97,
  'changelog intro': 47,
  'blog post': 53,
};
/**
 * Search: bytes from focusing the box to the first results of the whole query (runtime chunk +
 * search data, gzip as served). Issue 14's target is 100 KiB; the old search fetched its whole
 * index (zh 324, en 349 KiB). The split index (src/lib/search) fetches the runtime, the section
 * list and the shards of the words typed: 2026-11-22, zh 13.5, en 11.3 KiB. The ceiling leaves
 * room for the docs to grow (the section list grows with every page), not for a whole index.
 */
const SEARCH_BUDGET_KIB = 20;
const SEARCH_QUERIES: Record<string, string> = {'zh-Hans': '结构共享', en: 'structural sharing'};

test("every JS ceiling is within issue 14's target for its route", () => {
  const names = (WEIGHT_ROUTES as {name: string}[]).map((r) => r.name);
  expect(Object.keys(JS_BUDGET_KIB).sort(), 'a ceiling for every weighed route').toEqual([...new Set(names)].sort());
  for (const name of names) {
    expect(JS_BUDGET_KIB[name], name).toBeLessThanOrEqual(ISSUE_14_JS_TARGET_KIB[name] ?? 145);
  }
});

for (const {locale, base} of LOCALE_BASES as {locale: string; base: string}[]) {
  test.describe(`page weight ${locale}`, () => {
    for (const r of WEIGHT_ROUTES as {name: string; path: string}[]) {
      const route = `${base}${r.path}`;
      test(`${route} (${r.name}): JS, CSS and prefetch within budget`, async ({browser, baseURL}, testInfo) => {
        const viewport = testInfo.project.use.viewport ?? {width: 1280, height: 800};
        const load = (await coldLoad(browser, baseURL!, route, {viewport})) as Load & {status: number};
        expect(load.status, `${route} answers`).toBe(200);
        const figures = `${route} @${viewport.width}px: JS ${kib(load.gzip.js)}, CSS ${kib(load.gzip.css)}, prefetch ${kib(load.gzip.prefetch)}`;
        testInfo.annotations.push({type: 'weight', description: figures});
        console.log(figures);
        expect(load.scripts.length, `${route} runs scripts`).toBeGreaterThan(0);
        expect(
          load.gzip.js,
          `${route} runs ${kib(load.gzip.js)} of JS (gzip): ${list(load.scripts)}`,
        ).toBeLessThanOrEqual(JS_BUDGET_KIB[r.name] * KiB);
        expect(
          load.gzip.css,
          `${route} loads ${kib(load.gzip.css)} of CSS (gzip): ${list(load.css)}`,
        ).toBeLessThanOrEqual(CSS_BUDGET_KIB[r.name] * KiB);
        expect(
          load.gzip.prefetch,
          `${route} prefetches ${kib(load.gzip.prefetch)}: ${list(load.prefetch)}`,
        ).toBeLessThanOrEqual(PREFETCH_BUDGET_KIB[r.name] * KiB);
      });
    }

    test(`search: bytes to the first results ≤ ${SEARCH_BUDGET_KIB} KiB`, async ({browser, baseURL}, testInfo) => {
      const cost = (await searchCost(browser, baseURL!, base, SEARCH_QUERIES[locale])) as {
        gzip: number;
        requests: Req[];
      };
      testInfo.annotations.push({type: 'weight', description: `search ${locale}: ${kib(cost.gzip)}`});
      console.log(`search ${locale} @${testInfo.project.use.viewport?.width}px: ${kib(cost.gzip)}`);
      expect(cost.requests.length, 'the search fetched its code and data on focus').toBeGreaterThan(0);
      expect(
        cost.gzip,
        `search ${locale} fetched ${kib(cost.gzip)} before the first results: ${list(cost.requests)}`,
      ).toBeLessThanOrEqual(SEARCH_BUDGET_KIB * KiB);
    });
  });
}
