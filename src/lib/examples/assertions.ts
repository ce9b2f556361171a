/**
 * The `// =>` convention: parse the assertions of a sample and rewrite them into calls of the
 * injected `__assert` / `__assertThrows`, keeping every line where it was. Browser-safe.
 *
 *   expr; // => value            value assertion (deep equality)
 *   const x = expr; // => value  asserts on `x`
 *   console.log(expr); // => v   asserts on the logged value and still logs it
 *   stmt; // => throws: message  the statement throws an error whose message contains `message`
 *
 * The statement a comment follows is the one sucrase's parser reads there (line breaks end a
 * statement only where JavaScript inserts a semicolon); see statementStart.
 */
import {ASSERTION_COMMENT, lex, parses, stripComments, type Token} from './lexer';

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
 * True when `text` is exactly one statement to the parser: the body of a `do … while` holds one
 * statement, so a second one (a line break the parser reads as the end of a statement, ASI included)
 * fails there. A `let`/`const` declaration is tried as `var`, which that body allows.
 */
function isOneStatement(text: string): boolean {
  return parses(`do ${text.replace(/^(?:const|let)(?=\s*[\w$[{])/, 'var')}\nwhile (0)`);
}

/** Offset of the first token at or after index `t` that is not a space, a line break or a comment. */
function codeFrom(tokens: Token[], t: number, end: number): number {
  for (; t < tokens.length && tokens[t].start < end; t++) {
    const tok = tokens[t];
    if (tok.kind === 'newline' || tok.kind === 'line-comment' || tok.kind === 'block-comment') continue;
    const lead = tok.kind === 'code' ? tok.text.length - tok.text.trimStart().length : 0;
    if (lead < tok.text.length) return tok.start + lead;
  }
  return end;
}

/**
 * Where the statement that ends at `stmtEnd` (before the `// =>` comment, token `endTok`) starts.
 * Candidates are the starts of its lines and the points after a `}`, back to the `;` or the `{` that
 * opens its block; the statement is the longest candidate the parser reads as exactly one statement.
 * Returns the span searched and, if one fits, the start.
 */
function statementStart(
  code: string,
  tokens: Token[],
  endTok: number,
  stmtEnd: number,
): {from: number; start: number | null} {
  const candidates: number[] = [];
  let nesting = 0;
  let t = endTok - 1;
  // The statement's own `;` does not end the search.
  while (t >= 0 && tokens[t].kind === 'code' && tokens[t].text.trim() === '') t--;
  if (t >= 0 && tokens[t].kind === 'semi') t--;
  for (; t >= 0; t--) {
    const tok = tokens[t];
    if (tok.kind === 'close') {
      if (nesting === 0 && tok.text === '}') candidates.push(t + 1);
      nesting += 1;
    } else if (tok.kind === 'open') {
      if (nesting === 0) {
        // Inside `(…)` or `[…]` the comment follows part of an expression, not a statement.
        if (tok.text !== '{') return {from: tok.end, start: null};
        break;
      }
      nesting -= 1;
    } else if (nesting === 0 && tok.kind === 'semi') break;
    else if (nesting === 0 && tok.kind === 'newline') candidates.push(t + 1);
  }
  candidates.push(t + 1);
  const from = codeFrom(tokens, t + 1, stmtEnd);
  for (const c of candidates.reverse()) {
    const start = codeFrom(tokens, c, stmtEnd);
    if (start < stmtEnd && isOneStatement(code.slice(start, stmtEnd))) return {from, start};
  }
  return {from, start: null};
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
  // In a sample that parses, a statement can give way to another (`debugger;`); inside an object
  // literal (`{ a: 1 // => 1 }`, whose `a: 1` alone reads as a labelled statement) it cannot.
  const whole = parses(code);
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
      // A `// ^?` query or a `// @errors:` directive (type popups, issue 26) is never part of a value.
      if (/^\/\/\s*(\^\?|@errors:)/.test(next.text)) break;
      expected += ' ' + valueText(next.text.replace(/^\/\/\s?/, ''));
      k = c;
    }
    consumedUntil = tokens[k].end;
    if (expected === '') throw new AssertionSyntaxError(line, '`// =>` without an expected value');

    // The statement ends where the comment starts (minus spaces and one `;`).
    let stmtEnd = tok.start;
    while (stmtEnd > 0 && /[ \t]/.test(code[stmtEnd - 1])) stmtEnd--;
    const {from, start: stmtStart} = statementStart(code, tokens, t, stmtEnd);
    const lineStart = starts[line - 1];
    if (stmtEnd <= lineStart || from >= stmtEnd) {
      throw new AssertionSyntaxError(line, '`// =>` must follow a statement on the same line');
    }
    if (stmtStart === null || (whole && !parses(`${code.slice(0, stmtStart)}debugger;${code.slice(stmtEnd)}`))) {
      const got = code.slice(from, stmtEnd).trim();
      throw new AssertionSyntaxError(line, `\`// =>\` must follow a complete statement, got: ${got}`);
    }
    const statement = code.slice(stmtStart, stmtEnd);
    const body = statement.replace(/;\s*$/, '');

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

/** The expected value a probe comment carries in trailingExpression (no sample can write it). */
const ECHO_PROBE = '__limuDocsEcho__';

/** A bare expression statement that ends a sample, without a `// =>` comment. */
export interface TrailingExpression {
  /** 1-based line where the statement ends. */
  line: number;
  expr: string;
  stmtStart: number;
  stmtEnd: number;
}

/**
 * The sample's last statement when it is a bare expression with no `// =>` comment (the Run button
 * prints its value, as a console would), else null. It is found the way a `// =>` comment finds its
 * statement: a probe comment is put after the last code and parsed like any other.
 */
export function trailingExpression(code: string): TrailingExpression | null {
  const tokens = lex(code);
  let last = tokens.length - 1;
  for (; last >= 0; last--) {
    const tok = tokens[last];
    if (tok.kind === 'line-comment' && ASSERTION_COMMENT.test(tok.text)) return null;
    const blank = tok.kind === 'newline' || tok.kind === 'line-comment' || tok.kind === 'block-comment';
    if (!blank && !(tok.kind === 'code' && tok.text.trim() === '')) break;
  }
  if (last < 0) return null;
  const tok = tokens[last];
  const end = tok.kind === 'code' ? tok.start + tok.text.trimEnd().length : tok.end;
  let parsed: ParsedAssertion[];
  try {
    parsed = parse(`${code.slice(0, end)} // => ${ECHO_PROBE}\n${code.slice(end)}`);
  } catch {
    // A declaration, a block statement or a keyword statement: nothing to print.
    return null;
  }
  const probe = parsed.at(-1);
  if (!probe || probe.expected !== ECHO_PROBE || probe.kind !== 'value' || probe.declared) return null;
  return {line: probe.line, expr: probe.expr, stmtStart: probe.stmtStart, stmtEnd: probe.stmtEnd};
}

/**
 * Rewrites the assertions of `code` into `__assert(line, () => (expr), () => (expected))` /
 * `__assertThrows(line, () => { stmt }, 'message')`, and with `echo` a trailing bare expression into
 * `__echo(line, () => (expr))`. Only characters inside each statement's own lines change, so line
 * numbers stay as written.
 */
export function instrumentAssertions(code: string, echo = false): string {
  const parsed = parse(code);
  const trailing = echo ? trailingExpression(code) : null;
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
  if (trailing && trailing.stmtStart >= pos) {
    const isAsync = hasAwait(trailing.expr);
    out += code.slice(pos, trailing.stmtStart);
    out += `${isAsync ? 'await __echo' : '__echo'}(${trailing.line}, ${isAsync ? 'async () =>' : '() =>'} (${trailing.expr}));`;
    pos = trailing.stmtEnd;
  }
  return out + code.slice(pos);
}
