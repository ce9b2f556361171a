// The claims ledger of the site's strings outside the Markdown bodies (issue 48, tests/support/claims/strings.ts):
// the announcement bar, the home page cards, the diagrams' and the benchmark page's UI strings. `page` is the
// string's id; tests/claims/claims.test.ts checks each sentence still lies in that string, in both locales.
// A string that names limu but states nothing has its reason in ./site-strings-reasons.ts instead.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {inspect} from 'node:util';
import {gzipSync} from 'node:zlib';
import fc from 'fast-check';
import {expect} from 'vitest';
import {
  createDraftCopiesRootOnly,
  everyReadNodeCopiedOnce,
  finishRevokesEveryProxy,
  pairedNodes,
  pathEdit,
  applyRichEdit,
  readAll,
  richState,
  sharedObjectThroughPaths,
  shape,
} from './guides-support';
import {claim} from './ledger';
import {allVersions, loadLimu, ROOT} from './limu-packages';

const load = createRequire(path.join(ROOT, 'package.json'));
type Limu = typeof import('limu');
type Immer = typeof import('immer');
// claims.test.ts clears the packages' cache before each proof: a plain require is a fresh one.
const fresh = <T>(name: string): T => load(name) as T;
const objectArray = () => ({l: [{a: 1}, {a: 2}, {a: 3}]});

export default [
  claim({
    page: 'site:announcement',
    zh: 'limu 最新版本为 4.1.3。',
    en: 'limu 4.1.3 is the latest version.',
    proof: () => {
      expect(allVersions().at(-1)!.version).toBe('4.1.3');
      expect(fresh<{version: string}>('limu/package.json').version).toBe('4.1.3');
    },
  }),
  claim({
    page: 'site:announcement',
    zh: '自 4.1.0 起，同一对象被多条路径引用时，对它的修改会出现在 recipe 读取过的每一条路径上。',
    en: 'Since 4.1.0, a change to an object reachable from several paths shows on every one of them the recipe has read.',
    // Generated reads and writes through three paths to one object: from 4.1.0 on, each path read holds the
    // change and a path never read keeps the old object (the property fails on "every path"); 4.0.0 fails it.
    proof: () => {
      for (const version of ['4.1.0', '4.1.3']) sharedObjectThroughPaths(loadLimu(version), 100);
      expect(() => sharedObjectThroughPaths(loadLimu('4.0.0'), 100)).toThrow();
    },
  }),
  claim({
    page: 'site:code/home.feature.speed.body',
    zh: 'produce 的结果默认不做深冻结。结果里只有被修改的路径是新对象，其余部分与原始数据是同一个对象。需要冻结时，传 autoFreeze: true 即可。',
    en: 'produce does not deep-freeze its result by default. Only the path you changed is new in the result; everything else is the very same object as in the base state. Pass autoFreeze: true when you want frozen results.',
    proof: () => {
      const {produce} = fresh<Limu>('limu');
      const base = {a: {b: {c: 1}}, d: {e: 1}};
      const next = produce(base, (draft) => {
        draft.a.b.c = 2;
      });
      expect([Object.isFrozen(next), Object.isFrozen(next.a), Object.isFrozen(next.a.b)]).toEqual([
        false,
        false,
        false,
      ]);
      expect([next !== base, next.a !== base.a, next.a.b !== base.a.b, next.d === base.d]).toEqual([
        true,
        true,
        true,
        true,
      ]);
      const frozen = produce(
        base,
        (draft) => {
          draft.a.b.c = 3;
        },
        {autoFreeze: true},
      );
      expect([Object.isFrozen(frozen), Object.isFrozen(frozen.a.b)]).toEqual([true, true]);
    },
  }),
  claim({
    page: 'site:code/home.feature.inspect.body',
    zh: '在 Node.js 里 console.log 一个 limu 草稿，打印出来的就是数据本身，而不是代理对象的内部状态',
    en: "console.log a limu draft in Node.js and you see the data itself, not the proxy's internal bookkeeping",
    proof: () => {
      const {createDraft, finishDraft} = fresh<Limu>('limu');
      const draft = createDraft({a: {b: 1}, list: [1, 2]});
      draft.a.b = 2;
      expect(inspect(draft)).toBe(inspect({a: {b: 2}, list: [1, 2]}));
      finishDraft(draft);
      // immer's draft, for contrast, prints its state record.
      const immer = fresh<Immer>('immer');
      const other = immer.createDraft({a: {b: 1}});
      expect(inspect(other, {depth: 0})).toContain('base_');
      immer.finishDraft(other);
    },
  }),
  claim({
    page: 'site:code/home.feature.mapset.body',
    zh: '草稿里的 Map 和 Set 可以直接 set、add、delete，不用先启用插件。压缩后的 limu.min.js 经 gzip 约 7 KB，没有任何依赖。',
    en: 'Call set, add and delete on the Maps and Sets of a draft without enabling a plugin first. The minified limu.min.js is about 7 KB gzipped and has no dependencies.',
    proof: () => {
      const {produce} = fresh<Limu>('limu');
      const base = {m: new Map([['a', 1]]), s: new Set([1])};
      const next = produce(base, (draft) => {
        draft.m.set('b', 2);
        draft.m.delete('a');
        draft.s.add(2);
        draft.s.delete(1);
      });
      expect([...next.m]).toEqual([['b', 2]]);
      expect([...next.s]).toEqual([2]);
      expect([...base.m]).toEqual([['a', 1]]);
      const manifest = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/limu/package.json'), 'utf8')) as {
        main: string;
        dependencies?: object;
      };
      expect(manifest.main).toBe('dist/limu.min.js');
      expect(manifest.dependencies ?? {}).toEqual({});
      const gzipped = gzipSync(readFileSync(path.join(ROOT, 'node_modules/limu/dist/limu.min.js'))).length;
      expect(Math.round(gzipped / 1024)).toBe(7);
    },
  }),
  claim({
    page: 'site:code/home.feature.compat.body',
    zh: 'produce、createDraft、finishDraft、original、current 与 immer 同名，produce(base, recipe) 这样的基本调用写法也相同，但行为不完全相同：limu 忽略 recipe 的返回值，结果默认不冻结，对象数组上的 pop()、reverse() 和元素互换会被静默丢弃。',
    en: "produce, createDraft, finishDraft, original and current have immer's names, and basic calls such as produce(base, recipe) are written the same way, but they do not always behave the same: limu ignores the recipe's return value, does not freeze results by default, and silently loses pop(), reverse() and item swaps on arrays of objects.",
    proof: () => {
      const limu = fresh<Limu>('limu');
      const immer = fresh<Immer>('immer');
      for (const lib of [limu, immer] as unknown as Limu[]) {
        const base = {a: {n: 1}};
        expect(lib.produce(base, (d) => void (d.a.n = 2)).a.n).toBe(2);
        expect(lib.produce((d: {a: {n: number}}) => void (d.a.n = 3))(base).a.n).toBe(3);
        const draft = lib.createDraft(base);
        draft.a.n = 4;
        expect(lib.original(draft.a)).toBe(base.a);
        expect(lib.current(draft.a)).toEqual({n: 4});
        expect(lib.finishDraft(draft).a.n).toBe(4);
      }
      expect(limu.produce({a: 1}, () => ({a: 2}) as never)).toEqual({a: 1});
      expect(Object.isFrozen(limu.produce({a: 1}, (d) => void (d.a = 2)))).toBe(false);
      const lost = (recipe: (d: {l: {a: number}[]}) => void) => limu.produce(objectArray(), recipe).l;
      expect(lost((d) => void d.l.pop())).toEqual(objectArray().l);
      expect(lost((d) => void d.l.reverse())).toEqual(objectArray().l);
      expect(
        lost((d) => {
          [d.l[0], d.l[2]] = [d.l[2], d.l[0]];
        }),
      ).toEqual(objectArray().l);
    },
  }),
  claim({
    page: 'site:code/diagrams.lifecycle.description',
    zh: 'createDraft 为 base 创建代理草稿；读取时按需浅拷贝子节点，写入时把路径标记为已修改；finishDraft 返回结构共享的新数据，并撤销草稿的全部代理。',
    en: 'createDraft wraps base in a proxy draft; reads shallow-copy children on demand, writes mark their path as modified; finishDraft returns the structurally shared next state and revokes every proxy of the draft.',
    proof: () => {
      const limu = fresh<Limu>('limu');
      createDraftCopiesRootOnly(limu, 60);
      everyReadNodeCopiedOnce(limu, 60);
      finishRevokesEveryProxy(limu, 60);
      // A generated edit: the nodes on its path are marked modified, the others not; in the result, the
      // modified nodes are new and every other node read is the base's own.
      fc.assert(
        fc.property(richState, pathEdit, (state, edit) => {
          const draft = limu.createDraft(state);
          applyRichEdit(draft, {...edit, change: true});
          const pairs = pairedNodes(draft, state);
          const modified = pairs.map(([node]) => limu.limuUtils.getDraftMeta(node)!.modified as boolean);
          const next = limu.finishDraft(draft);
          const nextPairs = pairedNodes(next, state);
          expect(nextPairs.length).toBe(pairs.length);
          nextPairs.forEach(([node, baseNode], i) => expect(node === baseNode).toBe(!modified[i]));
          expect(modified[0]).toBe(true);
        }),
        {seed: 38, numRuns: 100},
      );
    },
  }),
  claim({
    page: 'site:code/diagrams.lifecycle.base',
    zh: '原始数据，始终不变',
    en: 'The original: never changed',
    // Generated states and edits through produce: the base reads the same afterwards.
    proof: () => {
      const {produce} = fresh<Limu>('limu');
      fc.assert(
        fc.property(richState, pathEdit, (state, edit) => {
          const before = shape(structuredClone(state));
          produce(state, (draft) => applyRichEdit(draft, {...edit, change: true}));
          expect(shape(state)).toEqual(before);
        }),
        {seed: 38, numRuns: 100},
      );
    },
  }),
  claim({
    page: 'site:code/diagrams.lifecycle.read',
    zh: '读：按需浅拷贝子节点',
    en: 'Read: shallow-copy a child on demand',
    proof: () => everyReadNodeCopiedOnce(fresh<Limu>('limu'), 80),
  }),
  claim({
    page: 'site:code/diagrams.lifecycle.revoked',
    zh: '已撤销，再访问会抛错',
    en: 'Revoked: using it throws',
    proof: () => finishRevokesEveryProxy(fresh<Limu>('limu'), 80),
  }),
  claim({
    page: 'site:code/benchmark.about.updateField',
    zh: '考察的是只改一处时，复制路径和结构共享的开销。',
    en: 'This measures the cost of copying one path while sharing the rest.',
    // The scenario's shape: incrementing the middle key's value copies the root and that entry only.
    proof: () => {
      const {produce} = fresh<Limu>('limu');
      const base = Object.fromEntries(Array.from({length: 9}, (_, i) => [`k${i}`, {value: i}]));
      const next = produce(base, (draft) => void (draft.k4!.value += 1));
      expect(Object.keys(base).filter((k) => next[k] !== base[k])).toEqual(['k4']);
      expect([next !== base, next.k4!.value]).toEqual([true, 5]);
    },
  }),
  claim({
    page: 'site:code/benchmark.about.readOnly',
    zh: '结果应当就是原对象本身',
    en: 'The result must be the base object itself',
    proof: () => {
      const {produce} = fresh<Limu>('limu');
      fc.assert(
        fc.property(richState, (state) => {
          expect(produce(state, (draft) => void readAll(draft))).toBe(state);
        }),
        {seed: 38, numRuns: 100},
      );
    },
  }),
  claim({
    page: 'site:code/benchmark.read.freeze',
    zh: '各库的默认值不同：limu 和 mutative 默认不冻结，immer 默认冻结。',
    en: "The libraries' defaults differ: limu and mutative don't freeze by default, immer does.",
    proof: () => {
      const recipe = (draft: {a: {n: number}}) => void (draft.a.n = 2);
      const limu = fresh<Limu>('limu').produce({a: {n: 1}}, recipe);
      const immer = fresh<Immer>('immer').produce({a: {n: 1}}, recipe);
      const mutative = fresh<typeof import('mutative')>('mutative').create({a: {n: 1}}, recipe);
      expect([limu, immer, mutative].map((r) => Object.isFrozen(r) && Object.isFrozen(r.a))).toEqual([
        false,
        true,
        false,
      ]);
    },
  }),
];
