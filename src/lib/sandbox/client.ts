// The page's side of a one-run worker (Run button and inspector alike): post the request, relay the
// messages, and enforce the time limit from the main thread.
import {RUN_TIMEOUT_MS, type Started} from './protocol';

/** Both protocols have these two messages; the client reports a worker that fails with them. */
type Failure = {type: 'error'; message: string; line: number | null} | {type: 'done'; ms: number};

export type WorkerEvent<M> = M | {type: 'timeout'; ms: number};

export interface RunHandle {
  /** Terminates the worker; no event follows. */
  cancel(): void;
}

/**
 * Drives `worker` (created by the caller: the bundler needs a literal `new URL(…)` per worker) for
 * one request. `failedToStart` is the message when the worker errors outside the sample.
 */
export function driveWorker<M extends {type: string}>(
  worker: Worker,
  request: unknown,
  onEvent: (event: WorkerEvent<M | Failure>) => void,
  failedToStart: string,
  timeoutMs = RUN_TIMEOUT_MS,
): RunHandle {
  let finished = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    finished = true;
    clearTimeout(timer);
    worker.terminate();
  };

  worker.onmessage = (event: MessageEvent<M | Started>) => {
    if (finished) return;
    const message = event.data;
    if (message.type === 'started') {
      // An endless loop never yields inside the worker, so only terminating it from here can stop
      // it. The limit counts from the sample's start, not from the loading of its modules.
      timer = setTimeout(() => {
        if (finished) return;
        finish();
        onEvent({type: 'timeout', ms: timeoutMs});
      }, timeoutMs);
      return;
    }
    if (message.type === 'done') finish();
    onEvent(message as M);
  };
  // Errors thrown outside the awaited sample (e.g. in a setTimeout callback) or a failed chunk load.
  worker.onerror = (event) => {
    event.preventDefault();
    if (finished) return;
    finish();
    onEvent({type: 'error', message: event.message || failedToStart, line: null});
    onEvent({type: 'done', ms: 0});
  };
  worker.postMessage(request);
  return {
    cancel: () => {
      if (!finished) finish();
    },
  };
}
