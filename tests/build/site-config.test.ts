// ARCHITECTURE.md §1 site configuration, as a reader's browser and a crawler receive it: the
// server-rendered HTML of both locales, read from the build files scripts/serve.mjs sends (no browser
// needed; was tests/e2e/s1-config.spec.ts): title, tagline, url/baseUrl, favicon, noIndex, trailing
// slashes, locales, title delimiter, blog reading time, copyright year. The crawl
// (tests/e2e/crawl.spec.ts) checks canonical and hreflang links of every page once hydrated.
import {readFileSync} from 'node:fs';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {contentType, resolveRequest} from '../../scripts/serve.mjs';
import {BASE, BUILD, LOCALES, SITE, sitemapPages, type Locale} from './support/site-pages';

const localeBase = (locale: Locale) => (locale === 'en' ? `${BASE}en/` : BASE);
const L = <T>(locale: Locale, zh: T, en: T): T => (locale === 'en' ? en : zh);

/** The served document of a path: status and parsed HTML, as scripts/serve.mjs answers it. */
async function served(pathname: string): Promise<{status: number; $: cheerio.CheerioAPI; html: string}> {
  const answer = await resolveRequest(BUILD, BASE, pathname);
  if (!answer.file) throw new Error(`${pathname}: ${answer.status} without a file`);
  const html = readFileSync(answer.file, 'utf8');
  return {status: answer.status, $: cheerio.load(html), html};
}

/** The text a reader sees (whitespace collapsed). */
const text = (s: string) => s.replace(/\s+/g, ' ').trim();

describe.each(LOCALES)('site configuration, %s', (locale) => {
  const base = localeBase(locale);

  it('url + baseUrl give canonical and alternate URLs with trailing slashes', async () => {
    const {$} = await served(`${base}docs/intro/`);
    expect($('link[rel=canonical]').attr('href'), `canonical of ${base}docs/intro/`).toBe(
      `${SITE}${base}docs/intro/`,
    );
    const alternates = Object.fromEntries(
      $('link[rel=alternate][hreflang]')
        .toArray()
        .map((l) => [$(l).attr('hreflang'), $(l).attr('href')]),
    );
    expect(alternates).toEqual({
      'zh-Hans': `${SITE}/limu/docs/intro/`,
      en: `${SITE}/limu/en/docs/intro/`,
      'x-default': `${SITE}/limu/docs/intro/`,
    });
  });

  it('title, tagline, favicon, generator, indexable', async () => {
    const {$, html} = await served(base);
    expect($('html').attr('lang')).toBe(locale);
    expect($('title').text()).toMatch(/ \| limu$/);
    const description = $('meta[name=description]').attr('content') ?? '';
    expect(description.length, 'tagline as the home description').toBeGreaterThan(10);
    expect(/[\u4e00-\u9fff]/.test(description), `tagline "${description}" in ${locale}`).toBe(locale === 'zh-Hans');
    // Self-hosted favicon, really there, served as SVG.
    expect($('link[rel=icon]').attr('href'), `favicon link in ${base}`).toBe(`${base}img/favicon.svg`);
    const icon = await resolveRequest(BUILD, BASE, `${base}img/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(contentType(icon.file!)).toContain('image/svg+xml');
    // noIndex: false — no robots noindex anywhere.
    expect(/name=robots[^>]*noindex/.test(html), `robots noindex in ${base}`).toBe(false);
    expect($('meta[name=generator]').attr('content'), `generator meta in ${base}`).toMatch(/^Docusaurus v3\.\d+\.\d+$/);
  });

  it('og:locale is language_TERRITORY (zh_CN, en_US) on every page, with the other locale as alternate', () => {
    const [own, other] = L(locale, ['zh_CN', 'en_US'], ['en_US', 'zh_CN']);
    const notFound = readFileSync(locale === 'en' ? `${BUILD}/en/404.html` : `${BUILD}/404.html`, 'utf8');
    const pages = [...sitemapPages(locale).map((p) => ({path: p.path, html: p.html})), {path: '404', html: notFound}];
    const wrong = pages.flatMap(({path, html}) => {
      const $ = cheerio.load(html);
      const og = (p: string) => $(`meta[property="${p}"]`).toArray().map((m) => $(m).attr('content'));
      const got = [og('og:locale'), og('og:locale:alternate')];
      return JSON.stringify(got) === JSON.stringify([[own], [other]]) ? [] : [`${path}: ${JSON.stringify(got)}`];
    });
    expect(pages.length).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
  });

  // The hydrated page is checked in the browser by changelog-blog.spec.ts (reading time of every post)
  // and chrome.spec.ts (the footer's copyright line in each locale).
  it('blog posts show their reading time; the footer says 2025', async () => {
    const {$} = await served(`${base}blog/change1/`);
    expect(text($('article header').first().text()), `article header of ${base}blog/change1/`).toMatch(
      L(locale, /阅读需 \d+ 分钟/, /\d+ min read/),
    );
    expect(text($('.footer__copyright').text()), `footer of ${base}blog/change1/`).toContain(
      L(locale, '版权所有 © 2025', 'Copyright © 2025'),
    );
  });
});

it('the default locale is zh-Hans at /limu/, English at /limu/en/; each not-found page is its own', async () => {
  const lang = async (p: string) => (await served(p)).$('html').attr('lang');
  expect(await lang('/limu/')).toBe('zh-Hans');
  expect(await lang('/limu/en/')).toBe('en');
  const [zh, en] = await Promise.all([served('/limu/nope/'), served('/limu/en/nope/')]);
  expect([zh.status, zh.$('html').attr('lang'), en.status, en.$('html').attr('lang')]).toEqual([
    404,
    'zh-Hans',
    404,
    'en',
  ]);
});
