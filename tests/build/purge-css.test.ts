// Issue 14, checked on the build: src/plugins/purge-css removed rules from each locale's stylesheet;
// no class the pages can carry lost its last rule. "Can carry" is read here independently of the
// plugin's own reading: every class of a `class` attribute in the HTML, every whole word between
// quotes or spaces in the JS bundles (a class list such as "menu__link menu__link--active"), and
// every class starting with a quoted prefix the JS glues a value to (`"alert--"+type`).
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import {describe, expect, it} from 'vitest';
import {LOCALES, localeDir, type Locale} from './support/site-pages';

const ORIGINALS = path.resolve(__dirname, '../../.docusaurus/purge-css');

/** The class names in the selectors of a stylesheet. */
function classesOf(css: string): Set<string> {
  const out = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const m of rule.selector.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)) out.add(m[1]);
  });
  return out;
}

function filesUnder(dir: string, ext: string, skip: string[]): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return skip.includes(full) ? [] : filesUnder(full, ext, skip);
    return e.name.endsWith(ext) ? [full] : [];
  });
}

function usedClasses(locale: Locale): {html: Set<string>; js: Set<string>; prefixes: Set<string>} {
  const dir = localeDir(locale);
  const skip = locale === 'zh-Hans' ? [localeDir('en')] : [];
  const html = new Set<string>();
  for (const file of filesUnder(dir, '.html', skip)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\sclass="([^"]*)"/g)) m[1].split(/\s+/).forEach((c) => c && html.add(c));
  }
  const js = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of filesUnder(path.join(dir, 'assets', 'js'), '.js', [])) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?<=["'` ])([A-Za-z_][\w-]*)(?=["'` ])/g)) js.add(m[1]);
    for (const m of code.matchAll(/(?<=["'` ])([A-Za-z_][\w-]*[-_])(?=["'`]|\$\{)/g)) prefixes.add(m[1]);
  }
  return {html, js, prefixes};
}

for (const locale of LOCALES) {
  describe(`purged stylesheet, ${locale}`, () => {
    const cssDir = path.join(localeDir(locale), 'assets', 'css');
    const files = readdirSync(cssDir).filter((f) => f.endsWith('.css'));
    const used = usedClasses(locale);

    it('has a stylesheet, and the original of each', () => {
      expect(files.length).toBeGreaterThan(0);
      for (const f of files) {
        expect(existsSync(path.join(ORIGINALS, locale, f)), `${f}: no original in .docusaurus/purge-css (build without src/plugins/purge-css?)`).toBe(true);
      }
    });

    it("the stylesheets are at least 10 % smaller than the bundler's (the purge ran)", () => {
      const size = (dir: string) => files.reduce((n, f) => n + readFileSync(path.join(dir, f), 'utf8').length, 0);
      expect(size(cssDir)).toBeLessThan(size(path.join(ORIGINALS, locale)) * 0.9);
    });

    for (const f of files) {
      const before = readFileSync(path.join(ORIGINALS, locale, f), 'utf8');
      const after = readFileSync(path.join(cssDir, f), 'utf8');
      const kept = classesOf(after);
      const had = classesOf(before);

      it(`${f} keeps a rule for every class the HTML uses`, () => {
        expect([...used.html].filter((c) => had.has(c) && !kept.has(c)).sort()).toEqual([]);
      });

      it(`${f} keeps a rule for every class the JS names`, () => {
        expect([...used.js].filter((c) => had.has(c) && !kept.has(c)).sort()).toEqual([]);
      });

      it(`${f} keeps every class of a prefix the JS completes at runtime`, () => {
        const lost = [...had].filter((c) => !kept.has(c) && [...used.prefixes].some((p) => c.startsWith(p)));
        expect(lost.sort()).toEqual([]);
      });
    }
  });
}
