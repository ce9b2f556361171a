// Byte ceilings of issue 14, per weighed route and locale, as readers get them: gzip (GitHub Pages
// serves gzip, not brotli) of the build files a cold load uses, read from build/ alone
// (scripts/lib/page-weight.mjs `readerWeight`): deterministic, no browser, no timing. That these are
// the files Chromium really fetches is confirmed by one real cold load in tests/e2e/weight.spec.ts
// (the scripts it runs and its stylesheets are exactly these; what it prefetches is among these).
// Timings live in `npm run bench:site`, never here.
import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {readerWeight, KiB, kib} from '../support/weight/page-weight.mjs';
import {LOCALE_BASES, WEIGHT_ROUTES} from '../support/weight/load-weight.mjs';

const BUILD = 'build';
if (!existsSync(`${BUILD}/index.html`)) throw new Error('tests/build/weight.test.ts needs a build: run `npx docusaurus build` first');

/**
 * JS the page runs while loading, gzip, per route name. The browser runs React 19 and react-dom (issue
 * 24): react-dom 19.2's client is 52.7 KiB of the 111 KiB main.js every page loads (19.3's is about 10 KiB
 * more: README "React in the browser"). Issue 24 asks for at most the original site's JS during load
 * (Docusaurus 2.4.1, rebuilt from tnfe/limu `doc/`, measured with the same definition on 2026-11-27: home
 * 159.2, intro 143.8, api page 154.7, blog post 137.9 KiB, the same within 0.1 KiB in en). Home and the api page
 * are under it, the intro level with it (zh-Hans 143.7, en 144.3); the blog post is 3.6 KiB over, about the
 * size of its own text (its MDX chunk is 5.3 KiB, the original's 280-byte post 1.5: BENCHMARKS.md "Where
 * the JS goes"). Code blocks highlighted at build time (issue 36) took 0.1-5 KiB off every route: no
 * Prism grammars or type-popup wrappers at load. Ceilings: this build's figures (2026-12-07, the
 * higher locale, en: home 124.6, docs root 139.4, intro 140.0, api page 145.6, guide 141.4, changelog
 * 140.4, blog post 138.6; 0.4-1.1 KiB over 2026-11-27's, most of it main.js: the per-route social card,
 * type popups' links, search marks by word) plus 1 KiB, so that nothing grows unnoticed.
 */
const JS_BUDGET_KIB: Record<string, number> = {
  home: 125.6,
  'docs root': 140.4,
  intro: 141.0,
  'api page': 146.6,
  guide: 142.4,
  'changelog intro': 141.4,
  'blog post': 139.6,
};
/**
 * CSS, gzip: the one stylesheet every page loads (20.7 KiB on 2026-11-26, both locales). purge-css and
 * lazy-css, which took it to 15.5, went with issue 24 (no measurable gain; BENCHMARKS.md "Speed
 * plugins"). Ceiling: that figure plus ~1 KiB.
 */
const CSS_BUDGET_KIB = 22;
/**
 * Prefetch, gzip: the route chunks of every link to a page of the same locale, less what the page
 * runs: what a reader who scrolls every link into view prefetches (a cold load at 1280 × 800
 * prefetches 55-80 % of it: home 48 of 80 KiB, produce 135 of 150, the blog post 56 of 108).
 * Ceilings: this build's figures (2026-12-07, the higher locale, zh-Hans: its content chunks are the
 * larger; home 81.5, docs root 163.9, intro 163.1, api page 165.5, guide 183.2, changelog 63.7, blog
 * post 110.9; the pages linked from the sidebars grew: error catalogue, pitfalls (seven explored classes
 * of Sets of objects, Dates and class instances), comparison, limu-utils) plus ~3 KiB: they grow with
 * the content (executed samples, type popups' code blocks). Then the pitfalls page's three classes of
 * null-prototype objects and non-enumerable properties: docs root 167.1, intro 166.3, api page 168.8,
 * guide 186.4, each plus ~3 KiB. Then its five classes of limu's read-only views: docs root 171.8, intro
 * 171.0, api page 174.1, guide 191.1, each plus ~3 KiB.
 */
const PREFETCH_BUDGET_KIB: Record<string, number> = {
  home: 85,
  'docs root': 174.8,
  intro: 174,
  'api page': 177.1,
  guide: 194.1,
  'changelog intro': 67,
  'blog post': 114,
};

const list = (xs: {url: string; gzip: number}[]) =>
  [...xs]
    .sort((a, b) => b.gzip - a.gzip)
    .map((x) => `${x.url} ${kib(x.gzip)}`)
    .join(', ');

it('every weighed route has a JS and a prefetch ceiling', () => {
  const names = [...new Set(WEIGHT_ROUTES.map((r) => r.name))].sort();
  expect(Object.keys(JS_BUDGET_KIB).sort(), 'a JS ceiling for every weighed route').toEqual(names);
  expect(Object.keys(PREFETCH_BUDGET_KIB).sort(), 'a prefetch ceiling for every weighed route').toEqual(names);
});

for (const {locale, base} of LOCALE_BASES) {
  describe(`weight ${locale}`, () => {
    for (const r of WEIGHT_ROUTES) {
      const w = readerWeight(BUILD, locale === 'zh-Hans' ? '' : locale, `${r.path}index.html`);
      const route = `${base}${r.path}`;
      it(`${r.name} (${route}): JS ≤ ${JS_BUDGET_KIB[r.name]} KiB, CSS ≤ ${CSS_BUDGET_KIB} KiB, prefetch ≤ ${PREFETCH_BUDGET_KIB[r.name]} KiB (gzip)`, () => {
        expect(w.route).toBe(route);
        expect(w.scripts.length, `${route} runs scripts`).toBeGreaterThan(0);
        expect(w.css.length, `${route} loads a stylesheet`).toBeGreaterThan(0);
        expect(w.gzip.js, `${route} runs ${kib(w.gzip.js)} of JS (gzip): ${list(w.scripts)}`).toBeLessThanOrEqual(
          JS_BUDGET_KIB[r.name]! * KiB,
        );
        expect(w.gzip.css, `${route} loads ${kib(w.gzip.css)} of CSS (gzip): ${list(w.css)}`).toBeLessThanOrEqual(
          CSS_BUDGET_KIB * KiB,
        );
        expect(
          w.gzip.prefetch,
          `${route} prefetches up to ${kib(w.gzip.prefetch)} for its links: ${list(w.prefetch)}`,
        ).toBeLessThanOrEqual(PREFETCH_BUDGET_KIB[r.name]! * KiB);
      });
    }
  });
}
