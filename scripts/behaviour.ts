// `npm run behaviour`: runs the behaviour probes (oracles/behaviour/probes.ts) against the installed
// limu, immer and mutative and writes src/data/behaviour.json, which the page
// /docs/guides/behaviour renders. `--stdout` prints the JSON instead (tests/docs/behaviour.test.ts).
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {runProbes} from '../oracles/behaviour/harness';
import {COMPARED_LIBRARIES} from '../src/data/site.mjs';

export const OUT = path.resolve(__dirname, '../src/data/behaviour.json');

async function main() {
  const data = await runProbes();
  const text = `${JSON.stringify(data, null, 1)}\n`;
  if (process.argv.includes('--stdout')) {
    process.stdout.write(text);
    return;
  }
  writeFileSync(OUT, text);
  const count = (lib: 'limu' | 'immer' | 'mutative', s: string) => data.rows.filter((r) => r[lib].status === s).length;
  console.log(`${data.rows.length} rows → ${path.relative(process.cwd(), OUT)}`);
  for (const lib of COMPARED_LIBRARIES) {
    console.log(
      `${lib} ${data.versions[lib]}: same ${count(lib, 'same')}, differs ${count(lib, 'differs')}, throws ${count(lib, 'throws')}, n/a ${count(lib, 'na')}`,
    );
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
