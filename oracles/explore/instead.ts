/**
 * What to write instead, per limu rule of the pitfalls page: a sentence in each language and one
 * sample (the same code in both), run like every sample of the page (`// =>` lines, in Node and in
 * the browser's runner), showing that the data is kept.
 */
import type {Instead} from '../../src/data/explore.types';

export type {Instead};

const NO_SHARING: Instead = {
  zh: '不要让同一个对象同时挂在两条路径下：一处存对象，另一处只存它的 id，用到时再查。',
  en: 'Do not keep one object under two paths: store the object in one place and only its id in the other, and look it up when you need it.',
  code: `import { produce } from 'limu';

const base = { list: [{ id: 'a', n: 0 }], refId: 'a' };
const next = produce(base, (draft) => {
  draft.list[0].n = 10;
});

next.list.find((item) => item.id === next.refId); // => { id: 'a', n: 10 }
`,
};

export const INSTEAD: Record<string, Instead> = {
  'view-frozen-base-throws': {
    zh: '冻结的数据本身已经是只读的，不必再套 immut 或 readOnly 草稿，直接把它交出去即可；要冻结一份数据，用 deepFreeze。',
    en: 'Frozen data is read-only already: hand it over as it is, with no immut view or readOnly draft around it; to freeze data, use deepFreeze.',
    code: `import { deepFreeze } from 'limu';

const base = deepFreeze({ user: { name: 'limu' }, tags: ['fast'] });
base.user.name; // => 'limu'
Object.isFrozen(base.user); // => true
`,
  },
  'view-collection-methods-change-base': {
    zh: '不要通过视图调用 Map 和 Set 的 set、add、delete、clear；要改数据，用 produce 在草稿上改，得到新的结果，原始数据保持不变。',
    en: "Do not call a Map's or Set's set, add, delete or clear through a view; to change the data, change a draft in produce: you get a new result and the base stays as it was.",
    code: `import { produce } from 'limu';

const base = { names: new Map([['a', 1]]), ids: new Set([1]) };
const next = produce(base, (draft) => {
  draft.names.set('b', 2);
  draft.ids.add(2);
});

next.names.get('b'); // => 2
base.names.has('b'); // => false
base.ids.has(2); // => false
`,
  },
  'view-own-methods': {
    zh: '只读视图只用来读：不要通过它调用 Map 和 Set 的 set、add、delete、clear；要改数据，用 produce 在草稿上改。',
    en: "Use a read-only view for reading only: do not call a Map's or Set's set, add, delete or clear through it; to change the data, change a draft in produce.",
    code: `import { immut, finishImmut, produce } from 'limu';

const base = { names: new Map([['a', 1]]) };
const view = immut(base);
view.names.get('a'); // => 1
finishImmut(view);
Object.keys(base.names); // => []

const next = produce(base, (draft) => {
  draft.names.set('b', 2);
});
next.names.get('b'); // => 2
base.names.has('b'); // => false
`,
  },
  'view-set-foreach-empty-key': {
    zh: '通过只读视图读取对象 Set 时，用 for…of 或展开代替 forEach：它们不会给原始数据的 Set 添加键。',
    en: "To read a Set of objects through a read-only view, use for…of or a spread instead of forEach: they add no key to the base's Set.",
    code: `import { immut, finishImmut } from 'limu';

const base = { items: new Set([{ n: 1 }]) };
const view = immut(base);
const ns = [];
for (const item of view.items) ns.push(item.n);
[...view.items].length; // => 1
finishImmut(view);

ns; // => [1]
Object.keys(base.items); // => []
`,
  },
  'view-shared-object-moved': NO_SHARING,
  'array-element-put-back': {
    zh: '删除、截断或覆盖元素时改用 splice：pop() 写成 splice(-1, 1)，length = n 写成 splice(n)，list[i] = x 写成 splice(i, 1, x)，调用过 splice 的数组不会把元素放回。要调换顺序（reverse、交换两个元素），先用 current 取出普通数组，排好后整个赋回去。',
    en: 'To remove, cut or overwrite elements, use splice: pop() becomes splice(-1, 1), length = n becomes splice(n), list[i] = x becomes splice(i, 1, x); an array that splice was called on gets nothing put back. To change the order (reverse, a swap), take a plain array with current, reorder it, and assign it back.',
    code: `import { produce, current } from 'limu';

const base = { list: [{ n: 0 }, { n: 1 }, { n: 2 }] };
const next = produce(base, (draft) => {
  draft.list[2].n = 20;
  draft.list.splice(-1, 1);
  draft.list = current(draft.list).reverse();
});

next.list; // => [{ n: 1 }, { n: 0 }]
`,
  },
  'map-own-methods': {
    zh: '把结果里的 Map 或 Set 交给按自有属性比较或遍历的代码（Object.keys、展开、深比较工具）之前，先用 new Map(...) 或 new Set(...) 复制一份：副本没有这些属性，条目不变。',
    en: 'Before a Map or Set of the result reaches code that compares or walks own properties (Object.keys, spreading, deep-equality helpers), copy it with new Map(...) or new Set(...): the copy has none of these properties and the same entries.',
    code: `import { produce } from 'limu';

const base = { map: new Map([['a', { n: 0 }]]) };
const next = produce(base, (draft) => {
  draft.map.get('a').n = 1;
});

Object.keys(next.map); // => ['delete', 'clear', 'set', 'get']
const map = new Map(next.map);
Object.keys(map); // => []
map.get('a'); // => { n: 1 }
`,
  },
  'map-value-put-back': {
    zh: '取出过值之后还要删除条目或清空时，用 current 取出这个 Map 的普通副本，在副本上 delete 或 clear，再整个赋回去。',
    en: 'When entries must be deleted or cleared after a value was taken out, take a plain copy of the Map with current, delete or clear on the copy, and assign it back.',
    code: `import { produce, current } from 'limu';

const base = { map: new Map([['a', { n: 0 }], ['b', { n: 1 }]]) };
const next = produce(base, (draft) => {
  draft.map.get('a').n = 5;
  const map = current(draft.map);
  map.delete('b');
  draft.map = map;
});

[...next.map]; // => [['a', { n: 5 }]]
`,
  },
  'map-alias-lost': {
    zh: '要把一个值再存到另一个键下，先用 current 取出普通值再 set。',
    en: 'To store a value under a second key, take the plain value with current first, then set it.',
    code: `import { produce, current } from 'limu';

const base = { map: new Map([['a', { n: 0 }]]) };
const next = produce(base, (draft) => {
  const value = current(draft.map).get('a');
  draft.map.set('b', value);
});

[...next.map]; // => [['a', { n: 0 }], ['b', { n: 0 }]]
`,
  },
  'map-set-with-first-get': {
    zh: '把 get 单独写成一句，放在 set 或 delete 之前，再把取到的值传进去。',
    en: 'Call get in a statement of its own before the set or delete, and pass the value it returned.',
    code: `import { produce } from 'limu';

const base = { counts: new Map([['a', 1]]) };
const next = produce(base, (draft) => {
  const count = draft.counts.get('a');
  draft.counts.set('a', count + 1);
});

[...next.counts]; // => [['a', 2]]
`,
  },
  'same-value-then-index-lost': {
    zh: '下标赋值改用 splice(i, 1, x)，它不受这条规则影响。',
    en: 'Write an element with splice(i, 1, x) instead of an index assignment; this rule does not touch it.',
    code: `import { produce } from 'limu';

const base = { nums: [3, 3] };
const next = produce(base, (draft) => {
  draft.nums[0] = 3;
  draft.nums.splice(1, 1, 10);
});

next.nums; // => [3, 10]
`,
  },
  'array-alias': {
    zh: '要让两个位置指向同一个对象，先用 current 取出普通数组，在上面赋值，再整个赋回去。',
    en: 'To make two slots hold one object, take a plain array with current, assign on it, and assign it back.',
    code: `import { produce, current } from 'limu';

const base = { list: [{ n: 0 }, { n: 1 }] };
const next = produce(base, (draft) => {
  const list = current(draft.list);
  list[0] = list[1];
  draft.list = list;
});

next.list; // => [{ n: 1 }, { n: 1 }]
next.list[0] === next.list[1]; // => true
`,
  },
  'sort-primitives-lost': {
    zh: '用 current 取出普通数组，排好序后整个赋回去；之后的下标赋值照常生效。',
    en: 'Take a plain array with current, sort it and assign it back; index assignments after it then work.',
    code: `import { produce, current } from 'limu';

const base = { nums: [0, 1, 0] };
const next = produce(base, (draft) => {
  draft.nums = current(draft.nums).sort((x, y) => x - y);
  draft.nums[0] = 7;
});

next.nums; // => [7, 0, 1]
`,
  },
  'undefined-to-missing-key': {
    zh: '要让结果里有这个键，把对象整个换成一个带着这个键的新对象（用 current 取出原来的内容），或者改用 null 表示“没有值”。',
    en: 'To have the key in the result, replace the whole object with a new one that has the key (take the old content with current), or use null for "no value".',
    code: `import { produce, current } from 'limu';

const base = { obj: { a: 1 } };
const next = produce(base, (draft) => {
  draft.obj = { ...current(draft.obj), extra: undefined };
});

Object.keys(next.obj); // => ['a', 'extra']
`,
  },
  'set-item-edit-changes-base': {
    zh: '不要直接改从 Set 里取出的对象：用展开后的新对象组成一个新 Set，整个赋回去。',
    en: 'Do not change an object taken out of the Set: build a new Set of changed copies and assign it back.',
    code: `import { produce } from 'limu';

const base = { items: new Set([{ n: 0 }, { n: 1 }]) };
const next = produce(base, (draft) => {
  draft.items = new Set([...draft.items].map((item) => ({ ...item, n: item.n + 10 })));
});

next.items; // => new Set([{ n: 10 }, { n: 11 }])
base.items; // => new Set([{ n: 0 }, { n: 1 }])
`,
  },
  'set-foreach-put-back': {
    zh: '调用过 forEach 之后还要删除元素或清空时，用 current 取出这个 Set 的普通副本，过滤后组成新 Set 整个赋回去。',
    en: 'When items must be deleted or cleared after forEach, take a plain copy of the Set with current, filter it into a new Set and assign that back.',
    code: `import { produce, current } from 'limu';

const base = { items: new Set([{ n: 0 }, { n: 1 }]) };
const next = produce(base, (draft) => {
  draft.items.forEach((item) => {
    item.n += 10;
  });
  draft.items = new Set([...current(draft.items)].filter((item) => item.n !== 10));
});

next.items; // => new Set([{ n: 11 }])
`,
  },
  'date-method-changes-base': {
    zh: '不要在草稿里直接改 Date：用 new Date(原来的 Date) 复制一份，改副本，再把副本赋回去。',
    en: 'Do not change a Date in the draft: copy it with new Date(oldDate), change the copy, and assign the copy back.',
    code: `import { produce } from 'limu';

const base = { when: new Date(2020, 0, 1) };
const next = produce(base, (draft) => {
  const when = new Date(draft.when);
  when.setFullYear(2030);
  draft.when = when;
});

next.when.getFullYear(); // => 2030
base.when.getFullYear(); // => 2020
`,
  },
  'class-method-not-a-function': {
    zh: '不要在草稿上调用类的方法：用草稿里的数据新建一个实例，在新实例上调用方法，再把它赋回去。',
    en: "Do not call a class method on the draft: make a new instance from the draft's data, call the method on it, and assign it back.",
    code: `import { produce } from 'limu';

class Point {
  constructor(n) {
    this.n = n;
  }
  bump() {
    this.n += 1;
  }
}

const base = { point: new Point(0) };
const next = produce(base, (draft) => {
  const point = new Point(draft.point.n);
  point.bump();
  draft.point = point;
});

next.point instanceof Point; // => true
next.point.n; // => 1
base.point.n; // => 0
`,
  },
  'class-instance-loses-prototype': {
    zh: '要改类实例时，整个换成一个新实例，不要改它的属性：赋进去的新实例在结果里仍是这个类的实例。',
    en: 'To change a class instance, replace it with a new instance instead of writing its properties: a new instance assigned in keeps its class in the result.',
    code: `import { produce } from 'limu';

class Point {
  constructor(n) {
    this.n = n;
  }
}

const base = { point: new Point(0) };
const next = produce(base, (draft) => {
  draft.point = new Point(10);
});

next.point instanceof Point; // => true
next.point.n; // => 10
`,
  },
  'draft-in-new-container-revoked': {
    zh: '往新数组或新对象里放的不要是草稿节点，而是用 current 取出的普通副本：副本在结果里可以正常读取，原来的路径不受影响。',
    en: 'Put a plain copy taken with current into the new array or object, not the draft node: the copy reads normally in the result, and the old path is not affected.',
    code: `import { produce, current } from 'limu';

const base = { list: [{ n: 0 }, { n: 1 }] };
const next = produce(base, (draft) => {
  draft.copy = [current(draft.list[0])];
});

next.copy; // => [{ n: 0 }]
next.list; // => [{ n: 0 }, { n: 1 }]
`,
  },
  'return-value-ignored': {
    zh: '不要靠返回值给出结果，而是改草稿本身：要加几个键就用 Object.assign 把它们写到草稿上，要换掉某一部分就给它赋新值；要整个换成另一个值，就不必调用 produce，直接用那个值。',
    en: 'Do not give the result as a return value; change the draft itself: add keys by writing them onto the draft with Object.assign, replace a part by assigning it; to replace the whole value, skip produce and use that value directly.',
    code: `import { produce } from 'limu';

const base = { obj: { a: 0 } };
const next = produce(base, (draft) => {
  draft.obj.a = 1;
  Object.assign(draft, { done: true });
});

next; // => { obj: { a: 1 }, done: true }
`,
  },
  'hidden-prop-lost': {
    zh: '要用 limu 修改的数据里不要用不可枚举属性存值：改成普通的可枚举属性，对象改过之后它仍在结果里。',
    en: 'Do not keep values in non-enumerable properties of data you change with limu: make them ordinary enumerable properties, which stay in the result after the object changes.',
    code: `import { produce } from 'limu';

const base = { tagged: { n: 0, hidden: 1 } };
const next = produce(base, (draft) => {
  draft.tagged.n = 10;
});

next.tagged; // => { n: 10, hidden: 1 }
`,
  },
  'hidden-prop-read-undefined': {
    zh: '不可枚举属性不要通过草稿读，而是从 original 取得的原始对象上读（或者直接从 base 上读）。',
    en: 'Do not read a non-enumerable property through the draft: read it on the original object that original gives (or on base itself).',
    code: `import { produce, original } from 'limu';

const base = {
  tagged: Object.defineProperty({ n: 0 }, 'hidden', { value: 1, writable: true, configurable: true }),
};
const next = produce(base, (draft) => {
  draft.seen = original(draft.tagged).hidden;
});

next.seen; // => 1
`,
  },
  'null-prototype-lost': {
    zh: '不要改无原型对象的属性，而是整个换成一个新的无原型对象：用 current 取出它的普通副本，再用 Object.assign 合并到 Object.create(null) 上并赋回去。',
    en: 'Do not write the properties of a null-prototype object; replace it with a new one: take a plain copy with current, merge it onto Object.create(null) with Object.assign, and assign that back.',
    code: `import { produce, current } from 'limu';

const base = { bare: Object.assign(Object.create(null), { n: 0, inner: { n: 0 } }) };
const next = produce(base, (draft) => {
  draft.bare = Object.assign(Object.create(null), current(draft.bare), { n: 10 });
});

Object.getPrototypeOf(next.bare) === null; // => true
next.bare.n; // => 10
next.bare.inner; // => { n: 0 }
`,
  },
  'auto-freeze-throws-on-revoked-proxy': {
    zh: '先按相应规则的写法避免留下已撤销的代理，例如往新容器里放 current 取出的副本。',
    en: 'Avoid the revoked proxy as its rule says: put a copy taken with current into the new container, say.',
    code: `import { produce, current } from 'limu';

const base = { list: [{ n: 0 }, { n: 1 }] };
const next = produce(base, (draft) => {
  draft.copy = [current(draft.list[0])];
}, { autoFreeze: true });

next.copy; // => [{ n: 0 }]
`,
  },
  'current-snapshot': NO_SHARING,
  'shared-object-split': NO_SHARING,
  'shared-object-removed-then-read': NO_SHARING,
};
