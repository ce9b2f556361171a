// The oracle (oracles/explore/oracle.ts) on each kind of data the generator added after the first
// exploration: it must tell a library that does what plain JavaScript does from one that does not.
// The "libraries" here are hand-written: a right one runs the recipe on a copy, wrong ones leak into
// the base, lose an edit or reorder the items.
import {describe, expect, it} from 'vitest';
import {concrete, copyWithOrigins, judgeAll, plainCurrent, type Lib} from '../../oracles/explore/oracle';
import {buildBase, type Recipe} from '../../oracles/explore/model';

type Produce = Lib['produce'];

const libWith = (produce: Produce): Lib => ({name: 'limu', produce, current: plainCurrent, original: (x) => x});

/** Plain JavaScript on a copy: what every library should give. */
const right = libWith((base, recipe) => {
  const {copy} = copyWithOrigins(base);
  recipe(copy);
  return copy;
});

const kinds = (lib: Lib, recipe: Recipe) => judgeAll(lib, recipe).differences.map((d) => `${d.kind} ${d.path}`);

describe('the oracle on Sets of objects', () => {
  // for…of, forEach, a spread and add: each hands out or puts in an object item.
  const recipes: Recipe[] = [
    {base: {items: [0, 1]}, ops: [['setForEach', 1, 0, 1]]},
    {base: {items: [0, 1]}, ops: [['setForEach', 1, 2, 0]]},
    {
      base: {items: [0, 1]},
      ops: [
        ['setForEach', 1, 1, 3],
        ['setAdd', 1, 4, 0],
      ],
    },
  ];

  it('the recipes are statements on the Set of objects', () => {
    expect(recipes.map((r) => concrete(r).statements)).toEqual([
      ['for (const item of draft.items) item.n = 10;'],
      ['draft.items.forEach((item) => { item.n = 12; });'],
      ['[...draft.items][1].n = 11;', 'draft.items.add({ n: 14 });'],
    ]);
  });

  it('finds no difference when the library does what plain JavaScript does', () => {
    for (const r of recipes) expect(kinds(right, r)).toEqual([]);
  });

  it('finds a change of the base item', () => {
    const leaks = libWith((base, recipe) => {
      recipe(base);
      return base;
    });
    expect(kinds(leaks, recipes[0])).toEqual(['base-changed base.items item 0.n', 'base-changed base.items item 1.n']);
  });

  it('finds an edit of an item that is lost', () => {
    const loses = libWith((base, recipe) => {
      const {copy} = copyWithOrigins(base);
      recipe(copy);
      [...(copy as {items: Set<{n: number}>}).items][0].n = 0;
      return copy;
    });
    expect(kinds(loses, recipes[1])).toEqual(['value result.items item 0.n']);
  });

  it('finds items in another order', () => {
    const reorders = libWith((base, recipe) => {
      const {copy} = copyWithOrigins(base);
      recipe(copy);
      const out = copy as {items: Set<unknown>};
      out.items = new Set([...out.items].reverse());
      return out;
    });
    expect(kinds(reorders, recipes[2])).toEqual(['value result.items item 0.n', 'value result.items item 2.n']);
  });
});

describe('the oracle on Dates', () => {
  // A set method on the base's Date, and a new Date put in its place.
  const recipes: Recipe[] = [
    {base: {when: 3}, ops: [['dateSet', 0, 2, 0]]},
    {
      base: {when: 3},
      ops: [
        ['dateReplace', 0, 5, 0],
        ['dateRead', 0, 0, 0],
      ],
    },
  ];

  it('the recipes are statements on the Date', () => {
    expect(recipes.map((r) => concrete(r).statements)).toEqual([
      ['draft.when.setTime(12);'],
      ['draft.when = new Date(15);', 'draft.when.getTime();'],
    ]);
  });

  it('finds no difference when the library does what plain JavaScript does', () => {
    for (const r of recipes) expect(kinds(right, r)).toEqual([]);
  });

  it('finds a change of the base Date (its time is in no property)', () => {
    const leaks = libWith((base, recipe) => {
      recipe(base);
      return base;
    });
    expect(kinds(leaks, recipes[0])).toEqual(['base-changed base.when']);
  });

  it('finds a Date whose change is lost', () => {
    const loses = libWith((base, recipe) => {
      const {copy} = copyWithOrigins(base);
      recipe(copy);
      return {...copy, when: new Date(3)};
    });
    expect(kinds(loses, recipes[1])).toEqual(['value result.when']);
  });
});

describe('the oracle on nested arrays', () => {
  // The outer array reversed, then an inner array changed; a row put in a second slot.
  const recipes: Recipe[] = [
    {
      base: {grid: [[1, 2], [3]]},
      ops: [
        ['reverse', 3, 0, 0],
        ['push', 3, 4, 1],
      ],
    },
    {base: {grid: [[1], [2]]}, ops: [['indexMove', 3, 1, 0]]},
  ];

  it('the recipes are statements on the nested arrays', () => {
    expect(recipes.map((r) => concrete(r).statements)).toEqual([
      ['draft.grid.reverse();', 'draft.grid[1].push(14);'],
      ['draft.grid[1] = draft.grid[0];'],
    ]);
  });

  it('finds no difference when the library does what plain JavaScript does', () => {
    for (const r of recipes) expect(kinds(right, r)).toEqual([]);
  });

  it('finds an outer reverse that is lost while the inner push lands', () => {
    const unreversed = libWith((base, recipe) => {
      const {copy} = copyWithOrigins(base);
      recipe(copy);
      const out = copy as {grid: unknown[]};
      out.grid.reverse();
      return out;
    });
    // Plain: [[3], [1, 2, 14]]; the library's: [[1, 2, 14], [3]]. Both rows differ in length and in every element.
    expect(kinds(unreversed, recipes[0])).toEqual([
      'value result.grid[0]',
      'value result.grid[0][0]',
      'value result.grid[0][1]',
      'value result.grid[0][2]',
      'value result.grid[1]',
      'value result.grid[1][0]',
      'value result.grid[1][1]',
      'value result.grid[1][2]',
    ]);
  });

  it('finds two slots that should hold one array and hold two', () => {
    const split = libWith((base, recipe) => {
      const {copy} = copyWithOrigins(base);
      recipe(copy);
      const out = copy as {grid: unknown[][]};
      out.grid[1] = [...out.grid[1]];
      return out;
    });
    expect(kinds(split, recipes[1])).toEqual(['sharing result.grid[0]']);
  });
});

describe('the oracle on class instances', () => {
  // A property written and a prototype method called through the draft.
  const recipes: Recipe[] = [
    {base: {point: 3}, ops: [['pointWrite', 0, 2, 0]]},
    {base: {point: 3}, ops: [['pointMethod', 0, 0, 0]]},
  ];

  it('the recipes are statements on the class instance', () => {
    expect(recipes.map((r) => concrete(r).statements)).toEqual([['draft.point.n = 12;'], ['draft.point.bump();']]);
  });

  it('finds no difference when the library does what plain JavaScript does (the class kept)', () => {
    for (const r of recipes) expect(kinds(right, r)).toEqual([]);
  });

  it('finds an instance that comes back a plain object with the right data', () => {
    const plainObject = libWith((base, recipe) => {
      const {copy} = copyWithOrigins(base);
      recipe(copy);
      const out = copy as {point: object};
      out.point = {...out.point};
      return out;
    });
    expect(kinds(plainObject, recipes[0])).toEqual(['prototype result.point']);
  });

  it('finds a method call that changes the base', () => {
    const leaks = libWith((base, recipe) => {
      recipe(base);
      return base;
    });
    expect(kinds(leaks, recipes[1])).toEqual(['base-changed base.point.n']);
  });
});

describe('the oracle on Symbol keys and non-enumerable properties', () => {
  // `tagged` has n, a Symbol key and a non-enumerable `hidden`: each written, deleted or read.
  const recipes: Recipe[] = [
    {base: {tagged: 1}, ops: [['taggedWrite', 0, 2, 0]]},
    {base: {tagged: 1}, ops: [['taggedSymbol', 0, 2, 0]]},
    {base: {tagged: 1}, ops: [['taggedSymbol', 0, 2, 1]]},
    {base: {tagged: 1}, ops: [['taggedHidden', 0, 2, 0]]},
    {base: {tagged: 1}, ops: [['taggedRead', 0, 0, 0]]},
  ];
  const after = (change: (tagged: Record<PropertyKey, unknown>, out: Record<string, unknown>) => void) =>
    libWith((base, recipe) => {
      const {copy} = copyWithOrigins(base);
      recipe(copy);
      change(copy.tagged, copy);
      return copy;
    });

  it('the recipes are statements on the object', () => {
    expect(recipes.map((r) => concrete(r).statements)).toEqual([
      ['draft.tagged.n = 12;'],
      ['draft.tagged[tag] = 12;'],
      ['delete draft.tagged[tag];'],
      ['draft.tagged.hidden = 12;'],
      ['draft.seen = draft.tagged.hidden;'],
    ]);
  });

  it('the base has them, and the plain run keeps them (the Symbol key, and hidden still hidden)', () => {
    const tagged = buildBase({tagged: 1}).tagged as object;
    expect(Reflect.ownKeys(tagged).map(String)).toEqual(['n', 'hidden', 'Symbol(tag)']);
    expect(Object.keys(tagged)).toEqual(['n']);
    for (const r of recipes) expect(kinds(right, r)).toEqual([]);
  });

  it('finds a non-enumerable property that is dropped', () => {
    const drops = libWith((base, recipe) => {
      const {copy} = copyWithOrigins(base);
      recipe(copy);
      copy.tagged = {...copy.tagged};
      return copy;
    });
    expect(kinds(drops, recipes[0])).toEqual(['value result.tagged.hidden']);
  });

  it('finds a non-enumerable property that became enumerable', () => {
    const shows = after((tagged) => Object.defineProperty(tagged, 'hidden', {enumerable: true}));
    expect(kinds(shows, recipes[3])).toEqual(['value result.tagged.hidden']);
  });

  it('finds a Symbol key that is dropped or kept where it should not be', () => {
    const drops = after((tagged) => {
      for (const k of Object.getOwnPropertySymbols(tagged)) delete tagged[k];
    });
    expect(kinds(drops, recipes[1])).toEqual(['value result.tagged.Symbol(tag)']);
    // The base's object as it was: its Symbol key still there after the delete.
    const keeps = libWith((base, recipe) => {
      const {copy} = copyWithOrigins(base);
      recipe(copy);
      return {...copy, tagged: copyWithOrigins(base).copy.tagged};
    });
    expect(kinds(keeps, recipes[2])).toEqual(['value result.tagged.Symbol(tag)']);
  });

  it('finds a read that gave undefined', () => {
    const reads = after((_tagged, out) => {
      out.seen = undefined;
    });
    expect(kinds(reads, recipes[4])).toEqual(['value result.seen']);
  });
});

describe('the oracle on null-prototype objects', () => {
  // `bare` is Object.create(null) with n and an inner object: a value written, a key added or deleted, inner written.
  const recipes: Recipe[] = [
    {base: {bare: 1}, ops: [['bareWrite', 0, 2, 0]]},
    {base: {bare: 1}, ops: [['bareWrite', 0, 2, 1]]},
    {base: {bare: 1}, ops: [['bareWrite', 0, 2, 2]]},
    {base: {bare: 1}, ops: [['bareInner', 0, 2, 0]]},
  ];

  it('the recipes are statements on the object', () => {
    expect(recipes.map((r) => concrete(r).statements)).toEqual([
      ['draft.bare.n = 12;'],
      ['draft.bare.extra = 2;'],
      ['delete draft.bare.n;'],
      ['draft.bare.inner.n = 12;'],
    ]);
  });

  it('finds no difference when the library does what plain JavaScript does (no prototype kept)', () => {
    expect(Object.getPrototypeOf(buildBase({bare: 1}).bare)).toBe(null);
    for (const r of recipes) expect(kinds(right, r)).toEqual([]);
  });

  it('finds an object that comes back with Object.prototype and the right data', () => {
    const withPrototype = libWith((base, recipe) => {
      const {copy} = copyWithOrigins(base);
      recipe(copy);
      copy.bare = {...copy.bare};
      return copy;
    });
    expect(kinds(withPrototype, recipes[0])).toEqual(['prototype result.bare']);
  });

  it('finds a change of the inner object that changes the base', () => {
    const leaks = libWith((base, recipe) => {
      recipe(base);
      return base;
    });
    expect(kinds(leaks, recipes[3])).toEqual(['base-changed base.bare.inner.n']);
  });
});

describe('the oracle on Maps and Sets nested in a Map', () => {
  // `nest` holds a Map (m) and a Set (s): a read and a write of each, got with get, and a write to the outer Map.
  const recipes: Recipe[] = [
    {
      base: {nest: 1},
      ops: [
        ['nestRead', 0, 0, 0],
        ['nestInner', 0, 2, 0],
      ],
    },
    {
      base: {nest: 1},
      ops: [
        ['nestRead', 0, 0, 3],
        ['nestInner', 0, 2, 3],
      ],
    },
    {base: {nest: 1}, ops: [['nestOuter', 0, 0, 1]]},
  ];
  type Nest = Map<string, Map<string, number> | Set<number>>;
  const after = (change: (nest: Nest) => void) =>
    libWith((base, recipe) => {
      const {copy} = copyWithOrigins(base);
      recipe(copy);
      change(copy.nest as Nest);
      return copy;
    });

  it('the recipes are statements on the Map, the Map and the Set in it', () => {
    expect(recipes.map((r) => concrete(r).statements)).toEqual([
      ["draft.nest.get('m').get('a');", "draft.nest.get('m').set('a', 12);"],
      ["draft.nest.get('s').forEach(() => {});", "draft.nest.get('s').add(12);"],
      ["draft.nest.delete('m');"],
    ]);
  });

  it('finds no difference when the library does what plain JavaScript does', () => {
    for (const r of recipes) expect(kinds(right, r)).toEqual([]);
  });

  it('finds own methods on the outer Map and on the Map in it, each at its path', () => {
    const methods = after((nest) => {
      Object.assign(nest.get('m')!, {set: () => {}});
      Object.assign(nest, {clear: () => {}});
    });
    expect(kinds(methods, recipes[0])).toEqual(['own-props result.nest', "own-props result.nest.get('m')"]);
  });

  it('finds a write to the Set in it that is lost, and a delete of the outer Map that is lost', () => {
    const loses = libWith((base, recipe) => {
      const {copy} = copyWithOrigins(base);
      recipe(copy);
      return {...copy, nest: copyWithOrigins(base).copy.nest};
    });
    expect(kinds(loses, recipes[1])).toEqual(["value result.nest.get('s')", "value result.nest.get('s') item 1"]);
    expect(kinds(loses, recipes[2])).toEqual(["value result.nest.get('m')"]);
  });
});

describe('the oracle on createDraft/finishDraft', () => {
  const recipe: Recipe = {base: {obj: {a: 0, inner: 0}}, ops: [['write', 1, 2, 0]], entry: 'createDraft'};

  it('runs the recipe through the draft and finish of the library, not through produce', () => {
    // produce is right, the createDraft path loses the write: only the second is run for this recipe.
    const lib: Lib = {
      ...right,
      draft: (base) => {
        const {copy} = copyWithOrigins(base);
        return [copy, () => copyWithOrigins(base).copy];
      },
    };
    expect(concrete(recipe).statements).toEqual(['draft.obj.a = 12;']);
    expect(kinds(lib, recipe)).toEqual(['value result.obj.a']);
    expect(kinds(lib, {base: recipe.base, ops: recipe.ops})).toEqual([]);
  });
});

describe('the oracle on drafts put into new containers', () => {
  const recipes: Recipe[] = [
    {base: {list: [0, 1]}, ops: [['wrap', 0, 0, 1]]},
    {base: {obj: {a: 0, inner: 0}}, ops: [['wrap', 1, 1, 0]]},
  ];

  it('the recipes put a draft node into a new array and a new object', () => {
    expect(recipes.map((r) => concrete(r).statements)).toEqual([
      ['draft.copy = [draft.list[1]];'],
      ['draft.pair = { a: draft.obj };'],
    ]);
  });

  it('finds no difference when the library does what plain JavaScript does (the node under both paths)', () => {
    for (const r of recipes) expect(kinds(right, r)).toEqual([]);
  });

  it('finds a slot that is a revoked proxy, and still compares the rest of the result', () => {
    const revokes = libWith((base, recipe) => {
      const {copy} = copyWithOrigins(base);
      recipe(copy);
      const out = copy as {copy: unknown[]; list: {n: number}[]};
      const {proxy, revoke} = Proxy.revocable({}, {});
      revoke();
      out.copy[0] = proxy;
      out.list[0].n = 5;
      return out;
    });
    expect(kinds(revokes, recipes[0])).toEqual([
      'unreadable result.copy[0]',
      'value result.list[0].n',
      'sharing result.list[1]',
    ]);
  });

  it('finds a node that the new container holds as a copy', () => {
    const copies = libWith((base, recipe) => {
      const {copy} = copyWithOrigins(base);
      recipe(copy);
      const out = copy as {pair: {a: object}};
      out.pair = {a: {...out.pair.a}};
      return out;
    });
    // The node and the object inside it: both are under two paths in plain JavaScript.
    expect(kinds(copies, recipes[1])).toEqual(['sharing result.obj', 'sharing result.obj.inner']);
  });
});

describe('the oracle on values the recipe returns', () => {
  // A new object, a part of the draft and a spread of the draft, each returned after the statements.
  const recipes: Recipe[] = [
    {base: {obj: {a: 0, inner: 0}}, ops: [['write', 1, 2, 0]], returns: 2},
    {base: {obj: {a: 0, inner: 0}}, ops: [['read', 4, 0, 0]], returns: 1},
    {base: {nums: [1]}, ops: [['read', 1, 0, 0]], returns: 3},
  ];
  /** Returns what the recipe returns, or the draft's state when it returns nothing (immer's and mutative's way). */
  const returning = libWith((base, recipe) => {
    const {copy} = copyWithOrigins(base);
    const out = recipe(copy);
    return out === undefined ? copy : out;
  });

  it('the recipes return a new object, a part of the draft and a spread of it', () => {
    expect(recipes.map((r) => concrete(r).returned)).toEqual([
      '{ done: true }',
      'draft.obj',
      '{ ...draft, done: true }',
    ]);
  });

  it('finds no difference when the returned value is the result', () => {
    for (const r of recipes) expect(kinds(returning, r)).toEqual([]);
  });

  it('finds a returned value that is ignored (the result is the draft state)', () => {
    expect(kinds(right, recipes[0])).toEqual(['value result.done', 'value result.obj']);
    expect(kinds(right, recipes[1])).toEqual(['value result.a', 'value result.inner', 'value result.obj']);
  });

  it('finds a returned spread whose parts lost a change', () => {
    const loses = libWith((base, recipe) => {
      const {copy} = copyWithOrigins(base);
      const out = recipe(copy) as {nums: number[]};
      return {...out, nums: []};
    });
    expect(kinds(loses, recipes[2])).toEqual(['value result.nums', 'value result.nums[0]']);
  });
});

describe('the oracle on frozen bases', () => {
  const recipe: Recipe = {base: {list: [0, 1], obj: {a: 0, inner: 0}, frozen: true}, ops: [['write', 1, 2, 0]]};
  /** Copies only what the recipe changes, as the libraries do: the rest is the base's, frozen. */
  const sharing = libWith((base, recipe) => {
    const b = base as {obj: object; list: unknown[]};
    const draft = {...b, obj: {...b.obj}};
    recipe(draft);
    return draft;
  });

  it('the base is frozen, its copy for the plain run is not', () => {
    const {copy} = copyWithOrigins(buildBase(recipe.base));
    expect(Object.isFrozen(buildBase(recipe.base).list)).toBe(true);
    expect(Object.isFrozen(copy.list)).toBe(false);
    expect(concrete(recipe).statements).toEqual(['draft.obj.a = 12;']);
  });

  it('finds no difference when untouched frozen parts come back frozen (the base shared)', () => {
    expect(kinds(sharing, recipe)).toEqual([]);
    expect(kinds(right, recipe)).toEqual([]);
  });

  it('finds a changed part that comes back frozen', () => {
    const freezes = libWith((base, recipe) => {
      const out = sharing.produce(base, recipe) as {obj: object};
      Object.freeze(out.obj);
      return out;
    });
    expect(kinds(freezes, recipe)).toEqual(['frozen result.obj']);
  });

  it('finds a frozen part that is not the base one (a frozen copy)', () => {
    const frozenCopies = libWith((base, recipe) => {
      const out = sharing.produce(base, recipe) as {list: object[]};
      out.list = Object.freeze([...out.list]) as object[];
      return out;
    });
    expect(kinds(frozenCopies, recipe)).toEqual(['frozen result.list']);
  });
});

describe('the oracle on auto-freeze (autoFreeze: true)', () => {
  const recipe: Recipe = {base: {list: [0, 1], obj: {a: 0, inner: 0}}, ops: [['write', 1, 2, 0]], autoFreeze: true};
  const freezeAll = (v: unknown): unknown => {
    if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
      Object.freeze(v);
      Object.values(v).forEach(freezeAll);
    }
    return v;
  };
  /** Copies only what the recipe changes (the rest is the base's) and freezes the result deeply. */
  const sharesAndFreezes = libWith((base, recipe) => {
    const b = base as {obj: object; list: unknown[]};
    const draft = {...b, obj: {...b.obj}};
    recipe(draft);
    return freezeAll(draft);
  });
  /** A deep copy, frozen: nothing of the base is in the result. */
  const copiesAndFreezes = libWith((base, recipe) => freezeAll(right.produce(base, recipe)));

  it('the recipe changes obj and leaves list and obj.inner alone', () => {
    expect(concrete(recipe).statements).toEqual(['draft.obj.a = 12;']);
  });

  it('finds no difference when the result is frozen deeply, with the parts of the base it shares (the docs say so)', () => {
    expect(kinds(copiesAndFreezes, recipe)).toEqual([]);
    expect(kinds(sharesAndFreezes, recipe)).toEqual([]);
  });

  it('finds each other object of the base frozen (base-frozen): its root and the old obj, which the result does not hold', () => {
    const freezesBase = libWith((base, recipe) => {
      const out = sharesAndFreezes.produce(base, recipe);
      freezeAll(base);
      return out;
    });
    expect(kinds(freezesBase, recipe)).toEqual(['base-frozen base', 'base-frozen base.obj']);
  });

  it('finds each object of a result not frozen (result-not-frozen)', () => {
    expect(kinds(right, recipe)).toEqual([
      'result-not-frozen result',
      'result-not-frozen result.list',
      'result-not-frozen result.list[0]',
      'result-not-frozen result.list[1]',
      'result-not-frozen result.obj',
      'result-not-frozen result.obj.inner',
    ]);
  });

  it('expects nothing frozen without auto-freeze: a frozen result, or a part of the base frozen with it, is a difference', () => {
    const {autoFreeze: _, ...plain} = recipe;
    expect(kinds(right, plain)).toEqual([]);
    expect(kinds(copiesAndFreezes, plain)).toContain('frozen result');
    expect(kinds(sharesAndFreezes, plain)).toEqual(expect.arrayContaining(['base-frozen base.list']));
  });
});

describe('the oracle on read-only views (limu: immut, readOnly)', () => {
  // A Map write, an object write and an array push through the view, then an index write the plain run
  // would make on the pushed element: through a view each meets the base as it was.
  const recipe: Recipe = {
    base: {map: [0], obj: {a: 0, inner: 0}, list: [0]},
    ops: [
      ['mapSet', 0, 0, 0],
      ['write', 1, 1, 0],
      ['push', 0, 2, 0],
      ['write', 0, 3, 1],
    ],
    view: 'immut',
  };
  /** A library whose view is `view(base)` and whose finish gives `finish(base)`. */
  const withView = (view: (base: unknown) => unknown, finish: (base: unknown) => unknown = (b) => b): Lib => ({
    ...right,
    view: (base) => [view(base), () => finish(base)],
  });

  it('the statements are concretised against the base as it was (writes through a view are ignored)', () => {
    expect(concrete(recipe).statements).toEqual([
      "draft.map.set('k0', { n: 10 });",
      'draft.obj.a = 11;',
      'draft.list.push({ n: 12 });',
      'draft.list[0].n = 13;',
    ]);
    const {view: _, ...produced} = recipe;
    expect(concrete(produced).statements.at(-1)).toBe('draft.list[1].n = 13;');
  });

  it('finds no difference when every write is ignored and finishing gives the base itself', () => {
    expect(
      kinds(
        withView((base) => copyWithOrigins(base).copy),
        recipe,
      ),
    ).toEqual([]);
  });

  it('finds each write that reaches the base, path by path, and a finish that is not the base', () => {
    expect(
      kinds(
        withView((base) => base),
        recipe,
      ),
    ).toEqual([
      'base-changed base.list',
      'base-changed base.list[0].n',
      'base-changed base.list[1]',
      'base-changed base.obj.a',
      "base-changed base.map.get('k0').n",
    ]);
    const copies = withView(
      (base) => copyWithOrigins(base).copy,
      (base) => copyWithOrigins(base).copy,
    );
    expect(kinds(copies, recipe)).toEqual(['value result']);
  });

  it("finds an own key '' left on a Set of the base (the oracle writes the empty key as '')", () => {
    const walked: Recipe = {base: {items: [0]}, ops: [['setReadOnly', 1, 0, 1]], view: 'immut'};
    expect(concrete(walked).statements).toEqual(['draft.items.size;']);
    const marks = withView((base) => {
      Object.assign((base as {items: Set<unknown>}).items, {'': 1});
      return copyWithOrigins(base).copy;
    });
    expect(kinds(marks, walked)).toEqual(['base-changed base.items']);
    expect(judgeAll(marks, walked).differences[0]).toMatchObject({expected: '[]', got: "['']"});
  });

  it('a library without views (immer, mutative) runs the same recipe through produce, as before', () => {
    const {view: _, ...produced} = recipe;
    const immer = {...right, name: 'immer' as const};
    expect(judgeAll(immer, recipe).concrete).toEqual(judgeAll(immer, produced).concrete);
    expect(kinds(immer, recipe)).toEqual([]);
  });
});
