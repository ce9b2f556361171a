// src/lib/hydration/scheduler.ts: how the first hydration under Preact is cut into tasks (issue 14).
// Time and tasks are faked (tests/unit/support/fakeTasks.ts): performance.now() returns `clock.now`,
// and the MessageChannel the scheduler posts to queues its callbacks, run one task at a time.
import {describe, expect, it, vi} from 'vitest';
import {FakeChannel, clock, runTask as runFakeTask, installFakeTasks} from './support/fakeTasks';

type Scheduler = typeof import('../../src/lib/hydration/scheduler');

/** Runs the oldest queued task, then lets its promise reactions (the renders) run. */
async function runTask(): Promise<void> {
  runFakeTask();
  await new Promise((resolve) => setImmediate(resolve));
}

async function load(): Promise<Scheduler> {
  vi.resetModules();
  return import('../../src/lib/hydration/scheduler');
}

/** A promise's state, without waiting for it. */
async function settled(p: Promise<void> | null): Promise<boolean> {
  if (!p) return true;
  let done = false;
  void p.then(() => (done = true));
  await Promise.resolve();
  return done;
}

installFakeTasks({window: {}});

describe('hydration slices', () => {
  it('renders slices at once until the first task has run SLICE_MS, then puts them off', async () => {
    const s = await load();
    s.startSlicing();
    expect(s.claim()).toBeNull();
    clock.now += s.SLICE_MS - 1;
    expect(s.claim()).toBeNull();
    clock.now += 1;
    const later = s.claim();
    expect(later).toBeInstanceOf(Promise);
    expect(await settled(later)).toBe(false);
  });

  it('resumes put-off slices after the first render commits, one per task, in page order', async () => {
    const s = await load();
    s.startSlicing();
    clock.now += s.SLICE_MS;
    const [a, b, c] = [s.claim(), s.claim(), s.claim()];
    // The task that hydrated ends; nothing resumes before the first render has committed.
    s.firstRenderCommitted();
    await runTask();
    expect([await settled(a), await settled(b), await settled(c)]).toEqual([true, false, false]);
    await runTask();
    expect([await settled(b), await settled(c)]).toEqual([true, false]);
    await runTask();
    expect(await settled(c)).toBe(true);
  });

  it('lets a resumed slice render what it contains while its task has time, and puts the rest first in line', async () => {
    const s = await load();
    s.startSlicing();
    clock.now += s.SLICE_MS;
    const outer = s.claim();
    const next = s.claim();
    s.firstRenderCommitted();
    let inside: (Promise<void> | null)[] = [];
    // What the resumed slice renders claims in the microtasks after its promise resolves.
    void outer?.then(() => {
      const first = s.claim();
      clock.now += s.SLICE_MS;
      inside = [first, s.claim()];
    });
    await runTask();
    expect(inside[0]).toBeNull();
    expect(inside[1]).toBeInstanceOf(Promise);
    await runTask();
    expect([await settled(inside[1]), await settled(next)]).toEqual([true, false]);
    await runTask();
    expect(await settled(next)).toBe(true);
  });

  it('puts a `later` slice off even with time left, also inside a resumed slice, in page order', async () => {
    const s = await load();
    s.startSlicing();
    const later = s.claim(true);
    expect(later).toBeInstanceOf(Promise);
    // The time it would have used is the next slices': they render at once.
    const now = s.claim();
    expect(now).toBeNull();
    clock.now += s.SLICE_MS;
    const after = s.claim();
    s.firstRenderCommitted();
    // What the resumed `later` slice renders: an ordinary slice at once, a `later` one in a task
    // of its own, before the slices put off after it.
    let inner: (Promise<void> | null)[] = [];
    void later?.then(() => {
      inner = [s.claim(), s.claim(true)];
    });
    await runTask();
    expect(await settled(later)).toBe(true);
    expect(inner[0]).toBeNull();
    expect(inner[1]).toBeInstanceOf(Promise);
    expect([await settled(inner[1]), await settled(after)]).toEqual([false, false]);
    await runTask();
    expect([await settled(inner[1]), await settled(after)]).toEqual([true, false]);
    await runTask();
    expect(await settled(after)).toBe(true);
  });

  it('is done when every slice has hydrated: listeners hear it once, later slices render at once', async () => {
    const s = await load();
    const heard = vi.fn();
    s.onHydrationDone(heard);
    s.startSlicing();
    clock.now += s.SLICE_MS;
    const a = s.claim();
    s.firstRenderCommitted();
    expect(s.isHydrationDone()).toBe(false);
    await runTask();
    expect(await settled(a)).toBe(true);
    expect(heard).not.toHaveBeenCalled();
    await runTask();
    expect(s.isHydrationDone()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    clock.now += 1000;
    expect(s.claim()).toBeNull();
    expect(clock.tasks).toHaveLength(0);
  });

  it('is done at once when the first render put nothing off', async () => {
    const s = await load();
    s.startSlicing();
    expect(s.claim()).toBeNull();
    s.firstRenderCommitted();
    expect(s.isHydrationDone()).toBe(true);
  });

  it('never puts off a render that is not hydrating (a click between two resumed slices)', async () => {
    const s = await load();
    s.startSlicing();
    clock.now += s.SLICE_MS;
    const [a, b] = [s.claim(), s.claim()];
    s.firstRenderCommitted();
    await runTask();
    expect(await settled(a)).toBe(true);
    clock.now += 1000;
    expect(s.claim()).toBeNull();
    expect(await settled(b)).toBe(false);
  });

  it('does nothing on the server', async () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('MessageChannel', FakeChannel);
    const s = await load();
    s.startSlicing();
    clock.now += 1000;
    expect(s.claim()).toBeNull();
    expect(clock.tasks).toHaveLength(0);
  });
});
