// Issue 16 in the browser: "Copy page" puts the page's Markdown on the clipboard, says so (or says the
// clipboard was refused), is reachable by keyboard; "View as Markdown" and the footer's llms links serve
// the files with a text content type. The button has two homes (src/theme/DocItem/Content for a doc,
// src/theme/BlogPostItem/Header for a post): the doc is tested in zh-Hans, the post in English, each
// with its locale's labels, messages, files and footer links (tests/build/llms.test.ts checks every
// `.md` file of both locales).
import type {Page} from '@playwright/test';
import {clientNavigate, expect, open, test} from './support/fixtures';
import {localeBase, type Locale} from './support/routes';

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

/** Copy page on the open page: keyboard, clipboard, message, tab order; then a refused clipboard. */
async function expectCopyPage(page: Page, locale: Locale, route: string): Promise<void> {
  const base = localeBase(locale);
  const t = TEXT[locale];
  const view = page.getByRole('link', {name: t.view});
  const mdPath = `${base}${route.replace(/\/$/, '')}.md`;
  const button = page.getByRole('button', {name: t.copy});
  let markdown = '';

  await test.step('View as Markdown links the .md file, served as text/markdown', async () => {
    await expect(view).toHaveAttribute('href', mdPath);
    const response = await page.request.get(mdPath);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    markdown = await response.text();
    expect(markdown).toMatch(/^---\ntitle: /);
  });

  await test.step('Copy page, pressed with Enter, puts that Markdown on the clipboard and says so', async () => {
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

  await test.step('a refused clipboard gets a clear message', async () => {
    // What a browser that denies the permission does: every write rejects.
    await page.evaluate(() => {
      const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.defineProperty(navigator, 'clipboard', {value: {write: refuse, writeText: refuse}, configurable: true});
    });
    await button.click();
    await expect(page.getByRole('status').filter({hasText: t.refused})).toBeVisible();
  });
}

/** The footer of the open page links the locale's llms.txt and llms-full.txt, served as text. */
async function expectFooterLlmsLinks(page: Page, locale: Locale): Promise<void> {
  const base = localeBase(locale);
  await test.step(`the footer links ${base}llms.txt and llms-full.txt`, async () => {
    for (const name of ['llms.txt', 'llms-full.txt']) {
      const link = page.locator('footer').getByRole('link', {name, exact: true});
      await expect(link).toHaveAttribute('href', `${base}${name}`);
      const response = await page.request.get(`${base}${name}`);
      expect(response.status(), name).toBe(200);
      expect(response.headers()['content-type'], name).toBe('text/plain; charset=utf-8');
      expect(await response.text(), name).toMatch(/^# limu\n\n> /);
    }
  });
}

test("zh-Hans docs/api/: Copy page puts the page's Markdown on the clipboard; the footer links llms.txt", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await open(page, '/limu/docs/api/');
  await expectCopyPage(page, 'zh-Hans', 'docs/api/');
  await expectFooterLlmsLinks(page, 'zh-Hans');
});

test("en blog/change1/: Copy page puts the post's Markdown on the clipboard; the blog list has no button", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await open(page, '/limu/en/blog/change1/');
  await expectCopyPage(page, 'en', 'blog/change1/');
  await expectFooterLlmsLinks(page, 'en');
  await test.step('the blog list shows no Copy page button (it is no single page)', async () => {
    await clientNavigate(page, '/limu/en/blog/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Blog');
    await expect(page.getByRole('button', {name: TEXT.en.copy})).toHaveCount(0);
  });
});
