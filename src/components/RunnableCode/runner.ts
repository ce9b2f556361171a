// Starts one sample run in a fresh sandbox worker and enforces the time limit from the main thread.
import {RUN_TIMEOUT_MS, type SandboxMessage, type SandboxRequest} from '@site/src/lib/sandbox/protocol';

export type RunEvent = SandboxMessage | {type: 'timeout'; ms: number};

export interface RunHandle {
  /** Terminates the worker; no event follows. */
  cancel(): void;
}

export function startRun(
  code: string,
  lang: string,
  onEvent: (event: RunEvent) => void,
  timeoutMs = RUN_TIMEOUT_MS,
): RunHandle {
  const worker = new Worker(new URL('../../lib/sandbox/worker.ts', import.meta.url), {name: 'limu-run'});
  let finished = false;
  const finish = () => {
    finished = true;
    clearTimeout(timer);
    worker.terminate();
  };
  // An endless loop never yields inside the worker, so only terminating it from here can stop it.
  const timer = setTimeout(() => {
    if (finished) return;
    finish();
    onEvent({type: 'timeout', ms: timeoutMs});
  }, timeoutMs);

  worker.onmessage = (event: MessageEvent<SandboxMessage>) => {
    if (finished) return;
    if (event.data.type === 'done') finish();
    onEvent(event.data);
  };
  // Errors thrown outside the awaited sample (e.g. in a setTimeout callback) or a failed chunk load.
  worker.onerror = (event) => {
    event.preventDefault();
    if (finished) return;
    finish();
    onEvent({type: 'error', message: event.message || 'The sandbox worker failed to start', line: null});
    onEvent({type: 'done', ms: 0});
  };
  worker.postMessage({type: 'run', code, lang} satisfies SandboxRequest);
  return {
    cancel: () => {
      if (!finished) finish();
    },
  };
}
