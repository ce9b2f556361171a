// Docusaurus prefetches the code of every internal link as it comes into view: each link has its own
// IntersectionObserver, and all of their callbacks run in one task, so on a docs page (about 30
// sidebar links in view) that task matched routes and appended a hundred `<link rel=prefetch>`
// (about 95 ms at 4x CPU, after hydration). The prefetches are queued instead and started a few
// per task, SLICE_MS of work each. What is prefetched and when it is asked for do not change; the
// requests start a few tasks later. Browser only. Kept by an interleaved A/B of cold Lighthouse runs
// (BENCHMARKS.md "Speed plugins").
export const SLICE_MS = 8;

/** Runs `run` in a task of its own (a message, not a timer: no clamping). */
function nextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

type Prefetch = (routePath: string) => unknown;
export type Docusaurus = {prefetch: Prefetch; preload: (routePath: string) => unknown};

const QUEUED = Symbol.for('limu.prefetchQueue');

/** The route paths waiting, in the order their links came into view. */
const waiting: string[] = [];

/**
 * A copy of core's `window.docusaurus` (a frozen object) whose `prefetch` queues its route and
 * starts the queued prefetches in later tasks, each task stopping after SLICE_MS. Given its own
 * result, returns it as it is. `preload` (hover, touch, navigation) is core's: a reader is waiting.
 */
export function withQueuedPrefetches(docusaurus: Docusaurus): Docusaurus {
  if (QUEUED in docusaurus) return docusaurus;
  const {prefetch} = docusaurus;
  const drain = (): void => {
    const start = performance.now();
    while (waiting.length > 0 && performance.now() - start < SLICE_MS) prefetch(waiting.shift()!);
    if (waiting.length > 0) nextTask(drain);
  };
  const queued: Docusaurus & {[QUEUED]: true} = {
    ...docusaurus,
    [QUEUED]: true,
    prefetch: (routePath) => {
      waiting.push(routePath);
      if (waiting.length === 1) nextTask(drain);
      return true;
    },
  };
  return queued;
}
