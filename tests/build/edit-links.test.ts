// Every "Edit this page" link names a file of this repository that exists: the link is the
// repository setting (src/lib/repository.ts) followed by the page's source path inside the site.
import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {REPOSITORY, editUrlBase} from '../../src/lib/repository';
import {LOCALES, sitemapPages} from './support/site-pages';

const SITE_ROOT = path.resolve(__dirname, '../..');

describe('edit links point at files that exist', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every doc page and post has an edit link to its own source`, () => {
      const pages = sitemapPages(locale).filter((p) => p.kind !== 'other');
      expect(pages.length).toBeGreaterThan(40);
      const wrong: string[] = [];
      for (const page of pages) {
        // The HTML is minified: attribute quotes come and go.
        const href = /<a href="?([^"\s>]+)"?[^>]*class="?theme-edit-this-page\b/.exec(page.html)?.[1];
        if (!href) {
          wrong.push(`${page.path}: no edit link`);
          continue;
        }
        const base = editUrlBase();
        if (!href.startsWith(base)) {
          wrong.push(`${page.path}: ${href} does not start with ${base}`);
          continue;
        }
        const file = href.slice(base.length);
        if (!existsSync(path.join(SITE_ROOT, file))) wrong.push(`${page.path}: ${href} names ${REPOSITORY.folder}${file}, which does not exist`);
        // A page's own language: the English page edits the English copy.
        if (locale === 'en' && !file.startsWith('i18n/en/')) wrong.push(`${page.path}: ${href} edits the Chinese source`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
