// The glossary's one-line definitions (src/data/glossary.json, shown on guides/glossary) state limu
// behaviour too, but the page renders them from data, so the Markdown ledger cannot quote them. Each
// definition that says what limu does is run here; a test fails when its proof fails or when the
// definition no longer holds the quoted words (changed wording must bring its proof along).
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {types} from 'node:util';
import {createDraft, current, deepCopy, finishDraft, immut, produce} from 'limu';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const load = createRequire(__filename);
const terms = (
  JSON.parse(readFileSync(path.join(ROOT, 'src/data/glossary.json'), 'utf8')) as {
    terms: {id: string; zhDefinition: string; enDefinition: string}[];
  }
).terms;

const proofs: Record<string, {zh: string; en: string; proof: () => void}> = {
  recipe: {
    zh: '传给 `produce` 的同步函数，在其中修改草稿；limu 忽略它的返回值。',
    en: 'The synchronous function passed to `produce` that changes the draft; limu ignores its return value.',
    proof: () => {
      const base = {a: 1};
      expect(produce(base, () => ({a: 2}))).toBe(base);
      expect(() => produce(base, async () => {})).toThrow('produce callback is not a function');
    },
  },
  revoke: {
    zh: '结束草稿后，limu 默认撤销（`Proxy.revocable` 的 revoke）这一轮创建的所有代理，再访问会抛错；`autoRevoke: false` 关闭。',
    en: 'After a draft is finished, limu by default revokes (`Proxy.revocable`) every proxy it made, so touching one throws; `autoRevoke: false` turns this off.',
    proof: () => {
      expect(readFileSync(load.resolve('limu/lib/core/helper.js'), 'utf8')).toContain('Proxy.revocable(');
      let leaked: {a: {b: number}} | undefined;
      produce({a: {b: 1}}, (d) => void (leaked = d));
      expect(() => leaked!.a).toThrow('revoked');
      produce({a: {b: 1}}, (d) => void (leaked = d), {autoRevoke: false});
      expect(leaked!.a.b).toBe(1);
    },
  },
  'structural-sharing': {
    zh: '新数据里没有被修改的节点与原始数据是同一个对象（`===` 成立），只有写入路径上的节点是新对象。',
    en: 'The nodes of the new data that were not changed are the very objects of the base state (`===` holds); only the nodes on the written path are new.',
    proof: () => {
      const base = {a: {b: {c: 1}}, x: {y: 1}};
      const next = produce(base, (d) => void (d.a.b.c = 2));
      expect([next === base, next.a === base.a, next.a.b === base.a.b, next.x === base.x]).toEqual([
        false,
        false,
        false,
        true,
      ]);
    },
  },
  'shallow-copy': {
    zh: 'limu 在读到一个对象类型的节点时为它做一次浅拷贝。',
    en: 'limu makes one of each object node a recipe reads.',
    proof: () => {
      const base = {user: {name: 'limu', tags: ['a']}};
      const draft = createDraft(base);
      const user = draft.user;
      base.user.name = 'changed';
      expect(user.name).toBe('limu');
      expect(current(user).tags).toEqual(['a']);
      finishDraft(draft);
    },
  },
  'deep-copy': {
    zh: '递归复制整棵子树：其中的对象、数组、Map 和 Set 都是新的，`Date`、`RegExp` 等其他内置对象仍与原数据共享；见 `deepCopy`、`current`。',
    en: 'A recursive copy of a whole subtree: its objects, arrays, Maps and Sets are new, while other built-ins such as a `Date` or a `RegExp` are still shared with the original; see `deepCopy` and `current`.',
    proof: () => {
      const base = {
        o: {a: 1},
        l: [{b: 1}],
        m: new Map([['k', {c: 1}]]),
        s: new Set([{d: 1}]),
        at: new Date(0),
        re: /x/,
      };
      let snapshot: typeof base | undefined;
      produce(base, (d) => {
        d.o.a = 2;
        snapshot = current(d);
      });
      for (const copy of [deepCopy(base), snapshot!]) {
        expect([copy.o === base.o, copy.l === base.l, copy.l[0] === base.l[0]]).toEqual([false, false, false]);
        expect([copy.m === base.m, copy.m.get('k') === base.m.get('k'), copy.s === base.s]).toEqual([
          false,
          false,
          false,
        ]);
        expect([...copy.s][0] === [...base.s][0]).toBe(false);
        expect([copy.at === base.at, copy.re === base.re]).toEqual([true, true]);
      }
    },
  },
  freeze: {
    zh: 'limu 默认不冻结，`autoFreeze: true` 时深冻结整个结果',
    en: 'limu does not freeze by default, and with `autoFreeze: true` it deep-freezes the whole result.',
    proof: () => {
      const change = (d: {a: {b: number}; x: {y: number}}) => void (d.a.b = 2);
      expect(Object.isFrozen(produce({a: {b: 1}, x: {y: 1}}, change))).toBe(false);
      const frozen = produce({a: {b: 1}, x: {y: 1}}, change, {autoFreeze: true});
      expect([Object.isFrozen(frozen), Object.isFrozen(frozen.a), Object.isFrozen(frozen.x)]).toEqual([
        true,
        true,
        true,
      ]);
    },
  },
  proxy: {
    zh: 'limu 的草稿和只读视图都是代理。',
    en: "limu's drafts and read-only views are proxies.",
    proof: () => {
      expect(types.isProxy(createDraft({a: 1}))).toBe(true);
      expect(types.isProxy(immut({a: 1}))).toBe(true);
    },
  },
  'read-only-view': {
    zh: '`immut` 返回的代理：对普通对象和数组的写入被忽略（视图里的 `Map`、`Set` 仍可写入），读到的始终是原对象当前的内容。',
    en: "The proxy `immut` returns: writes to plain objects and arrays are ignored (a `Map` or `Set` in the view still accepts writes), and reads always see the object's current content.",
    proof: () => {
      const source = {o: {a: 1}, l: [1], m: new Map<string, number>(), s: new Set<number>()};
      const view = immut(source, {disableWarn: true});
      view.o.a = 2;
      view.l.push(2);
      view.m.set('k', 1);
      view.s.add(1);
      expect([source.o.a, source.l, source.m.size, source.s.size]).toEqual([1, [1], 1, 1]);
      source.o.a = 3;
      expect(view.o.a).toBe(3);
    },
  },
  curried: {
    zh: '只传 recipe 调用 `produce`，得到一个“状态 → 新状态”的函数。',
    en: 'Calling `produce` with only a recipe, which returns a function from state to next state.',
    proof: () => {
      const inc = produce((d: {n: number}) => void (d.n += 1));
      expect(inc({n: 1})).toEqual({n: 2});
    },
  },
  snapshot: {
    zh: '`current(draft)` 返回的普通数据：草稿此刻内容的深拷贝，之后的修改不影响它。',
    en: 'The plain data `current(draft)` returns: a deep copy of the draft as it is now, unaffected by later changes.',
    proof: () => {
      let snap: {a: {b: number}} | undefined;
      produce({a: {b: 1}}, (d) => {
        d.a.b = 2;
        snap = current(d);
        d.a.b = 3;
      });
      expect(snap).toEqual({a: {b: 2}});
      expect(types.isProxy(snap!.a)).toBe(false);
    },
  },
};

describe('glossary definitions that state limu behaviour', () => {
  for (const [id, {zh, en, proof}] of Object.entries(proofs)) {
    it(id, () => {
      const term = terms.find((t) => t.id === id);
      expect(term, `src/data/glossary.json has no term ${id}`).toBeDefined();
      expect(term!.zhDefinition, `${id}: zh definition changed; update its proof`).toContain(zh);
      expect(term!.enDefinition, `${id}: en definition changed; update its proof`).toContain(en);
      proof();
    });
  }
});
