/**
 * The doc-example toolkit: find the code samples of a Markdown page, parse their `// =>`
 * assertions and run them. Shared by the doc-example tests (tests/docs, Node) and the Run button
 * (browser); pure TypeScript with no Node or DOM imports.
 */
export {
  parseMeta,
  isExecutable,
  hasRunButton,
  extractSamples,
  extractCodeBlocks,
  codeBlockRanges,
  noexecReason,
  isSampleLang,
  SAMPLE_LANGS,
} from './markdown';
export type {SampleLang, CodeSample} from './markdown';
export {parseAssertions, instrumentAssertions, trailingExpression, AssertionSyntaxError} from './assertions';
export type {Assertion, TrailingExpression} from './assertions';
export {stripComments, lex} from './lexer';
export type {StripOptions, Token, TokenKind} from './lexer';
export {deepEqual} from './equal';
export {formatValue, formatArgs} from './format';
export {toRunnable, runSample, RUNNABLE_PARAMS} from './runtime';
export type {RunResult, RunOptions, AssertionOutcome, SampleError, LogEntry} from './runtime';
