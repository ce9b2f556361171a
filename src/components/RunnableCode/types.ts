// The state of a live sample, shared with src/theme/CodeBlock/keptRuns.ts (type-only: no code of the
// lazy Run chunk reaches the page's own).

export type OutputLine =
  | {kind: 'log' | 'info' | 'warn' | 'error' | 'debug' | 'thrown' | 'notice'; text: string}
  /** What a `// =>` line produced, and whether its comment still says so. */
  | {kind: 'value'; expr: string; text: string; threw: boolean; expected: string; ok: boolean}
  /** The value of a bare expression that ends the sample. */
  | {kind: 'echo'; expr: string; text: string};

export type Status = 'idle' | 'running' | 'done' | 'failed' | 'timeout';

/** What a reader left in a live sample: the code in the editor and the last run's output. */
export interface RunState {
  code: string;
  status: Exclude<Status, 'running'>;
  output: OutputLine[];
}
