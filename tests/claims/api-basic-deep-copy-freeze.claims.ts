import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect} from 'vitest';
import {claim} from './ledger';

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
    '递归冻结每个属性（包括不可枚举的自身属性），再对自身调用 Object.freeze。',
    'every property (non-enumerable own properties included) is frozen recursively, then Object.freeze is applied to the object itself.',
    () => {
      const {deepFreeze} = require('limu');
      const value: {a: {b: object}; hidden?: {x: object}} = {a: {b: {}}};
      Object.defineProperty(value, 'hidden', {value: {x: {}}, enumerable: false});
      deepFreeze(value);
      expect([
        Object.isFrozen(value.a.b),
        Object.isFrozen(value.hidden),
        Object.isFrozen(value.hidden?.x),
        Object.isFrozen(value),
      ]).toEqual([true, true, true, true]);
    },
  ),
  freeze(
    'limu 把实例上的 set、add、delete、clear 替换成不做任何事的函数；其中的成员只被浅冻结一层。',
    'limu replaces set, add, delete and clear on the instance with functions that do nothing; members are frozen one level deep only.',
    () => {
      const {deepFreeze} = require('limu');
      const state = deepFreeze({m: new Map([['u', {age: {n: 1}}]]), s: new Set([{q: {r: 1}}])});
      expect([Object.keys(state.m).sort(), Object.keys(state.s).sort()]).toEqual([
        ['clear', 'delete', 'set'],
        ['add', 'clear', 'delete'],
      ]);
      state.m.set('x', 1);
      state.m.clear();
      state.s.add(1);
      expect([state.m.size, state.s.size]).toEqual([1, 1]);
      const value = state.m.get('u');
      const member = [...state.s][0];
      expect([
        Object.isFrozen(value),
        Object.isFrozen(value.age),
        Object.isFrozen(member),
        Object.isFrozen(member.q),
      ]).toEqual([true, false, true, false]);
    },
  ),
  freeze(
    '冻结之后，非严格模式下的写入被静默忽略；严格模式（ES 模块都是严格模式）下写入会抛出 TypeError；Reflect.set 在两种模式下都返回 false，下面的示例用它来演示。数组的 push 在两种模式下都会抛错。',
    "Once frozen, writes are silently ignored in sloppy mode and throw a TypeError in strict mode (every ES module is strict); Reflect.set returns false in both modes, which the sample below uses. An array's push throws in both modes.",
    () => {
      const {deepFreeze} = require('limu');
      const state = deepFreeze({a: {b: 1}, l: [1]});
      // sloppy mode: a Function body without 'use strict' (vm would do too)
      const {runInNewContext} = require('node:vm');
      runInNewContext('state.a.b = 2', {state});
      expect(state.a.b).toBe(1);
      expect(() => runInNewContext('state.l.push(2)', {state})).toThrow('not extensible');
      expect(() => runInNewContext('"use strict"; state.a.b = 2', {state})).toThrow('read only');
      expect(Reflect.set(state.a, 'b', 3)).toBe(false);
      expect(() => state.l.push(2)).toThrow(TypeError);
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
