// The pages of the build, read from the sitemaps of both locales: each URL with its HTML file.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {SITE_URL as SITE, BASE_URL as BASE, type Locale} from '../../../src/data/site.mjs';

export const BUILD = path.resolve(__dirname, '../../../build');
export {SITE_URL as SITE, BASE_URL as BASE, LOCALES, type Locale} from '../../../src/data/site.mjs';
export const localeDir = (locale: Locale): string => (locale === 'en' ? path.join(BUILD, 'en') : BUILD);

export interface BuiltPage {
  locale: Locale;
  /** The path of the page, e.g. /limu/en/docs/intro/ */
  path: string;
  file: string;
  html: string;
  kind: 'doc' | 'post' | 'other';
}

/** Every page of a locale's sitemap, with its HTML. Throws when the build is missing. */
export function sitemapPages(locale: Locale): BuiltPage[] {
  const sitemap = path.join(localeDir(locale), 'sitemap.xml');
  if (!existsSync(sitemap)) throw new Error(`${sitemap} is missing: run \`npx docusaurus build\` first`);
  const urls = [...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  return urls.map((url) => {
    const p = url.slice(SITE.length);
    const file = path.join(BUILD, p.slice(BASE.length), 'index.html');
    const html = readFileSync(file, 'utf8');
    const htmlClass = /<html[^>]*class="([^"]*)"/.exec(html)?.[1] ?? '';
    const kind = /\bdocs-doc-page\b/.test(htmlClass) ? 'doc' : /\bblog-post-page\b/.test(htmlClass) ? 'post' : 'other';
    return {locale, path: p, file, html, kind};
  });
}
