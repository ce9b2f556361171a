// The limu releases the benchmark measures, and the shape of src/lib/bench/reference.json (written
// by scripts/bench-reference.ts, checked by tests/unit/bench-reference.test.ts). Not named
// reference.ts: Node would resolve "./reference" to the JSON file.
import type {BenchResult, BenchSize} from './scenarios';

/**
 * The latest patch of every limu minor from 3.5 to 4.0 on the registry (3.6 and 3.10 were never
 * published), installed side by side under npm aliases; 4.1 is the site's own `limu`.
 */
export const LIMU_RELEASES = [
  {package: 'limu-3-5', version: '3.5.5'},
  {package: 'limu-3-7', version: '3.7.3'},
  {package: 'limu-3-8', version: '3.8.4'},
  {package: 'limu-3-9', version: '3.9.2'},
  {package: 'limu-3-11', version: '3.11.10'},
  {package: 'limu-3-12', version: '3.12.4'},
  {package: 'limu-3-13', version: '3.13.2'},
  {package: 'limu-4-0', version: '4.0.0'},
  {package: 'limu', version: '4.1.3'},
] as const;

/** A case's median over the rounds, with the slowest and fastest round (the spread). */
export interface ReferenceResult extends BenchResult {
  min: number;
  max: number;
  rounds: number;
  /** Release results only: the limu version. */
  version?: string;
}

export interface ReferenceData {
  generated: string;
  command: string;
  machine: {
    cpu: string;
    cores: number;
    memoryGiB: number;
    platform: string;
    /** os.loadavg() (1, 5, 15 min) before the first and after the last measurement. */
    loadAtStart: number[];
    loadAtEnd: number[];
  };
  /** How long the whole run took. */
  durationSeconds: number;
  node: string;
  browser: string | null;
  libraries: {limu: string; immer: string; mutative: string};
  size: BenchSize;
  options: Record<string, number>;
  rounds: number;
  results: {node: ReferenceResult[]; browser: ReferenceResult[]};
  releases: {versions: {package: string; version: string}[]; results: ReferenceResult[]};
}
