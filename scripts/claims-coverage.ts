// `npm run claims:coverage`: lists every paragraph, list item, table row and admonition of docs/ and
// blog/ (both locales) that names a limu export, option or type and has no `// =>` sample in its
// section, no ledger entry (tests/claims/*.claims.ts) and no no-claim marker (ARCHITECTURE.md §12).
// Exits 1 when any block is uncovered. `--summary` prints the counts only.
import path from 'node:path';
import {formatReport, ledgerEntries, ledgerFiles, localeCoverage, ROOT} from './lib/claims/coverage';

async function main() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- sucrase/register loads the .ts ledger files through require
  const ledger = ledgerFiles().flatMap((f) => ledgerEntries(f, require(path.join(ROOT, f))));
  const reports = [await localeCoverage('zh', ledger), await localeCoverage('en', ledger)];
  console.log(formatReport(reports, !process.argv.includes('--summary')));
  console.log(`ledger: ${ledger.length} entries in ${ledgerFiles().length} files`);
  if (reports.some((r) => r.uncovered.length || r.errors.length)) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
