// Messages between a Run button (main thread) and its sandbox worker, and the limits both obey.

import {COMPARED_LIBRARIES} from '../../data/site.mjs';

export type LogLevel = 'log' | 'info' | 'warn' | 'error' | 'debug';

export type SandboxRequest = {type: 'run'; code: string; lang: string};

export type SandboxMessage =
  | {type: 'log'; level: LogLevel; text: string}
  /** Sent once when a sample prints more than MAX_LINES lines; later lines are dropped. */
  | {type: 'truncated'; limit: number}
  /** The sample threw (or failed to compile); `line` is 1-based in the sample when known. */
  | {type: 'error'; message: string; line: number | null}
  /**
   * What a `// =>` line actually produced, shown after the output with its check: `text` is the
   * value, or for `// => throws:` lines the error message (`threw` true) or 'no error'; `expected`
   * is what the comment says; `ok` is the doc tests' own verdict (src/lib/examples/equal.ts).
   */
  | {type: 'value'; line: number; expr: string; text: string; threw: boolean; expected: string; ok: boolean}
  /** The value of a bare expression statement that ends the sample, as a console prints it. */
  | {type: 'echo'; line: number; expr: string; text: string}
  | {type: 'done'; ms: number};

/**
 * A sample still running after this long is stopped by terminating its worker. It counts from the
 * worker's `started` message (src/lib/sandbox/serve.ts), once the modules the sample imports have
 * loaded: on a slow phone or a busy machine loading limu, immer and mutative can take longer than
 * that, and is not the sample's time.
 */
export const RUN_TIMEOUT_MS = 3000;

/** Sent by a worker when the sample's modules are loaded and it starts: the time limit counts from here. */
export type Started = {type: 'started'};
/** Output lines kept per run: an endless loop that logs must not flood the page. */
export const MAX_LINES = 500;
/** Characters kept per output line. */
export const MAX_LINE_CHARS = 10_000;

/** The modules a sample can import in the browser. */
export const SANDBOX_MODULES = [...COMPARED_LIBRARIES, 'react', 'react/jsx-runtime'] as const;
export type SandboxModule = (typeof SANDBOX_MODULES)[number];

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"\n]+)['"]/g;

/**
 * The sandbox modules a sample needs, so the worker loads only those before running it.
 * JSX compiles to `react/jsx-runtime`, so jsx/tsx samples get it too.
 */
export function neededModules(code: string, lang: string): SandboxModule[] {
  const found = new Set<string>();
  for (const m of code.matchAll(IMPORT)) found.add(m[1]!);
  if (lang === 'jsx' || lang === 'tsx') found.add('react/jsx-runtime');
  return SANDBOX_MODULES.filter((id) => found.has(id));
}

/**
 * Wraps `post` so at most MAX_LINES log lines (each at most MAX_LINE_CHARS long) go out,
 * followed by a single `truncated` notice.
 */
export function limitOutput(post: (message: SandboxMessage) => void, maxLines = MAX_LINES) {
  let lines = 0;
  return (level: LogLevel, text: string): void => {
    lines += 1;
    if (lines <= maxLines) {
      const cut = text.length > MAX_LINE_CHARS ? `${text.slice(0, MAX_LINE_CHARS)}…` : text;
      post({type: 'log', level, text: cut});
    } else if (lines === maxLines + 1) {
      post({type: 'truncated', limit: maxLines});
    }
  };
}
