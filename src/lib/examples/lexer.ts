/**
 * A small JavaScript/TypeScript scanner: just enough to tell comments, strings, template literals
 * and regular expressions apart from code, and to follow bracket depth. The assertion parser and
 * the zh/en comparison both need "is this a comment or a string?", and a full parser would reject
 * the partial snippets that `noexec` blocks may hold. Browser-safe: no imports.
 */

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

const OPEN = new Set(['(', '[', '{']);
const CLOSE = new Set([')', ']', '}']);
// After these characters a `/` starts a regular expression, not a division.
const REGEX_AFTER_CHAR = new Set([...'(,=:[!&|?{};+-*%<>~^']);
const REGEX_AFTER_WORD = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'instanceof',
  'yield',
  'await',
]);

function isIdentChar(ch: string): boolean {
  return /[\w$]/.test(ch);
}

/** Splits `code` into tokens; unknown runs of code become `code` tokens. Never throws. */
export function lex(code: string): Token[] {
  const tokens: Token[] = [];
  const n = code.length;
  let i = 0;
  let codeStart = -1;

  const flushCode = (end: number) => {
    if (codeStart >= 0 && end > codeStart) {
      tokens.push({kind: 'code', start: codeStart, end, text: code.slice(codeStart, end)});
    }
    codeStart = -1;
  };
  const push = (kind: TokenKind, start: number, end: number) => {
    flushCode(start);
    tokens.push({kind, start, end, text: code.slice(start, end)});
  };
  // The last significant character/word before position `pos` (outside comments), for the
  // regex-or-division decision.
  const regexAllowed = (pos: number): boolean => {
    if (codeStart >= 0) {
      const pending = code.slice(codeStart, pos).trimEnd();
      if (pending.length > 0) return endAllowsRegex(pending);
    }
    for (let t = tokens.length - 1; t >= 0; t--) {
      const tok = tokens[t];
      if (tok.kind === 'line-comment' || tok.kind === 'block-comment' || tok.kind === 'newline') continue;
      if (tok.kind === 'open' || tok.kind === 'semi' || tok.kind === 'comma') return true;
      if (tok.kind === 'close') return tok.text === '}';
      if (tok.kind === 'code') {
        const trimmed = tok.text.trimEnd();
        if (trimmed.length === 0) continue;
        return endAllowsRegex(trimmed);
      }
      return false; // after a string, template or regex a `/` divides
    }
    return true;
  };

  // The skip* helpers return the index just past the construct that starts at `start`.
  const skipString = (start: number, quote: string): number => {
    let j = start + 1;
    while (j < n) {
      const ch = code[j];
      if (ch === '\\') j += 2;
      else if (ch === quote) return j + 1;
      else if (ch === '\n')
        return j; // unterminated: stop at the line end
      else j += 1;
    }
    return n;
  };
  const skipTemplate = (start: number): number => {
    let j = start + 1;
    while (j < n) {
      const ch = code[j];
      if (ch === '\\') j += 2;
      else if (ch === '`') return j + 1;
      else if (ch === '$' && code[j + 1] === '{') j = skipBalanced(j + 2, '}');
      else j += 1;
    }
    return n;
  };
  // Skips code up to and including the closing `closer` at depth 0 (inside `${ }`).
  const skipBalanced = (start: number, closer: string): number => {
    let depth = 0;
    let j = start;
    while (j < n) {
      const ch = code[j];
      if (ch === "'" || ch === '"') j = skipString(j, ch);
      else if (ch === '`') j = skipTemplate(j);
      else if (ch === '/' && code[j + 1] === '/') j = lineEnd(j);
      else if (ch === '/' && code[j + 1] === '*') j = blockEnd(j);
      else if (OPEN.has(ch)) {
        depth += 1;
        j += 1;
      } else if (CLOSE.has(ch)) {
        if (depth === 0 && ch === closer) return j + 1;
        depth -= 1;
        j += 1;
      } else j += 1;
    }
    return n;
  };
  const lineEnd = (start: number): number => {
    const k = code.indexOf('\n', start);
    return k < 0 ? n : k;
  };
  const blockEnd = (start: number): number => {
    const k = code.indexOf('*/', start + 2);
    return k < 0 ? n : k + 2;
  };
  const skipRegex = (start: number): number => {
    let j = start + 1;
    let inClass = false;
    while (j < n) {
      const ch = code[j];
      if (ch === '\\') j += 2;
      else if (ch === '\n') return j;
      else if (inClass) {
        if (ch === ']') inClass = false;
        j += 1;
      } else if (ch === '[') {
        inClass = true;
        j += 1;
      } else if (ch === '/') {
        j += 1;
        while (j < n && /[a-z]/i.test(code[j])) j += 1;
        return j;
      } else j += 1;
    }
    return n;
  };

  while (i < n) {
    const ch = code[i];
    const next = code[i + 1];
    if (ch === '\n') {
      push('newline', i, i + 1);
      i += 1;
    } else if (ch === '/' && next === '/') {
      const end = lineEnd(i);
      push('line-comment', i, end);
      i = end;
    } else if (ch === '/' && next === '*') {
      const end = blockEnd(i);
      push('block-comment', i, end);
      i = end;
    } else if (ch === "'" || ch === '"') {
      const end = skipString(i, ch);
      push('string', i, end);
      i = end;
    } else if (ch === '`') {
      const end = skipTemplate(i);
      push('template', i, end);
      i = end;
    } else if (ch === '/' && regexAllowed(i)) {
      const end = skipRegex(i);
      push('regex', i, end);
      i = end;
    } else if (OPEN.has(ch)) {
      push('open', i, i + 1);
      i += 1;
    } else if (CLOSE.has(ch)) {
      push('close', i, i + 1);
      i += 1;
    } else if (ch === ';') {
      push('semi', i, i + 1);
      i += 1;
    } else if (ch === ',') {
      push('comma', i, i + 1);
      i += 1;
    } else {
      if (codeStart < 0) codeStart = i;
      i += 1;
    }
  }
  flushCode(n);
  return tokens;
}

function endAllowsRegex(trimmed: string): boolean {
  const last = trimmed[trimmed.length - 1];
  if (REGEX_AFTER_CHAR.has(last)) return true;
  if (isIdentChar(last)) {
    const word = /[\w$]+$/.exec(trimmed)?.[0] ?? '';
    return REGEX_AFTER_WORD.has(word);
  }
  return false;
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
