import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/docs/**/*.test.ts',
      'tests/build/**/*.test.ts',
      'tests/claims/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 60_000,
  },
});
