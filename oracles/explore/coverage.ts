/**
 * How much of the space readers' data lives in (issue 48, point 2) the fixed-seed run covers: each
 * kind of data, write, read and entry point, and how many recipes of the run contain it. A kind the
 * generator (model.ts) cannot produce yet has no test and is listed as not generated.
 */
import fc from 'fast-check';
import {buildBase, recipeArb, recipeFor, type Recipe} from './model';
import {concrete} from './oracle';
import type {Settings} from './run';
import type {CoverageData} from '../../src/data/explore.types';

export type {CoverageData};

interface Feature {
  id: string;
  zh: string;
  en: string;
  /** Whether a recipe (its base and concrete statements) contains this kind; absent: not generated. */
  test?: (base: Record<string, unknown>, statements: string[], recipe: Recipe, returned?: string) => boolean;
}

const has = (re: RegExp) => (_b: Record<string, unknown>, st: string[]) => st.some((s) => re.test(s));

export const FEATURES: Feature[] = [
  {
    id: 'map-string-keys',
    zh: 'Map 的字符串键',
    en: 'Map string keys',
    test: (b) => b.map instanceof Map && b.map.size > 0,
  },
  {
    id: 'map-other-keys',
    zh: 'Map 的其他键（数字、0、-0、NaN、空串、false、null、undefined、对象）',
    en: 'other Map keys (numbers, 0, -0, NaN, empty string, false, null, undefined, objects)',
    test: (b, st) => (b.keyed instanceof Map && b.keyed.size > 0) || st.some((s) => s.startsWith('draft.keyed.')),
  },
  {
    id: 'map-object-values',
    zh: 'Map 的对象值',
    en: 'Map object values',
    test: (b) => b.map instanceof Map && b.map.size > 0,
  },
  {
    id: 'map-primitive-values',
    zh: 'Map 的原始值（包括 undefined 与 NaN）',
    en: 'Map primitive values (undefined and NaN included)',
    test: (b, st) => (b.keyed instanceof Map && b.keyed.size > 0) || st.some((s) => s.startsWith('draft.keyed.set(')),
  },
  {
    id: 'map-nested-values',
    zh: 'Map 里嵌套的 Map 与 Set',
    en: 'Maps and Sets nested in a Map',
    test: (b) => b.nest instanceof Map,
  },
  {
    id: 'set-primitives',
    zh: '原始值的 Set',
    en: 'Sets of primitives',
    test: (b) => b.set instanceof Set && b.set.size > 0,
  },
  {
    id: 'set-objects',
    zh: '对象的 Set',
    en: 'Sets of objects',
    test: (b) => b.items instanceof Set && b.items.size > 0,
  },
  {
    id: 'array-objects',
    zh: '对象数组',
    en: 'arrays of objects',
    test: (b) => Array.isArray(b.list) && b.list.length > 0,
  },
  {
    id: 'array-primitives',
    zh: '原始值数组',
    en: 'arrays of primitives',
    test: (b) => Array.isArray(b.nums) && b.nums.length > 0,
  },
  {id: 'nested-objects', zh: '嵌套对象', en: 'nested objects', test: (b) => b.obj !== undefined},
  {
    id: 'shared-object',
    zh: '挂在两条路径下的同一个对象',
    en: 'one object under two paths',
    test: (b) => b.ref !== undefined,
  },
  {id: 'dates', zh: 'Date', en: 'Dates', test: (b) => b.when instanceof Date},
  {
    id: 'nested-arrays',
    zh: '嵌套数组',
    en: 'nested arrays',
    test: (b) => Array.isArray(b.grid) && b.grid.length > 0,
  },
  {id: 'class-instances', zh: '类实例', en: 'class instances', test: (b) => b.point !== undefined},
  {
    id: 'frozen-bases',
    zh: '冻结的原始数据（其中的普通对象和数组都经过 Object.freeze）',
    en: 'frozen bases (every plain object and array in them passed to Object.freeze)',
    test: (_b, _st, recipe) => recipe.base.frozen === true,
  },
  {
    id: 'symbol-hidden',
    zh: 'Symbol 键与不可枚举属性',
    en: 'Symbol keys and non-enumerable properties',
    test: (b) => b.tagged !== undefined,
  },
  {
    id: 'null-prototype',
    zh: '无原型对象（Object.create(null)）',
    en: 'null-prototype objects (Object.create(null))',
    test: (b) => b.bare !== undefined,
  },
  {id: 'write-undefined', zh: '写入 undefined', en: 'writes of undefined', test: has(/( = |, )undefined\)?;$/)},
  {id: 'write-nan', zh: '写入 NaN', en: 'writes of NaN', test: has(/( = |, )NaN\)?;$/)},
  {
    id: 'write-same',
    zh: '写入原值',
    en: 'writes of the value already there',
    test: has(/^(draft\.[\w.[\]'()]+) = \1;$/),
  },
  {
    id: 'write-draft',
    zh: '把草稿节点放到另一个位置',
    en: 'draft nodes written to another place',
    test: has(/ = draft\.list\[\d+\];$|\.set\('\w+', draft\.map\.get\(/),
  },
  {
    id: 'write-draft-new',
    zh: '把草稿节点放进新容器',
    en: 'draft nodes put into new containers',
    test: has(/^draft\.(copy|pair) = /),
  },
  {
    id: 'array-methods',
    zh: '数组方法（push、pop、splice、sort、fill、copyWithin 等）',
    en: 'array methods (push, pop, splice, sort, fill, copyWithin…)',
    test: has(/\.(push|pop|shift|unshift|splice|sort|reverse|fill|copyWithin)\(/),
  },
  {id: 'read-foreach', zh: 'forEach 读取', en: 'reads through forEach', test: has(/\.forEach\(/)},
  {
    id: 'read-iterators',
    zh: 'values、entries、keys 与 for…of 读取',
    en: 'reads through values, entries, keys and for…of',
    test: has(/\.(values|entries|keys)\(\)|^for \(/),
  },
  {id: 'read-has-size', zh: 'has 与 size 读取', en: 'reads through has and size', test: has(/\.has\(|\.size;/)},
  {id: 'current', zh: 'recipe 里调用 current', en: 'current inside the recipe', test: has(/= current\(/)},
  {id: 'original', zh: 'recipe 里调用 original', en: 'original inside the recipe', test: has(/= original\(/)},
  {
    id: 'create-draft',
    zh: '用 createDraft/finishDraft 代替 produce',
    en: 'createDraft/finishDraft instead of produce',
    test: (_b, _st, recipe) => recipe.entry === 'createDraft',
  },
  {
    id: 'returned-values',
    zh: 'recipe 的返回值（草稿本身、草稿的一部分、新对象、展开草稿得到的对象）',
    en: 'values the recipe returns (the draft, a part of it, a new object, a spread of the draft)',
    test: (_b, _st, _recipe, returned) => returned !== undefined,
  },
  {
    id: 'auto-freeze',
    zh: '开启自动冻结（limu 的 autoFreeze、mutative 的 enableAutoFreeze）',
    en: "auto-freeze on (limu's autoFreeze, mutative's enableAutoFreeze)",
    test: (_b, _st, recipe) => recipe.autoFreeze === true,
  },
  {
    id: 'other-entry-points',
    zh: 'immut 与 readOnly（只读视图，仅 limu）',
    en: 'immut and readOnly (read-only views, limu only)',
    test: (_b, _st, recipe) => recipe.view !== undefined,
  },
];

/** The coverage of the fixed-seed run: the same recipes `check` runs (same arbitrary, seed and count). */
export function measureCoverage(settings: Settings): CoverageData {
  const counts = new Map<string, number>(FEATURES.filter((f) => f.test).map((f) => [f.id, 0]));
  fc.check(
    fc.property(recipeArb(settings.maxOps), (recipe: Recipe) => {
      const base = buildBase(recipe.base);
      // The statements as immer and mutative run them (a limu view runs the same ops on the base as it was).
      const {statements, returned} = concrete(recipeFor('immer', recipe));
      for (const f of FEATURES)
        if (f.test?.(base, statements, recipe, returned)) counts.set(f.id, counts.get(f.id)! + 1);
      return true;
    }),
    {seed: settings.seed, numRuns: settings.runs},
  );
  return {features: FEATURES.map((f) => ({id: f.id, zh: f.zh, en: f.en, recipes: counts.get(f.id) ?? null}))};
}
