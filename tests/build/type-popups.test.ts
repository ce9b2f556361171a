// The type popups on code (src/plugins/code-blocks), as every page of the build serves them: limu's
// doc comments are rendered Markdown (a fenced block is code, never a ``` fence), `@see` is a link
// (never the `@see:` of limu's immut) to a page and anchor that exist; and every `@see` address of
// limu's own .d.ts that points at this site (what a reader's editor opens) is a page with that anchor.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {resolveRequest} from '../../scripts/serve.mjs';
import {BASE, BUILD, LOCALES, SITE, sitemapPages, type Locale} from './support/site-pages';

/** The served HTML of an address (following the server's 301s), and whether the page has the anchor. */
async function target(address: string): Promise<{status: number; hasAnchor: boolean}> {
  const url = new URL(address, SITE);
  let at = url.pathname;
  let answer = await resolveRequest(BUILD, BASE, at);
  for (let hop = 0; answer.status === 301 && answer.location && hop < 3; hop++) {
    at = answer.location;
    answer = await resolveRequest(BUILD, BASE, at);
  }
  if (answer.status !== 200 || !answer.file) return {status: answer.status, hasAnchor: false};
  const $ = cheerio.load(readFileSync(answer.file, 'utf8'));
  const id = decodeURIComponent(url.hash.slice(1));
  // A redirect page is no page: it has no heading.
  const isPage = $('h1').length > 0;
  return {status: isPage ? 200 : 0, hasAnchor: !id || $(`[id="${id}"]`).length > 0};
}

const LIMU_LIB = path.resolve(__dirname, '../../node_modules/limu/lib');
const declarations = (dir: string): string[] =>
  readdirSync(dir, {withFileTypes: true}).flatMap((d) =>
    d.isDirectory() ? declarations(path.join(dir, d.name)) : d.name.endsWith('.d.ts') ? [path.join(dir, d.name)] : [],
  );

describe("limu's .d.ts `@see` addresses on this site", () => {
  const seeUrls = [
    ...new Set(
      declarations(LIMU_LIB).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/@see:?\s*(https:\/\/tnfe\.github\.io\/limu\/\S+)/g)].map((m) => m[1]),
      ),
    ),
  ];

  it('are there to check (the three limu-utils anchors among them)', () => {
    expect(seeUrls.length).toBeGreaterThanOrEqual(5);
    for (const a of ['isdraft', 'isdiff', 'shallowcompare'])
      expect(seeUrls).toContain(`https://tnfe.github.io/limu/docs/api/basic/limu-utils#${a}`);
  });

  it.each(LOCALES)('each is a page with its anchor, %s', async (locale: Locale) => {
    const missing: string[] = [];
    for (const url of seeUrls) {
      const address = locale === 'en' ? url.replace('/limu/', '/limu/en/') : url;
      const {status, hasAnchor} = await target(address);
      if (status !== 200 || !hasAnchor) missing.push(`${address}: ${status === 200 ? 'no such anchor' : status}`);
    }
    expect(missing).toEqual([]);
  });
});

describe.each(LOCALES)('type popups of every page, %s', (locale) => {
  it('show rendered Markdown, `@see` as a link to a page and anchor that exist', async () => {
    const problems: string[] = [];
    const links = new Set<string>();
    let popups = 0;
    let fenced = 0;
    for (const page of sitemapPages(locale)) {
      const $ = cheerio.load(page.html);
      $('.tp').each((_, tp) => {
        popups++;
        const popup = $(tp);
        const text = popup.text();
        if (text.includes('```')) problems.push(`${page.path}: a raw fence in "${text.slice(0, 60)}"`);
        if (/@see\s*:/.test(text)) problems.push(`${page.path}: "@see:" in "${text.slice(0, 60)}"`);
        fenced += popup.find('code.tdc').length;
        popup.find('.tdn').each((_, name) => {
          if ($(name).text() !== '@see') return;
          const link = $(name).nextAll('a[href]').first();
          if (!link.length) problems.push(`${page.path}: @see without a link in "${text.slice(0, 60)}"`);
          else links.add(link.attr('href')!);
        });
      });
    }
    expect(problems).toEqual([]);
    // Not vacuous: popups, code blocks in them (limu's produce comment is one), and @see links.
    expect(popups).toBeGreaterThan(100);
    expect(fenced).toBeGreaterThan(0);
    expect(links.size).toBeGreaterThanOrEqual(locale === 'en' ? 3 : 5);
    const base = locale === 'en' ? '/limu/en/docs/' : '/limu/docs/';
    for (const href of links) {
      expect(href.startsWith(base), `${href} in the page's language`).toBe(true);
      expect(await target(href), href).toEqual({status: 200, hasAnchor: true});
    }
  });
});
