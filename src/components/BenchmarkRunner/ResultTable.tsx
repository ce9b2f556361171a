// The tables of the reference run (src/lib/bench/reference.json): /benchmark and the docs'
// <BenchTable> (src/components/BenchFigure) draw the same one.
import type {ReactNode} from 'react';
import {useLocaleText} from '@site/src/lib/useLocaleText';
import {LIBRARIES, formatHz} from '@site/src/lib/bench/scenarios';
import {envLabel, type BenchEnv} from '@site/src/lib/bench/figures';
import type {ReferenceData, ReferenceResult} from '@site/src/lib/bench/releases';
import {ALL_ROWS, ScenarioTable} from './ScenarioTable';
import {REFERENCE_TEXT} from './text';
import styles from './styles.module.css';

/** A result's range over the rounds. */
export const spread = (r: ReferenceResult): string => `${formatHz(r.min)}–${formatHz(r.max)}`;

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
    <ScenarioTable
      caption={caption}
      testId={testId}
      columns={columns}
      rows={ALL_ROWS}
      cell={({scenario, freeze}, {match}) => {
        const r = results.find((x) => x.scenario === scenario && x.freeze === freeze && match(x));
        return <td className={styles.num}>{r ? `${formatHz(r.hz)} (${spread(r)})` : '–'}</td>;
      }}
    />
  );
}

/** limu, immer, mutative and spread in one environment of the reference run, the environment named. */
export function EnvTable({data, env}: {data: ReferenceData; env: BenchEnv}): ReactNode {
  const text = useLocaleText(REFERENCE_TEXT);
  const libs = LIBRARIES;
  return (
    <ResultTable
      testId={`bench-ref-${env}`}
      results={data.results[env]}
      caption={`${envLabel(data, env)} · ${data.generated.slice(0, 10)} · ${text.tableCaption}`}
      columns={libs.map((l) => ({key: l, label: l, match: (r) => r.library === l}))}
    />
  );
}
