// The tables of the reference run (src/lib/bench/reference.json): /benchmark and the docs'
// <BenchTable> (src/components/BenchFigure) draw the same one.
import type {ReactNode} from 'react';
import {useLocaleText} from '@site/src/lib/useLocaleText';
import {SCENARIOS, formatHz} from '@site/src/lib/bench/scenarios';
import {envLabel, type BenchEnv} from '@site/src/lib/bench/figures';
import type {ReferenceData, ReferenceResult} from '@site/src/lib/bench/releases';
import {scenarioLabel} from './labels';
import TableHead from './TableHead';
import {REFERENCE_TEXT} from './text';
import styles from './styles.module.css';

const spread = (r: ReferenceResult) => `${formatHz(r.min)}–${formatHz(r.max)}`;

export function ResultTable({
  results,
  columns,
  caption,
  testId,
}: {
  results: ReferenceResult[];
  columns: {key: string; label: string; match: (r: ReferenceResult) => boolean}[];
  caption: string;
  testId: string;
}): ReactNode {
  return (
    // Scrolls sideways on narrow screens: focusable so keyboard users can scroll it too.
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table} data-testid={testId}>
        <caption>{caption}</caption>
        <TableHead columns={columns} />
        <tbody>
          {SCENARIOS.flatMap((s) =>
            [false, true].map((freeze) => (
              <tr key={`${s}${freeze}`}>
                <th scope="row">{scenarioLabel(s)}</th>
                <td>{freeze ? 'on' : 'off'}</td>
                {columns.map((c) => {
                  const r = results.find((x) => x.scenario === s && x.freeze === freeze && c.match(x));
                  return (
                    <td key={c.key} className={styles.num}>
                      {r ? `${formatHz(r.hz)} (${spread(r)})` : '–'}
                    </td>
                  );
                })}
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}

/** limu, immer, mutative and spread in one environment of the reference run, the environment named. */
export function EnvTable({data, env}: {data: ReferenceData; env: BenchEnv}): ReactNode {
  const text = useLocaleText(REFERENCE_TEXT);
  const libs = ['limu', 'immer', 'mutative', 'spread'];
  return (
    <ResultTable
      testId={`bench-ref-${env}`}
      results={data.results[env]}
      caption={`${envLabel(data, env)} · ${data.generated.slice(0, 10)} · ${text.tableCaption}`}
      columns={libs.map((l) => ({key: l, label: l, match: (r) => r.library === l}))}
    />
  );
}
