// The home page's "Why limu" cards (src/components/HomeFeatures) state limu behaviour in both
// locales. Like a ledger entry (tests/claims), each statement is checked to still read so on the
// card, in the zh source and in i18n/en/code.json, and its proof runs against the installed packages.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {inspect} from 'node:util';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {ROOT} from '../docs/collect';

const load = createRequire(path.join(ROOT, 'package.json'));
type Limu = typeof import('limu');
type Immer = typeof import('immer');
const fresh = <T>(name: string): T => {
  for (const key of Object.keys(load.cache))
    if (/[\\/]node_modules[\\/](limu|immer)[\\/]/.test(key)) delete load.cache[key];
  return load(name) as T;
};

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();
const zhSource = collapse(readFileSync(path.join(ROOT, 'src/components/HomeFeatures/index.tsx'), 'utf8'));
const en = JSON.parse(readFileSync(path.join(ROOT, 'i18n/en/code.json'), 'utf8')) as Record<string, {message: string}>;

interface CardClaim {
  id: string;
  zh: string;
  en: string;
  proof: () => void;
}

const objectArray = () => ({l: [{a: 1}, {a: 2}, {a: 3}]});

const claims: CardClaim[] = [
  {
    id: 'home.feature.speed.body',
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
  },
  {
    id: 'home.feature.inspect.body',
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
  },
  {
    id: 'home.feature.mapset.body',
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
  },
  {
    id: 'home.feature.compat.body',
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
  },
];

describe('home page feature cards', () => {
  for (const c of claims) {
    it(`${c.id}: ${c.en.slice(0, 60)}`, () => {
      expect(zhSource, `the zh text of ${c.id} changed in src/components/HomeFeatures/index.tsx`).toContain(
        collapse(c.zh),
      );
      expect(collapse(en[c.id]?.message ?? ''), `the en text of ${c.id} changed in i18n/en/code.json`).toContain(
        collapse(c.en),
      );
      c.proof();
    });
  }
});
