// What each wrapper of a theme component in src/theme adds, read from the build (zh-Hans): the wrapped
// components are not listed as safe to wrap by theme-classic's swizzle config, so an upgrade may drop
// what a wrapper adds without any error. UPGRADING.md "Wrapped components" names each with its test.
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {readerWeight} from '../support/weight/page-weight.mjs';

const BUILD = path.resolve(__dirname, '../../build');
const page = (route: string) => load(readFileSync(path.join(BUILD, route, 'index.html'), 'utf8'));
const markdownLinks = ($: ReturnType<typeof page>) => $('a').filter((_, a) => $(a).text() === '查看 Markdown').length;

describe('theme wrappers in the build (UPGRADING.md "Wrapped components")', () => {
  it('TOC: the table of contents of a doc and of a post is a navigation landmark named 本页目录', () => {
    for (const route of ['docs/intro', 'blog/change1'])
      expect(page(route)('nav[aria-label="本页目录"] .table-of-contents').length, route).toBe(1);
  });

  it('DocItem/Content and BlogPostItem/Header: "View as Markdown" on a doc and on a post, not on the blog list', () => {
    expect(markdownLinks(page('docs/intro')), 'doc page').toBe(1);
    expect(markdownLinks(page('blog/change1')), 'post').toBe(1);
    expect(markdownLinks(page('blog')), 'blog list').toBe(0);
  });

  it('BlogListPage and BlogPostItems: the blog list has an <h1>, a post page only its title', () => {
    expect(page('blog')('main h1').text()).toBe('博客');
    expect(page('blog/change1')('main h1').length).toBe(1);
  });

  it("Blog/Components/Author/Socials: a post's scripts do not carry the theme's social icons", () => {
    // The theme's row of social links (class authorSocialLink) loads only for an author with socials.
    const {scripts} = readerWeight(BUILD, '', 'blog/change1/index.html');
    const js = path.join(BUILD, 'assets/js');
    const withSocials = readdirSync(js).filter((f) => readFileSync(path.join(js, f), 'utf8').includes('authorSocialLink'));
    expect(withSocials.length, 'the theme row is in the build, as a chunk of its own').toBeGreaterThan(0);
    const loaded = scripts.map((s) => path.basename(s.url));
    expect(loaded.filter((f) => withSocials.includes(f)), 'scripts of a post that carry it').toEqual([]);
  });

  it('NotFound/Content (ejected): the not-found page offers ways onward', () => {
    const $ = load(readFileSync(path.join(BUILD, '404.html'), 'utf8'));
    expect($('main nav[aria-label="接下来可以去"] a').map((_, a) => $(a).attr('href')).get()).toEqual([
      '/limu/',
      '/limu/docs/',
      '/limu/search/',
    ]);
  });
});
