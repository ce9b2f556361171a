// Claims coverage (ARCHITECTURE.md §12, `npm run claims:coverage`): every block of docs/ and blog/
// naming a limu export, option or type is covered by a `// =>` sample in its section, a ledger
// entry or a no-claim marker with a reason.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  folderOf,
  formatReport,
  ledgerEntries,
  ledgerFiles,
  localeCoverage,
  parsePage,
  limuNames,
  ROOT,
  type LocaleReport,
} from '../support/claims/coverage';
import {siteStrings, stringsCoverage, type SiteString} from '../support/claims/strings';
import glossary from '../../src/data/glossary.json';
import {SITE_STRING_REASONS} from './site-strings-reasons';

const ledger = (
  await Promise.all(ledgerFiles().map(async (f) => ledgerEntries(f, await import(path.join(ROOT, f)))))
).flat();
const reports: LocaleReport[] = [await localeCoverage('zh', ledger), await localeCoverage('en', ledger)];
const strings = stringsCoverage(siteStrings(), ledger, SITE_STRING_REASONS, limuNames(), glossary.terms);

describe('claims coverage', () => {
  it('prints the counts', () => {
    console.log(formatReport(reports, false));
    for (const r of reports)
      expect(r.naming, `${r.locale}: no block names limu: the name list is broken`).toBeGreaterThan(100);
  });

  // Folders whose uncovered count has reached 0 in both locales: they must stay there. Add a folder
  // when its audit brings it to 0; when every folder is here, the whole site is held at 0.
  const ZERO = [
    'docs/api',
    'docs',
    'docs/guides',
    'docs/changelog',
    'docs/tutorial-basics',
    'docs/tutorial-extras',
    'blog',
  ];
  it.each(ZERO)('%s: no uncovered block in either locale', (folder) => {
    const left = reports.flatMap((r) => r.uncovered.filter((u) => folderOf(u.file) === folder));
    expect(left.map((u) => `${u.file}:${u.line}: [${u.names.join(', ')}] ${u.text.slice(0, 160)}`).join('\n')).toBe('');
  });

  it('markers have a reason and cover a block; ledger pages exist', () => {
    const errors = reports.flatMap((r) => r.errors);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  // Site strings (tests/support/claims/strings.ts): the announcement bar, tagline, UI strings, front matter
  // titles and descriptions are all held at zero uncovered.
  it('site strings naming limu: a ledger entry or a reason for each', () => {
    const uncovered = strings.uncovered.map((u) => `${u.id} [${u.names.join(', ')}] ${u.en.slice(0, 120)}`);
    console.log(
      `site strings: ${strings.strings}, ${strings.naming} naming limu: ${strings.byLedger} by the ledger, ` +
        `${strings.byReason} by a reason, ${strings.uncovered.length} uncovered`,
    );
    expect(strings.errors, strings.errors.join('\n')).toEqual([]);
    expect(uncovered.join('\n')).toBe('');
  });

  it('finds a site string naming limu, and a ledger entry or a reason covers it', () => {
    const s = (id: string, en: string, zh = '中文'): SiteString => ({id, en, zh, file: 'x'});
    const report = stringsCoverage(
      [
        s('site:code/a', 'A limu draft'),
        s('site:code/b', 'Plain words'),
        s('site:code/c', 'Call createDraft'),
        s('site:code/d', 'Frozen, no: see freeze'),
        s('site:code/e', 'The recipe', ''),
      ],
      [
        {page: 'site:code/c', zh: '中文', en: 'Call createDraft'},
        {page: 'site:code/gone', zh: 'x', en: 'y'},
      ],
      {'site:code/d': 'a label', 'site:code/z': 'gone'},
      limuNames(),
      glossary.terms,
    );
    expect(report.uncovered.map((u) => [u.id, u.names])).toEqual([
      ['site:code/a', ['limu', 'draft']],
      ['site:code/e', ['recipe']],
    ]);
    expect([report.naming, report.byLedger, report.byReason]).toEqual([4, 1, 1]);
    expect(report.errors).toEqual([
      'no-claim reason for site:code/z, which is no site string',
      'ledger entry for site:code/gone, which is no site string',
      'site:code/e: no zh-Hans text found',
    ]);
  });

  it('finds an uncovered block, and a marker or a sample covers it', async () => {
    const {mkdtempSync, mkdirSync, writeFileSync, symlinkSync} = await import('node:fs');
    const {tmpdir} = await import('node:os');
    const root = mkdtempSync(path.join(tmpdir(), 'claims-'));
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
    writeFileSync(path.join(root, 'package.json'), '{}');
    mkdirSync(path.join(root, 'docs'));
    writeFileSync(
      path.join(root, 'docs/x.md'),
      [
        '# X',
        '',
        'Plain `createDraft` prose.',
        '',
        'The file `docs/api/basic/produce.md` is a path.',
        '',
        'The current value and the original one: plain English.',
        '',
        '把数据交给 produce 即可。',
        '',
        '{/* no-claim: a list of links */}',
        '- `produce`',
        '- `immut`',
        '',
        '{/* no-claim: */}',
        ':::tip',
        'See `current`.',
        ':::',
        '',
        '## With a sample',
        '',
        'Then `original` is shown.',
        '',
        '```js',
        'const a = 1;',
        'a; // => 1',
        '```',
        '',
      ].join('\n'),
    );
    const page = await parsePage('docs/x.md', limuNames(), root);
    const report = await localeCoverage('zh', [], root);
    expect(report.uncovered.map((u) => `${u.line} ${u.text}`)).toEqual([
      '3 Plain createDraft prose.',
      '9 把数据交给produce即可。',
    ]);
    expect(page.units.map((u) => [u.kind, u.line, u.marker, u.sampled])).toEqual([
      ['paragraph', 3, null, false],
      ['paragraph', 5, null, false],
      ['paragraph', 7, null, false],
      ['paragraph', 9, null, false],
      ['list item', 12, 'a list of links', false],
      ['list item', 13, 'a list of links', false],
      ['admonition', 16, '', false],
      ['paragraph', 22, null, true],
    ]);
    expect(page.errors).toEqual(['docs/x.md:15: no-claim marker without a reason']);
  });
});
