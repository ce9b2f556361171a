// scripts/test.mjs fails the run on a test that passed only on a retry, and names it: the names come
// from Playwright's JSON report, read here.
import {describe, expect, it} from 'vitest';
import {flakyTests, secondsPerSpec} from '../support/flaky-tests.mjs';

const spec = (title: string, status: string, projectName = 'desktop') => ({title, tests: [{status, projectName}]});

describe('flakyTests', () => {
  it('names each flaky test with its project, file and describe titles', () => {
    const report = {
      suites: [
        {
          title: 'a.spec.ts',
          specs: [spec('passes', 'expected'), spec('passed on retry', 'flaky', 'mobile')],
          suites: [{title: 'group', specs: [spec('also flaky', 'flaky'), spec('fails', 'unexpected')]}],
        },
      ],
    };
    expect(flakyTests(report)).toEqual([
      '[mobile] a.spec.ts › passed on retry',
      '[desktop] a.spec.ts › group › also flaky',
    ]);
  });

  it('finds none in a clean report', () => {
    expect(flakyTests({suites: [{title: 'b.spec.ts', specs: [spec('ok', 'expected')]}]})).toEqual([]);
  });
});

describe('secondsPerSpec', () => {
  it('sums every result of every test per spec file, retries counted, largest first', () => {
    const test = (durations: number[]) => ({results: durations.map((duration, retry) => ({duration, retry}))});
    const report = {
      suites: [
        {specs: [{file: 'a.spec.ts', tests: [test([1500]), test([500, 2000])]}]},
        {suites: [{specs: [{file: 'b.spec.ts', tests: [test([6000])]}]}]},
      ],
    };
    expect(secondsPerSpec(report)).toEqual([
      {file: 'b.spec.ts', seconds: 6, tests: 1, retries: 0},
      {file: 'a.spec.ts', seconds: 4, tests: 2, retries: 1},
    ]);
  });
});
