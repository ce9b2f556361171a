// Runs every js/jsx/ts/tsx sample of every Markdown page (both locales) against the installed
// limu, immer, mutative and react, checking its `// =>` assertions. One test per sample,
// named `<file>:<fence line>`.
import {afterAll, describe, expect, it} from 'vitest';
import {runSample} from '../../src/lib/examples';
import {allSamples, describeFailure, sampleRequire} from './collect';

const samples = allSamples();
const runnable = samples.filter((s) => s.noexec === null);
const skipped = samples.filter((s) => s.noexec !== null);
let ran = 0;
let passed = 0;

describe('doc samples run against the installed packages', () => {
  afterAll(() => {
    console.log(
      `doc samples: ${ran} ran (${passed} passed), ${skipped.length} noexec, ` +
        `${samples.length} in ${new Set(samples.map((s) => s.file)).size} files`,
    );
  });

  it('the site has samples to run', () => {
    expect(runnable.length, 'no executable js/jsx/ts/tsx sample found in docs/, blog/, src/pages or i18n/en').toBeGreaterThan(0);
  });

  for (const sample of runnable) {
    it(`${sample.file}:${sample.line}`, async () => {
      ran += 1;
      const result = await runSample(sample.code, sample.lang, {require: sampleRequire()});
      if (!result.ok) expect.fail(describeFailure(sample, result));
      passed += 1;
    });
  }

  for (const sample of skipped) {
    it(`${sample.file}:${sample.line} (noexec) gives a reason`, () => {
      expect(sample.noexec, `${sample.file}:${sample.line}: \`noexec\` needs a reason, e.g. noexec="needs a browser DOM"`).not.toBe('');
    });
  }
});
