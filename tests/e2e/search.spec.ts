// Offline search (issue 6), both locales, on the production build: Chinese word segmentation,
// English, exact API names, keyboard navigation, the /search page, lazy loading, odd input.
import {expect, test, type Page, type Request} from '@playwright/test';

const LOCALES = [
  {
    base: '/limu/',
    lang: 'zh-Hans',
    placeholder: '搜索',
    noResults: '没有找到任何文档',
    // [query, path of the first hit, the hit's heading text]
    queries: [
      ['结构共享', '/limu/docs/api/', '结构共享'],
      // A page whose title holds the word ranks above pages that only mention it.
      ['草稿', '/limu/docs/guides/read-only-and-immut/', '只读草稿与 immut'],
      ['createDraft', '/limu/docs/api/basic/create-draft/', 'createDraft / finishDraft'],
    ],
    pageQuery: '结构共享',
  },
  {
    base: '/limu/en/',
    lang: 'en',
    placeholder: 'Search',
    noResults: 'No results',
    queries: [
      ['structural sharing', '/limu/en/docs/api/', 'Structural sharing'],
      ['createDraft', '/limu/en/docs/api/basic/create-draft/', 'createDraft / finishDraft'],
    ],
    pageQuery: 'structural sharing',
  },
] as const;

/** Anything the search feature fetches: its runtime chunks, its worker, its index. */
const isSearchRequest = (r: Request) => /search-index|worker|lunr|autocomplete/i.test(r.url());

function box(page: Page) {
  return page.locator('input.navbar__search-input').first();
}

/** Focuses the box and waits until the real search box (not the look-alike) has taken over. */
async function openSearch(page: Page) {
  await box(page).click();
  await expect(page.locator('[data-search-state="ready"]')).toHaveCount(1);
  await expect(box(page)).toBeFocused();
}

async function typeQuery(page: Page, query: string) {
  await openSearch(page);
  await box(page).pressSequentially(query);
}

const hits = (page: Page) => page.locator('[role="listbox"] [role="option"]');

for (const l of LOCALES) {
  test.describe(`search ${l.lang}`, () => {
    test('nothing of the search is downloaded before the box is focused', async ({page}) => {
      const search: string[] = [];
      const scripts = new Set<string>();
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.add(r.url());
        if (isSearchRequest(r)) search.push(r.url());
      });
      await page.goto(`${l.base}docs/intro/`);
      await page.waitForLoadState('networkidle');
      await expect(box(page)).toHaveAttribute('placeholder', l.placeholder);
      expect(search, `${l.base}docs/intro/ requested search assets before focus`).toEqual([]);
      const before = scripts.size;

      await typeQuery(page, 'limu');
      await expect(hits(page).first()).toBeVisible();
      expect(search.some((u) => /search-index-[\w]+\.json$/.test(u)), 'the index is fetched on focus').toBe(true);
      expect(search.every((u) => !u.includes(l.base === '/limu/' ? '/limu/en/' : '/limu/search-index')), 'only this locale’s index').toBe(true);
      expect(scripts.size, 'the search runtime arrives on focus').toBeGreaterThan(before);
    });

    for (const [query, target, heading] of l.queries) {
      test(`"${query}": first hit is ${target} and Enter goes there`, async ({page}) => {
        await page.goto(l.base);
        await typeQuery(page, query);
        const first = hits(page).first();
        await expect(first).toBeVisible();
        await expect(first).toContainText(heading);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL((url) => url.pathname === target);
        await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
        expect(new URL(page.url()).searchParams.getAll('_highlight').length, 'the hit link carries the terms').toBeGreaterThan(0);
      });
    }

    test('arrows move through hits, Escape closes the list', async ({page}) => {
      await page.goto(l.base);
      await typeQuery(page, 'createDraft');
      await expect(hits(page).nth(1)).toBeVisible();
      // The list is final once autoselect has marked the first hit.
      await expect(hits(page).first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(hits(page).nth(1)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Escape');
      await expect(page.locator('[role="listbox"]').first()).toBeHidden();
    });

    test('the shortcut focuses the box', async ({page}) => {
      await page.goto(`${l.base}docs/intro/`);
      await page.locator('main').click({position: {x: 5, y: 5}});
      await page.keyboard.press('ControlOrMeta+k');
      await expect(page.locator('[data-search-state="ready"]')).toHaveCount(1);
      await expect(box(page)).toBeFocused();
    });

    test('a query with no hit says so', async ({page}) => {
      await page.goto(l.base);
      await typeQuery(page, 'qqzzxxvvkk');
      await expect(page.locator('[role="listbox"]').first()).toContainText(l.noResults);
      await expect(hits(page)).toHaveCount(0);
    });

    test('the results page works with ?q=', async ({page}) => {
      const response = await page.goto(`${l.base}search/?q=${encodeURIComponent(l.pageQuery)}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toContainText(l.pageQuery);
      // The page's worker fetches the index first: allow for a busy machine.
      await expect(page.locator('article').first()).toBeVisible({timeout: 15_000});
      await expect(page.locator('article h2 a').first()).toHaveAttribute('href', new RegExp(`^${l.base}docs/`));
    });

    const odd = ['<script>alert(1)</script>', '%', '%E0%A4%A', 'x'.repeat(500), '🦄🚀 不可变 ✨'];
    test('odd input shows no error and is rendered as text', async ({page}) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('dialog', (d) => {
        errors.push(`dialog: ${d.message()}`);
        void d.dismiss();
      });
      await page.goto(l.base);
      await openSearch(page);
      for (const q of odd) {
        await box(page).fill(q);
        await expect(box(page)).toHaveValue(q);
        await expect(page.locator('[role="listbox"]').first()).toBeVisible();
        await expect(page.locator('[role="listbox"] script')).toHaveCount(0);
      }
      for (const q of odd) {
        await page.goto(`${l.base}search/?q=${encodeURIComponent(q)}`);
        await expect(page.locator('h1')).toContainText(q.length > 100 ? q.slice(0, 100) : q);
        await expect(page.locator('#__docusaurus script')).toHaveCount(0);
      }
      expect(errors, `errors on ${l.base} for odd queries`).toEqual([]);
    });
  });
}
