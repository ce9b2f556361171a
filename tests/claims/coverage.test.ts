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
} from '../../scripts/lib/claims/coverage';

const ledger = (
  await Promise.all(ledgerFiles().map(async (f) => ledgerEntries(f, await import(path.join(ROOT, f)))))
).flat();
const reports: LocaleReport[] = [await localeCoverage('zh', ledger), await localeCoverage('en', ledger)];

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
