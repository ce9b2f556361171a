import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect} from 'vitest';
import fc from 'fast-check';
import {claim} from './ledger';
import {isObject, plainState, readAll, richState, shape} from './guides-support';

const lib = (file: string) =>
  readFileSync(path.join(path.dirname(require.resolve('limu/package.json')), 'lib', file), 'utf8');
const copy = (zh: string, en: string, proof: () => unknown) => claim({page: 'api/basic/deep-copy', zh, en, proof});
const freeze = (zh: string, en: string, proof: () => unknown) => claim({page: 'api/basic/deep-freeze', zh, en, proof});

export default [
  copy(
    'deepCopy(value) 返回 value 的深拷贝。它是 current 内部使用的拷贝函数，也可以单独使用。',
    'deepCopy(value) returns a deep copy of value. It is the copy function current uses, and you can call it on its own.',
    () => {
      expect(lib('core/user-util.js')).toMatch(
        /import \{ deepCopy \} from '\.\/copy';[\s\S]*return deepCopy\(meta\.copy \|\| meta\.self\);/,
      );
      expect(lib('index.js')).toContain("import { deepCopy as deepCopyFn } from './core/copy';");
      const {deepCopy} = require('limu');
      const base = {a: {b: [1]}};
      const c = deepCopy(base);
      expect([c, c.a === base.a, c.a.b === base.a.b]).toEqual([base, false, false]);
    },
  ),
  copy(
    '新对象，只拷贝自身可枚举的字符串键；Symbol 键被丢弃',
    'A new object with the own enumerable string keys only; Symbol keys are dropped',
    () => {
      const {deepCopy} = require('limu');
      const base: Record<string | symbol, unknown> = {a: 1, [Symbol('s')]: 2};
      Object.defineProperty(base, 'hidden', {value: 3, enumerable: false});
      const c = deepCopy(base);
      expect([Reflect.ownKeys(c), c === base]).toEqual([['a'], false]);
    },
  ),
  copy('新数组，逐项深拷贝', 'A new array, each item deep-copied', () => {
    const {deepCopy} = require('limu');
    const base = [{a: 1}];
    const c = deepCopy(base);
    expect([c === base, c[0] === base[0], c]).toEqual([false, false, base]);
  }),
  copy('新 Map，键保持原引用，值深拷贝', 'A new Map; keys keep their references, values are deep-copied', () => {
    const {deepCopy} = require('limu');
    const key = {k: 1};
    const base = new Map([[key, {v: 1}]]);
    const c = deepCopy(base);
    expect([c === base, [...c.keys()][0] === key, c.get(key) === base.get(key), c.get(key)]).toEqual([
      false,
      true,
      false,
      {v: 1},
    ]);
  }),
  copy('新 Set，成员深拷贝', 'A new Set, each member deep-copied', () => {
    const {deepCopy} = require('limu');
    const member = {a: 1};
    const c = deepCopy(new Set([member]));
    expect([c instanceof Set, [...c][0] === member, [...c][0]]).toEqual([true, false, {a: 1}]);
  }),
  copy('变成普通对象，原型丢失', 'Becomes a plain object; the prototype is lost', () => {
    const {deepCopy} = require('limu');
    class Point {
      x = {n: 1};
    }
    const p = new Point();
    const c = deepCopy({p}).p;
    expect([c instanceof Point, Object.getPrototypeOf(c) === Object.prototype, c.x === p.x, c]).toEqual([
      false,
      true,
      false,
      {x: {n: 1}},
    ]);
  }),
  copy('不拷贝，保留原引用', 'Not copied: the reference is kept', () => {
    const {deepCopy} = require('limu');
    const base = {fn: () => 1, at: new Date(0), re: /a/, ta: new Uint8Array(1)};
    const c = deepCopy(base);
    expect([c.fn === base.fn, c.at === base.at, c.re === base.re, c.ta === base.ta]).toEqual([true, true, true, true]);
  }),
  copy(
    '多处引用同一个对象时，拷贝后变成互相独立的多个对象。',
    'An object referenced from several places becomes several independent copies.',
    () => {
      const {deepCopy} = require('limu');
      const shared = {n: 1};
      const c = deepCopy({a: shared, b: shared});
      expect(c.a === c.b).toBe(false);
    },
  ),
  copy(
    '传入草稿时，得到的是草稿当前内容的普通数据（不是草稿）。',
    "Given a draft, you get the draft's current content as plain data (not a draft).",
    () => {
      const {createDraft, deepCopy, finishDraft, isDraft} = require('limu');
      const draft = createDraft({a: {b: 1}});
      draft.a.b = 2;
      const c = deepCopy(draft);
      finishDraft(draft);
      expect([isDraft(c), isDraft(c.a), c]).toEqual([false, false, {a: {b: 2}}]);
    },
  ),
  copy('结果不冻结。', 'The result is not frozen.', () => {
    const {deepCopy, deepFreeze} = require('limu');
    const c = deepCopy(deepFreeze({a: {b: 1}}));
    expect([Object.isFrozen(c), Object.isFrozen(c.a)]).toEqual([false, false]);
  }),
  freeze(
    'deepFreeze(value) 原地冻结 value 及其内部的对象，并返回同一个值。开启 autoFreeze 后，finishDraft / produce 就是用它来冻结结果的。',
    'deepFreeze(value) freezes value and the objects inside it in place, and returns the same value. With autoFreeze on, finishDraft / produce use it to freeze their results.',
    () => {
      const {deepFreeze} = require('limu');
      const value = {a: {b: {c: 1}}};
      expect(deepFreeze(value)).toBe(value);
      expect([Object.isFrozen(value), Object.isFrozen(value.a.b)]).toEqual([true, true]);
      expect(lib('core/build-limu-apis.js')).toMatch(
        /import \{ deepFreeze \} from '\.\/freeze';[\s\S]*final = deepFreeze\(final\);/,
      );
    },
  ),
  freeze(
    '对象递归冻结以字符串为键的每个自身属性（包括不可枚举的）的值，数组递归冻结每个元素，再对自身调用 Object.freeze。以 Symbol 为键的属性、非空数组上的非索引属性，其值不会被冻结。',
    "for an object, the value of every string-keyed own property (non-enumerable ones included) is frozen recursively, for an array every element, then Object.freeze is applied to the object itself. The values of symbol-keyed properties and of a non-empty array's non-index properties are not frozen.",
    () => {
      const {deepFreeze} = require('limu');
      // Over generated plain data, with a non-enumerable property, a symbol-keyed property and an array's
      // non-index property added at generated places: every object reached through string-keyed own
      // properties and elements is frozen; the two left out are not.
      fc.assert(
        fc.property(plainState, fc.nat(), fc.nat(), fc.nat(), (generated, h, y, x) => {
          const state = structuredClone(generated);
          const nodes = readAll(state);
          const arrays = nodes.filter((n) => Array.isArray(n));
          Object.defineProperty(nodes[h % nodes.length]!, 'hidden', {value: {deep: {}}, enumerable: false});
          const symbolValue = {n: 1};
          Object.defineProperty(nodes[y % nodes.length]!, Symbol('s'), {value: symbolValue, enumerable: true});
          const extra = {n: 1};
          const extraOn = arrays[x % Math.max(arrays.length, 1)];
          if (extraOn) Object.assign(extraOn, {extra});
          const reached: object[] = [];
          const walk = (v: unknown) => {
            if (!isObject(v)) return;
            reached.push(v);
            for (const name of Array.isArray(v) && v.length ? Object.keys([...v]) : Object.getOwnPropertyNames(v))
              walk((v as Record<string, unknown>)[name]);
          };
          walk(state);
          expect(deepFreeze(state)).toBe(state);
          expect(reached.filter((o) => !Object.isFrozen(o))).toEqual([]);
          expect(Object.isFrozen(symbolValue)).toBe(false);
          // (An empty array is frozen like an object: its non-index properties too.)
          expect(Object.isFrozen(extra)).toBe(extraOn !== undefined && extraOn.length === 0);
        }),
        {seed: 38, numRuns: 150},
      );
    },
  ),
  freeze(
    'limu 把实例上的 set、add、delete、clear 替换成不做任何事的函数；Map 的值和 Set 的成员只被浅冻结一层（Map 的键不冻结），其中的 Map 或 Set 仍可修改。',
    "limu replaces set, add, delete and clear on the instance with functions that do nothing; a Map's values and a Set's members are frozen one level deep only (a Map's keys are not frozen), and a Map or Set among them can still be changed.",
    () => {
      const {deepFreeze} = require('limu');
      // Over generated entries (values and members of every generated kind, Maps and Sets included) and
      // object keys: the methods do nothing, values and members are frozen, nothing below them is, a
      // Map's object key is not, and a Map or Set among them still takes a set / add.
      fc.assert(
        fc.property(fc.array(richState, {minLength: 1, maxLength: 3}), fc.boolean(), (values, nested) => {
          const inner = nested ? new Map([['k', 1]]) : new Set([1]);
          const members = [...values, inner];
          const key = {k: 1};
          const state = deepFreeze({
            m: new Map<unknown, unknown>([[key, 0], ...members.map((v, i) => [i, v] as [number, unknown])]),
            s: new Set<unknown>(members),
          });
          expect([Object.keys(state.m).sort(), Object.keys(state.s).sort()]).toEqual([
            ['clear', 'delete', 'set'],
            ['add', 'clear', 'delete'],
          ]);
          const before = [shape(state.m), shape(state.s)];
          state.m.set('x', 1);
          state.m.delete(0);
          state.s.add(1);
          state.s.delete(members[0]);
          expect([shape(state.m), shape(state.s)]).toEqual(before);
          state.m.clear();
          state.s.clear();
          expect([shape(state.m), shape(state.s)]).toEqual(before);
          for (const v of members) {
            expect(Object.isFrozen(v)).toBe(true);
            expect(
              readAll(v)
                .slice(1)
                .filter((o) => Object.isFrozen(o)),
            ).toEqual([]);
          }
          expect(Object.isFrozen(key)).toBe(false);
          if (inner instanceof Map) inner.set('q', 2);
          else inner.add(2);
          expect(inner.size).toBe(2);
        }),
        {seed: 38, numRuns: 100},
      );
    },
  ),
  freeze(
    '冻结之后，对被冻结的对象和数组赋值或 delete，非严格模式下被静默忽略，严格模式（ES 模块都是严格模式）下抛出 TypeError；Reflect.set 在两种模式下都返回 false，下面的示例用它来演示。数组的 push 在两种模式下都会抛错。Date、正则表达式和类型化数组不会被冻结，Date 的 setFullYear 等修改方法照常生效。',
    "Once frozen, assignments and deletes on the frozen objects and arrays are silently ignored in sloppy mode and throw a TypeError in strict mode (every ES module is strict); Reflect.set returns false in both modes, which the sample below uses. An array's push throws in both modes. A Date, a regular expression or a typed array is not frozen at all, and a Date's mutating methods such as setFullYear still change it.",
    () => {
      const {deepFreeze} = require('limu');
      const {runInNewContext} = require('node:vm');
      // The name of what a snippet throws in a fresh context (whose TypeError is not this realm's).
      const thrown = (code: string, context: object) => {
        try {
          runInNewContext(code, context);
          return '';
        } catch (e) {
          return (e as Error).name;
        }
      };
      // Over generated plain data: on every frozen object and array, an assignment (to a key it has or a
      // new one) and a delete are ignored in sloppy mode (vm), throw a TypeError in strict mode, and
      // Reflect.set / deleteProperty return false; an array's push throws in both modes.
      fc.assert(
        fc.property(plainState, fc.integer(), fc.nat(), (generated, value, pick) => {
          const state = structuredClone(generated);
          const snapshot = structuredClone(state);
          deepFreeze(state);
          const nodes = readAll(state);
          for (const [i, node] of nodes.entries()) {
            // A fresh vm context per snippet is slow: sloppy and strict mode on one generated node each run.
            const inVm = i === pick % nodes.length;
            const key = Object.keys(node)[0] ?? 'q';
            for (const k of [key, 'fresh']) {
              expect(Reflect.set(node, k, value)).toBe(false);
              expect(() => ((node as Record<string, unknown>)[k] = value)).toThrow(TypeError);
              if (!inVm) continue;
              runInNewContext('node[k] = value; delete node[k];', {node, k, value});
              expect(thrown('"use strict"; node[k] = value;', {node, k, value})).toBe('TypeError');
            }
            if (key in node) {
              expect(Reflect.deleteProperty(node, key)).toBe(false);
              expect(() => delete (node as Record<string, unknown>)[key]).toThrow(TypeError);
              if (inVm) expect(thrown('"use strict"; delete node[k];', {node, k: key})).toBe('TypeError');
            }
            if (Array.isArray(node)) {
              expect(() => node.push(value)).toThrow(TypeError);
              if (inVm) expect(thrown('node.push(value)', {node, value})).toBe('TypeError');
            }
          }
          expect(state).toEqual(snapshot);
        }),
        {seed: 38, numRuns: 60},
      );
      const others = deepFreeze({at: new Date(0), re: /a/, bytes: new Uint8Array(2)});
      others.at.setFullYear(2000);
      expect([others.at, others.re, others.bytes].map((o) => Object.isFrozen(o))).toEqual([false, false, false]);
      expect(others.at.getFullYear()).toBe(2000);
    },
  ),
  freeze(
    '不处理循环引用：遇到循环引用会栈溢出（Maximum call stack size exceeded）。',
    'Circular references are not handled: they overflow the stack (Maximum call stack size exceeded).',
    () => {
      const {deepFreeze} = require('limu');
      const loop: Record<string, unknown> = {a: 1};
      loop.self = loop;
      expect(() => deepFreeze(loop)).toThrow('Maximum call stack size exceeded');
    },
  ),
];
