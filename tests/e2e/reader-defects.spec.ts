// Defects found by using the site as a reader would (issue 16): a `.html` path loaded directly, the
// blog list reached without its trailing slash, and the accessible name of the "read more" links.
import type {Page} from '@playwright/test';
import {axeViolations} from './support/axe';
import {clientNavigate, expect, open, test} from './support/fixtures';
import {LOCALES, SCREENS, localeBase, type Locale} from './support/routes';
import {expectScreen} from './support/screens';

const screen = (route: string) => SCREENS.find((s) => s.route === route)!;

// The alias is the same plugin for every page and locale: a doc and a post, in both locales, and a
// path without its slash.
test('a path ending in .html (or without its slash) shows its page on a direct load, without a console error', async ({
  page,
}) => {
  // GitHub Pages serves `x.html`, a copy of the page (src/plugins/html-aliases), for `/x.html` and
  // `/x`: status 200, no reload, and no console error at all (React's hydration error #418 above all).
  for (const [locale, path, route] of [
    ['zh-Hans', '/limu/docs/intro.html', 'docs/intro/'],
    ['en', '/limu/en/blog/change1.html', 'blog/change1/'],
    ['en', '/limu/en/docs/intro', 'docs/intro/'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page).toHaveURL(`${localeBase(locale)}${route}`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expectScreen(page, screen(route), locale);
  }
});

/** Each "read more" link of the list on screen has an aria-label that contains its visible text. */
async function expectReadMoreNames(page: Page, path: string): Promise<void> {
  const readMore = page.locator('main article footer a[aria-label]');
  await expect(readMore.first(), path).toBeVisible();
  expect(await axeViolations(page, {only: ['label-content-name-mismatch']}), path).toEqual([]);
  for (const link of await readMore.all()) {
    const visible = (await link.innerText()).trim();
    expect(await link.getAttribute('aria-label'), path).toContain(visible);
  }
}

// Per locale: the list's heading and the links' labels are translated.
for (const locale of LOCALES) {
  const base = localeBase(locale);
  const blog = (locale: Locale) => (locale === 'en' ? 'Blog' : '博客');

  test(`${locale}: the blog list has its heading without the slash; "read more" links are named by their text`, async ({
    page,
  }) => {
    await open(page, `${base}docs/intro/`);
    await test.step('the blog list has its heading when reached as /blog without the slash', async () => {
      for (const path of [`${base}blog`, `${base}blog/`]) {
        await clientNavigate(page, path);
        await expect(page.locator('main article').first()).toBeVisible();
        await expect(page.getByRole('heading', {level: 1}), path).toHaveText(blog(locale));
      }
    });
    await test.step('"read more" links have an accessible name that contains their visible text', async () => {
      // On the list (just shown) and on a tag's list.
      await expectReadMoreNames(page, `${base}blog/`);
      await clientNavigate(page, `${base}blog/tags/hel-micro/`);
      await expectScreen(page, screen('blog/tags/hel-micro/'), locale);
      await expectReadMoreNames(page, `${base}blog/tags/hel-micro/`);
    });
    await test.step('a single post is not the list: its one h1 is the post title', async () => {
      await clientNavigate(page, `${base}blog/change1`);
      await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
      await expect(page.getByRole('heading', {level: 1})).not.toHaveText(blog(locale));
    });
  });
}
