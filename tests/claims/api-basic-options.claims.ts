import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect} from 'vitest';
import {claim} from './ledger';
import fc from 'fast-check';
import {
  finishRevokesEveryProxy,
  isChangedFollowsIdentity,
  keptDraftWrites,
  onOperateSeesEveryPropertyOperation,
  warnings as captureWarnings,
} from './guides-support';

type Obj = {a: {b: number}};
const fresh = (): Obj => ({a: {b: 1}});
/** The warnings `fn` prints (tests/claims/guides-support.ts). */
const warnings = (fn: () => void): string[] => captureWarnings(fn).warned;
const row = (zh: string, en: string, proof: () => unknown) => claim({page: 'api/basic/options', zh, en, proof});

export default [
  row(
    '设为 false 时草稿保持可读，但赋值和 delete 会被忽略',
    'With false the draft stays readable, but assignments and deletes are ignored',
    () => keptDraftWrites(require('limu'), 40),
  ),
  row(
    '对一个已结束（但未撤销）的草稿赋值时，limu 总会在控制台警告 set failed, cuase draft root has been finised!（原文拼写；delete 时为 del failed, …），并忽略这次操作。',
    'On an assignment to a finished (but not revoked) draft, limu always logs the console warning set failed, cuase draft root has been finised! (spelled as in the source; del failed, … for a delete) and ignores it.',
    () => keptDraftWrites(require('limu'), 60),
  ),
  row(
    'Map 和 Set 的 set、add、delete、clear 不经过这道检查：在已结束草稿里的 Map 或 Set 上调用它们，既没有警告，也不会被忽略，改动会出现在草稿上，甚至可能改到 finishDraft 已经返回的结果。',
    'The set, add, delete and clear methods of a Map or Set skip this check: called on a Map or Set of a finished draft, they log nothing and are not ignored; the draft shows the change, and it can even reach the result finishDraft already returned.',
    () => {
      // set and add over generated states; delete and clear on a Map and a Set of generated entries.
      keptDraftWrites(require('limu'), 40);
      const {createDraft, finishDraft} = require('limu');
      fc.assert(
        fc.property(fc.uniqueArray(fc.integer(), {minLength: 1, maxLength: 4}), fc.boolean(), (keys, clear) => {
          const kept = createDraft({m: new Map(keys.map((k) => [k, k])), s: new Set(keys)}, {autoRevoke: false});
          finishDraft(kept);
          const {m, s} = kept as {m: Map<number, number>; s: Set<number>};
          const {warned} = captureWarnings(() =>
            clear ? (m.clear(), s.clear()) : (m.delete(keys[0]!), s.delete(keys[0]!)),
          );
          expect([warned, m.size, s.size]).toEqual([[], clear ? 0 : keys.length - 1, clear ? 0 : keys.length - 1]);
        }),
        {seed: 38, numRuns: 40},
      );
      // "can even reach the result": a Map read in a draft that changed, set after finishDraft.
      const kept = createDraft({m: new Map([['k', 1]]), n: 0}, {autoRevoke: false});
      kept.n = 1;
      void kept.m.size;
      const next = finishDraft(kept);
      kept.m.set('late', 2);
      expect([...next.m.keys()]).toEqual(['k', 'late']);
    },
  ),
  row(
    'createDraft、produce（两种调用形式）和 immut 都接受一个可选的选项对象，类型为 ICreateDraftOptions（immut 不接受其中的 readOnly）。选项只对这一次创建的草稿生效。',
    'createDraft, produce (both call forms) and immut all accept an optional options object of type ICreateDraftOptions (immut does not accept its readOnly). Options apply only to the draft created by that call.',
    () => {
      const dts = readFileSync(require.resolve('limu/lib/index.d.ts'), 'utf8');
      expect(dts).toContain('createDraft<T = ObjectLike>(base: T, options?: ICreateDraftOptions)');
      expect(dts).toContain('(baseState: T, recipe: ProduceCb<T>, options?: ICreateDraftOptions): T;');
      expect(dts).toContain('(recipe: ProduceCb<T>, options?: ICreateDraftOptions): GenNewStateCb<T>;');
      expect(dts).toContain('immut<T = ObjectLike>(base: T, options?: IImutOptions): T;');
      expect(readFileSync(require.resolve('limu/lib/inner-types.d.ts'), 'utf8')).toContain(
        "IImutOptions = Omit<ICreateDraftOptions, 'readOnly'>",
      );
      const {createDraft, finishDraft} = require('limu');
      const frozen = createDraft(fresh(), {autoFreeze: true});
      frozen.a.b = 2;
      expect(Object.isFrozen(finishDraft(frozen))).toBe(true);
      const next = createDraft(fresh());
      next.a.b = 2;
      expect(Object.isFrozen(finishDraft(next))).toBe(false);
    },
  ),
  row('结束后撤销草稿的全部代理', 'Revoke every proxy of the draft when it is finished', () => {
    finishRevokesEveryProxy(require('limu'), 60);
    expect(
      readFileSync(path.join(path.dirname(require.resolve('limu/package.json')), 'lib/support/inner-data.js'), 'utf8'),
    ).toContain('autoRevoke: true');
  }),
  row('写入已结束的草稿时不抛 TypeError', 'Do not throw a TypeError on writes to a finished draft', () => {
    'use strict';
    const {createDraft, finishDraft} = require('limu');
    const draft = createDraft(fresh(), {autoRevoke: false});
    finishDraft(draft);
    warnings(() => {
      expect(() => {
        draft.a = {b: 2};
      }).not.toThrow();
      const loud = createDraft(fresh(), {autoRevoke: false, silenceSetTrapErr: false});
      finishDraft(loud);
      expect(() => {
        loud.a = {b: 2};
      }).toThrow(TypeError);
    });
  }),
  row(
    '全局设置（初始 false）结束时深冻结结果',
    'The global setting (initially false) Deep-freeze the result when finishing',
    () => {
      const {createDraft, finishDraft, getAutoFreeze, setAutoFreeze} = require('limu');
      expect(getAutoFreeze()).toBe(false);
      setAutoFreeze(true);
      const draft = createDraft(fresh());
      draft.a.b = 2;
      const next = finishDraft(draft);
      expect([Object.isFrozen(next), Object.isFrozen(next.a)]).toEqual([true, true]);
      const own = createDraft(fresh(), {autoFreeze: false});
      own.a.b = 2;
      expect(Object.isFrozen(finishDraft(own))).toBe(false);
    },
  ),
  row(
    '无草稿上对属性和数组元素的每次读、写、删除都会调用它，把草稿写回原处的一部分写入除外（见 onOperate）',
    'none Called on every read, write and delete of a property or array element on the draft, but for some writes of a draft back where it was read (see onOperate)',
    () => onOperateSeesEveryPropertyOperation(require('limu'), 60, false, true),
  ),
  row('readOnly boolean false 创建只读草稿', 'readOnly boolean false Create a read-only draft', () => {
    const {createDraft, finishDraft} = require('limu');
    const draft = createDraft(fresh());
    draft.a.b = 2;
    expect(finishDraft(draft).a.b).toBe(2);
    const ro = createDraft(fresh(), {readOnly: true, disableWarn: true});
    ro.a.b = 2;
    expect(ro.a.b).toBe(1);
    finishDraft(ro);
  }),
  row(
    'compareVer boolean false 让 isDiff 把来自不同草稿的根节点视为不同',
    'compareVer boolean false Make isDiff treat root nodes of different drafts as different',
    () => {
      const {createDraft, isDiff} = require('limu');
      const base = {a: 1};
      expect(isDiff(createDraft(base, {readOnly: true}), createDraft(base, {readOnly: true}))).toBe(false);
      expect(
        isDiff(
          createDraft(base, {readOnly: true, compareVer: true}),
          createDraft(base, {readOnly: true, compareVer: true}),
        ),
      ).toBe(true);
    },
  ),
  row(
    'disableWarn boolean false（未设置）关闭只读模式下写入时的控制台警告',
    'disableWarn boolean false (unset) Silence the console warning for writes in read-only mode',
    () => {
      const {immut} = require('limu');
      expect(
        warnings(() => {
          immut({a: 1}).a = 2;
        }),
      ).toEqual(['can not mutate state at readOnly mode!']);
      expect(
        warnings(() => {
          immut({a: 1}, {disableWarn: true}).a = 2;
        }),
      ).toEqual([]);
      expect(
        readFileSync(
          path.join(path.dirname(require.resolve('limu/package.json')), 'lib/core/build-limu-apis.js'),
          'utf8',
        ),
      ).toContain('const disableWarn = opts.disableWarn;');
    },
  ),
  row(
    '读取这些键时不创建代理，并以 isCustom: true 通知 onOperate',
    'Keys whose values are read without a proxy and reported to onOperate with isCustom: true',
    () => {
      const {isDraft, produce} = require('limu');
      const custom: Record<string, boolean> = {};
      const drafted: Record<string, boolean> = {};
      produce(
        {a: {b: 1}, c: {d: 1}},
        (d: {a: object; c: object}) => {
          drafted.a = isDraft(d.a);
          drafted.c = isDraft(d.c);
        },
        {customKeys: ['c'], onOperate: (p: {key: string; isCustom: boolean}) => (custom[p.key] = p.isCustom)},
      );
      expect([drafted, custom]).toEqual([
        {a: true, c: false},
        {a: false, c: true},
      ]);
      // without customKeys no key is custom
      const none: boolean[] = [];
      produce({c: {d: 1}}, (d: {c: object}) => void d.c, {
        onOperate: (p: {isCustom: boolean}) => none.push(p.isCustom),
      });
      expect(none).toEqual([false]);
    },
  ),
  row(
    'disableProxy boolean false 不创建代理，直接返回原对象（4.1 新增）',
    'disableProxy boolean false Create no proxy: return the original object (new in 4.1)',
    () => {
      const {createDraft, finishDraft, isDraft} = require('limu');
      const base = fresh();
      expect(createDraft(base, {disableProxy: true})).toBe(base);
      const draft = createDraft(base);
      expect(isDraft(draft)).toBe(true);
      finishDraft(draft);
      // 4.0 ignored the option
      const old = require('limu-4-0');
      expect(old.isDraft(old.createDraft(base, {disableProxy: true}))).toBe(true);
    },
  ),
  row(
    'sourceId string 自动生成数据源标识，用于跨版本追踪多引用',
    'sourceId string generated Data source id, used to track multiple references across versions',
    () => {
      const {createDraft, finishDraft, limuUtils} = require('limu');
      const draft = createDraft(fresh());
      expect(limuUtils.getDraftMeta(draft).sourceId).toMatch(/^SR_\d+_\d+$/);
      finishDraft(draft);
    },
  ),
  // issue 38 point 5: over generated states and writes, not one recipe
  row(
    '是否算作一次改变：set 时为新值与原值是否不全等（!==），所以写入相同的值为 false，再次写入 NaN 却为 true；del 总为 true，即使键本不存在；',
    'Whether the operation counts as a change: for a set, whether the new value is !== the old one, so writing the same value gives false but writing NaN again gives true; a del always gives true, even for a missing key;',
    () => {
      isChangedFollowsIdentity(require('limu'), 80);
      const {produce} = require('limu');
      const seen: unknown[] = [];
      produce(
        {n: NaN},
        (d: {n: number; gone?: number}) => {
          d.n = NaN;
          delete d.gone;
        },
        {onOperate: (p: {op: string; isChanged: boolean}) => void (p.op !== 'get' && seen.push([p.op, p.isChanged]))},
      );
      expect(seen).toEqual([
        ['set', true],
        ['del', true],
      ]);
    },
  ),
  row(
    'Map 的 set 写入已有的值、Set 的 add 已有的成员，同样为 true',
    "a Map's set of the value it already has and a Set's add of an existing member give true too",
    () => isChangedFollowsIdentity(require('limu'), 40),
  ),
  // issue 25 item 4
  row(
    'get 为 false，但读取会改变数组、Map 或 Set 的方法（push、pop、shift、unshift、splice、sort、copyWithin、set、add、delete、clear）时为 true；reverse 和 fill 虽然会改变数组，却为 false',
    'a get gives false, except the get of a method that changes its array, Map or Set (push, pop, shift, unshift, splice, sort, copyWithin, set, add, delete, clear), which gives true; reverse and fill give false although they change the array',
    () => {
      const {produce} = require('limu');
      const changedOf = (base: object, recipe: (d: never) => void) => {
        const seen: [string, boolean][] = [];
        produce(base, recipe, {
          onOperate: (p: {op: string; key: string; isChanged: boolean; isBuiltInFnKey: boolean}) => {
            if (p.op === 'get' && !/^(length|\d+)$/.test(String(p.key))) seen.push([p.key, p.isChanged]);
          },
        });
        return seen;
      };
      type L = {l: number[]};
      const arrayCalls: [string, (d: L) => void][] = [
        ['push', (d) => d.l.push(1)],
        ['pop', (d) => d.l.pop()],
        ['shift', (d) => d.l.shift()],
        ['unshift', (d) => d.l.unshift(1)],
        ['splice', (d) => d.l.splice(0, 1)],
        ['sort', (d) => d.l.sort()],
        ['copyWithin', (d) => d.l.copyWithin(0, 1)],
        ['reverse', (d) => d.l.reverse()],
        ['fill', (d) => d.l.fill(0)],
      ];
      for (const [name, call] of arrayCalls) {
        expect(changedOf({l: [3, 1, 2]}, call as (d: never) => void), name).toEqual([
          ['l', false],
          [name, !['reverse', 'fill'].includes(name)],
        ]);
      }
      type M = {m: Map<string, number>; s: Set<number>};
      const base = () => ({m: new Map([['a', 1]]), s: new Set([1])});
      const collectionCalls: [string, string, (d: M) => void][] = [
        ['m', 'set', (d) => d.m.set('a', 2)],
        ['m', 'delete', (d) => d.m.delete('a')],
        ['m', 'clear', (d) => d.m.clear()],
        ['s', 'add', (d) => d.s.add(2)],
        ['s', 'delete', (d) => d.s.delete(1)],
        ['s', 'clear', (d) => d.s.clear()],
      ];
      for (const [key, name, call] of collectionCalls) {
        expect(changedOf(base(), call as (d: never) => void), `${key}.${name}`).toContainEqual([name, true]);
      }
      expect(changedOf({a: {b: 1}}, ((d: {a: {b: number}}) => void d.a.b) as (d: never) => void)).toEqual([
        ['a', false],
        ['b', false],
      ]);
    },
  ),
];
