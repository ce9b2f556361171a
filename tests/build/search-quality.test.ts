// Search result quality (issue 14), on the build: every query of the committed set
// (tests/e2e/search-queries.ts) finds its page among the first three pages of results, in both
// locales. The queries run through the reader's own search client (src/lib/search/client.ts), with
// the results page's limit, over the index the build wrote; only `fetch` reads the build's files
// instead of the network. tests/e2e/search-quality.spec.ts proves the results page shows the same.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {RESULTS_PAGE_LIMIT, hitHref, searcherFor} from '../../src/lib/search/client';
import {ENGINE_MESSAGES, ENGLISH_ON_CHINESE, ERROR_CASES, ERROR_MESSAGES, SEARCH_CASES} from '../e2e/search-queries';
import {canonical, packageMessages} from '../docs/limu-messages';
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

    // Issue 39.2: a pasted error message, whole or in part, opens its catalogue entry (cause and fix)
    // as the first hit, which is what Enter in the navbar box opens; not the "messages by version" table.
    it(`each of the ${ERROR_CASES.length} pasted error messages has its catalogue entry as the first hit`, async () => {
      const wrong: string[] = [];
      for (const [query, entry] of ERROR_CASES) {
        const {hits, terms} = await searcherFor(base, locale).search(query, RESULTS_PAGE_LIMIT);
        const first = hits[0] ? new URL(hitHref(hits[0], terms), 'https://x.invalid') : null;
        const got = first ? `${first.pathname}${first.hash}` : '(no hit)';
        if (got !== `${base}${entry}`) wrong.push(`"${query}" → ${got}, not ${base}${entry}`);
      }
      expect(wrong, `pasted messages whose first hit is not their entry (${locale})`).toEqual([]);
    });

    // Issue 51.6: "playground" found nothing; the standalone pages were not in the index. Each is the
    // first hit for the word of its address and for its title as the built page shows it in this locale.
    it('finds each standalone page first, by its address and by its title', async () => {
      const wrong: string[] = [];
      for (const name of ['playground', 'benchmark', 'markdown-page']) {
        const html = readFileSync(path.join(BUILD, base.slice(BASE.length), name, 'index.html'), 'utf8');
        const title = /<h1[^>]*>([^<]+)</.exec(html)?.[1]?.trim() ?? '';
        expect(title, `${base}${name}/ has an h1`).not.toBe('');
        for (const query of new Set([name === 'markdown-page' ? title : name, title])) {
          const [first] = await resultPages(base, locale, query);
          if (first !== `${base}${name}/`) wrong.push(`"${query}" → ${first ?? '(no hit)'}, not ${base}${name}/`);
        }
      }
      expect(wrong).toEqual([]);
    });

    if (locale === 'zh-Hans') {
      it('finds the Chinese pages that hold common English words (install, draft, freeze)', async () => {
        const misses: string[] = [];
        for (const [query, target] of ENGLISH_ON_CHINESE) {
          const top = (await resultPages(base, locale, query)).slice(0, 3);
          if (!top.includes(`${base}${target}`)) misses.push(`"${query}" → ${base}${target} not in [${top.join(', ')}]`);
        }
        expect(misses).toEqual([]);
      });
    }

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

describe('the error catalogue queries', () => {
  it('name every message the installed limu can throw or print, each with its entry on the page', () => {
    const listed = ERROR_MESSAGES.map((m) => canonical(m.message)).sort();
    const inPackage = packageMessages(path.resolve(__dirname, '../../node_modules/limu'))
      .map((m) => canonical(m.text))
      .sort();
    expect(listed).toEqual(inPackage);
    for (const dir of ['', 'en/']) {
      const html = readFileSync(path.join(BUILD, dir, 'docs/api/errors/index.html'), 'utf8');
      // Minified HTML leaves simple attribute values unquoted.
      for (const {anchor} of [...ERROR_MESSAGES, ...ENGINE_MESSAGES])
        expect(html, `${dir}docs/api/errors/ has #${anchor}`).toMatch(new RegExp(`<h3[^>]* id="?${anchor}[" >]`));
    }
  });
});
