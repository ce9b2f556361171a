// Every ts/tsx sample compiles under `strict` against the packages' own types; every js/jsx sample
// parses. One TypeScript program over all samples, one test per sample.
import {beforeAll, describe, expect, it} from 'vitest';
import {allSamples, typeCheckSamples, type Diagnostic} from './collect';

const samples = allSamples();
let diagnostics: Diagnostic[] = [];

describe('doc samples type-check', () => {
  beforeAll(() => {
    diagnostics = typeCheckSamples(samples);
  }, 120_000);

  for (const sample of samples) {
    const check = sample.lang === 'ts' || sample.lang === 'tsx' ? 'compiles (tsc --strict)' : 'parses';
    it(`${sample.file}:${sample.line} ${check}`, () => {
      const mine = diagnostics.filter((d) => d.sample === sample).map((d) => `${d.sample.file}:${d.line}: ${d.message}`);
      expect(mine, mine.join('\n')).toEqual([]);
    });
  }
});
