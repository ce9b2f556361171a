import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import * as immer from 'immer';
import * as limu from 'limu';
import * as mutative from 'mutative';
import fc from 'fast-check';
import {expect} from 'vitest';
import reference from '../../src/lib/bench/reference.json';
import {findCase} from '../../src/lib/bench/figures';
import type {ReferenceData} from '../../src/lib/bench/releases';
import {makeCases, QUICK_SIZE, type Libs} from '../../src/lib/bench/scenarios';
import {reachable, warnings} from './guides-support';
import {claim} from './ledger';

const ROOT = path.resolve(__dirname, '../..');
const load = createRequire(__filename);
const page = 'guides/comparison';
const data = reference as ReferenceData;

export default [
  claim({
    page,
    zh: '两个环境的结论不总是一致，每个结论只对它所写的环境成立',
    en: 'They do not always agree, so a verdict holds only for the environment it names',
    proof: () => {
      // Issue 39.3: in the reference run, some scenario's limu-against-immer verdict (autoFreeze off)
      // is one way in Node and the other way in Chromium.
      const way = (env: 'node' | 'browser', scenario: string) => {
        const hz = (lib: string) =>
          reference.results[env].find((r) => r.id === `${scenario}|no-freeze|${lib}`)?.hz ?? NaN;
        return Math.sign(hz('limu') - hz('immer'));
      };
      const scenarios = [...new Set(reference.results.node.map((r) => r.scenario))];
      expect(scenarios.some((s) => way('node', s) !== way('browser', s))).toBe(true);
    },
  }),
  claim({
    page,
    zh: '这次测量里，limu 与 immer 在 autoFreeze 关闭（limu 的默认设置）时逐项比较',
    en: "In this run, limu against immer with autoFreeze off (limu's default), scenario by scenario",
    proof: () => {
      // limu does not freeze unless asked; immer freezes by default.
      expect(Object.isFrozen(limu.produce({a: {b: 1}}, (d) => void (d.a.b = 2)))).toBe(false);
      expect(limu.getAutoFreeze()).toBe(false);
      expect(Object.isFrozen(immer.produce({a: {b: 1}}, (d) => void (d.a.b = 2)))).toBe(true);
      // Every figure of the list under the sentence compares limu with immer, both with autoFreeze off,
      // and each names a reference result recorded with freeze: false, in both environments.
      for (const [file, start] of [
        ['docs/guides/comparison.md', '这次测量里，limu 与 immer'],
        ['i18n/en/docusaurus-plugin-content-docs/current/guides/comparison.md', 'In this run, limu against immer'],
      ] as const) {
        const md = readFileSync(path.join(ROOT, file), 'utf8');
        const from = md.indexOf(start);
        const block = md.slice(from, md.indexOf('\n\n', md.indexOf('\n- ', from)));
        const figures = [...block.matchAll(/<BenchCompare a="([^"]+)" b="([^"]+)" \/>/g)].map((m) => [m[1]!, m[2]!]);
        expect(figures.length, file).toBe(5);
        for (const [a, b] of figures) {
          expect([a.split('|').slice(1), b.split('|').slice(1)], `${file}: ${a} / ${b}`).toEqual([
            ['off', 'limu'],
            ['off', 'immer'],
          ]);
          for (const env of ['node', 'browser'] as const)
            expect([findCase(data, a, env).freeze, findCase(data, b, env).freeze]).toEqual([false, false]);
        }
      }
      // And the benchmark's "freeze: false" cases really run with autoFreeze off: no object of any
      // result is frozen, while the same scenarios with freeze: true do freeze what they create.
      // Fresh copies (claims.test.ts clears the require cache): makeCases enables immer's MapSet plugin,
      // which must not leak into the statically imported immer other proofs use.
      const libs = {limu: load('limu'), immer: load('immer'), mutative: load('mutative')} as Libs;
      const cases = makeCases(libs, QUICK_SIZE, {libraries: ['limu', 'immer']});
      for (const c of cases) {
        const frozen = [...reachable(c.run())].filter((o) => Object.isFrozen(o)).length;
        if (c.freeze) expect(frozen, c.id).toBeGreaterThan(0);
        else expect(frozen, c.id).toBe(0);
      }
    },
  }),
  claim({
    page,
    zh: '需要补丁（撤销/重做栈、协同编辑、把变更同步到服务器）：选 immer 或 mutative。',
    en: 'You need patches (undo/redo stacks, collaborative editing, syncing changes to a server): choose immer or mutative.',
    proof: () => {
      expect(Object.keys(limu).filter((k) => /patch/i.test(k))).toEqual([]);
      immer.enablePatches();
      expect(immer.produceWithPatches({a: 1}, (d) => void (d.a = 2))[1]).toEqual([
        {op: 'replace', path: ['a'], value: 2},
      ]);
      expect(mutative.create({a: 1}, (d) => void (d.a = 2), {enablePatches: true})[1]).toEqual([
        {op: 'replace', path: ['a'], value: 2},
      ]);
    },
  }),
  claim({
    page,
    zh: '需要监听读写、做依赖收集，或者要对外暴露只读视图：limu 的 onOperate 和 immut 是为此设计的。',
    en: "You need to observe reads and writes, collect dependencies, or expose read-only views: limu's onOperate and immut are designed for that.",
    proof: () => {
      const seen: string[] = [];
      const view = limu.immut(
        {user: {name: 'limu'}},
        {disableWarn: true, onOperate: (p) => void seen.push(`${p.op} ${p.fullKeyPath.join('.')}`)},
      );
      expect(view.user.name).toBe('limu');
      view.user.name = 'x';
      expect(view.user.name).toBe('limu');
      expect(seen).toContain('get user.name');
    },
  }),
  claim({
    page,
    zh: '已有大量 immer 代码，想换一个默认不冻结的实现：limu 与 mutative 都可以',
    en: "You have a lot of immer code and want an implementation that doesn't freeze by default: both limu and mutative fit",
    proof: () => {
      const change = (d: {a: {b: number}}) => void (d.a.b = 2);
      expect(Object.isFrozen(immer.produce({a: {b: 1}}, change))).toBe(true);
      expect(Object.isFrozen(limu.produce({a: {b: 1}}, change))).toBe(false);
      expect(Object.isFrozen(mutative.create({a: {b: 1}}, change))).toBe(false);
    },
  }),
  // Issue 51: the silent data losses, each over generated inputs (fixed seed), immer and mutative
  // against plain JavaScript on the same inputs. Fresh copies: immer's MapSet plugin must not leak.
  claim({
    page,
    zh: '它们在 limu 4.1.3 里不报错，却会丢掉修改或留下坏数据；同样的写法，immer 11 和 mutative 2 得到的都是预期的结果（数组和 Map 与普通 JavaScript 执行后相同，返回的新对象就是结果）',
    en: 'In limu 4.1.3 they throw no error, yet lose changes or leave broken data behind; immer 11 and mutative 2 give the expected result for the same code (arrays and Maps as plain JavaScript leaves them, a returned new object as the result)',
    proof: () => {
      // The four patterns of the list, each proven below in full; here: versions, and no throw from any.
      expect([load('limu/package.json').version, load('immer/package.json').version.split('.')[0]]).toEqual([
        '4.1.3',
        '11',
      ]);
      expect(load('mutative/package.json').version.split('.')[0]).toBe('2');
      for (const proof of silentLosses) proof();
    },
  }),
  claim({
    page,
    zh: 'recipe 对元素是对象的数组只调用一次 pop() 或 reverse()，或只互换两个元素：修改被丢弃，结果里的数组保持原样。',
    en: 'A recipe that only calls pop() or reverse() once on an array of objects, or only swaps two of its elements: the change is dropped and the array in the result stays as it was.',
    proof: () => silentLosses[0]!(),
  }),
  claim({
    page,
    zh: '对值为对象的 Map 草稿调用过 get 之后，再 delete 或 set 另一个已有的键：这次 delete 或 set 不会出现在结果里。',
    en: 'Calling delete or set on another existing key of a Map draft whose values are objects, after a get: that delete or set does not reach the result.',
    proof: () => silentLosses[1]!(),
  }),
  claim({
    page,
    zh: '把对象数组 filter() 或 slice() 的结果赋回草稿：结果里的元素是已撤销的代理，一读就抛错。',
    en: 'Assigning the result of filter() or slice() on an array of objects back to the draft: the elements in the result are revoked proxies, and the first read throws.',
    proof: () => silentLosses[2]!(),
  }),
  claim({
    page,
    zh: 'recipe 不改草稿，只返回一个新对象：返回值被忽略，结果就是原始数据。',
    en: 'A recipe that leaves the draft alone and returns a new object: the return value is ignored and the result is the original data.',
    proof: () => silentLosses[3]!(),
  }),
];

type Item = {id: number};
type Produce = <T>(base: T, recipe: (draft: T) => unknown) => T;
/** limu, immer (MapSet on) and mutative, freshly loaded (claims.test.ts clears the require cache first). */
function libraries(): {limu: Produce; others: Array<[string, Produce]>} {
  const fresh = {limu: load('limu'), immer: load('immer'), mutative: load('mutative')};
  fresh.immer.enableMapSet();
  return {
    limu: fresh.limu.produce,
    others: [
      ['immer', fresh.immer.produce],
      ['mutative', fresh.mutative.create],
    ],
  };
}
const item = fc.record({id: fc.integer({min: 0, max: 9})});
const RUNS = {seed: 38, numRuns: 200};

/** The four silent losses of the comparison guide's list, in its order. */
const silentLosses: Array<() => void> = [
  // pop, reverse or a swap as the recipe's only change on an array of 2-6 objects.
  () => {
    const {limu: produce, others} = libraries();
    const only = fc.oneof(
      fc.constant((l: Item[]) => void l.pop()),
      fc.constant((l: Item[]) => void l.reverse()),
      fc.tuple(fc.nat(5), fc.nat(5)).map(([i, j]) => (l: Item[]) => {
        const [a, b] = [i % l.length, j % l.length];
        if (a === b) return;
        const t = l[a]!;
        l[a] = l[b]!;
        l[b] = t;
      }),
    );
    fc.assert(
      fc.property(fc.array(item, {minLength: 2, maxLength: 6}), only, (list, change) => {
        const plain = structuredClone(list);
        change(plain);
        expect(produce({list: structuredClone(list)}, (d) => change(d.list)).list).toEqual(list);
        for (const [name, p] of others)
          expect(p({list: structuredClone(list)}, (d) => change(d.list)).list, name).toEqual(plain);
      }),
      RUNS,
    );
  },
  // get (a read, or an edit of the value read), then delete or set another existing key; object values.
  () => {
    const {limu: produce, others} = libraries();
    const keys = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd'), {minLength: 2, maxLength: 4});
    fc.assert(
      fc.property(keys, fc.nat(), fc.nat(), fc.boolean(), fc.boolean(), (ks, i, j, edit, del) => {
        const got = ks[i % ks.length]!;
        const rest = ks.filter((k) => k !== got);
        const other = rest[j % rest.length]!;
        const make = () => ({m: new Map(ks.map((k, n) => [k, {n}]))});
        const change = (d: {m: Map<string, {n: number}>}) => {
          const value = d.m.get(got)!;
          if (edit) value.n = 99;
          if (del) d.m.delete(other);
          else d.m.set(other, {n: -1});
        };
        const flat = (s: {m: Map<string, {n: number}>}) => Object.fromEntries([...s.m].map(([k, v]) => [k, v.n]));
        const plain = make();
        change(plain);
        const expected = {...flat(make()), ...(edit ? {[got]: 99} : {})};
        expect(flat(produce(make(), change))).toEqual(expected);
        for (const [name, p] of others) expect(flat(p(make(), change)), name).toEqual(flat(plain));
      }),
      RUNS,
    );
  },
  // filter() or slice() of an array of objects assigned back, with at least one element left.
  () => {
    const {limu: produce, others} = libraries();
    fc.assert(
      fc.property(
        fc.array(item, {minLength: 1, maxLength: 6}),
        fc.boolean(),
        fc.nat(5),
        fc.integer({min: 0, max: 9}),
        (list, filter, start, min) => {
          const change = (d: {list: Item[]}) => {
            d.list = filter ? d.list.filter((x) => x.id >= min) : d.list.slice(start % list.length);
          };
          const plain = {list: structuredClone(list)};
          change(plain);
          fc.pre(plain.list.length > 0);
          const next = produce({list: structuredClone(list)}, change);
          expect(next.list.length).toBe(plain.list.length);
          for (const x of next.list) expect(() => x.id).toThrow(/revoked/);
          for (const [name, p] of others)
            expect(p({list: structuredClone(list)}, change).list, name).toEqual(plain.list);
        },
      ),
      RUNS,
    );
  },
  // A recipe that returns a new object and leaves the draft alone.
  () => {
    const {limu: produce, others} = libraries();
    const state = fc.dictionary(fc.constantFrom('a', 'b'), fc.integer(), {noNullPrototype: true});
    const returned = fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.integer(), {noNullPrototype: true});
    fc.assert(
      fc.property(state, returned, (base, value) => {
        expect(produce(base, () => value)).toBe(base);
        // mutative warns that the returned value holds no draft (rawReturn): kept out of the test log.
        for (const [name, p] of others) expect(warnings(() => p(base, () => value)).result, name).toEqual(value);
      }),
      RUNS,
    );
  },
];
