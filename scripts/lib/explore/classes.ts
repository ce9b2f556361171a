/**
 * The classes of divergence: each a rule a reader can follow, with the test that says whether a
 * failure is one of its cases. A failure no class matches is reported as new, by its kind and place
 * (`new:value@nums`), never folded into the nearest class. The first class that matches wins, so the
 * narrow rules come before the broad ones.
 */
import type {Recipe} from './model';
import type {Concrete, Difference, LibName} from './oracle';

export interface Finding {
  recipe: Recipe;
  concrete: Concrete;
  difference: Difference;
}

export interface ClassText {
  /** The rule, as a pitfalls heading: "after X, a later Y is lost". */
  title: string;
  /** What happens and what to do instead, one or two sentences. */
  rule: string;
}

export interface ExploreClass {
  id: string;
  zh: ClassText;
  en: ClassText;
  /** A section of the pitfalls page that already covered this class before the exploration, if any. */
  knownAs?: string;
  /** Rows of the behaviour matrix that show this class: the section links them, and they link back. */
  rows?: string[];
  match(f: Finding, ctx: Context): boolean;
}

export interface Context {
  lib: LibName;
  /** The verdict on another recipe: counterfactual checks ("does it still fail without X?"). */
  rejudge(recipe: Recipe): Finding | null;
}

const has = (f: Finding, re: RegExp) => f.concrete.statements.some((s) => re.test(s));
/** The top-level part of the result (or snapshot) where the difference was found. */
const at = (f: Finding, part: string) => new RegExp(`^(result|base)\\.${part}\\b`).test(f.difference.path);
const shared = (f: Finding) => f.recipe.base.ref !== undefined && (f.recipe.base.list?.length ?? 0) > 0;
const kind = (f: Finding, ...kinds: Difference['kind'][]) => kinds.includes(f.difference.kind);

export const CLASSES: ExploreClass[] = [
  {
    id: 'frozen-result',
    zh: {
      title: '结果被冻结',
      rule: '结果及其中被改过的部分都被 Object.freeze 冻结（Map 和 Set 额外带上一组隐藏的只读方法），之后对结果直接赋值会被忽略或报错。',
    },
    en: {
      title: 'The result is frozen',
      rule: 'The result and the parts of it that changed are frozen with Object.freeze (a Map or Set also gets hidden read-only methods); a later direct write to the result is ignored or throws.',
    },
    match: (f) => kind(f, 'frozen'),
  },
  {
    id: 'map-set-own-methods',
    zh: {
      title: 'Map 和 Set 结果带上可枚举的自有方法',
      rule: 'recipe 里访问过的 Map 或 Set，在结果中多出可枚举的自有属性：Map 上是 get、set、delete、clear，Set 上是 add、delete、clear；Object.keys、展开和按自有属性比较的工具都能看到它们。',
    },
    en: {
      title: 'Map and Set results carry enumerable own methods',
      rule: 'A Map or Set the recipe touched comes back with enumerable own properties: get, set, delete and clear on a Map, add, delete and clear on a Set; Object.keys, spreading and any comparison by own properties see them.',
    },
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
    match: (f) => kind(f, 'own-props') && !/hidden/.test(f.difference.got),
  },
  {
    id: 'shared-object-split',
    knownAs: 'shared-object-split',
    zh: {
      title: '被两条路径引用的对象在修改后分离',
      rule: '同一个对象挂在两条路径下时，通过其中一条路径的修改不会出现在另一条路径上，两条路径在结果里也不再指向同一个对象。',
    },
    en: {
      title: 'An object under two paths splits when changed',
      rule: 'When one object sits under two paths, a change made through one path is missing under the other, and in the result the two paths no longer reach one object.',
    },
    // The shared reference is the cause when, on a base without it, the same recipe no longer
    // differs there (it may still differ elsewhere, by another class).
    match: (f, ctx) => {
      if (!shared(f)) return false;
      const base = {...f.recipe.base};
      delete base.ref;
      const without = ctx.rejudge({...f.recipe, base});
      return (
        without === null ||
        without.difference.path !== f.difference.path ||
        without.difference.kind !== f.difference.kind
      );
    },
  },
  {
    id: 'original-or-current-of-non-draft-throws',
    zh: {
      title: '对不是草稿的值调用 original 或 current 会抛错',
      rule: 'recipe 里新放进去的对象不是草稿，对它调用 original 或 current 会抛错，而不是返回它本身。',
    },
    en: {
      title: 'original or current on a value that is not a draft throws',
      rule: 'An object the recipe put in is not a draft; calling original or current on it throws instead of returning it.',
    },
    match: (f) => kind(f, 'throws') && /original|current/.test(f.difference.got),
  },
  {
    id: 'map-alias-broken',
    zh: {
      title: '把 Map 的一个值再存到另一个键下，新条目丢失或变成已撤销的代理',
      rule: '用 map.set(新键, map.get(旧键)) 让两个键指向同一个对象：之前没读过这个 Map 时新条目不会进入结果；读过（get、set）之后，结果里这个值是已撤销的代理，一读就抛错。',
    },
    en: {
      title: 'Storing a Map value under a second key loses the entry or leaves a revoked proxy',
      rule: 'When map.set(newKey, map.get(oldKey)) makes two keys hold one object, the new entry is missing from the result if the Map was not read before; after an earlier get or set, that value in the result is a revoked proxy that throws when read.',
    },
    match: (f) =>
      has(f, /draft\.map\.set\('k\d', draft\.map\.get\(/) &&
      (kind(f, 'unreadable', 'throws') || (kind(f, 'value', 'sharing') && at(f, 'map'))),
  },
  {
    id: 'array-element-alias-revoked',
    zh: {
      title: '对象数组里同一个对象占了两个位置，又移动过元素，结果里留下已撤销的代理',
      rule: '用 list[i] = list[j] 或 fill(一个对象) 让同一个对象出现在数组的两个位置，而这个数组还经过 push、unshift、shift、splice、sort、fill 或给 length 赋值（先后都算，fill 本身也算），结果中的某一项可能是已撤销的代理，一读就抛错。',
    },
    en: {
      title: 'One object in two slots of an array, plus moved elements, leaves a revoked proxy',
      rule: 'When list[i] = list[j] or fill(oneObject) puts one object in two slots of an array, and the array also goes through push, unshift, shift, splice, sort, fill or a length assignment (before or after; the fill itself counts), a slot of the result can hold a revoked proxy that throws when read.',
    },
    match: (f) =>
      kind(f, 'unreadable', 'throws') &&
      has(f, /^draft\.list\[\d+\] = draft\.list\[\d+\];|draft\.list\.fill\(/) &&
      has(f, /draft\.list\.(push|unshift|shift|splice|sort|fill)\(|^draft\.list\[\d+\] = \{|^draft\.list\.length = /),
  },
  {
    id: 'length-then-index-lost',
    zh: {
      title: '给 length 或某一项赋上原值后，下标赋值丢失',
      rule: '给数组的 length 赋上它当前的值，或给原始值数组的某一项赋上它当前的值（包括交换两个相等的元素）之后，同一个 recipe 里对这个数组的下标赋值（arr[i] = x）不会进入结果；push 等方法不受影响。',
    },
    en: {
      title: 'After writing length or an element its current value, index assignments are lost',
      rule: "After an array's length is assigned the value it already has, or an element of an array of primitives is (swapping two equal elements included), later index assignments (arr[i] = x) to that array in the same recipe do not reach the result; push and the other methods still do.",
    },
    match: (f) => {
      const writes = f.concrete.statements.filter((st) =>
        /^\[?draft\.nums\[\d+\](, draft\.\w+\[\d+\]\])? = /.test(st),
      ).length;
      return (
        kind(f, 'value') &&
        (at(f, 'nums') || at(f, 'list')) &&
        has(f, /^\[?draft\.(nums|list)\[\d+\](, draft\.\w+\[\d+\]\])? = /) &&
        (has(f, /\.length = \d+;/) || (at(f, 'nums') && writes >= 2))
      );
    },
  },
  {
    id: 'array-objects-order-lost',
    knownAs: 'array-object-order',
    zh: {
      title: '对象数组上的 reverse、pop 和交换元素会丢失',
      rule: '数组元素是对象时，reverse()、pop() 以及交换两个元素都不会进入结果；其中有recipe 里新放进去的对象时，结果里还可能留下已撤销的代理。',
    },
    en: {
      title: 'reverse, pop and swaps on an array of objects are lost',
      rule: 'When the elements are objects, reverse(), pop() and swapping two elements do not reach the result; when some of them were put in by the recipe, the result may also hold revoked proxies.',
    },
    match: (f) =>
      (kind(f, 'value', 'sharing') ? at(f, 'list') : kind(f, 'unreadable')) &&
      has(f, /draft\.list\.(reverse|pop)\(|^\[draft\.list\[\d+\], draft\.list\[\d+\]\] = /),
  },
  {
    id: 'array-objects-copywithin',
    knownAs: 'array-object-order',
    zh: {
      title: '对象数组上的 copyWithin 结果出错',
      rule: '数组元素是对象时，copyWithin 写入的位置在结果里可能还是原来的元素，复制过去的元素也不再与源位置是同一个对象。',
    },
    en: {
      title: 'copyWithin on an array of objects goes wrong',
      rule: 'When the elements are objects, the slots copyWithin writes may keep their old elements in the result, and the copied elements are no longer the same objects as those at their source slots.',
    },
    match: (f) =>
      kind(f, 'value', 'sharing', 'unreadable') &&
      (at(f, 'list') || f.difference.path === 'result') &&
      has(f, /draft\.list\.copyWithin\(/),
  },
  {
    id: 'array-objects-length-lost',
    zh: {
      title: '读过或改过对象元素后，用 length 缩短数组会丢失',
      rule: '数组元素是对象时，只要 recipe 里先读过或改过其中的元素，之后给 length 赋一个更小的值不会进入结果，被截掉的元素仍然在。',
    },
    en: {
      title: 'Shortening an array of objects with length is lost after an element was read or changed',
      rule: 'When the elements are objects and the recipe has read or changed one of them, a later smaller length does not reach the result: the cut elements are still there.',
    },
    match: (f) => kind(f, 'value') && at(f, 'list') && has(f, /draft\.list\.length = \d+;/),
  },
  {
    id: 'array-objects-overwrite-after-edit',
    zh: {
      title: '读过或改过的对象元素再被下标赋值或 fill 覆盖，覆盖会丢失',
      rule: '数组元素是对象时，先读过或改过某个元素（读取、改属性、删属性），再用 list[i] = 另一个对象 或 fill 覆盖这个位置，结果里仍是原来的元素（带着改动）。',
    },
    en: {
      title: 'Overwriting an object element that was read or changed, by index or fill, is lost',
      rule: 'When the elements are objects and the recipe read or changed one of them (read it, set or deleted a property), a later list[i] = anotherObject or fill over that slot does not reach the result: it still holds the old element (with its changes).',
    },
    match: (f) =>
      kind(f, 'value') && at(f, 'list') && has(f, /draft\.list\.fill\(|^draft\.list\[\d+\] = (\{|draft\.list\[)/),
  },
  {
    id: 'array-element-alias-split',
    zh: {
      title: '同一个对象放在数组的两个位置，结果里变成两个不同的对象',
      rule: '用 list[i] = list[j] 或 fill(一个对象) 让两个位置指向同一个对象：在普通 JavaScript 里它们是同一个对象；结果里它们是两个内容相同、却互不相同的对象。',
    },
    en: {
      title: 'One object in two slots of an array becomes two different objects',
      rule: 'When list[i] = list[j] or fill(oneObject) makes two slots hold one object, plain JavaScript keeps one object there; the result has two objects with the same content that are not the same object.',
    },
    match: (f) =>
      kind(f, 'sharing') && at(f, 'list') && has(f, /^draft\.list\[\d+\] = draft\.list\[\d+\];|draft\.list\.fill\(/),
  },
  {
    id: 'sort-primitives-lost',
    zh: {
      title: '原始值数组的 sort 在第一个元素不动时丢失',
      rule: '数组元素是原始值时，如果排序后第一个元素仍在原位，sort 的结果不会进入最终结果（之后对这个数组的其他修改会把排序带回来）。',
    },
    en: {
      title: 'sort on an array of primitives is lost when the first element stays',
      rule: 'When the elements are primitives and sorting leaves the first element where it was, the sort does not reach the result (a later change to the same array brings it back).',
    },
    match: (f) => at(f, 'nums') && has(f, /draft\.nums\.sort\(/),
  },
];

/** The class of a failure: a class id, or `new:<kind>@<part>` when no class explains it. */
export function classify(f: Finding, ctx: Context): string {
  const found = CLASSES.find((c) => c.match(f, ctx));
  if (found) return found.id;
  const part = /^(?:result|base)\.(\w+)/.exec(f.difference.path)?.[1] ?? f.difference.path.replace(/\d+/g, '');
  return `new:${f.difference.kind}@${part}`;
}
