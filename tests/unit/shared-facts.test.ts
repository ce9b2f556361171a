// The facts the repository shares are defined once, in src/data/site.mjs (ARCHITECTURE.md §1). A
// file that defines one of them again fails here: the base or the site URL given as a value, the list
// of locales, an English source folder on its own, the list of compared libraries. Paths under them
// (`/limu/docs/intro/`, `${SOURCE_DIRS.docs.en}/api/errors.md`) are uses, not definitions.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BASE_URL, COMPARED_LIBRARIES, LOCALES, SITE_URL, SOURCE_DIRS} from '../../src/data/site.mjs';

const ROOT = path.resolve(__dirname, '../..');
const HOME = 'src/data/site.mjs';
// The fixture sites are other sites, with their own config.
const SKIP_DIRS = new Set(['node_modules', 'fixtures']);
const CODE = /\.(ts|tsx|mjs|mts)$/;

function files(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return SKIP_DIRS.has(e.name) ? [] : files(rel);
    return CODE.test(e.name) ? [rel] : [];
  });
}

const quoted = (s: string) => `['"\`]${s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"\`]`;
// An expected value (`toEqual([...])`) is what a test checks, not a definition.
const list = (items: readonly string[]) => `(?<!toEqual\\()\\[\\s*${items.map(quoted).join('\\s*,\\s*')}`;

/** Each fact, and how a definition of it reads. */
const DEFINITIONS: Array<{fact: string; re: RegExp}> = [
  {fact: 'the base URL', re: new RegExp(`(?:=|base\\w*:)\\s*${quoted(BASE_URL)}`, 'i')},
  {fact: 'the site URL', re: new RegExp(quoted(SITE_URL))},
  {fact: 'the locales', re: new RegExp(list(LOCALES))},
  {
    fact: 'an English source folder',
    re: new RegExp(
      `(?:${Object.values(SOURCE_DIRS)
        .map((dirs) => quoted(dirs.en))
        .join('|')})`,
    ),
  },
  {fact: 'the compared libraries', re: new RegExp(list(COMPARED_LIBRARIES))},
];

const scanned = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'playwright.config.ts',
  ...files('src'),
  ...files('scripts'),
  ...files('tests'),
];

describe('each shared fact is defined once, in src/data/site.mjs', () => {
  it('the scan reads the config, src, scripts and tests', () => {
    expect(scanned).toContain('docusaurus.config.ts');
    expect(scanned).toContain(HOME);
    expect(scanned).toContain('scripts/serve.mjs');
    expect(scanned).toContain('tests/e2e/support/routes.ts');
  });

  for (const {fact, re} of DEFINITIONS) {
    it(`${fact}: defined in ${HOME} and nowhere else`, () => {
      const lines = (file: string) =>
        readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (re.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
      expect(lines(HOME), `${HOME} defines ${fact}`).not.toEqual([]);
      const elsewhere = scanned.filter((f) => f !== HOME && f !== 'tests/unit/shared-facts.test.ts').flatMap(lines);
      expect(elsewhere, `${fact} defined again (import it from ${HOME}):\n${elsewhere.join('\n')}`).toEqual([]);
    });
  }
});
