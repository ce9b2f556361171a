import {availableParallelism} from 'node:os';
import {defineConfig} from 'vitest/config';

const ALL = [
  'tests/unit/**/*.test.ts',
  'tests/docs/**/*.test.ts',
  'tests/build/**/*.test.ts',
  'tests/claims/**/*.test.ts',
  'tests/explore/**/*.test.ts',
];
// The files that load limu, immer and mutative for their results, and depend on how those were
// loaded and left (global settings such as setAutoFreeze, a module graph of their own): each runs in
// a fresh process. Run in a worker shared with other files, they failed in shuffled orders
// (`mutative.create is not a function` in bench.test.ts, claims read after another file's setting).
const ISOLATED = ['tests/claims/**/*.test.ts', 'tests/unit/bench*.test.ts', 'tests/explore/**/*.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    // Vitest leaves one core free by default: on the 2-core CI machine that is one worker, and the
    // suite took 125 s against 75-81 s with two (measured on this machine, quiet).
    maxWorkers: availableParallelism(),
    projects: [
      {extends: true, test: {name: 'isolated', include: ISOLATED, isolate: true}},
      // The rest share their workers: a fresh process per file spent more time importing than
      // testing (94 s against 56-72 s for the whole suite, back to back on this machine). They pass
      // in any order: checked with eight shuffled file orders (`--sequence.shuffle.files --sequence.seed=N`).
      {extends: true, test: {name: 'shared', include: ALL, exclude: ISOLATED, isolate: false}},
    ],
  },
});
