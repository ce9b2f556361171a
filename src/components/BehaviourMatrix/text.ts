// The words and icons of the behaviour matrix, shared by the React tables (Tables.tsx) and their
// Markdown meaning for the .md copies of the page (src/plugins/llms/components.ts).

export type Lang = 'zh' | 'en';

export const TEXT = {
  zh: {
    operation: '操作',
    expected: '期望（普通对象上直接修改的结果）',
    code: '代码',
    same: '相同',
    differs: '不同',
    throws: '抛错',
    na: '无对应 API',
    got: '得到',
    baseChanged: 'base 被改动',
    frozen: '结果已冻结',
    asExpected: '符合期望',
    notExpected: '不符合期望',
    sameButBase: '结果相同但 base 被改动',
    sep: '，',
    open: '（',
    close: '）',
    countNote:
      '每个库的每一行只计入一项：“符合期望”指结果与期望相同、base 也未被改动；“不符合期望”指结果不同、抛错，或结果相同但改动了 base；“无对应 API”单独计数。下面的筛选“limu 不符合期望”显示的正是 limu 不符合期望的这些行。',
    caption: (group: string, n: number) => `${group}：${n} 项探测`,
    anchor: (label: string) => `本行链接：${label}`,
    pitfall: '常见陷阱：示例与绕开写法',
    filter: '筛选对照表',
    show: '显示哪些行',
    all: '全部',
    limuDiffers: 'limu 不符合期望',
    disagree: '三个库结果不一致',
    group: '分组',
    allGroups: '全部分组',
    count: (shown: number, total: number) =>
      shown === total ? `显示全部 ${total} 行` : `显示 ${shown} 行，共 ${total} 行`,
  },
  en: {
    operation: 'Operation',
    expected: 'Expected (the same change on a plain copy)',
    code: 'Code',
    same: 'same',
    differs: 'differs',
    throws: 'throws',
    na: 'no equivalent API',
    got: 'got',
    baseChanged: 'base changed',
    frozen: 'result frozen',
    asExpected: 'as expected',
    notExpected: 'not as expected',
    sameButBase: 'same result, base changed',
    sep: ', ',
    open: ' (',
    close: ')',
    countNote:
      'Each row counts once per library: "as expected" means the expected result with the base left as it was; "not as expected" means a different result, an error, or the expected result with the base changed; "no equivalent API" is counted apart. The filter below, "where limu is not as expected", shows exactly those rows of limu.',
    caption: (group: string, n: number) => `${group}: ${n} probes`,
    anchor: (label: string) => `Link to this row: ${label}`,
    pitfall: 'Pitfalls: sample and workaround',
    filter: 'Filter the matrix',
    show: 'Rows to show',
    all: 'all',
    limuDiffers: 'where limu is not as expected',
    disagree: 'where the three libraries disagree',
    group: 'Group',
    allGroups: 'all groups',
    count: (shown: number, total: number) =>
      shown === total ? `Showing all ${total} rows` : `Showing ${shown} of ${total} rows`,
  },
} as const;

// Text and an icon for each status: colour is never the only signal.
export const ICON = {same: '✓', differs: '✗', throws: '⚠', na: '–'} as const;
