// Turns values a sample logs into display text for the Run button's output, in the style of Node's
// console: strings as they are at the top level, objects pretty-printed on one line when short and
// indented otherwise, Map/Set/Date/Error/class instances shown as such. Never throws: a value
// that can't be read (a revoked draft, a throwing getter) is shown with the reason.

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

/** Name of a class instance's constructor, or '' for plain objects and null-prototype objects. */
function className(value: object): string {
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === null) return '[Object: null prototype]';
  if (proto === Object.prototype) return '';
  const ctor = (proto as {constructor?: {name?: unknown}}).constructor;
  return typeof ctor?.name === 'string' && ctor.name !== 'Object' ? ctor.name : '';
}

/** Joins already formatted parts: on one line when it fits, else one part per indented line. */
function wrap(open: string, parts: string[], close: string, level: number): string {
  if (parts.length === 0) return `${open}${close}`;
  const oneLine = `${open} ${parts.join(', ')} ${close}`;
  if (oneLine.length + level * INDENT.length <= LINE_WIDTH && !parts.some((p) => p.includes('\n'))) return oneLine;
  const pad = INDENT.repeat(level + 1);
  return `${open}\n${parts.map((p) => pad + p).join(',\n')}\n${INDENT.repeat(level)}${close}`;
}

function capped<T>(items: T[], show: (item: T) => string): string[] {
  const parts = items.slice(0, MAX_ITEMS).map(show);
  if (items.length > MAX_ITEMS) parts.push(`... ${items.length - MAX_ITEMS} more items`);
  return parts;
}

function formatObject(value: object, level: number, seen: Set<object>): string {
  if (seen.has(value)) return '[Circular]';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (value instanceof RegExp) return String(value);
  if (value instanceof Error) return `${value.name}: ${value.message}`;

  const isArray = Array.isArray(value);
  const isMap = value instanceof Map;
  const isSet = value instanceof Set;
  if (level >= MAX_DEPTH) return isArray ? '[Array]' : isMap ? '[Map]' : isSet ? '[Set]' : '[Object]';

  seen.add(value);
  try {
    const inner = (v: unknown) => formatInner(v, level + 1, seen);
    if (isArray) {
      const arr = value as unknown[];
      const parts = capped(
        Array.from({length: arr.length}, (_, i) => i),
        (i) => (i in arr ? inner(arr[i]) : '<empty>'),
      );
      return wrap('[', parts, ']', level);
    }
    if (isMap) {
      const map = value as Map<unknown, unknown>;
      const parts = capped([...map.entries()], ([k, v]) => `${inner(k)} => ${inner(v)}`);
      return wrap(`Map(${map.size}) {`, parts, '}', level);
    }
    if (isSet) {
      const set = value as Set<unknown>;
      return wrap(`Set(${set.size}) {`, capped([...set.values()], inner), '}', level);
    }
    const keys: (string | symbol)[] = [
      ...Object.keys(value),
      ...Object.getOwnPropertySymbols(value).filter((s) => Object.prototype.propertyIsEnumerable.call(value, s)),
    ];
    const parts = capped(keys, (k) => `${formatKey(k)}: ${inner((value as Record<string | symbol, unknown>)[k])}`);
    const name = className(value);
    return wrap(name ? `${name} {` : '{', parts, '}', level);
  } finally {
    seen.delete(value);
  }
}

function formatInner(value: unknown, level: number, seen: Set<object>): string {
  const primitive = formatPrimitive(value);
  if (primitive !== null) return primitive;
  try {
    return formatObject(value as object, level, seen);
  } catch (error) {
    // E.g. a draft logged after finishDraft: "Cannot perform 'get' on a proxy that has been revoked".
    return `[unreadable: ${error instanceof Error ? error.message : String(error)}]`;
  }
}

/** One value as display text; top-level strings are shown without quotes, like console.log. */
export function formatValue(value: unknown): string {
  return typeof value === 'string' ? value : formatInner(value, 0, new Set());
}

/** A console call's arguments as one line of output (space separated, like console.log). */
export function formatArgs(args: readonly unknown[]): string {
  return args.map(formatValue).join(' ');
}
