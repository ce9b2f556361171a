// Search result quality (issue 14) as a reader sees it: the results page (/search/?q=), which runs
// the same client and index as the navbar box and links each result. The whole committed query set
// (tests/e2e/search-queries.ts) and the contributor-note rule run on the build through that client in
// tests/build/search-quality.test.ts; here one query of each kind per locale goes through the page,
// so a page that ranked, linked or de-duplicated differently from the client would fail. Then, per
// locale, the pasted revoked-proxy message (issue 51.2, 51.3) from the navbar box to its entry, with
// whole words marked, and the standalone pages found by name (issue 51.6).
import type {Page} from '@playwright/test';
import {expect, LOCALES, localeBase, open, test, type Locale} from './support/fixtures';
import {ENGINE_MESSAGES, SEARCH_CASES} from './search-queries';

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

/** Issue 51.3: the message pasted whole, as a reader would; its entry gives the cause and the fix. */
const REVOKED = ENGINE_MESSAGES[0].pasted[0];
const REVOKED_ENTRY = `docs/api/errors/#${ENGINE_MESSAGES[0].anchor}`;
/**
 * Issue 51.2: what may be marked for it: its words and their English forms (`revoked` also marks
 * `revoke`, `revokes`), never `a`, `on`, `that`, `has`, `been`.
 */
const REVOKED_WORDS = [
  'cannot',
  'perform',
  'performs',
  'performed',
  'get',
  'gets',
  'proxy',
  'revoked',
  'revoke',
  'revokes',
];

/**
 * The marks under `scope` that are not one whole searched word: the mark's text with the character
 * on either side (a Latin letter or digit there means the mark is inside a word: Dr[a]ft). [] when all are.
 */
async function strayMarks(page: Page, scope: string, words: readonly string[]): Promise<string[]> {
  return page.locator(`${scope} mark`).evaluateAll(
    (marks, allowed) =>
      marks.flatMap((m) => {
        const text = m.textContent ?? '';
        const before = m.previousSibling?.textContent?.slice(-1) ?? '';
        const after = m.nextSibling?.textContent?.slice(0, 1) ?? '';
        const inside = /[\p{Script=Latin}\p{N}_$]/u;
        const whole = allowed.includes(text.toLowerCase()) && !inside.test(before) && !inside.test(after);
        return whole ? [] : [`${before}[${text}]${after}`];
      }),
    [...words],
  );
}

for (const locale of LOCALES) {
  const base = localeBase(locale);
  test(`search ${locale}: the pasted revoked-proxy message opens its entry with the fix, marking whole words only`, async ({
    page,
  }) => {
    // The results page: the entry first, whole words marked in the results.
    await open(page, `${base}search/?q=${encodeURIComponent(REVOKED)}`);
    const first = page.locator('main article h2 a').first();
    await expect(first).toBeVisible({timeout: 15_000});
    const href = new URL((await first.getAttribute('href')) ?? '', page.url());
    expect(`${href.pathname}${href.hash}`, 'the first result').toBe(`${base}${REVOKED_ENTRY}`);
    expect(await page.locator('main article mark').count(), "results mark the message's words").toBeGreaterThan(0);
    expect(await strayMarks(page, 'main article', REVOKED_WORDS), 'marks on the results page').toEqual([]);

    // The navbar box: the same first hit, and Enter lands on the entry, whole words marked there.
    const box = page.locator('input.navbar__search-input').first();
    await box.click();
    await expect(page.locator('[data-search-state="ready"]')).toHaveCount(1);
    // Pasted: one input, so the hits are the whole message's (see `pastedErrorMessage` in search.spec.ts).
    await page.keyboard.insertText(REVOKED);
    const hit = page.locator(`[role="listbox"][data-query=${JSON.stringify(REVOKED)}] [role="option"]`).first();
    await expect(hit, 'the first hit in the box').toContainText(ENGINE_MESSAGES[0].message);
    await expect(hit.locator('mark').first()).toBeVisible();
    expect(await strayMarks(page, '[role="listbox"]', REVOKED_WORDS), 'marks in the box').toEqual([]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === `${base}${REVOKED_ENTRY}`);
    const marks = page.locator('main article mark[data-search-term]');
    await expect(marks.first(), 'the entry marks the searched words').toBeAttached();
    expect(await strayMarks(page, 'main article', REVOKED_WORDS), "marks on the entry's page").toEqual([]);
    await expect(page.locator(`#${ENGINE_MESSAGES[0].anchor}`)).toBeInViewport();
  });

  // Issue 51.6: "playground" found no page. Each standalone page is the first result for the word of
  // its address and for its title as the page shows it in this locale.
  test(`search ${locale}: the playground and the benchmark are found by their address and their title`, async ({
    page,
  }) => {
    const misses: string[] = [];
    for (const name of ['playground', 'benchmark']) {
      await open(page, `${base}${name}/`);
      const title = (await page.locator('main h1').first().textContent())?.trim() ?? '';
      for (const query of new Set([name, title])) {
        await open(page, `${base}search/?q=${encodeURIComponent(query)}`);
        const first = page.locator('main article h2 a').first();
        await expect(first, `a result for "${query}"`).toBeVisible({timeout: 15_000});
        const path = new URL((await first.getAttribute('href')) ?? '', page.url()).pathname;
        if (path !== `${base}${name}/`) misses.push(`"${query}" → ${path}, not ${base}${name}/`);
      }
    }
    expect(misses).toEqual([]);
  });
}
