// Web Worker of the /benchmark page: builds every case, measures them one by one with tinybench and
// posts each result as soon as it exists. The page stops a run by terminating this worker.
import * as limu from 'limu';
import * as immer from 'immer';
import * as mutative from 'mutative';
import {FULL_SIZE, QUICK_SIZE, makeCases, type BenchMessage, type BenchRequest} from './scenarios';
import {runCases} from './run';
import {LIB_VERSIONS} from './versions';

// The site's tsconfig has no WebWorker lib; this is the slice of the worker scope we use.
const scope = self as unknown as {
  postMessage(message: BenchMessage): void;
  onmessage: ((event: MessageEvent<BenchRequest>) => void) | null;
};

scope.onmessage = (event) => {
  if (event.data.type !== 'start') return;
  const {quick} = event.data;
  const cases = makeCases({limu, immer, mutative}, quick ? QUICK_SIZE : FULL_SIZE);
  scope.postMessage({type: 'meta', total: cases.length, versions: {...LIB_VERSIONS, limu: limu.VER}});
  runCases(cases, quick, (result, index) => scope.postMessage({type: 'result', index, result}))
    .then(() => scope.postMessage({type: 'done'}))
    .catch((error: unknown) =>
      scope.postMessage({type: 'error', message: error instanceof Error ? error.message : String(error)}),
    );
};
