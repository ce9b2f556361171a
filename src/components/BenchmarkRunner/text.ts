// Text of the benchmark's reference results, kept in the /benchmark chunk (see src/lib/useLocaleText).
import type {LocaleTable} from '@site/src/lib/useLocaleText';

interface SlowerRow {
  scenario: string;
  freeze: string;
  other: string;
  limu: string;
  limuSpread: string;
  otherHz: string;
  otherSpread: string;
  ratio: string;
}

export interface ReferenceText {
  date: string;
  load: (start: string, end: string) => string;
  duration: (minutes: number) => string;
  tablesTitle: string;
  tablesIntro: string;
  runtimes: string;
  method: string;
  /** Text before and after the regenerate command. */
  methodText: (rounds: number) => [string, string];
  caption: (env: string) => string;
  chartLabel: string;
  intro: string;
  tableCaption: string;
  slowerNone: (env: string) => string;
  slowerRow: (r: SlowerRow) => string;
  slowerTitle: string;
  slowerIntro: string;
  releasesTitle: string;
  releasesIntro: (versions: string, node: string) => string;
  releasesChart: string;
  yoursCaption: string;
  yoursEmpty: string;
}

export const REFERENCE_TEXT: LocaleTable<ReferenceText> = {
  'zh-Hans': {
    date: '测量时间',
    load: (start, end) => `负载（1/5/15 分钟平均）开始时 ${start}，结束时 ${end}`,
    duration: (minutes) => `整次测量用时约 ${minutes} 分钟`,
    tablesTitle: '参考结果的两个运行环境',
    tablesIntro:
      '同一次参考测量分别在无头 Chromium（上方的图）和 Node 里运行。两个环境的数字不同，请只在同一张表里比较；文档和博客里引用的数字都来自 Node 这张表。',
    runtimes: '运行环境',
    method: '方法',
    methodText: (rounds) => [`每项测 ${rounds} 轮，取中位数；“范围”是最慢和最快一轮的结果。重新生成：`, ''],
    caption: (env) => `参考结果（${env}，每秒操作次数）`,
    chartLabel: '参考结果：各场景下每个库每秒可执行的操作次数（柱越长越快），数据见下方表格',
    intro:
      '页面一打开就能看到参考结果：同一套场景代码分别在 Node 和无头 Chromium 里测得，测量的机器、版本和波动范围都写在图下。按“开始测试”后，你自己的结果会画在参考结果旁边。',
    tableCaption: '每秒操作次数：各轮中位数（括号里是最慢到最快一轮的范围）',
    slowerNone: (env) => `在参考结果（${env}）里，没有哪个场景 limu 比 immer 或 mutative 慢。`,
    slowerRow: (r) =>
      `${r.scenario}（autoFreeze ${r.freeze}）：limu 比 ${r.other} 慢，每秒 ${r.limu} 次（范围 ${r.limuSpread}），${r.other} 每秒 ${r.otherHz} 次（范围 ${r.otherSpread}），是 limu 的 ${r.ratio} 倍。`,
    slowerTitle: 'limu 在哪些场景更慢',
    slowerIntro:
      '以下列出参考结果里 limu 的中位数低于 immer 或 mutative 的每一个场景（按运行环境分开）。范围有重叠时，差距可能只是测量波动。',
    releasesTitle: 'limu 各版本对比',
    releasesIntro: (versions, node) =>
      `同样的场景，在 Node ${node} 里分别用 limu 每个小版本的最新补丁版测量：${versions}（3.6 和 3.10 从未发布）。图中是 autoFreeze 关闭（limu 的默认值）的结果，每组按组内最快的一项缩放；开启 autoFreeze 的数字在下表。`,
    releasesChart: '各场景下 limu 各版本每秒可执行的操作次数（柱越长越快），数据见下表',
    yoursCaption: '你的结果（这个浏览器，每秒操作次数）',
    yoursEmpty: '按“开始测试”后，你的结果会画在这里，与参考结果对照。',
  },
  en: {
    date: 'Measured',
    load: (start, end) => `load average (1/5/15 min) ${start} at start, ${end} at end`,
    duration: (minutes) => `the whole run took about ${minutes} min`,
    tablesTitle: 'The two environments of the reference run',
    tablesIntro:
      'The same reference run measured in headless Chromium (the chart above) and in Node. The two environments give different numbers: compare within one table only. The figures quoted in the docs and the blog are from the Node table.',
    runtimes: 'Runtimes',
    method: 'Method',
    methodText: (rounds) => [
      `${rounds} rounds per case, median shown; the range is the slowest and the fastest round. Regenerate with `,
      '',
    ],
    caption: (env) => `Reference results (${env}, operations per second)`,
    chartLabel:
      'Reference results: operations per second for each library in each scenario (longer is faster); the numbers are in the tables below',
    intro:
      'The page opens with reference results: the same scenario code measured in Node and in headless Chromium, with the machine, the versions and the spread under the chart. Press Start benchmark and your own results are drawn beside them.',
    tableCaption: 'operations per second: median of the rounds (in brackets, the slowest to the fastest round)',
    slowerNone: (env) => `In the reference results (${env}) limu is not slower than immer or mutative in any scenario.`,
    slowerRow: (r) =>
      `${r.scenario} (autoFreeze ${r.freeze}): limu is slower than ${r.other}: ${r.limu} ops/s (range ${r.limuSpread}) against ${r.otherHz} ops/s (range ${r.otherSpread}), ${r.ratio} times limu.`,
    slowerTitle: 'Where limu is slower',
    slowerIntro:
      "Every scenario where limu's median in the reference results is below immer's or mutative's, per runtime. Where the ranges overlap, the gap may be measurement noise.",
    releasesTitle: 'limu across its releases',
    releasesIntro: (versions, node) =>
      `The same scenarios in Node ${node}, with the latest patch of every limu minor: ${versions} (3.6 and 3.10 were never published). The chart shows autoFreeze off (limu's default), each group scaled to its fastest bar; the numbers with autoFreeze on are in the table.`,
    releasesChart:
      'Operations per second of each limu release in each scenario (longer is faster); the numbers are in the table below',
    yoursCaption: 'Your results (this browser, operations per second)',
    yoursEmpty: 'Press Start benchmark and your results are drawn here, beside the reference results.',
  },
};
