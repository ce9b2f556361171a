// Issue 50: nothing is painted before the page's stylesheets have arrived, so their bytes are on the
// critical path of every first visit (BENCHMARKS.md "First paint"). Every page of both locales, read
// from build/: the stylesheets its HTML links without a media query that leaves them out, gzip -9
// (GitHub Pages serves gzip). Deterministic; the timings are `npm run bench:site`'s.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BASE, fileSizes, kib, KiB, listPages, parseTags} from '../support/weight/page-weight.mjs';

const BUILD = 'build';
if (!existsSync(`${BUILD}/index.html`))
  throw new Error('tests/build/render-blocking-css.test.ts needs a build: run `npx docusaurus build` first');

/**
 * Ceiling, gzip -9 as Node computes it: this build's one stylesheet (2026-12-08: 21,637 B in zh-Hans;
 * the original 2.4.1 site's is 14,638 B on the wire), so that nothing grows unnoticed. Docusaurus puts every
 * CSS module of the site into it (its `styles` cache group); BENCHMARKS.md "First paint" says what
 * moving page-only rules out would save.
 */
const RENDER_BLOCKING_CSS_KIB = 21.2;

/** The stylesheets a page's HTML makes the browser wait for: `<link rel=stylesheet>` not disabled and not media=print. */
function renderBlockingCss(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
  return parseTags(head)
    .filter(({tag, attrs}) => tag === 'link' && /(^|\s)stylesheet(\s|$)/i.test(attrs.rel ?? ''))
    .filter(({attrs}) => !('disabled' in attrs) && !/^\s*print\s*$/i.test(attrs.media ?? ''))
    .map(({attrs}) => attrs.href ?? '');
}

const pages = ['', 'en'].flatMap((locale) => listPages(BUILD, locale).map((page) => ({locale, page})));

describe('render-blocking CSS of every page (gzip)', () => {
  it('finds the pages of both locales', () => {
    expect(pages.filter((p) => p.locale === '').length).toBeGreaterThan(50);
    expect(pages.filter((p) => p.locale === 'en').length).toBeGreaterThan(50);
  });

  it('reads only the head, and leaves out print and disabled stylesheets', () => {
    const html =
      '<html><head><link rel=stylesheet href=/a.css><link rel="preload stylesheet" href="/b.css">' +
      '<link rel=stylesheet media=print href=/p.css><link rel=stylesheet disabled href=/d.css>' +
      '<link rel=preload as=style href=/c.css></head><body><link rel=stylesheet href=/late.css></body></html>';
    expect(renderBlockingCss(html)).toEqual(['/a.css', '/b.css']);
  });

  it(`every page waits for at most ${RENDER_BLOCKING_CSS_KIB} KiB`, () => {
    const over: string[] = [];
    let largest = 0;
    for (const {locale, page} of pages) {
      const file = path.join(BUILD, locale, page);
      const html = readFileSync(file, 'utf8');
      // The client-redirects plugin's pages only send the reader on.
      if (/<meta[^>]+http-equiv=["']?refresh/i.test(html)) continue;
      const hrefs = renderBlockingCss(html);
      expect(hrefs.length, `${file} links a stylesheet`).toBeGreaterThan(0);
      let bytes = 0;
      for (const href of hrefs) {
        expect(href.startsWith(BASE), `${file}: ${href} is served from the site`).toBe(true);
        const asset = path.join(BUILD, href.slice(BASE.length));
        expect(existsSync(asset), `${file}: ${href} is in build/`).toBe(true);
        bytes += fileSizes(asset).gzip;
      }
      largest = Math.max(largest, bytes);
      if (bytes > RENDER_BLOCKING_CSS_KIB * KiB) over.push(`${file}: ${kib(bytes)} (${hrefs.join(', ')})`);
    }
    expect(over, `pages over ${RENDER_BLOCKING_CSS_KIB} KiB of render-blocking CSS`).toEqual([]);
    expect(largest).toBeGreaterThan(0);
  });
});
