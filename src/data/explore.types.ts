// The shape of src/data/explore.json, written by `npm run explore` (oracles/explore), read by the
// behaviour page's summary (src/components/BehaviourMatrix/Explore.tsx), the pitfalls page's generated
// sections and tests/explore/explore.test.ts. The oracles import these types; nothing here imports them.
import type {LibName} from './behaviour.types';

/** A text in both languages. */
export interface Words {
  zh: string;
  en: string;
}

/** A class's words on the pitfalls page: its heading and its rule sentence. */
export interface ClassText {
  title: string;
  rule: string;
}

/** What to write instead of a recipe limu gets wrong: the words and a sample that keeps the data. */
export interface Instead extends Words {
  code: string;
}

/** The generated base of a recipe; each field is one part of the state. */
export interface BaseSpec {
  /** An array of objects: `{n}` per element. */
  list?: number[];
  /** An array of numbers. */
  nums?: number[];
  /** A plain object with a number and a nested object. */
  obj?: {a: number; inner: number};
  /** A Map from string keys to `{n}` objects. */
  map?: number[];
  /** A Set of numbers. */
  set?: number[];
  /** A Set of objects: `{n}` per item. */
  items?: number[];
  /** A Date: `new Date(when)`. */
  when?: number;
  /** An array of arrays of numbers. */
  grid?: number[][];
  /** A class instance: `new Point(point)` (oracles/explore/model.ts POINT_CLASS). */
  point?: number;
  /** An object with a Symbol key and a non-enumerable property: `n`, `[tag]` and `hidden` hold the number. */
  tagged?: number;
  /** A null-prototype object (`Object.create(null)`): `n` and `inner.n` hold the number. */
  bare?: number;
  /** A Map holding a Map and a Set: `new Map([['m', new Map([['a', nest]])], ['s', new Set([nest])]])`. */
  nest?: number;
  /** `ref` is the same object as `list[ref % list.length]` (a shared reference). */
  ref?: number;
  /** A Map with keys of every kind (`BASE_KEYS[i]` holds the number at `i`) and primitive values. */
  keyed?: number[];
  /** The base is frozen: every plain object and array in it (oracles/explore/model.ts freezeDeep). */
  frozen?: true;
}

/** One operation of a recipe: its kind (oracles/explore/model.ts OP_KINDS) and three small numbers. */
export type Op<Kind extends string = string> = [kind: Kind, a: number, b: number, c: number];

export type DiffKind =
  | 'throws'
  | 'unreadable'
  | 'value'
  | 'own-props'
  | 'prototype'
  | 'sharing'
  | 'frozen'
  | 'result-not-frozen'
  | 'base-changed'
  | 'base-frozen'
  | 'snapshot';

/** Where a library's outcome first differs from plain JavaScript's. */
export interface Difference {
  kind: DiffKind;
  /** Where: `result.list[1].n`, `c1`, `base.map`. */
  path: string;
  /** The paths of a sharing difference: the group of paths one side has and the other lacks. */
  group?: string[];
  /** What plain JavaScript has there, and what the library has. */
  expected: string;
  got: string;
}

export interface Settings {
  seed: number;
  /** Recipes per library. */
  runs: number;
  /** Most ops in one recipe. */
  maxOps: number;
}

export interface CoverageData {
  /** Per kind: recipes of the fixed-seed run that contain it; null when the generator cannot produce it. */
  features: {id: string; zh: string; en: string; recipes: number | null}[];
}

export interface ExploreClassData {
  id: string;
  lib: LibName;
  zh: ClassText;
  en: ClassText;
  /** The pitfalls section that covered this class before the exploration. */
  knownAs?: string;
  rows?: string[];
  recipe: {base: BaseSpec; ops: Op[]; entry?: 'createDraft'; returns?: number; view?: 'immut' | 'readOnly'};
  base: string;
  statements: string[];
  difference: Difference;
  /** limu classes: the sample the pitfalls page shows and the test runs. */
  sample?: string;
  /** limu classes: what to write instead, with a sample that keeps the data. */
  instead?: Instead;
}

export interface ExploreData {
  versions: Record<string, string>;
  settings: Settings;
  ops: string[];
  /** Recipes run per library by the fixed-seed exploration, shrinking included. */
  recipes: Record<string, number>;
  classes: ExploreClassData[];
  /** What the fixed-seed run covers of readers' data. */
  coverage: CoverageData;
  longRun?: {
    seed: number;
    runs: number;
    recipes: Record<string, number>;
    classes: Record<string, string[]>;
    seconds: number;
    date: string;
  };
}

/** The part of explore.json the behaviour page's summary reads. */
export interface ExploreSummaryData {
  versions: Record<string, string>;
  settings: Settings;
  ops: string[];
  recipes: Record<string, number>;
  classes: {id: string; lib: string; zh: {title: string}; en: {title: string}; base: string; statements: string[]}[];
  longRun?: ExploreData['longRun'];
  coverage: CoverageData;
}
