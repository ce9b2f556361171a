// Starts one sample run in a fresh sandbox worker (time limit and cancelling: lib/sandbox/client).
import type {SandboxMessage, SandboxRequest} from '@site/src/lib/sandbox/protocol';
import {driveWorker, type RunHandle, type WorkerEvent} from '@site/src/lib/sandbox/client';

export type RunEvent = WorkerEvent<SandboxMessage>;
export type {RunHandle};

export function startRun(
  code: string,
  lang: string,
  onEvent: (event: RunEvent) => void,
  timeoutMs?: number,
): RunHandle {
  const worker = new Worker(new URL('../../lib/sandbox/worker.ts', import.meta.url), {name: 'limu-run'});
  const request: SandboxRequest = {type: 'run', code, lang};
  return driveWorker(worker, request, onEvent, 'The sandbox worker failed to start', timeoutMs);
}
