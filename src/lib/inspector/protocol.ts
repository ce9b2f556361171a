// Messages between the inspector (main thread) and its worker. Output is text and numbers only.
import type {InspectLibrary} from './adapters';
import type {TreeNode} from './tree';

export type InspectRequest = {type: 'inspect'; code: string; lang: string; library: InspectLibrary};

export interface InspectedRun {
  /** 'produce' or 'finishDraft' */
  call: string;
  base: TreeNode;
  result: TreeNode;
  /** The result is the base object itself (nothing changed). */
  same: boolean;
  /** limu only: onOperate writes, as text, and how many reads were counted. */
  ops: string[];
  reads: number;
}

export type InspectMessage =
  | {type: 'log'; text: string}
  | {type: 'error'; message: string; line: number | null}
  | {type: 'runs'; library: InspectLibrary; version: string; runs: InspectedRun[]}
  | {type: 'done'; ms: number};

/** Updates shown per run: a sample that calls produce in a loop must not flood the page. */
export const MAX_RUNS = 10;
