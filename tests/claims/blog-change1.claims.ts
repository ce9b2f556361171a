import {expect} from 'vitest';
import {everyReadNodeCopiedOnce, isChangedFollowsIdentity, sharedObjectThroughPaths} from './guides-support';
import {claim} from './ledger';
import {loadLimu, versionData} from './limu-packages';

const page = 'blog/2025-06-10-change1';

/** A set through `list[0]` after reading the record through `byId`, on limu 4.1.3: the onOperate params and the result. */
function throughTwoPaths() {
  const {produce} = loadLimu('4.1.3');
  const todo = {id: 1, done: false};
  const sets: Array<Record<string, unknown>> = [];
  const next = produce(
    {list: [todo], byId: {1: todo}},
    (draft) => {
      void draft.byId[1];
      draft.list[0].done = true;
    },
    {onOperate: (p) => void (p.op === 'set' && sets.push({...p}))},
  );
  return {todo, next, sets};
}

export default [
  claim({
    page,
    zh: 'limu 4.1.0 起，同一个对象被状态里的多条路径引用时，通过任意一条路径修改它，limu 都会把草稿中到此为止读到过它的所有路径报告给 onOperate；结果中，草稿读到过它的每条路径都指向同一个新对象，没有读到过的路径仍指向旧对象（见下文“边界”一节）。',
    en: 'Since limu 4.1.0, when one object is referenced from several paths in your state, a change made through any of them is reported to onOperate with all the paths the draft has read it through so far; in the result, every path the draft read it through points to the same new object, and a path the draft never read keeps the old one (see "The limit" below).',
    proof: () => {
      const {todo, next, sets} = throughTwoPaths();
      expect(sets.map((p) => p.keyPaths)).toEqual([
        [
          ['byId', '1'],
          ['list', '0'],
        ],
      ]);
      expect(next.list[0]).toBe(next.byId[1]);
      expect(next.list[0]).not.toBe(todo);
      // In general: one object under three paths, generated reads and writes through any of them.
      sharedObjectThroughPaths(loadLimu('4.1.3'), 300);
      expect(versionData('4.0.0').behaviour.sharedObjectSetKeyPaths).toBe('[null]');
      expect(versionData('4.1.0').behaviour).toMatchObject({
        sharedObjectOneResult: true,
        sharedObjectSetKeyPaths: '[[["byId","1"],["list","0"]]]',
      });
    },
  }),
  claim({
    page,
    zh: '在一次草稿中，只要同一个对象经由多条路径被读到，limu 就为它使用同一个代理，并把所有路径记在元数据里。',
    en: 'Within one draft, once the same object has been read through several paths, limu uses one proxy for it and keeps all of its paths in the metadata.',
    proof: () => {
      sharedObjectThroughPaths(loadLimu('4.1.3'), 150);
      const {createDraft, finishDraft, limuUtils} = loadLimu('4.1.3');
      const todo = {id: 1};
      const draft = createDraft({list: [todo], byId: {1: todo}});
      const viaIndex = draft.byId[1];
      expect(draft.list[0]).toBe(viaIndex);
      expect(limuUtils.getDraftMeta(viaIndex)?.keyPaths).toEqual([
        ['byId', '1'],
        ['list', '0'],
      ]);
      finishDraft(draft);
    },
  }),
  claim({
    page,
    zh: '同上，symbol 键被转换为字符串',
    en: 'the same, with symbol keys turned into strings',
    proof: () => {
      const {produce} = loadLimu('4.1.3');
      const meta = Symbol('meta');
      const seen: unknown[] = [];
      produce(
        {box: {[meta]: {n: 1}}},
        (draft) => {
          draft.box[meta].n = 2;
        },
        {onOperate: (p) => void (p.op === 'set' && seen.push(p.keyPaths, p.keyStrPaths))},
      );
      const [keyPaths, keyStrPaths] = seen as [unknown[][], unknown[][]];
      expect(keyPaths).toEqual([['box', meta]]);
      expect(keyStrPaths).toHaveLength(1);
      expect(keyStrPaths[0][0]).toBe('box');
      expect(typeof keyStrPaths[0][1]).toBe('string');
    },
  }),
  claim({
    page,
    zh: '第一条路径（即 keyPath）截到离被修改节点最近的数组下标为止，这条路径上没有数组下标时为空数组',
    en: 'the first path (the one in keyPath) cut after the array index nearest to the modified node, or an empty array when that path has no array index',
    proof: () => {
      const {produce} = loadLimu('4.1.3');
      const seen: unknown[] = [];
      produce(
        {a: [{l: [{b: {c: 1}}]}], o: {p: 1}},
        (draft) => {
          draft.a[0].l[0].b.c = 2;
          draft.o.p = 2;
        },
        {onOperate: (p) => void (p.op === 'set' && seen.push([p.keyPath, p.arrKeyPath]))},
      );
      expect(seen).toEqual([
        [
          ['a', '0', 'l', '0', 'b'],
          ['a', '0', 'l', '0'],
        ],
        [['o'], []],
      ]);
    },
  }),
  claim({
    page,
    zh: '只含 arrKeyPath 这一条路径（它为空时是空数组），不看 keyPaths 里的其他路径',
    en: 'only that one path, arrKeyPath (an empty array when it is empty); the other paths in keyPaths are not looked at',
    proof: () => {
      const {produce} = loadLimu('4.1.3');
      const item = {x: 1};
      const seen: unknown[] = [];
      produce(
        {a: [item], b: [item]},
        (draft) => {
          void draft.b[0];
          draft.a[0].x = 2;
        },
        {onOperate: (p) => void (p.op === 'set' && seen.push([p.keyPaths, p.arrKeyPath, p.arrKeyPaths]))},
      );
      expect(seen).toEqual([
        [
          [
            ['b', '0'],
            ['a', '0'],
          ],
          ['b', '0'],
          [['b', '0']],
        ],
      ]);
    },
  }),
  claim({
    page,
    zh: 'isChanged 也会过滤掉给属性“赋了相同的值”（按 === 比较）这类无效写入。',
    en: 'isChanged also filters out no-op writes that assign a property the value it already has (compared with ===).',
    proof: () => {
      // Over generated states and writes: a set's isChanged is old !== new (NaN again is a change).
      isChangedFollowsIdentity(loadLimu('4.1.3'), 60);
      const {produce} = loadLimu('4.1.3');
      const seen: unknown[] = [];
      produce(
        {filter: 'all', n: 1},
        (draft) => {
          draft.filter = 'all';
          draft.n = 2;
        },
        {onOperate: (p) => void (p.op === 'set' && seen.push([p.key, p.isChanged]))},
      );
      expect(seen).toEqual([
        ['filter', false],
        ['n', true],
      ]);
    },
  }),
  claim({
    page,
    zh: '读取在 limu 中并不免费：读到的每个对象节点都要浅拷贝一次',
    en: 'reads are not free in limu: every object node it reads is shallow-copied once',
    proof: () => {
      // Over generated states (objects, arrays, Maps, Sets): each node read is copied, once.
      everyReadNodeCopiedOnce(loadLimu('4.1.3'), 100);
      const {createDraft, finishDraft, limuUtils} = loadLimu('4.1.3');
      const base = {todo: {title: 'write'}};
      const draft = createDraft(base);
      const meta = limuUtils.getDraftMeta(draft.todo) as unknown as {self: object; copy: object};
      expect(meta.self).toBe(base.todo);
      expect(meta.copy).not.toBe(base.todo);
      expect(meta.copy).toEqual(base.todo);
      const copy = meta.copy;
      void draft.todo.title;
      expect((limuUtils.getDraftMeta(draft.todo) as unknown as {copy: object}).copy).toBe(copy); // once, not per read
      expect(finishDraft(draft)).toBe(base);
    },
  }),
  claim({
    page,
    zh: '从 3.x 或 4.0.0 升级到 4.1 时，onOperate 原有的字段（keyPath、fullKeyPath）含义不变，fullKeyPath 仍只是其中一条路径；keyPaths、keyStrPaths、arrKeyPath、arrKeyPaths 都是 4.1.0 新增的。',
    en: 'Going from 3.x or 4.0.0 to 4.1, the existing onOperate fields (keyPath, fullKeyPath) keep their meaning, and fullKeyPath is still a single path; keyPaths, keyStrPaths, arrKeyPath and arrKeyPaths are all new in 4.1.0.',
    proof: () => {
      expect(versionData('4.1.0').changes.addedOperateParams).toEqual([
        'arrKeyPath',
        'arrKeyPaths',
        'keyPaths',
        'keyStrPaths',
      ]);
      const {sets} = throughTwoPaths();
      expect(sets[0]).toMatchObject({keyPath: ['byId', '1'], fullKeyPath: ['byId', '1', 'done']});
      // Same meaning as on 4.0.0: the path to the node, and that path plus the key.
      const seen: unknown[] = [];
      loadLimu('4.0.0').produce(
        {a: {b: 1}},
        (draft) => {
          draft.a.b = 2;
        },
        {onOperate: (p) => void (p.op === 'set' && seen.push([p.keyPath, p.fullKeyPath]))},
      );
      expect(seen).toEqual([[['a'], ['a', 'b']]]);
    },
  }),
  claim({
    page,
    zh: '需要多路径的地方改用 keyPaths；需要把路径当作字符串键使用、且状态里有 symbol 键时，用 keyStrPaths。',
    en: 'Where you need every path, use keyPaths; where you use paths as string keys and your state has symbol keys, use keyStrPaths.',
    proof: () => {
      const {produce} = loadLimu('4.1.3');
      const s = Symbol('s');
      const item = {n: 1};
      const seen: Array<{keyPaths: unknown[][]; keyStrPaths: unknown[][]}> = [];
      produce(
        {[s]: item, list: [item]},
        (draft) => {
          void draft[s];
          draft.list[0].n = 2;
        },
        {onOperate: (p) => void (p.op === 'set' && seen.push({keyPaths: p.keyPaths, keyStrPaths: p.keyStrPaths}))},
      );
      expect(seen[0].keyPaths).toEqual([[s], ['list', '0']]);
      expect(seen[0].keyStrPaths.flat().every((k) => typeof k === 'string')).toBe(true);
      expect(seen[0].keyStrPaths[1]).toEqual(['list', '0']);
    },
  }),
];
