// Search result quality (issue 14) as a reader sees it: the results page (/search/?q=), which runs
// the same client and index as the navbar box and links each result. The whole committed query set
// (tests/e2e/search-queries.ts) and the contributor-note rule run on the build through that client in
// tests/build/search-quality.test.ts; here one query of each kind per locale goes through the page,
// so a page that ranked, linked or de-duplicated differently from the client would fail.
import type {Page} from '@playwright/test';
import {expect, LOCALES, localeBase, open, test, type Locale} from './support/fixtures';
import {SEARCH_CASES} from './search-queries';

/** The results page's message when nothing matches. */
const NONE: Record<Locale, string> = {'zh-Hans': '没有找到任何文档', en: 'No documents were found'};

/**
 * What the results page shows: the terms its hit links carry (`_highlight`, the terms of the query
 * the hits were found for), `none` for the no-hit message, '' while nothing is shown yet.
 */
function shown(page: Page, none: string): Promise<string> {
  return page.locator('main').evaluate((main, text) => {
    const link = main.querySelector<HTMLAnchorElement>('article h2 a');
    if (link) return `hits for ${new URL(link.href).searchParams.getAll('_highlight').join(' ')}`;
    return Array.from(main.querySelectorAll('p')).some((p) => p.textContent === text) ? 'none' : '';
  }, none);
}

/**
 * Paths (no hash, no query) of the first three results of `query`; [] when nothing matches. Each
 * query is typed into the page's own box (as a reader refines a search: one page load per locale,
 * the `?q=` load itself is tests/e2e/search.spec.ts'); the page keeps the last hits on screen until
 * the new ones arrive, so each query waits until what is shown differs from what the previous
 * query showed (the queries of one test have distinct terms).
 */
async function topThree(page: Page, query: string, none: string, previous: string): Promise<[string[], string]> {
  const main = page.locator('main');
  await main.locator('input[name="q"]').fill(query);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === query);
  // The worker fetches the index on the first query of the page: allow for a busy machine.
  let now = '';
  await expect
    .poll(async () => ((now = await shown(page, none)) !== previous ? now : ''), {
      message: `the results page shows the results of "${query}"`,
      timeout: 15_000,
    })
    .not.toBe('');
  const hrefs = await main
    .locator('article h2 a')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const paths: string[] = [];
  for (const href of hrefs) {
    const path = new URL(href).pathname;
    // A page's sections are separate results: count pages, not sections.
    if (!paths.includes(path)) paths.push(path);
    if (paths.length === 3) break;
  }
  return [paths, now];
}

for (const locale of LOCALES) {
  const [base, none] = [localeBase(locale), NONE[locale]];
  test(`search quality ${locale}: on the results page, one query of each kind has its page in the top 3`, async ({
    page,
  }) => {
    const cases = SEARCH_CASES[locale];
    const oneOfEach = [...new Map(cases.map((c) => [c[2], c])).values()];
    expect(oneOfEach.length, 'api, phrase, prefix, typo and case queries').toBe(5);
    await open(page, `${base}search/`);
    const misses: string[] = [];
    let previous = '';
    for (const [query, target, kind] of oneOfEach) {
      const [top, now] = await topThree(page, query, none, previous);
      previous = now;
      if (!top.includes(`${base}${target}`))
        misses.push(`"${query}" (${kind}) → ${base}${target} not in [${top.join(', ')}]`);
    }
    expect(misses, `queries whose page is not in the top 3 (${locale})`).toEqual([]);
  });
}
