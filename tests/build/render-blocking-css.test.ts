// Issue 50: on a throttled phone the first paint waited for the site's stylesheet, a round trip after
// the HTML (BENCHMARKS.md "First paint"). Every page of both locales, read from build/: the CSS it makes
// the browser wait for (inline critical CSS plus any blocking stylesheet), gzip -9 (GitHub Pages serves
// gzip), and the whole stylesheet still loaded without blocking. Deterministic; the timings are `npm run bench:site`'s.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {BASE, fileSizes, kib, KiB, listPages, parseTags} from '../support/weight/page-weight.mjs';

const BUILD = 'build';
if (!existsSync(`${BUILD}/index.html`))
  throw new Error('tests/build/render-blocking-css.test.ts needs a build: run `npx docusaurus build` first');

/**
 * Ceiling, gzip -9 as Node computes it, for what a page makes the browser wait for before its first paint:
 * its inline critical CSS (src/plugins/html-aliases/critical-css.ts) plus any stylesheet it links
 * blocking. 2026-12-08: 11,828 B at most (en/docs/api/), 7,780 B at least; before the critical CSS
 * every page waited for the whole stylesheet, 21,637 B, the original 2.4.1 site's pages for 14,638 B.
 */
const RENDER_BLOCKING_CSS_KIB = 11.6;

/** Drops what a browser with scripts does not parse as markup: `<noscript>` (its links are the no-JS fallback). */
const withoutNoscript = (html: string) => html.replace(/<noscript\b[\s\S]*?<\/noscript>/gi, '');

/** The head of a page, `<noscript>` left out. */
const headOf = (html: string) => withoutNoscript(html.slice(0, html.indexOf('</head>') + 1 || undefined));

/** The stylesheets a page's HTML makes the browser wait for: `<link rel=stylesheet>` not disabled and not media=print. */
function renderBlockingCss(html: string): string[] {
  return parseTags(headOf(html))
    .filter(({tag, attrs}) => tag === 'link' && /(^|\s)stylesheet(\s|$)/i.test(attrs.rel ?? ''))
    .filter(({attrs}) => !('disabled' in attrs) && !/^\s*print\s*$/i.test(attrs.media ?? ''))
    .map(({attrs}) => attrs.href ?? '');
}

/** The text of the head's `<style>` elements. */
const inlineCss = (html: string) => [...headOf(html).matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join('');

/** The site's stylesheet, still loaded in full without blocking: preloaded and made a stylesheet on load. */
function deferredCss(html: string): string[] {
  return parseTags(headOf(html))
    .filter(({tag, attrs}) => tag === 'link' && attrs.rel === 'preload' && attrs.as === 'style')
    .filter(({attrs}) => /this\.rel\s*=\s*['"]stylesheet['"]/.test(attrs.onload ?? ''))
    .map(({attrs}) => attrs.href ?? '');
}

const pages = ['', 'en'].flatMap((locale) => listPages(BUILD, locale).map((page) => ({locale, page})));

describe('render-blocking CSS of every page (gzip)', () => {
  it('finds the pages of both locales', () => {
    expect(pages.filter((p) => p.locale === '').length).toBeGreaterThan(50);
    expect(pages.filter((p) => p.locale === 'en').length).toBeGreaterThan(50);
  });

  it('reads only the head, leaves out print, disabled and noscript stylesheets, and finds the inline CSS', () => {
    const html =
      '<html><head><style>a{color:red}</style><link rel=stylesheet href=/a.css><link rel="preload stylesheet" href="/b.css">' +
      '<link rel=stylesheet media=print href=/p.css><link rel=stylesheet disabled href=/d.css>' +
      '<link rel=preload as=style href=/c.css onload="this.rel=\'stylesheet\'"><noscript><link rel=stylesheet href=/c.css></noscript>' +
      '</head><body><style>b{}</style><link rel=stylesheet href=/late.css></body></html>';
    expect(renderBlockingCss(html)).toEqual(['/a.css', '/b.css']);
    expect(deferredCss(html)).toEqual(['/c.css']);
    expect(inlineCss(html)).toBe('a{color:red}');
  });

  it(`every page paints with its critical CSS inline, at most ${RENDER_BLOCKING_CSS_KIB} KiB, and loads the whole stylesheet without waiting for it`, () => {
    const over: string[] = [];
    let largest = 0;
    for (const {locale, page} of pages) {
      const file = path.join(BUILD, locale, page);
      const html = readFileSync(file, 'utf8');
      // The client-redirects plugin's pages only send the reader on.
      if (/<meta[^>]+http-equiv=["']?refresh/i.test(html)) continue;
      const inline = inlineCss(html);
      expect(inline.length, `${file} has its critical CSS inline`).toBeGreaterThan(1000);
      const deferred = deferredCss(html);
      expect(deferred.length, `${file} loads the site's stylesheet without blocking`).toBe(1);
      const noscript = [...html.matchAll(/<noscript>([\s\S]*?)<\/noscript>/gi)].flatMap((m) => parseTags(m[1]!));
      expect(
        noscript.some(({tag, attrs}) => tag === 'link' && attrs.rel === 'stylesheet' && attrs.href === deferred[0]),
        `${file} links the stylesheet for readers without scripts`,
      ).toBe(true);
      let bytes = gzipSync(inline, {level: 9}).length;
      for (const href of [...renderBlockingCss(html), ...deferred]) {
        expect(href.startsWith(BASE), `${file}: ${href} is served from the site`).toBe(true);
        expect(existsSync(path.join(BUILD, href.slice(BASE.length))), `${file}: ${href} is in build/`).toBe(true);
      }
      for (const href of renderBlockingCss(html)) bytes += fileSizes(path.join(BUILD, href.slice(BASE.length))).gzip;
      largest = Math.max(largest, bytes);
      if (bytes > RENDER_BLOCKING_CSS_KIB * KiB) over.push(`${file}: ${kib(bytes)}`);
    }
    expect(over, `pages over ${RENDER_BLOCKING_CSS_KIB} KiB of render-blocking CSS`).toEqual([]);
    expect(largest).toBeGreaterThan(0);
  });
});
