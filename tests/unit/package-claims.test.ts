// Facts about the limu package that the home page cards and the Installation guide state but no
// doc sample can show (what Node's console.log prints, bundle size, package.json fields, how
// Node's own ESM loader imports it). These tests back them; a limu release that changes one
// fails here, and the text must change with it.
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {inspect} from 'node:util';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import * as limu from 'limu';
import * as immer from 'immer';

const require = createRequire(import.meta.url);
const limuDir = path.dirname(require.resolve('limu/package.json'));

const pkg = JSON.parse(readFileSync(path.join(limuDir, 'package.json'), 'utf8')) as Record<string, unknown>;

/** Runs an ES module snippet in Node from the site root (so `limu` resolves as in a user's project). */
function runEsm(code: string): string {
  try {
    return execFileSync(process.execPath, ['--input-type=module', '-e', code], {
      cwd: path.resolve(limuDir, '../..'),
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (e) {
    return String((e as {stderr?: string}).stderr);
  }
}

describe('limu package claims (home page, Installation)', () => {
  it('"console.log a limu draft in Node.js and you see the data itself" (immer shows its bookkeeping)', () => {
    const base = {user: {name: 'limu'}, tags: ['a']};
    let limuShown = '';
    let immerShown = '';
    limu.produce(base, (draft) => {
      limuShown = inspect(draft);
    });
    immer.produce(base, (draft) => {
      immerShown = inspect(draft);
    });
    expect(limuShown).toBe(inspect(base));
    expect(immerShown).not.toBe(inspect(base));
    expect(immerShown).toContain('base_');
  });

  it('"limu.min.js is about 19 KB, about 7 KB gzipped"', () => {
    const raw = readFileSync(path.join(limuDir, 'dist/limu.min.js'));
    expect(raw.length).toBeGreaterThan(18.5 * 1024);
    expect(raw.length).toBeLessThan(19.5 * 1024);
    const gz = gzipSync(raw, {level: 9}).length;
    expect(gz).toBeGreaterThan(6.5 * 1024);
    expect(gz).toBeLessThan(7.5 * 1024);
  });

  it('"no runtime dependencies"; main is the UMD build, module the ESM build, types lib/index.d.ts, no exports field', () => {
    expect(Object.keys((pkg.dependencies as object | undefined) ?? {})).toEqual([]);
    expect([pkg.main, pkg.module, pkg.types, pkg.exports]).toEqual([
      'dist/limu.min.js',
      'lib/index.js',
      'lib/index.d.ts',
      undefined,
    ]);
  });

  it('"in native ESM a named import fails; a default import works"', () => {
    expect(runEsm("import {produce} from 'limu';")).toContain("Named export 'produce' not found");
    expect(
      runEsm(
        "import limu from 'limu'; const {produce} = limu; console.log(produce({n: 0}, (d) => { d.n = 1; }).n);",
      ).trim(),
    ).toBe('1');
  });
});
