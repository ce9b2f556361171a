// What core's client entry imports as `./preload` (see index.ts): the same preload, started in the
// task after `main.js` has run, and settled in a task of its own once the route's chunks are in.
import preload from '@docusaurus/core/lib/client/preload';
import {nextTask} from '../../lib/hydration/scheduler';

export default function preloadInNextTask(pathname: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    nextTask(() => {
      preload(pathname).then(
        (value) => nextTask(() => resolve(value)),
        (error: unknown) => nextTask(() => reject(error instanceof Error ? error : new Error(String(error)))),
      );
    });
  });
}
