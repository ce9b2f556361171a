// Issue 51: a `// @errors: 2339` line tells twoslash which errors a sample shows (src/plugins/code-blocks);
// the reader gets the error drawn in place, never the directive: not on the page, not in what the copy
// button and Run take (the `code` prop of the compiled page), not in the page's Markdown.
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {BASE, BUILD, LOCALES, localeDir, sitemapPages} from './support/site-pages';

const DIRECTIVE = /\/\/\s*@errors:\s*\d/;

for (const locale of LOCALES) {
  describe(`${locale}: no twoslash directive reaches the reader`, () => {
    const pages = sitemapPages(locale);
    const guide = pages.find((p) => p.path.endsWith('/docs/guides/typescript/'))!;

    it('the TypeScript guide draws the announced error, without the directive', () => {
      const $ = cheerio.load(guide.html);
      expect($('pre .tl').text()).toMatch(/TS2339: Property 'count' does not exist/);
      expect($('pre').text()).not.toMatch(DIRECTIVE);
      const md = readFileSync(path.join(BUILD, `${guide.path.replace(/\/$/, '')}.md`.slice(BASE.length)), 'utf8');
      expect(md).toContain("draft.count += 1;");
      expect(md).not.toMatch(DIRECTIVE);
    });

    it('no page shows one, and no script (the code Run and the copy button take) carries one', () => {
      expect(pages.filter((p) => DIRECTIVE.test(cheerio.load(p.html)('pre').text())).map((p) => p.path)).toEqual([]);
      const js = path.join(localeDir(locale), 'assets/js');
      const scripts = readdirSync(js).filter((f) => f.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(50);
      expect(scripts.filter((f) => DIRECTIVE.test(readFileSync(path.join(js, f), 'utf8')))).toEqual([]);
    });
  });
}
