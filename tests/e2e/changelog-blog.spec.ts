import type {Page} from '@playwright/test';
import {axeViolations} from './support/axe';
import {
  DESKTOP_VIEWPORT,
  clientNavigate,
  expect,
  expectSameDocument,
  hydrated,
  markDocument,
  resize,
  test,
} from './support/fixtures';
import {SCREENS} from './support/routes';
import {expectScreen} from './support/screens';
import {XMLParser, XMLValidator} from 'fast-xml-parser';
import versionsFile from '../../src/data/limu-versions.json';
import {SITE_URL as SITE, localeBase} from '../../src/data/site.mjs';

// ARCHITECTURE.md §3: the changelog sidebar, the blog (posts, tags, archive) and its feeds, in both locales.

// The posts are credited to the site's own authors (blog/authors.yml and its English copy), never to a real person.
const locales = [
  {
    name: 'zh-Hans',
    base: localeBase('zh-Hans'),
    readingTime: /阅读需 \d+ 分钟/,
    overview: '概览',
    tags: '标签',
    archive: '历史博文',
    author: 'limu 文档组',
    date: (iso: string) => `${Number(iso.slice(0, 4))}年${Number(iso.slice(5, 7))}月${Number(iso.slice(8, 10))}日`,
  },
  {
    name: 'en',
    base: localeBase('en'),
    readingTime: /\d+ min read/,
    overview: 'Overview',
    tags: 'Tags',
    archive: 'Archive',
    author: 'limu docs',
    date: (iso: string) =>
      `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`,
  },
] as const;

// Sidebar labels of the release lines (the overview's label is per locale).
const releaseLabels = ['4.1', '4.0', '3.13', '3.12', '3.11', '3.7 – 3.9', '3.5', '3.0 – 3.4', '1.x'];

// Every version the registry lists (src/data/limu-versions.json), newest first.
const versions = (versionsFile as {versions: Array<{version: string}>}).versions.map((v) => v.version).reverse();
// Each version's anchor and the UTC day of its `npm view limu time` entry.
const releaseDay = new Map(
  (versionsFile as {versions: Array<{version: string; registryTime: string | null}>}).versions.map((v) => [
    `v${v.version.replace(/\./g, '-')}`,
    v.registryTime && new Date(v.registryTime).toISOString().slice(0, 10),
  ]),
);

// Newest first, as sidebars.ts lists them.
const changelogIds = [
  'intro',
  'v4-1',
  'v4-0',
  'v3-13',
  'v3-12',
  'v3-11',
  'v3-7-to-3-10',
  'v3-5-to-3-6',
  'v3-0-to-3-4',
  'v1',
];

const posts = [
  {slug: 'change1', tags: ['hel-micro', 'limu']},
  {slug: 'engine-vs-immer', tags: ['internals', 'immer', 'limu']},
  {slug: 'benchmark-method', tags: ['performance', 'immer', 'limu']},
];

/** The docs sidebar links (href and label) in page order; on narrow screens the sidebar lives in the navbar drawer. */
async function sidebarLinks(page: Page): Promise<Array<[string, string]>> {
  const toggle = page.locator('button.navbar__toggle');
  if (await toggle.isVisible()) {
    // The server's toggle does nothing until the navbar has hydrated.
    await hydrated(page);
    await toggle.click();
    const drawer = page.locator('.navbar-sidebar');
    const menu = drawer.locator('.theme-doc-sidebar-menu');
    await expect(menu).toBeVisible();
    return menu
      .locator('a.menu__link')
      .evaluateAll((links) =>
        links.map((a): [string, string] => [a.getAttribute('href') ?? '', a.textContent?.trim() ?? '']),
      );
  }
  const menu = page.locator('nav[aria-label] .theme-doc-sidebar-menu').first();
  await expect(menu).toBeVisible();
  return menu
    .locator('a.menu__link')
    .evaluateAll((links) =>
      links.map((a): [string, string] => [a.getAttribute('href') ?? '', a.textContent?.trim() ?? '']),
    );
}

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

/** The blog list's h1. */
const blogHeading = {'zh-Hans': '博客', en: 'Blog'} as const;

// Per locale: the labels, dates, author and reading time are the locale's own. Pages of one kind are reached
// from the first by client-side navigation, as a reader's link does: one page load per screen kind. The
// drawer layout of the changelog sidebar (a 390 px step, the page narrowed in place) is one component:
// checked in zh-Hans.
for (const locale of locales) {
  test.describe(`changelog and blog (${locale.name})`, () => {
    // One load of the changelog's first page: its sidebar (and, in zh-Hans, the drawer at 390 px), then,
    // back at 1280 px, a release-table link followed client-side.
    test('the changelog sidebar lists every release line, newest first; a release-table link, followed client-side, shows its entry with its npm date', async ({
      page,
    }) => {
      const url = `${locale.base}docs/changelog/intro/`;
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      const labels = [locale.overview, ...releaseLabels];
      const expected = changelogIds.map((id, i): [string, string] => [
        `${locale.base}docs/changelog/${id}/`,
        labels[i]!,
      ]);
      await test.step('the changelog sidebar lists every release line, newest first', async () => {
        expect(await sidebarLinks(page), `changelog sidebar on ${url}`).toEqual(expected);
      });
      if (locale.name === 'zh-Hans') {
        await test.step('at 390 px, in the menu drawer', async () => {
          await resize(page);
          expect(await sidebarLinks(page), `changelog sidebar on ${url} at 390 px`).toEqual(expected);
          // Back to the desktop layout (the drawer closes when the window becomes desktop-sized).
          await resize(page, DESKTOP_VIEWPORT);
          await expect(page.locator('.navbar-sidebar')).toBeHidden();
        });
      }
      // The release table, every entry's anchor and its npm date, and each post's header (author, avatar,
      // date, reading time, tags) are facts of the built HTML: tests/build/changelog-blog.test.ts. Here, what
      // needs the browser: a table link followed client-side lands on its anchor with its date; a post's
      // avatar loads; the next post, reached client-side, shows its own header.
      await test.step('a release-table link, followed client-side, shows its entry with its npm date', async () => {
        await hydrated(page);
        const anchor = `v${versions[0]!.replace(/\./g, '-')}`;
        const link = page.locator(`article table a[href$="/#${anchor}"]`).first();
        const href = (await link.getAttribute('href'))!;
        await markDocument(page);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, '\\$&')}$`));
        await expectSameDocument(page);
        const time = page.locator(`article h2#${anchor} + p time`);
        const day = releaseDay.get(anchor)!;
        await expect(time, `release date under #${anchor}`).toHaveAttribute('datetime', day);
        await expect(time).toHaveText(locale.date(day));
        await expect(page.locator(`article h2#${anchor}`)).toBeInViewport();
      });
    });

    test('a post shows its avatar (it loads); the next post, reached client-side, its own header', async ({page}) => {
      for (const [i, post] of posts.slice(0, 2).entries()) {
        await test.step(`post ${post.slug}`, async () => {
          const url = `${locale.base}blog/${post.slug}/`;
          if (i === 0) {
            const response = await page.goto(url);
            expect(response?.status(), url).toBe(200);
            await hydrated(page);
          } else await clientNavigate(page, url);
          // The tags tell the posts apart: once they are this post's, the page shows this post.
          await expect
            .poll(
              () =>
                page
                  .locator('article footer a[rel="tag"]')
                  .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')),
              {message: `tags on ${url}`},
            )
            .toEqual(post.tags.map((tag) => `${locale.base}blog/tags/${tag}/`));
          const header = page.locator('article header');
          await expect(header.locator('.avatar__name'), `author on ${url}`).toHaveText(locale.author);
          await expect(header, `reading time on ${url}`).toContainText(locale.readingTime);
          const avatar = header.locator('img.avatar__photo');
          await expect
            .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
              message: `avatar image loads on ${url}`,
            })
            .toBe(true);
        });
      }
    });

    // One load of the blog list; the tag pages, the archive, the list again (by its path without the
    // slash) and a post are reached client-side, as a reader's link does.
    test('the blog list shows excerpts cut at the truncate marker; the hel-micro tag page, the tags list and the archive list the posts; the list has its heading without the slash; "read more" links are named by their text; a post has one h1', async ({
      page,
      request,
    }) => {
      await test.step('the blog list shows excerpts cut at the truncate marker', async () => {
        const url = `${locale.base}blog/`;
        await page.goto(url);
        const articles = page.locator('main article');
        await expect(articles, `posts on ${url}`).toHaveCount(posts.length);
        // Each excerpt ends at the marker: a "read more" link to the full post, and no second heading.
        for (const post of posts) {
          const article = articles.filter({has: page.locator(`h2 a[href="${locale.base}blog/${post.slug}/"]`)});
          await expect(article, `${post.slug} on ${url}`).toHaveCount(1);
          await expect(article.locator(`footer a[href="${locale.base}blog/${post.slug}/"]`)).toHaveCount(1);
          await expect(article.locator('.markdown h2')).toHaveCount(0);
        }
        await hydrated(page);
      });

      await test.step('the hel-micro tag page lists change1', async () => {
        const tagUrl = `${locale.base}blog/tags/hel-micro/`;
        expect((await request.get(tagUrl)).status(), tagUrl).toBe(200);
        await clientNavigate(page, tagUrl);
        await expect(page.locator('main h1'), tagUrl).toContainText('hel-micro');
        await expect(page.locator(`main article h2 a[href="${locale.base}blog/change1/"]`), tagUrl).toHaveCount(1);
        await expectScreen(
          page,
          SCREENS.find((sc) => sc.route === 'blog/tags/hel-micro/')!,
          locale.name,
        );
      });

      await test.step('"read more" links on the tag page have an accessible name that contains their visible text', () =>
        expectReadMoreNames(page, `${locale.base}blog/tags/hel-micro/`));

      await test.step('the tags list has every tag', async () => {
        const tagsUrl = `${locale.base}blog/tags/`;
        await clientNavigate(page, tagsUrl);
        await expect(page.locator('main h1'), tagsUrl).toHaveText(locale.tags);
        const tagLinks = await page
          .locator('main a[rel="tag"]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
        for (const tag of ['hel-micro', 'limu', 'internals', 'immer', 'performance']) {
          expect(tagLinks, `${tag} on ${tagsUrl}`).toContain(`${locale.base}blog/tags/${tag}/`);
        }
      });

      await test.step('the archive lists every post', async () => {
        const archiveUrl = `${locale.base}blog/archive/`;
        await clientNavigate(page, archiveUrl);
        await expect(page.locator('main h1'), archiveUrl).toHaveText(locale.archive);
        for (const post of posts) {
          await expect(
            page.locator(`main a[href="${locale.base}blog/${post.slug}/"]`),
            `${post.slug} on ${archiveUrl}`,
          ).toHaveCount(1);
        }
      });

      await test.step('the blog list has its heading when reached as /blog without the slash', async () => {
        // From the archive, whose h1 is another: the list's heading shows only if its route rendered.
        for (const path of [`${locale.base}blog`, `${locale.base}blog/`]) {
          await clientNavigate(page, path);
          await expect(page.locator('main article').first()).toBeVisible();
          await expect(page.getByRole('heading', {level: 1}), path).toHaveText(blogHeading[locale.name]);
        }
      });

      await test.step('"read more" links on the list have an accessible name that contains their visible text', () =>
        expectReadMoreNames(page, `${locale.base}blog/`));

      await test.step('a single post is not the list: its one h1 is the post title', async () => {
        await clientNavigate(page, `${locale.base}blog/change1`);
        await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
        await expect(page.getByRole('heading', {level: 1})).not.toHaveText(blogHeading[locale.name]);
      });
    });

    for (const feed of ['rss.xml', 'atom.xml'] as const) {
      test(`the ${feed} feed is valid XML with one entry per post and absolute URLs`, async ({request}) => {
        const url = `${locale.base}blog/${feed}`;
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        const xml = await response.text();
        expect(XMLValidator.validate(xml), `${url} is well-formed XML`).toBe(true);

        const parsed = new XMLParser({
          ignoreAttributes: false,
          isArray: (name) => ['item', 'entry', 'link'].includes(name),
        }).parse(xml);
        const entries: Array<Record<string, unknown>> =
          feed === 'rss.xml' ? parsed.rss.channel.item : parsed.feed.entry;
        expect(entries, `entries in ${url}`).toHaveLength(posts.length);

        const links = entries.map((entry) => {
          const [link] = entry.link as Array<string | Record<string, string>>;
          return typeof link === 'string' ? link : link['@_href'];
        });
        expect([...links].sort(), `entry links in ${url}`).toEqual(
          posts.map((post) => `${SITE}${locale.base}blog/${post.slug}/`).sort(),
        );

        // Links and images inside the post bodies are absolute too: a feed reader has no base URL.
        const relative = xml.match(/(?:href|src)="\/[^"]*"/g) ?? [];
        expect(relative, `root-relative URLs in ${url}`).toEqual([]);
        const absolute = xml.match(/(?:href|src)="https:\/\/tnfe\.github\.io\/[^"]*"/g) ?? [];
        for (const attr of absolute) expect(attr, `URL in ${url}`).toContain('https://tnfe.github.io/limu/');
      });
    }
  });
}
