// Statements of issue 25 (items 1, 6, 7, 8, 9, 10, 11) that sit on guide and tutorial pages: each
// was false before; the entry keeps the corrected sentence on its page and proves it.
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {runInNewContext} from 'node:vm';
import fc from 'fast-check';
import {expect} from 'vitest';
import {claim} from './ledger';

const ROOT = path.join(__dirname, '../..');
const ids = (list: {id: number}[]) => list.map((item) => item.id);

/** One row of the behaviour matrix (src/data/behaviour.json), values parsed from their JS literals. */
function matrixRow(id: string) {
  const data = JSON.parse(readFileSync(path.join(ROOT, 'src/data/behaviour.json'), 'utf8'));
  const row = data.rows.find((r: {id: string}) => r.id === id);
  expect(row, `behaviour matrix row ${id}`).toBeTruthy();
  const value = (literal: string) => runInNewContext(`(${literal})`);
  return {row, expected: value(row.expected), got: value(row.limu.got)};
}

/**
 * pop, reverse and a swap on a draft of an array of objects, each alone, never reach the result.
 */
function orderChangesLost(numRuns: number) {
  // "never": over generated arrays of objects (nested ones too) and generated swap positions, each of
  // the three alone leaves the result's array as the base's.
  const {produce} = require('limu');
  const element = fc.record({
    id: fc.integer({min: 0, max: 9}),
    tags: fc.array(fc.record({t: fc.nat(3)}), {maxLength: 2}),
  });
  fc.assert(
    fc.property(
      fc.array(element, {maxLength: 6}),
      fc.constantFrom('pop', 'reverse', 'swap'),
      fc.nat(),
      fc.nat(),
      (l, op, i, j) => {
        const base = {l};
        const before = structuredClone(base);
        const result = produce(base, (d: typeof base) => {
          if (op === 'pop') d.l.pop();
          else if (op === 'reverse') d.l.reverse();
          else if (d.l.length) {
            const [a, b] = [i % d.l.length, j % d.l.length];
            const t = d.l[a]!;
            d.l[a] = d.l[b]!;
            d.l[b] = t;
          }
        });
        expect(result).toEqual(before);
      },
    ),
    {seed: 38, numRuns},
  );
}

export default [
  // 1
  claim({
    page: 'guides/read-only-and-immut',
    zh: '不调用 replaceValue 时，数据里存在的自定义键返回它的原始值：这个值不是草稿，修改它就是直接修改原始数据，produce 也会原样返回 base。数据里不存在的自定义键得到 undefined',
    en: "Without a replaceValue call, a custom key that the data holds gives its raw value: not a draft, so changing it changes the base object, and produce returns the base itself. A custom key the data doesn't hold gives undefined",
    proof: () => {
      const {isDraft, produce} = require('limu');
      const base = {n: 1, cfg: {x: 1}};
      const seen: unknown[] = [];
      const next = produce(
        base,
        (d: {n: number; cfg: {x: number}; missing?: unknown}) => {
          seen.push(d.n, d.cfg, d.missing, isDraft(d.cfg));
          d.cfg.x = 2;
        },
        {customKeys: ['n', 'cfg', 'missing']},
      );
      expect(seen).toEqual([1, {x: 2}, undefined, false]);
      expect(base.cfg.x).toBe(2);
      expect(next).toBe(base);
    },
  }),
  // 6
  claim({
    page: 'guides/faq',
    zh: '在 forEach 里修改了成员的 Set 也会以同样的方式得到 add、delete、clear；只用 set 修改的 Map 则不会多出属性。这些挂上去的方法在 produce 返回之后被调用时，仍会调用 recipe 的 onOperate',
    en: "A Set whose members are changed inside its forEach gets add, delete and clear the same way, while a Map changed only with set gets none. The attached methods still call the recipe's onOperate after produce has returned",
    proof: () => {
      const {produce} = require('limu');
      const ops: string[] = [];
      const next = produce(
        {m: new Map([['a', {v: 1}]])},
        (d: {m: Map<string, {v: number}>}) => {
          (d.m.get('a') as {v: number}).v = 2;
        },
        {onOperate: ({op, key}: {op: string; key: unknown}) => ops.push(`${op} ${String(key)}`)},
      );
      expect(Object.keys(next.m).sort()).toEqual(['clear', 'delete', 'get', 'set']);
      ops.length = 0;
      next.m.get('a');
      expect(ops).toEqual(['get a']);
      const set = produce({s: new Set([{n: 1}])}, (d: {s: Set<{n: number}>}) => {
        d.s.forEach((item) => {
          item.n = 2;
        });
      }).s;
      expect(Object.keys(set).sort()).toEqual(['add', 'clear', 'delete']);
      expect([...set]).toEqual([{n: 2}]);
      const map = produce({m: new Map([['a', 1]])}, (d: {m: Map<string, number>}) => {
        d.m.set('a', 2);
      }).m;
      expect(Object.keys(map)).toEqual([]);
    },
  }),
  // 7
  claim({
    page: 'guides/typescript',
    zh: 'ICreateDraftOptions 描述选项参数：produce(base, recipe, options) 的第三个参数，createDraft(base, options) 和 produce(recipe, options) 的第二个参数',
    en: 'ICreateDraftOptions describes the options argument: the third argument of produce(base, recipe, options), the second of createDraft(base, options) and of produce(recipe, options)',
    proof: () => {
      const dts = readFileSync(require.resolve('limu/lib/index.d.ts'), 'utf8');
      expect(dts).toContain('createDraft<T = ObjectLike>(base: T, options?: ICreateDraftOptions): Draft<T>;');
      expect(dts).toContain('<T = ObjectLike>(baseState: T, recipe: ProduceCb<T>, options?: ICreateDraftOptions): T;');
      expect(dts).toContain('<T = ObjectLike>(recipe: ProduceCb<T>, options?: ICreateDraftOptions): GenNewStateCb<T>;');
      const {createDraft, finishDraft, produce} = require('limu');
      const draft = createDraft({a: {b: 1}}, {autoFreeze: true});
      draft.a.b = 2;
      expect(Object.isFrozen(finishDraft(draft).a)).toBe(true);
      const curried = produce(
        (d: {a: {b: number}}) => {
          d.a.b = 2;
        },
        {autoFreeze: true},
      );
      expect(Object.isFrozen(curried({a: {b: 1}}).a)).toBe(true);
    },
  }),
  // 8
  claim({
    page: 'guides/installation',
    zh: 'limu 从 3.7.2 起没有默认导出。',
    en: 'limu has had no default export since 3.7.2.',
    proof: () => {
      expect(typeof require('limu-3-5').default).toBe('function');
      expect(require('limu-3-7').default).toBeUndefined();
      expect(require('limu').default).toBeUndefined();
      const list: {version: string; runtimeExports: string[]}[] = JSON.parse(
        readFileSync(path.join(ROOT, 'src/data/limu-versions.json'), 'utf8'),
      ).versions;
      const i = list.findIndex((v) => v.version === '3.5.5');
      expect([
        list[i].runtimeExports.includes('default'),
        list[i + 1].version,
        list[i + 1].runtimeExports.includes('default'),
      ]).toEqual([true, '3.7.2', false]);
    },
  }),
  // 9
  claim({
    page: 'tutorial-basics/prefetch-lib',
    zh: "Node 自带的 ES 模块加载器（不经打包直接运行的服务端代码）看不到 limu 的具名导出，因为 limu 的入口文件是 CommonJS 包：在那里 import('limu') 得到的命名空间只有 default，produce 是 undefined。这时请从 default 中取 API：const { produce } = (await import('limu')).default。",
    en: "Node's own ES module loader (server code run without a bundler) cannot see limu's named exports, because limu's main file is a CommonJS bundle: there import('limu') resolves to a namespace holding only default, and produce is undefined. Take the API from default instead: const { produce } = (await import('limu')).default.",
    proof: () => {
      const code = [
        "const ns = await import('limu');",
        "const { produce } = (await import('limu')).default;",
        'console.log(JSON.stringify([Object.keys(ns), typeof ns.produce, produce({ n: 0 }, (d) => { d.n = 1; }).n]));',
      ].join('\n');
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], {cwd: ROOT, encoding: 'utf8'});
      expect(JSON.parse(out)).toEqual([['default'], 'undefined', 1]);
      expect(require('limu/package.json').main).toBe('dist/limu.min.js');
    },
  }),
  // 10
  claim({
    page: 'guides/pitfalls',
    zh: '来自另一个草稿的节点则不行：无论它来自另一个 createDraft 创建的草稿，还是嵌套 produce 中的外层草稿，赋过去之后在结果里都是已撤销的代理',
    en: 'A node of another draft is not: assigned from a second createDraft, or from the outer draft inside a nested produce, it is a revoked proxy in the result',
    proof: () => {
      const {createDraft, finishDraft, produce} = require('limu');
      const same = produce({a: {x: 1}} as {a: {x: number}; b?: {x: number}}, (d: {a: {x: number}; b?: {x: number}}) => {
        d.b = d.a;
      });
      expect(same.b.x).toBe(1);
      const d1 = createDraft({a: {x: 1}});
      const d2 = createDraft({b: null});
      d2.b = d1.a;
      const r = finishDraft(d2);
      finishDraft(d1);
      expect(() => r.b.x).toThrow("Cannot perform 'get' on a proxy that has been revoked");
      const nested = produce({a: {x: 1}, inner: null}, (d: {a: {x: number}; inner: unknown}) => {
        d.inner = produce({ref: null}, (i: {ref: unknown}) => {
          i.ref = d.a;
        });
      });
      expect(() => nested.inner.ref.x).toThrow("Cannot perform 'get' on a proxy that has been revoked");
    },
  }),
  // 11: the prose, the behaviour matrix row and a fresh run must agree
  claim({
    page: 'guides/pitfalls',
    zh: 'copyWithin() 把两个及以上的元素复制到别的位置时，结果是错的：它写入的每个位置，要么得到正确的元素，要么还是原来的元素，要么是一个已撤销的代理（一读就抛错），且至少有一个位置不对；复制过去的元素也不再与源位置是同一个对象。它没有写入的位置保持原样，只复制一个元素时结果正确。对 [{ id: 1 }, { id: 2 }, { id: 3 }] 调用 copyWithin(0, 1)，结果的 id 是 [2, 2, 3]，而普通 JavaScript 得到的是 [2, 3, 3]；对四个对象调用 copyWithin(0, 2)，位置 1 上是一个已撤销的代理。',
    en: 'copyWithin() goes wrong when it copies two or more elements to another position: each slot it writes gets the right element, keeps its old element or holds a revoked proxy that throws when read, and at least one slot is wrong; the copied elements are no longer the same objects as those at their source slots. The slots it does not write keep their elements, and copying a single element works. On [{ id: 1 }, { id: 2 }, { id: 3 }], copyWithin(0, 1) gives the ids [2, 2, 3] where plain JavaScript gives [2, 3, 3]; on four objects, copyWithin(0, 2) leaves a revoked proxy in slot 1.',
    proof: () => {
      // "no longer the same objects", over generated lengths, targets and starts (issue 38, point 5):
      // no slot that copyWithin wrote is the very object of its source slot.
      const fc = require('fast-check') as typeof import('fast-check');
      fc.assert(
        fc.property(fc.integer({min: 2, max: 6}), fc.nat(5), fc.nat(5), (n, t, s) => {
          const {produce: limuProduce} = require('limu');
          const base = {l: Array.from({length: n}, (_, i) => ({id: i}))};
          const plain = base.l.slice().copyWithin(t % n, s % n);
          const next = limuProduce(base, (d: typeof base) => void d.l.copyWithin(t % n, s % n));
          plain.forEach((source, i) => {
            if (source === base.l[i]) return;
            let same = false;
            try {
              same = next.l[i] === next.l[source.id];
            } catch {
              same = false;
            }
            expect(same, `copyWithin(${t % n}, ${s % n}) on ${n}: slot ${i}`).toBe(false);
          });
        }),
        {seed: 38, numRuns: 300},
      );
      // What each slot holds, over generated lengths and arguments (negative ones and an end included):
      // a slot copyWithin does not write keeps its element; a written slot holds the right element, its
      // old one, or a revoked proxy; copying two or more elements elsewhere leaves at least one slot wrong,
      // copying one leaves none.
      const index = (x: number | undefined, n: number, fallback: number) =>
        x === undefined ? fallback : x < 0 ? Math.max(n + x, 0) : Math.min(x, n);
      fc.assert(
        fc.property(
          fc.integer({min: 1, max: 6}),
          fc.integer({min: -6, max: 6}),
          fc.integer({min: -6, max: 6}),
          fc.option(fc.integer({min: -6, max: 6}), {nil: undefined}),
          (n, t, s, e) => {
            const {produce: limuProduce} = require('limu');
            const base = {l: Array.from({length: n}, (_, i) => ({id: i}))};
            const plain = base.l.slice().copyWithin(t, s, e);
            const next = limuProduce(base, (d: typeof base) => void d.l.copyWithin(t, s, e));
            const to = index(t, n, 0);
            const from = index(s, n, 0);
            const count = Math.max(0, Math.min(index(e, n, n) - from, n - to));
            let wrong = 0;
            next.l.forEach((slot: {id: number}, i: number) => {
              if (i < to || i >= to + count) return void expect(slot, `slot ${i} is not written`).toBe(base.l[i]);
              let id: number | 'revoked';
              try {
                id = slot.id;
              } catch (error) {
                expect(String(error)).toContain('revoked');
                id = 'revoked';
              }
              expect([plain[i]!.id, base.l[i]!.id, 'revoked']).toContain(id);
              if (id !== plain[i]!.id) wrong += 1;
            });
            expect(wrong > 0, `copyWithin(${t}, ${s}, ${e}) on ${n}: a slot is wrong`).toBe(count >= 2 && to !== from);
          },
        ),
        {seed: 38, numRuns: 400},
      );
      const {produce} = require('limu');
      const run = (n: number, target: number, start: number) => {
        const base = {l: Array.from({length: n}, (_, i) => ({id: i + 1}))};
        const next = produce(base, (d: typeof base) => {
          d.l.copyWithin(target, start);
        });
        return {base, next, plain: ids(base.l).copyWithin(target, start)};
      };
      const small = run(3, 0, 1);
      expect([ids(small.next.l), small.plain]).toEqual([
        [2, 2, 3],
        [2, 3, 3],
      ]);
      // a longer copy: slot 1 becomes a revoked proxy
      const long = run(4, 0, 2);
      expect(long.next.l[0].id).toBe(3);
      expect(() => long.next.l[1].id).toThrow('revoked');
      expect(long.next.l.slice(2).map((x: {id: number}) => x.id)).toEqual([3, 4]);
      // the matrix row says the same: first written slot right, the next one still the old element
      const {row, expected, got} = matrixRow('array-objects-copywithin');
      expect(row.limu.status).toBe('differs');
      const base = runInNewContext(`(${/const base = (\{.*\});/.exec(row.code)?.[1]})`);
      expect(got.l[0]).toEqual(expected.l[0]);
      expect(got.l[1]).toEqual(base.l[1]);
      expect(got.l[1]).not.toEqual(expected.l[1]);
    },
  }),
  claim({
    page: 'guides/update-patterns',
    zh: '对象数组草稿上的 pop()、reverse()，以及借临时变量交换两个元素，都不会出现在结果里；copyWithin() 留下一个错误的数组',
    en: 'pop() and reverse() on a draft of an array of objects, and swapping two elements through a temporary variable, never reach the result; copyWithin() leaves a wrong array',
    proof: () => {
      const {row, expected, got} = matrixRow('array-objects-copywithin');
      expect(row.limu.status).toBe('differs');
      expect(got.l[0]).toEqual(expected.l[0]);
      expect(got).not.toEqual(expected);
      for (const id of ['array-objects-pop', 'array-objects-reverse', 'array-objects-swap']) {
        expect(matrixRow(id).row.limu.status, id).toBe('differs');
      }
      const {produce} = require('limu');
      const base = {l: [{id: 1}, {id: 2}, {id: 3}]};
      const next = produce(base, (d: typeof base) => {
        d.l.copyWithin(0, 1);
      });
      expect(ids(next.l)).toEqual([2, 2, 3]);
      orderChangesLost(200);
    },
  }),
  claim({
    page: 'guides/update-patterns',
    zh: '元素是对象时，pop、reverse 和交换两个元素在 limu 4.1.3 中会丢失，copyWithin 会得到错误的数组',
    en: 'When the elements are objects, pop, reverse and swapping two elements are lost in limu 4.1.3, and copyWithin gives a wrong array',
    proof: () => {
      const {produce} = require('limu');
      const base = {l: [{id: 1}, {id: 2}, {id: 3}]};
      const next = produce(base, (d: typeof base) => {
        d.l.pop();
        d.l.reverse();
      });
      expect(ids(next.l)).toEqual([1, 2, 3]);
      orderChangesLost(60);
      const copied = produce(base, (d: typeof base) => {
        d.l.copyWithin(0, 1);
      });
      expect(ids(copied.l)).not.toEqual([2, 3, 3]);
    },
  }),
];
