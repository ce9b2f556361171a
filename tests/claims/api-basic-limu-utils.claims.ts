import {readFileSync} from 'node:fs';
import {expect} from 'vitest';
import {claim} from './ledger';

type Utils = Record<string, (...args: unknown[]) => unknown>;
const utils = (): Utils => require('limu').limuUtils;
const row = (zh: string, en: string, proof: (u: Utils) => unknown) =>
  claim({page: 'api/basic/limu-utils', zh, en, proof: () => proof(utils())});
class Point {
  x = 1;
}

export default [
  row(
    'limuUtils 是 limu 内部使用的一组工具函数，作为一个对象导出。其中 isDraft、isDiff、shallowCompare 与顶层导出的同名函数是同一个函数',
    'limuUtils is the set of helper functions limu uses internally, exported as one object. Its isDraft, isDiff and shallowCompare are the very functions exported at the top level',
    (u) => {
      const limu = require('limu');
      expect([u.isDraft === limu.isDraft, u.isDiff === limu.isDiff, u.shallowCompare === limu.shallowCompare]).toEqual([
        true,
        true,
        true,
      ]);
      expect(readFileSync(require.resolve('limu/lib/index.d.ts'), 'utf8')).toContain(
        'export declare const limuUtils: {',
      );
    },
  ),
  row('has obj：对象（原始值会抛错）；key：任意键', 'has obj: an object (a primitive throws); key: any key', (u) => {
    expect(() => u.has(1, 'a')).toThrow('Reflect.has called on non-object');
    expect([u.has({a: 1}, 'a'), u.has([1], 0), u.has({}, Symbol.iterator)]).toEqual([true, true, false]);
  }),
  row('noop 任意个参数', 'noop Any number of arguments', (u) => {
    expect([u.noop(), u.noop(1, 2, 3)]).toEqual([[], [1, 2, 3]]);
  }),
  row(
    'isObject、isMap、isSet、isFn、isPrimitive、isSymbol、isMardedRaw、canBeNum、getDataType val：任意值',
    'isObject, isMap, isSet, isFn, isPrimitive, isSymbol, isMardedRaw, canBeNum, getDataType val: any value',
    (u) => {
      for (const name of [
        'isObject',
        'isMap',
        'isSet',
        'isFn',
        'isPrimitive',
        'isSymbol',
        'isMardedRaw',
        'canBeNum',
        'getDataType',
      ]) {
        for (const value of [undefined, null, 0, '', {}, [], () => 1, Symbol('s')])
          expect(() => u[name](value), name).not.toThrow();
      }
    },
  ),
  row(
    'isPromiseFn obj：任意值，但不能是 null / undefined',
    'isPromiseFn obj: any value except null / undefined',
    (u) => {
      expect(() => u.isPromiseFn(null)).toThrow();
      expect(() => u.isPromiseFn(undefined)).toThrow();
      for (const value of [0, '', {}, () => 1]) expect(() => u.isPromiseFn(value)).not.toThrow();
    },
  ),
  row('isPromiseResult result：任意值', 'isPromiseResult result: any value', (u) => {
    for (const value of [undefined, null, 0, {}]) expect(u.isPromiseResult(value)).toBe(false);
  }),
  row('getDraftMeta mayProxyDraft：任意值', 'getDraftMeta mayProxyDraft: any value', (u) => {
    for (const value of [undefined, null, 0, {}]) expect(u.getDraftMeta(value)).toBeNull();
  }),
  row(
    'isDraft、isDiff、shallowCompare 与顶层同名函数相同',
    'isDraft, isDiff, shallowCompare As for the top-level functions of the same name',
    (u) => {
      const limu = require('limu');
      expect([u.isDraft, u.isDiff, u.shallowCompare]).toEqual([limu.isDraft, limu.isDiff, limu.shallowCompare]);
    },
  ),
  row(
    'isObject(val) 普通对象或类实例为 true；数组、null、Date 为 false',
    'isObject(val) true for plain objects and class instances; false for arrays, null, Date',
    (u) => {
      expect([
        u.isObject({}),
        u.isObject(new Point()),
        u.isObject([]),
        u.isObject(null),
        u.isObject(new Date()),
      ]).toEqual([true, true, false, false, false]);
    },
  ),
  row('isMap(val) 是 Map 时为 true', 'isMap(val) true for a Map', (u) => {
    expect([u.isMap(new Map()), u.isMap(new WeakMap()), u.isMap({})]).toEqual([true, false, false]);
  }),
  row('isSet(val) 是 Set 时为 true', 'isSet(val) true for a Set', (u) => {
    expect([u.isSet(new Set()), u.isSet(new WeakSet()), u.isSet([])]).toEqual([true, false, false]);
  }),
  row(
    'isFn(val) 普通函数、箭头函数、类为 true；async 函数与生成器函数为 false',
    'isFn(val) true for plain functions, arrow functions and classes; false for async and generator functions',
    (u) => {
      expect([
        u.isFn(function named() {}),
        u.isFn(() => 1),
        u.isFn(Point),
        u.isFn(async () => 1),
        u.isFn(function* gen() {}),
      ]).toEqual([true, true, true, false, false]);
    },
  ),
  row(
    'isPrimitive(val) 不是普通对象、类实例、数组、Map、Set、普通函数时为 true',
    'isPrimitive(val) true for anything that is not a plain object, class instance, array, Map, Set or plain function',
    (u) => {
      expect([{}, new Point(), [], new Map(), new Set(), () => 1].map((v) => u.isPrimitive(v))).toEqual([
        false,
        false,
        false,
        false,
        false,
        false,
      ]);
      expect(
        [1, 'a', null, undefined, Symbol('s'), new Date(), /a/, async () => 1].map((v) => u.isPrimitive(v)),
      ).toEqual([true, true, true, true, true, true, true, true]);
    },
  ),
  row(
    'isPromiseFn(fn) async 函数或带 then 方法的值为 true',
    'isPromiseFn(fn) true for an async function or a value with a then method',
    (u) => {
      expect([
        u.isPromiseFn(async () => 1),
        u.isPromiseFn({then() {}}),
        u.isPromiseFn(Promise.resolve()),
        u.isPromiseFn(() => 1),
        u.isPromiseFn({}),
      ]).toEqual([true, true, true, false, false]);
    },
  ),
  row('isPromiseResult(val) val instanceof Promise', 'isPromiseResult(val) val instanceof Promise', (u) => {
    class MyPromise extends Promise<void> {}
    expect([
      u.isPromiseResult(Promise.resolve()),
      u.isPromiseResult(MyPromise.resolve()),
      u.isPromiseResult({then() {}}),
    ]).toEqual([true, true, false]);
  }),
  row("isSymbol(val) typeof val === 'symbol'", "isSymbol(val) typeof val === 'symbol'", (u) => {
    expect([u.isSymbol(Symbol('s')), u.isSymbol(Object(Symbol('s'))), u.isSymbol('s')]).toEqual([true, false, false]);
  }),
  row('isMardedRaw(val) 被 markRaw 标记过时为 true', 'isMardedRaw(val) true when marked with markRaw', (u) => {
    const {markRaw} = require('limu');
    const obj = {};
    expect(u.isMardedRaw(obj)).toBe(false);
    markRaw(obj);
    expect(u.isMardedRaw(obj)).toBe(true);
  }),
  row(
    'canBeNum(val) 数字，或只由数字字符组成的字符串（包括空字符串）为 true',
    'canBeNum(val) true for a number, or a string of digits only (the empty string included)',
    (u) => {
      expect([1, -1, 1.5, '12', ''].map((v) => u.canBeNum(v))).toEqual([true, true, true, true, true]);
      expect(['1a', '1.5', '-1', ' ', null, {}].map((v) => u.canBeNum(v))).toEqual([
        false,
        false,
        false,
        false,
        false,
        false,
      ]);
    },
  ),
  row('isDraft(val) 同顶层的 isDraft', 'isDraft(val) Same as the top-level isDraft', (u) =>
    expect(u.isDraft).toBe(require('limu').isDraft),
  ),
  row('isDiff(a, b) 同顶层的 isDiff', 'isDiff(a, b) Same as the top-level isDiff', (u) =>
    expect(u.isDiff).toBe(require('limu').isDiff),
  ),
  row(
    'shallowCompare(a, b) 同顶层的 shallowCompare',
    'shallowCompare(a, b) Same as the top-level shallowCompare',
    (u) => expect(u.shallowCompare).toBe(require('limu').shallowCompare),
  ),
  row(
    'getDraftMeta(val) 草稿节点的内部元数据，非草稿为 null',
    "getDraftMeta(val) A draft node's internal metadata, null for a non-draft",
    (u) => {
      const {createDraft, finishDraft} = require('limu');
      const base = {a: {b: 1}};
      const draft = createDraft(base);
      const meta = u.getDraftMeta(draft.a) as {keyPath?: string[]};
      expect([meta.keyPath, (meta as {self?: unknown}).self === base.a]).toEqual([['a'], true]);
      expect([u.getDraftMeta({}), u.getDraftMeta(1)]).toEqual([null, null]);
      finishDraft(draft);
    },
  ),
  row(
    "getDataType(val) 'Map'、'Set'、'Array'、'Object' 之一，其他值为 undefined",
    "getDataType(val) One of 'Map', 'Set', 'Array', 'Object'; undefined for anything else",
    (u) => {
      expect([new Map(), new Set(), [], {}, new Point()].map((v) => u.getDataType(v))).toEqual([
        'Map',
        'Set',
        'Array',
        'Object',
        'Object',
      ]);
      expect([1, null, undefined, new Date(), () => 1].map((v) => u.getDataType(v))).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    },
  ),
];
