import {readFileSync} from 'node:fs';
import path from 'node:path';
import {types} from 'node:util';
import {expect} from 'vitest';
import {everyReadNodeCopiedOnce, sharedObjectThroughPaths} from './guides-support';
import {claim} from './ledger';
import {loadLimu, requirePackage, ROOT} from './limu-packages';

const page = 'blog/2025-06-18-engine-vs-immer';
type Immer = typeof import('immer');
type Mutable = Record<string, {n: number} & Record<string, unknown>>;
/** immer's per-draft record, under the symbol immer keeps it at. */
type ImmerState = {base_: unknown; copy_: Record<string, unknown> | null; modified_: boolean};
const immerState = (draft: object) => (draft as Record<symbol, ImmerState>)[Symbol.for('immer-state')];
/** limu's draft metadata: the fields these claims read. */
type LimuMeta = {self: object; copy: Record<string, unknown>; modified: boolean};

export default [
  claim({
    page,
    zh: 'limu 的 API 几乎与 immer 一致：produce、createDraft、finishDraft、original、current。两者都用 Proxy 拦截对草稿的读写，都在结束时做结构共享。',
    en: "limu's API is almost the same as immer's: produce, createDraft, finishDraft, original, current. Both intercept reads and writes on a draft with a Proxy, and both share structure when the draft is finished.",
    proof: () => {
      const limu = loadLimu('4.1.3') as unknown as Record<string, unknown>;
      const immer = requirePackage<Record<string, unknown>>('immer');
      for (const name of ['produce', 'createDraft', 'finishDraft', 'original', 'current']) {
        expect(typeof limu[name], `limu ${name}`).toBe('function');
        expect(typeof immer[name], `immer ${name}`).toBe('function');
      }
      const {createDraft: limuDraft} = loadLimu('4.1.3');
      const {createDraft: immerDraft} = requirePackage<Immer>('immer');
      expect(types.isProxy(limuDraft({a: {}}))).toBe(true);
      expect(types.isProxy(immerDraft({a: {}}))).toBe(true);
    },
  }),
  claim({
    page,
    zh: '真正的区别在引擎内部：immer 在写入时拷贝，limu 在读到节点时就浅拷贝，写入时只打标记。',
    en: 'The real difference is inside the engine: immer copies when you write; limu makes a shallow copy as soon as a node is read, and a write only sets a flag.',
    proof: () => {
      const immerDraft = requirePackage<Immer>('immer').createDraft({n: 1, m: 1});
      expect(immerState(immerDraft).copy_).toBeNull();
      void immerDraft.n;
      expect(immerState(immerDraft).copy_).toBeNull(); // a read copies nothing
      immerDraft.n = 2;
      expect(immerState(immerDraft).copy_).toEqual({n: 2, m: 1});

      const {createDraft, finishDraft, limuUtils} = loadLimu('4.1.3');
      const base = {a: {n: 1}};
      const draft = createDraft(base);
      const meta = limuUtils.getDraftMeta(draft.a) as unknown as LimuMeta;
      expect(meta.copy).not.toBe(base.a); // copied on the read
      expect(meta.modified).toBe(false);
      const copy = meta.copy;
      draft.a.n = 2;
      expect(meta.copy).toBe(copy); // the write changes the copy already made
      expect(meta.modified).toBe(true);
      finishDraft(draft);
    },
  }),
  claim({
    page,
    zh: '草稿代理包住的是一个记录状态的对象：原始值 base_、拷贝 copy_（初始为空）、是否修改 modified_ 等。读取时从原始值（或已有的拷贝）取数据；第一次写入某个节点时，才浅拷贝这个节点（prepareCopy），并沿父链把祖先标记为已修改。读到一个对象类型的子节点时，immer 会为它创建子草稿，并把子草稿缓存在父节点的拷贝里，所以祖先在这时已经有了拷贝。',
    en: "The draft proxy wraps a record of state: the original value base_, a copy copy_ (empty at first), a modified_ flag, and so on. Reads come from the original (or the copy, once there is one); the first write to a node makes a shallow copy of it (prepareCopy) and marks its ancestors as modified. When you read a child that is an object, immer creates a child draft for it and caches that draft in the parent's copy, so the ancestors already have copies by then.",
    proof: () => {
      const immer = requirePackage<Immer>('immer');
      const base = {child: {n: 1}, sibling: {n: 1}};
      const draft = immer.createDraft(base) as unknown as Mutable;
      const root = immerState(draft);
      expect(root).toMatchObject({base_: base, copy_: null, modified_: false});
      const child = draft.child;
      expect(immer.isDraft(child)).toBe(true);
      expect(root.copy_?.child).toBe(child); // cached in the parent's copy
      expect(root.copy_).not.toBe(base);
      expect(root.modified_).toBe(false);
      expect(immerState(child).copy_).toBeNull();
      expect(child.n).toBe(1); // read from the original
      child.n = 2;
      expect(immerState(child).copy_).toEqual({n: 2});
      expect(immerState(child).copy_).not.toBe(base.child);
      expect(root.modified_).toBe(true);
      expect(child.n).toBe(2); // read from the copy
      immer.finishDraft(draft);
      const source = readFileSync(path.join(ROOT, 'node_modules/immer/dist/immer.mjs'), 'utf8');
      expect(source).toMatch(/function prepareCopy\(state\)/);
    },
  }),
  claim({
    page,
    zh: '草稿中的节点第一次被读到时，limu 立即浅拷贝它，代理直接包在这份拷贝上，元数据按原始对象登记。写入只是修改拷贝，并把该节点和祖先标记为已修改。结束草稿时，未修改的节点换回原对象，已修改的节点使用拷贝。',
    en: 'The first time a node of the draft is read, limu makes a shallow copy of it right away, wraps the proxy around that copy, and registers the metadata under the original object. A write just changes the copy and marks the node and its ancestors as modified. When the draft is finished, unmodified nodes are swapped back for the originals and modified ones use their copies.',
    proof: () => {
      const {createDraft, finishDraft, limuUtils} = loadLimu('4.1.3');
      const base = {todo: {title: 'write'}, done: {title: 'ship'}};
      const draft = createDraft(base);
      const todo = limuUtils.getDraftMeta(draft.todo) as unknown as LimuMeta;
      const done = limuUtils.getDraftMeta(draft.done) as unknown as LimuMeta;
      const root = limuUtils.getDraftMeta(draft) as unknown as LimuMeta;
      expect(todo.self).toBe(base.todo);
      expect(todo.copy).not.toBe(base.todo);
      expect(todo.copy).toEqual(base.todo);
      draft.todo.title = 'write more';
      expect(todo.copy.title).toBe('write more');
      expect(base.todo.title).toBe('write');
      expect([todo.modified, root.modified, done.modified]).toEqual([true, true, false]);
      const next = finishDraft(draft);
      expect(next.todo).toBe(todo.copy);
      expect(next.done).toBe(base.done);
      // The proxy's target is the copy: the published source builds it so.
      const helper = readFileSync(path.join(ROOT, 'node_modules/limu/lib/core/helper.js'), 'utf8');
      expect(helper).toContain('new Proxy(copy, dataNodeTraps)');
    },
  }),
  claim({
    page,
    zh: '经由一条路径的修改，会反映在所有已读到的路径上',
    en: 'a change made through one path shows up on every path read so far',
    proof: () => {
      // Over generated reads and writes through three paths to one object.
      sharedObjectThroughPaths(loadLimu('4.1.3'), 150);
      const {produce} = loadLimu('4.1.3');
      const item = {id: 1, done: false};
      const next = produce({list: [item], byId: {1: item}, other: {1: item}}, (draft) => {
        void draft.byId[1];
        void draft.other[1];
        draft.list[0].done = true;
      });
      expect([next.list[0].done, next.byId[1].done, next.other[1].done]).toEqual([true, true, true]);
    },
  }),
  claim({
    page,
    zh: 'immer 默认深冻结结果（autoFreeze 为 true），limu 默认不冻结（autoFreeze 为 false），需要时可以按次或全局打开。冻结能尽早暴露“直接修改了状态”的错误',
    en: 'immer deep-freezes results by default (autoFreeze is true); limu does not (autoFreeze is false), and you can turn it on per call or globally. Freezing surfaces "mutated the state directly" mistakes early',
    proof: () => {
      const immer = requirePackage<Immer>('immer');
      const frozen = immer.produce({a: {b: 1}, c: {d: {e: 1}}}, (d) => {
        d.a.b = 2;
      });
      expect([Object.isFrozen(frozen), Object.isFrozen(frozen.a), Object.isFrozen(frozen.c.d)]).toEqual([
        true,
        true,
        true,
      ]);
      expect(() => {
        (frozen.a as {b: number}).b = 3;
      }).toThrow(TypeError);
      const limu = loadLimu('4.1.3');
      expect(limu.getAutoFreeze()).toBe(false);
      const loose = limu.produce({a: {b: 1}}, (d) => {
        d.a.b = 2;
      });
      expect(Object.isFrozen(loose) || Object.isFrozen(loose.a)).toBe(false);
      limu.setAutoFreeze(true);
      const global = limu.produce({a: {b: 1}}, (d) => {
        d.a.b = 2;
      });
      limu.setAutoFreeze(false);
      expect([Object.isFrozen(global), Object.isFrozen(global.a)]).toEqual([true, true]);
    },
  }),
  claim({
    page,
    zh: 'limu 拒绝异步的 recipe：草稿在 produce 返回时就被结束并撤销，await 之后的修改无处可去。',
    en: 'limu rejects async recipes: the draft is finished and revoked when produce returns, so changes made after an await would have nowhere to go.',
    proof: () => {
      const {produce} = loadLimu('4.1.3');
      let kept: {a: number} | undefined;
      const next = produce({a: 1}, (draft) => {
        kept = draft;
      });
      expect(next).toEqual({a: 1});
      expect(() => {
        kept!.a = 2;
      }).toThrow(/revoked/);
      expect(() => produce({a: 1}, (async () => undefined) as never)).toThrow(/produce callback/);
    },
  }),
  claim({
    page,
    zh: '只读不写：limu 读到的每个对象节点都会被浅拷贝一次，这些拷贝在结束时被丢弃。',
    en: 'Read-only work: every object node limu reads in a draft is shallow-copied once, and those copies are thrown away at the end.',
    proof: () => {
      // Over generated states (objects, arrays, Maps, Sets): each node read is copied, once.
      everyReadNodeCopiedOnce(loadLimu('4.1.3'), 60);
      const {createDraft, finishDraft, limuUtils} = loadLimu('4.1.3');
      const base = {items: [{id: 1}, {id: 2}]};
      const draft = createDraft(base);
      const metas = [draft.items, draft.items[0], draft.items[1]].map(
        (n) => limuUtils.getDraftMeta(n) as unknown as LimuMeta,
      );
      expect(metas.every((m) => m.copy !== m.self)).toBe(true);
      const next = finishDraft(draft);
      expect(next).toBe(base);
      expect(next.items[0]).toBe(base.items[0]);
    },
  }),
  claim({
    page,
    zh: '这类数据可以用 markRaw 让 limu 不为它生成代理，或者干脆在草稿外读取。',
    en: 'For such data, markRaw stops limu from proxying it, or read it outside the draft.',
    proof: () => {
      const {produce, markRaw, isDraft, limuUtils} = loadLimu('4.1.3');
      const items = markRaw([{id: 1}]);
      produce({items}, (draft) => {
        expect(draft.items).toBe(items);
        expect(isDraft(draft.items)).toBe(false);
        expect(limuUtils.getDraftMeta(draft.items)).toBeNull();
      });
    },
  }),
  claim({
    page,
    zh: '冻结：immer 默认冻结，limu 默认不冻结。',
    en: 'Freezing: immer freezes by default, limu does not.',
    proof: () => {
      const recipe = (d: {a: number}) => {
        d.a = 2;
      };
      expect(Object.isFrozen(requirePackage<Immer>('immer').produce({a: 1}, recipe))).toBe(true);
      expect(Object.isFrozen(loadLimu('4.1.3').produce({a: 1}, recipe))).toBe(false);
    },
  }),
];
