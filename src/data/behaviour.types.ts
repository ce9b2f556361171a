// The shape of src/data/behaviour.json, written by scripts/behaviour.ts from the probes in
// oracles/behaviour/. Shared by the page component (reads it) and the harness (writes it).
import {COMPARED_LIBRARIES} from './site.mjs';

export const LIBS = COMPARED_LIBRARIES;
export type LibName = (typeof LIBS)[number];

/** `same`: equals the plain mutation of a copy; `differs`; `throws`; `na`: the library has no equivalent. */
export type Status = 'same' | 'differs' | 'throws' | 'na';

export interface Cell {
  status: Status;
  /** differs: what the library gave; throws: the error message. */
  got?: string;
  /** false when the run changed the base it was given. */
  baseKept: boolean;
  /** true when the result (an object) is frozen. */
  frozen: boolean;
}

export interface Row {
  id: string;
  group: string;
  zh: string;
  en: string;
  /** The probe's source: base, then what each library runs (`api` is the library under test). */
  code: string;
  /** The expected behaviour changes the base (so `baseKept: false` is no fault). */
  changesBase?: true;
  /** The plain mutation of a copy of the base, described. */
  expected: string;
  limu: Cell;
  immer: Cell;
  mutative: Cell;
}

export interface Group {
  id: string;
  zh: string;
  en: string;
}

export interface BehaviourData {
  versions: Record<LibName, string>;
  groups: Group[];
  rows: Row[];
}

/** What the page renders: the results and, per row the pitfalls page covers, its section's id. */
export interface MatrixData extends BehaviourData {
  pitfalls: Record<string, string>;
}
