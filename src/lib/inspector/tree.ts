// Turns the base and the result of one produce call into two trees of plain data (they cross the
// worker boundary as text and numbers, never as live objects). Node identity travels as ids: a
// base node and the same object found in the result share an id.

export type NodeKind = 'object' | 'array' | 'map' | 'set' | 'date' | 'instance' | 'revoked';

/**
 * shared: the same object as in the base (result tree) / kept by the result (base tree);
 * new: not in the base; replaced: a base node the result does not hold; frozen: Object.isFrozen;
 * revoked: a revoked draft proxy left in the result (reading it throws).
 */
export type NodeLabel = 'shared' | 'new' | 'replaced' | 'frozen' | 'revoked';

export interface TreeNode {
  /** Key in the parent: property name, array index, Map key (as text) or Set position. */
  key: string;
  /** Objects only: the same id in both trees means the same object. */
  id: number | null;
  kind: NodeKind | 'value';
  /** A primitive's value as text, or a summary such as `Array(3)`. */
  text: string;
  labels: NodeLabel[];
  children: TreeNode[];
  /** The object already appears above this node (a cycle): its children are not repeated. */
  circular?: boolean;
  /** Children left out because the tree got too big or too deep. */
  omitted?: number;
}

export const MAX_NODES = 400;
export const MAX_DEPTH = 8;
const MAX_TEXT = 60;

/** True when reading the value throws: a proxy revoked after its draft was finished. */
export function isRevokedProxy(value: object): boolean {
  try {
    Array.isArray(value);
    Reflect.ownKeys(value);
    return false;
  } catch {
    return true;
  }
}

function primitiveText(value: unknown): string {
  switch (typeof value) {
    case 'string': {
      const s = value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
      return `'${s}'`;
    }
    case 'bigint':
      return `${value}n`;
    case 'symbol':
      return value.toString();
    case 'function':
      return value.name ? `[Function: ${value.name}]` : '[Function]';
    default:
      return Object.is(value, -0) ? '-0' : String(value);
  }
}

function keyText(key: unknown): string {
  return typeof key === 'string' ? key : primitiveText(key);
}

function kindOf(value: object): NodeKind {
  if (Array.isArray(value)) return 'array';
  if (value instanceof Map) return 'map';
  if (value instanceof Set) return 'set';
  if (value instanceof Date) return 'date';
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null ? 'object' : 'instance';
}

function summary(value: object, kind: NodeKind): string {
  switch (kind) {
    case 'array':
      return `Array(${(value as unknown[]).length})`;
    case 'map':
      return `Map(${(value as Map<unknown, unknown>).size})`;
    case 'set':
      return `Set(${(value as Set<unknown>).size})`;
    case 'date':
      return Number.isNaN((value as Date).getTime()) ? 'Invalid Date' : (value as Date).toISOString();
    case 'instance':
      return (Object.getPrototypeOf(value) as {constructor?: {name?: string}}).constructor?.name ?? 'Object';
    case 'revoked':
      return 'Proxy';
    default:
      return 'Object';
  }
}

/** The entries of a container, in display order. Dates and class instances are leaves. */
function entries(value: object, kind: NodeKind): [string, unknown][] {
  switch (kind) {
    case 'array':
      return Array.from({length: (value as unknown[]).length}, (_, i) => [String(i), (value as unknown[])[i]]);
    case 'map':
      return [...(value as Map<unknown, unknown>).entries()].map(([k, v]) => [keyText(k), v]);
    case 'set':
      return [...(value as Set<unknown>).values()].map((v, i) => [String(i), v]);
    case 'object':
      return Object.keys(value).map((k) => [k, (value as Record<string, unknown>)[k]]);
    default:
      return [];
  }
}

interface WalkState {
  ids: Map<object, number>;
  nextId: {value: number};
  count: number;
}

function walk(
  key: string,
  value: unknown,
  depth: number,
  ancestors: Set<object>,
  state: WalkState,
  label: (value: object) => NodeLabel[],
): TreeNode {
  state.count += 1;
  if (value === null || (typeof value !== 'object' && typeof value !== 'function') || typeof value === 'function') {
    return {key, id: null, kind: 'value', text: primitiveText(value), labels: [], children: []};
  }
  const obj = value as object;
  let id = state.ids.get(obj);
  if (id === undefined) {
    id = state.nextId.value++;
    state.ids.set(obj, id);
  }
  if (isRevokedProxy(obj)) {
    return {key, id, kind: 'revoked', text: summary(obj, 'revoked'), labels: ['revoked'], children: []};
  }
  const kind = kindOf(obj);
  const node: TreeNode = {key, id, kind, text: summary(obj, kind), labels: label(obj), children: []};
  if (ancestors.has(obj)) {
    node.circular = true;
    return node;
  }
  const items = entries(obj, kind);
  if (depth >= MAX_DEPTH) {
    if (items.length) node.omitted = items.length;
    return node;
  }
  ancestors.add(obj);
  for (const [i, [k, v]] of items.entries()) {
    if (state.count >= MAX_NODES) {
      node.omitted = items.length - i;
      break;
    }
    node.children.push(walk(k, v, depth + 1, ancestors, state, label));
  }
  ancestors.delete(obj);
  return node;
}

/** Every object reachable from `root` (revoked proxies and cycles are not entered). */
function reachable(root: unknown): Set<object> {
  const seen = new Set<object>();
  const stack: unknown[] = [root];
  while (stack.length && seen.size < MAX_NODES * 4) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object' || seen.has(v)) continue;
    seen.add(v);
    if (isRevokedProxy(v)) continue;
    const kind = kindOf(v);
    for (const [, child] of entries(v, kind)) stack.push(child);
    if (kind === 'map') for (const k of (v as Map<unknown, unknown>).keys()) stack.push(k);
  }
  return seen;
}

const frozen = (v: object): NodeLabel[] => (Object.isFrozen(v) ? ['frozen'] : []);

export interface InspectedPair {
  base: TreeNode;
  result: TreeNode;
}

/** Labels the base and the result of one update by identity. */
export function inspectPair(base: unknown, result: unknown): InspectedPair {
  const ids = new Map<object, number>();
  const nextId = {value: 1};
  const inResult = reachable(result);
  const baseNodes = reachable(base);
  const baseTree = walk('base', base, 0, new Set(), {ids, nextId, count: 0}, (v) => [
    inResult.has(v) ? 'shared' : 'replaced',
    ...frozen(v),
  ]);
  const resultTree = walk('result', result, 0, new Set(), {ids, nextId, count: 0}, (v) => [
    baseNodes.has(v) ? 'shared' : 'new',
    ...frozen(v),
  ]);
  return {base: baseTree, result: resultTree};
}
