import {readFileSync} from 'node:fs';
import {expect} from 'vitest';
import {claim} from './ledger';
import fc from 'fast-check';
import {
  applyRichEdit,
  pathEdit,
  readAll,
  richState,
  shape,
  readError,
  warnings as captureWarnings,
} from './guides-support';

/** The warnings `fn` prints (tests/claims/guides-support.ts). */
const warnings = (fn: () => void): string[] => captureWarnings(fn).warned;

export default [
  claim({
    page: 'api/basic/immut',
    zh: 'immut(base) 返回 base 的只读视图：通过它写入、删除都不会生效，而直接修改 base 的结果会立刻反映在视图上。适合只把视图交给外部代码、自己保留原对象的场景。它在读取时才为读到的节点创建代理，不像 deepFreeze 那样改动数据本身。',
    en: 'immut(base) returns a read-only view of base: writes and deletes through the view have no effect, while changes you make to base directly show through at once. Use it when you hand the view to other code and keep the original to yourself. It creates proxies for the nodes you read, when you read them, and unlike deepFreeze it leaves the data itself alone.',
    proof: () => {
      const {immut, limuUtils} = require('limu');
      const base = {a: {x: 1}, b: 1};
      const view = immut(base, {disableWarn: true});
      view.b = 2;
      delete view.a;
      expect(base).toEqual({a: {x: 1}, b: 1});
      base.b = 3;
      expect(view.b).toBe(3);
      // the node read is a proxy with limu's meta, not the base's own object
      expect(view.a).not.toBe(base.a);
      expect(limuUtils.getDraftMeta(view.a)).not.toBeNull();
      expect([Object.isFrozen(base), Object.isFrozen(base.a)]).toEqual([false, false]);
    },
  }),
  claim({
    page: 'api/basic/immut',
    zh: 'finishImmut(view) 结束视图，返回原对象。',
    en: 'finishImmut(view) ends the view and returns the original object.',
    proof: () => {
      const {finishImmut, immut} = require('limu');
      const base = {a: {b: 1}};
      const view = immut(base);
      expect(finishImmut(view)).toBe(base);
      expect(() => view.a).toThrow('meta should not be null');
    },
  }),
  claim({
    page: 'api/basic/immut',
    zh: '原始数据。原始值会抛错',
    en: 'The original value. A primitive throws',
    proof: () => {
      const {immut} = require('limu');
      for (const value of [1, 'a', null, undefined])
        expect(() => immut(value)).toThrow('base state can not be primitive');
      for (const value of [{}, [], new Map(), new Set()]) expect(() => immut(value)).not.toThrow();
    },
  }),
  claim({
    page: 'api/basic/immut',
    zh: 'ICreateDraftOptions 去掉 readOnly 可选，常用 disableWarn、compareVer、onOperate',
    en: 'ICreateDraftOptions without readOnly Optional; disableWarn, compareVer and onOperate are the useful ones',
    proof: () => {
      const dts = readFileSync(require.resolve('limu/lib/index.d.ts'), 'utf8');
      expect(dts).toContain('export declare function immut<T = ObjectLike>(base: T, options?: IImutOptions): T;');
      const inner = readFileSync(require.resolve('limu/lib/inner-types.d.ts'), 'utf8');
      expect(inner).toContain("export declare type IImutOptions = Omit<ICreateDraftOptions, 'readOnly'>;");
      const {immut, isDiff} = require('limu');
      const base = {a: 1};
      const ops: string[] = [];
      const view = immut(base, {compareVer: true, onOperate: (p: {op: string}) => ops.push(p.op)});
      void view.a;
      expect(ops).toEqual(['get']);
      expect(isDiff(view, immut(base, {compareVer: true}))).toBe(true);
      expect(isDiff(immut(base), immut(base))).toBe(false);
    },
  }),
  claim({
    page: 'api/basic/immut',
    zh: 'immut 返回的视图',
    en: 'A view returned by immut',
    proof: () => {
      const {finishImmut} = require('limu');
      expect(() => finishImmut({a: 1})).toThrow('Not a Limu root draft');
    },
  }),
  claim({
    page: 'api/basic/immut',
    zh: 'immut 返回一个只读代理。它不是草稿：isDraft(view) 为 false。每次调用都返回新的视图。',
    en: 'immut returns a read-only proxy. It is not a draft: isDraft(view) is false. Every call returns a new view.',
    proof: () => {
      const {immut, isDraft} = require('limu');
      // Over generated states, several calls: each view is a non-draft, new, and unlike the others.
      fc.assert(
        fc.property(richState, fc.integer({min: 2, max: 4}), (base, calls) => {
          const views = Array.from({length: calls}, () => immut(base));
          expect(views.map((v) => isDraft(v))).toEqual(views.map(() => false));
          expect(new Set([base, ...views]).size).toBe(calls + 1);
        }),
        {seed: 38, numRuns: 100},
      );
    },
  }),
  claim({
    page: 'api/basic/immut',
    zh: 'finishImmut 返回原对象 base。',
    en: 'finishImmut returns the original base.',
    proof: () => {
      const {finishImmut, immut} = require('limu');
      const base = [1];
      expect(finishImmut(immut(base))).toBe(base);
    },
  }),
  claim({
    page: 'api/basic/immut',
    zh: '写入被忽略：赋值、delete、数组的 push 等都不会生效，并在控制台输出 can not mutate state at readOnly mode!；传入 disableWarn: true 可关闭这条警告。在严格模式下写入也不会抛错。',
    en: 'Writes are ignored: assignments, delete and array methods such as push have no effect and log can not mutate state at readOnly mode! to the console; pass disableWarn: true to silence it. Writes do not throw, even in strict mode.',
    proof: () => {
      'use strict';
      const {immut} = require('limu');
      const base = {a: {x: 1}, l: [1]};
      const view = immut(base);
      const logged = warnings(() => {
        view.a.x = 2;
        delete view.a;
        view.l.push(2);
      });
      expect(base).toEqual({a: {x: 1}, l: [1]});
      expect(logged.length).toBeGreaterThanOrEqual(3);
      expect(new Set(logged)).toEqual(new Set(['can not mutate state at readOnly mode!']));
      const quiet = immut(base, {disableWarn: true});
      expect(
        warnings(() => {
          quiet.a.x = 2;
        }),
      ).toEqual([]);
    },
  }),
  claim({
    page: 'api/basic/immut',
    zh: '不会被撤销：视图一直可用，直到调用 finishImmut。对视图调用 finishDraft 会原样返回视图本身。',
    en: 'Never revoked: the view stays usable until finishImmut. Calling finishDraft on a view returns the view itself.',
    proof: () => {
      const {createDraft, finishDraft, immut, produce} = require('limu');
      // Over generated states and edits: drafts made and finished meanwhile (of the same data too), and
      // finishDraft on the view, leave every node of the view readable, showing the base.
      fc.assert(
        fc.property(richState, pathEdit, (base, edit) => {
          const view = immut(base);
          const before = readAll(view);
          produce(base, (d: object) => applyRichEdit(d, edit));
          const draft = createDraft(base);
          applyRichEdit(draft, edit);
          finishDraft(draft);
          expect(finishDraft(view)).toBe(view);
          expect(before.map((n) => readError(n))).toEqual(before.map(() => ''));
          expect(shape(view)).toEqual(shape(base));
        }),
        {seed: 38, numRuns: 100},
      );
    },
  }),
  // issue 25 item 2
  claim({
    page: 'api/basic/immut',
    zh: "读取数组上不存在的键，会把这个键加到原数组上：view.list.then（await view.list 也会读取它）会在 base.list 上留下一个值为 undefined 的自有键 then，Object.keys(base.list) 随之变成 ['0', 'then']。对象不受影响；readOnly 草稿也是如此。",
    en: "Reading a key an array does not have adds it to the base array: view.list.then (which await view.list reads too) leaves an own key then, with the value undefined, on base.list, so Object.keys(base.list) becomes ['0', 'then']. Objects are not affected; a readOnly draft does the same.",
    proof: async () => {
      const {createDraft, finishDraft, immut} = require('limu');
      const base = {list: [1], user: {name: 'limu'}};
      const view = immut(base);
      void view.list.then;
      void view.user.then;
      expect(Object.keys(base.list)).toEqual(['0', 'then']);
      expect(Object.prototype.hasOwnProperty.call(base.list, 'then')).toBe(true);
      expect((base.list as unknown as {then: unknown}).then).toBeUndefined();
      expect(Object.keys(base.user)).toEqual(['name']);
      const awaited = {list: [1]};
      await immut(awaited).list;
      expect(Object.keys(awaited.list)).toEqual(['0', 'then']);
      const readOnly = {list: [1]};
      const draft = createDraft(readOnly, {readOnly: true});
      void draft.list.foo;
      finishDraft(draft);
      expect(Object.keys(readOnly.list)).toEqual(['0', 'foo']);
    },
  }),
];
