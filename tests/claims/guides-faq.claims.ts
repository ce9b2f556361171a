import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {inspect, types} from 'node:util';
import * as immer from 'immer';
import {VER, createDraft, current, finishDraft, immut, isDraft, produce} from 'limu';
import {expect} from 'vitest';
import {claim} from './ledger';
import {warnings} from './guides-support';

const load = createRequire(__filename);
const page = 'guides/faq';

export default [
  claim({
    page,
    zh: '区别在 Node.js 的 console.log：limu 的草稿背后是一份随修改实时更新的浅拷贝，打印出来就是数据本身；immer 的草稿打印出来是它内部记录状态的对象（base_、copy_ 等），要先调用 current。',
    en: "Node.js's console.log is where they differ: a limu draft is backed by a shallow copy that is updated as you write, so printing it shows the data itself; printing an immer draft shows its internal bookkeeping object (base_, copy_, ...), so there you need current first.",
    proof: () => {
      const base = {user: {name: 'limu'}, tags: ['fast']};
      let shown = '';
      let immerShown = '';
      let immerCurrent = '';
      produce(base, (draft) => {
        draft.user.name = 'lemon';
        shown = inspect(draft);
      });
      immer.produce(base, (draft) => {
        draft.user.name = 'lemon';
        immerShown = inspect(draft, {depth: 1});
        immerCurrent = inspect(immer.current(draft));
      });
      expect(shown).toBe(inspect({user: {name: 'lemon'}, tags: ['fast']}));
      expect(immerShown).toContain('base_');
      expect(immerShown).toContain('copy_');
      expect(immerCurrent).toBe(shown);
    },
  }),
  claim({
    page,
    zh: '在浏览器开发者工具中，草稿显示为 Proxy，展开 [[Target]] 即可看到内容。需要一份之后不再变化的快照（例如保存下来与后续状态比较）时，再用 current。',
    en: "In browser devtools a draft shows up as a Proxy; expand [[Target]] to see its contents. When you need a snapshot that won't change later (say, to keep and compare with a later state), use current.",
    proof: () => {
      let snapshot: {n: number} | undefined;
      let target = '';
      const next = produce({n: 1}, (draft) => {
        expect(types.isProxy(draft)).toBe(true);
        draft.n = 2;
        // What a devtools [[Target]] shows: the object behind the proxy, with the write in it.
        target = inspect(draft, {showProxy: true});
        snapshot = current(draft);
        draft.n = 3;
      });
      expect(target).toContain('n: 2');
      expect(snapshot).toEqual({n: 2});
      expect(next.n).toBe(3);
    },
  }),
  claim({
    page,
    zh: 'immut 生成的只读视图不算草稿，isDraft 对它返回 false。',
    en: 'A read-only view made by immut is not a draft, and isDraft returns false for it.',
    proof: () => {
      const view = immut({a: {b: 1}});
      expect([isDraft(view), isDraft(view.a), types.isProxy(view)]).toEqual([false, false, true]);
      expect(isDraft(createDraft({a: 1}))).toBe(true);
    },
  }),
  claim({
    page,
    zh: '写入了 immut 视图或只读草稿',
    en: 'Something wrote to an immut view or a read-only draft',
    proof: () => {
      const message = 'can not mutate state at readOnly mode!';
      expect(warnings(() => void (immut({a: 1}).a = 2)).warned).toEqual([message]);
      expect(
        warnings(() => {
          const d = createDraft({a: 1}, {readOnly: true});
          delete (d as {a?: number}).a;
          return finishDraft(d);
        }).warned,
      ).toEqual([message]);
      expect(warnings(() => void (immut({a: 1}, {disableWarn: true}).a = 2)).warned).toEqual([]);
    },
  }),
  claim({
    page,
    zh: 'autoRevoke: false 时写入了已结束的草稿',
    en: 'A finished draft was written to with autoRevoke: false',
    proof: () => {
      let kept: {a: number} | undefined;
      const next = produce({a: 1}, (d) => void (kept = d), {autoRevoke: false});
      const {warned} = warnings(() => void (kept!.a = 5));
      expect(warned).toEqual(['set failed, cuase draft root has been finised! key: a']);
      expect([kept!.a, next.a]).toEqual([1, 1]);
    },
  }),
  claim({
    page,
    zh: 'recipe return 了新数据，而不是修改草稿',
    en: 'The recipe returned new data instead of changing the draft',
    proof: () => {
      const base = {a: 1};
      expect(produce(base, () => ({a: 2}))).toBe(base);
    },
  }),
  claim({
    page,
    zh: '嵌套调用了 produce，但没有把结果赋回',
    en: 'a nested produce was called but its result not assigned back',
    proof: () => {
      const base = {settings: {theme: 'light'}};
      const next = produce(base, (draft) => {
        produce(draft.settings, (inner) => void (inner.theme = 'dark'));
      });
      expect(next).toBe(base);
    },
  }),
  claim({
    page,
    zh: '在同一个 Map 上先 get 后 delete',
    en: 'get came before delete on the same Map',
    proof: () => {
      const base = {
        m: new Map([
          ['a', {v: 1}],
          ['b', {v: 1}],
        ]),
      };
      const next = produce(base, (draft) => {
        draft.m.get('a')!.v = 2;
        draft.m.delete('b');
      });
      expect(next.m.has('b')).toBe(true);
    },
  }),
  claim({
    page,
    zh: '对象被两条路径引用，只更新了其中一条',
    en: 'an object on two paths was updated on one of them only',
    proof: () => {
      const todo = {done: false};
      const next = produce({list: [todo], byId: {a: todo}}, (draft) => void (draft.byId.a.done = true));
      expect(next.list[0].done).toBe(false);
    },
  }),
  claim({
    page,
    zh: '读取的是旧状态：produce 不修改 base，新状态是它的返回值；',
    en: "you are reading the old state: produce doesn't change base; the new state is its return value;",
    proof: () => {
      const base = {n: 1};
      const next = produce(base, (d) => void (d.n = 2));
      expect([base.n, next.n]).toEqual([1, 2]);
    },
  }),
  claim({
    page,
    zh: '在元素是对象的数组上调用了 pop()、reverse()，或者用下标互换了元素',
    en: 'you called pop() or reverse() on an array of objects, or swapped its items by index',
    proof: () => {
      const base = () => ({l: [{id: 1}, {id: 2}]});
      const ids = (r: {l: {id: number}[]}) => r.l.map((x) => x.id);
      expect(ids(produce(base(), (d) => void d.l.pop()))).toEqual([1, 2]);
      expect(ids(produce(base(), (d) => void d.l.reverse()))).toEqual([1, 2]);
      const swapped = produce(base(), (d) => {
        const first = d.l[0];
        d.l[0] = d.l[1];
        d.l[1] = first;
      });
      expect(ids(swapped)).toEqual([1, 2]);
    },
  }),
  claim({
    page,
    zh: "limu 的版本（import { VER } from 'limu'）和运行环境",
    en: "the limu version (import { VER } from 'limu') and where it runs",
    proof: () => {
      expect(VER).toBe((load('limu/package.json') as {version: string}).version);
      expect(readFileSync(load.resolve('limu/lib/index.d.ts'), 'utf8')).toContain('export declare const VER');
    },
  }),
];
