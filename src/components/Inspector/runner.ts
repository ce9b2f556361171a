// Starts one inspection in a fresh worker (time limit and cancelling: lib/sandbox/client).
import type {InspectLibrary} from '@site/src/lib/inspector/adapters';
import type {InspectMessage, InspectRequest} from '@site/src/lib/inspector/protocol';
import {driveWorker, type RunHandle, type WorkerEvent} from '@site/src/lib/sandbox/client';

export type InspectEvent = WorkerEvent<InspectMessage>;

export function startInspect(
  code: string,
  lang: string,
  library: InspectLibrary,
  onEvent: (event: InspectEvent) => void,
  timeoutMs?: number,
): RunHandle {
  const worker = new Worker(new URL('../../lib/inspector/worker.ts', import.meta.url), {name: 'limu-inspect'});
  const request: InspectRequest = {type: 'inspect', code, lang, library};
  return driveWorker(worker, request, onEvent, 'The inspector worker failed to start', timeoutMs);
}
