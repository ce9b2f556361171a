import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {LIBRARIES, formatHz, type BenchResult, type ScenarioId} from '@site/src/lib/bench/scenarios';
import {scenarioLabel} from '@site/src/components/BenchmarkRunner/labels';
import {groupScale} from '@site/src/lib/bench/figures';
import styles from './styles.module.css';

interface Group {
  scenario: ScenarioId;
  freeze: boolean;
  results: BenchResult[];
}

/** Groups results by scenario × autoFreeze, keeping the order in which they arrived. */
export function groupResults(results: readonly BenchResult[]): Group[] {
  const groups = new Map<string, Group>();
  for (const r of results) {
    const key = `${r.scenario}|${r.freeze}`;
    let g = groups.get(key);
    if (!g) {
      g = {scenario: r.scenario, freeze: r.freeze, results: []};
      groups.set(key, g);
    }
    g.results.push(r);
  }
  return [...groups.values()];
}

// Geometry of the chart in viewBox units; the SVG scales to the container's width.
const WIDTH = 640;
const LABEL = 84;
const VALUE = 110;
const BAR_H = 16;
const GAP = 4;
const TITLE_H = 26;
const GROUP_GAP = 14;

/**
 * Horizontal bars of ops/s, one group per scenario × autoFreeze, each group scaled to its own
 * fastest library (scenarios differ by orders of magnitude; the spread bar may be cut, marked ≫). Whiskers show the 95 % margin of error.
 * Colours come from CSS variables so both colour modes work.
 */
export default function BenchChart({
  results,
  labelOf = (r) => r.library,
  label,
  testId = 'bench-chart',
}: {
  results: readonly BenchResult[];
  /** A bar's label: the library by default; the release chart labels bars by limu version. */
  labelOf?: (r: BenchResult) => string;
  /** The chart's accessible name. */
  label?: string;
  testId?: string;
}): ReactNode {
  const groups = groupResults(results);
  const barArea = WIDTH - LABEL - VALUE;
  let y = 0;
  const rows: ReactNode[] = [];
  for (const g of groups) {
    // Issue 39.3: scaled to the group's fastest library; a spread bar beyond it is cut and marked.
    const max = groupScale(g.results);
    const title = `${scenarioLabel(g.scenario)} · autoFreeze ${g.freeze ? 'on' : 'off'}`;
    rows.push(
      <text key={`${g.scenario}${g.freeze}t`} x={0} y={y + 17} className={styles.groupTitle}>
        {title}
      </text>,
    );
    y += TITLE_H;
    // Stable sort: bars of one library keep their order of arrival (the release chart's versions).
    for (const r of [...g.results].sort((a, b) => LIBRARIES.indexOf(a.library) - LIBRARIES.indexOf(b.library))) {
      const cut = r.hz > max;
      const w = Math.min(r.hz / max, 1) * barArea;
      const err = cut ? 0 : ((r.hz * r.rme) / 100 / max) * barArea;
      const cy = y + BAR_H / 2;
      rows.push(
        <g key={r.id} data-library={r.library}>
          <text x={LABEL - 8} y={cy + 4} textAnchor="end" className={styles.label}>
            {labelOf(r)}
          </text>
          <rect x={LABEL} y={y} width={Math.max(w, 1)} height={BAR_H} rx={2} className={styles[`bar_${r.library}`]}>
            <title>{`${labelOf(r)}: ${formatHz(r.hz)} ops/s ±${r.rme.toFixed(1)}%${cut ? ' (≫)' : ''}`}</title>
          </rect>
          {cut && (
            // Two slanted strokes across the bar's end: the bar goes on beyond the scale.
            <path
              d={`M${LABEL + w - 14} ${y + BAR_H + 2}l6 ${-BAR_H - 4}M${LABEL + w - 8} ${y + BAR_H + 2}l6 ${-BAR_H - 4}`}
              className={styles.cut}
              data-cut=""
            />
          )}
          {err > 0.5 && (
            // The lower whisker stops at the axis: a margin wider than the bar must not cover the label.
            <path
              d={`M${Math.max(LABEL, LABEL + w - err)} ${cy}H${LABEL + w + err}${LABEL + w - err >= LABEL ? `M${LABEL + w - err} ${cy - 4}v8` : ''}M${LABEL + w + err} ${cy - 4}v8`}
              className={styles.whisker}
            />
          )}
          <text x={LABEL + w + Math.max(err, 0) + 6} y={cy + 4} className={styles.value}>
            {cut ? `≫ ${formatHz(r.hz)}` : formatHz(r.hz)}
          </text>
        </g>,
      );
      y += BAR_H + GAP;
    }
    y += GROUP_GAP;
  }
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${Math.max(y, 1)}`}
      role="img"
      aria-label={
        label ??
        translate({
          id: 'benchmark.chart.label',
          message: '各场景下每个库每秒可执行的操作次数（柱越长越快），数据见下表',
        })
      }
      data-testid={testId}
    >
      {rows}
    </svg>
  );
}
