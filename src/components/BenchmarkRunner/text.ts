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
  /** Why the current release's figures differ from limu's in the Node table (issue 51). */
  releasesSame: (r: {
    version: string;
    scenario: string;
    freeze: string;
    here: string;
    there: string;
    ratio: string;
  }) => string;
  yoursCaption: string;
  yoursEmpty: string;
  directionsTitle: string;
  directionsIntro: string;
  directionsSummary: (env: string, faster: number, slower: number) => string;
  directionsCaption: (env: string) => string;
  way: (limuFaster: boolean, ratio: string) => string;
  versusTitle: string;
  versusIntro: (env: string) => string;
  versusCaption: (env: string) => string;
  limuShare: string;
  sameWay: (other: string) => string;
  agree: (agree: boolean | null) => string;
  whyTitle: string;
  why: string[];
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
    releasesSame: (r) =>
      `表中的 ${r.version} 与上面 Node 表里的 limu 是同一份代码，但属于两组分开测量的轮次，所以数字不同：差得最多的是“${r.scenario}”（autoFreeze ${r.freeze}），这里每秒 ${r.here} 次，Node 表里每秒 ${r.there} 次，相差 ${r.ratio} 倍。同一段代码在这台共享机器上两次测量就能差这么多，所以比较各版本时只看这张表，比较各个库时只看上面的表。`,
    yoursCaption: '你的结果（这个浏览器，每秒操作次数）',
    yoursEmpty: '按“开始测试”后，你的结果会画在这里，与参考结果对照。',
    directionsTitle: '每个环境里 limu 的快慢',
    directionsIntro:
      '同一次参考测量在 Node 和无头 Chromium 里的结论并不总是一致：某个场景里 limu 在一个环境更快，在另一个环境可能更慢。下表按环境分开，列出 limu 对 immer 和 mutative 在每个场景里的快慢（倍数是较快者的中位数除以较慢者的中位数）。文档里的每个比较也都写明它来自哪个环境。',
    directionsSummary: (env, faster, slower) => `${env}：limu 在 ${faster} 项比较里更快，在 ${slower} 项里更慢。`,
    directionsCaption: (env) => `${env} · autoFreeze 关闭与开启 · limu 对 immer、mutative`,
    way: (limuFaster, ratio) => (limuFaster ? `limu 更快（×${ratio}）` : `limu 更慢（×${ratio}）`),
    versusTitle: '你的结果与参考结果',
    versusIntro: (env) =>
      `下表把你这次测试和参考测量（${env}）逐项对照：“limu 的速度”是你的 limu 中位数占参考结果的比例；后两列说明 limu 对 immer、mutative 的快慢是否与参考结果同向。`,
    versusCaption: (env) => `你的结果对照参考结果（${env}）`,
    limuShare: 'limu 的速度（参考 = 100%）',
    sameWay: (other) => `对 ${other} 的快慢`,
    agree: (agree) => (agree === null ? '–' : agree ? '与参考同向' : '与参考相反'),
    whyTitle: '你的结果为什么会不同',
    why: [
      '设备：CPU 型号、核心数和频率不同，手机和省电模式下的笔记本会慢很多。',
      '负载：同时打开的标签页、扩展和后台程序会抢占 CPU；参考测量本身也跑在一台共享的两核机器上，负载写在图下。',
      '浏览器和引擎：参考结果来自无头 Chromium 和 Node；其他浏览器的 JavaScript 引擎对代理（Proxy）和对象复制的优化不同，快慢甚至可能反过来。',
      '测量时长：每个场景只测很短的时间，一次运行的误差可能很大；看 ± 误差，差距在误差之内时不要下结论，可以多跑几次。',
    ],
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
    releasesSame: (r) =>
      `The ${r.version} column is the same code as limu in the Node table above, measured in rounds of its own, so its figures differ: the most in ${r.scenario} (autoFreeze ${r.freeze}), ${r.here} ops/s here against ${r.there} ops/s there, a factor of ${r.ratio}. Two measurements of the same code on this shared machine differ that much: compare releases within this table only, and libraries within the tables above.`,
    yoursCaption: 'Your results (this browser, operations per second)',
    yoursEmpty: 'Press Start benchmark and your results are drawn here, beside the reference results.',
    directionsTitle: 'Which way each environment goes',
    directionsIntro:
      'The same reference run does not always reach the same verdict in Node and in headless Chromium: limu can be faster in a scenario in one environment and slower in the other. The table below, one per environment, says which way limu goes against immer and mutative in each scenario (the factor is the faster median over the slower one). Every comparison in the docs names the environment it comes from, too.',
    directionsSummary: (env, faster, slower) =>
      `${env}: limu is faster in ${faster} of the comparisons and slower in ${slower}.`,
    directionsCaption: (env) => `${env} · autoFreeze off and on · limu against immer and mutative`,
    way: (limuFaster, ratio) => (limuFaster ? `limu faster (×${ratio})` : `limu slower (×${ratio})`),
    versusTitle: 'Your run against the reference',
    versusIntro: (env) =>
      `The table sets your run beside the reference run (${env}), case by case: "limu's speed" is your limu median as a share of the reference's; the last two columns say whether limu goes the same way against immer and mutative as in the reference.`,
    versusCaption: (env) => `Your results against the reference (${env})`,
    limuShare: "limu's speed (reference = 100%)",
    sameWay: (other) => `Against ${other}`,
    agree: (agree) => (agree === null ? '–' : agree ? 'same way as the reference' : 'the other way'),
    whyTitle: 'Why your results may differ',
    why: [
      'The device: CPU model, core count and clock differ; phones and laptops on battery saving are much slower.',
      'Load: other tabs, extensions and programs take CPU time; the reference run itself ran on a shared two-core machine, with its load written under the chart.',
      'The browser and its engine: the reference comes from headless Chromium and Node; other JavaScript engines optimise proxies and object copies differently, and a verdict may even turn around.',
      'Measuring time: each scenario is measured briefly, so one run can be off by a lot; read the ± margins, draw no conclusion from a gap within them, and run again.',
    ],
  },
};
