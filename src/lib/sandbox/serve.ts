// The worker side shared by the Run button's and the inspector's workers: which modules a sample may
// import, and the one-request message loop.
import type {ModuleLoaders} from './execute';

// Each module is its own chunk, fetched only when a sample imports it.
export const moduleLoaders: ModuleLoaders = {
  limu: () => import('limu'),
  immer: () => import('immer'),
  mutative: () => import('mutative'),
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
};

/** Answers every request of `type` with `handle`, which posts its messages back to the page. */
export function serveRequests<Request extends {type: string}, Message>(
  type: Request['type'],
  handle: (request: Request, post: (message: Message) => void) => Promise<void>,
): void {
  // The site's tsconfig has no WebWorker lib; this is the slice of the worker scope we use.
  const scope = self as unknown as {
    postMessage(message: Message): void;
    onmessage: ((event: MessageEvent<Request>) => void) | null;
  };
  scope.onmessage = (event) => {
    if (event.data.type === type) void handle(event.data, (m) => scope.postMessage(m));
  };
}
