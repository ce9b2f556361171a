// Versions of the libraries the site bundles into its Run button and benchmark workers.
// tests/unit/bench.test.ts fails when these drift from the installed packages.
export const LIB_VERSIONS = {limu: '4.1.3', immer: '11.2.10', mutative: '2.0.0'} as const;
