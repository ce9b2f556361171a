/**
 * Tokens of a JavaScript/TypeScript sample: comments, strings, template literals, regular
 * expressions, brackets, `;`, `,`, line breaks and the code between. Sucrase's parser (already
 * bundled by the Run button for its transform) tokenizes the sample, so `/` is a regex or a division
 * as the parser decides; comments and line breaks are read from the gaps between its tokens. A
 * snippet the parser rejects (a partial `noexec` block) is split by a plain scan that knows only
 * comments, strings and templates. Browser-safe.
 */
import {parse} from 'sucrase/dist/parser';
import {TokenType as tt} from 'sucrase/dist/parser/tokenizer/types';

export type TokenKind =
  | 'line-comment'
  | 'block-comment'
  | 'string'
  | 'template'
  | 'regex'
  | 'open'
  | 'close'
  | 'semi'
  | 'comma'
  | 'newline'
  | 'code';

export interface Token {
  kind: TokenKind;
  start: number;
  /** Exclusive. */
  end: number;
  text: string;
}

interface Span {
  kind: TokenKind;
  start: number;
  end: number;
}

const KIND = new Map<number, TokenKind>([
  [tt.string, 'string'],
  [tt.regexp, 'regex'],
  [tt.parenL, 'open'],
  [tt.bracketL, 'open'],
  [tt.braceL, 'open'],
  [tt.parenR, 'close'],
  [tt.bracketR, 'close'],
  [tt.braceR, 'close'],
  [tt.semi, 'semi'],
  [tt.comma, 'comma'],
]);

/** Sucrase's tokens of `code` (TypeScript + JSX, then TypeScript for `<T>x` casts), or null when it does not parse. */
function parserTokens(code: string): ReturnType<typeof parse>['tokens'] | null {
  for (const jsx of [true, false]) {
    try {
      return parse(code, jsx, true, false).tokens;
    } catch {
      // Not with this setting; a `<T>x` cast parses only without JSX.
    }
  }
  return null;
}

/** True when sucrase's parser reads `code` (TypeScript, with or without JSX) without a syntax error. */
export function parses(code: string): boolean {
  return parserTokens(code) !== null;
}

/** The parser's tokens as spans, or null when the code does not parse. */
function parserSpans(code: string): Span[] | null {
  const tokens = parserTokens(code);
  if (!tokens) return null;
  const spans: Span[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (tok.type === tt.eof) break;
    if (tok.type !== tt.backQuote) {
      spans.push({kind: KIND.get(tok.type) ?? 'code', start: tok.start, end: tok.end});
      continue;
    }
    // A template literal, `${}` parts included, is one token (up to its own closing backquote).
    let depth = 0;
    let j = i + 1;
    for (; j < tokens.length; j++) {
      if (tokens[j].type === tt.dollarBraceL) depth += 1;
      else if (tokens[j].type === tt.braceR && depth > 0) depth -= 1;
      else if (tokens[j].type === tt.backQuote && depth === 0) break;
      else if (tokens[j].type === tt.backQuote) j = closingBackQuote(tokens, j);
    }
    spans.push({kind: 'template', start: tok.start, end: tokens[Math.min(j, tokens.length - 1)].end});
    i = j;
  }
  return spans;
}

/** Index of the backquote that closes the nested template opened at `open`. */
function closingBackQuote(tokens: readonly {type: number}[], open: number): number {
  let depth = 0;
  for (let j = open + 1; j < tokens.length; j++) {
    if (tokens[j].type === tt.dollarBraceL) depth += 1;
    else if (tokens[j].type === tt.braceR && depth > 0) depth -= 1;
    else if (tokens[j].type === tt.backQuote && depth === 0) return j;
    else if (tokens[j].type === tt.backQuote) j = closingBackQuote(tokens, j);
  }
  return tokens.length - 1;
}

const KIND_OF_CHAR: Record<string, TokenKind> = {'`': 'template', "'": 'string', '"': 'string'};
for (const c of '([{') KIND_OF_CHAR[c] = 'open';
for (const c of ')]}') KIND_OF_CHAR[c] = 'close';
Object.assign(KIND_OF_CHAR, {';': 'semi', ',': 'comma'});

/**
 * Fallback for code the parser rejects: strings, templates (without nesting), brackets, `;` and `,`;
 * a `/` stays code there.
 */
function scanSpans(code: string): Span[] {
  const spans: Span[] = [];
  const re = /(['"])(?:\\.|(?!\1)[^\\\n])*\1?|`(?:\\.|[^\\`])*`?|\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|[()[\]{}]|;|,/g;
  for (const m of code.matchAll(re)) {
    // Comments are matched only so that quotes inside them start no string; lex() reads them in the gaps.
    if (m[0].startsWith('//') || m[0].startsWith('/*')) continue;
    spans.push({kind: KIND_OF_CHAR[m[0][0]], start: m.index, end: m.index + m[0].length});
  }
  return spans;
}

/** Splits `code` into tokens; runs of other code (and spaces) become `code` tokens. Never throws. */
export function lex(code: string): Token[] {
  const spans = parserSpans(code) ?? scanSpans(code);
  const tokens: Token[] = [];
  const push = (kind: TokenKind, start: number, end: number) => {
    if (end <= start) return;
    const last = tokens[tokens.length - 1];
    // Adjacent code (words, operators, spaces) reads as one run, as written.
    if (kind === 'code' && last?.kind === 'code' && last.end === start) {
      last.end = end;
      last.text = code.slice(last.start, end);
    } else tokens.push({kind, start, end, text: code.slice(start, end)});
  };
  // Between two tokens there are only spaces, line breaks and comments.
  const gap = (from: number, to: number) => {
    const re = /\n|\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)/g;
    re.lastIndex = from;
    const text = code.slice(0, to);
    let at = from;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      push('code', at, m.index);
      push(
        m[0] === '\n' ? 'newline' : m[0].startsWith('//') ? 'line-comment' : 'block-comment',
        m.index,
        m.index + m[0].length,
      );
      at = m.index + m[0].length;
    }
    push('code', at, to);
  };
  let pos = 0;
  for (const span of spans) {
    gap(pos, span.start);
    push(span.kind, span.start, span.end);
    pos = span.end;
  }
  gap(pos, code.length);
  return tokens;
}

export interface StripOptions {
  /** Keep `// => value` assertion comments (they are code, not prose). Default false. */
  keepAssertions?: boolean;
}

/** Matches an assertion comment: `// => value`. */
export const ASSERTION_COMMENT = /^\/\/\s*=>/;

/**
 * Removes comments, keeping strings, template literals and regular expressions intact.
 * A line that held only a comment becomes empty; trailing spaces left behind are trimmed.
 */
export function stripComments(code: string, options: StripOptions = {}): string {
  let out = '';
  for (const tok of lex(code)) {
    if (tok.kind === 'line-comment' && !(options.keepAssertions && ASSERTION_COMMENT.test(tok.text))) continue;
    if (tok.kind === 'block-comment') {
      // Keep the line structure of multi-line block comments.
      out += '\n'.repeat(tok.text.split('\n').length - 1);
      continue;
    }
    out += tok.text;
  }
  return out
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n');
}
