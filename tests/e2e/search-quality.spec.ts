// Search result quality (issue 14): every query of the committed set (tests/e2e/search-queries.ts)
// finds its page among the first three results, in both locales. Read from the results page
// (/search/?q=), which runs the same engine and index as the navbar box and links each result.
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
  const cases = SEARCH_CASES[locale];
  test(`search quality ${locale}: each of ${cases.length} queries has its page in the top 3`, async ({page}) => {
    test.setTimeout(240_000);
    expect(cases.length, 'the set has at least 30 queries').toBeGreaterThanOrEqual(30);
    const misses: string[] = [];
    for (const [query, target, kind] of cases) {
      const top = await topThree(page, base, query, none);
      if (!top.includes(`${base}${target}`))
        misses.push(`"${query}" (${kind}) → ${base}${target} not in [${top.join(', ')}]`);
    }
    console.log(
      `search quality ${locale}: ${cases.length - misses.length}/${cases.length} queries have their page in the top 3`,
    );
    expect(misses, `queries whose page is not in the top 3 (${locale})`).toEqual([]);
  });
}

// Issue 27.4: the contributor notes (how this site is built, src/data/contributorDocs.ts) are not in
// reader search. Queries that found them: "install" (Deploy your site), "autofreeze" (Markdown features).
const CONTRIBUTOR_PAGE = /\/docs\/tutorial-(basics|extras)\/(?!prefetch-lib\/)/;
for (const {locale, base, none} of LOCALES) {
  test(`search ${locale}: no contributor note among the results of reader queries`, async ({page}) => {
    for (const query of ['install', '安装', 'autofreeze', 'deploy', '部署', 'markdown', 'translate', '翻译']) {
      await page.goto(`${base}search/?q=${encodeURIComponent(query)}`);
      const main = page.locator('main');
      await expect(
        main
          .locator('article')
          .first()
          .or(main.getByText(none, {exact: true})),
      ).toBeVisible({
        timeout: 15_000,
      });
      const hrefs = await main
        .locator('article h2 a')
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(
        hrefs.filter((h) => CONTRIBUTOR_PAGE.test(h)),
        `"${query}" (${locale}) lists contributor notes`,
      ).toEqual([]);
    }
  });
}
