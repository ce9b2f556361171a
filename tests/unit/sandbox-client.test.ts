// The page's side of a sample run (src/lib/sandbox/client.ts): the time limit counts from the worker's
// `started` message, so a worker slow to load its modules (a slow phone, a busy machine) is not cut
// off, and a sample that never ends still is.
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {driveWorker} from '../../src/lib/sandbox/client';
import {RUN_TIMEOUT_MS} from '../../src/lib/sandbox/protocol';

/** The slice of a Worker that driveWorker uses; `send` plays the worker's side. */
function fakeWorker() {
  const worker = {
    onmessage: null as ((event: MessageEvent) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    posted: [] as unknown[],
    terminated: false,
    postMessage(message: unknown) {
      this.posted.push(message);
    },
    terminate() {
      this.terminated = true;
    },
    send(data: unknown) {
      this.onmessage?.({data} as MessageEvent);
    },
  };
  return worker;
}

type Event = {type: string; ms?: number};

describe('driveWorker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not count the loading of the modules: a worker that starts late still runs', () => {
    const worker = fakeWorker();
    const events: Event[] = [];
    driveWorker(worker as unknown as Worker, {type: 'run'}, (e) => events.push(e as Event), 'failed');
    vi.advanceTimersByTime(RUN_TIMEOUT_MS * 4);
    expect(events, 'no time limit before the sample starts').toEqual([]);
    worker.send({type: 'started'});
    worker.send({type: 'log', text: 'hi'});
    worker.send({type: 'done', ms: 5});
    vi.advanceTimersByTime(RUN_TIMEOUT_MS * 2);
    expect(events, '`started` is not passed on; the run ends normally').toEqual([
      {type: 'log', text: 'hi'},
      {type: 'done', ms: 5},
    ]);
    expect(worker.terminated).toBe(true);
  });

  it('stops a sample that runs past the limit, counted from its start', () => {
    const worker = fakeWorker();
    const events: Event[] = [];
    driveWorker(worker as unknown as Worker, {type: 'run'}, (e) => events.push(e as Event), 'failed');
    vi.advanceTimersByTime(1000);
    worker.send({type: 'started'});
    vi.advanceTimersByTime(RUN_TIMEOUT_MS - 1);
    expect(events, 'still within the limit').toEqual([]);
    expect(worker.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([{type: 'timeout', ms: RUN_TIMEOUT_MS}]);
    expect(worker.terminated).toBe(true);
    worker.send({type: 'done', ms: 9000});
    expect(events, 'nothing after the timeout').toHaveLength(1);
  });
});
