// Issue 39.3: the reader's run set beside the reference run's browser environment, case by case,
// once a run has results. The reference data is a chunk of its own, fetched after the first result
// (the page's HTML shows the reference, but the browser bundle does not carry it: ARCHITECTURE.md §9).
import {useEffect, useState, type ReactNode} from 'react';
import {useLocaleText} from '@site/src/lib/useLocaleText';
import {compareRuns, envLabel} from '@site/src/lib/bench/figures';
import type {ReferenceData} from '@site/src/lib/bench/releases';
import type {BenchResult, ScenarioId} from '@site/src/lib/bench/scenarios';
import {ScenarioTable} from './ScenarioTable';
import {REFERENCE_TEXT} from './text';
import styles from './styles.module.css';

let pending: Promise<ReferenceData> | undefined;
const loadReference = () =>
  (pending ??= import('@site/src/lib/bench/reference.json').then((m) => m.default as unknown as ReferenceData));

export default function Versus({results}: {results: BenchResult[]}): ReactNode {
  const text = useLocaleText(REFERENCE_TEXT);
  const [reference, setReference] = useState<ReferenceData | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadReference().then(
      (data) => live && setReference(data),
      (error: unknown) => {
        console.warn('The reference results could not be loaded to compare your run.', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  if (failed || !reference) return null;
  const env = reference.results.browser.length > 0 ? 'browser' : 'node';
  const rows = compareRuns(results, reference.results[env]);
  if (rows.length === 0) return null;
  const name = envLabel(reference, env);
  return (
    <section aria-labelledby="bench-versus-title" data-testid="bench-versus">
      <h3 id="bench-versus-title">{text.versusTitle}</h3>
      <p>{text.versusIntro(name)}</p>
      <ScenarioTable
        caption={text.versusCaption(name)}
        columns={[
          {key: 'share', label: text.limuShare},
          {key: 'immer', label: text.sameWay('immer')},
          {key: 'mutative', label: text.sameWay('mutative')},
        ]}
        rows={rows.map((r) => ({...r, scenario: r.scenario as ScenarioId}))}
        cell={(r, {key}) =>
          key === 'share' ? (
            <td className={styles.num}>{r.limuShare === null ? '–' : `${Math.round(r.limuShare * 100)}%`}</td>
          ) : (
            <td data-agree={String(r.agree[key as 'immer' | 'mutative'])}>
              {text.agree(r.agree[key as 'immer' | 'mutative'])}
            </td>
          )
        }
      />
    </section>
  );
}

/** Why a reader's run may differ from the reference: always on the page, before and after a run. */
export function WhyDiffer(): ReactNode {
  const text = useLocaleText(REFERENCE_TEXT);
  return (
    <>
      <h3 id="bench-why-title">{text.whyTitle}</h3>
      <ul data-testid="bench-why">
        {text.why.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}
