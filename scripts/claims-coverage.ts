// `npm run claims:coverage`: lists every paragraph, list item, table row and admonition of docs/ and
// blog/ (both locales) that names a limu export, option or type and has no `// =>` sample in its
// section, no ledger entry (tests/claims/*.claims.ts) and no no-claim marker (ARCHITECTURE.md §12).
// The same for the site's strings outside the Markdown (announcement bar, UI strings, front matter).
// Exits 1 when any block or string is uncovered. `--summary` prints the counts only.
import path from 'node:path';
import glossary from '../src/data/glossary.json';
import {SITE_STRING_REASONS} from '../tests/claims/site-strings-reasons';
import {
  formatReport,
  ledgerEntries,
  ledgerFiles,
  limuNames,
  localeCoverage,
  ROOT,
} from '../tests/support/claims/coverage';
import {siteStrings, stringsCoverage} from '../tests/support/claims/strings';

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
  // The site's strings outside the Markdown bodies (tests/support/claims/strings.ts).
  const strings = stringsCoverage(siteStrings(), ledger, SITE_STRING_REASONS, limuNames(), glossary.terms);
  for (const u of strings.uncovered) console.log(`${u.id}: [${u.names.join(', ')}] ${u.en.slice(0, 160)}`);
  for (const e of strings.errors) console.log(`error: ${e}`);
  console.log(
    `site strings: ${strings.uncovered.length} uncovered of ${strings.naming} naming limu (${strings.strings} strings): ` +
      `${strings.byLedger} by the ledger, ${strings.byReason} by a reason`,
  );
  if (reports.some((r) => r.uncovered.length || r.errors.length) || strings.uncovered.length || strings.errors.length)
    process.exitCode = 1;
}

if (require.main === module)
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
