/**
 * The `// =>` convention: parse the assertions of a sample and rewrite them into calls of the
 * injected `__assert` / `__assertThrows`, keeping every line where it was. Browser-safe.
 *
 *   expr; // => value            value assertion (deep equality)
 *   const x = expr; // => value  asserts on `x`
 *   console.log(expr); // => v   asserts on the logged value and still logs it
 *   stmt; // => throws: message  the statement throws an error whose message contains `message`
 */
import {ASSERTION_COMMENT, lex, stripComments, type Token} from './lexer';

export interface Assertion {
  /** 1-based line of the `// =>` comment inside the sample. */
  line: number;
  kind: 'value' | 'log' | 'throws';
  /** The asserted expression (value/log) or statement (throws) as written. */
  expr: string;
  /** The expected value's source (value/log) or the expected message part (throws, may be ''). */
  expected: string;
}

/** A `// =>` comment the parser cannot attach to a statement; `line` is 1-based in the sample. */
export class AssertionSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'AssertionSyntaxError';
  }
}

interface ParsedAssertion extends Assertion {
  /** Offsets in the code: the statement span [stmtStart, stmtEnd) replaced by the instrumentation. */
  stmtStart: number;
  stmtEnd: number;
  /** For `const x = ...; // => v`: the declared name. */
  declared?: string;
  /** For `console.log(arg)`: the argument's source. */
  logArg?: string;
}

const CONTINUES_LINE_START =
  /^(\.|\?\.|\?|:|&&|\|\||\?\?|\+|-(?!-)|\*|\/(?![/*])|%|=(?!>)|\)|\]|}|,|instanceof\b|in\b|as\b|satisfies\b)/;
const CONTINUES_LINE_END = /(\.|\?|:|&&|\|\||\?\?|\+|-|\*|\/|%|=|=>|\(|\[|\{|,|<|>)$/;

function lineStarts(code: string): number[] {
  const starts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') starts.push(i + 1);
  return starts;
}

function lineOf(starts: number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** Bracket balance of a piece of code (ignoring strings and comments). */
function balance(code: string): number {
  let depth = 0;
  for (const tok of lex(code)) {
    if (tok.kind === 'open') depth += 1;
    else if (tok.kind === 'close') depth -= 1;
  }
  return depth;
}

/**
 * Walks back from the token before index `endTok` to the start of the statement that ends there:
 * after a `;` or an unmatched opening bracket at the same depth, or at a line break that does not
 * continue an expression.
 */
function statementStart(code: string, tokens: Token[], endTok: number): number {
  let nesting = 0;
  let start = 0;
  // The statement's own `;` (and the spaces before the comment) are not its start.
  let from = endTok - 1;
  while (from >= 0 && tokens[from].kind === 'code' && tokens[from].text.trim() === '') from--;
  if (from >= 0 && tokens[from].kind === 'semi') from--;
  for (let t = from; t >= 0; t--) {
    const tok = tokens[t];
    if (tok.kind === 'close') nesting += 1;
    else if (tok.kind === 'open') {
      if (nesting === 0) {
        start = tok.end;
        break;
      }
      nesting -= 1;
    } else if (tok.kind === 'semi' && nesting === 0) {
      start = tok.end;
      break;
    } else if (tok.kind === 'newline' && nesting === 0) {
      const after = code.slice(tok.end, tokens[endTok].start).replace(/^\s+/, '');
      const before = codeBefore(tokens, t).trimEnd();
      if (!CONTINUES_LINE_START.test(after) && !CONTINUES_LINE_END.test(before)) {
        start = tok.end;
        break;
      }
    }
  }
  // Skip leading whitespace and comments.
  let s = start;
  for (;;) {
    const m = /^\s+/.exec(code.slice(s));
    if (m) s += m[0].length;
    if (code.startsWith('//', s)) {
      const nl = code.indexOf('\n', s);
      s = nl < 0 ? code.length : nl + 1;
    } else if (code.startsWith('/*', s)) {
      const close = code.indexOf('*/', s + 2);
      s = close < 0 ? code.length : close + 2;
    } else break;
  }
  return s;
}

/** The code text of the line that ends at newline token `t` (comments removed). */
function codeBefore(tokens: Token[], t: number): string {
  let text = '';
  for (let k = t - 1; k >= 0 && tokens[k].kind !== 'newline'; k--) {
    if (tokens[k].kind === 'line-comment' || tokens[k].kind === 'block-comment') continue;
    text = tokens[k].text + text;
  }
  return text;
}

/** Splits `text` at its top-level commas. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let last = 0;
  for (const tok of lex(text)) {
    if (tok.kind === 'open') depth += 1;
    else if (tok.kind === 'close') depth -= 1;
    else if (tok.kind === 'comma' && depth === 0) {
      parts.push(text.slice(last, tok.start));
      last = tok.end;
    }
  }
  parts.push(text.slice(last));
  return parts.map((p) => p.trim()).filter((p, i, all) => p !== '' || i < all.length - 1);
}

function parse(code: string): ParsedAssertion[] {
  const tokens = lex(code);
  const starts = lineStarts(code);
  const result: ParsedAssertion[] = [];
  // Comment lines that continue a multi-line expected value end before this offset.
  let consumedUntil = 0;
  // A trailing `// note` after the expected value is prose, not part of the value.
  const valueText = (comment: string) => stripComments(comment).trim();
  for (let t = 0; t < tokens.length; t++) {
    const tok = tokens[t];
    if (tok.kind !== 'line-comment' || !ASSERTION_COMMENT.test(tok.text) || tok.start < consumedUntil) continue;
    const line = lineOf(starts, tok.start);
    let expected = valueText(tok.text.replace(ASSERTION_COMMENT, ''));
    // Expected values may continue on following lines that hold only a `//` comment.
    let k = t;
    while (balance(expected) > 0) {
      const nl = tokens[k + 1];
      const comment = tokens[k + 2];
      if (nl?.kind !== 'newline') break;
      let c = k + 2;
      let next = comment;
      if (next?.kind === 'code' && next.text.trim() === '') next = tokens[++c];
      if (next?.kind !== 'line-comment') break;
      expected += ' ' + valueText(next.text.replace(/^\/\/\s?/, ''));
      k = c;
    }
    consumedUntil = tokens[k].end;
    if (expected === '') throw new AssertionSyntaxError(line, '`// =>` without an expected value');

    // The statement ends where the comment starts (minus spaces and one `;`).
    let stmtEnd = tok.start;
    while (stmtEnd > 0 && /[ \t]/.test(code[stmtEnd - 1])) stmtEnd--;
    const stmtStart = statementStart(code, tokens, t);
    const lineStart = starts[line - 1];
    if (stmtEnd <= lineStart || stmtStart >= stmtEnd) {
      throw new AssertionSyntaxError(line, '`// =>` must follow a statement on the same line');
    }
    const statement = code.slice(stmtStart, stmtEnd);
    const body = statement.replace(/;\s*$/, '');
    if (balance(body) !== 0 || /,\s*$/.test(body)) {
      throw new AssertionSyntaxError(line, `\`// =>\` must follow a complete statement, got: ${body.trim()}`);
    }

    const throws = /^throws\b\s*:?\s*(.*)$/s.exec(expected);
    if (throws) {
      // `throws: 'message'` and `throws: message` mean the same.
      const part = throws[1].trim().replace(/^(['"`])(.*)\1$/s, '$2');
      result.push({line, kind: 'throws', expr: statement, expected: part, stmtStart, stmtEnd});
      continue;
    }
    const decl = /^(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=(?!=)/.exec(body);
    if (decl) {
      result.push({line, kind: 'value', expr: decl[1], expected, stmtStart, stmtEnd, declared: decl[1]});
      continue;
    }
    const log = /^console\.log\s*\(([\s\S]*)\)$/.exec(body.trim());
    if (log && balance(log[1]) === 0 && isWholeCall(body.trim())) {
      const args = splitTopLevel(log[1]);
      if (args.length !== 1) {
        throw new AssertionSyntaxError(
          line,
          `\`console.log(...); // =>\` needs exactly one argument, got ${args.length}`,
        );
      }
      result.push({line, kind: 'log', expr: args[0], expected, stmtStart, stmtEnd, logArg: args[0]});
      continue;
    }
    const keyword = /^(const|let|var|return|if|for|while|do|switch|throw|import|export|class|function|try)\b/.exec(
      body.trim(),
    );
    if (keyword) {
      throw new AssertionSyntaxError(
        line,
        `\`// => value\` needs an expression or \`const name = expr\`, not a \`${keyword[1]}\` statement`,
      );
    }
    result.push({line, kind: 'value', expr: body.trim(), expected, stmtStart, stmtEnd});
  }
  return result;
}

/** True when the `(` after `console.log` closes at the very end (not `console.log(a)(b)`). */
function isWholeCall(text: string): boolean {
  let depth = 0;
  const tokens = lex(text);
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (tok.kind === 'open') depth += 1;
    else if (tok.kind === 'close') {
      depth -= 1;
      if (depth === 0) return tok.end === text.length;
    }
  }
  return false;
}

/** The assertions of a sample, in order. Throws AssertionSyntaxError for a misplaced `// =>`. */
export function parseAssertions(code: string): Assertion[] {
  return parse(code).map(({line, kind, expr, expected}) => ({line, kind, expr, expected}));
}

const hasAwait = (text: string) => lex(text).some((tok) => tok.kind === 'code' && /(^|[^\w$.])await\b/.test(tok.text));

/**
 * Rewrites the assertions of `code` into `__assert(line, () => (expr), () => (expected))` /
 * `__assertThrows(line, () => { stmt }, 'message')`. Only characters inside each statement's own
 * lines change, so line numbers stay as written.
 */
export function instrumentAssertions(code: string): string {
  const parsed = parse(code);
  let out = '';
  let pos = 0;
  for (const a of parsed) {
    out += code.slice(pos, a.stmtStart);
    const statement = code.slice(a.stmtStart, a.stmtEnd);
    const isAsync = hasAwait(statement);
    const call = (fn: string) => (isAsync ? `await ${fn}` : fn);
    const arrow = isAsync ? 'async () =>' : '() =>';
    const expected = `() => (${a.expected})`;
    if (a.kind === 'throws') {
      out += `${call('__assertThrows')}(${a.line}, ${arrow} { ${statement} }, ${JSON.stringify(a.expected)});`;
    } else if (a.declared) {
      const sep = statement.trimEnd().endsWith(';') ? '' : ';';
      out += `${statement}${sep} __assert(${a.line}, () => (${a.declared}), ${expected});`;
    } else if (a.kind === 'log') {
      out += `console.log(${call('__assert')}(${a.line}, ${arrow} (${a.logArg}), ${expected}));`;
    } else {
      out += `${call('__assert')}(${a.line}, ${arrow} (${a.expr}), ${expected});`;
    }
    pos = a.stmtEnd;
  }
  return out + code.slice(pos);
}
