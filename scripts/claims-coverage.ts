// `npm run claims:coverage`: lists every paragraph, list item, table row and admonition of docs/ and
// blog/ (both locales) that names a limu export, option or type and has no `// =>` sample in its
// section, no ledger entry (tests/claims/*.claims.ts) and no no-claim marker (ARCHITECTURE.md §12).
// Exits 1 when any block is uncovered. `--summary` prints the counts only.
import path from 'node:path';
import {formatReport, ledgerEntries, ledgerFiles, localeCoverage, ROOT} from './lib/claims/coverage';

/**
 * The ledger entries, loaded through sucrase's require. Their proofs import `expect` from Vitest,
 * which refuses to load outside Vitest; the coverage never runs a proof, so a stand-in is enough.
 */
export function loadLedger() {
  const vitest = require.resolve('vitest');
  const standIn = new Proxy(
    {},
    {
      get: () => () => {
        throw new Error('ledger proofs run under Vitest only (npx vitest run tests/claims)');
      },
    },
  );
  require.cache[vitest] = {id: vitest, filename: vitest, loaded: true, exports: standIn} as NodeJS.Module;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- sucrase/register loads the .ts ledger files through require
  return ledgerFiles().flatMap((f) => ledgerEntries(f, require(path.join(ROOT, f))));
}

async function main() {
  const ledger = loadLedger();
  const reports = [await localeCoverage('zh', ledger), await localeCoverage('en', ledger)];
  console.log(formatReport(reports, !process.argv.includes('--summary')));
  console.log(`ledger: ${ledger.length} entries in ${ledgerFiles().length} files`);
  if (reports.some((r) => r.uncovered.length || r.errors.length)) process.exitCode = 1;
}

if (require.main === module)
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
