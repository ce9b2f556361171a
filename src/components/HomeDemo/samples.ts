// The home page's live demos. Plain strings (no React) so tests/unit/sandbox-demos.test.ts can run
// each one through the same sandbox code the page uses, against the installed limu.

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
// changed branches are new, untouched ones are shared
console.log(next.user === base.user, next.meta === base.meta);
// not frozen by default: no deep freeze after every update
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

// a draft reads like plain data
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

// im is a read-only view: a write is refused with a warning
im.user.name = 'changed';
console.log(im.user.name);

// the owner of base still changes it, and im shows the change
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
      // every read and write passes by; print the writes
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

// limu and mutative don't freeze by default: compare like with like
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
