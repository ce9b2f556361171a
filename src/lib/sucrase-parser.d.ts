// Sucrase ships its parser's types under dist/types, not beside the CommonJS build that
// src/lib/examples/lexer.ts imports. CommonJS because Node (Vitest, and Playwright's e2e fixtures)
// cannot load the extensionless imports of dist/esm; the bundler swaps in dist/esm
// (src/plugins/sucrase-esm), the build it already takes for `sucrase`'s transform, so a bundle holds
// one copy of the parser.
declare module 'sucrase/dist/parser' {
  export * from 'sucrase/dist/types/parser';
}
declare module 'sucrase/dist/parser/tokenizer/types' {
  export * from 'sucrase/dist/types/parser/tokenizer/types';
}
