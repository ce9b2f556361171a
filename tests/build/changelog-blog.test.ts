// Facts of the changelog and blog pages that their served HTML holds, read from build/ (each file
// parsed once): the release table of the changelog intro links every published version to its entry,
// where the registry's release day stands under the heading; each post's header shows its title,
// author, self-hosted avatar, date and reading time, and its footer its tags. The browser checks what
// needs a script (tests/e2e/changelog-blog.spec.ts: a link followed client-side, an avatar that loads,
// the sidebars, the blog list, tags and archive after client-side navigation).
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {XMLParser} from 'fast-xml-parser';
import {describe, expect, it} from 'vitest';
import versionsFile from '../../src/data/limu-versions.json';
import {BUILD, BASE, LOCALES, type Locale} from './support/site-pages';

const localeBase = (locale: Locale) => (locale === 'en' ? `${BASE}en/` : BASE);
const L = <T>(locale: Locale, zh: T, en: T): T => (locale === 'en' ? en : zh);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const TEXT: Record<Locale, {readingTime: RegExp; author: string; date: (iso: string) => string}> = {
  'zh-Hans': {
    readingTime: /阅读需 \d+ 分钟/,
    author: 'limu 文档组',
    date: (iso) => `${Number(iso.slice(0, 4))}年${Number(iso.slice(5, 7))}月${Number(iso.slice(8, 10))}日`,
  },
  en: {
    readingTime: /\d+ min read/,
    author: 'limu docs',
    date: (iso) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`,
  },
};

const parsed = new Map<string, cheerio.CheerioAPI>();
/** The built page of a path (`/limu/en/blog/change1/`), parsed once. */
function page(pathname: string): cheerio.CheerioAPI {
  let $ = parsed.get(pathname);
  if (!$) {
    const file = path.join(BUILD, pathname.slice(BASE.length), 'index.html');
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npx docusaurus build\` first`);
    $ = cheerio.load(readFileSync(file, 'utf8'));
    parsed.set(pathname, $);
  }
  return $;
}

const VERSIONS = (versionsFile as {versions: Array<{version: string; registryTime: string | null}>}).versions;
// Newest first, as the release table lists them.
const anchors = VERSIONS.map((v) => `v${v.version.replace(/\./g, '-')}`).reverse();
const releaseDay = new Map(
  VERSIONS.map((v) => [`v${v.version.replace(/\./g, '-')}`, v.registryTime && new Date(v.registryTime).toISOString().slice(0, 10)]),
);

const POSTS = [
  {slug: 'change1', tags: ['hel-micro', 'limu']},
  {slug: 'engine-vs-immer', tags: ['internals', 'immer', 'limu']},
  {slug: 'benchmark-method', tags: ['performance', 'immer', 'limu']},
];

describe.each(LOCALES)('changelog and blog pages as built, %s', (locale) => {
  const base = localeBase(locale);

  it('the changelog intro links every published version to its entry, and each entry shows its npm date', () => {
    const url = `${base}docs/changelog/intro/`;
    const $ = page(url);
    const links = $('article table a')
      .toArray()
      .map((a) => $(a).attr('href') ?? '');
    const entry = new RegExp(`^${base}docs/changelog/(v[\\w-]+)/#(v[\\d-]+)$`);
    const found = links.map((href) => entry.exec(href));
    expect(
      found.map((m, i) => m?.[2] ?? `not an entry link: ${links[i]}`),
      `release table on ${url}`,
    ).toEqual(anchors);
    for (const m of found) {
      const [, id, anchor] = m!;
      const entryUrl = `${base}docs/changelog/${id}/`;
      const $entry = page(entryUrl);
      expect($entry(`article h2#${anchor}`).length, `#${anchor} on ${entryUrl}`).toBe(1);
      // Issue 27: the registry's release day, right under the heading.
      const day = releaseDay.get(anchor!);
      expect(day, `${anchor}: a registry time in src/data/limu-versions.json`).toBeTruthy();
      const time = $entry(`article h2#${anchor} + p time`);
      expect(time.attr('datetime'), `release date under #${anchor} on ${entryUrl}`).toBe(day);
      expect(time.text().trim()).toBe(TEXT[locale].date(day!));
    }
  });

  it.each(POSTS)('the post $slug shows title, author, avatar, date, reading time and tags', ({slug, tags}) => {
    const url = `${base}blog/${slug}/`;
    const $ = page(url);
    expect(
      $('article footer a[rel="tag"]')
        .toArray()
        .map((a) => $(a).attr('href')),
      `tags on ${url}`,
    ).toEqual(tags.map((tag) => `${base}blog/tags/${tag}/`));
    const header = $('article header').first();
    expect(header.find('h1').text().trim().length, `title on ${url}`).toBeGreaterThan(0);
    expect(header.find('.avatar__name').text().trim(), `author on ${url}`).toBe(TEXT[locale].author);
    // The avatar is self-hosted: Docusaurus copies static/ into each locale's output.
    const avatar = header.find('img.avatar__photo').attr('src');
    expect(avatar, `avatar on ${url}`).toBe(`${base}img/authors/limu-docs.svg`);
    const svg = readFileSync(path.join(BUILD, avatar!.slice(BASE.length)), 'utf8');
    expect(svg, `${avatar} is an SVG image`).toMatch(/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/);
    expect(header.find('time').attr('datetime'), `datetime on ${url}`).toMatch(/^2025-06-\d\dT/);
    expect(header.find('time').text().trim().length, `date on ${url}`).toBeGreaterThan(0);
    expect(header.text(), `reading time on ${url}`).toMatch(TEXT[locale].readingTime);
  });

  it('the archive says its title once, then what it lists', () => {
    const url = `${base}blog/archive/`;
    const $ = page(url);
    const title = $('main h1').text().trim();
    expect(title, `h1 of ${url}`).toBe(L(locale, '历史博文', 'Archive'));
    const subtitle = $('main header .hero__subtitle').text().trim();
    expect(subtitle, `subtitle of ${url}`).not.toBe('');
    // The words of the title appear once on the page's text, not again as its subtitle.
    expect($('main').text().split(title).length - 1, `"${title}" in <main> of ${url}`).toBe(1);
    expect(subtitle).toBe(L(locale, '全部文章，按发布年份排列', 'Every post, by the year it was published'));
    expect($('meta[name=description]').attr('content')).toBe(subtitle);
  });

  it("the feeds speak the locale's language: titles, description, RSS language and Atom xml:lang", () => {
    const read = (feed: string) => readFileSync(path.join(BUILD, base.slice(BASE.length), 'blog', feed), 'utf8');
    const xml = new XMLParser({ignoreAttributes: false});
    const rss = xml.parse(read('rss.xml')).rss.channel;
    const atom = xml.parse(read('atom.xml')).feed;
    const blog = {
      title: L(locale, 'limu 博客', 'limu Blog'),
      description: L(locale, 'limu 的设计、性能与版本故事', 'Design, performance and release stories of limu'),
    };
    expect([rss.title, rss.description, rss.language]).toEqual([blog.title, blog.description, locale]);
    expect([atom.title, atom.subtitle, atom['@_xml:lang']]).toEqual([blog.title, blog.description, locale]);
    // The same words as the blog list page's own title and description.
    const $ = page(`${base}blog/`);
    expect($('meta[name=description]').attr('content')).toBe(blog.description);
  });
});
