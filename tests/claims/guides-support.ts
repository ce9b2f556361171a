// Helpers shared by the guides/* ledger files: what a proof needs that plain `expect` doesn't give
// (console warnings, TypeScript diagnostics, the committed benchmark numbers, Node's own ESM loader).
import {execFileSync} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import fc from 'fast-check';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const load = createRequire(__filename);

/** Runs `fn` and returns what it printed with console.warn (and its result). */
export function warnings<T>(fn: () => T): {warned: string[]; result: T} {
  const warned: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => {
    warned.push(args.map(String).join(' '));
  };
  try {
    return {warned, result: fn()};
  } finally {
    console.warn = original;
  }
}

const previous = new Map<string, ts.Program>();

/**
 * The TypeScript errors of a snippet, compiled strict against the packages' own types: as a doc
 * sample (`bundler` resolution) or, with `nodeNext`, as an `.mts` module of a Node ESM project.
 * Each mode reuses its previous program, so only the first compile pays for the lib files.
 */
export function tsErrors(code: string, mode: 'bundler' | 'nodeNext' = 'bundler'): string[] {
  const file = path.join(ROOT, '.claims-virtual', mode === 'nodeNext' ? 'claim.mts' : 'claim.ts');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    types: [],
    skipLibCheck: true,
    ...(mode === 'nodeNext'
      ? {module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext}
      : {
          module: ts.ModuleKind.ESNext,
          moduleResolution: ts.ModuleResolutionKind.Bundler,
          moduleDetection: ts.ModuleDetectionKind.Force,
        }),
  };
  const host = ts.createCompilerHost(options, true);
  const {getSourceFile, fileExists} = host;
  host.fileExists = (f) => f === file || fileExists.call(host, f);
  host.getSourceFile = (f, lang, onError, create) =>
    f === file ? ts.createSourceFile(f, code, lang, true) : getSourceFile.call(host, f, lang, onError, create);
  const program = ts.createProgram([file], options, host, previous.get(mode));
  previous.set(mode, program);
  const setup = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  if (setup.length)
    throw new Error(`TypeScript setup broken: ${ts.flattenDiagnosticMessageText(setup[0]!.messageText, ' ')}`);
  const sf = program.getSourceFile(file);
  if (!sf) throw new Error('the virtual TypeScript file did not load');
  return [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)].map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, ' '),
  );
}

/** Runs an ES module snippet with Node's own loader from the site root, returns stdout or stderr. */
export function runEsm(code: string): string {
  try {
    return execFileSync(process.execPath, ['--input-type=module', '-e', code], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (e) {
    return String((e as {stderr?: string}).stderr);
  }
}

/** The installed limu's package.json. */
export const limuPackage = load('limu/package.json') as Record<string, unknown>;

/**
 * Generated plain data for ledger properties: a root object whose values are numbers, strings, arrays
 * and objects nested a few levels, over few keys so that recipes find paths to change.
 */
export const plainState = (() => {
  const {node} = fc.letrec<{node: unknown}>((tie) => ({
    node: fc.oneof(
      {depthSize: 'small'},
      fc.integer(),
      fc.string({maxLength: 3}),
      fc.array(tie('node'), {maxLength: 3}),
      fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('node'), {maxKeys: 3}),
    ),
  }));
  return fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), node, {maxKeys: 4}) as fc.Arbitrary<
    Record<string, unknown>
  >;
})();

/** A recipe from generated steps: follow `path` as far as it leads to containers, then add a key or push. */
export const pathEdit = fc.record({
  path: fc.array(fc.constantFrom('a', 'b', 'c', 'd', '0', '1'), {maxLength: 3}),
  value: fc.integer(),
  change: fc.boolean(),
});
export function applyEdit(draft: object, edit: {path: string[]; value: number; change: boolean}): void {
  if (!edit.change) return;
  let node = draft as Record<string, unknown>;
  for (const key of edit.path) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) break;
    node = next as Record<string, unknown>;
  }
  if (Array.isArray(node)) node.push(edit.value);
  else node.z = edit.value;
}

/** Every object reachable from `value` (through own values, Map values and Set members). */
export function reachable(value: unknown, out = new Set<object>()): Set<object> {
  if (typeof value !== 'object' || value === null || out.has(value)) return out;
  out.add(value);
  const children =
    value instanceof Map ? [...value.values()] : value instanceof Set ? [...value] : Object.values(value);
  for (const child of children) reachable(child, out);
  return out;
}
