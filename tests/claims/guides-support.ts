// Helpers shared by the guides/* ledger files: what a proof needs that plain `expect` doesn't give
// (console warnings, TypeScript diagnostics, the committed benchmark numbers, Node's own ESM loader).
import {execFileSync} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import fc from 'fast-check';
import ts from 'typescript';
import {expect} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const load = createRequire(__filename);

/** The arguments of a generated call on a Map (`m`) or a Set (`s`): its key, its value, or both. */
export function collectionCallArgs(call: {on: 'm' | 's'; key: unknown; value: unknown}, method: string): unknown[] {
  if (method === 'forEach') return [() => undefined];
  if (method === 'set') return [call.key, call.value];
  return call.on === 's' ? [call.value] : [call.key];
}

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
 * A value of the generated states: numbers, strings, arrays and objects nested a few levels, and with
 * `withMapsAndSets` Maps (keys 'a'-'c') and Sets too.
 */
function dataNode(withMapsAndSets: boolean): fc.Arbitrary<unknown> {
  return fc.letrec<{node: unknown}>((tie) => ({
    node: fc.oneof(
      {depthSize: 'small'},
      fc.integer(),
      fc.string({maxLength: 3}),
      fc.array(tie('node'), {maxLength: 3}),
      fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('node'), {maxKeys: 3}),
      ...(withMapsAndSets
        ? [
            fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), tie('node')), {maxLength: 3}).map((e) => new Map(e)),
            fc.array(tie('node'), {maxLength: 3}).map((members) => new Set(members)),
          ]
        : []),
    ),
  })).node;
}

/** A value of `richState`: plain data plus Maps and Sets. */
const richNode = dataNode(true);

/**
 * Generated plain data for ledger properties: a root object whose values are numbers, strings, arrays
 * and objects nested a few levels, over few keys so that recipes find paths to change.
 */
export const plainState = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), dataNode(false), {
  maxKeys: 4,
}) as fc.Arbitrary<Record<string, unknown>>;

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

/**
 * Generated state for sentences about every node of a draft: a root object whose values are numbers,
 * strings, arrays, objects, Maps and Sets nested a few levels (the containers limu drafts).
 */
export const richState = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), dataNode(true), {
  maxKeys: 4,
}) as fc.Arbitrary<Record<string, unknown>>;

export const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * The children of a container as a reader reaches them, key and value: own enumerable properties, a Map's
 * get(key), a Set's forEach (the reads through which a draft hands out child drafts; the key of a Set
 * member is its position).
 */
export function childrenOf(value: object): [unknown, unknown][] {
  if (value instanceof Map) return [...value.keys()].map((k) => [k, value.get(k)]);
  if (value instanceof Set) {
    const out: [unknown, unknown][] = [];
    value.forEach((member) => out.push([out.length, member]));
    return out;
  }
  return Object.keys(value).map((k) => [k, (value as Record<string, unknown>)[k]]);
}

/** Every object read from `value` down through `childrenOf`, `value` first (on a draft: every draft node). */
export function readAll(value: unknown, out: object[] = []): object[] {
  if (!isObject(value)) return out;
  out.push(value);
  for (const [, child] of childrenOf(value)) readAll(child, out);
  return out;
}

/** Pairs each object `readAll` reaches in `draft` with the object at the same path in `base`. */
export function pairedNodes(draft: object, base: object, out: [object, object][] = []): [object, object][] {
  out.push([draft, base]);
  const baseChildren = new Map(childrenOf(base));
  for (const [key, child] of childrenOf(draft)) {
    const baseChild = baseChildren.get(key);
    if (isObject(child) && isObject(baseChild)) pairedNodes(child, baseChild, out);
  }
  return out;
}

/**
 * The message reading `proxy` throws, or '' when it does not: a property read, or `size` for a Map or Set
 * (`collection`, known before the proxy was finished: a revoked proxy cannot say what it was).
 */
export function readError(proxy: object, collection = false): string {
  try {
    void Reflect.get(proxy, collection ? 'size' : 'anyKey');
    return '';
  } catch (e) {
    return String((e as Error).message);
  }
}

/** `pathEdit` for `richState`: follow the path through `childrenOf`, then push, set 'z', add or assign z. */
export function applyRichEdit(draft: object, edit: {path: string[]; value: number; change: boolean}): void {
  let node = draft;
  for (const key of edit.path) {
    const next = new Map(childrenOf(node)).get(node instanceof Set ? Number(key) : key);
    if (!isObject(next)) break;
    node = next;
  }
  if (!edit.change) return;
  if (Array.isArray(node)) node.push(edit.value);
  else if (node instanceof Map) node.set('z', edit.value);
  else if (node instanceof Set) node.add(edit.value);
  else (node as Record<string, unknown>).z = edit.value;
}

const PROPERTY_KINDS = ['get', 'set', 'del'] as const;
const ARRAY_METHODS = ['push', 'pop', 'shift', 'unshift', 'splice', 'reverse', 'fill'] as const;
/**
 * One step of a recipe on plain data: follow `path`, then read, assign or delete a property, or (unless
 * `propertiesOnly`) call an array method.
 */
export const propertyStep = (propertiesOnly = false, writeBack = false) =>
  fc.record({
    path: fc.array(fc.constantFrom('a', 'b', 'c', '0', '1'), {maxLength: 3}),
    // A write-back, when asked for, is every other step: it must often meet an object to test anything.
    kind: fc.oneof(
      ...(writeBack ? [fc.constant('back')] : []),
      fc.constantFrom<string>(...PROPERTY_KINDS, ...(propertiesOnly ? [] : ARRAY_METHODS)),
    ),
    value: fc.integer(),
  });
type PropertyStep = {path: string[]; kind: string; value: number};
export function applyPropertyStep(target: object, step: PropertyStep): void {
  const path = [...step.path];
  const last = path.pop() ?? 'a';
  let node = target as Record<string, unknown>;
  for (const key of path) {
    const next = node[key];
    if (!isObject(next)) return;
    node = next as Record<string, unknown>;
  }
  if (step.kind === 'get') void node[last];
  else if (step.kind === 'set') node[last] = step.value;
  else if (step.kind === 'del') delete node[last];
  // eslint-disable-next-line no-self-assign -- a value written back where it was read is the step
  else if (step.kind === 'back') node[last] = node[last];
  else if (Array.isArray(node)) {
    const args = {push: [step.value], unshift: [step.value], splice: [0, 1, step.value], fill: [step.value]};
    (node[step.kind as 'push'] as (...a: unknown[]) => unknown)(...(args[step.kind as keyof typeof args] ?? []));
  }
}

const loggedTargets = new WeakMap<object, object>();
const writtenBack = new WeakMap<object, Set<PropertyKey>>();
/**
 * The oracle of onOperate: `value` behind a Proxy that logs every property read, write and delete the
 * engine makes, as `op key` (a read of `constructor` by an array method, and symbol keys, left out);
 * with `ignoreWrites`, writes and deletes are logged and dropped, as a read-only view does; with
 * `objectWriteBackUnseen`, a value written back where it was read is not logged when it is a plain object,
 * or an array written back there before (what a limu draft does).
 */
export function loggingProxy<T extends object>(
  value: T,
  log: string[],
  ignoreWrites = false,
  objectWriteBackUnseen = false,
): T {
  const proxy = new Proxy(value, {
    get(target, key, receiver) {
      const read: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'symbol' && key !== 'constructor') log.push(`get ${key}`);
      return isObject(read) ? loggingProxy(read, log, ignoreWrites, objectWriteBackUnseen) : read;
    },
    set(target, key, next) {
      const written = isObject(next) ? (loggedTargets.get(next) ?? next) : next;
      const back = isObject(written) && written === Reflect.get(target, key);
      const before = writtenBack.get(target) ?? new Set<PropertyKey>();
      writtenBack.set(target, before);
      // limu: a plain object written back calls nothing; an array only its first time back.
      const unseen = back && (!Array.isArray(written) || before.has(key));
      if (back) before.add(key);
      else before.delete(key);
      if (!(objectWriteBackUnseen && unseen)) log.push(`set ${String(key)}`);
      return ignoreWrites || Reflect.set(target, key, written);
    },
    deleteProperty(target, key) {
      log.push(`del ${String(key)}`);
      return ignoreWrites || Reflect.deleteProperty(target, key);
    },
  });
  loggedTargets.set(proxy, value);
  return proxy;
}

type LimuModule = typeof import('limu');
/**
 * onOperate over generated recipes of `propertyStep`s (array methods included unless `propertiesOnly`: the
 * reads and writes they make), through produce, createDraft and immut: the calls it
 * gets (`op key`) are the property reads, writes and deletes that the oracle sees on a copy of the data (on
 * the copy whose writes are dropped, for immut, whose writes are ignored). With `writeBack`, steps also write
 * a value back where it was read, and the one exception is expected: a draft written back calls no `set`
 * when it is a plain object's, or an array's already written back there (immut's view, not a draft, calls it).
 */
export function onOperateSeesEveryPropertyOperation(
  limu: LimuModule,
  numRuns = 100,
  propertiesOnly = false,
  writeBack = false,
): void {
  const {createDraft, finishDraft, immut, produce} = limu;
  fc.assert(
    fc.property(
      plainState,
      fc.array(propertyStep(propertiesOnly, writeBack), {maxLength: 5}),
      fc.constantFrom('produce', 'createDraft', 'immut'),
      (state, steps, api) => {
        const seen: string[] = [];
        const onOperate = (p: {op: string; key: unknown}) => void seen.push(`${p.op} ${String(p.key)}`);
        const expected: string[] = [];
        const recipe = (target: object) => steps.forEach((step) => applyPropertyStep(target, step));
        if (api === 'produce') produce(structuredClone(state), recipe, {onOperate});
        else if (api === 'createDraft') {
          const draft = createDraft(structuredClone(state), {onOperate});
          recipe(draft);
          finishDraft(draft);
        } else recipe(immut(structuredClone(state), {onOperate, disableWarn: true}));
        const copy = structuredClone(state);
        recipe(loggingProxy(copy, expected, api === 'immut', writeBack && api !== 'immut'));
        expect(seen).toEqual(expected);
      },
    ),
    {seed: 38, numRuns},
  );
}

/**
 * original over generated states and an edit: every draft node read (object, array, Map value, Set member)
 * gives back the base's object at the same path, and a value that is not a draft (any generated value)
 * comes back as it is.
 */
export function originalGivesBaseNodes(limu: LimuModule, numRuns = 100): void {
  const {createDraft, finishDraft, original} = limu;
  fc.assert(
    fc.property(richState, pathEdit, fc.anything(), (state, edit, other) => {
      const draft = createDraft(state);
      applyRichEdit(draft, edit);
      for (const [node, baseNode] of pairedNodes(draft, state)) expect(original(node)).toBe(baseNode);
      finishDraft(draft);
      expect(original(other)).toBe(other);
    }),
    {seed: 38, numRuns},
  );
}

/**
 * markRaw over generated states: a generated choice of their objects is marked, and every read of a marked
 * object, through produce, createDraft, a readOnly draft and immut, returns the object itself.
 */
export function markedObjectsComeBackAsIs(limu: LimuModule, numRuns = 100): void {
  const {createDraft, finishDraft, immut, markRaw, produce} = limu;
  fc.assert(
    fc.property(richState, fc.array(fc.boolean(), {minLength: 8, maxLength: 8}), (state, marks) => {
      const marked = new Set(readAll(state).filter((_, i) => i > 0 && marks[i % marks.length]));
      marked.forEach((o) => markRaw(o));
      // Every object read, down to the leaves; a marked object stops the walk (its insides are plain data).
      const reads: [unknown, unknown][] = [];
      const visit = (node: object, baseNode: object) => {
        const baseChildren = new Map(childrenOf(baseNode));
        for (const [key, child] of childrenOf(node)) {
          const baseChild = baseChildren.get(key);
          if (!isObject(child) || !isObject(baseChild)) continue;
          if (marked.has(baseChild)) reads.push([child, baseChild]);
          else visit(child, baseChild);
        }
      };
      produce(state, (draft) => visit(draft, state));
      for (const options of [{}, {readOnly: true}]) {
        const draft = createDraft(state, options);
        visit(draft, state);
        finishDraft(draft);
      }
      visit(immut(state), state);
      for (const [read, baseObject] of reads) expect(read).toBe(baseObject);
      // Each of the four reached every outermost marked object.
      const outermost = reads.length;
      visit(state, state);
      expect(outermost).toBe(4 * (reads.length - outermost));
    }),
    {seed: 38, numRuns},
  );
}

/** A plain, comparable picture of `value` read through `childrenOf` (Maps and Sets tagged), for toEqual. */
export function shape(value: unknown): unknown {
  if (!isObject(value)) return value;
  const tag = value instanceof Map ? 'Map' : value instanceof Set ? 'Set' : Array.isArray(value) ? 'Array' : 'Object';
  return [tag, childrenOf(value).map(([key, child]) => [key, shape(child)])];
}

/**
 * A draft kept with autoRevoke: false, over generated states and edits: after finishDraft, an assignment and
 * a delete on each of its objects and arrays are refused with the console warnings `set failed, …` and
 * `del failed, …` (the draft and the result unchanged); a Map's set or a Set's add on it warns nothing and
 * takes effect on the draft.
 */
export function keptDraftWrites(limu: LimuModule, numRuns = 100): void {
  const {createDraft, finishDraft} = limu;
  const refused = (op: string, key: string) => `${op} failed, cuase draft root has been finised! key: ${key}`;
  fc.assert(
    fc.property(richState, pathEdit, fc.nat(), (state, edit, at) => {
      const draft = createDraft(state, {autoRevoke: false});
      applyRichEdit(draft, edit);
      const next = finishDraft(draft);
      const result = shape(next);
      const nodes = readAll(draft);
      for (const node of nodes.filter((n) => !(n instanceof Map) && !(n instanceof Set))) {
        const record = node as Record<string, unknown>;
        const key = Object.keys(record)[0] ?? 'q';
        expect(warnings(() => void (record.q = 1)).warned).toEqual([refused('set', 'q')]);
        expect(warnings(() => void delete record[key]).warned).toEqual([refused('del', key)]);
      }
      expect([shape(draft), shape(next)]).toEqual([result, result]);
      const collections = nodes.filter((n) => n instanceof Map || n instanceof Set);
      if (!collections.length) return;
      const collection = collections[at % collections.length] as Map<unknown, unknown> | Set<unknown>;
      const {warned} = warnings(() => (collection instanceof Map ? collection.set('q', 1) : collection.add('q')));
      expect([warned, collection.has('q')]).toEqual([[], true]);
    }),
    {seed: 38, numRuns},
  );
}

const REVOKED = "Cannot perform 'get' on a proxy that has been revoked";
/**
 * finishDraft over generated states and edits: every proxy read before it (the root and each node down to
 * the leaves, a Map's values and a Set's members included) throws on use after it; with autoRevoke: false
 * every one stays readable and the draft reads as the result.
 */
export function finishRevokesEveryProxy(limu: LimuModule, numRuns = 100): void {
  const {createDraft, finishDraft} = limu;
  fc.assert(
    fc.property(richState, pathEdit, (state, edit) => {
      const draft = createDraft(state);
      applyRichEdit(draft, edit);
      const nodes = readAll(draft);
      const collections = nodes.map((n) => n instanceof Map || n instanceof Set);
      finishDraft(draft);
      expect(nodes.map((n, i) => readError(n, collections[i]))).toEqual(nodes.map(() => REVOKED));
      const kept = createDraft(state, {autoRevoke: false});
      applyRichEdit(kept, edit);
      const keptNodes = readAll(kept);
      const next = finishDraft(kept);
      expect(keptNodes.map((n) => readError(n))).toEqual(keptNodes.map(() => ''));
      expect(shape(kept)).toEqual(shape(next));
    }),
    {seed: 38, numRuns},
  );
}

/**
 * "every object node it reads is shallow-copied once", over generated states: each node read in a draft
 * (objects, arrays, Maps, Sets) has a copy that is not its base object, holds the same children, and is
 * the same copy when read again; when nothing was written the result is the base (the copies are dropped).
 */
export function everyReadNodeCopiedOnce(limu: LimuModule, numRuns = 100): void {
  const {createDraft, finishDraft, limuUtils} = limu;
  fc.assert(
    fc.property(richState, (state) => {
      const draft = createDraft(state);
      const pairs = pairedNodes(draft, state);
      const copies = pairs.map(([node]) => limuUtils.getDraftMeta(node)!.copy as object);
      pairs.forEach(([, baseNode], i) => {
        expect(copies[i]).not.toBe(baseNode);
        expect(childrenOf(copies[i]!).length).toBe(childrenOf(baseNode).length);
      });
      // Read again: the same copies.
      expect(pairedNodes(draft, state).map(([node]) => limuUtils.getDraftMeta(node)!.copy)).toEqual(copies);
      pairedNodes(draft, state).forEach(([node], i) => expect(limuUtils.getDraftMeta(node)!.copy).toBe(copies[i]));
      expect(finishDraft(draft)).toBe(state);
    }),
    {seed: 38, numRuns},
  );
}

/** One write of `isChangedStep`: follow `path`, then assign `key` its own value (`same`) or `value`, or delete it. */
export const isChangedStep = fc.record({
  path: fc.array(fc.constantFrom('a', 'b', 'c', '0', '1'), {maxLength: 2}),
  key: fc.constantFrom('a', 'b', 'c', 'z', '0', '1', '5'),
  kind: fc.constantFrom('same', 'value', 'del'),
  value: fc.oneof(fc.integer({min: -1, max: 1}), fc.constantFrom(NaN, -0, undefined, 'x')),
});
/**
 * The objects a step writes into: its `path` followed in the draft and, side by side, in a plain copy
 * of the state; null when the copy has no object on the way (the step cannot reach its key).
 */
export function stepTarget(
  draft: object,
  copy: Record<string, unknown>,
  path: readonly string[],
): {node: Record<string, unknown>; shadow: Record<string, unknown>} | null {
  let node = draft as Record<string, unknown>;
  let shadow = copy;
  for (const key of path) {
    if (!isObject(shadow[key])) return null;
    node = node[key] as Record<string, unknown>;
    shadow = shadow[key] as Record<string, unknown>;
  }
  return {node, shadow};
}
/**
 * onOperate's isChanged over generated states and writes (through produce): a `set` gives `old !== new`
 * (the value read before, `undefined` for a missing key: writing the same value is false, NaN again is
 * true), a `del` always true, even for a missing key; a Map's `set` of the value it has and a Set's `add` of
 * a member it has give true on the method's `get`. (A write of an object value is left out: writing a draft
 * back reaches no `set` at all.)
 */
export function isChangedFollowsIdentity(limu: LimuModule, numRuns = 100): void {
  const {produce} = limu;
  fc.assert(
    fc.property(plainState, fc.array(isChangedStep, {maxLength: 5}), (state, steps) => {
      const seen: [string, string, boolean][] = [];
      const expected: [string, string, boolean][] = [];
      const copy = structuredClone(state) as Record<string, unknown>;
      produce(
        structuredClone(state),
        (draft) => {
          for (const step of steps) {
            const target = stepTarget(draft, copy, step.path);
            if (!target) continue;
            const {node, shadow} = target;
            const old = shadow[step.key];
            if (step.kind === 'same' && isObject(old)) continue;
            if (step.kind === 'del') {
              delete node[step.key];
              delete shadow[step.key];
              expected.push(['del', step.key, true]);
            } else {
              const next = step.kind === 'same' ? old : step.value;
              node[step.key] = next;
              shadow[step.key] = next;
              expected.push(['set', step.key, old !== next]);
            }
          }
        },
        {
          onOperate: (p: {op: string; key: unknown; isChanged: boolean}) =>
            void (p.op !== 'get' && p.key !== 'length' && seen.push([p.op, String(p.key), p.isChanged])),
        },
      );
      expect(seen).toEqual(expected);
    }),
    {seed: 38, numRuns},
  );
  fc.assert(
    fc.property(fc.uniqueArray(fc.integer(), {minLength: 1, maxLength: 4}), fc.nat(), (keys, at) => {
      const k = keys[at % keys.length]!;
      const seen: [string, boolean][] = [];
      produce(
        {m: new Map(keys.map((key) => [key, key])), s: new Set(keys)},
        (draft) => {
          draft.m.set(k, k);
          draft.s.add(k);
        },
        {
          onOperate: (p: {key: unknown; isChanged: boolean; isBuiltInFnKey: boolean}) =>
            void (p.isBuiltInFnKey && seen.push([String(p.key), p.isChanged])),
        },
      );
      expect(seen).toEqual([
        ['set', true],
        ['add', true],
      ]);
    }),
    {seed: 38, numRuns: Math.ceil(numRuns / 4)},
  );
}

/** A generated root of every kind createDraft takes: an object, an array, a Map or a Set of `richState` values. */
export const richRoot = fc.oneof(
  richState,
  fc.array(richNode, {maxLength: 4}),
  fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), richNode), {maxLength: 4}).map((e) => new Map(e)),
  fc.array(richNode, {maxLength: 4}).map((members) => new Set(members)),
) as fc.Arbitrary<object>;

/**
 * "createDraft wraps the root in a Proxy and makes one shallow copy of it", over generated roots (objects,
 * arrays, Maps, Sets): the draft is a Proxy; its copy is not the base and holds the base's own children;
 * a first-level change to the base after createDraft does not show in the draft (the copy was made then),
 * and a mark put on each child afterwards does (no child was copied yet).
 */
export function createDraftCopiesRootOnly(limu: LimuModule, numRuns = 100): void {
  const {createDraft, finishDraft, limuUtils} = limu;
  const {types} = load('node:util') as typeof import('node:util');
  fc.assert(
    fc.property(richRoot, (generated) => {
      const base = structuredClone(generated);
      const draft = createDraft(base);
      expect(types.isProxy(draft)).toBe(true);
      const copy = limuUtils.getDraftMeta(draft)!.copy as object;
      expect(copy).not.toBe(base);
      const children = childrenOf(base);
      expect(childrenOf(copy).map(([, child]) => child)).toEqual(children.map(([, child]) => child));
      childrenOf(copy).forEach(([, child], i) => expect(child).toBe(children[i]![1]));
      if (base instanceof Map) base.set('zz', 1);
      else if (base instanceof Set) base.add('zz');
      else if (Array.isArray(base)) base.push('zz');
      else (base as Record<string, unknown>).zz = 1;
      // A mark on each child, in its contents for an array, Map or Set (their copies keep no own properties).
      for (const [, child] of children) {
        if (child instanceof Map) child.set('mark', 1);
        else if (child instanceof Set) child.add('mark');
        else if (Array.isArray(child)) child.push('mark');
        else if (isObject(child)) Object.assign(child, {mark: 1});
      }
      const marked = (child: unknown) =>
        child instanceof Map || child instanceof Set
          ? child.has('mark')
          : Array.isArray(child)
            ? child.includes('mark')
            : (child as {mark?: number}).mark === 1;
      const seen = childrenOf(draft).filter(([, child]) => isObject(child));
      expect(seen.map(([, child]) => marked(child))).toEqual(seen.map(() => true));
      expect(childrenOf(draft).length).toBe(children.length);
      finishDraft(draft);
    }),
    {seed: 38, numRuns},
  );
}

/**
 * One object under three paths of the state (limu 4.1 and later), generated reads and writes through any of
 * them: each set reports (keyPaths) every path read so far; every path read gives the same proxy, whose
 * metadata keeps those paths; in the result every path read points to one new object holding the last
 * write, and a path never read keeps the old object.
 */
export function sharedObjectThroughPaths(limu: LimuModule, numRuns = 100): void {
  const {produce, limuUtils} = limu;
  const paths = [
    ['list', '0'],
    ['byId', '1'],
    ['deep', 'x', 'y'],
  ];
  const at = (root: object, p: string[]) =>
    p.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root) as {id: number; n: number};
  const step = fc.record({path: fc.nat(2), write: fc.boolean()});
  fc.assert(
    fc.property(fc.array(step, {minLength: 1, maxLength: 6}), (steps) => {
      const shared = {id: 1, n: 0};
      const readSoFar = new Set<string>();
      const expected: string[][] = [];
      const reported: string[][] = [];
      let n = 0;
      const result = produce(
        {list: [shared], byId: {1: shared}, deep: {x: {y: shared}}},
        (draft) => {
          for (const s of steps) {
            const node = at(draft, paths[s.path]!);
            readSoFar.add(paths[s.path]!.join('.'));
            if (s.write) {
              expected.push([...readSoFar].sort());
              node.n = ++n;
            }
          }
          const proxies = paths.filter((p) => readSoFar.has(p.join('.'))).map((p) => at(draft, p));
          expect(new Set(proxies).size).toBe(1);
          const keyPaths = limuUtils.getDraftMeta(proxies[0]!)!.keyPaths as string[][];
          expect(keyPaths.map((k) => k.join('.')).sort()).toEqual([...readSoFar].sort());
        },
        {
          onOperate: (p) =>
            void (p.op === 'set' && reported.push(p.keyPaths.map((k: unknown[]) => k.join('.')).sort())),
        },
      );
      expect(reported).toEqual(expected);
      const read = paths.filter((p) => readSoFar.has(p.join('.'))).map((p) => at(result, p));
      const unread = paths.filter((p) => !readSoFar.has(p.join('.'))).map((p) => at(result, p));
      for (const node of unread) expect(node).toBe(shared);
      if (n > 0) {
        expect(new Set(read).size).toBe(1);
        expect(read[0]).not.toBe(shared);
        expect(read[0]!.n).toBe(n);
      } else for (const node of read) expect(node).toBe(shared);
    }),
    {seed: 38, numRuns},
  );
}
