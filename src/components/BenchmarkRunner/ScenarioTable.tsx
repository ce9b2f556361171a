// The frame of every results table on /benchmark (the reference run, limu's releases, the directions,
// the reader's own run and how it compares): one row per scenario × autoFreeze, one column per entry.
import {Fragment, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {SCENARIOS, type ScenarioId} from '@site/src/lib/bench/scenarios';
import {scenarioLabel} from './labels';
import styles from './styles.module.css';

export interface ScenarioRow {
  scenario: ScenarioId;
  freeze: boolean;
}

/** Every scenario, autoFreeze off then on: the rows of a table that shows them all. */
export const ALL_ROWS: readonly ScenarioRow[] = SCENARIOS.flatMap((scenario) =>
  [false, true].map((freeze) => ({scenario, freeze})),
);

export function ScenarioTable<R extends ScenarioRow, C extends {key: string; label: string}>({
  caption,
  columns,
  rows,
  cell,
  testId,
  env,
}: {
  /** Names the table and its scrolling box. */
  caption: string;
  columns: readonly C[];
  rows: readonly R[];
  /** The `<td>` of one row and column. */
  cell: (row: R, column: C) => ReactNode;
  testId?: string;
  env?: string;
}): ReactNode {
  return (
    // Scrolls sideways on narrow screens: focusable so keyboard users can scroll it too.
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table} data-testid={testId} data-env={env}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="benchmark.table.scenario">场景</Translate>
            </th>
            <th scope="col">autoFreeze</th>
            {columns.map((c) => (
              <th scope="col" key={c.key}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.scenario}${row.freeze}`}>
              <th scope="row">{scenarioLabel(row.scenario)}</th>
              <td>{row.freeze ? 'on' : 'off'}</td>
              {columns.map((c) => (
                <Fragment key={c.key}>{cell(row, c)}</Fragment>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
