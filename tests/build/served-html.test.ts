// What a reader without JavaScript gets (and what a search engine reads first): the served HTML of
// every page of both sitemaps has its heading, its text and a navbar whose links lead somewhere real
// by GitHub Pages' rules (scripts/serve.mjs), without the client router. Read from the build files
// the server sends as they are; the sitemap crawl (tests/e2e/crawl.spec.ts) checks the pages once
// their script has run, and opens one page of each layout with JavaScript off to see that CSS hides
// nothing.
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {resolveRequest} from '../../scripts/serve.mjs';
import {BASE, BUILD, LOCALES, SITE, sitemapPages} from './support/site-pages';

/** The page's own status, after at most one redirect, as a browser following the link would see it. */
async function statusOf(pathname: string): Promise<number> {
  const first = await resolveRequest(BUILD, BASE, pathname);
  if (first.status !== 301 || !first.location) return first.status;
  return (await resolveRequest(BUILD, BASE, first.location)).status;
}

/** What is wrong with one page's served HTML. */
export async function servedHtmlProblems(pagePath: string, html: string): Promise<string[]> {
  const $ = cheerio.load(html);
  const problems: string[] = [];
  // The search page is the one page that is an app, not a document: its results need the script.
  const isApp = /\/search\/$/.test(pagePath);
  const h1 = $('h1').first().text().trim();
  if (!isApp && !h1) problems.push('no h1 (or an empty one)');
  const main = $('main').text().trim().length;
  if (!isApp && main < 20) problems.push(`<main> has ${main} characters of text`);
  const links = $('nav.navbar a[href]')
    .toArray()
    .map((a) => new URL($(a).attr('href') ?? '', `${SITE}${pagePath}`));
  if (links.length < 3) problems.push(`the navbar has ${links.length} links`);
  for (const url of links) {
    if (url.origin !== SITE) {
      if (url.protocol !== 'https:') problems.push(`navbar link ${url.href} is not https`);
      continue;
    }
    const status = await statusOf(url.pathname);
    if (status !== 200) problems.push(`navbar link ${url.pathname} answers ${status}`);
  }
  return problems;
}

describe('the served HTML, before any script runs', () => {
  it('a page without its heading, its text or a working navbar is reported', async () => {
    const nav = (hrefs: string[]) =>
      `<nav class="navbar">${hrefs.map((h) => `<a href="${h}">x</a>`).join('')}</nav>`;
    const good = `${nav(['/limu/', '/limu/docs/intro/', 'https://github.com/tnfe/limu'])}<main><h1>Intro</h1><p>Some text, long enough.</p></main>`;
    expect(await servedHtmlProblems('/limu/docs/intro/', good)).toEqual([]);
    expect(
      await servedHtmlProblems(
        '/limu/docs/intro/',
        `${nav(['/limu/', '/limu/docs/nowhere/', 'http://example.com/'])}<main><h1> </h1><p>short</p></main>`,
      ),
    ).toEqual([
      'no h1 (or an empty one)',
      '<main> has 5 characters of text',
      'navbar link /limu/docs/nowhere/ answers 404',
      'navbar link http://example.com/ is not https',
    ]);
    // A link without its trailing slash is redirected, as GitHub Pages does, to a page that exists.
    expect(await servedHtmlProblems('/limu/', `${nav(['/limu/docs/intro', '/limu/', '/limu/en/'])}${good}`)).toEqual(
      [],
    );
    // The results page is an app: its heading and hits come with the script.
    expect(await servedHtmlProblems('/limu/search/', nav(['/limu/', '/limu/en/', '/limu/docs/intro/']))).toEqual([]);
  });

  for (const locale of LOCALES) {
    it(`every ${locale} page has its h1, its text and a navbar whose links answer 200`, async () => {
      const pages = sitemapPages(locale);
      expect(pages.length, `${locale} sitemap pages`).toBeGreaterThan(20);
      const wrong: string[] = [];
      for (const page of pages)
        for (const what of await servedHtmlProblems(page.path, page.html)) wrong.push(`${page.path}: ${what}`);
      expect(wrong, `${locale}: pages that are broken without JavaScript`).toEqual([]);
    });
  }
});
