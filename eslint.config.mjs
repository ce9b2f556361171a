// ESLint for the whole repository (`npm run lint`, also run by `npm test`): TypeScript, React hooks
// and accessibility rules; zero warnings allowed (warnings are errors in `npm run lint`).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.docusaurus/**',
      'node_modules/**',
      '.test-results/**',
      'bench-results/**',
      // Older limu releases packed by the claims ledger's proofs (tests/claims/limu-packages.ts).
      '.cache/**',
      'tests/fixtures/faulty-site/build/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: {'react-hooks': reactHooks},
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Strings must never become code: no eval, no Function constructor (called with or without
      // `new`), no string given to setTimeout/setInterval. The one exception is below.
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
      // A scrollable region must be focusable so keyboard users can scroll it (axe's
      // scrollable-region-focusable): tabIndex on role="region" is right.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        {tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true},
      ],
      // Only DOM elements: a component's autoFocus prop is its own decision (RunnableCode gives focus
      // back to the block that had it when the block went live).
      'jsx-a11y/no-autofocus': ['error', {ignoreNonDOM: true}],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
    },
  },
  {
    // why: the sample runner executes the reader's own code (a doc sample, or what they typed into
    // the editor) inside a Web Worker; compiling it with Function is the point of that file.
    files: ['src/lib/examples/runtime.ts'],
    rules: {'no-new-func': 'off'},
  },
  {
    // Playwright's fixture API: `async ({}, use) => …` takes no fixtures and calls `use`, which is not
    // React's `use`.
    files: ['tests/e2e/support/fixtures.ts'],
    rules: {'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off'},
  },
  {
    // The behaviour probes run one recipe on limu's, immer's and mutative's drafts and on a plain
    // copy, whose types differ: the drafts, bases and results are `any` on purpose (the page shows
    // each recipe's source, so it stays free of casts).
    files: ['oracles/behaviour/*.ts', 'oracles/libraries.ts'],
    rules: {'@typescript-eslint/no-explicit-any': 'off'},
  },
  {
    // The exploration (issue 38) runs generated recipes on the three libraries' drafts and on plain
    // copies, as in the probes above; each recipe is compiled from its text with Function, so that
    // what runs is exactly the sample a reader sees.
    files: ['oracles/explore/*.ts'],
    rules: {'@typescript-eslint/no-explicit-any': 'off', 'no-new-func': 'off'},
  },
  {
    // Ledger proofs load limu, immer and mutative with require so that each proof gets fresh
    // copies (tests/claims/claims.test.ts clears the require cache: no leaked setAutoFreeze).
    files: ['tests/claims/**/*.claims.ts'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // `attempt` is the point of that memo: a new React.lazy per retry, since lazy() remembers a
    // failed import (the file says so where it calls useMemo).
    files: ['src/theme/SearchBar/index.tsx'],
    rules: {'react-hooks/exhaustive-deps': 'off'},
  },
);
