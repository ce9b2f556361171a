// Defects found by using the site as a reader would (issue 16): a `.html` path loaded directly, the
import {axeViolations} from './support/axe';
// blog list reached without its trailing slash, and the accessible name of the "read more" links.
import {clientNavigate, expect, open, test} from './support/fixtures';
import {LOCALES, SCREENS, localeBase} from './support/routes';
import {expectScreen} from './support/screens';

const screen = (route: string) => SCREENS.find((s) => s.route === route)!;

for (const locale of LOCALES) {
  const base = localeBase(locale);

  test(`${locale}: a path ending in .html shows its page on a direct load, without a console error`, async ({page}) => {
    // GitHub Pages serves `x.html`, a copy of the page (src/plugins/html-aliases), for `/x.html` and
    // `/x`: status 200, no reload, and no console error at all (React's hydration error #418 above all).
    for (const [path, route] of [
      [`${base}docs/intro.html`, 'docs/intro/'],
      [`${base}blog/change1.html`, 'blog/change1/'],
      [`${base}docs/intro`, 'docs/intro/'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page).toHaveURL(`${base}${route}`);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expectScreen(page, screen(route), locale);
    }
  });

  test(`${locale}: the blog list has its heading when reached as /blog without the slash`, async ({page}) => {
    await open(page, `${base}docs/intro/`);
    for (const path of [`${base}blog`, `${base}blog/`]) {
      await clientNavigate(page, path);
      await expect(page.locator('main article').first()).toBeVisible();
      await expect(page.getByRole('heading', {level: 1}), path).toHaveText(locale === 'en' ? 'Blog' : '博客');
    }
    // A single post is not the list: its one h1 is the post's title.
    await clientNavigate(page, `${base}blog/change1`);
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText(locale === 'en' ? 'Blog' : '博客');
  });

  test(`${locale}: "read more" links have an accessible name that contains their visible text`, async ({page}) => {
    for (const path of [`${base}blog/`, `${base}blog/tags/hel-micro/`]) {
      await open(page, path);
      const readMore = page.locator('main article footer a[aria-label]');
      expect(await readMore.count(), path).toBeGreaterThan(0);
      expect(await axeViolations(page, {only: ['label-content-name-mismatch']}), path).toEqual([]);
      for (const link of await readMore.all()) {
        const visible = (await link.innerText()).trim();
        expect(await link.getAttribute('aria-label'), path).toContain(visible);
      }
    }
  });
}
