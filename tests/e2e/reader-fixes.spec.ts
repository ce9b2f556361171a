// Issue 39, as a reader meets it: a pasted error message and Enter in the navbar search open the
// catalogue entry; the page marks the searched terms readably (the theme's tint, not the browser's
// yellow) in both colour modes; the announcement bar turns dark with the page; on a phone, the menu
// stays open on a category with its own page (createDraft in 5 taps from home, not 6), and the
// behaviour matrix's group caption is not squeezed. Static facts (social cards, benchmark verdicts,
// the whole query set) are checked on build/ in tests/build/.
import type {Locator, Page} from '@playwright/test';
import {colourToggle, expect, localeBase, open, test} from './support/fixtures';

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
  const navbar = page.locator('nav.navbar');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(navbar).not.toHaveClass(/navbarHidden/);
  await expect.poll(() => navbar.evaluate((nav) => nav.getAnimations().length), 'the navbar has slid in').toBe(0);
  await colourToggle(navbar).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

const SEARCH = [
  {locale: 'zh-Hans', base: localeBase('zh-Hans'), message: 'can not mutate state at readOnly mode!'},
  {locale: 'en', base: localeBase('en'), message: 'produce callback is not a function'},
] as const;

for (const {locale, base, message} of SEARCH) {
  test(`search ${locale}: Enter on a pasted error message opens its catalogue entry, terms marked readably in both modes; the announcement bar turns dark`, async ({
    page,
  }) => {
    await open(page, `${base}docs/intro/`);
    await page.locator('input.navbar__search-input').first().click();
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
  });
}

test('phone: createDraft in 5 taps from home (a category with its own page opens in the menu); the matrix caption is not squeezed', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await open(page, '/limu/');
  const menu = page.locator('nav.navbar');
  const toggle = page.locator('button.navbar__toggle');
  let taps = 0;
  const tap = async (target: Locator) => {
    await target.click();
    taps += 1;
  };
  await tap(toggle);
  await tap(page.locator('.navbar-sidebar .menu__link', {hasText: /^api$/}));
  await expect(page).toHaveURL(/\/limu\/docs\/api\/$/);
  // The URL changes first; the menu closes when the new page renders (the theme's location change),
  // so a reader's next tap is on the page that has arrived.
  await expect(page.locator('article h1')).toHaveText('API 总览');
  await tap(toggle);
  await tap(page.locator('.navbar-sidebar .menu__link', {hasText: /^基础 API$/}));
  // The menu stays open on the category, its pages listed.
  await expect(menu).toHaveClass(/navbar-sidebar--show/);
  await tap(page.locator('.navbar-sidebar .menu__link', {hasText: 'createDraft / finishDraft'}));
  await expect(page).toHaveURL(/\/limu\/docs\/api\/basic\/create-draft\/$/);
  await expect(page.locator('article h1')).toHaveText('createDraft / finishDraft');
  expect(taps).toBe(5);

  await open(page, '/limu/en/docs/guides/behaviour/');
  const caption = page.locator('table[data-group] caption').first();
  await expect(caption).toBeVisible();
  const box = await caption.boundingBox();
  expect(box?.width, 'the group caption spans the card width').toBeGreaterThan(300);
});
