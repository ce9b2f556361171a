// Runs one sample for the Run button with the doc-example runtime (src/lib/examples, the code the
// tests use) and reports its console output and any thrown error as SandboxMessages.
// Pure: the worker passes in its module loaders and postMessage, the unit tests pass in Node's.
import {runSample} from '../examples/runtime';
import {parseAssertions} from '../examples/assertions';
import {formatArgs} from '../examples/format';
import {
  limitOutput,
  neededModules,
  SANDBOX_MODULES,
  type LogLevel,
  type SandboxMessage,
  type SandboxModule,
  type SandboxRequest,
} from './protocol';

export type ModuleLoaders = Record<SandboxModule, () => Promise<unknown>>;

export async function executeSample(
  {code, lang}: SandboxRequest,
  loaders: ModuleLoaders,
  post: (message: SandboxMessage) => void,
  now: () => number = () => performance.now(),
): Promise<void> {
  const started = now();
  try {
    const modules = new Map<string, unknown>();
    for (const id of neededModules(code, lang)) modules.set(id, await loaders[id]());
    const require = (id: string): unknown => {
      if (modules.has(id)) return modules.get(id);
      throw new Error(`Cannot find module '${id}' (samples can import ${SANDBOX_MODULES.join(', ')})`);
    };
    const out = limitOutput(post);
    const forward =
      (level: LogLevel) =>
      (...args: unknown[]) =>
        out(level, formatArgs(args));
    let echoed: SandboxMessage | null = null;
    const result = await runSample(code, lang, {
      echo: (line, expr, text) => {
        echoed = {type: 'echo', line, expr, text};
      },
      require,
      console: {
        log: forward('log'),
        info: forward('info'),
        warn: forward('warn'),
        error: forward('error'),
        debug: forward('debug'),
      },
    });
    // Every `// =>` line that ran, with what it produced and the tests' verdict on its comment, so a
    // reader who edits a sample sees when the comment stops being true.
    const exprs = new Map(parseAssertions(code).map((a) => [a.line, a.expr.trim().replace(/;$/, '')] as const));
    for (const a of result.assertions) {
      if (a.actual === undefined) continue;
      const threw = a.kind === 'throws' && a.actual !== 'no error';
      const expected = a.kind === 'throws' ? `throws: ${a.expected}` : a.expected;
      post({type: 'value', line: a.line, expr: exprs.get(a.line) ?? '', text: a.actual, threw, expected, ok: a.ok});
    }
    if (echoed) post(echoed);
    if (result.error) post({type: 'error', message: result.error.message, line: result.error.line});
  } catch (error) {
    post({type: 'error', message: error instanceof Error ? error.message : String(error), line: null});
  }
  post({type: 'done', ms: now() - started});
}
