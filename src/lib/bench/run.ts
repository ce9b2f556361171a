// Measures benchmark cases one at a time with tinybench. Used by the page's worker and by Node.
import {Bench} from 'tinybench';
import {benchOptions, toResult, type BenchCase, type BenchResult} from './scenarios';

/**
 * Runs each case in its own Bench, so a result can be reported (and drawn) as soon as it exists.
 * `shouldStop` is checked between cases; the page stops a run by terminating the worker anyway.
 */
export async function runCases(
  cases: readonly BenchCase[],
  quick: boolean,
  onResult: (result: BenchResult, index: number) => void,
  shouldStop: () => boolean = () => false,
): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const [index, c] of cases.entries()) {
    if (shouldStop()) break;
    const bench = new Bench({...benchOptions(quick), name: c.id});
    bench.add(c.id, c.run);
    const [task] = await bench.run();
    const r = task?.result;
    if (!r || !('throughput' in r)) {
      const reason = r && 'error' in r ? String(r.error) : 'no result';
      throw new Error(`benchmark case ${c.id} failed: ${reason}`);
    }
    const result = toResult(c, r);
    results.push(result);
    onResult(result, index);
  }
  return results;
}
