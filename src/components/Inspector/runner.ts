// Starts one inspection in a fresh worker and stops it after the sandbox's time limit.
import {RUN_TIMEOUT_MS} from '@site/src/lib/sandbox/protocol';
import type {InspectLibrary} from '@site/src/lib/inspector/adapters';
import type {InspectMessage, InspectRequest} from '@site/src/lib/inspector/protocol';

export type InspectEvent = InspectMessage | {type: 'timeout'; ms: number};

export function startInspect(
  code: string,
  lang: string,
  library: InspectLibrary,
  onEvent: (event: InspectEvent) => void,
  timeoutMs = RUN_TIMEOUT_MS,
): {cancel(): void} {
  const worker = new Worker(new URL('../../lib/inspector/worker.ts', import.meta.url), {name: 'limu-inspect'});
  let finished = false;
  const finish = () => {
    finished = true;
    clearTimeout(timer);
    worker.terminate();
  };
  // An endless loop never yields inside the worker: only terminating it from here stops it.
  const timer = setTimeout(() => {
    if (finished) return;
    finish();
    onEvent({type: 'timeout', ms: timeoutMs});
  }, timeoutMs);
  worker.onmessage = (event: MessageEvent<InspectMessage>) => {
    if (finished) return;
    if (event.data.type === 'done') finish();
    onEvent(event.data);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    if (finished) return;
    finish();
    onEvent({type: 'error', message: event.message || 'The inspector worker failed to start', line: null});
    onEvent({type: 'done', ms: 0});
  };
  worker.postMessage({type: 'inspect', code, lang, library} satisfies InspectRequest);
  return {cancel: () => !finished && finish()};
}
