// Issue 16 in the browser: "Copy page" puts the page's Markdown on the clipboard, says so (or says the
// clipboard was refused), is reachable by keyboard; "View as Markdown" and the footer's llms links serve
// the files with a text content type. Both locales, a doc page and a post.
import {expect, open, test} from './support/fixtures';
import {LOCALES, localeBase} from './support/routes';

const TEXT = {
  'zh-Hans': {
    copy: '复制本页',
    view: '查看 Markdown',
    copied: '已复制本页的 Markdown',
    refused: /浏览器不允许写入剪贴板/,
  },
  en: {
    copy: 'Copy page',
    view: 'View as Markdown',
    copied: "Copied this page's Markdown",
    refused: /refused access to the clipboard/,
  },
} as const;

for (const locale of LOCALES) {
  const base = localeBase(locale);
  const t = TEXT[locale];

  for (const route of ['docs/api/', 'blog/change1/']) {
    test(`${locale} ${route}: Copy page puts the page's Markdown on the clipboard`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
      await open(page, `${base}${route}`);
      const view = page.getByRole('link', {name: t.view});
      const mdPath = `${base}${route.replace(/\/$/, '')}.md`;
      await expect(view).toHaveAttribute('href', mdPath);
      const response = await page.request.get(mdPath);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      const markdown = await response.text();
      expect(markdown).toMatch(/^---\ntitle: /);

      const button = page.getByRole('button', {name: t.copy});
      await expect(button).toHaveCount(1);
      await button.focus();
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({hasText: t.copied})).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
      // The link follows the button in the tab order.
      await page.keyboard.press('Tab');
      await expect(view).toBeFocused();
    });
  }

  test(`${locale}: a refused clipboard gets a clear message`, async ({page}) => {
    await page.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.defineProperty(navigator, 'clipboard', {value: {write: refuse, writeText: refuse}});
    });
    await open(page, `${base}docs/intro/`);
    await page.getByRole('button', {name: t.copy}).click();
    await expect(page.getByRole('status').filter({hasText: t.refused})).toBeVisible();
  });

  test(`${locale}: the footer links llms.txt and llms-full.txt of the locale`, async ({page}) => {
    await open(page, base);
    for (const name of ['llms.txt', 'llms-full.txt']) {
      const link = page.locator('footer').getByRole('link', {name, exact: true});
      await expect(link).toHaveAttribute('href', `${base}${name}`);
      const response = await page.request.get(`${base}${name}`);
      expect(response.status(), name).toBe(200);
      expect(response.headers()['content-type'], name).toBe('text/plain; charset=utf-8');
      expect(await response.text(), name).toMatch(/^# limu\n\n> /);
    }
  });

  test(`${locale}: the blog list shows no Copy page button (it is no single page)`, async ({page}) => {
    await open(page, `${base}blog/`);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByRole('button', {name: t.copy})).toHaveCount(0);
  });
}
