// The committed query set of issue 14: what readers type, and the page that must be among the first
// three results. API names, Chinese and English phrases, lower-case spellings, prefixes and typos.
// Any search engine of this site must pass it: tests/build/search-quality.test.ts runs the whole set
// through the browser's search client on the built index; tests/e2e/search-quality.spec.ts runs a
// few of them through the results page.

/** [query, path under the locale's base of the page that must be in the top 3, what it checks] */
export type SearchCase = readonly [query: string, page: string, kind: 'api' | 'phrase' | 'prefix' | 'typo' | 'case'];

const API: SearchCase[] = [
  ['produce', 'docs/api/basic/produce/', 'api'],
  ['createDraft', 'docs/api/basic/create-draft/', 'api'],
  ['finishDraft', 'docs/api/basic/create-draft/', 'api'],
  ['immut', 'docs/api/basic/immut/', 'api'],
  ['finishImmut', 'docs/api/basic/immut/', 'api'],
  ['original', 'docs/api/basic/original/', 'api'],
  ['current', 'docs/api/basic/current/', 'api'],
  ['markRaw', 'docs/api/basic/mark-raw/', 'api'],
  ['deepCopy', 'docs/api/basic/deep-copy/', 'api'],
  ['deepFreeze', 'docs/api/basic/deep-freeze/', 'api'],
  ['isDraft', 'docs/api/basic/is-draft/', 'api'],
  ['isDiff', 'docs/api/basic/is-diff/', 'api'],
  ['shallowCompare', 'docs/api/basic/shallow-compare/', 'api'],
  ['setAutoFreeze', 'docs/api/basic/set-auto-freeze/', 'api'],
  ['getAutoFreeze', 'docs/api/basic/set-auto-freeze/', 'api'],
  ['limuUtils', 'docs/api/basic/limu-utils/', 'api'],
  ['onOperate', 'docs/api/basic/options/', 'api'],
  ['createDra', 'docs/api/basic/create-draft/', 'prefix'],
  ['deepFree', 'docs/api/basic/deep-freeze/', 'prefix'],
  ['markraw', 'docs/api/basic/mark-raw/', 'case'],
  ['shalowCompare', 'docs/api/basic/shallow-compare/', 'typo'],
  ['craeteDraft', 'docs/api/basic/create-draft/', 'typo'],
];

export const SEARCH_CASES: Record<'zh-Hans' | 'en', SearchCase[]> = {
  'zh-Hans': [
    ...API,
    ['结构共享', 'docs/api/', 'phrase'],
    ['冻结', 'docs/guides/freezing/', 'phrase'],
    ['自动冻结', 'docs/guides/freezing/', 'phrase'],
    ['草稿', 'docs/guides/read-only-and-immut/', 'phrase'],
    ['只读', 'docs/guides/read-only-and-immut/', 'phrase'],
    ['异步', 'docs/guides/async/', 'phrase'],
    ['安装', 'docs/guides/installation/', 'phrase'],
    ['按需加载', 'docs/tutorial-basics/prefetch-lib/', 'phrase'],
    ['迁移', 'docs/guides/migrating-from-immer/', 'phrase'],
    ['常见问题', 'docs/guides/faq/', 'phrase'],
    ['陷阱', 'docs/guides/pitfalls/', 'phrase'],
    ['工作原理', 'docs/guides/how-it-works/', 'phrase'],
    ['多引用', 'docs/guides/multiple-references/', 'phrase'],
    ['循环引用', 'docs/guides/pitfalls/', 'phrase'],
    ['原型', 'docs/guides/pitfalls/', 'phrase'],
    ['更新日志', 'docs/changelog/intro/', 'phrase'],
    ['快速开始', 'docs/intro/', 'phrase'],
    ['对比', 'docs/guides/comparison/', 'phrase'],
    ['React', 'docs/guides/react/', 'phrase'],
  ],
  en: [
    ...API,
    ['structural sharing', 'docs/api/', 'phrase'],
    ['freezing', 'docs/guides/freezing/', 'phrase'],
    ['freeze', 'docs/guides/freezing/', 'phrase'],
    ['draft', 'docs/guides/read-only-and-immut/', 'phrase'],
    ['read-only', 'docs/guides/read-only-and-immut/', 'phrase'],
    ['async', 'docs/guides/async/', 'phrase'],
    ['install', 'docs/guides/installation/', 'prefix'],
    ['load limu on demand', 'docs/tutorial-basics/prefetch-lib/', 'phrase'],
    ['migrating from immer', 'docs/guides/migrating-from-immer/', 'phrase'],
    ['faq', 'docs/guides/faq/', 'phrase'],
    ['pitfalls', 'docs/guides/pitfalls/', 'phrase'],
    ['how it works', 'docs/guides/how-it-works/', 'phrase'],
    ['multiple references', 'docs/guides/multiple-references/', 'phrase'],
    ['circular reference', 'docs/guides/pitfalls/', 'phrase'],
    ['prototype', 'docs/guides/pitfalls/', 'phrase'],
    ['changelog', 'docs/changelog/intro/', 'phrase'],
    ['getting started', 'docs/intro/', 'phrase'],
    ['comparison', 'docs/guides/comparison/', 'phrase'],
    ['typescript', 'docs/guides/typescript/', 'phrase'],
  ],
};

/**
 * Issue 39.2: the error catalogue (docs/api/errors/). Every message limu can throw or print
 * (tests/docs/limu-messages.ts reads them from the package; tests/build/search-quality.test.ts fails
 * when this list misses one) with the anchor of its entry, the section with the cause and the fix.
 * `pasted`: what a reader pastes, whole or in part, as the console shows it (run-time values filled in,
 * the `Error: ` or `Uncaught Error: ` prefix, a cut at either end). The entry must be the FIRST hit
 * (what Enter in the navbar box opens), never the "messages by version" table, in both locales.
 */
export const ERROR_MESSAGES: ReadonlyArray<{message: string; anchor: string; pasted: readonly string[]}> = [
  {
    message: 'produce callback is not a function',
    anchor: 'produce-callback-is-not-a-function',
    pasted: ['Uncaught Error: produce callback is not a function', 'callback is not a function'],
  },
  {
    message: 'produce callback can not be a promise function or result',
    anchor: 'produce-callback-can-not-be-a-promise',
    pasted: ['Error: produce callback can not be a promise function or result', 'can not be a promise function'],
  },
  {
    message: 'base state can not be primitive',
    anchor: 'base-state-can-not-be-primitive',
    pasted: ['Uncaught Error: base state can not be primitive', 'state can not be primitive'],
  },
  {
    message: 'Not a Limu root draft',
    anchor: 'not-a-limu-root-draft',
    pasted: ['Error: Not a Limu root draft', 'not a limu root'],
  },
  {
    message: 'Draft has been finished!',
    anchor: 'draft-has-been-finished',
    pasted: ['Uncaught Error: Draft has been finished!', 'draft has been finished'],
  },
  {
    message: '[[ createMeta ]]: meta should not be null',
    anchor: 'create-meta',
    pasted: ['Error: [[ createMeta ]]: meta should not be null', 'meta should not be null'],
  },
  {
    message: 'can not mutate state at readOnly mode!',
    anchor: 'can-not-mutate-state-at-readonly-mode',
    pasted: ['can not mutate state at readOnly mode', 'mutate state at readOnly'],
  },
  {
    message: '<op> failed, cuase draft root has been finised! key: <key>',
    anchor: 'draft-root-has-been-finished',
    pasted: ['set failed, cuase draft root has been finised! key: a', 'cuase draft root has been finised'],
  },
  {
    message: '<op> failed, cuase the value is an expired limu proxy data! key: <key>',
    anchor: 'expired-limu-proxy-data',
    pasted: [
      'get failed, cuase the value is an expired limu proxy data! key: list',
      'the value is an expired limu proxy data',
    ],
  },
];

/**
 * Issue 51.3: the JavaScript engine's messages a reader meets with limu (a revoked draft, frozen data),
 * each with its entry under #engine-errors on the same page (tests/docs/errors-page.test.ts holds the
 * page to this list). `pasted`: as the console shows them, with the property name and the prefix.
 */
export const ENGINE_MESSAGES: ReadonlyArray<{message: string; anchor: string; pasted: readonly string[]}> = [
  {
    message: "Cannot perform '<op>' on a proxy that has been revoked",
    anchor: 'revoked-proxy',
    pasted: [
      "Cannot perform 'get' on a proxy that has been revoked",
      "Uncaught TypeError: Cannot perform 'set' on a proxy that has been revoked",
      "Cannot perform 'ownKeys' on a proxy",
    ],
  },
  {
    message: "Cannot assign to read only property '<key>' of object '<object>'",
    anchor: 'read-only-property',
    pasted: [
      "Uncaught TypeError: Cannot assign to read only property 'count' of object '#<Object>'",
      "Cannot assign to read only property '0' of object '[object Array]'",
    ],
  },
  {
    message: 'Cannot add property <key>, object is not extensible',
    anchor: 'object-not-extensible',
    pasted: [
      'TypeError: Cannot add property 1, object is not extensible',
      'Cannot add property name, object is not extensible',
    ],
  },
  {
    message: "Cannot delete property '<key>' of <object>",
    anchor: 'cannot-delete-property',
    pasted: ["Uncaught TypeError: Cannot delete property 'b' of #<Object>"],
  },
  {
    message: 'Cannot define property <key>, object is not extensible',
    anchor: 'cannot-define-property',
    pasted: ['TypeError: Cannot define property hidden, object is not extensible'],
  },
];

/** [query, path and anchor under the locale's base of the entry that must be the first hit] */
export const ERROR_CASES: ReadonlyArray<readonly [query: string, entry: string]> = [
  ...ERROR_MESSAGES,
  ...ENGINE_MESSAGES,
].flatMap(({message, anchor, pasted}) =>
  [message, ...pasted].map((query) => [query, `docs/api/errors/#${anchor}`] as const),
);

/**
 * Issue 39.2: common English words typed on the Chinese site find the Chinese pages that hold them
 * (in code, inline code or prose): [query, page that must be in the top 3].
 */
export const ENGLISH_ON_CHINESE: readonly SearchCase[] = [
  ['install', 'docs/guides/installation/', 'phrase'],
  ['draft', 'docs/guides/read-only-and-immut/', 'phrase'],
  ['freeze', 'docs/guides/freezing/', 'phrase'],
];
