// The one value printer of the site: the Run button's console output, the inspector's values and
// the `// =>` failure messages. Values print as the JavaScript a sample's `// =>` comment would
// write for them (`[1, 2]`, `{ a: 1 }`, `new Map([['a', 1]])`, `new Set([1])`), so what the Run
// panel shows reads like the comment beside the line. `formatValue` prints one line, as a comment
// does; `formatArgs` (console output) breaks long values over indented lines, as a console does.
// Browser-safe (no `util.inspect` in a Web Worker) and never throws: a value that can't be read
// (a revoked draft, a throwing getter) is shown with the reason.

const MAX_DEPTH = 5;
const MAX_ITEMS = 100;
const LINE_WIDTH = 72;
const INDENT = '  ';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

function formatKey(key: string | symbol): string {
  if (typeof key === 'symbol') return `[${key.toString()}]`;
  return IDENTIFIER.test(key) ? key : quote(key);
}

function formatPrimitive(value: unknown): string | null {
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'bigint':
      return `${value}n`;
    case 'boolean':
    case 'undefined':
      return String(value);
    case 'symbol':
      return value.toString();
    case 'function':
      return value.name ? `[Function: ${value.name}]` : '[Function (anonymous)]';
    default:
      return value === null ? 'null' : null;
  }
}

/** Name of a class instance's constructor, or '' for plain objects. */
function className(value: object): string {
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === null) return '[Object: null prototype]';
  if (proto === Object.prototype) return '';
  const ctor = (proto as {constructor?: {name?: unknown}}).constructor;
  return typeof ctor?.name === 'string' && ctor.name !== 'Object' ? ctor.name : '';
}

/**
 * Joins already formatted parts: on one line when it fits, else one part per indented line.
 * `pad` is the space inside the brackets on one line (`{ a: 1 }` but `[1, 2]`, as samples write).
 */
interface Ctx {
  seen: Set<object>;
  /** Longest line before a value breaks over lines. */
  width: number;
}

function wrap(ctx: Ctx, open: string, parts: string[], close: string, level: number, pad = ' '): string {
  if (parts.length === 0) return `${open}${close}`;
  const oneLine = `${open}${pad}${parts.join(', ')}${pad}${close}`;
  if (oneLine.length + level * INDENT.length <= ctx.width && !parts.some((p) => p.includes('\n'))) return oneLine;
  const indent = INDENT.repeat(level + 1);
  return `${open}\n${parts.map((p) => indent + p).join(',\n')}\n${INDENT.repeat(level)}${close}`;
}

function capped<T>(items: T[], show: (item: T) => string): string[] {
  const parts = items.slice(0, MAX_ITEMS).map(show);
  if (items.length > MAX_ITEMS) parts.push(`... ${items.length - MAX_ITEMS} more items`);
  return parts;
}

function formatObject(value: object, level: number, ctx: Ctx): string {
  const {seen} = ctx;
  if (seen.has(value)) return '[Circular]';
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? 'new Date(NaN)' : `new Date('${value.toISOString()}')`;
  if (value instanceof RegExp) return String(value);
  if (value instanceof Error) return `${value.name}: ${value.message}`;

  const isArray = Array.isArray(value);
  const isMap = value instanceof Map;
  const isSet = value instanceof Set;
  if (level >= MAX_DEPTH) return isArray ? '[Array]' : isMap ? '[Map]' : isSet ? '[Set]' : '[Object]';

  seen.add(value);
  try {
    const inner = (v: unknown, depth = level + 1) => formatInner(v, depth, ctx);
    if (isArray) {
      const arr = value as unknown[];
      const parts = capped(
        Array.from({length: arr.length}, (_, i) => i),
        (i) => (i in arr ? inner(arr[i]) : '<empty>'),
      );
      return wrap(ctx, '[', parts, ']', level, '');
    }
    if (isMap) {
      const map = value as Map<unknown, unknown>;
      if (map.size === 0) return 'new Map()';
      // Each entry is a `[key, value]` pair one level deeper, as `new Map([...])` takes them.
      const parts = capped([...map.entries()], ([k, v]) =>
        wrap(ctx, '[', [inner(k, level + 2), inner(v, level + 2)], ']', level + 1, ''),
      );
      return wrap(ctx, 'new Map([', parts, '])', level, '');
    }
    if (isSet) {
      const set = value as Set<unknown>;
      if (set.size === 0) return 'new Set()';
      return wrap(
        ctx,
        'new Set([',
        capped([...set.values()], (v) => inner(v)),
        '])',
        level,
        '',
      );
    }
    const keys: (string | symbol)[] = [
      ...Object.keys(value),
      ...Object.getOwnPropertySymbols(value).filter((s) => Object.prototype.propertyIsEnumerable.call(value, s)),
    ];
    const parts = capped(keys, (k) => `${formatKey(k)}: ${inner((value as Record<string | symbol, unknown>)[k])}`);
    const name = className(value);
    return wrap(ctx, name ? `${name} {` : '{', parts, '}', level);
  } finally {
    seen.delete(value);
  }
}

function formatInner(value: unknown, level: number, ctx: Ctx): string {
  const primitive = formatPrimitive(value);
  if (primitive !== null) return primitive;
  try {
    return formatObject(value as object, level, ctx);
  } catch (error) {
    // E.g. a draft logged after finishDraft: "Cannot perform 'get' on a proxy that has been revoked".
    return `[unreadable: ${error instanceof Error ? error.message : String(error)}]`;
  }
}

/** One value as JavaScript-like text on one line; strings quoted (`'a'`), as a `// =>` comment writes them. */
export function formatValue(value: unknown): string {
  return formatInner(value, 0, {seen: new Set(), width: Infinity});
}

/**
 * A console call's arguments as one line of output: space separated, top-level strings as they
 * are (`console.log('n:', 1)` prints `n: 1`) and long values over indented lines, like a console.
 */
export function formatArgs(args: readonly unknown[]): string {
  return args
    .map((a) => (typeof a === 'string' ? a : formatInner(a, 0, {seen: new Set(), width: LINE_WIDTH})))
    .join(' ');
}
