// Claims coverage (ARCHITECTURE.md §12, `npm run claims:coverage`): every block of docs/ and blog/
// naming a limu export, option or type is covered by a `// =>` sample in its section, a ledger
// entry or a no-claim marker with a reason.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
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
    expect(report.uncovered.map((u) => `${u.line} ${u.text}`)).toEqual(['3 Plain createDraft prose.']);
    expect(page.units.map((u) => [u.kind, u.line, u.marker, u.sampled])).toEqual([
      ['paragraph', 3, null, false],
      ['list item', 6, 'a list of links', false],
      ['list item', 7, 'a list of links', false],
      ['admonition', 10, '', false],
      ['paragraph', 16, null, true],
    ]);
    expect(page.errors).toEqual(['docs/x.md:9: no-claim marker without a reason']);
  });
});
