// Time slices of the first hydration under Preact (see Slice.preact.tsx). Browser only.

/**
 * Work allowed in one task before the next slice is put off. Lighthouse's mobile preset measures
 * an unthrottled load and multiplies each task by 4; a task counts as blocking beyond 50 ms, so a
 * slice stays well under 50 / 4 ms.
 */
export const SLICE_MS = 8;

/** Name of the performance mark set when the first hydration is done; its detail counts slices. */
export const HYDRATION_MARK = 'limu:hydration-slices';

/**
 * hydrating: the first render, which hydrates the server HTML, is running.
 * resuming: it has committed; slices it put off hydrate one per task.
 * done: every slice has hydrated; from now on slices render at once.
 */
type Phase = 'hydrating' | 'resuming' | 'done';
let phase: Phase = 'hydrating';
/** performance.now() when the current task started slicing, -1 outside one. */
let taskStart = -1;
/** Whether a resumed slice is rendering (what it renders may put off slices of its own). */
let resumeTask = false;
/** Where the next put-off slice goes: after the ones put off earlier in this task, in page order. */
let insertAt = 0;
const queue: (() => void)[] = [];
/** Slices put off, and tasks that resumed them: reported in a performance mark when done. */
let putOff = 0;
let resumed = 0;
const listeners = new Set<() => void>();

/** Runs `run` in a task of its own, after the tasks already queued (a message, not a timer: no clamping). */
export function nextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

function startTask(resuming: boolean): void {
  taskStart = performance.now();
  resumeTask = resuming;
  insertAt = 0;
  nextTask(endTask);
}

function endTask(): void {
  taskStart = -1;
  resumeTask = false;
  if (phase === 'hydrating') return;
  const resume = queue.shift();
  if (resume) {
    resumed++;
    startTask(true);
    resume();
    afterRender(() => {
      resumeTask = false;
    });
  } else finish();
}

/**
 * Runs `done` once the render a resolved slice starts is over. That render runs in microtasks
 * (the Suspense boundary's reaction to the promise, then Preact's render queue), so a few hops of
 * microtasks come after it and before any other task, such as a click, can run a render.
 */
function afterRender(done: () => void, hops = 4): void {
  if (hops === 0) done();
  else queueMicrotask(() => afterRender(done, hops - 1));
}

function finish(): void {
  if (phase === 'done') return;
  phase = 'done';
  // For the benchmark (scripts/lib/main-thread.mjs, bench:site --main-thread) and tests/e2e/hydration.spec.ts.
  performance.mark(HYDRATION_MARK, {detail: {putOff, resumed}});
  listeners.forEach((l) => l());
}

/**
 * Called by a slice as it is first rendered: null when it may render now, else a promise that
 * resolves in a later task. Only renders that hydrate are ever put off. A `later` slice is put off
 * whatever the time: it starts a task of its own (after the slice being resumed, if it is in one).
 */
export function claim(later = false): Promise<void> | null {
  if (phase === 'done' || typeof window === 'undefined') return null;
  if (phase === 'resuming' && !resumeTask) return null;
  if (taskStart < 0) startTask(false);
  if (!later && performance.now() - taskStart < SLICE_MS) return null;
  putOff++;
  return new Promise<void>((resolve) => queue.splice(insertAt++, 0, resolve));
}

/** The first render starts (src/theme/Root): its first task's time counts from here. */
export function startSlicing(): void {
  if (phase === 'hydrating' && taskStart < 0 && typeof window !== 'undefined') startTask(false);
}

/**
 * The first render has committed (core's route lifecycles, on the first route update): the slices
 * it put off start to resume, one per task.
 */
export function firstRenderCommitted(): void {
  if (phase !== 'hydrating') return;
  phase = 'resuming';
  if (queue.length === 0) finish();
  else if (taskStart < 0) endTask();
}

export function isHydrationDone(): boolean {
  return phase === 'done';
}

/** Calls back once, when every slice has hydrated. */
export function onHydrationDone(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
