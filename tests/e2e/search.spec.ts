// Offline search (issue 6), both locales, on the production build: Chinese word segmentation,
// English, exact API names, keyboard navigation, terms marked on the target page, the /search
// page (landmarks, axe in both colour modes), lazy loading, odd input.
// What depends on the locale (its results, its texts and labels, its data) runs in both; a behaviour
// of the shared search code runs once, in one locale, alternating between them.
import type {Locator, Page, Request, Route} from '@playwright/test';
import {axeViolations} from './support/axe';
import {
  DESKTOP_VIEWPORT,
  colourToggle,
  expect,
  hydrated,
  LOCALES,
  localeBase,
  navbarPlace,
  PHONE_VIEWPORT,
  resize,
  test,
} from './support/fixtures';

// This spec's strings, keyed by the one list of locales (src/data/site.mjs).
const TEXT = {
  'zh-Hans': {
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
    pageNoResults: '没有找到任何文档',
    inputLabel: '搜索文档',
    // Two searches in a row: [query, target path, the target page's h1, the terms it must mark].
    marked: [
      ['草稿', '/limu/docs/guides/read-only-and-immut/', '只读草稿与 immut', ['草稿']],
      ['markRaw', '/limu/docs/api/basic/mark-raw/', 'markRaw', ['markraw']],
    ],
  },
  en: {
    placeholder: 'Search',
    noResults: 'No results',
    queries: [
      ['structural sharing', '/limu/en/docs/api/', 'Structural sharing'],
      ['createDraft', '/limu/en/docs/api/basic/create-draft/', 'createDraft / finishDraft'],
    ],
    pageQuery: 'structural sharing',
    pageNoResults: 'No documents were found',
    inputLabel: 'Search the docs',
    marked: [
      ['createDraft', '/limu/en/docs/api/basic/create-draft/', 'createDraft / finishDraft', ['createdraft']],
      ['markRaw', '/limu/en/docs/api/basic/mark-raw/', 'markRaw', ['markraw']],
    ],
  },
} as const;
const PER_LOCALE = LOCALES.map((l) => ({lang: l, base: localeBase(l), ...TEXT[l]}));
const [ZH, EN] = PER_LOCALE;

/** Anything the search feature fetches: its runtime chunk, its data (docs.json and the word shards). */
const isSearchRequest = (r: Request) => /search-data\/|search-bar|search-highlight/i.test(r.url());

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

/**
 * The `<mark>`s in the article whose h1 is `h1`. After a client-side navigation the URL changes
 * before the new page renders (Docusaurus keeps the old page, with its own marks, on screen while
 * the next route loads), so marks are only counted inside the article of the expected page.
 */
function marksOn(page: Page, h1: string): Locator {
  return page
    .locator('article')
    .filter({has: page.getByRole('heading', {level: 1, name: h1, exact: true})})
    .locator('mark');
}

/** The target page shows marks, each one a searched term, at least one of them on screen. */
async function expectMarked(page: Page, target: string, h1: string, terms: readonly string[]) {
  await expect(page).toHaveURL((url) => url.pathname === target);
  const marks = marksOn(page, h1);
  await expect(marks.first(), `${target} marks no term of ${terms.join(', ')}`).toBeAttached();
  await expect
    .poll(async () => (await marks.allTextContents()).map((t) => t.toLowerCase()), {message: `marks on ${target}`})
    .toEqual(expect.arrayContaining([...terms]));
  const texts = (await marks.allTextContents()).map((t) => t.toLowerCase());
  expect(
    texts.filter((t) => !terms.includes(t)),
    `${target} marks text that is not a searched term`,
  ).toEqual([]);
  await expect(marks.filter({visible: true}).first(), `no mark on ${target} is visible`).toBeVisible();
}

/**
 * Waits until the list shows the hits of the whole query: a hit marks the terms it matched. Keys
 * typed fast can leave the hits of a shorter prefix on screen for a moment, and picking one of
 * those carries the prefix (`_highlight=createdraf`) to the target page.
 */
async function expectHitsFor(page: Page, terms: readonly string[]) {
  const first = hits(page).first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect
    .poll(async () => (await first.locator('mark').allTextContents()).map((t) => t.toLowerCase()), {
      message: `the first hit marks ${terms.join(', ')}`,
    })
    .toEqual(expect.arrayContaining([...terms]));
}

/** WCAG contrast of a text's colour against its background (both opaque rgb()). */
function contrastOf(el: Locator): Promise<{ratio: number; background: string}> {
  return el.evaluate((node) => {
    const style = getComputedStyle(node);
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = (c: string) => {
      const [r, g, b] = rgb(c).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [a, b] = [lum(style.color), lum(style.backgroundColor)].sort((x, y) => y - x);
    return {ratio: (a + 0.05) / (b + 0.05), background: style.backgroundColor};
  });
}

/**
 * The jump to the entry hid the navbar (hide on scroll). As a reader does, scroll up to bring it back,
 * and press the toggle once the bar has slid in: pressed while the bar still moves, the mouse went down
 * on the button and up on the bar, and no click reached the button (5 of 100 runs).
 */
async function toDark(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => navbarPlace(page), 'the navbar has slid in').toBe('shown');
  await colourToggle(page.locator('nav.navbar')).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

/**
 * A pasted error message and Enter in the navbar's box open its catalogue entry; the page marks the
 * searched terms in the article in the theme's tint, readable in both colour modes; in dark mode the
 * announcement bar is dark too. Leaves the page in dark mode.
 */
async function pastedErrorMessage(page: Page, base: string, message: string): Promise<void> {
  await box(page).click();
  await box(page).fill('');
  // Pasted, as a reader does with an error message: one input, so the hits are the whole message's
  // (typed key by key, Enter could land on a hit listed for a part of it while the rest was searched).
  await page.keyboard.insertText(message);
  await expect(
    page.locator(`[role="listbox"][data-query=${JSON.stringify(message)}] [role="option"]`).first(),
  ).toBeVisible({timeout: 15_000});
  await page.keyboard.press('Enter');
  const anchor = message.startsWith('can not')
    ? 'can-not-mutate-state-at-readonly-mode'
    : 'produce-callback-is-not-a-function';
  await expect(page).toHaveURL((url) => url.pathname === `${base}docs/api/errors/` && url.hash === `#${anchor}`);
  const entry = page.locator(`h3#${anchor}`);
  await expect(entry).toBeInViewport();

  // The terms are marked in the article, not in the breadcrumbs, in the theme's tint.
  const marks = page.locator('main article mark[data-search-term]');
  await expect(marks.first()).toBeAttached();
  await expect(page.locator('.theme-doc-breadcrumbs mark')).toHaveCount(0);
  for (const mode of ['light', 'dark'] as const) {
    if (mode === 'dark') await toDark(page);
    const {ratio, background} = await contrastOf(marks.first());
    expect(background, `${mode}: not the browser's yellow`).not.toBe('rgb(255, 255, 0)');
    expect(ratio, `${mode}: marked text contrast`).toBeGreaterThanOrEqual(4.5);
  }
  // Dark mode: the announcement bar is dark too, its text readable.
  const bar = page.locator('.theme-announcement-bar');
  const {ratio, background} = await contrastOf(bar);
  const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
  expect(Math.max(r, g, b), `announcement bar background ${background} in dark mode`).toBeLessThan(80);
  expect(ratio).toBeGreaterThanOrEqual(4.5);
}

for (const l of PER_LOCALE) {
  test.describe(`search ${l.lang}`, () => {
    // One load: the first query from the home page, each next one from the page the last one
    // opened (the navbar's box stays). The phone layout changes where the box sits, not how it
    // ranks: the last zh-Hans query runs at 390px (the page narrowed in place).
    test(`each query's first hit is its page, and Enter goes there`, async ({page}) => {
      await page.goto(l.base);
      for (const [i, [query, target, heading]] of l.queries.entries()) {
        const phone = l === ZH && i === l.queries.length - 1;
        await test.step(`"${query}": first hit is ${target}${phone ? ' (at 390 px)' : ''}`, async () => {
          if (phone) await resize(page);
          if (i === 0) await typeQuery(page, query);
          else {
            await openSearch(page);
            await box(page).fill(query);
          }
          const first = hits(page).first();
          await expect(first).toBeVisible();
          await expect(first, `the first hit for "${query}"`).toContainText(heading);
          const from = await page.title();
          await page.keyboard.press('Enter');
          await expect(page).toHaveURL((url) => url.pathname === target);
          // The URL changes first; the old page stays on screen until the new route's code has
          // loaded. The title changes once the new page has rendered: the next search is made
          // from there, not from a box about to be replaced.
          await expect(page).not.toHaveTitle(from);
          await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
          expect(
            new URL(page.url()).searchParams.getAll('_highlight').length,
            'the hit link carries the terms',
          ).toBeGreaterThan(0);
        });
      }
    });

    // Axe in one colour mode per locale: light on zh-Hans, dark on en (the page's code is shared).
    const mode = l === ZH ? 'light' : 'dark';
    test(`the results page: hits for ?q=, a message when nothing matches, axe in ${mode} mode`, async ({page}) => {
      await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
      const main = page.locator('main');
      await test.step(`?q=${l.pageQuery} lists hits`, async () => {
        const url = `${l.base}search/?q=${encodeURIComponent(l.pageQuery)}`;
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expect(main, `${url} has one <main>`).toHaveCount(1);
        await expect(page.locator('h1'), `${url} has one h1`).toHaveCount(1);
        await expect(main.locator('h1')).toContainText(l.pageQuery);
        await expect(main.locator('input[name="q"]')).toHaveAttribute('aria-label', l.inputLabel);
        // The page's worker fetches the index first: allow for a busy machine.
        await expect(main.locator('article').first()).toBeVisible({timeout: 15_000});
        await expect(main.locator('article h2 a').first()).toHaveAttribute('href', new RegExp(`^${l.base}docs/`));
        await expect(main).not.toContainText(l.pageNoResults);
        expect(await axeViolations(page), `axe on ${url} [${mode}]`).toEqual([]);
      });
      await test.step('a query with no hit says so', async () => {
        const url = `${l.base}search/?q=qqzzxxvvkk`;
        await page.goto(url);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expect(main, `${url} has one <main>`).toHaveCount(1);
        await expect(page.locator('h1'), `${url} has one h1`).toHaveCount(1);
        await expect(main.getByText(l.pageNoResults, {exact: true})).toBeVisible({timeout: 15_000});
        await expect(main.locator('article')).toHaveCount(0);
        expect(await axeViolations(page), `axe on ${url} [${mode}]`).toEqual([]);
      });
    });
  });
}

// Marks on the target page: two searches in a row, in each locale, one way round each. zh-Hans
// starts from a doc page (the docs layout, and with it the navbar's box, stays mounted), en from
// the home page (the navbar is mounted anew with the docs layout).
const ERROR_MESSAGE = {
  'zh-Hans': 'can not mutate state at readOnly mode!',
  en: 'produce callback is not a function',
} as const;

// One load of /limu/docs/intro/: first what a page whose box was never focused fetches (so first),
// then searches from the box, each from the page the one before opened.
{
  const l = ZH;
  const [[q1, path1, h1a, terms1], [q2, path2, h1b, terms2]] = ZH.marked;
  test(`zh-Hans ${l.base}docs/intro/: nothing of the search is downloaded before the box is focused; a hit picked with Enter, then one clicked, mark their terms; a pasted error message opens its catalogue entry, terms marked readably in both modes`, async ({
    page,
  }) => {
    const search: string[] = [];
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(r.url());
      if (isSearchRequest(r)) search.push(r.url());
    });
    await page.goto(`${l.base}docs/intro/`);
    await test.step('nothing of the search is downloaded before the box is focused; focus fetches a few shards of this locale', async () => {
      await page.waitForLoadState('networkidle');
      await expect(box(page)).toHaveAttribute('placeholder', l.placeholder);
      expect(search, `${l.base}docs/intro/ requested search assets before focus`).toEqual([]);
      const before = scripts.size;

      await typeQuery(page, 'limu');
      await expect(hits(page).first()).toBeVisible();
      const data = search.filter((u) => u.includes('/search-data/'));
      expect(
        data.some((u) => u.endsWith(`${l.base}search-data/docs.json`)),
        'the section list is fetched on focus',
      ).toBe(true);
      expect(
        data.some((u) => /\/search-data\/[0-9a-f]{10}\/li\.json$/.test(u)),
        'the shard of the words beginning "li" is fetched for "limu"',
      ).toBe(true);
      expect(
        data.every((u) => new URL(u).pathname.startsWith(`${l.base}search-data/`)),
        `only this locale’s data: ${data.join(', ')}`,
      ).toBe(true);
      // Split by word: a query fetches a few shards, never the whole index.
      expect(data.length, `search data requests: ${data.join(', ')}`).toBeLessThanOrEqual(4);
      expect(scripts.size, 'the search runtime arrives on focus').toBeGreaterThan(before);
    });

    await test.step('a hit picked with Enter, then one clicked, mark their terms on the target page', async () => {
      // The box still holds the query above: emptied, then typed key by key.
      await openSearch(page);
      await box(page).fill('');
      await box(page).pressSequentially(q1);
      await expectHitsFor(page, terms1);
      await page.keyboard.press('Enter');
      await expectMarked(page, path1, h1a, terms1);

      // A second search from the page the first one opened.
      await openSearch(page);
      await box(page).fill(q2);
      await expectHitsFor(page, terms2);
      await hits(page).first().click();
      await expectMarked(page, path2, h1b, terms2);
    });

    await test.step('Enter on a pasted error message opens its catalogue entry, terms marked readably in both modes; the announcement bar turns dark', () =>
      pastedErrorMessage(page, l.base, ERROR_MESSAGE[l.lang]));
  });

  test('zh-Hans: a result opened from the results page marks its terms', async ({page}) => {
    await page.goto(`${ZH.base}search/?q=${encodeURIComponent(q2)}`);
    const link = page.locator('main article h2 a').first();
    await expect(link).toBeVisible({timeout: 15_000});
    const href = new URL((await link.getAttribute('href')) ?? '', page.url());
    expect(href.pathname, 'the first result of the results page').toBe(path2);
    expect(href.searchParams.getAll('_highlight')).toEqual([...terms2]);
    // The navbar's box was never focused here: the page it opens loads it to mark the terms.
    await expect(page.locator('[data-search-state="idle"]')).toHaveCount(1);
    await link.click();
    await expectMarked(page, path2, h1b, terms2);
  });
}
{
  const [[q1, path1, h1a, terms1], [q2, path2, h1b, terms2]] = EN.marked;
  test(`en: a hit clicked, then one picked with Enter, mark their terms on the target page`, async ({page}) => {
    await page.goto(EN.base);
    await typeQuery(page, q2);
    await expectHitsFor(page, terms2);
    await hits(page).first().click();
    await expectMarked(page, path2, h1b, terms2);

    await openSearch(page);
    await box(page).fill(q1);
    await expectHitsFor(page, terms1);
    await page.keyboard.press('Enter');
    await expectMarked(page, path1, h1a, terms1);
  });
}

// The English "No results" and the English data: here; the Chinese ones: the odd-input test. One load
// of /limu/en/docs/intro/: the shortcut first (on a box never focused), then a pasted message.
test('en /limu/en/docs/intro/: the shortcut focuses the box; a query with no hit says so, from this locale’s data; a pasted error message opens its catalogue entry, terms marked readably in both modes', async ({
  page,
}) => {
  const l = EN;
  const data: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/search-data/')) data.push(r.url());
  });
  await page.goto(`${l.base}docs/intro/`);
  await test.step('the shortcut focuses the box', async () => {
    // The shortcut is a listener of the hydrated page (a click on the box before that is handed over).
    await hydrated(page);
    await page.locator('main').click({position: {x: 5, y: 5}});
    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.locator('[data-search-state="ready"]')).toHaveCount(1);
    await expect(box(page)).toBeFocused();
  });

  await test.step('a query with no hit says so', async () => {
    await box(page).pressSequentially('qqzzxxvvkk');
    await expect(page.locator('[role="listbox"]').first()).toContainText(l.noResults);
    await expect(hits(page)).toHaveCount(0);
    expect(
      data.some((u) => u.endsWith(`${l.base}search-data/docs.json`)),
      `the English section list is fetched: ${data.join(', ')}`,
    ).toBe(true);
    expect(
      data.every((u) => new URL(u).pathname.startsWith(`${l.base}search-data/`)),
      `only this locale’s data: ${data.join(', ')}`,
    ).toBe(true);
  });

  await test.step('Enter on a pasted error message opens its catalogue entry, terms marked readably in both modes; the announcement bar turns dark', () =>
    pastedErrorMessage(page, l.base, ERROR_MESSAGE[l.lang]));
});

// On the Chinese site: its word segmenter takes the odd input (the same code splits English). One load
// of the home page: the arrows first, then the odd input typed into the same box.
test('zh-Hans /limu/: arrows move through hits, Escape closes the list; odd input shows no error and is rendered as text; a query with no hit says so', async ({
  page,
}) => {
  const l = ZH;
  const odd = ['<script>alert(1)</script>', '%', '%E0%A4%A', 'x'.repeat(500), '🦄🚀 不可变 ✨'];
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
  await test.step('arrows move through hits, Escape closes the list', async () => {
    await typeQuery(page, 'createDraft');
    await expect(hits(page).nth(1)).toBeVisible();
    // The list is final once it shows the hits of the whole query (a later update resets the arrows).
    await expectHitsFor(page, ['createdraft']);
    await page.keyboard.press('ArrowDown');
    await expect(hits(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(page.locator('[role="listbox"]').first()).toBeHidden();
  });
  await test.step('a query with no hit says so; odd input in the box is rendered as text', async () => {
    // The box still holds the query above: emptied first.
    await box(page).fill('');
    await typeQuery(page, 'qqzzxxvvkk');
    await expect(page.locator('[role="listbox"]').first()).toContainText(l.noResults);
    await expect(hits(page)).toHaveCount(0);
    for (const q of odd) {
      await box(page).fill(q);
      await expect(box(page)).toHaveValue(q);
      await expect(page.locator('[role="listbox"]').first()).toBeVisible();
      await expect(page.locator('[role="listbox"] script')).toHaveCount(0);
    }
  });
  await test.step('odd input on the results page is rendered as text', async () => {
    for (const q of odd) {
      await page.goto(`${l.base}search/?q=${encodeURIComponent(q)}`);
      await expect(page.locator('h1')).toContainText(q.length > 100 ? q.slice(0, 100) : q);
      await expect(page.locator('#__docusaurus script')).toHaveCount(0);
    }
  });
  expect(errors, `errors on ${l.base} for odd queries`).toEqual([]);
});

// The real box is fetched on focus; on a bad network that fetch fails. The navbar must not take the
// page down with it (a throwing navbar item crashes the whole page): the look-alike box stays, says
// so, and the next focus tries again. The whole behaviour in zh-Hans; the English message after it.
const searchBarChunk = /\/assets\/js\/search-bar\.[0-9a-f]+\.js$/;
test('/limu/: if the search box fails to load, the page stays and a second focus loads it', async ({
  page,
  consoleLog,
}) => {
  // The failed request is expected (the guard of support/fixtures.ts fails the test on any other
  // console error, and if this one never comes), and so is the site's warning.
  consoleLog.allow('error', /Failed to load resource: net::ERR_FAILED/);
  consoleLog.allow('warning', /search box could not be loaded/);
  const warnings = consoleLog.warnings;
  let block = true;
  await page.route(searchBarChunk, (route) => (block ? route.abort() : route.continue()));
  await page.goto('/limu/docs/intro/');
  await hydrated(page);
  await box(page).click();
  await expect(box(page)).toHaveAttribute('placeholder', '搜索没能加载，请再点一次');
  await expect(page.locator('article h1')).toBeVisible();
  expect(
    warnings.some((w) => w.includes('search box could not be loaded')),
    warnings.join(' | '),
  ).toBe(true);

  block = false;
  await page.locator('article h1').click();
  await typeQuery(page, 'createDraft');
  await expect(hits(page).first()).toBeVisible();
});

test('/limu/en/: if the search box fails to load, the page stays and says so in English', async ({
  page,
  consoleLog,
}) => {
  consoleLog.allow('error', /Failed to load resource: net::ERR_FAILED/);
  await page.route(searchBarChunk, (route) => route.abort());
  await page.goto('/limu/en/docs/intro/');
  await hydrated(page);
  await box(page).click();
  await expect(box(page)).toHaveAttribute('placeholder', "Search didn't load. Click to try again");
  await expect(page.locator('article h1')).toBeVisible();
});

// The real box takes over focus from its look-alike once its code has arrived (src/theme/SearchBar,
// HandOver). On a slow line the reader has tabbed on by then: focus must stay where the reader put it.
test('a slow search box does not pull focus back after the reader tabbed on, at 1280 and 390 px', async ({page}) => {
  for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
    await test.step(`at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await page.goto('/limu/docs/intro/');
      await hydrated(page);
      let held = 0;
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      // From here on, every script and every search data file waits until released.
      const hold = async (route: Route) => {
        held++;
        await gate;
        await route.continue();
      };
      const gated = /\/assets\/js\/.+\.js$|\/search-data\//;
      await page.route(gated, hold);
      await box(page).focus();
      await expect.poll(() => held, {message: 'the focused box asked for its code'}).toBeGreaterThan(0);
      await expect(page.locator('[data-search-state="loading"]')).toHaveCount(1);
      await page.keyboard.press('Tab');
      const moved = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? '');
      expect(moved, 'Tab left the box').not.toMatch(/navbar__search-input/);
      release();
      await expect(page.locator('[data-search-state="ready"]')).toHaveCount(1);
      // The hand-over decided before it set the state to ready: focus has stayed.
      expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? '')).toBe(moved);
      await page.unroute(gated, hold);
    });
  }
});
