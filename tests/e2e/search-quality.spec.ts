// Search result quality (issue 14) as a reader sees it: the results page (/search/?q=), which runs
// the same client and index as the navbar box and links each result. The whole committed query set
// (tests/e2e/search-queries.ts) and the contributor-note rule run on the build through that client in
// tests/build/search-quality.test.ts; here one query of each kind per locale goes through the page,
// so a page that ranked, linked or de-duplicated differently from the client would fail.
import {expect, test, type Page} from '@playwright/test';
import {SEARCH_CASES} from './search-queries';

const LOCALES = [
  {locale: 'zh-Hans', base: '/limu/', none: '没有找到任何文档'},
  {locale: 'en', base: '/limu/en/', none: 'No documents were found'},
] as const;

/** Paths (no hash, no query) of the first three results of `query`; [] when nothing matches. */
async function topThree(page: Page, base: string, query: string, none: string): Promise<string[]> {
  await page.goto(`${base}search/?q=${encodeURIComponent(query)}`);
  const main = page.locator('main');
  // The worker fetches the index on the first query of the page: allow for a busy machine.
  await expect(
    main
      .locator('article')
      .first()
      .or(main.getByText(none, {exact: true})),
  ).toBeVisible({timeout: 15_000});
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
  return paths;
}

for (const {locale, base, none} of LOCALES) {
  test(`search quality ${locale}: on the results page, one query of each kind has its page in the top 3`, async ({
    page,
  }) => {
    const cases = SEARCH_CASES[locale];
    const oneOfEach = [...new Map(cases.map((c) => [c[2], c])).values()];
    expect(oneOfEach.length, 'api, phrase, prefix, typo and case queries').toBe(5);
    const misses: string[] = [];
    for (const [query, target, kind] of oneOfEach) {
      const top = await topThree(page, base, query, none);
      if (!top.includes(`${base}${target}`))
        misses.push(`"${query}" (${kind}) → ${base}${target} not in [${top.join(', ')}]`);
    }
    expect(misses, `queries whose page is not in the top 3 (${locale})`).toEqual([]);
  });
}
