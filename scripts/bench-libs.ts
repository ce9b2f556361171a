// `npm run bench:libs [-- --quick]`: runs the /benchmark page's scenarios (src/lib/bench) in Node
// and prints ops/s per scenario × autoFreeze × library. Loaded through sucrase's require hook.
import * as limu from 'limu';
import * as immer from 'immer';
import * as mutative from 'mutative';
import {
  FULL_SIZE,
  LIBRARIES,
  QUICK_SIZE,
  SCENARIOS,
  formatHz,
  makeCases,
  type BenchResult,
} from '../src/lib/bench/scenarios';
import {runCases} from '../src/lib/bench/run';
// Checked against the installed packages by tests/unit/bench.test.ts.
import {LIB_VERSIONS} from '../src/lib/bench/versions';

const quick = process.argv.includes('--quick');
const size = quick ? QUICK_SIZE : FULL_SIZE;

async function main() {
  const cases = makeCases({limu, immer, mutative}, size);
  console.log(
    `node ${process.version} · limu ${LIB_VERSIONS.limu} · immer ${LIB_VERSIONS.immer} · mutative ${LIB_VERSIONS.mutative}` +
      ` · ${size.items} items, ${size.changes} changes${quick ? ' (quick)' : ''}`,
  );
  const results = await runCases(cases, quick, (r, i) => {
    process.stderr.write(`\r${i + 1}/${cases.length} ${r.id}`.padEnd(60));
  });
  process.stderr.write('\n');

  const byId = new Map(results.map((r) => [r.id, r] as const));
  const cell = (r: BenchResult | undefined) => (r ? `${formatHz(r.hz)} ±${r.rme.toFixed(1)}%` : '–');
  const header = ['scenario', 'autoFreeze', ...LIBRARIES];
  const rows = SCENARIOS.flatMap((s) =>
    [false, true].map((freeze) => [
      s,
      freeze ? 'on' : 'off',
      ...LIBRARIES.map((lib) => cell(byId.get(`${s}|${freeze ? 'freeze' : 'no-freeze'}|${lib}`))),
    ]),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  console.log('ops/s (higher is better), ± relative margin of error at 95 %');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
