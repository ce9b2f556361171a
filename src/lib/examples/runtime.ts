/**
 * Turns a sample into runnable CommonJS-style code and runs it with injected `require`, `console`
 * and assertion helpers. Used by the doc-example tests (Node) and by the Run button (Web Worker),
 * so nothing here touches Node or the DOM.
 */
import {transform, type Transform} from 'sucrase';
import {
  AssertionSyntaxError,
  instrumentAssertions,
  parseAssertions,
  trailingExpression,
  type Assertion,
} from './assertions';
import {deepEqual} from './equal';
import {formatArgs, formatValue} from './format';

/** The parameter names the code returned by toRunnable expects, in this order. */
export const RUNNABLE_PARAMS = [
  'require',
  'module',
  'exports',
  'console',
  '__assert',
  '__assertThrows',
  '__echo',
] as const;

function transformsFor(lang: string): Transform[] {
  if (lang === 'ts') return ['typescript', 'imports'];
  if (lang === 'tsx') return ['typescript', 'jsx', 'imports'];
  return ['jsx', 'imports'];
}

/**
 * Instruments the `// =>` assertions (and with `echo` a trailing bare expression), then strips types, compiles JSX (automatic runtime:
 * `react/jsx-runtime`) and turns imports into `require()`. The result is the body of a function
 * taking RUNNABLE_PARAMS and returning a Promise (top-level `await` works); line k of the body is
 * line k of the sample.
 */
export function toRunnable(code: string, lang: string, echo = false): string {
  const instrumented = instrumentAssertions(code, echo);
  const out = transform(instrumented, {
    transforms: transformsFor(lang),
    jsxRuntime: 'automatic',
    production: true,
    disableESTransforms: true,
  }).code;
  return `return (async () => {${out}\n})();`;
}

export interface LogEntry {
  level: 'log' | 'info' | 'warn' | 'error' | 'debug';
  args: unknown[];
  /** The arguments printed like a console does: strings as is, other values formatted. */
  text: string;
}

export interface AssertionOutcome {
  /** 1-based line in the sample. */
  line: number;
  kind: Assertion['kind'];
  ok: boolean;
  /** The expected value or message as written after `// =>`. */
  expected: string;
  /** The actual value (formatted) or the actual error message; absent when the line never ran. */
  actual?: string;
  message: string;
}

export interface SampleError {
  message: string;
  /** 1-based line in the sample when known. */
  line: number | null;
  stack?: string;
}

export interface RunResult {
  /** True when nothing threw unexpectedly and every assertion ran and held. */
  ok: boolean;
  /** One outcome per assertion line, in sample order. */
  assertions: AssertionOutcome[];
  failures: AssertionOutcome[];
  error: SampleError | null;
  logs: LogEntry[];
}

export interface RunOptions {
  /** Resolves the sample's imports ('limu', 'immer', 'mutative', 'react', 'react/jsx-runtime'). */
  require: (id: string) => unknown;
  /**
   * Receives the console calls made while the sample runs (by the sample or by the libraries it
   * calls) as well; they are always recorded in `logs`.
   */
  console?: Partial<Record<LogEntry['level'], (...args: unknown[]) => void>>;
  /**
   * Receives the value of the sample's last statement when it is a bare expression without `// =>`
   * (formatted like assertion values), as a console prints it, unless it is `undefined`. Without it nothing is evaluated twice
   * or differently: the sample runs as written.
   */
  echo?: (line: number, expr: string, text: string) => void;
}

const LEVELS: LogEntry['level'][] = ['log', 'info', 'warn', 'error', 'debug'];
const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as FunctionConstructor;

type Thunk = () => unknown;

// The instrumentation writes `async () =>` thunks for statements that contain `await`.
const isAsyncFunction = (fn: Thunk): boolean => Object.getPrototypeOf(fn) === AsyncFunction.prototype;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Where line 1 of a `Function(...RUNNABLE_PARAMS, body)` body sits in the engine's stack traces. */
let lineOffset: number | null | undefined;
function functionBodyOffset(): number | null {
  if (lineOffset === undefined) {
    const probe = Function(...RUNNABLE_PARAMS, 'return new Error("probe");') as (...a: unknown[]) => Error;
    const line = stackLine(probe().stack ?? '');
    lineOffset = line === null ? null : line - 1;
  }
  return lineOffset;
}

// V8: `<anonymous>:12:5`; Firefox/Safari: `Function:12:5` / `> Function:12:5`.
function stackLine(stack: string): number | null {
  const m = /<anonymous>:(\d+):\d+|Function:(\d+):\d+/.exec(stack);
  return m ? Number(m[1] ?? m[2]) : null;
}

/** Tags an error with the sample line it was raised on (so the report can name it). */
function withLine(error: unknown, line: number): unknown {
  if (error && typeof error === 'object' && !('sampleLine' in error)) {
    try {
      Object.defineProperty(error, 'sampleLine', {value: line});
    } catch {
      // A frozen error keeps its own stack line.
    }
  }
  return error;
}

/** Runs one sample and reports every assertion; never throws. */
export async function runSample(code: string, lang: string, options: RunOptions): Promise<RunResult> {
  const logs: LogEntry[] = [];
  const outcomes = new Map<number, AssertionOutcome>();
  const result = (error: SampleError | null): RunResult => {
    const assertions = [...outcomes.values()].sort((a, b) => a.line - b.line);
    const failures = assertions.filter((a) => !a.ok);
    return {ok: error === null && failures.length === 0, assertions, failures, error, logs};
  };

  let declared: Assertion[];
  let body: string;
  try {
    declared = parseAssertions(code);
    body = toRunnable(code, lang, options.echo !== undefined);
  } catch (error) {
    const line = error instanceof AssertionSyntaxError ? error.line : sucraseLine(error);
    return result({message: messageOf(error), line});
  }
  for (const a of declared) {
    outcomes.set(a.line, {
      line: a.line,
      kind: a.kind,
      ok: false,
      expected: a.expected,
      message: `line ${a.line}: the assertion never ran`,
    });
  }
  const record = (line: number, ok: boolean, actual: string, message: string) => {
    const outcome = outcomes.get(line);
    if (!outcome) return;
    // In a loop, the first failure is the one to report.
    if (outcome.actual !== undefined && !outcome.ok) return;
    outcome.ok = ok;
    outcome.actual = actual;
    outcome.message = message;
  };

  const compare = (line: number, actual: unknown, expectedFn: Thunk): unknown => {
    let expected: unknown;
    try {
      expected = expectedFn();
    } catch (error) {
      throw withLine(error, line);
    }
    const ok = deepEqual(actual, expected);
    const shown = formatValue(actual);
    const source = outcomes.get(line)?.expected ?? formatValue(expected);
    record(line, ok, shown, ok ? `line ${line}: ok` : `line ${line}: expected ${source}, got ${shown}`);
    return actual;
  };
  const __assert = (line: number, actualFn: Thunk, expectedFn: Thunk): unknown => {
    if (isAsyncFunction(actualFn)) {
      return (actualFn() as Promise<unknown>).then(
        (actual) => compare(line, actual, expectedFn),
        (error: unknown) => {
          throw withLine(error, line);
        },
      );
    }
    let actual: unknown;
    try {
      actual = actualFn();
    } catch (error) {
      throw withLine(error, line);
    }
    return compare(line, actual, expectedFn);
  };
  const checkThrown = (line: number, error: unknown, part: string) => {
    const message = messageOf(error);
    const ok = message.includes(part);
    record(
      line,
      ok,
      message,
      ok ? `line ${line}: ok` : `line ${line}: expected an error containing '${part}', got '${message}'`,
    );
  };
  const noThrow = (line: number, part: string) =>
    record(line, false, 'no error', `line ${line}: expected an error containing '${part}', but nothing was thrown`);
  const __assertThrows = (line: number, fn: Thunk, part: string): unknown => {
    if (isAsyncFunction(fn)) {
      return (fn() as Promise<unknown>).then(
        () => noThrow(line, part),
        (error: unknown) => checkThrown(line, error, part),
      );
    }
    try {
      fn();
    } catch (error) {
      checkThrown(line, error, part);
      return undefined;
    }
    noThrow(line, part);
    return undefined;
  };

  const echoExpr = options.echo ? (trailingExpression(code)?.expr ?? '') : '';
  const __echo = (line: number, fn: Thunk): unknown => {
    // `undefined` (a call that returns nothing, e.g. console.warn) is left out: it only adds noise.
    const show = (value: unknown) => {
      if (value !== undefined) options.echo?.(line, echoExpr, formatValue(value));
      return value;
    };
    return isAsyncFunction(fn) ? (fn() as Promise<unknown>).then(show) : show(fn());
  };

  // The global console itself is captured for the duration of the run (not a stand-in object):
  // the libraries' own warnings land in the logs too, and a sample that swaps `console.warn` to
  // collect limu's warnings sees them. Every method is restored afterwards.
  const globalConsole = globalThis.console as unknown as Record<string, unknown>;
  const saved = LEVELS.map((level) => [level, globalConsole[level]] as const);
  for (const level of LEVELS) {
    globalConsole[level] = (...args: unknown[]) => {
      logs.push({level, args, text: formatArgs(args)});
      options.console?.[level]?.(...args);
    };
  }
  const module = {exports: {} as Record<string, unknown>};

  try {
    const fn = Function(...RUNNABLE_PARAMS, body) as (...args: unknown[]) => Promise<void>;
    await fn(options.require, module, module.exports, globalThis.console, __assert, __assertThrows, __echo);
  } catch (error) {
    return result({
      message: messageOf(error),
      line: errorLine(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
  } finally {
    for (const [level, method] of saved) globalConsole[level] = method;
  }
  return result(null);
}

function errorLine(error: unknown): number | null {
  if (error && typeof error === 'object' && 'sampleLine' in error) return Number(error.sampleLine);
  if (!(error instanceof Error)) return null;
  if (error instanceof SyntaxError) return null;
  const offset = functionBodyOffset();
  const line = stackLine(error.stack ?? '');
  return offset === null || line === null ? null : line - offset;
}

// Sucrase reports syntax errors as `Unexpected token (3:5)`.
function sucraseLine(error: unknown): number | null {
  const m = /\((\d+):\d+\)/.exec(messageOf(error));
  return m ? Number(m[1]) : null;
}
