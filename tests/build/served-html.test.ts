// What a reader without JavaScript gets (and what a search engine reads first): the served HTML of
// every page of both sitemaps has its heading, its text and a navbar whose links lead somewhere real
// by GitHub Pages' rules (scripts/serve.mjs), without the client router. Read from the build files
// the server sends as they are; the sitemap crawl (tests/e2e/crawl.spec.ts) checks the pages once
// their script has run, and opens one page of each layout with JavaScript off to see that CSS hides
// nothing.
import {readFileSync} from 'node:fs';
import {runInNewContext} from 'node:vm';
import * as cheerio from 'cheerio';
import fc from 'fast-check';
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

/** The head script that fixes the address before the app starts (docusaurus.config.ts), as the build serves it. */
function addressScript(): string {
  const $ = cheerio.load(sitemapPages('zh-Hans')[0]!.html);
  const script = $('head script:not([src])')
    .toArray()
    .map((s) => $(s).text())
    .find((s) => s.includes('history.replaceState'));
  if (!script) throw new Error('build/index.html: no head script calls history.replaceState');
  return script;
}

/** The address the script leaves in the browser for `pathname`. */
function addressAfter(script: string, pathname: string): string {
  let address = pathname;
  runInNewContext(script, {
    location: {pathname, search: '', hash: ''},
    history: {state: null, replaceState: (_state: unknown, _title: string, url: string) => (address = url)},
  });
  return address;
}

/** The page the server sends for `pathname` (after one redirect, as a browser follows it): its canonical path. */
async function servedPage(pathname: string): Promise<{status: number; page?: string}> {
  let answer = await resolveRequest(BUILD, BASE, pathname);
  if (answer.status === 301 && answer.location) answer = await resolveRequest(BUILD, BASE, answer.location);
  if (!answer.file || !answer.file.endsWith('.html')) return {status: answer.status};
  const html = readFileSync(answer.file, 'utf8');
  const canonical = /<link[^>]*\brel=["']?canonical["']?[^>]*\bhref=["']?([^"'\s>]+)/.exec(html)?.[1];
  return {status: answer.status, page: canonical?.slice(SITE.length)};
}

describe('the address the head script leaves is the page the server sent', () => {
  const pages = LOCALES.flatMap((l) => sitemapPages(l).map((p) => p.path)).filter((p) => p !== BASE);
  // A page's path in the forms a reader or a link may use: without its slash, `index.html`, `.html`,
  // some of its slashes encoded (`%2F`, `%2f`) or doubled, a made-up, `.` or `..` segment.
  const paths = fc
    .record({
      page: fc.constantFrom(...pages),
      ending: fc.constantFrom('/', '', '/index.html', '.html', '%2F', '%2f/'),
      encode: fc.array(fc.boolean(), {maxLength: 6}),
      extra: fc.option(fc.constantFrom('nope', 'x%2Fy', '..', '.', ''), {nil: undefined}),
    })
    .map(({page, ending, encode, extra}) => {
      const [, ...inner] = page.slice(0, -1).split('/');
      let i = 0;
      // The base's own slashes stay; the slashes between the page's segments may be encoded.
      const body = inner
        .map((seg, n) => (n === 0 ? `/${seg}` : `${n > 1 && encode[i++] ? '%2F' : '/'}${seg}`))
        .join('');
      // What the browser sends and shows in location.pathname: it resolves `.` and `..` itself.
      return new URL(`${body}${extra === undefined ? '' : `/${extra}`}${ending}`, SITE).pathname;
    })
    // A `.` or `..` segment hidden behind an encoded slash (`..%2F`) is left as it is (the script's
    // comment says why): the not-found page on the client, whatever the server sent.
    .filter((p) => !/\/\.\.?(\/|$)/.test(p.replace(/%2f/gi, '/')));

  /** The address the script leaves names the page that was sent, or, for the not-found page, none. */
  async function addressMatchesServed(script: string, pathname: string): Promise<void> {
    const served = await servedPage(pathname);
    const address = addressAfter(script, pathname);
    if (served.status === 200) {
      // The client router finds the route of the address: it must be the page's own path.
      expect(served.page, `${pathname}: a page without its canonical address`).toBeDefined();
      expect(decodeURI(address), `${pathname} was sent ${served.page}`).toBe(decodeURI(served.page!));
    } else {
      // A not-found document: the address it is given must not name a page either.
      expect((await servedPage(address)).status, `${pathname} -> ${address}`).not.toBe(200);
    }
  }

  it('every page under the base, the English home included, in each plain form: without its slash, `index.html`, `.html`', async () => {
    // All of them, not a sample: a random draw once found `/limu/en.html` (the not-found page, its
    // address made `/limu/en/`), now an alias of the English home (src/plugins/html-aliases).
    const script = addressScript();
    for (const page of pages)
      for (const ending of ['', '/index.html', '.html']) await addressMatchesServed(script, `${page.slice(0, -1)}${ending}`);
  });

  it('for generated forms of every page: the address names the page that was sent, or the not-found page stays one', async () => {
    const script = addressScript();
    await fc.assert(
      fc.asyncProperty(paths, (pathname) => addressMatchesServed(script, pathname)),
      {numRuns: 400},
    );
  });

  it('the forms the old script left wrong: an encoded slash, a doubled one, `..html`', () => {
    const script = addressScript();
    expect(addressAfter(script, '/limu/blog/authors%2F/')).toBe('/limu/blog/authors/');
    expect(addressAfter(script, '/limu/en/docs/intro%2f')).toBe('/limu/en/docs/intro/');
    expect(addressAfter(script, '/limu/benchmark//')).toBe('/limu/benchmark/');
    // `//` right after the base, and a `.` or `..` segment, are left to the not-found page.
    expect(addressAfter(script, '/limu/benchmark/..html')).toBe('/limu/benchmark/..html');
    expect(addressAfter(script, '/limu/%2Fdocs/intro/')).toBe('/limu/%2Fdocs/intro/');
    expect(addressAfter(script, '/limu/..%2F..%2Fetc%2Fpasswd')).toBe('/limu/..%2F..%2Fetc%2Fpasswd');
  });
});
