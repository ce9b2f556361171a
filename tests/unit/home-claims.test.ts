// The home page's feature cards state facts about limu that no doc sample can show (what Node's
// console.log prints, the bundle size, the dependency list). These tests are what backs them; a
// new limu release that changes any of them fails here, and the card text must change with it.
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

describe('home page claims', () => {
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

  it('"limu.min.js is about 7 KB gzipped"', () => {
    const gz = gzipSync(readFileSync(path.join(limuDir, 'dist/limu.min.js')), {level: 9}).length;
    expect(gz).toBeGreaterThan(6.5 * 1024);
    expect(gz).toBeLessThan(7.5 * 1024);
  });

  it('"has no dependencies"', () => {
    const pkg = JSON.parse(readFileSync(path.join(limuDir, 'package.json'), 'utf8')) as {dependencies?: object};
    expect(Object.keys(pkg.dependencies ?? {})).toEqual([]);
  });
});
