import type {Page} from '@playwright/test';
import {expect, hydrated, LOCALES, localeBase, resize, test} from './support/fixtures';
import {docRoute, sidebarDocIds} from './support/sidebars';

// The user guide (issue 4): its navbar item, its sidebar reading path, and the /docs/ overview
// that routes readers to getting started, the guide, the API and the changelog — in both locales.

/** The guide's reading path, in sidebar order (paths below the locale's /docs/). */
const READING_PATH = sidebarDocIds('guides').map(docRoute);

// This spec's strings, keyed by the one list of locales (src/data/site.mjs).
const TEXT = {
  'zh-Hans': {guide: '指南', api: 'api', categories: ['基础', '进阶', '实践']},
  en: {guide: 'Guide', api: 'api', categories: ['Basics', 'Advanced', 'In practice']},
} as const;
const PER_LOCALE = LOCALES.map((l) => ({docs: `${localeBase(l)}docs/`, ...TEXT[l]}));

/** Below Docusaurus's 996px breakpoint the navbar items and the doc sidebar live in the menu. */
async function openMobileMenu(page: Page): Promise<boolean> {
  const toggle = page.locator('.navbar__toggle');
  if (!(await toggle.isVisible())) return false;
  // The server's toggle does nothing until the navbar has hydrated.
  await hydrated(page);
  await toggle.click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  return true;
}

// Per locale: the labels, categories and links are the locale's own. The phone layout (the navbar items
// and the doc sidebar in the menu: a 390 px step, the loaded page narrowed in place) is checked once per
// test, the navbar in zh-Hans (whose guide item is then clicked in the menu), the sidebar in en.
for (const locale of PER_LOCALE) {
  const zh = locale.docs === '/limu/docs/';
  test.describe(`guide in ${locale.docs}`, () => {
    test(`navbar item "${locale.guide}" comes before "${locale.api}" and opens the overview, which links to getting started, the guide, the API and the changelog`, async ({
      page,
      request,
    }) => {
      await page.goto(locale.docs.replace(/docs\/$/, ''));
      const navbarLabels = async () => {
        const mobile = await openMobileMenu(page);
        if (mobile) {
          // On a non-docs page the menu shows the primary navbar items.
          await expect(page.locator('.navbar-sidebar__item.menu').first()).toBeVisible();
        }
        const scope = mobile ? page.locator('.navbar-sidebar') : page.locator('.navbar__items').first();
        const labels = (await scope.locator('a.navbar__link, a.menu__link').allInnerTexts()).map((t) => t.trim());
        const where = `${locale.docs}${mobile ? ' at 390 px' : ''}`;
        const guideAt = labels.indexOf(locale.guide);
        const apiAt = labels.indexOf(locale.api);
        expect(
          guideAt,
          `${where}: navbar labels ${JSON.stringify(labels)} lack "${locale.guide}"`,
        ).toBeGreaterThanOrEqual(0);
        expect(apiAt, `${where}: navbar labels ${JSON.stringify(labels)} lack "${locale.api}"`).toBeGreaterThanOrEqual(
          0,
        );
        expect(guideAt, `${where}: "${locale.guide}" must come before "${locale.api}"`).toBeLessThan(apiAt);
        return scope;
      };
      let scope = await navbarLabels();
      if (zh) {
        scope = await test.step('at 390 px, in the menu', async () => {
          await resize(page);
          return navbarLabels();
        });
      }
      await scope.getByRole('link', {name: locale.guide, exact: true}).click();
      await expect(page, `${locale.docs}: the guide item opens the docs overview`).toHaveURL(
        new RegExp(`${locale.docs}$`),
      );
      await expect(page.locator('article h1')).toBeVisible();

      await test.step('the overview routes readers to getting started, the guide, the API and the changelog', async () => {
        expect((await request.get(locale.docs)).status(), `${locale.docs} status`).toBe(200);
        const article = page.locator('article');
        for (const target of ['intro/', 'guides/installation/', 'api/', 'changelog/intro/']) {
          await expect(
            article.locator(`a[href="${locale.docs}${target}"]`).first(),
            `${locale.docs}: overview links to ${target}`,
          ).toBeVisible();
        }
      });
    });

    test('the guide sidebar lists the reading path in order, with translated categories', async ({page}) => {
      await page.goto(`${locale.docs}guides/pitfalls/`);
      const checkSidebar = async () => {
        const mobile = await openMobileMenu(page);
        const where = `${locale.docs}${mobile ? ' at 390 px' : ''}`;
        const container = mobile ? page.locator('.navbar-sidebar') : page.locator('.theme-doc-sidebar-container');
        const menu = container.locator('.theme-doc-sidebar-menu');
        // Category labels are links too (to their first page): keep only the page links.
        const hrefs = await menu
          .locator('a.menu__link[href]:not(.menu__link--sublist)')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
        // prefetch-lib, a user guide at its route among the contributor notes, is linked from the guide
        // (a sidebar `ref`), outside the reading path.
        const onDemand = `${locale.docs}tutorial-basics/prefetch-lib/`;
        expect(hrefs, `${where}: the guide sidebar links to ${onDemand}`).toContain(onDemand);
        const docLinks = hrefs.filter((h) => h.startsWith(locale.docs) && h !== onDemand);
        expect(docLinks, `${where}: guide sidebar order`).toEqual(READING_PATH.map((p) => `${locale.docs}${p}`));
        const text = await menu.innerText();
        for (const category of locale.categories) {
          expect(text, `${where}: sidebar category "${category}"`).toContain(category);
        }
        await expect(
          menu.locator('a.menu__link--active:not(.menu__link--sublist)'),
          `${where}: the current page is marked`,
        ).toHaveAttribute('href', `${locale.docs}guides/pitfalls/`);
      };
      await checkSidebar();
      if (!zh) {
        await test.step('at 390 px, in the menu', async () => {
          await resize(page);
          await checkSidebar();
        });
      }
    });

    test('every guide page ends with a link to the next page of the reading path', async ({request}) => {
      // The server-rendered HTML is enough here (no need to render 13 pages in the browser):
      // the links after the article's last h2 must include the next page.
      for (let i = 1; i < READING_PATH.length - 1; i += 1) {
        const url = `${locale.docs}${READING_PATH[i]}`;
        const next = `${locale.docs}${READING_PATH[i + 1]}`;
        const response = await request.get(url);
        expect(response.status(), `${url} status`).toBe(200);
        const html = await response.text();
        const article = html.slice(html.indexOf('<article'), html.lastIndexOf('</article>'));
        const lastSection = article.slice(article.lastIndexOf('<h2'));
        expect(lastSection.length, `${url}: the article has an h2`).toBeGreaterThan(0);
        // The build minifies HTML, so attribute quotes are optional.
        const hrefs = [...lastSection.matchAll(/href="?([^"\s>]+)/g)].map((m) => m[1]);
        expect(hrefs, `${url}: the closing section links to ${next}`).toContain(next);
      }
    });
  });
}
