// Benchmark figures as the pages quote them, read from the reference run (reference.json, written by
// `npm run bench:reference`). Pure: used by the MDX components (src/components/BenchFigure), their
// Markdown for llms.txt (src/plugins/llms/components.ts) and tests/docs/bench-figures.test.ts.
import type {ReferenceData, ReferenceResult} from './releases';

export type BenchEnv = 'node' | 'browser';
export type BenchLang = 'zh' | 'en';

/** A case as written in the Markdown: `update-field|off|limu` (scenario, autoFreeze, library). */
export type CaseRef = string;

/** The result of one case, or an Error that names the case and what the data holds. */
export function findCase(data: ReferenceData, ref: CaseRef, env: BenchEnv = 'node'): ReferenceResult {
  const [scenario, freeze, library] = ref.split('|');
  if (freeze !== 'on' && freeze !== 'off')
    throw new Error(`benchmark case "${ref}": write scenario|on|library or scenario|off|library`);
  const id = `${scenario}|${freeze === 'on' ? 'freeze' : 'no-freeze'}|${library}`;
  const found = data.results[env].find((r) => r.id === id);
  if (!found) {
    const ids = [...new Set(data.results[env].map((r) => `${r.scenario}|…|${r.library}`))].join(', ');
    throw new Error(`benchmark case "${ref}" is not in the reference run's ${env} results (it has ${ids})`);
  }
  return found;
}

/** Updates per second as prose shows them: whole numbers with thousands separators, one decimal below 10. */
export function formatFigure(hz: number): string {
  return hz >= 10 ? Math.round(hz).toLocaleString('en-US') : hz.toFixed(1);
}

/** How many times `faster` is `slower`: one decimal below 10, whole above. */
export function formatRatio(faster: number, slower: number): string {
  const r = faster / slower;
  return r >= 10 ? String(Math.round(r)) : r.toFixed(1);
}

export const rangeText = (r: ReferenceResult): string => `${formatFigure(r.min)}–${formatFigure(r.max)}`;

const overlap = (a: ReferenceResult, b: ReferenceResult) => a.min <= b.max && b.min <= a.max;

/**
 * Issue 39.3: a comparison names the environment its figures come from, and without `env` it gives
 * every environment of the run (Node, then Chromium), so a reader sees where the verdicts differ:
 * "Node.js v20.20.2: limu 2,212 and immer 1,619 updates per second: limu is faster (1.4 times immer);
 * Chromium …: …: limu is slower (…)".
 */
export function compareText(data: ReferenceData, a: CaseRef, b: CaseRef, lang: BenchLang, env?: BenchEnv): string {
  const envs: BenchEnv[] = env ? [env] : data.results.browser.length > 0 ? ['node', 'browser'] : ['node'];
  return envs
    .map((e) => `${envLabel(data, e)}${lang === 'zh' ? '：' : ': '}${compareInEnv(data, a, b, lang, e)}`)
    .join(lang === 'zh' ? '；' : '; ');
}

/** "limu 2,212 and immer 1,619 updates per second: limu is faster (1.4 times immer)", in words per locale. */
function compareInEnv(data: ReferenceData, a: CaseRef, b: CaseRef, lang: BenchLang, env: BenchEnv) {
  const ra = findCase(data, a, env);
  const rb = findCase(data, b, env);
  // autoFreeze is named when the two cases differ in it (limu unfrozen against immer frozen).
  const freezeDiffers = ra.freeze !== rb.freeze;
  const name = (r: ReferenceResult) => {
    if (!freezeDiffers) return r.library;
    const f = r.freeze ? 'on' : 'off';
    return lang === 'zh' ? `${r.library}（autoFreeze ${f}）` : `${r.library} (autoFreeze ${f})`;
  };
  const [na, nb] = [name(ra), name(rb)];
  const faster = ra.hz >= rb.hz;
  const ratio = faster ? formatRatio(ra.hz, rb.hz) : formatRatio(rb.hz, ra.hz);
  const noise = overlap(ra, rb);
  if (lang === 'zh') {
    const verdict = faster ? `${na} 更快（是 ${nb} 的 ${ratio} 倍）` : `${na} 更慢（${nb} 是它的 ${ratio} 倍）`;
    return `${na} 每秒 ${formatFigure(ra.hz)} 次，${nb} ${formatFigure(rb.hz)} 次，${verdict}${noise ? '；两者各轮的范围有重叠，差距可能只是测量波动' : ''}`;
  }
  const verdict = faster
    ? `${na} is faster (${ratio} times ${nb})`
    : `${na} is slower (${nb} does ${ratio} times as many)`;
  return `${na} ${formatFigure(ra.hz)} and ${nb} ${formatFigure(rb.hz)} updates per second: ${verdict}${noise ? '; the ranges of their rounds overlap, so the gap may be noise' : ''}`;
}

export function envLabel(data: ReferenceData, env: BenchEnv): string {
  return env === 'node' ? `Node.js ${data.node}` : (data.browser ?? 'Chromium');
}

/** The run's date (UTC day). */
export const runDate = (data: ReferenceData): string => data.generated.slice(0, 10);

/**
 * The provenance line a page shows once beside its figures: date, environment, machine, load before
 * and after, rounds. With `post` (the post's date), it says the run is later than the post.
 */
export function sourceText(data: ReferenceData, lang: BenchLang, env?: BenchEnv, post?: string): string {
  const m = data.machine;
  const envs = (env ? [env] : data.results.browser.length > 0 ? (['node', 'browser'] as const) : (['node'] as const))
    .map((e) => envLabel(data, e))
    .join(lang === 'zh' ? ' 与 ' : ' and ');
  const later = post !== undefined && post < runDate(data);
  if (lang === 'zh') {
    return `${later ? `本文引用的数字来自 ${runDate(data)} 的参考测量，晚于本文发表的日期。` : ''}数字是每秒完成的更新次数（越大越快），取自本站性能测试的参考测量：${runDate(data)}，${envs}，${m.cpu} ${m.cores} 核共享机器，负载（1 分钟平均）开始时 ${m.loadAtStart[0]}、结束时 ${m.loadAtEnd[0]}，每项 ${data.rounds} 轮取中位数；各轮的范围见性能测试页。`;
  }
  return `${later ? `The figures in this post are from the reference run of ${runDate(data)}, later than this post. ` : ''}Figures are updates per second (higher is faster) from the site benchmark's reference run: ${runDate(data)}, ${envs}, a shared ${m.cores}-core ${m.cpu} machine, load average (1 min) ${m.loadAtStart[0]} at start and ${m.loadAtEnd[0]} at end, median of ${data.rounds} rounds per case; the range of the rounds is on the benchmark page.`;
}

/** One scenario × autoFreeze × other library: which way limu goes against it, and by how much. */
export interface Direction {
  scenario: string;
  freeze: boolean;
  other: 'immer' | 'mutative';
  /** limu's median is above the other's. */
  limuFaster: boolean;
  /** The faster median over the slower one (≥ 1). */
  ratio: number;
}

type Result = {scenario: string; freeze: boolean; library: string; hz: number};

/**
 * Issue 39.3: which way limu goes against immer and mutative in each scenario × autoFreeze of one set
 * of results (one environment of the reference run, or a reader's run), in the order of `results`.
 */
export function directions(results: readonly Result[]): Direction[] {
  const found: Direction[] = [];
  const seen = new Set<string>();
  for (const r of results) {
    const key = `${r.scenario}|${r.freeze}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const hz = (lib: string) =>
      results.find((x) => x.scenario === r.scenario && x.freeze === r.freeze && x.library === lib)?.hz;
    const limu = hz('limu');
    if (limu === undefined) continue;
    for (const other of ['immer', 'mutative'] as const) {
      const o = hz(other);
      if (o === undefined) continue;
      found.push({
        scenario: r.scenario,
        freeze: r.freeze,
        other,
        limuFaster: limu > o,
        ratio: limu > o ? limu / o : o / limu,
      });
    }
  }
  return found;
}

/**
 * A reader's run against one environment of the reference run: per scenario × autoFreeze, limu's
 * speed as a share of the reference's, and for immer and mutative whether limu goes the same way.
 */
export function compareRuns(
  yours: readonly Result[],
  reference: readonly Result[],
): Array<{
  scenario: string;
  freeze: boolean;
  limuShare: number | null;
  agree: Record<'immer' | 'mutative', boolean | null>;
}> {
  const ref = directions(reference);
  const own = directions(yours);
  const keys = [...new Set(yours.filter((r) => r.library === 'limu').map((r) => `${r.scenario}|${r.freeze}`))];
  return keys.map((key) => {
    const [scenario, f] = key.split('|');
    const freeze = f === 'true';
    const hz = (set: readonly Result[]) =>
      set.find((x) => x.scenario === scenario && x.freeze === freeze && x.library === 'limu')?.hz;
    const [a, b] = [hz(yours), hz(reference)];
    const agree = (other: 'immer' | 'mutative') => {
      const find = (d: Direction[]) =>
        d.find((x) => x.scenario === scenario && x.freeze === freeze && x.other === other);
      const [mine, theirs] = [find(own), find(ref)];
      return mine && theirs ? mine.limuFaster === theirs.limuFaster : null;
    };
    return {
      scenario,
      freeze,
      limuShare: a && b ? a / b : null,
      agree: {immer: agree('immer'), mutative: agree('mutative')},
    };
  });
}

/**
 * The value a chart group's bars are scaled to (issue 39.3): its fastest library with its margin, not
 * the hand-written spread, which one machine can run many times faster (a reader's run: 299,553
 * against the libraries' ~1,500) and which would shrink the libraries to slivers. A bar above it is
 * drawn cut at the edge.
 */
export function groupScale(results: ReadonlyArray<{library: string; hz: number; rme: number}>): number {
  const libs = results.filter((r) => r.library !== 'spread');
  return Math.max(...(libs.length > 0 ? libs : results).map((r) => r.hz * (1 + r.rme / 100)), 1e-9);
}
