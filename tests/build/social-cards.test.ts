// Issue 39.5, on the build: every page of both sitemaps (issue 51.7: the home pages, /benchmark,
// /playground and the blog lists too) names its own social card in og:image and twitter:image
// (absolute URLs on the site), and the card is a 1200 × 630 PNG in build/ drawn from the page's title.
// src/plugins/social-cards draws them; its text comes from the page (title, section, site name).
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {produce} from 'limu';
import {CACHE_DIR, cardKey, cardOf} from '../../src/plugins/social-cards';
import {BASE, BUILD, LOCALES, SITE, sitemapPages, type Locale} from './support/site-pages';

const L = <T>(locale: Locale, zh: T, en: T): T => (locale === 'en' ? en : zh);

/** Width and height from a PNG's IHDR chunk; throws when the bytes are not a PNG. */
function pngSize(bytes: Buffer): {width: number; height: number} {
  if (bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a' || bytes.subarray(12, 16).toString() !== 'IHDR')
    throw new Error('not a PNG');
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

/** The content of the <meta> whose `attr` is `value` (minified HTML: quotes only where needed). */
function metaContent(html: string, attr: string, value: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    if (new RegExp(`\\b${attr}="?${value}[" />]`).test(tag)) return /\bcontent="?([^" >]+)/.exec(tag)?.[1];
  }
  return undefined;
}

for (const locale of LOCALES) {
  describe(`social cards ${locale}`, () => {
    const all = sitemapPages(locale);
    const pages = all.filter((p) => p.kind !== 'other');
    const prefix = `${BASE}${locale === 'en' ? 'en/' : ''}img/cards/`;
    it('every page of the sitemap has og:image and twitter:image: a 1200 × 630 PNG that exists, its own', () => {
      expect(pages.filter((p) => p.kind === 'post').length, 'posts found').toBeGreaterThan(0);
      const wrong: string[] = [];
      const seen = new Map<string, string>();
      for (const page of all) {
        const og = metaContent(page.html, 'property', 'og:image');
        const tw = metaContent(page.html, 'name', 'twitter:image');
        if (!og || og !== tw) {
          wrong.push(`${page.path}: og:image ${og}, twitter:image ${tw}`);
          continue;
        }
        const url = new URL(og);
        if (url.origin !== SITE || !url.pathname.startsWith(`${BASE}${locale === 'en' ? 'en/' : ''}img/cards/`)) {
          wrong.push(`${page.path}: ${og} is not a card of this locale`);
          continue;
        }
        const file = path.join(BUILD, url.pathname.slice(BASE.length));
        if (!existsSync(file)) {
          wrong.push(`${page.path}: ${file} is missing`);
          continue;
        }
        const other = seen.get(og);
        if (other) wrong.push(`${page.path}: the card of ${other}`);
        seen.set(og, page.path);
        const size = pngSize(readFileSync(file));
        if (size.width !== 1200 || size.height !== 630) wrong.push(`${page.path}: ${size.width} × ${size.height}`);
      }
      expect(wrong).toEqual([]);
    });

    it("draws each card from the page's own title and section, in its language", () => {
      const api = pages.find((p) => p.path.endsWith('/docs/api/basic/create-draft/'));
      const card = api && cardOf(api.html, prefix, 'limu', 'tnfe.github.io/limu');
      expect(card?.text.title).toBe('createDraft / finishDraft');
      expect(card?.text.section).toBe(locale === 'en' ? 'api · Basic API' : 'api · 基础 API');
      const post = pages.find((p) => p.kind === 'post');
      const postCard = post && cardOf(post.html, prefix, 'limu', '');
      expect(postCard?.text.title).toBe(load(post!.html)('article h1').first().text().trim());
      expect(postCard?.text.section).toBe(locale === 'en' ? 'Blog' : '博客');
    });

    it('a page that is no doc or post (home, /benchmark, /playground, the blog lists) gets a card of its title', () => {
      const others = all.filter((p) => p.kind === 'other');
      expect(others.length, 'such pages found').toBeGreaterThanOrEqual(14);
      for (const page of others) {
        // The title a share shows: the document title without the site's name.
        const title = load(page.html)('head > title').text().replace(/ \| limu$/, '');
        expect(cardOf(page.html, prefix, 'limu', '')?.text.title, page.path).toBe(title);
      }
      // The PNG is that text drawn: the build's copy of the drawing it made of this text (drawings
      // depend on the fonts loaded with them, so a fresh drawing here could differ by a pixel).
      for (const route of ['', 'playground/']) {
        const page = others.find((p) => p.path === `${BASE}${locale === 'en' ? 'en/' : ''}${route}`)!;
        const card = cardOf(page.html, prefix, 'limu', L(locale, 'tnfe.github.io/limu', 'tnfe.github.io/limu/en'))!;
        expect(card.text.title).toBe(
          route === ''
            ? L(locale, '不可变数据，像写普通代码一样', 'Immutable data, written like ordinary code')
            : L(locale, '演练场', 'Playground'),
        );
        const built = readFileSync(path.join(BUILD, new URL(metaContent(page.html, 'property', 'og:image')!).pathname.slice(BASE.length)));
        const drawn = readFileSync(path.join(BUILD, '..', CACHE_DIR, `${cardKey(card.text)}.png`));
        expect(built.equals(drawn), `${page.path}: the drawing of ${JSON.stringify(card.text)}`).toBe(true);
      }
    });
  });
}

// The home card says what the home page's title says, a claim about limu: a recipe written as plain
// mutation gives new data, the base untouched and the untouched parts shared.
it('the claim on the home cards holds: plain mutation in a recipe gives new data and leaves the base as it was', () => {
  const base = {user: {name: 'a'}, todos: [{done: false}]};
  const next = produce(base, (draft) => {
    draft.todos[0]!.done = true;
  });
  expect(base.todos[0]!.done).toBe(false);
  expect(next.todos[0]!.done).toBe(true);
  expect(next).not.toBe(base);
  expect(next.user).toBe(base.user);
});
