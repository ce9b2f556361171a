// The home page's live demos. Plain strings (no React) so tests/unit/sandbox-demos.test.ts can run
// each one through the same sandbox code the page uses, against the installed limu.
// The code is the same in both languages; a `// @key` line is a comment, written in the reader's
// language by demoCode().

/** Comment lines of the demos, per locale. */
export const COMMENTS = {
  shared: {
    'zh-Hans': '改过的分支是新对象，没改的分支与原数据共享',
    en: 'changed branches are new, untouched ones are shared',
  },
  frozen: {
    'zh-Hans': '默认不冻结：每次更新后不做深度冻结',
    en: 'not frozen by default: no deep freeze after every update',
  },
  plain: {'zh-Hans': '草稿读起来就是普通数据', en: 'a draft reads like plain data'},
  readonly: {
    'zh-Hans': 'im 是只读视图：写入会被拒绝，并打印一条警告',
    en: 'im is a read-only view: a write is refused with a warning',
  },
  owner: {
    'zh-Hans': 'base 的持有者仍可修改它，im 会反映出这些修改',
    en: 'the owner of base still changes it, and im shows the change',
  },
  writes: {
    'zh-Hans': '每次读写都会经过这里；只打印写操作',
    en: 'every read and write passes by; print the writes',
  },
  likeWithLike: {
    'zh-Hans': 'limu 和 mutative 默认不冻结：让 immer 也关掉，才是同等条件下的比较',
    en: "limu and mutative don't freeze by default: compare like with like",
  },
} as const;

export type DemoLocale = 'zh-Hans' | 'en';

/** A demo's code with its `// @key` comments written in the given language. */
export function demoCode(code: string, locale: string): string {
  const lang: DemoLocale = locale === 'en' ? 'en' : 'zh-Hans';
  return code.replace(/\/\/ @(\w+)/g, (whole, key: string) =>
    key in COMMENTS ? `// ${COMMENTS[key as keyof typeof COMMENTS][lang]}` : whole,
  );
}

export type DemoId = 'produce' | 'draft' | 'immut' | 'onOperate' | 'bench';

export interface Demo {
  id: DemoId;
  /** Tab label (an API name: the same in both languages). */
  label: string;
  code: string;
}

export const DEMOS: readonly Demo[] = [
  {
    id: 'produce',
    label: 'produce',
    code: `import { produce } from 'limu';

const base = { user: { name: 'limu' }, tags: ['fast'], meta: { stars: 1 } };
const next = produce(base, (draft) => {
  draft.user.name = 'lemon';
  draft.tags.push('small');
});

console.log(next);
// @shared
console.log(next.user === base.user, next.meta === base.meta);
// @frozen
console.log(Object.isFrozen(next));`,
  },
  {
    id: 'draft',
    label: 'createDraft / finishDraft',
    code: `import { createDraft, finishDraft, original } from 'limu';

const base = { list: [1, 2], map: new Map([['a', 1]]) };
const draft = createDraft(base);
draft.list.push(3);
draft.map.set('b', 2);

// @plain
console.log(draft.list, draft.map.get('b'));
console.log(original(draft).list);

const next = finishDraft(draft);
console.log(next.map);
console.log(base.map.size);`,
  },
  {
    id: 'immut',
    label: 'immut',
    code: `import { immut } from 'limu';

const base = { user: { name: 'limu' } };
const im = immut(base);

// @readonly
im.user.name = 'changed';
console.log(im.user.name);

// @owner
base.user.name = 'lemon';
console.log(im.user.name);`,
  },
  {
    id: 'onOperate',
    label: 'onOperate',
    code: `import { produce } from 'limu';

const base = { user: { name: 'limu' }, list: [1] };
const next = produce(
  base,
  (draft) => {
    draft.user.name = 'lemon';
    draft.list.push(2);
  },
  {
    onOperate: (p) => {
      // @writes
      if (p.op !== 'get') console.log(p.op, p.fullKeyPath.join('.'), p.value);
    },
  },
);

console.log(next);`,
  },
  {
    id: 'bench',
    label: 'benchmark',
    code: `import { produce } from 'limu';
import { produce as immerProduce, setAutoFreeze } from 'immer';
import { create } from 'mutative';

// @likeWithLike
setAutoFreeze(false);

const makeBase = () => ({
  items: Array.from({ length: 1000 }, (_, id) => ({ id, done: false })),
});

function time(name, update) {
  const base = makeBase();
  const start = performance.now();
  for (let i = 0; i < 300; i++) update(base, i % 1000);
  const ms = performance.now() - start;
  console.log(name.padEnd(9), (ms / 300).toFixed(3), 'ms per update');
}

time('limu', (base, i) => produce(base, (d) => { d.items[i].done = true; }));
time('immer', (base, i) => immerProduce(base, (d) => { d.items[i].done = true; }));
time('mutative', (base, i) => create(base, (d) => { d.items[i].done = true; }));`,
  },
];
