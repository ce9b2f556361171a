// What each cell of the matrix counts as, for the summary above the tables, the filter and the .md
// copy of the page (src/plugins/llms/components.ts): one definition, so their numbers cannot differ.
import type {BehaviourData, Cell, LibName, Row} from '../../data/behaviour.types';
import {ICON, TEXT, type Lang} from './text';

/** `baseChanged`: the same result as expected, but the run changed a base the expected run keeps. */
export type Outcome = 'expected' | 'differs' | 'throws' | 'baseChanged' | 'na';

export function outcomeOf(cell: Cell, row: Pick<Row, 'changesBase'>): Outcome {
  if (cell.status !== 'same') return cell.status;
  return !cell.baseKept && !row.changesBase ? 'baseChanged' : 'expected';
}

/** A different result, an error, or a changed base: what "not as expected" counts and the filter shows. */
export function notAsExpected(cell: Cell, row: Pick<Row, 'changesBase'>): boolean {
  const outcome = outcomeOf(cell, row);
  return outcome === 'differs' || outcome === 'throws' || outcome === 'baseChanged';
}

/** limu is not as expected: the rows the pitfalls page covers, and the filter's "limu" choice. */
export function limuDiffers(row: Row): boolean {
  return notAsExpected(row.limu, row);
}

export function countsOf(rows: readonly Row[], lib: LibName): Record<Outcome, number> & {notExpected: number} {
  const counts = {expected: 0, differs: 0, throws: 0, baseChanged: 0, na: 0, notExpected: 0};
  for (const row of rows) {
    counts[outcomeOf(row[lib], row)] += 1;
    if (notAsExpected(row[lib], row)) counts.notExpected += 1;
  }
  return counts;
}

/** One library's line of the summary, e.g. `✓ as expected 98 · not as expected 40 (✗ differs 33, …)`. */
export function summaryLine(data: BehaviourData, lib: LibName, lang: Lang): string {
  const t = TEXT[lang];
  const c = countsOf(data.rows, lib);
  const parts = `${ICON.differs} ${t.differs} ${c.differs}${t.sep}${ICON.throws} ${t.throws} ${c.throws}${t.sep}⚠ ${t.sameButBase} ${c.baseChanged}`;
  return `${ICON.same} ${t.asExpected} ${c.expected} · ${t.notExpected} ${c.notExpected}${t.open}${parts}${t.close} · ${ICON.na} ${t.na} ${c.na}`;
}
