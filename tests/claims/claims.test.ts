// The claims ledger (ARCHITECTURE.md §12): one test per entry of tests/claims/*.claims.ts. It fails
// when the zh or en sentence is no longer on its page (changed prose must bring its proof along)
// or when the proof, run against freshly loaded packages, fails.
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  ledgerEntries,
  ledgerFiles,
  limuNames,
  normalizeSentence,
  pageFile,
  parsePage,
  ROOT,
  type Locale,
} from '../support/claims/coverage';
import {siteStringHas, siteStrings} from '../support/claims/strings';

const files = ledgerFiles();
const entries = (await Promise.all(files.map(async (f) => ledgerEntries(f, await import(path.join(ROOT, f)))))).flat();
const names = limuNames();
const strings = new Map(siteStrings().map((s) => [s.id, s]));
const pageTexts = new Map<string, Promise<string>>();
const pageText = (file: string) => {
  if (!pageTexts.has(file))
    pageTexts.set(
      file,
      parsePage(file, names).then((p) => p.text),
    );
  return pageTexts.get(file) as Promise<string>;
};

// limu and immer keep global settings (setAutoFreeze): each proof gets freshly loaded packages,
// the older limu versions (npm aliases limu-3-5 ... limu-4-0) included.
const nodeRequire = createRequire(path.join(ROOT, 'package.json'));
const STATEFUL = /[\\/]node_modules[\\/](limu(?:-\d+)*|immer|mutative)[\\/]/;
function freshPackages() {
  for (const key of Object.keys(nodeRequire.cache)) {
    if (STATEFUL.test(key)) delete nodeRequire.cache[key];
  }
}

describe('claims ledger', () => {
  it('has entries', () => {
    expect(files.length, 'no tests/claims/*.claims.ts file').toBeGreaterThan(0);
    expect(entries.length).toBeGreaterThan(0);
  });

  for (const e of entries) {
    it(`${e.source}: ${e.page}: ${e.en.slice(0, 80)}`, async () => {
      for (const locale of ['zh', 'en'] as Locale[]) {
        // A site string (announcement bar, UI string, front matter): tests/support/claims/strings.ts.
        if (e.page.startsWith('site:')) {
          const s = strings.get(e.page);
          expect(s, `${e.source}: no site string ${e.page}`).toBeDefined();
          expect(
            siteStringHas(s!, locale, e[locale]),
            `${e.source}: the ${locale} sentence is no longer in ${e.page} (${s!.file}): "${e[locale]}"`,
          ).toBe(true);
          continue;
        }
        const file = pageFile(e.page, locale);
        const sentence = normalizeSentence(e[locale]);
        expect(
          (await pageText(file)).includes(sentence),
          `${e.source}: the ${locale} sentence is no longer on ${file}: "${e[locale]}" (change the ledger entry with the prose)`,
        ).toBe(true);
      }
      freshPackages();
      await e.proof();
    });
  }
});
