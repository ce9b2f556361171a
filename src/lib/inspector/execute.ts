// Runs one sample for the inspector: the doc-example runtime (as the Run button and the tests use
// it), with `limu` replaced by an instrumented module that records each update. Pure: the worker
// passes its module loaders, the unit tests pass Node's.
import {runSample} from '../examples/runtime';
import {formatArgs, formatValue} from '../examples/format';
import {neededModules, SANDBOX_MODULES, type SandboxModule} from '../sandbox/protocol';
import {instrumentedLimu, type InspectLibrary, type Recorded} from './adapters';
import {inspectPair} from './tree';
import {MAX_RUNS, type InspectMessage, type InspectRequest} from './protocol';
// immer and mutative do not export their version; tests/unit/bench.test.ts checks LIB_VERSIONS.
import {LIB_VERSIONS} from '../bench/versions';

export type InspectLoaders = Record<SandboxModule, () => Promise<unknown>>;

const MAX_LOG_LINES = 200;

/** The modules a run needs: the sample's imports, limu (instrumented) and the library inspected. */
export function inspectModules({code, lang, library}: InspectRequest): SandboxModule[] {
  const needed = new Set<SandboxModule>([...neededModules(code, lang), 'limu', library]);
  return SANDBOX_MODULES.filter((id) => needed.has(id));
}

export async function executeInspect(
  {code, lang, library}: InspectRequest,
  loaders: InspectLoaders,
  post: (message: InspectMessage) => void,
  now: () => number = () => performance.now(),
): Promise<void> {
  const started = now();
  const recorded: Recorded[] = [];
  try {
    const modules = new Map<string, unknown>();
    for (const id of inspectModules({type: 'inspect', code, lang, library})) modules.set(id, await loaders[id]());
    const mods = {
      limu: modules.get('limu') as typeof import('limu'),
      immer: modules.get('immer') as typeof import('immer') | undefined,
      mutative: modules.get('mutative') as typeof import('mutative') | undefined,
    };
    const limu = instrumentedLimu(library, mods, (r) => recorded.length < MAX_RUNS && recorded.push(r), formatValue);
    const require = (id: string): unknown => {
      if (id === 'limu') return limu;
      if (modules.has(id)) return modules.get(id);
      throw new Error(`Cannot find module '${id}' (samples can import ${SANDBOX_MODULES.join(', ')})`);
    };
    let lines = 0;
    const log = (...args: unknown[]) => {
      lines += 1;
      if (lines <= MAX_LOG_LINES) post({type: 'log', text: formatArgs(args).slice(0, 2000)});
    };
    const result = await runSample(code, lang, {require, console: {log, info: log, warn: log, error: log, debug: log}});
    const version = library === 'limu' ? mods.limu.VER : LIB_VERSIONS[library];
    post({
      type: 'runs',
      library,
      version,
      runs: recorded.map((r) => ({
        call: r.call,
        ...inspectPair(r.base, r.result),
        same: r.base === r.result,
        ops: r.ops,
        reads: r.reads,
      })),
    });
    if (result.error) post({type: 'error', message: result.error.message, line: result.error.line});
  } catch (error) {
    post({type: 'error', message: error instanceof Error ? error.message : String(error), line: null});
  }
  post({type: 'done', ms: now() - started});
}

export type {InspectLibrary};
