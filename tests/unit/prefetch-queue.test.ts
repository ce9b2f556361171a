// src/lib/prefetchQueue.ts: the prefetches of links coming into view start a few per task, not all
// in the task of the IntersectionObserver callbacks (issue 14). Time and tasks are faked
// (tests/unit/support/fakeTasks.ts): performance.now() returns `clock.now`, posted messages queue.
import {describe, expect, it, vi} from 'vitest';
import {clock, runTask, installFakeTasks} from './support/fakeTasks';
import type {Docusaurus} from '../../src/lib/prefetchQueue';

/** Core's docusaurus object (frozen, as in the browser): its prefetch takes `cost` ms and records its routes. */
function fakeCore(cost: number): {core: Docusaurus; fetched: string[]; preloaded: string[]} {
  const fetched: string[] = [];
  const preloaded: string[] = [];
  const core = Object.freeze({
    prefetch: (p: string) => {
      fetched.push(p);
      clock.now += cost;
      return true;
    },
    preload: (p: string) => preloaded.push(p),
  });
  return {core, fetched, preloaded};
}

async function load(): Promise<typeof import('../../src/lib/prefetchQueue')> {
  vi.resetModules();
  return import('../../src/lib/prefetchQueue');
}

installFakeTasks();

describe('link prefetches queued over tasks', () => {
  it('starts nothing in the task that asks, then all of them in order in a later task', async () => {
    const {withQueuedPrefetches} = await load();
    const {core, fetched} = fakeCore(1);
    const d = withQueuedPrefetches(core);
    for (const p of ['/a/', '/b/', '/c/']) expect(d.prefetch(p)).toBe(true);
    expect(fetched).toEqual([]);
    expect(clock.tasks).toHaveLength(1);
    runTask();
    expect(fetched).toEqual(['/a/', '/b/', '/c/']);
    expect(clock.tasks).toHaveLength(0);
  });

  it('stops a task after SLICE_MS and goes on in the next one', async () => {
    const {withQueuedPrefetches} = await load();
    const {SLICE_MS} = await import('../../src/lib/prefetchQueue');
    const {core, fetched} = fakeCore(SLICE_MS / 2);
    const d = withQueuedPrefetches(core);
    const paths = ['/1/', '/2/', '/3/', '/4/', '/5/'];
    paths.forEach((p) => d.prefetch(p));
    runTask();
    expect(fetched).toEqual(['/1/', '/2/']);
    runTask();
    expect(fetched).toEqual(['/1/', '/2/', '/3/', '/4/']);
    runTask();
    expect(fetched).toEqual(paths);
    expect(clock.tasks).toHaveLength(0);
    // Asked again once the queue is empty: a new task is posted.
    d.prefetch('/6/');
    expect(clock.tasks).toHaveLength(1);
    runTask();
    expect(fetched.at(-1)).toBe('/6/');
  });

  it('wraps once, and leaves preload (hover, touch, navigation) immediate', async () => {
    const {withQueuedPrefetches} = await load();
    const {core, fetched, preloaded} = fakeCore(1);
    const d = withQueuedPrefetches(core);
    expect(withQueuedPrefetches(d)).toBe(d);
    d.prefetch('/x/');
    expect(clock.tasks).toHaveLength(1);
    runTask();
    expect(fetched).toEqual(['/x/']);
    d.preload('/y/');
    expect(preloaded).toEqual(['/y/']);
    expect(clock.tasks).toHaveLength(0);
  });
});
