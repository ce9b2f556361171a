// Search result quality (issue 14), on the build: every query of the committed set
// (tests/e2e/search-queries.ts) finds its page among the first three pages of results, in both
// locales. The queries run through the reader's own search client (src/lib/search/client.ts), with
// the results page's limit, over the index the build wrote; only `fetch` reads the build's files
// instead of the network. tests/e2e/search-quality.spec.ts proves the results page shows the same.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {RESULTS_PAGE_LIMIT, hitHref, searcherFor} from '../../src/lib/search/client';
import {SEARCH_CASES} from '../e2e/search-queries';
import {BASE, BUILD} from './support/site-pages';

const LOCALES = [
  {locale: 'zh-Hans', base: BASE},
  {locale: 'en', base: `${BASE}en/`},
] as const;

beforeAll(() => {
  // `/limu/…` as the browser asks for it, answered from build/…
  vi.stubGlobal('fetch', async (url: string) => {
    if (!url.startsWith(BASE)) throw new Error(`search fetched ${url}, outside ${BASE}`);
    const file = path.join(BUILD, url.slice(BASE.length));
    try {
      return new Response(readFileSync(file), {status: 200, headers: {'content-type': 'application/json'}});
    } catch {
      return new Response('not found', {status: 404});
    }
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

/** The pages (path, no hash or query) of the results page's hits, in order, each once. */
async function resultPages(base: string, locale: string, query: string): Promise<string[]> {
  const {hits, terms} = await searcherFor(base, locale).search(query, RESULTS_PAGE_LIMIT);
  return [...new Set(hits.map((h) => new URL(hitHref(h, terms), 'https://x.invalid').pathname))];
}

for (const {locale, base} of LOCALES) {
  describe(`search ${locale}`, () => {
    const cases = SEARCH_CASES[locale];
    it(`each of the ${cases.length} committed queries has its page in the top 3`, async () => {
      expect(cases.length, 'the set has at least 30 queries').toBeGreaterThanOrEqual(30);
      const misses: string[] = [];
      for (const [query, target, kind] of cases) {
        const top = (await resultPages(base, locale, query)).slice(0, 3);
        if (!top.includes(`${base}${target}`))
          misses.push(`"${query}" (${kind}) → ${base}${target} not in [${top.join(', ')}]`);
      }
      expect(misses, `queries whose page is not in the top 3 (${locale})`).toEqual([]);
    });

    // Issue 27.4: the contributor notes (how this site is built, src/data/contributorDocs.ts) are not
    // in reader search. Queries that found them: "install" (Deploy your site), "autofreeze" (Markdown features).
    // Written out here rather than taken from src/data/contributorDocs.ts, so a wrong list there fails.
    const CONTRIBUTOR_PAGE = /\/docs\/tutorial-(basics|extras)\/(?!prefetch-lib\/)/;
    it('lists no contributor note among the results of reader queries', async () => {
      const found: string[] = [];
      for (const query of ['install', '安装', 'autofreeze', 'deploy', '部署', 'markdown', 'translate', '翻译']) {
        const pages = await resultPages(base, locale, query);
        found.push(...pages.filter((p) => CONTRIBUTOR_PAGE.test(p)).map((p) => `"${query}" → ${p}`));
      }
      expect(found).toEqual([]);
    });
  });
}
