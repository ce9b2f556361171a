// Faked time and tasks for the unit tests of code that cuts work into tasks (src/lib/prefetchQueue): performance.now() returns `clock.now`, and each message posted on a
// MessageChannel queues its callback in `clock.tasks`, run one task at a time by runTask().
import {afterEach, beforeEach, vi} from 'vitest';

export const clock = {now: 0, tasks: [] as (() => void)[]};

export class FakeChannel {
  port1 = {onmessage: null as null | (() => void), close: (): void => {}};
  port2 = {postMessage: (): void => void clock.tasks.push(() => this.port1.onmessage?.())};
}

/** Runs the oldest queued task (its promise reactions run once the caller awaits). */
export function runTask(): void {
  const task = clock.tasks.shift();
  if (!task) throw new Error('no task queued');
  task();
}

/** Installs the fake clock and MessageChannel around every test of the file (and `globals`, if any). */
export function installFakeTasks(globals: Record<string, unknown> = {}): void {
  beforeEach(() => {
    clock.now = 1000;
    clock.tasks = [];
    vi.stubGlobal('MessageChannel', FakeChannel);
    for (const [name, value] of Object.entries(globals)) vi.stubGlobal(name, value);
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
