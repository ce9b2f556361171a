/**
 * Structural equality for `// =>` assertions (values print with ./format). Browser-safe (node's
 * `util.isDeepStrictEqual` is not available in a Web Worker).
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
