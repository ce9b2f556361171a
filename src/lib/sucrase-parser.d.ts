// Sucrase ships types for its parser only beside the CommonJS build; src/lib/examples imports the
// ES module build (the one the bundler already takes for `sucrase`'s transform, so the parser is
// not bundled twice).
declare module 'sucrase/dist/esm/parser' {
  export * from 'sucrase/dist/types/parser';
}
declare module 'sucrase/dist/esm/parser/tokenizer/types' {
  export * from 'sucrase/dist/types/parser/tokenizer/types';
}
