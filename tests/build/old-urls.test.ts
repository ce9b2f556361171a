// Every URL of the sitemap of the site this one replaces (tests/fixtures/original-site-urls.ts) still
// leads to a page, as GitHub Pages serves the build (scripts/serve.mjs): the page itself, or a
// redirect page of @docusaurus/plugin-client-redirects (docusaurus.config.ts `redirects`) whose
// target is a page of this site, in the same locale.
import {readFileSync} from 'node:fs';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {resolveRequest} from '../../scripts/serve.mjs';
import {ORIGINAL_URLS} from '../fixtures/original-site-urls';
import {BASE, BUILD, SITE} from './support/site-pages';

interface Landing {
  /** The served file after the server's own redirects. */
  file: string;
  /** The path that file was served for. */
  path: string;
}

/** Follows the server's 301s (a folder without its slash) to the file it finally answers with 200. */
async function land(pathname: string): Promise<Landing> {
  let at = pathname;
  for (let hop = 0; hop < 3; hop++) {
    const answer = await resolveRequest(BUILD, BASE, at);
    if (answer.status === 301 && answer.location) {
      at = answer.location;
      continue;
    }
    if (answer.status !== 200 || !answer.file) throw new Error(`${pathname}: ${at} answers ${answer.status}`);
    return {file: answer.file, path: at};
  }
  throw new Error(`${pathname}: more than 3 redirects`);
}

/** The target of a redirect page (meta refresh and script agree), or null for a page of the site. */
function redirectTarget(html: string): string | null {
  const $ = cheerio.load(html);
  const refresh = $('meta[http-equiv=refresh]').attr('content');
  if (!refresh) return null;
  const target = /^0;\s*url=(.+)$/.exec(refresh)?.[1] ?? '';
  // The script carries the query and the hash along; the meta refresh is for readers without it.
  expect(html).toContain(`window.location.href = '${target}' + window.location.search + window.location.hash`);
  expect($('link[rel=canonical]').attr('href')).toBe(target);
  return target;
}

describe('the URLs of the original site', () => {
  it('the list covers both locales, 31 routes each', () => {
    expect(ORIGINAL_URLS.length).toBe(62);
    expect(new Set(ORIGINAL_URLS).size).toBe(62);
  });

  it.each(ORIGINAL_URLS)('%s leads to a page of this site, in its locale', async (url) => {
    const first = await land(url);
    const html = readFileSync(first.file, 'utf8');
    const target = redirectTarget(html);
    const locale = url.startsWith('/limu/en/') ? 'en' : 'zh-Hans';
    const page = target === null ? {html, path: first.path} : await (async () => {
      const to = new URL(target, `${SITE}${first.path}`);
      expect(to.origin, `${url} redirects off the site`).toBe(SITE);
      const landed = await land(to.pathname);
      const landedHtml = readFileSync(landed.file, 'utf8');
      expect(redirectTarget(landedHtml), `${url}: a redirect to a redirect`).toBeNull();
      return {html: landedHtml, path: landed.path};
    })();
    const $ = cheerio.load(page.html);
    expect($('html').attr('lang'), `${url} → ${page.path}`).toBe(locale);
    expect($('h1').first().text().trim(), `${url} → ${page.path}: a heading`).not.toBe('');
    // A page of this site, not its not-found page (which also answers some paths with 200 through the client).
    expect($('link[rel=canonical]').attr('href') ?? '', `${url} → ${page.path}`).toMatch(/\/$/);
  });
});
