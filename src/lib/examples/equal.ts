/**
 * Structural equality and a value printer for `// =>` assertions. Browser-safe (node's
 * `util.isDeepStrictEqual` / `util.inspect` are not available in a Web Worker).
 */

type Pair = [unknown, unknown];

const objectTag = (v: object) => Object.prototype.toString.call(v);

function samePrototype(a: object, b: object): boolean {
  const pa = Object.getPrototypeOf(a) as unknown;
  const pb = Object.getPrototypeOf(b) as unknown;
  if (pa === pb) return true;
  // `{...}` written in the sample vs. an object with a null prototype: both are plain records.
  const plain = (p: unknown) => p === null || p === Object.prototype;
  return plain(pa) && plain(pb);
}

/**
 * Deep equality: primitives by SameValueZero (NaN equals NaN, 0 equals -0); Date by time;
 * RegExp by source and flags; Map and Set by entries (keys by identity, or deeply when no identical
 * key exists); arrays by index; other objects by prototype and own enumerable keys; Error by name
 * and message; functions by identity. Cycles are handled.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  return eq(a, b, []);
}

function eq(a: unknown, b: unknown, seen: Pair[]): boolean {
  if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (seen.some(([x, y]) => x === a && y === b)) return true;
  const nextSeen: Pair[] = [...seen, [a, b]];
  const tag = objectTag(a);
  if (tag !== objectTag(b)) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (a instanceof Date && b instanceof Date) return Object.is(a.getTime(), b.getTime());
  if (a instanceof RegExp && b instanceof RegExp) return a.source === b.source && a.flags === b.flags;
  if (a instanceof Error && b instanceof Error) return a.name === b.name && a.message === b.message;
  if (a instanceof Map && b instanceof Map) {
    if (a.size !== b.size) return false;
    const unmatched = [...b.entries()];
    for (const [key, value] of a) {
      let idx = unmatched.findIndex(([k]) => k === key || (Number.isNaN(k) && Number.isNaN(key)));
      if (idx < 0) idx = unmatched.findIndex(([k]) => eq(key, k, nextSeen));
      if (idx < 0 || !eq(value, unmatched[idx][1], nextSeen)) return false;
      unmatched.splice(idx, 1);
    }
    return true;
  }
  if (a instanceof Set && b instanceof Set) {
    if (a.size !== b.size) return false;
    const unmatched = [...b];
    for (const value of a) {
      let idx = unmatched.findIndex((v) => v === value || (Number.isNaN(v) && Number.isNaN(value)));
      if (idx < 0) idx = unmatched.findIndex((v) => eq(value, v, nextSeen));
      if (idx < 0) return false;
      unmatched.splice(idx, 1);
    }
    return true;
  }
  if (ArrayBuffer.isView(a) && ArrayBuffer.isView(b)) {
    const x = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
    const y = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
    return x.length === y.length && x.every((v, i) => v === y[i]);
  }
  if (!samePrototype(a, b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const recA = a as Record<string, unknown>;
  const recB = b as Record<string, unknown>;
  for (const key of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, key)) return false;
    if (!eq(recA[key], recB[key], nextSeen)) return false;
  }
  return true;
}

/** A short, JavaScript-like rendering of a value for failure messages (`new Map([['a', 1]])`). */
export function formatValue(value: unknown, depth = 4): string {
  try {
    return fmt(value, depth, []);
  } catch (error) {
    // E.g. a revoked Proxy: even looking at it throws.
    return `[unprintable: ${error instanceof Error ? error.message : String(error)}]`;
  }
}

function fmt(v: unknown, depth: number, seen: unknown[]): string {
  switch (typeof v) {
    case 'string':
      return `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
    case 'number':
      return Object.is(v, -0) ? '-0' : String(v);
    case 'bigint':
      return `${v}n`;
    case 'undefined':
      return 'undefined';
    case 'symbol':
      return v.toString();
    case 'function':
      return `[Function ${v.name || '(anonymous)'}]`;
    case 'boolean':
      return String(v);
    default:
      break;
  }
  if (v === null) return 'null';
  const obj = v as object;
  if (seen.includes(obj)) return '[Circular]';
  const inner = [...seen, obj];
  if (obj instanceof Date) return `new Date('${Number.isNaN(obj.getTime()) ? 'Invalid Date' : obj.toISOString()}')`;
  if (obj instanceof RegExp) return String(obj);
  if (obj instanceof Error) return `${obj.name}: ${obj.message}`;
  if (depth < 0) return Array.isArray(obj) ? '[Array]' : '[Object]';
  if (obj instanceof Map) {
    const items = [...obj].map(([k, val]) => `[${fmt(k, depth - 1, inner)}, ${fmt(val, depth - 1, inner)}]`);
    return `new Map([${items.join(', ')}])`;
  }
  if (obj instanceof Set) {
    return `new Set([${[...obj].map((x) => fmt(x, depth - 1, inner)).join(', ')}])`;
  }
  if (Array.isArray(obj)) {
    const arr = obj as unknown[];
    return `[${Array.from(arr, (x) => fmt(x, depth - 1, inner)).join(', ')}]`;
  }
  const keys = Object.keys(obj);
  const proto = Object.getPrototypeOf(obj) as {constructor?: {name?: string}} | null;
  const name = proto && proto !== Object.prototype ? (proto.constructor?.name ?? '') : '';
  const rec = obj as Record<string, unknown>;
  const body = keys.map((k) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`}: ${fmt(rec[k], depth - 1, inner)}`);
  const text = body.length ? `{ ${body.join(', ')} }` : '{}';
  return name ? `${name} ${text}` : text;
}
