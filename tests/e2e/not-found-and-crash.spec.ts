// ARCHITECTURE.md §2 "Special pages" and §8 "Render crash": the not-found page and the crash page, translated.
import {clientNavigate, expect, open, test} from './support/fixtures';
import {LOCALES, docTitles, localeBase, type Locale} from './support/routes';

const L = <T>(locale: Locale, zh: T, en: T): T => (locale === 'en' ? en : zh);

for (const locale of LOCALES) {
  const base = localeBase(locale);

  test(`${locale}: the not-found page says the page cannot be found, in this locale`, async ({page, consoleLog}) => {
    consoleLog.allow('error', /status of 404/);
    expect(await open(page, `${base}this/page/does/not/exist/`)).toBe(404);
    const main = page.locator('main');
    await expect(main.locator('h1')).toHaveText(L(locale, '找不到页面', 'Page Not Found'));
    await expect(main).toContainText(
      L(locale, '我们找不到您要找的页面。', 'We could not find what you were looking for.'),
    );
    await expect(main).toContainText(
      L(
        locale,
        '请联系原始链接来源网站的所有者，并告知他们链接已损坏。',
        'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
      ),
    );
    // The chrome is there, so the reader can go on.
    await expect(page.locator('nav.navbar a.navbar__brand').first()).toHaveAttribute('href', base);
    await expect(page.locator('footer.footer')).toBeVisible();
    // Issue 27: and the page itself offers the way on: home, docs, search, each a page that exists.
    const onward = main.getByRole('navigation', {name: L(locale, '接下来可以去', 'Where to go from here')});
    const links = [
      [L(locale, '首页', 'Home page'), base],
      [L(locale, '文档', 'Documentation'), `${base}docs/`],
      [L(locale, '搜索全站', 'Search the site'), `${base}search/`],
    ] as const;
    await expect(onward.getByRole('link')).toHaveText(links.map(([name]) => name));
    for (const [name, href] of links) {
      await expect(onward.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
      expect((await page.request.get(href)).status(), href).toBe(200);
    }
    // Following a link is the same in both locales: once, in English.
    if (locale === 'en') {
      await onward.getByRole('link', {name: links[2][0], exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${links[2][1]}$`));
      await expect(page.locator('main h1')).toBeVisible();
    }
  });
}

test.describe('crash page', () => {
  // The fault below hits the desktop table of contents, which only exists from 997px up.
  test.use({viewport: {width: 1280, height: 800}});

  test("en: 'This page crashed.' with the cause chain, and 'Try again' recovers", async ({page, consoleLog}) => {
    // React reports the error caught by the boundary.
    consoleLog.allow('error', /TOC highlighting failed|storage quota probe failed/);
    // A browser API the theme uses inside the page content (the TOC highlighter, in an effect)
    // throws an error with a cause until the test clears the flag.
    await page.addInitScript(() => {
      const w = window as unknown as {__e2eCrash: boolean};
      w.__e2eCrash = true;
      const original = Document.prototype.getElementsByClassName;
      Document.prototype.getElementsByClassName = function (this: Document, names: string) {
        if (w.__e2eCrash && String(names).startsWith('table-of-contents__link')) {
          throw new Error('TOC highlighting failed', {cause: new Error('storage quota probe failed')});
        }
        return original.call(this, names);
      } as typeof Document.prototype.getElementsByClassName;
    });
    await open(page, '/limu/en/docs/api/basic/produce/');
    const main = page.locator('main').first();
    await expect(main.locator('h1')).toHaveText('This page crashed.');
    await expect(main).toContainText('TOC highlighting failed');
    await expect(main).toContainText('Cause:');
    await expect(main).toContainText('storage quota probe failed');
    // The crash is contained in the page: navbar and footer still work.
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('footer.footer')).toBeVisible();
    const retry = main.getByRole('button', {name: 'Try again'});
    await expect(retry).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as {__e2eCrash: boolean}).__e2eCrash = false;
    });
    await retry.click();
    await expect(page.locator('h1').first()).toHaveText('produce');
    await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible();
  });

  // zh-Hans: the translated crash page (the cause chain and 'Try again' are the same code as in
  // English, above), and a crash stays on its page.
  test("zh-Hans: '页面已崩溃。' with '重试'; navigating away shows the next page", async ({page, consoleLog}) => {
    consoleLog.allow('error', /TOC highlighting failed/);
    await page.addInitScript(() => {
      const original = Document.prototype.getElementsByClassName;
      Document.prototype.getElementsByClassName = function (this: Document, names: string) {
        if (String(names).startsWith('table-of-contents__link') && location.pathname.endsWith('/produce/')) {
          throw new Error('TOC highlighting failed');
        }
        return original.call(this, names);
      } as typeof Document.prototype.getElementsByClassName;
    });
    await open(page, '/limu/docs/api/basic/produce/');
    const main = page.locator('main').first();
    await expect(main.locator('h1')).toHaveText('页面已崩溃。');
    await expect(main).toContainText('TOC highlighting failed');
    await expect(main.getByRole('button', {name: '重试'})).toBeVisible();
    await clientNavigate(page, '/limu/docs/intro/');
    await expect(page.locator('h1').first()).toHaveText(docTitles('zh-Hans', 'intro.md').h1);
  });
});

// ARCHITECTURE.md §8 "Navbar item fails to render | Error reports which item", on this site: the crash page is
// translated and its cause chain names the item (src/theme/Error). tests/e2e/faulty-navbar-item.spec.ts proves
// the same row on a fixture site whose navbar item throws during render.
test.describe('a navbar item that fails', () => {
  // The fault hits the desktop dropdowns (language and version), which only exist from 997px up.
  test.use({viewport: {width: 1280, height: 800}});

  // Once, in zh-Hans (the English crash page is tested above): the item, its cause, the translated
  // title and button.
  test("zh-Hans: the translated crash page names the item, and '重试' recovers", async ({page, consoleLog}) => {
    consoleLog.allow('error', /navbar item failed to render|outside listener refused/);
    // The desktop dropdown navbar item registers a document `touchstart` listener in an effect
    // (nothing else on the site does): make that throw until the test clears the flag.
    await page.addInitScript(() => {
      const w = window as unknown as {__e2eNavbarCrash: boolean};
      w.__e2eNavbarCrash = true;
      const original = Document.prototype.addEventListener;
      Document.prototype.addEventListener = function (
        this: Document,
        ...args: Parameters<Document['addEventListener']>
      ) {
        if (w.__e2eNavbarCrash && args[0] === 'touchstart') throw new Error('outside listener refused');
        return original.apply(this, args);
      } as Document['addEventListener'];
    });
    await page.goto('/limu/docs/intro/');
    const main = page.locator('main');
    await expect(main.locator('h1')).toHaveText('页面已崩溃。');
    await expect(main).toContainText('A theme navbar item failed to render');
    // The item's config, as JSON: a dropdown (language or version) of themeConfig.navbar.items.
    await expect(main).toContainText(/"type": "(localeDropdown|docsVersionDropdown)"/);
    await expect(main).toContainText('Cause:');
    await expect(main).toContainText('outside listener refused');
    await expect(page).toHaveTitle(/^页面已崩溃。/);
    await page.evaluate(() => {
      (window as unknown as {__e2eNavbarCrash: boolean}).__e2eNavbarCrash = false;
    });
    await main.getByRole('button', {name: '重试'}).click();
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('article h1').first()).toHaveText(docTitles('zh-Hans', 'intro.md').h1);
  });
});
