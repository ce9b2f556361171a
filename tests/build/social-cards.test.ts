// Issue 39.5, on the build: every doc page and blog post of both locales names a social card in
// og:image and twitter:image (absolute URLs on the site), and the card is a 1200 × 630 PNG in build/.
// src/plugins/social-cards draws them; its text comes from the page (title, section, site name).
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {cardOf} from '../../src/plugins/social-cards';
import {BASE, BUILD, LOCALES, SITE, sitemapPages} from './support/site-pages';

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
    const pages = sitemapPages(locale).filter((p) => p.kind !== 'other');
    it('every doc page and post has og:image and twitter:image: a 1200 × 630 PNG that exists', () => {
      expect(pages.filter((p) => p.kind === 'post').length, 'posts found').toBeGreaterThan(0);
      const wrong: string[] = [];
      for (const page of pages) {
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
        const size = pngSize(readFileSync(file));
        if (size.width !== 1200 || size.height !== 630) wrong.push(`${page.path}: ${size.width} × ${size.height}`);
      }
      expect(wrong).toEqual([]);
    });

    it("draws each card from the page's own title and section, in its language", () => {
      const prefix = `${BASE}${locale === 'en' ? 'en/' : ''}img/cards/`;
      const api = pages.find((p) => p.path.endsWith('/docs/api/basic/create-draft/'));
      const card = api && cardOf(api.html, prefix, 'limu', 'tnfe.github.io/limu');
      expect(card?.text.title).toBe('createDraft / finishDraft');
      expect(card?.text.section).toBe(locale === 'en' ? 'api · Basic API' : 'api · 基础 API');
      const post = pages.find((p) => p.kind === 'post');
      const postCard = post && cardOf(post.html, prefix, 'limu', '');
      expect(postCard?.text.title).toBe(load(post!.html)('article h1').first().text().trim());
      expect(postCard?.text.section).toBe(locale === 'en' ? 'Blog' : '博客');
    });
  });
}
