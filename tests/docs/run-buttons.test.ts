// A Run button belongs only on a sample that shows something: walks every sample of every page (both
// locales) that the page gives a Run button (the rule src/theme/CodeBlock uses), runs it as the button
// would, and fails when the run prints nothing and checks nothing ("finished with no output").
import {describe, expect, it} from 'vitest';
import {hasRunButton, runSample} from '../../src/lib/examples';
import {allSamples, sampleRequire} from './collect';

const samples = allSamples();
const withButton = samples.filter((s) => hasRunButton(s.lang, s.meta, s.code));

describe('every Run button shows output', () => {
  it('pages have Run buttons, and not on every block', () => {
    expect(withButton.length).toBeGreaterThan(100);
    expect(withButton.length).toBeLessThan(samples.length);
  });

  it('no runnable block finishes with no output', async () => {
    const silent: string[] = [];
    for (const sample of withButton) {
      const result = await runSample(sample.code, sample.lang, {require: sampleRequire(), console: {}});
      if (result.logs.length === 0 && result.assertions.length === 0 && !result.error) silent.push(`${sample.file}:${sample.line}`);
    }
    expect(silent, 'blocks whose Run button answers "finished with no output"').toEqual([]);
  });
});
