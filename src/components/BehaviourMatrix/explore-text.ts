// The words of the exploration's summary on the behaviour matrix page, shared by the React view
// (Explore.tsx) and its Markdown meaning (src/plugins/llms/components.ts).
import type {ExploreData} from '@site/src/data/explore.types';
import {LIBS} from '../../data/behaviour.types';

type Figures = {
  seed: number;
  runs: number;
  maxOps: number;
  recipes: Record<string, number>;
  versions: Record<string, string>;
};
// The long run's figures as oracles/explore writes them (one type for the data, the page and the .md: src/data/explore.types.ts).
type LongRun = NonNullable<ExploreData['longRun']>;

export const EXPLORE_TEXT = {
  zh: {
    figures: (f: Figures) =>
      `固定种子 ${f.seed}；每个库运行 ${f.runs} 个随机生成的 recipe，每个最多 ${f.maxOps} 步；连同缩减与逐类复核，共执行 ${LIBS.map((l) => `${l} ${f.versions[l]} ${f.recipes[l]} 个`).join('、')}。`,
    space:
      '原始数据由可选的对象数组、数字数组、含嵌套对象的对象、值为对象的 Map、数字 Set，以及同时挂在两条路径下的同一个对象组成。每一步是下列操作之一：',
    longRun: (r: LongRun) =>
      `维护者的长时间运行（${r.date}，种子 ${r.seed}）：每个库 ${r.runs} 个 recipe，用时 ${r.seconds} 秒；找到的类别数：${LIBS.map((l) => `${l} ${r.classes[l]?.length ?? 0}`).join('、')}。`,
    noLongRun: '尚未记录维护者的长时间运行（npm run explore -- --runs N）。',
    coverage: (covered: number, total: number, runs: number) =>
      `固定种子的 ${runs} 个 recipe 覆盖了下列 ${total} 类读者数据与写法中的 ${covered} 类（括号里是含有它的 recipe 数）：`,
    notGenerated: '生成器还不会产生、因此这些规则没有检查过的：',
    lib: '库',
    cls: '差异类别',
    recipe: '最小 recipe',
    pitfall: '常见陷阱中的示例',
  },
  en: {
    figures: (f: Figures) =>
      `Fixed seed ${f.seed}; ${f.runs} generated recipes per library, each at most ${f.maxOps} steps; with shrinking and the check of each class, ${LIBS.map((l) => `${f.recipes[l]} for ${l} ${f.versions[l]}`).join(', ')} were run.`,
    space:
      'A base state holds any of an array of objects, an array of numbers, an object with a nested object, a Map of objects, a Set of numbers, and one object under two paths. Each step is one of these operations:',
    longRun: (r: LongRun) =>
      `The maintainers' longer run (${r.date}, seed ${r.seed}): ${r.runs} recipes per library in ${r.seconds} s; classes found: ${LIBS.map((l) => `${l} ${r.classes[l]?.length ?? 0}`).join(', ')}.`,
    noLongRun: "No longer maintainers' run (npm run explore -- --runs N) is recorded yet.",
    coverage: (covered: number, total: number, runs: number) =>
      `The ${runs} recipes of the fixed seed cover ${covered} of these ${total} kinds of readers' data and code (in brackets: how many recipes contain it):`,
    notGenerated: 'Not generated yet, so no rule here was checked against them:',
    lib: 'Library',
    cls: 'Class of difference',
    recipe: 'Smallest recipe',
    pitfall: 'sample in the pitfalls',
  },
} as const;

/** The kinds the fixed-seed run covers, with their recipe counts, and those it does not generate. */
export function coverageLists(
  data: Pick<ExploreData, 'coverage'>,
  lang: 'zh' | 'en',
): {covered: string[]; missing: string[]} {
  const features = data.coverage.features;
  return {
    covered: features
      .filter((f) => f.recipes !== null)
      .map((f) => (lang === 'zh' ? `${f.zh}（${f.recipes}）` : `${f.en} (${f.recipes})`)),
    missing: features.filter((f) => f.recipes === null).map((f) => f[lang]),
  };
}
