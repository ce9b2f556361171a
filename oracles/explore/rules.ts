/**
 * The rules, as predicates (issue 48). Each rule a page states about a library is a condition on the
 * recipe (`when`: clauses that must all hold, each one a phrase of the page's sentence) and the effect
 * it promises on the result (`effect`). For every generated recipe the exploration checks both ways:
 * sound (whenever a rule's condition holds, its effect is there) and complete (every difference the
 * oracle reports is explained by a rule whose condition holds). A failure of either is labelled
 * (`unsound:<rule>`, or the rule that would explain the difference, or `new:<kind>@<part>`).
 */
import {buildBase, recipeFor, type Recipe} from './model';
import {
  compile,
  copyWithOrigins,
  everyDiff,
  judgeAll,
  loadLibs,
  pathsOf,
  runLib,
  unreadablePaths,
  type Difference,
  type Judgement,
  type Lib,
  type LibName,
} from './oracle';
import type {ClassText, Words} from '../../src/data/explore.types';
import {LIB_NAMES} from '../libraries';

export type {ClassText, Words};

/** One clause of a rule's condition: its words on the page and its test on a recipe. */
export interface Clause extends Words {
  test(t: Trace, part: string): boolean;
  /** The clause picks what the effect speaks about (without it the effect has nothing to check). */
  defines?: true;
  /**
   * A recipe rarer than the fixed-seed run reaches (found by a longer run) on which the rule without
   * this clause is unsound: the test shows the clause needed on it.
   */
  witness?: Recipe;
}

export interface Rule {
  id: string;
  libs: LibName[];
  /** The top-level parts of the state the rule speaks about (`list`, `map`…). */
  parts: string[];
  title: Words;
  /** The condition: every clause holds. Its sentence on the page contains each clause's words. */
  when: Clause[];
  /** The promised effect, in words and as a test on the outcome. */
  effect: Words & {holds(t: Trace, part: string): boolean; can?: boolean};
  /** Whether a difference is one this rule's effect accounts for. */
  explains(d: Difference, t: Trace, part: string): boolean;
  /** A section of the pitfalls page that covered this class before the exploration. */
  knownAs?: string;
  /**
   * A recipe rarer than the fixed-seed run reaches (found by a longer run) that only this rule
   * explains: the test shows every rule sound and complete on it, and this rule needed.
   */
  found?: Recipe;
  /** Where this rule holds, no other rule's effect is promised (its sentence says so). */
  overrides?: true;
  /** Rows of the behaviour matrix that show this class. */
  rows?: string[];
  /** The rule speaks about limu's read-only views too (immut, readOnly); no other rule applies to a view. */
  views?: true;
}

/** One recipe run: its statements, both outcomes, every difference, and what the recipe did. */
export class Trace {
  readonly statements: string[];
  private readCache = new Map<string, Read[]>();
  constructor(
    readonly lib: LibName,
    readonly recipe: Recipe,
    readonly judgement: Judgement,
  ) {
    this.statements = judgement.concrete.statements;
  }

  get differences(): Difference[] {
    return this.judgement.differences;
  }

  /** Statements that match `re`. */
  has(re: RegExp): boolean {
    return this.statements.some((s) => re.test(s));
  }

  /**
   * The object elements the recipe read through the draft of array `part` (by index, by a method
   * that reads them, or by a swap), each with the index it was first read at; `current` and
   * `original` do not count. Found by running the recipe on a plain copy whose array is watched.
   */
  reads(part: string): Read[] {
    const known = this.readCache.get(part);
    if (known) return known;
    const {copy} = copyWithOrigins(buildBase(this.recipe.base));
    const target = copy[part];
    const reads: Read[] = [];
    if (Array.isArray(target)) {
      let quiet = false;
      const watched = new Proxy(target, {
        get(t, k, r) {
          const v = Reflect.get(t, k, r) as unknown;
          if (!quiet && typeof k === 'string' && /^\d+$/.test(k) && typeof v === 'object' && v !== null) {
            if (!reads.some((x) => x.value === v)) reads.push({index: Number(k), value: v, shared: v === copy.ref});
          }
          return v;
        },
      });
      const draft = new Proxy(copy, {get: (t, k, r) => (k === part ? watched : Reflect.get(t, k, r))});
      const snap = (x: unknown) => {
        quiet = true;
        try {
          return copyWithOrigins(x).copy;
        } finally {
          quiet = false;
        }
      };
      compile(this.statements, [])(draft, snap, (x) => x);
    }
    this.readCache.set(part, reads);
    return reads;
  }

  /** The plain state of `part` after the first `n` statements (a fresh run). */
  plainAfter(n: number, part: string): unknown {
    const {copy} = copyWithOrigins(buildBase(this.recipe.base));
    compile(this.statements.slice(0, n), [])(
      copy,
      (x) => copyWithOrigins(x).copy,
      (x) => x,
    );
    return structuredClone(copy[part]);
  }

  /** Whether the recipe assigns or deletes a property of the object that `list` and `ref` share. */
  /**
   * Which paths the recipe changed the object that `list` and `ref` share through: a write that
   * changes a value or a delete, by a statement that reaches it through `draft.ref` or another path.
   * A write of the value already there is no change; with `undefinedToMissingIsNoChange`, neither is
   * undefined written to a key the object lacks (limu ignores it, see its rule).
   */
  sharedChanges(undefinedToMissingIsNoChange: boolean): {ref: boolean; other: boolean} {
    const out = {ref: false, other: false};
    const {copy} = copyWithOrigins(buildBase(this.recipe.base));
    if (!Array.isArray(copy.list) || copy.ref === undefined) return out;
    let changed = false;
    const watched = new Proxy(copy.ref as object, {
      set: (o, k, v) => {
        const has = Object.prototype.hasOwnProperty.call(o, k);
        if (
          !(has && Object.is((o as Record<string | symbol, unknown>)[k], v)) &&
          !(undefinedToMissingIsNoChange && !has && v === undefined)
        )
          changed = true;
        return Reflect.set(o, k, v);
      },
      deleteProperty: (o, k) => {
        if (Object.prototype.hasOwnProperty.call(o, k)) changed = true;
        return Reflect.deleteProperty(o, k);
      },
    });
    copy.list = copy.list.map((x: unknown) => (x === copy.ref ? watched : x));
    copy.ref = watched;
    for (const statement of this.statements) {
      changed = false;
      compile([statement], [])(
        copy,
        (x) => copyWithOrigins(x).copy,
        (x) => x,
      );
      if (changed) out[/^(delete )?draft\.ref\b/.test(statement) ? 'ref' : 'other'] = true;
    }
    return out;
  }

  private mapCache = new Map<string, MapTrace>();

  /**
   * What the recipe did to Map `part` once get or forEach first handed out an object value: the keys
   * the Map had at that moment, the object values handed out under those keys (as plain JavaScript has
   * them at the end), and those keys whose entry a later delete, clear or set removed or replaced.
   */
  mapTrace(part: string): MapTrace {
    const known = this.mapCache.get(part);
    if (known) return known;
    const out: MapTrace = {keys: new Set(), reads: new Map(), removed: new Set()};
    this.mapCache.set(part, out);
    const {copy} = copyWithOrigins(buildBase(this.recipe.base));
    const map = copy[part];
    if (!(map instanceof Map)) return out;
    let started = false;
    const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;
    const handOut = (k: unknown, v: unknown) => {
      if (!isObject(v)) return;
      if (!started) {
        started = true;
        out.keys = new Set([...map].filter(([, x]) => isObject(x)).map(([key]) => key));
      }
      if (out.keys.has(k) && !out.reads.has(k) && !out.removed.has(k)) out.reads.set(k, v);
    };
    const get = map.get.bind(map);
    const del = map.delete.bind(map);
    const clear = map.clear.bind(map);
    const set = map.set.bind(map);
    const forEach = map.forEach.bind(map);
    map.get = (k: unknown) => {
      const v = get(k) as unknown;
      handOut(k, v);
      return v;
    };
    map.forEach = (fn: (v: unknown, k: unknown, m: Map<unknown, unknown>) => void) =>
      forEach((v: unknown, k: unknown) => {
        handOut(k, v);
        fn(v, k, map);
      });
    map.delete = (k: unknown) => {
      if (started && map.has(k) && out.keys.has(k)) out.removed.add(k);
      return del(k);
    };
    map.clear = () => {
      if (started) for (const k of map.keys()) if (out.keys.has(k)) out.removed.add(k);
      clear();
    };
    map.set = (k: unknown, v: unknown) => {
      const old = get(k) as unknown;
      if (started && isObject(old) && old !== v && out.keys.has(k)) out.removed.add(k);
      return set(k, v);
    };
    compile(this.statements, [])(
      copy,
      (x) => copyWithOrigins(x).copy,
      (x) => x,
    );
    return out;
  }

  /**
   * The statements that change an item of the base's Set `part` that they got by for…of, values() or a
   * spread (not forEach): the item is one of the base (a draft in the library), as plain JavaScript has it then.
   */
  iteratedBaseItemEdits(part: string): number[] {
    const forOf = new RegExp(`^for \\(const item of ${esc(part)}\\) item\\.`);
    const spread = new RegExp(`^(\\[\\.\\.\\.${esc(part)}(?:\\.values\\(\\))?\\]\\[\\d+\\])\\.\\w+ = `);
    return this.statements.flatMap((statement, i) => {
      const m = spread.exec(statement);
      if (m) return this.plainAt(i, m[1]).fromBase ? [i] : [];
      if (!forOf.test(statement)) return [];
      const {copy, origin} = copyWithOrigins(buildBase(this.recipe.base));
      compile(this.statements.slice(0, i), [])(
        copy,
        (x) => copyWithOrigins(x).copy,
        (x) => x,
      );
      const set = copy[part] as Set<object>;
      return [...set].some((x) => origin.has(x)) ? [i] : [];
    });
  }

  /**
   * The items Set `part` holds when the recipe first calls forEach on it while it holds an item, as
   * plain JavaScript has those objects at the end of the recipe (empty when there is no such call).
   */
  itemsAtFirstForEach(part: string): object[] {
    return this.firstForEach(part).held;
  }

  /**
   * The first statement that calls forEach on Set `part` while it holds an item (-1 if none), and the
   * items it holds then, as plain JavaScript has those objects at the end of the recipe.
   */
  firstForEach(part: string): {at: number; held: object[]} {
    const {copy} = copyWithOrigins(buildBase(this.recipe.base));
    const forEach = new RegExp(`^${esc(part)}\\.forEach\\(`);
    let held: object[] = [];
    let at = -1;
    for (const [i, statement] of this.statements.entries()) {
      const set = copy[part] as Set<object> | undefined;
      if (!held.length && forEach.test(statement) && set instanceof Set) {
        held = [...set];
        if (held.length) at = i;
      }
      compile([statement], [])(
        copy,
        (x) => copyWithOrigins(x).copy,
        (x) => x,
      );
    }
    return {at, held};
  }

  /**
   * The statements after the first forEach on Set `part` (firstForEach) that change an item they got
   * by for…of or a spread: limu then hands out the objects themselves, not drafts (values() hands out drafts).
   */
  iteratedEditsAfterForEach(part: string): number[] {
    const {at} = this.firstForEach(part);
    if (at < 0) return [];
    const edit = new RegExp(
      `^(for \\(const item of ${esc(part)}\\) item\\.|\\[\\.\\.\\.${esc(part)}\\]\\[\\d+\\]\\.\\w+ = )`,
    );
    return this.where(edit).filter((i) => i > at);
  }

  /**
   * The statements that really change a property of the base's class instance `part` through the draft
   * (a write of a new value or a new key; the value already there, or undefined to a missing key, is none).
   */
  instanceChanges(part: string): number[] {
    const ignored = this.undefinedToMissing();
    return this.where(new RegExp(`^${esc(part)}\\.\\w+ = `)).filter((i) => !ignored.has(i) && this.changes(i));
  }

  /**
   * The statements that change object `part` or an object inside it in plain JavaScript: a value, a
   * key added or deleted (Symbol keys and non-enumerable properties included); the value already there is no change.
   */
  shapeChanges(part: string): number[] {
    const {copy} = copyWithOrigins(buildBase(this.recipe.base));
    const out: number[] = [];
    let before = describe(copy[part]);
    this.statements.forEach((statement, i) => {
      compile([statement], [])(
        copy,
        (x) => copyWithOrigins(x).copy,
        (x) => x,
      );
      const after = describe(copy[part]);
      if (after !== before) out.push(i);
      before = after;
    });
    return out;
  }

  /** Whether the recipe calls current or original on an object that is not from the base. */
  snapshotOfNew(): boolean {
    const {copy, origin} = copyWithOrigins(buildBase(this.recipe.base));
    let found = false;
    const check = (x: unknown) => {
      if (typeof x === 'object' && x !== null && !origin.has(x)) found = true;
      return x;
    };
    compile(this.statements, [])(copy, check, check);
    return found;
  }

  /**
   * The statements that write undefined to a key their object lacks (plain JavaScript adds the key;
   * limu ignores the write), by index, with the key.
   */
  undefinedToMissing(): Map<number, string> {
    const out = new Map<number, string>();
    this.statements.forEach((statement, i) => {
      const m = /^(.+)\.(\w+) = undefined;$/.exec(statement);
      if (!m) return;
      const {value: target, fromBase} = this.plainAt(i, m[1]);
      // An object the recipe put in a Map with set stays a plain object there: the write lands.
      const newInMap = !fromBase && m[1].includes('.get(');
      if (
        typeof target === 'object' &&
        target !== null &&
        !newInMap &&
        !Object.prototype.hasOwnProperty.call(target, m[2])
      )
        out.set(i, m[2]);
    });
    return out;
  }

  /** The value of `expr` (JavaScript over `draft`) on the plain copy after the first `n` statements. */
  plainValueAt(n: number, expr: string): unknown {
    return this.plainAt(n, expr).value;
  }

  /** As plainValueAt, and whether the value is an object of the base (a draft in the library). */
  plainAt(n: number, expr: string): {value: unknown; fromBase: boolean} {
    const {copy, origin} = copyWithOrigins(buildBase(this.recipe.base));
    const body = [...this.statements.slice(0, n), `return ${expr};`];
    const value = compile(body, [])(
      copy,
      (x) => copyWithOrigins(x).copy,
      (x) => x,
    ) as unknown;
    return {value, fromBase: typeof value === 'object' && value !== null && origin.has(value)};
  }

  /**
   * Whether statement `i`, a property write or delete, changes anything in limu: a write of the value
   * already there does not, nor undefined written to a missing key, nor a delete of a missing key.
   */
  changes(i: number): boolean {
    const statement = this.statements[i];
    const del = /^delete (.+)\.(\w+);$/.exec(statement);
    const write = /^(.+)\.(\w+) = (.+);$/.exec(statement);
    const m = del ?? write;
    if (!m) return true;
    const target = this.plainValueAt(i, m[1]);
    if (typeof target !== 'object' || target === null) return true;
    const has = Object.prototype.hasOwnProperty.call(target, m[2]);
    if (del) return has;
    const value = this.plainValueAt(i, m[3]);
    if (has) return !Object.is((target as Record<string, unknown>)[m[2]], value);
    return value !== undefined;
  }

  /** The plain state of `part` after every statement but the one at index `skip` (a fresh run). */
  plainWithout(skip: number, part: string): unknown {
    const {copy} = copyWithOrigins(buildBase(this.recipe.base));
    compile(
      this.statements.filter((_, i) => i !== skip),
      [],
    )(
      copy,
      (x) => copyWithOrigins(x).copy,
      (x) => x,
    );
    return copy[part];
  }

  /** The plain `list` after every statement but those that write or delete through `draft.ref` (a fresh run). */
  plainWithoutRef(): unknown {
    const {copy} = copyWithOrigins(buildBase(this.recipe.base));
    compile(
      this.statements.filter((s) => !/^(delete )?draft\.ref\./.test(s)),
      [],
    )(
      copy,
      (x) => copyWithOrigins(x).copy,
      (x) => x,
    );
    return copy.list;
  }

  /**
   * The statement that calls set or delete on draft Map `part` with an argument that calls get on the
   * same Map, when no statement before it called get or forEach on that Map; -1 if none.
   */
  firstGetInsideSet(part: string): number {
    const first = this.statements.findIndex((s) => new RegExp(`${esc(part)}\\.(get|forEach)\\(`).test(s));
    return first >= 0 && first === this.setWithGet(part) ? first : -1;
  }

  /** The first statement that calls set or delete on draft Map `part` with an argument that calls get on it; -1 if none. */
  setWithGet(part: string): number {
    return this.statements.findIndex((s) =>
      new RegExp(`^${esc(part)}\\.(set|delete)\\(.*${esc(part)}\\.get\\(`).test(s),
    );
  }

  /**
   * The statement that last puts a draft node into a new container at `part` (`draft.copy =
   * [draft.list[0]]`, `draft.pair = { a: draft.obj }`); null when the recipe puts none there.
   */
  wrapped(part: string): {at: number} | null {
    const at = this.where(new RegExp(`^${esc(part)} = `)).pop();
    if (at === undefined) return null;
    const node = /^draft\.\w+ = (?:\[(.+)\]|\{ a: (.+) \});$/.exec(this.statements[at]);
    if (!node) return null;
    return {at};
  }

  private stateCache: Difference[] | undefined;

  /** The differences between plain JavaScript's state at the end and the library's result (a returned value aside). */
  stateDifferences(): Difference[] {
    if (!this.stateCache) {
      this.stateCache = [];
      everyDiff(this.judgement.plain.result, this.judgement.got.result, 'result', this.stateCache);
    }
    return this.stateCache;
  }

  /** Indexes of the statements that match `re`. */
  where(re: RegExp): number[] {
    return this.statements.flatMap((s, i) => (re.test(s) ? [i] : []));
  }

  /** The top-level value of the plain result and of the library's result. */
  plainPart(part: string): unknown {
    return partIn(this.judgement.plain.result, part);
  }
  gotPart(part: string): unknown {
    return partIn(this.judgement.got.result, part);
  }
}

export interface MapTrace {
  keys: Set<unknown>;
  reads: Map<unknown, object>;
  removed: Set<unknown>;
}

export interface Read {
  index: number;
  value: object;
  /** The element is also under another path of the base (`ref`). */
  shared: boolean;
}

/** The top-level part of a path: `result.list[1].n` → `list`. */
export function partOfPath(path: string): string | null {
  return /^(?:result|base)\.(\w+)/.exec(path)?.[1] ?? null;
}

const at = (d: Difference, part: string) => partOfPath(d.path) === part;
/** The parts that are Sets: `set` (of numbers) and `items` (of objects). */
const isSet = (part: string) => part === 'set' || part === 'items' || part === "nest.get('s')";
/** The part as a pattern over the statements: `draft.list`, or `draft.nest.get('m')` for a Map in a Map. */
const esc = (part: string) => `draft\\.${part.replace(/[.()]/g, '\\$&')}`;

/** The Map and the Set inside `nest`: parts of their own for the rules on a Map's or Set's own methods. */
const NESTED = ["nest.get('m')", "nest.get('s')"];

/** A top-level part of a state (`list`), or the value under a key of a Map part (`nest.get('m')`). */
function partIn(root: unknown, part: string): unknown {
  const [top, key] = /^(\w+)(?:\.get\('(\w+)'\))?$/.exec(part)!.slice(1);
  const value = (root as Record<string, unknown> | undefined)?.[top];
  if (key === undefined) return value;
  return value instanceof Map ? (value.get(key) as unknown) : undefined;
}

/** The last-read element of each index (a later read at the same index replaces an earlier one). */
function putBack(t: Trace, part: string): Map<number, object> {
  const out = new Map<number, object>();
  for (const r of t.reads(part)) out.set(r.index, r.value);
  return out;
}

/**
 * An object under two paths of the base splits when changed through one: the same rule for limu and for
 * immer and mutative, except whether writing `undefined` to a missing key counts as a change (limu
 * drops that write: `undefined-to-missing-key`).
 */
function sharedObjectSplit(id: string, libs: LibName[], undefinedToMissingIsNoChange: boolean, knownAs?: string): Rule {
  return {
    id,
    libs,
    parts: ['ref'],
    ...(knownAs === undefined ? {} : {knownAs}),
    title: {zh: '被两条路径引用的对象在修改后分离', en: 'An object under two paths splits when changed'},
    when: [
      {
        zh: '只通过两条路径中的一条，改了原始数据里挂在两条路径下的同一个对象（赋上不同的值或删除属性）',
        en: 'changes, through one of its two paths only, an object that sits under two paths of the base (assigns a different value or deletes a property)',
        test: (t) => {
          const via = t.sharedChanges(undefinedToMissingIsNoChange);
          return via.ref !== via.other;
        },
      },
      // immer and mutative make a returned value the result: the two paths are then not in it. limu ignores it.
      ...(undefinedToMissingIsNoChange
        ? []
        : [
            {
              zh: '并且没有返回草稿本身以外的值',
              en: 'and returns no value other than the draft itself',
              defines: true as const,
              test: (t: Trace) => returnsOther(t) === false,
            },
          ]),
    ],
    effect: {
      zh: '结果里两条路径指向两个不同的对象，通过一条路径做的修改不会出现在另一条路径上',
      en: 'in the result the two paths reach two different objects, and a change made through one path is missing under the other',
      holds: (t) => {
        const plain = t.judgement.plain.result as {list?: unknown[]; ref?: unknown};
        const got = t.judgement.got.result as {list?: unknown[]; ref?: unknown} | undefined;
        if (!got) return false;
        return (plain.list ?? []).every((x, i) => x !== plain.ref || got.list?.[i] !== got.ref);
      },
    },
    explains: (d, t) => {
      const plain = t.judgement.plain.result as {list?: unknown[]; ref?: unknown};
      const slot = /^result\.list\[(\d+)\]/.exec(d.path);
      const wrapped = t.judgement.plain.result as {copy?: unknown[]; pair?: {a?: unknown}};
      return (
        /^result\.ref\b/.test(d.path) ||
        // A third path: the shared object put into a new container by the recipe.
        (/^result\.copy\[0\]/.test(d.path) && wrapped.copy?.[0] === plain.ref) ||
        (/^result\.pair\.a\b/.test(d.path) && wrapped.pair?.a === plain.ref) ||
        (slot !== null && plain.list?.[Number(slot[1])] === plain.ref) ||
        (d.kind === 'sharing' && (d.group ?? []).includes('result.ref'))
      );
    },
  };
}

/** Non-enumerable properties dropped from a changed object: the same for every library, but for a returned value. */
function hiddenPropLost(id: string, libs: LibName[], returns: boolean): Rule {
  return {
    id,
    libs,
    parts: ['tagged'],
    title: {
      zh: '改过的对象会丢掉不可枚举属性',
      en: 'An object the recipe changed loses its non-enumerable properties',
    },
    when: [
      {
        zh: '通过草稿真正改动过原始数据里一个带不可枚举属性的对象（赋上不同的值或删除属性，Symbol 键也算）',
        en: 'really changes, through the draft, an object of the base that has a non-enumerable property (assigns a different value or deletes a property, Symbol keys included)',
        test: (t, p) => t.shapeChanges(p).length > 0,
      },
      // immer and mutative make a returned value the result: the object is then not in it. limu ignores it.
      ...(returns
        ? [
            {
              zh: '并且没有返回草稿本身以外的值',
              en: 'and returns no value other than the draft itself',
              defines: true as const,
              test: (t: Trace) => returnsOther(t) === false,
            },
          ]
        : []),
    ],
    effect: {
      zh: '结果里这个对象不再有不可枚举属性：recipe 没写过的消失，写过的成了普通的可枚举属性；Symbol 键和其他属性与普通 JavaScript 一致',
      en: 'in the result that object has no non-enumerable property: one the recipe did not write is gone, and one it wrote is an ordinary enumerable property; Symbol keys and the other properties are as in plain JavaScript',
      holds: (t, p) => {
        const got = t.gotPart(p);
        const plain = t.plainPart(p);
        if (typeof got !== 'object' || got === null || typeof plain !== 'object' || plain === null) return false;
        const wrote = t.has(new RegExp(`^${esc(p)}\\.hidden = `));
        const expected = Reflect.ownKeys(plain).filter((k) => ownEnumerable(plain, k) || (k === 'hidden' && wrote));
        const keys = Reflect.ownKeys(got);
        return (
          keys.length === expected.length &&
          expected.every(
            (k) =>
              ownEnumerable(got, k) &&
              Object.is((got as Record<PropertyKey, unknown>)[k], (plain as Record<PropertyKey, unknown>)[k]),
          )
        );
      },
    },
    explains: (d, _t, p) => d.kind === 'value' && at(d, p),
  };
}

/**
 * A non-enumerable property read through the draft: limu gives undefined on every read; immer and
 * mutative once the object was changed (their copy of it has no such property).
 */
function hiddenReadUndefined(id: string, libs: LibName[], afterChange: boolean): Rule {
  const lastRead = (t: Trace) => t.where(/^draft\.seen = draft\.tagged\.hidden;$/).pop();
  return {
    id,
    libs,
    parts: ['seen'],
    title: afterChange
      ? {
          zh: '对象改过之后，通过草稿读它的不可枚举属性，读到的是 undefined',
          en: 'Once the object changed, reading its non-enumerable property through the draft gives undefined',
        }
      : {
          zh: '通过草稿读不可枚举属性，读到的是 undefined',
          en: 'Reading a non-enumerable property through the draft gives undefined',
        },
    when: [
      {
        zh: '通过草稿读原始数据里某个对象的不可枚举属性，而在这之前没有给这个属性赋过值',
        en: 'reads, through the draft, a non-enumerable property of an object of the base that it has not assigned before',
        // The read whose value the result shows: the last one.
        defines: true,
        test: (t) => {
          const last = lastRead(t);
          return last !== undefined && !t.where(/^draft\.tagged\.hidden = /).some((i) => i < last);
        },
      },
      ...(afterChange
        ? [
            {
              zh: '并且在读之前真正改动过这个对象（赋上不同的值或删除属性，Symbol 键也算）',
              en: 'and really changed that object before the read (assigned a different value or deleted a property, Symbol keys included)',
              test: (t: Trace) => t.shapeChanges('tagged').some((i) => i < lastRead(t)!),
            },
          ]
        : []),
    ],
    effect: {
      zh: '读到的是 undefined 而不是属性的值，用它赋出去的值也就是 undefined',
      en: 'the read gives undefined, not the value of the property, and so does whatever is assigned from it',
      holds: (t, p) => (t.judgement.got.result as Record<string, unknown> | undefined)?.[p] === undefined,
    },
    explains: (d, _t, p) => at(d, p),
  };
}

/** A path to a property of a Set's item: `base.items item 0.n`. */
const ITEM_PROP = / item \d+\.\w+$/;

/** The statements that change an item of the base got from Set `part` by for…of, values() or a spread. */
const itemEdits = (t: Trace, part: string): number[] =>
  t.recipe.view ? viewItemEdits(t, part) : t.iteratedBaseItemEdits(part);

/**
 * The statements that really change an item of the base held by Set `part`, got through a view by
 * for…of, values() or a spread: the Set as the view shows it then is the base's, changed by the add,
 * delete and clear calls on it before (they reach the base); a write of the value already there is none.
 */
function viewItemEdits(t: Trace, part: string): number[] {
  const edit = new RegExp(
    `^(?:for \\(const item of ${esc(part)}\\) item|\\[\\.\\.\\.${esc(part)}(?:\\.values\\(\\))?\\]\\[(\\d+)\\])\\.(\\w+) = (\\d+);$`,
  );
  const calls = new RegExp(`^${esc(part)}\\.(add|delete|clear)\\(`);
  return t.statements.flatMap((statement, i) => {
    const m = edit.exec(statement);
    if (!m) return [];
    const {copy, origin} = copyWithOrigins(buildBase(t.recipe.base));
    compile(
      t.statements.slice(0, i).filter((s) => calls.test(s)),
      [],
    )(
      copy,
      (x) => copyWithOrigins(x).copy,
      (x) => x,
    );
    const items = [...((copy[part] as Set<Record<string, unknown>> | undefined) ?? [])];
    const got = m[1] === undefined ? items : items.slice(Number(m[1]), Number(m[1]) + 1);
    return got.some((x) => origin.has(x) && x[m[2]] !== Number(m[3])) ? [i] : [];
  });
}

/** The clause of a recipe run on a read-only view. */
const VIEW: Clause = {
  zh: '在只读视图上执行（immut(base)，或 createDraft 传入 readOnly: true）',
  en: 'runs on a read-only view (immut(base), or createDraft with readOnly: true)',
  test: (t) => t.recipe.view !== undefined,
};

/** The top-level part a snapshot (`o1.get('k0')`) was taken of: `const o1 = original(draft.map);` gives `map`. */
function snapshotOf(t: Trace, path: string): string | null {
  const name = /^\w+/.exec(path)?.[0];
  const statement = t.statements.find((s) => s.startsWith(`const ${name} = `));
  return statement ? (/\(draft\.(\w+)/.exec(statement)?.[1] ?? null) : null;
}

/** The clause of a recipe run with auto-freeze on. */
const AUTO_FREEZE: Clause = {
  zh: '开启了自动冻结（limu 的 autoFreeze，mutative 的 enableAutoFreeze）',
  en: "runs with auto-freeze on (limu's autoFreeze, mutative's enableAutoFreeze)",
  test: (t) => t.recipe.autoFreeze === true,
};

const FREEZES_BASE_TITLE: Words = {
  zh: '原始数据里被结果共用的部分也被冻结',
  en: 'The parts of the base the result shares are frozen too',
};

/** Expected with auto-freeze (guides/freezing), a difference without it: immer freezes by default. */
const FREEZES_BASE_EFFECT: Rule['effect'] = {
  zh: '原始数据里被结果共用的对象随结果一起被冻结，其他对象不受影响',
  en: 'the objects of the base the result shares are frozen with it; no other object of the base is',
  holds: (t) => {
    const inResult = resultObjects(t);
    return (t.judgement.got.frozeBase ?? []).every((f) => inResult.has(f.value));
  },
};

/** A base-frozen difference at an object the result holds. */
function freezesBase(d: Difference, t: Trace): boolean {
  if (d.kind !== 'base-frozen') return false;
  const inResult = resultObjects(t);
  return (t.judgement.got.frozeBase ?? []).some((f) => f.path === d.path && inResult.has(f.value));
}

/** The object at a path of the library's result (`result.list[0]`), found by the paths the oracle names. */
function objectAt(t: Trace, path: string): object | undefined {
  for (const [o, ps] of pathsOf(t.judgement.got.result)) if (ps.includes(path)) return o;
  return undefined;
}

const classInstances = (t: Trace) =>
  [...resultObjects(t)].filter((o) => {
    const proto = Object.getPrototypeOf(o) as unknown;
    return (
      proto !== null &&
      proto !== Object.prototype &&
      !Array.isArray(o) &&
      !(o instanceof Map) &&
      !(o instanceof Set) &&
      !(o instanceof Date)
    );
  });

const dates = (t: Trace): object[] => [...resultObjects(t)].filter((o) => o instanceof Date);

/** Whether limu, run on the same recipe without autoFreeze, leaves a revoked proxy in its result. */
function leavesRevokedProxy(t: Trace): boolean {
  const {autoFreeze: _, ...recipe} = t.recipe;
  const got = runLib(libs().limu, recipe, t.judgement.concrete);
  const out: Difference[] = [];
  if (got.threw === undefined) unreadablePaths(got.result, 'result', out);
  return out.length > 0;
}

/** Every object of the base as the library's run left it. */
const baseObjects = (t: Trace): Set<object> => new Set(pathsOf(t.judgement.got.base, 'base').keys());

export const RULES: Rule[] = [
  {
    id: 'map-own-methods',
    libs: ['limu'],
    // A 100,000-recipe run: an item got by values() after a forEach that changed nothing, then changed.
    found: {
      base: {items: [0]},
      ops: [
        ['setForEach', 0, 0, 4],
        ['setForEach', 0, 0, 2],
      ],
    },
    parts: ['map', 'set', 'keyed', 'items', 'nest', ...NESTED],
    rows: [
      'map-get-edit',
      'map-get-then-set-new',
      'map-foreach-edit',
      'map-nested-map',
      'set-foreach-edit',
      'set-nested-in-map',
      'map-get-then-delete',
      'map-get-then-set',
      'map-read-get-then-delete',
    ],
    title: {
      zh: 'Map 和 Set 结果带上可枚举的自有方法',
      en: 'Map and Set results carry enumerable own methods',
    },
    when: [
      {
        zh: '对草稿 Map 调用过 get 或 forEach（对草稿 Set 调用过 forEach）',
        en: 'calls get or forEach on a draft Map (forEach on a draft Set)',
        test: (t, p) => t.has(new RegExp(`${esc(p)}\\.${isSet(p) ? 'forEach' : '(get|forEach)'}\\(`)),
      },
      {
        zh: '又对它调用过 set、delete 或 clear（Set 上是 add、delete 或 clear，哪怕没有改动任何条目），或对用 get 从它取出的 Map 或 Set 调用过这些方法（同样不论是否改动），或真正改动过用 get 取出的值（赋上原值、给不存在的键写 undefined 都不算），或在 forEach 的回调里改过对象 Set 的元素，或在 forEach 之后真正改动过用 values() 取出的元素',
        en: 'and also calls set, delete or clear on it (add, delete or clear on a Set, even one that changes nothing), or calls one of those on a Map or Set it got from it with get (changing something or not), or really changes a value it got with get (writing the value already there, or undefined to a missing key, does not count), or changes an item of a Set of objects inside forEach, or really changes one got by values() after forEach',
        test: (t, p) => {
          const ignored = t.undefinedToMissing();
          const change = new RegExp(`^(delete )?${esc(p)}\\.get\\([^)]*\\)\\.\\w+( = |;)`);
          return (
            t.has(new RegExp(`${esc(p)}\\.(${isSet(p) ? 'add' : 'set'}|delete|clear)\\(`)) ||
            t.has(new RegExp(`^${esc(p)}\\.get\\([^)]*\\)\\.(set|add|delete|clear)\\(`)) ||
            t.statements.some((st, i) => change.test(st) && !ignored.has(i) && t.changes(i)) ||
            t
              .where(new RegExp(`^${esc(p)}\\.forEach\\(\\(item\\) => \\{ item\\.`))
              .some((i) => (t.plainValueAt(i, `draft.${p}.size`) as number) > 0) ||
            t
              .where(new RegExp(`^\\[\\.\\.\\.${esc(p)}\\.values\\(\\)\\]\\[\\d+\\]\\.\\w+ = `))
              .some((i) => t.firstForEach(p).at >= 0 && i > t.firstForEach(p).at && t.changes(i))
          );
        },
      },
    ],
    effect: {
      zh: '结果中的这个 Map 多出可枚举的自有属性 get、set、delete、clear（Set 多出 add、delete、clear），Object.keys、展开和按自有属性比较的工具都能看到它们',
      en: 'that Map in the result has the enumerable own properties get, set, delete and clear (a Set: add, delete and clear), which Object.keys, spreading and any comparison by own properties see',
      holds: (t, p) => {
        const m = t.gotPart(p);
        const keys = m instanceof Map ? ['get', 'set', 'delete', 'clear'] : ['add', 'delete', 'clear'];
        return (m instanceof Map || m instanceof Set) && keys.every((k) => Object.keys(m).includes(k));
      },
    },
    explains: (d, _t, p) => d.kind === 'own-props' && d.path === `result.${p}`,
  },
  {
    id: 'array-element-put-back',
    libs: ['limu'],
    parts: ['list', 'grid'],
    knownAs: 'array-object-order',
    title: {
      zh: '读过的对象元素会被放回原来的下标',
      en: 'An object element the recipe read is put back at its old index',
    },
    when: [
      {
        zh: '通过草稿读过对象数组（元素是数组也算）里的一个元素（取出它、改它的属性或内容，或者 pop、reverse、交换元素这类会读到它的操作）',
        en: 'reads an element of an array of objects (or of arrays) through the draft (takes it, changes a property or the content of it, or calls pop, reverse or a swap, which read it)',
        test: (t, p) => t.reads(p).length > 0,
      },
      {
        zh: '并且没有对这个数组调用 splice、sort、unshift 或 shift',
        en: 'and calls none of splice, sort, unshift or shift on that array',
        test: (t, p) => !t.has(new RegExp(`${esc(p)}\\.(splice|sort|unshift|shift)\\(`)),
      },
      {
        zh: '并且对这个数组的第一个改动不是给 length 或某一项赋上它当前的值（那是下面另一条规则）',
        en: 'and the first change to that array is not an assignment of the value its length or element already has (another rule below)',
        test: (t, p) => !sameValueFirst(t, p),
        witness: {
          base: {list: [2, 3]},
          ops: [
            ['length', 0, 2, 0],
            ['index', 0, 0, 8],
            ['writeUndefined', 0, 1, 0],
          ],
        },
      },
    ],
    effect: {
      zh: '结束时 limu 把这个元素（连同对它的修改）放回第一次读到它时的下标，之后的 pop、push、reverse、交换、length 截断、下标赋值或 fill 在这个位置上都不算数，下标超出新长度时数组被拉长，中间留下空位',
      en: 'at the end limu puts that element (with its changes) back at the index where it was first read: a later pop, push, reverse, swap, length cut, index assignment or fill does not count at that index, and an index past the new length makes the array longer again, with holes in between',
      holds: (t, p) => {
        const got = t.gotPart(p);
        if (!Array.isArray(got)) return false;
        for (const [i, value] of putBack(t, p)) {
          if (!(i in got)) return false;
          if (!sameButIgnored(value, got[i])) return false;
        }
        return true;
      },
    },
    explains: (d, t, p) => {
      if (!at(d, p)) return false;
      const slots = putBack(t, p);
      const index = new RegExp(`^result\\.${p}\\[(\\d+)\\]`).exec(d.path);
      if (index) return slots.has(Number(index[1])) || (d.kind === 'value' && d.expected === 'no element');
      if (d.path === `result.${p}` && d.kind === 'value') return true;
      if (d.kind === 'sharing') return (d.group ?? []).some((g) => slots.has(Number(/\[(\d+)\]/.exec(g)?.[1] ?? -1)));
      return false;
    },
  },
  sharedObjectSplit('shared-object-split', ['limu'], true, 'shared-object-split'),
  sharedObjectSplit('shared-object-split-copy', ['immer', 'mutative'], false),
  {
    id: 'shared-object-split-returned',
    libs: ['mutative'],
    parts: ['result'],
    // A 25,000-recipe run (seed 38).
    found: {base: {list: [0], ref: 0}, ops: [['addProp', 4, 0, 0]], returns: 1},
    title: {
      zh: '返回挂着共享对象的数组，通过另一条路径做的修改不在其中',
      en: 'A returned array misses the changes made to its shared object through the other path',
    },
    when: [
      {
        zh: '只通过数组以外的那条路径，改了原始数据里同时挂在数组和另一条路径下的对象（赋上不同的值或删除属性）',
        en: 'changes, only through the path outside the array, an object of the base that sits both in an array and under another path (assigns a different value or deletes a property)',
        // The changes the effect speaks of: without them it would promise nothing.
        defines: true,
        test: (t) => {
          const via = t.sharedChanges(false);
          return via.ref && !via.other;
        },
      },
      {
        zh: '并且返回这个数组（草稿的一部分）',
        en: 'and returns that array (a part of the draft)',
        defines: true,
        test: (t) => t.judgement.concrete.returned === 'draft.list',
      },
    ],
    effect: {
      zh: '结果就是这个数组，但其中那个对象没有通过另一条路径做的修改（对数组本身的改动都在）',
      en: 'the result is that array, but the object in it lacks the changes made through the other path (the changes to the array itself are there)',
      holds: (t) => {
        if (t.judgement.got.threw !== undefined || !Array.isArray(t.judgement.got.result)) return false;
        const diffs: Difference[] = [];
        everyDiff(t.plainWithoutRef(), t.judgement.got.result, 'x', diffs);
        return diffs.length === 0;
      },
    },
    explains: (d) => d.path === 'result' || /^result\[\d+\]/.test(d.path),
  },
  {
    id: 'map-alias-lost',
    libs: ['limu'],
    parts: ['map'],
    title: {
      zh: '把 Map 的一个值再存到另一个键下，这个键在结果里不对',
      en: 'Storing a Map value under a second key leaves that key wrong in the result',
    },
    when: [
      {
        zh: '用 map.set(键2, map.get(键1)) 把一个对象值再存到另一个键下',
        en: 'stores an object value under a second key with map.set(key2, map.get(key1))',
        test: (t, p) => t.has(new RegExp(`${esc(p)}\\.set\\(('\\w+'), ${esc(p)}\\.get\\((?!\\1\\))`)),
      },
    ],
    effect: {
      zh: '结果里键2 的条目可能缺失、仍是旧值，或是一读就抛错的已撤销代理；之后放进新数组或新对象的草稿节点，在结果里也可能是 undefined 或已撤销的代理',
      en: 'in the result the entry of key2 can be missing, still hold its old value, or be a revoked proxy that throws when read; a draft node put into a new array or object afterwards can be undefined or a revoked proxy there too',
      can: true,
      holds: () => true,
    },
    explains: (d, _t, p) => at(d, p) || at(d, 'copy') || at(d, 'pair') || d.kind === 'throws' || d.kind === 'snapshot',
  },
  {
    id: 'map-set-with-first-get',
    libs: ['limu'],
    parts: ['map', 'keyed'],
    title: {
      zh: '在 set 或 delete 的参数里第一次调用 get，这次 set 或 delete 不算数',
      en: "A set or delete whose argument makes the Map's first get call does not count",
    },
    when: [
      {
        zh: '对草稿 Map 调用 set 或 delete 时，参数里调用了同一个 Map 的 get（比如 map.set(键, map.get(键) + 1)）',
        en: 'calls set or delete on a draft Map with an argument that calls get on the same Map (map.set(key, map.get(key) + 1), say)',
        defines: true,
        test: (t, p) => t.setWithGet(p) >= 0,
      },
      {
        zh: '并且这是 recipe 第一次对这个 Map 调用 get 或 forEach',
        en: 'and that is the first get or forEach call on that Map in the recipe',
        test: (t, p) => t.firstGetInsideSet(p) >= 0,
      },
      {
        zh: '并且这个 Map 的值都是原始值（值为对象时另有规则）',
        en: 'and the values of that Map are all primitives (object values follow other rules)',
        test: (t, p) => {
          const base = buildBase(t.recipe.base)[p];
          const object = (v: unknown) => typeof v === 'object' && v !== null;
          return (
            base instanceof Map &&
            ![...base.values()].some(object) &&
            !t.has(new RegExp(`${esc(p)}\\.set\\([^,]+, \\{`))
          );
        },
      },
    ],
    effect: {
      zh: '这次 set 或 delete 不算数：结果里这个 Map 的条目，和 recipe 删掉这一句时得到的相同',
      en: 'that set or delete does not count: the entries of that Map in the result are those the recipe gives without that statement',
      holds: (t, p) => {
        const got = t.gotPart(p);
        const plain = t.plainWithout(t.setWithGet(p), p);
        if (!(got instanceof Map) || !(plain instanceof Map)) return false;
        const diffs: Difference[] = [];
        everyDiff(new Map(plain), new Map(got), 'x', diffs);
        return diffs.length === 0;
      },
    },
    explains: (d, _t, p) => at(d, p) && d.kind !== 'own-props',
  },
  {
    id: 'sort-primitives-lost',
    libs: ['limu'],
    parts: ['nums'],
    title: {
      zh: '第一个元素不动的 sort 和它之后的下标赋值丢失',
      en: 'A sort that leaves the first element in place is lost, and so are index assignments after it',
    },
    when: [
      {
        zh: '对原始值数组的第一个改动是一次 sort，它改变了顺序，但第一个元素留在原位',
        en: 'makes, as its first change to an array of primitives, a sort that changes the order but leaves the first element in place',
        test: (t, p) => {
          const first = firstChange(t, p);
          if (first < 0 || !new RegExp(`${esc(p)}\\.sort\\(`).test(t.statements[first])) return false;
          const before = t.plainAfter(first, p) as unknown[];
          const after = t.plainAfter(first + 1, p) as unknown[];
          return Object.is(before[0], after[0]) && before.some((x, i) => !Object.is(x, after[i]));
        },
      },
      {
        zh: '排序之后对这个数组只有下标赋值（没有调用方法，也没有给 length 赋值）',
        en: 'and after the sort the array gets nothing but index assignments (no method call, no length assignment)',
        test: (t, p) => {
          const first = firstChange(t, p);
          return !t.statements
            .slice(first + 1)
            .some((st) => new RegExp(`${esc(p)}\\.\\w+\\(|${esc(p)}\\.length = `).test(st));
        },
      },
    ],
    effect: {
      zh: '结果里这个数组还是排序前的样子：排序和之后的每一次下标赋值都丢失',
      en: 'the array in the result is as it was before the sort: the sort and every index assignment after it are lost',
      holds: (t, p) => {
        const got = t.gotPart(p);
        const before = t.plainAfter(firstChange(t, p), p);
        const diffs: Difference[] = [];
        everyDiff(before, got, 'x', diffs);
        return diffs.length === 0;
      },
    },
    explains: (d, _t, p) => at(d, p),
  },
  {
    id: 'same-value-then-index-lost',
    libs: ['limu'],
    parts: ['nums', 'list', 'grid'],
    title: {
      zh: '给数组的某一项或 length 赋上原值后，下标赋值丢失',
      en: 'After writing an element or length its current value, index assignments are lost',
    },
    when: [
      {
        zh: '对数组的第一个改动是给 length 或某一项赋上它当前的值，或是一次让第一个元素留在原位、但不属于上一条规则的 sort',
        en: 'makes, as its first change to an array, an assignment of the value its length or one of its elements already has, or a sort that leaves the first element in place but is not the case of the rule above',
        test: (t, p) => {
          const first = firstChange(t, p);
          if (first < 0) return false;
          const before = t.plainAfter(first, p) as unknown[];
          const after = t.plainAfter(first + 1, p) as unknown[];
          if (new RegExp(`${esc(p)}\\.sort\\(`).test(t.statements[first])) {
            const sortRule = RULES.find((r) => r.id === 'sort-primitives-lost')!;
            return Object.is(before[0], after[0]) && !sortRule.when.every((c) => c.test(t, p));
          }
          return sameValueFirst(t, p);
        },
      },
    ],
    effect: {
      zh: '之后对它的下标赋值（arr[i] = x）可能不会进入结果',
      en: 'later index assignments (arr[i] = x) to it can be missing from the result',
      can: true,
      holds: () => true,
    },
    explains: (d, _t, p) => at(d, p),
  },
  {
    id: 'array-alias',
    libs: ['limu'],
    parts: ['list', 'grid'],
    title: {zh: '同一个对象或数组占了数组的两个位置', en: 'One object or array in two slots of an array'},
    when: [
      {
        zh: '用 list[i] = list[j]、fill(一个对象) 或 copyWithin 让同一个对象（或数组）出现在数组的两个位置',
        en: 'puts one object (or array) in two slots of an array with list[i] = list[j], fill(oneObject) or copyWithin',
        test: (t, p) => t.has(new RegExp(`^\\[?${esc(p)}\\[\\d+\\] = ${esc(p)}\\[|${esc(p)}\\.(fill|copyWithin)\\(`)),
      },
    ],
    effect: {
      zh: '结果里这两个位置可能是两个不同的对象，或其中一个是一读就抛错的已撤销代理',
      en: 'in the result the two slots can hold two different objects, or one of them a revoked proxy that throws when read',
      can: true,
      holds: () => true,
    },
    explains: (d, _t, p) => at(d, p),
  },

  {
    id: 'shared-object-moved',
    libs: ['immer', 'mutative'],
    parts: ['ref', 'list'],
    title: {
      zh: '数组里挂着一个同时在别处引用的对象，再改动这个数组',
      en: 'An array holds an object that is also under another path, and the recipe changes the array',
    },
    when: [
      {
        zh: '处理的对象数组里有一个元素同时挂在原始数据的另一条路径下',
        en: 'works on an array of objects one element of which also sits under another path of the base',
        test: (t) => sharedBase(t),
      },
      {
        zh: '并且移动或覆盖了这个数组里的元素，或者通过两条路径都碰过这个对象',
        en: 'and moves or overwrites elements of that array, or touches that object through both paths',
        test: (t) => t.has(MOVES) || bothPaths(t),
      },
    ],
    effect: {
      zh: '两条路径在结果里可能分成两个对象，通过一条路径的修改可能不出现在另一条路径上，对这个数组的移动（pop、交换等）可能丢失',
      en: 'the two paths can come back as two objects, a change made through one can be missing under the other, and moves in that array (pop, a swap…) can be lost',
      can: true,
      holds: () => true,
    },
    explains: (d, _t, p) => at(d, p) || (d.kind === 'sharing' && (d.group ?? []).some((g) => partOfPath(g) === p)),
  },
  {
    id: 'map-value-put-back',
    libs: ['limu'],
    parts: ['map', 'nest'],
    title: {
      zh: '用 get 或 forEach 取出对象值之后，Map 的 delete、clear 和替换对象值的 set 不算数',
      en: 'After get or forEach hands out an object value, delete, clear and a replacing set on that Map do not count',
    },
    when: [
      {
        zh: '用 get 或 forEach 从草稿 Map 里取出过一个对象值',
        en: 'gets an object value from a draft Map with get or forEach',
        test: (t, p) => t.mapTrace(p).reads.size > 0,
      },
      {
        zh: '并且没有把 Map 的值再存到另一个键下',
        en: 'and does not store a value of the Map under a second key',
        test: (t, p) => !t.has(new RegExp(`${esc(p)}\\.set\\(('\\w+'), ${esc(p)}\\.get\\((?!\\1\\))`)),
      },
    ],
    effect: {
      zh: '对第一次取出对象值时 Map 里已有、且值为对象的每个键，之后的 delete、clear 和替换掉这个值的 set 都不算数：结束时这些条目回到结果里，取出过的对象值（连同对它的修改）仍在原来的键下',
      en: 'for every key that holds an object value when the first object value is handed out, a later delete, clear, or set that replaces that value does not count: at the end those entries are back in the result, and each object value handed out (with its changes) is under its key',
      holds: (t, p) => {
        const got = t.gotPart(p);
        if (!(got instanceof Map)) return false;
        const {reads, removed} = t.mapTrace(p);
        for (const [k, value] of reads) {
          if (!got.has(k)) return false;
          if (removed.has(k)) continue; // what comes back under a key a set replaced: not promised
          // A Map or Set value's own methods are another rule's (map-own-methods on it).
          if (!sameButIgnored(value, got.get(k), true)) return false;
        }
        return [...removed].every((k) => got.has(k));
      },
    },
    explains: (d, t, p) => {
      if (d.path === `result.${p}` && d.kind === 'value') return true;
      const key = new RegExp(`^result\\.${p}\\.get\\('(\\w+)'\\)`).exec(d.path);
      const {reads, removed} = t.mapTrace(p);
      return key !== null && (reads.has(key[1]) || removed.has(key[1]));
    },
  },

  {
    id: 'set-item-edit-changes-base',
    libs: ['limu'],
    views: true,
    parts: ['items'],
    title: {
      zh: '通过 for…of、values() 或展开取出 Set 里的对象再修改，原始数据也被改掉',
      en: 'Changing an object item of a Set got by for…of, values() or a spread changes the base',
    },
    when: [
      {
        zh: '通过 for…of、values() 或展开运算符从草稿 Set（或只读视图里的 Set）里取出原始数据中的对象元素，并修改它的属性',
        en: 'takes an object item of the base from a draft Set (or a Set of a read-only view) by for…of, values() or the spread operator and changes a property of it',
        test: (t, p) => itemEdits(t, p).length > 0,
      },
      {
        zh: '并且其中至少有一次不是在对这个 Set 调用 forEach 之后用 values() 取的（那时 values() 给出的是草稿）；在只读视图上，之后也没有再对这个 Set 调用 delete 或 clear',
        en: 'and at least one such item is not got by values() after a forEach on that Set (values() then hands out drafts); through a read-only view, no delete or clear on that Set comes after it either',
        test: (t, p) => {
          const at = t.recipe.view ? (t.where(new RegExp(`^${esc(p)}\\.forEach\\(`))[0] ?? -1) : t.firstForEach(p).at;
          // Through a view a delete or clear reaches the base: the changed item can leave it.
          const removals = t.recipe.view ? t.where(new RegExp(`^${esc(p)}\\.(delete|clear)\\(`)) : [];
          const edits = itemEdits(t, p);
          // Vacuous without such an item: the clause before says there is one.
          return (
            !edits.length ||
            edits.some(
              (i) => (at < 0 || i < at || !t.statements[i].includes('.values()')) && !removals.some((r) => r > i),
            )
          );
        },
        // A 100,000-recipe run: the item values() hands out after forEach is a draft, and the base keeps its value.
        witness: {
          base: {items: [0]},
          ops: [
            ['setForEach', 0, 0, 0],
            ['setForEach', 0, 0, 2],
          ],
        },
      },
    ],
    effect: {
      zh: '拿到的是原始数据里的对象本身而不是草稿，修改直接落在原始数据上，base 也跟着变了',
      en: 'what it gets is the object of the base itself, not a draft, so the change lands on the base and base changes too',
      holds: (t, p) => {
        // The base itself, not the differences: a recipe whose result is unreadable has no base difference listed.
        const diffs: Difference[] = [];
        everyDiff(buildBase(t.recipe.base)[p], (t.judgement.got.base as Record<string, unknown>)[p], 'x', diffs);
        // Through a view, add, delete and clear change the base too (another rule): an item's own change counts.
        return t.recipe.view ? diffs.some((d) => ITEM_PROP.test(d.path)) : diffs.length > 0;
      },
    },
    explains: (d, t, p) => d.kind === 'base-changed' && at(d, p) && (!t.recipe.view || ITEM_PROP.test(d.path)),
  },
  {
    id: 'set-foreach-put-back',
    libs: ['limu'],
    parts: ['items'],
    title: {
      zh: '对象 Set 调用 forEach 之后，delete 和 clear 不算数',
      en: 'After forEach on a Set of objects, delete and clear do not count',
    },
    when: [
      {
        zh: '在草稿 Set 里有对象元素时调用它的 forEach（回调里什么都不做也算）',
        en: 'calls forEach on a draft Set while it holds object items (even with a callback that does nothing)',
        test: (t, p) => t.itemsAtFirstForEach(p).length > 0,
      },
      {
        zh: '并且之后没有用 for…of 或展开运算符遍历这个 Set 来修改元素',
        en: 'and after it changes no item through a for…of loop or a spread of that Set',
        test: (t, p) => t.iteratedEditsAfterForEach(p).length === 0,
        // A 25,000-recipe run: the edit through the spread lands on the base item, not in the result.
        witness: {
          base: {items: [1, 2]},
          ops: [
            ['setForEach', 1, 9, 0],
            ['setForEach', 1, 1, 3],
          ],
        },
      },
    ],
    effect: {
      zh: '之后对 forEach 第一次运行时已在 Set 里的元素调用 delete 或 clear 都不算数，结束时这些元素（连同对它们的修改）都还在结果里，之后 add 的元素可能排到它们前面',
      en: 'a later delete or clear of the items the Set held when forEach first ran does not count: at the end those items (with their changes) are all in the result, and items added later can come before them',
      holds: (t, p) => {
        const got = t.gotPart(p);
        if (!(got instanceof Set)) return false;
        return t.itemsAtFirstForEach(p).every((item) => [...got].some((x) => sameButIgnored(item, x)));
      },
    },
    explains: (d, _t, p) => at(d, p) && d.kind === 'value',
  },
  {
    id: 'set-item-edit-after-foreach',
    libs: ['limu'],
    parts: ['items'],
    // A 25,000-recipe run (seed 38).
    found: {
      base: {items: [0]},
      ops: [
        ['setForEach', 1, 0, 0],
        ['setForEach', 1, 1, 1],
      ],
    },
    title: {
      zh: '对象 Set 调用 forEach 之后，再用 for…of 或展开取出元素修改，结果里可能没有这次修改',
      en: 'After forEach on a Set of objects, a change to an item got by for…of or a spread can be missing from the result',
    },
    when: [
      {
        zh: '在草稿 Set 里有对象元素时调用它的 forEach',
        en: 'calls forEach on a draft Set while it holds object items',
        test: (t, p) => t.itemsAtFirstForEach(p).length > 0,
      },
      {
        zh: '并且之后用 for…of 或展开运算符遍历这个 Set 来修改元素',
        en: 'and after it changes items through a for…of loop or a spread of that Set',
        test: (t, p) => t.iteratedEditsAfterForEach(p).length > 0,
      },
    ],
    effect: {
      zh: '这时 for…of 和展开拿到的是 forEach 第一次运行时 Set 里的那些对象本身，不是草稿：修改落在这些对象上（原始数据里的元素就直接改在原始数据上），结果里对应的元素可能仍是 forEach 回调改过的样子，看不到这次修改；对这些元素的 delete 和 clear 也可能不算数',
      en: 'for…of and a spread then hand out the objects the Set held when forEach first ran, themselves and not drafts: the change lands on those objects (on the base, for items of the base), and the item in the result can still be as the forEach callback left it, without this change; a delete or clear of those items can also not count',
      can: true,
      holds: () => true,
    },
    explains: (d, _t, p) => at(d, p) && (d.kind === 'value' || d.kind === 'base-changed'),
  },
  {
    id: 'date-method-changes-base',
    libs: LIB_NAMES,
    views: true,
    parts: ['when'],
    title: {
      zh: '在草稿里调用 Date 的 set 方法，原始数据也被改掉',
      en: "Calling a Date's set methods in the draft changes the base",
    },
    when: [
      {
        zh: '对原始数据里的 Date 调用 setTime、setMilliseconds 这类修改它的方法',
        en: 'calls a method that changes a Date of the base, such as setTime or setMilliseconds',
        // Through a view an assignment is ignored: the Date is the base's whatever came before.
        test: (t, p) =>
          t
            .where(new RegExp(`^${esc(p)}\\.set\\w+\\(`))
            .some((i) => t.recipe.view !== undefined || t.plainAt(i, `draft.${p}`).fromBase),
      },
    ],
    effect: {
      zh: 'Date 不会变成草稿，拿到的是原始数据里的对象本身，修改直接落在原始数据上，base 也跟着变了',
      en: 'a Date is not drafted: what the recipe gets is the Date of the base itself, so the change lands on the base and base changes too',
      holds: (t, p) => {
        const before = buildBase(t.recipe.base)[p];
        const after = (t.judgement.got.base as Record<string, unknown>)[p];
        return before instanceof Date && after instanceof Date && before.getTime() !== after.getTime();
      },
    },
    explains: (d, _t, p) => d.kind === 'base-changed' && at(d, p),
  },
  {
    id: 'class-method-not-a-function',
    libs: ['limu'],
    parts: ['point'],
    title: {
      zh: '在草稿里调用类实例的方法会抛错',
      en: "Calling a class instance's method on the draft throws",
    },
    when: [
      {
        zh: '通过草稿调用原始数据里某个类实例的方法（定义在类上、即原型上的方法）',
        en: 'calls, through the draft, a method of a class instance of the base (one defined in the class, on its prototype)',
        test: (t, p) => t.has(new RegExp(`^${esc(p)}\\.\\w+\\(\\);$`)),
      },
    ],
    effect: {
      zh: '草稿上没有这个方法，调用抛出 TypeError（“… is not a function”），整个 produce 随之抛错',
      en: 'the draft has no such method: the call throws a TypeError ("… is not a function"), and so does produce',
      holds: (t) => /is not a function/.test(t.judgement.got.threw ?? ''),
    },
    explains: (d) => d.kind === 'throws',
  },
  {
    id: 'class-instance-loses-prototype',
    libs: ['limu'],
    parts: ['point'],
    title: {
      zh: '改过的类实例在结果里变成普通对象',
      en: 'A class instance the recipe changed is a plain object in the result',
    },
    when: [
      {
        zh: '通过草稿真正改动过原始数据里某个类实例的属性（赋上原值、给不存在的键写 undefined 都不算）',
        en: 'really changes a property of a class instance of the base through the draft (writing the value already there, or undefined to a missing key, does not count)',
        test: (t, p) => t.instanceChanges(p).length > 0,
      },
    ],
    effect: {
      zh: '结果里它变成原型为 Object.prototype 的普通对象，数据还在，但 instanceof 这个类为 false，类上的方法也没有了',
      en: 'in the result it is a plain object whose prototype is Object.prototype: the data is there, but instanceof its class is false and the methods of the class are gone',
      holds: (t, p) => {
        const got = t.gotPart(p);
        if (typeof got !== 'object' || got === null || Object.getPrototypeOf(got) !== Object.prototype) return false;
        // The data: plain JavaScript's instance, its own properties in a plain object.
        return sameButIgnored({...(t.plainPart(p) as object)}, got);
      },
    },
    explains: (d, _t, p) => d.kind === 'prototype' && d.path === `result.${p}`,
  },
  {
    id: 'class-instance-changes-base',
    libs: ['immer', 'mutative'],
    parts: ['point'],
    title: {
      zh: '在草稿里修改类实例，原始数据也被改掉',
      en: 'Changing a class instance in the draft changes the base',
    },
    when: [
      {
        zh: '通过草稿真正改动过原始数据里某个类实例的属性，或调用了会改动它的方法',
        en: 'really changes a property of a class instance of the base through the draft, or calls a method that changes it',
        test: (t, p) => t.instanceChanges(p).length > 0 || t.has(new RegExp(`^${esc(p)}\\.\\w+\\(\\);$`)),
      },
    ],
    effect: {
      zh: '类实例不会变成草稿，拿到的是原始数据里的对象本身，修改直接落在原始数据上，base 也跟着变了',
      en: 'a class instance is not drafted: what the recipe gets is the object of the base itself, so the change lands on the base and base changes too',
      holds: (t, p) => {
        const diffs: Difference[] = [];
        everyDiff(buildBase(t.recipe.base)[p], (t.judgement.got.base as Record<string, unknown>)[p], 'x', diffs);
        return diffs.length > 0;
      },
    },
    explains: (d, _t, p) => d.kind === 'base-changed' && at(d, p),
  },
  hiddenPropLost('hidden-prop-lost', ['limu'], false),
  hiddenPropLost('hidden-prop-lost-copy', ['immer', 'mutative'], true),
  hiddenReadUndefined('hidden-prop-read-undefined', ['limu'], false),
  hiddenReadUndefined('hidden-prop-read-after-change', ['immer', 'mutative'], true),
  {
    id: 'null-prototype-lost',
    libs: ['limu'],
    parts: ['bare'],
    title: {
      zh: '改过的无原型对象在结果里有了 Object.prototype',
      en: 'A null-prototype object the recipe changed has Object.prototype in the result',
    },
    when: [
      {
        zh: '通过草稿真正改动过原始数据里一个无原型对象（用 Object.create(null) 创建的）或它里面的对象',
        en: 'really changes, through the draft, a null-prototype object of the base (made with Object.create(null)) or an object inside it',
        test: (t, p) => t.shapeChanges(p).length > 0,
      },
    ],
    effect: {
      zh: '结果里它的原型变成了 Object.prototype，数据都在，但 in 运算符这类沿原型链查找的操作会找到 toString 等继承来的属性',
      en: 'in the result its prototype is Object.prototype; the data is all there, but the in operator and any other lookup along the prototype chain find inherited properties such as toString',
      holds: (t, p) => {
        const got = t.gotPart(p);
        if (typeof got !== 'object' || got === null || Object.getPrototypeOf(got) !== Object.prototype) return false;
        return sameButIgnored({...(t.plainPart(p) as object)}, got);
      },
    },
    explains: (d, _t, p) => d.kind === 'prototype' && d.path === `result.${p}`,
  },
  {
    id: 'null-prototype-changes-base',
    libs: ['mutative'],
    parts: ['bare'],
    title: {
      zh: '在草稿里修改无原型对象，原始数据也被改掉',
      en: 'Changing a null-prototype object in the draft changes the base',
    },
    when: [
      {
        zh: '通过草稿真正改动过原始数据里一个无原型对象（用 Object.create(null) 创建的）或它里面的对象',
        en: 'really changes, through the draft, a null-prototype object of the base (made with Object.create(null)) or an object inside it',
        test: (t, p) => t.shapeChanges(p).length > 0,
      },
    ],
    effect: {
      zh: '无原型对象不会变成草稿，拿到的是原始数据里的对象本身，修改直接落在原始数据上，base 也跟着变了',
      en: 'a null-prototype object is not drafted: what the recipe gets is the object of the base itself, so the change lands on the base and base changes too',
      holds: (t, p) => {
        const diffs: Difference[] = [];
        everyDiff(buildBase(t.recipe.base)[p], (t.judgement.got.base as Record<string, unknown>)[p], 'x', diffs);
        return diffs.length > 0;
      },
    },
    explains: (d, _t, p) => d.kind === 'base-changed' && at(d, p),
  },
  {
    id: 'draft-in-new-container-revoked',
    libs: ['limu'],
    parts: ['copy', 'pair'],
    knownAs: 'draft-in-new-container',
    title: {
      zh: '把草稿节点放进新数组或新对象，结果里那一格可能是已撤销的代理',
      en: 'A draft node put into a new array or object can be a revoked proxy in the result',
    },
    when: [
      {
        zh: '把通过草稿读到的一个对象（草稿节点）放进一个新数组或新对象，再赋给草稿（比如 draft.copy = [draft.list[0]]，或者把它作为新对象的一个属性值）',
        en: 'puts an object it reads through the draft (a draft node) into a new array or object and assigns that to the draft (draft.copy = [draft.list[0]], say, or as a property value of a new object)',
        test: (t, p) => t.wrapped(p) !== null,
      },
    ],
    effect: {
      zh: '结果里新容器的那一格可能是已撤销的代理，一读就抛错（“Cannot perform … on a proxy that has been revoked”），也就不再是原来路径下的那个对象',
      en: 'in the result that slot of the new container can be a revoked proxy that throws when read ("Cannot perform … on a proxy that has been revoked"), and so no longer the object under its old path',
      can: true,
      holds: () => true,
    },
    explains: (d, _t, p) =>
      (d.kind === 'unreadable' && at(d, p)) ||
      (d.kind === 'sharing' && (d.group ?? []).some((g) => partOfPath(g) === p)),
  },
  {
    id: 'return-value-ignored',
    libs: ['limu'],
    parts: ['result'],
    knownAs: 'return-ignored',
    rows: ['recipe-return-new'],
    title: {
      zh: 'recipe 的返回值被忽略',
      en: "The recipe's return value is ignored",
    },
    when: [
      {
        zh: '返回草稿本身以外的值（草稿的一部分、一个新对象，或展开草稿得到的新对象）',
        en: 'returns a value other than the draft itself (a part of the draft, a new object, or a new object spread from the draft)',
        // Returning the draft itself is returning nothing: without this clause the effect still holds, on nothing.
        defines: true,
        test: (t) => returnsOther(t),
      },
    ],
    effect: {
      zh: 'produce 不理会这个值，结果只取决于对草稿的读写，和 recipe 算出同一个值却不返回时一样（没有修改就是 base 本身）',
      en: 'produce ignores that value; the result comes only from what the recipe did to the draft, as when it computes the same value without returning it (base itself when nothing changed)',
      holds: (t) => {
        // The same recipe computing the value without returning it (a spread of the draft reads every part).
        const {returned, statements, snapshots} = t.judgement.concrete;
        const {returns: _, ...recipe} = t.recipe;
        const without = runLib(libs().limu, recipe, {statements: [...statements, `void (${returned});`], snapshots});
        if (without.threw !== undefined) return false;
        if ((without.result === without.base) !== (t.judgement.got.result === t.judgement.got.base)) return false;
        // A result with a revoked proxy in it (another rule): the same paths unreadable in both.
        const broken = (v: unknown) => {
          const out: Difference[] = [];
          unreadablePaths(v, 'x', out);
          return out.map((d) => d.path).join();
        };
        if (broken(without.result) || broken(t.judgement.got.result))
          return broken(without.result) === broken(t.judgement.got.result);
        const diffs: Difference[] = [];
        everyDiff(without.result, t.judgement.got.result, 'x', diffs);
        return diffs.length === 0;
      },
    },
    // Only where the returned value and the draft's state differ: a loss in the state is another rule's.
    explains: (d, t) =>
      (d.path === 'result' || /^result[.[ ]/.test(d.path)) &&
      !t.stateDifferences().some((s) => s.path === d.path && s.kind === d.kind),
  },
  {
    id: 'return-with-changes-throws',
    libs: ['immer', 'mutative'],
    parts: ['recipe'],
    title: {
      zh: 'recipe 改了草稿又返回别的值会抛错',
      en: 'A recipe that changes the draft and returns another value throws',
    },
    when: [
      {
        zh: '返回草稿本身以外的值（草稿的一部分、一个新对象，或展开草稿得到的新对象）',
        en: 'returns a value other than the draft itself (a part of the draft, a new object, or a new object spread from the draft)',
        test: (t) => returnsOther(t),
      },
    ],
    effect: {
      zh: '草稿也被改过时 produce 可能抛错，而不是返回这个值',
      en: 'when the draft was changed too, produce can throw instead of returning that value',
      can: true,
      holds: () => true,
    },
    explains: (d) => d.kind === 'throws',
  },
  {
    id: 'current-snapshot',
    libs: LIB_NAMES,
    parts: ['snapshot'],
    title: {
      zh: 'recipe 里 current 或 original 的返回值与普通 JavaScript 不符',
      en: 'What current or original returns inside the recipe differs from plain JavaScript',
    },
    when: [
      {
        zh: '调用 current 或 original',
        en: 'calls current or original',
        test: (t) => t.has(/= (current|original)\(/),
      },
    ],
    effect: {
      zh: '返回值可能漏掉之前的修改（例如 Map 的一个值再存到另一个键下，或通过另一条路径做的修改），对 recipe 新放进去的对象调用 original 时还可能反映不出之后对它的修改',
      en: 'the value returned can miss earlier changes (for example a Map value stored under a second key, or a change made through another path), and original of an object the recipe put in can miss later changes to it',
      can: true,
      holds: () => true,
    },
    explains: (d) => d.kind === 'snapshot' && /^[co]\d/.test(d.path),
  },
  {
    id: 'frozen-result',
    libs: ['immer'],
    parts: ['result'],
    title: {zh: '结果被冻结', en: 'The result is frozen'},
    when: [],
    effect: {
      zh: '结果被 Object.freeze 冻结（Map 和 Set 还带上一组隐藏的只读方法），之后对结果直接赋值会被忽略或报错',
      en: 'the result is frozen with Object.freeze (a Map or Set also gets hidden read-only methods); a later direct write to it is ignored or throws',
      holds: (t) => Object.isFrozen(t.judgement.got.result),
    },
    explains: (d) => d.kind === 'frozen',
  },
  {
    id: 'frozen-result-freezes-base',
    libs: ['immer'],
    parts: ['base'],
    title: FREEZES_BASE_TITLE,
    when: [],
    effect: FREEZES_BASE_EFFECT,
    explains: freezesBase,
  },
  {
    id: 'auto-freeze-throws-on-revoked-proxy',
    libs: ['limu'],
    parts: ['recipe'],
    title: {
      zh: '开启 autoFreeze 时，会留下已撤销代理的 recipe 直接抛错',
      en: 'With autoFreeze, a recipe that would leave a revoked proxy throws',
    },
    when: [
      {
        zh: '在开启了 autoFreeze: true 的 produce 里运行',
        en: 'runs with autoFreeze: true',
        test: (t) => t.recipe.autoFreeze === true,
      },
      {
        zh: '并且不开 autoFreeze 时结果里会有已撤销的代理',
        en: 'and without it would leave a revoked proxy in the result',
        test: (t) => leavesRevokedProxy(t),
      },
    ],
    effect: {
      zh: 'produce 冻结结果时读到这个代理，抛错而不返回结果',
      en: 'produce reads that proxy as it freezes the result, and throws',
      holds: (t) => /revoked/.test(t.judgement.got.threw ?? ''),
    },
    explains: (d) => d.kind === 'throws' && /revoked/.test(d.got),
  },
  {
    id: 'frozen-result-skips-class-instances',
    libs: ['immer'],
    parts: ['result'],
    title: {zh: '结果里的类实例不会被冻结', en: 'Class instances in the result are not frozen'},
    // Only a recipe with autoFreeze expects them frozen (deepFreeze): immer freezes the rest by default.
    when: [
      {
        zh: '结果里有类实例',
        en: 'the result holds a class instance',
        defines: true,
        test: (t) => classInstances(t).length > 0,
      },
    ],
    effect: {
      zh: '冻结结果时跳过类实例，它们仍可修改（deepFreeze 会冻结它们）',
      en: 'freezing the result skips class instances, which can still be changed (deepFreeze freezes them)',
      holds: (t) => classInstances(t).every((o) => !Object.isFrozen(o)),
    },
    explains: (d, t) => d.kind === 'result-not-frozen' && classInstances(t).includes(objectAt(t, d.path)!),
  },
  {
    id: 'auto-freeze-freezes-dates',
    libs: ['mutative'],
    parts: ['result'],
    title: {zh: '结果里的 Date 也被冻结', en: 'Dates in the result are frozen too'},
    when: [
      AUTO_FREEZE,
      {
        zh: '结果里有 Date',
        en: 'the result holds a Date',
        defines: true,
        test: (t) => dates(t).length > 0,
      },
    ],
    effect: {
      zh: 'Date 也被 Object.freeze 冻结（deepFreeze 不冻结 Date；原始数据事先冻结过时则不一定），不过 setFullYear 这类方法照样能改它的时间',
      en: 'each Date is frozen with Object.freeze as well (deepFreeze leaves Dates alone; when the base was frozen beforehand, not always), though methods such as setFullYear still change its time',
      holds: (t) => t.recipe.base.frozen === true || dates(t).every((o) => Object.isFrozen(o)),
    },
    explains: (d, t) => d.kind === 'frozen' && dates(t).includes(objectAt(t, d.path)!),
  },
  {
    id: 'frozen-base-collections-not-frozen',
    libs: ['immer', 'mutative'],
    parts: ['result'],
    title: {
      zh: '冻结的原始数据里的 Map、Set 和类实例不会被冻结',
      en: 'Maps, Sets and class instances of a frozen base are not frozen',
    },
    when: [
      AUTO_FREEZE,
      {
        zh: '原始数据已经冻结（其中的普通对象和数组都经过 Object.freeze）',
        en: 'the base is frozen already (every plain object and array in it passed to Object.freeze)',
        test: (t) => t.recipe.base.frozen === true,
      },
    ],
    effect: {
      zh: '结果里来自原始数据、本身没有冻结的 Map、Set 和类实例可能仍未冻结',
      en: 'the Maps, Sets and class instances the result takes over from the base unfrozen can stay unfrozen',
      can: true,
      holds: () => true,
    },
    explains: (d, t) => {
      if (d.kind !== 'result-not-frozen') return false;
      const o = objectAt(t, d.path);
      return o !== undefined && baseObjects(t).has(o);
    },
  },
  {
    id: 'original-or-current-of-non-draft-throws',
    libs: ['immer', 'mutative'],
    parts: ['recipe'],
    title: {
      zh: '对不是草稿的值调用 original 或 current 会抛错',
      en: 'original or current on a value that is not a draft throws',
    },
    when: [
      {
        zh: '对它新放进去的对象调用 original 或 current',
        en: 'calls original or current on an object it put in',
        test: (t) => t.snapshotOfNew(),
      },
    ],
    effect: {
      zh: '调用抛错，而不是返回这个对象',
      en: 'the call throws instead of returning that object',
      holds: (t) => t.judgement.got.threw !== undefined,
    },
    explains: (d) => d.kind === 'throws',
  },

  {
    id: 'shared-object-removed-then-read',
    libs: ['limu'],
    parts: ['*'],
    overrides: true,
    title: {
      zh: '数组里有同时挂在别处的对象时，通过两条路径碰它，或移动数组元素后从另一条路径读它',
      en: 'An object in an array and under another path, reached through both, or read there after the array moved',
    },
    when: [
      {
        zh: '处理的对象同时挂在原始数据的两条路径下（其中一条在数组里）',
        en: 'works on an object that sits under two paths of the base, one of them in an array',
        test: (t) => sharedBase(t),
      },
      {
        zh: '并且通过两条路径都碰过它，或者既移动或移除了这个数组里的元素（pop、shift、unshift、splice、sort、reverse、交换、给 length 或下标赋值、fill、copyWithin），又通过另一条路径读过它（先后不限；返回展开草稿得到的对象也会读到每条路径）',
        en: 'and reaches it through both paths, or both moves or removes elements of that array (pop, shift, unshift, splice, sort, reverse, a swap, a length or index assignment, fill, copyWithin) and reads it through the other path (in either order; returning a spread of the draft reads every path)',
        test: (t) => (t.has(MOVES) && readsRef(t)) || bothPaths(t),
      },
    ],
    effect: {
      zh: '结果的任何部分都可能丢失修改（本页其他规则在这种 recipe 里也不再成立）',
      en: 'changes to any part of the result can be lost (the other rules on this page do not hold for such a recipe either)',
      can: true,
      holds: () => true,
    },
    explains: () => true,
  },

  {
    id: 'view-frozen-base-throws',
    libs: ['limu'],
    views: true,
    parts: ['recipe'],
    title: {
      zh: '冻结数据的只读视图一读对象就抛错',
      en: 'A read-only view of a frozen base throws on reading an object',
    },
    when: [
      VIEW,
      {
        zh: '原始数据是冻结的（其中的普通对象和数组都经过 Object.freeze）',
        en: 'the base is frozen (every plain object and array in it passed to Object.freeze)',
        test: (t) => t.recipe.base.frozen === true,
      },
      {
        // A 100,000-recipe run: a view of a frozen base whose only statement calls a method of its Date.
        witness: {base: {when: 2, frozen: true}, ops: [['dateSet', 0, 3, 1]], view: 'immut'},
        zh: '并且通过视图读取或写入了它的某个部分（只调用其中 Date 的方法不算：Date 不经过代理）',
        en: 'and reads or writes a part of it through the view (calling a method of a Date in it does not count: a Date is not proxied)',
        test: (t) => t.statements.some((s) => !/^draft\.when\.\w+\(/.test(s)),
      },
    ],
    effect: {
      zh: '第一次这样读到对象值就抛出 TypeError（Cannot assign to read only property …：limu 把读到的子节点存回它的父对象，而父对象已被冻结），写入同样抛出 TypeError',
      en: 'the first such read of an object value throws a TypeError (Cannot assign to read only property …: limu stores the child it read back on its parent, which is frozen), and so does a write',
      holds: (t) => t.judgement.got.threw !== undefined,
    },
    explains: (d) => d.kind === 'throws',
  },
  {
    id: 'view-collection-methods-change-base',
    libs: ['limu'],
    views: true,
    knownAs: 'immut-map-set',
    rows: ['immut-map'],
    parts: ['map', 'keyed', 'set', 'items', 'nest'],
    title: {
      zh: '通过只读视图调用 Map 和 Set 的方法会改到原始数据',
      en: "Calling a Map's or Set's methods through a read-only view changes the base",
    },
    when: [
      VIEW,
      {
        zh: '通过视图对原始数据里的 Map 调用 set、delete 或 clear（对 Set 调用 add、delete 或 clear），或对用 get 从它取出的 Map 或 Set 调用这些方法',
        en: 'calls set, delete or clear on a Map of the base through the view (add, delete or clear on a Set), or one of those on a Map or Set it got from it with get',
        test: (t, p) => t.has(new RegExp(`^${esc(p)}(\\.get\\([^)]*\\))?\\.(set|add|delete|clear)\\(`)),
      },
    ],
    effect: {
      zh: '原始数据里的这个 Map 或 Set 可能被改掉：在视图上调用 get 或 forEach 之前的调用立刻生效，之后的调用在 finishImmut（readOnly 草稿是 finishDraft）时可能部分补上，并让它带上可枚举的自有方法；后面的语句读到被改掉的条目时可能抛错，current 和 original 也可能看到这些改动',
      en: 'that Map or Set of the base can change: a call made before get or forEach on the view takes effect at once, and one made after it can partly land at finishImmut (finishDraft for a readOnly draft) and give it enumerable own methods; a later statement that reads a changed entry can throw, and current and original can show the changes',
      can: true,
      holds: () => true,
    },
    // Own properties are view-own-methods' and view-set-foreach-empty-key's.
    explains: (d, t, p) =>
      (d.kind === 'base-changed' && at(d, p) && !(d.path === `base.${p}` && /^\[/.test(d.expected))) ||
      d.kind === 'throws' ||
      ((d.kind === 'snapshot' || d.kind === 'unreadable') && snapshotOf(t, d.path) === p),
  },
  {
    id: 'view-own-methods',
    libs: ['limu'],
    views: true,
    parts: ['map', 'keyed', 'set', 'items', 'nest', ...NESTED],
    title: {
      zh: '只读视图结束后，原始数据的 Map 和 Set 带上可枚举的自有方法',
      en: 'Once a read-only view ends, Maps and Sets of the base carry enumerable own methods',
    },
    when: [
      VIEW,
      {
        zh: '通过视图对原始数据里的 Map 调用过 get 或 forEach（对 Set 调用过 forEach）',
        en: 'calls get or forEach on a Map of the base through the view (forEach on a Set)',
        test: (t, p) => t.has(new RegExp(`${esc(p)}\\.${isSet(p) ? 'forEach' : '(get|forEach)'}\\(`)),
      },
      {
        zh: '又对它调用过 set、delete 或 clear（Set 上是 add、delete 或 clear，先后不限，哪怕没有改动任何条目），或对用 get 从它取出的 Map 或 Set 调用过这些方法',
        en: 'and also calls set, delete or clear on it (add, delete or clear on a Set, in either order, even one that changes nothing), or one of those on a Map or Set it got from it with get',
        test: (t, p) =>
          t.has(new RegExp(`${esc(p)}\\.(${isSet(p) ? 'add' : 'set'}|delete|clear)\\(`)) ||
          t.has(new RegExp(`^${esc(p)}\\.get\\([^)]*\\)\\.(set|add|delete|clear)\\(`)),
      },
    ],
    effect: {
      zh: '视图结束（finishImmut，readOnly 草稿是 finishDraft）后，原始数据里的这个 Map 多出可枚举的自有属性 delete、clear、set、get（Set 多出 delete、clear、add），Object.keys、展开和按自有属性比较的工具都能看到它们',
      en: 'once the view ends (finishImmut, finishDraft for a readOnly draft), that Map of the base has the enumerable own properties delete, clear, set and get (a Set: delete, clear and add), which Object.keys, spreading and any comparison by own properties see',
      holds: (t, p) => {
        const m = partIn(t.judgement.got.base, p);
        const keys = m instanceof Map ? ['get', 'set', 'delete', 'clear'] : ['add', 'delete', 'clear'];
        return (m instanceof Map || m instanceof Set) && keys.every((k) => Object.keys(m).includes(k));
      },
    },
    explains: (d, _t, p) => d.kind === 'base-changed' && d.path === `base.${p}` && /^\[/.test(d.expected),
  },
  {
    id: 'view-set-foreach-empty-key',
    libs: ['limu'],
    views: true,
    parts: ['items'],
    title: {
      zh: "通过只读视图对对象 Set 调用 forEach，原始数据的 Set 多出自有键 ''",
      en: "forEach on a Set of objects through a read-only view leaves an own key '' on the base",
    },
    when: [
      VIEW,
      {
        zh: '通过视图对原始数据里装着对象的 Set 调用 forEach，而它这时至少有一个元素，并且（前后都）没有对它调用过 add、delete 或 clear',
        en: 'calls forEach through the view on a Set of objects of the base while it holds an item, and calls no add, delete or clear on it (before or after)',
        test: (t, p) => {
          // A write call on it, in either order, gives it the own methods instead (view-own-methods).
          if (t.has(new RegExp(`^${esc(p)}\\.(add|delete|clear)\\(`))) return false;
          return (
            t.has(new RegExp(`^${esc(p)}\\.forEach\\(`)) &&
            (partIn(buildBase(t.recipe.base), p) as Set<unknown>).size > 0
          );
        },
      },
    ],
    effect: {
      zh: "原始数据里的这个 Set 多出一个可枚举的自有键 ''（空字符串），Object.keys 能看到它",
      en: "that Set of the base gets an enumerable own key '' (the empty string), which Object.keys sees",
      holds: (t, p) => Object.keys(partIn(t.judgement.got.base, p) as object).includes(''),
    },
    explains: (d, _t, p) => d.kind === 'base-changed' && d.path === `base.${p}` && d.got.includes("''"),
  },
  {
    id: 'view-shared-object-moved',
    libs: ['limu'],
    views: true,
    parts: ['list'],
    title: {
      zh: 'readOnly 草稿里移动数组元素，可能改到原始数组',
      en: 'Moving array elements in a readOnly draft can change the base array',
    },
    when: [
      {
        zh: '在 readOnly 草稿上执行（createDraft 传入 readOnly: true）',
        en: 'runs on a readOnly draft (createDraft with readOnly: true)',
        test: (t) => t.recipe.view === 'readOnly',
      },
      {
        zh: '处理的对象同时挂在原始数据的两条路径下（其中一条在数组里），既通过另一条路径读过它，又移动或移除过这个数组里的元素（pop、shift、unshift、splice、sort、reverse、交换、给 length 或下标赋值、fill、copyWithin；先后不限）',
        en: 'works on an object under two paths of the base, one of them in an array, and both reads it through the other path and moves or removes elements of that array (pop, shift, unshift, splice, sort, reverse, a swap, a length or index assignment, fill, copyWithin; in either order)',
        test: (t) => sharedBase(t) && t.has(/draft\.ref\b/) && t.has(MOVES),
      },
    ],
    effect: {
      zh: '原始数组可能被这次移动改掉',
      en: 'the move can land on the base array',
      can: true,
      holds: () => true,
    },
    explains: (d, _t, p) => d.kind === 'base-changed' && at(d, p),
  },

  {
    id: 'undefined-to-missing-key',
    libs: ['limu'],
    parts: ['result'],
    knownAs: 'undefined-to-missing-key',
    title: {zh: '给不存在的键写入 undefined 会被忽略', en: 'Writing undefined to a missing key is ignored'},
    when: [
      {
        zh: '给对象上不存在的键赋值 undefined（recipe 用 set 新放进 Map 的对象除外）',
        en: 'assigns undefined to a key the object does not have (except an object the recipe put in a Map with set)',
        defines: true,
        test: (t) => t.undefinedToMissing().size > 0,
      },
    ],
    effect: {
      zh: '结果里没有这个键（普通 JavaScript 会添上值为 undefined 的键），Object.keys、in 和 hasOwnProperty 都看得出区别',
      en: 'the result has no such key (plain JavaScript adds it, holding undefined), which Object.keys, in and hasOwnProperty all tell apart',
      holds: (t) =>
        [...t.undefinedToMissing()].every(([i, key]) => {
          const target = /^(.+)\.\w+ = undefined;$/.exec(t.statements[i])![1];
          // The same path in both results: where plain JavaScript holds the key (undefined), limu must lack it.
          const at = (root: unknown): unknown => {
            try {
              return new Function('draft', `return ${target};`)(root) as unknown;
            } catch {
              return undefined; // the path is gone from that result
            }
          };
          const own = (v: unknown) =>
            typeof v === 'object' && v !== null && Object.prototype.hasOwnProperty.call(v, key);
          const plain = at(t.judgement.plain.result);
          return (
            !(own(plain) && (plain as Record<string, unknown>)[key] === undefined) || !own(at(t.judgement.got.result))
          );
        }),
    },
    explains: (d, t) => {
      const keys = [...t.undefinedToMissing().values()];
      return ignoredUndefined(d) && keys.some((k) => d.path.endsWith(`.${k}`));
    },
  },
];

/** An object's own properties (Symbol keys, non-enumerable ones marked `~`) and theirs, as text. */
function describe(v: unknown): string {
  if (typeof v !== 'object' || v === null) return String(v);
  return `{${Reflect.ownKeys(v)
    .map((k) => {
      const d = Object.getOwnPropertyDescriptor(v, k)!;
      return `${String(k)}${d.enumerable ? '' : '~'}:${describe(d.value)}`;
    })
    .join(',')}}`;
}

/** Whether a property of `v` is its own and enumerable. */
const ownEnumerable = (v: object, k: PropertyKey) => Object.getOwnPropertyDescriptor(v, k)?.enumerable === true;

/** Every object the library's result holds. */
const resultObjects = (t: Trace): Set<object> => new Set(pathsOf(t.judgement.got.result).keys());

/** Whether the recipe returns a value other than the draft itself. */
const returnsOther = (t: Trace) =>
  t.judgement.concrete.returned !== undefined && t.judgement.concrete.returned !== 'draft';

/** The libraries, loaded once when a rule first needs to run one again. */
let loaded: ReturnType<typeof loadLibs> | undefined;
const libs = () => (loaded ??= loadLibs());

/** The index of the first statement that changes `part` in plain JavaScript (a write of the same value counts), or -1. */
function firstChange(t: Trace, part: string): number {
  return (
    t.where(
      new RegExp(
        `^\\[?${esc(part)}(\\[\\d+\\])?(\\.length)?(, ${esc(part)}\\[\\d+\\]\\])? = |${esc(part)}\\.(push|pop|shift|unshift|splice|sort|reverse|fill|copyWithin)\\(`,
      ),
    )[0] ?? -1
  );
}

/** A difference the rule undefined-to-missing-key explains: plain JavaScript has the key holding undefined, limu no key. */
const ignoredUndefined = (d: Difference) => d.kind === 'value' && d.expected === 'undefined' && d.got === 'no property';

/**
 * Whether the library's `b` is plain `a`, but for keys where undefined written to a missing key was
 * ignored (and, with `ownMethods`, for the own methods of a Map or Set in it).
 */
function sameButIgnored(a: unknown, b: unknown, ownMethods = false): boolean {
  const diffs: Difference[] = [];
  everyDiff(a, b, 'x', diffs);
  return diffs.every((d) => ignoredUndefined(d) || (ownMethods && d.kind === 'own-props'));
}

/**
 * Whether the first change to array `part` assigns its length or an element the value already there
 * (an element equal in content counts: limu compares what it holds).
 */
function sameValueFirst(t: Trace, part: string): boolean {
  const first = firstChange(t, part);
  if (first < 0 || !new RegExp(`^\\[?${esc(part)}(\\[\\d+\\]|\\.length)`).test(t.statements[first])) return false;
  const before = t.plainAfter(first, part) as unknown[];
  const after = t.plainAfter(first + 1, part) as unknown[];
  return before.length === after.length && before.every((x, i) => JSON.stringify(x) === JSON.stringify(after[i]));
}

/** Statements that move or remove elements of `list`. */
const MOVES =
  /draft\.list\.(pop|shift|unshift|splice|sort|reverse|fill|copyWithin)\(|^\[?draft\.list\[\d+\](, draft\.list\[\d+\]\])? = |^draft\.list\.length = /;

/** Whether the recipe reads `ref` through the draft: a statement, or a returned spread of the draft (it reads every part). */
const readsRef = (t: Trace) => t.has(/draft\.ref\b/) || Boolean(t.judgement.concrete.returned?.includes('...draft'));

/** Whether the recipe reaches the shared object through both `ref` and its slot of `list`. */
function bothPaths(t: Trace): boolean {
  const k = (t.recipe.base.ref ?? 0) % (t.recipe.base.list?.length || 1);
  return readsRef(t) && t.has(new RegExp(`draft\\.list\\[${k}\\]`));
}

/** Whether the base has one object under two paths (`list[k]` and `ref`). */
function sharedBase(t: Trace): boolean {
  return t.recipe.base.ref !== undefined && (t.recipe.base.list?.length ?? 0) > 0;
}

/** The rule as one sentence: its condition (every clause, in order), then its effect. */
export function ruleSentence(rule: Rule, lang: 'zh' | 'en'): string {
  const when = rule.when.map((c) => c[lang]).join(lang === 'zh' ? '，' : ', ');
  const effect = rule.effect[lang];
  if (!when) return lang === 'zh' ? `${effect}。` : `${effect[0].toUpperCase()}${effect.slice(1)}.`;
  return lang === 'zh' ? `如果 recipe ${when}：${rule.effect.zh}。` : `When the recipe ${when}: ${rule.effect.en}.`;
}

/** Rules whose effect is only a possibility ("can"): nothing for soundness to check. */
export const isLoose = (rule: Rule) => rule.effect.can === true;

export function ruleText(rule: Rule, lang: 'zh' | 'en'): ClassText {
  return {title: rule.title[lang], rule: ruleSentence(rule, lang)};
}

export const rulesFor = (lib: LibName) => RULES.filter((r) => r.libs.includes(lib));

/** Where a rule's condition holds in this recipe. */
export function applies(rule: Rule, t: Trace): string[] {
  // A view is no draft: the rules on produce and createDraft say nothing about it.
  if (t.recipe.view && !rule.views) return [];
  return rule.parts.filter((p) => rule.when.every((c) => c.test(t, p)));
}

export interface Labelled {
  trace: Trace;
  /** One label per problem: `unsound:<rule>`, or for an unexplained difference the id of the rule of
   * `all` that explains it (the rule that is missing from `rules`), or `new:<kind>@<part>`. */
  labels: string[];
  /** The difference or rule behind each label. */
  reasons: string[];
  /** The difference behind each label (for an unsound rule: the first difference, or none). */
  differences: (Difference | null)[];
}

/**
 * Checks one recipe against `rules` (sound and complete); a difference `rules` leaves unexplained is
 * labelled by the rule of `all` that would explain it, so a missing rule names itself.
 */
export function verdict(lib: Lib, recipe: Recipe, rules: Rule[], all: Rule[] = rulesFor(lib.name)): Labelled {
  // A view recipe is one more run for limu, not one instead of its produce run: that one is checked
  // first, as it was before views were generated (its classes and minimal recipes stay as they were).
  if (recipe.view && lib.view) {
    const {view: _, ...produced} = recipe;
    const first = verdictOf(lib, produced, rules, all);
    if (first.labels.length) return first;
  }
  return verdictOf(lib, recipe, rules, all);
}

function verdictOf(lib: Lib, recipe: Recipe, rules: Rule[], all: Rule[]): Labelled {
  const trace = new Trace(lib.name, recipeFor(lib.name, recipe), judgeAll(lib, recipe));
  const labels: string[] = [];
  const reasons: string[] = [];
  const differences: (Difference | null)[] = [];
  const active = new Map<Rule, string[]>();
  for (const rule of all) active.set(rule, applies(rule, trace));
  // A recipe that throws has no result for an effect to be in, and where an overriding rule holds no
  // other effect is promised: only the differences are checked.
  const overridden = all.some((r) => r.overrides && active.get(r)!.length > 0);
  for (const rule of trace.judgement.got.threw === undefined && !overridden ? rules : []) {
    for (const part of active.get(rule)!) {
      let holds: boolean;
      try {
        holds = rule.effect.holds(trace, part);
      } catch {
        holds = false; // a revoked proxy where the effect is read: not the promised effect
      }
      if (!holds) {
        labels.push(`unsound:${rule.id}`);
        reasons.push(`${rule.id} holds on ${part} but its effect is not there`);
        differences.push(trace.differences[0] ?? null);
      }
    }
  }
  for (const d of trace.differences) {
    const by = (rs: Rule[]) => rs.find((r) => active.get(r)!.some((p) => r.explains(d, trace, p)));
    if (by(rules)) continue;
    const other = by(all);
    labels.push(other ? other.id : `new:${d.kind}@${partOfPath(d.path) ?? d.path.replace(/\d+/g, '')}`);
    reasons.push(JSON.stringify(d));
    differences.push(d);
  }
  return {trace, labels, reasons, differences};
}
