// The worker side shared by the Run button's and the inspector's workers: which modules a sample may
// import, and the one-request message loop.
import type {ModuleLoaders} from './execute';
import type {SandboxModule, Started} from './protocol';

// Each module is its own chunk, fetched only when a sample imports it.
export const moduleLoaders: ModuleLoaders = {
  limu: () => import('limu'),
  immer: () => import('immer'),
  mutative: () => import('mutative'),
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
};

/**
 * Answers every request of `type`: loads the modules `modulesOf` names, says `started` (the page's
 * time limit counts from then), then runs `handle`, which posts its messages back to the page. A
 * module that fails to load is left to `handle`, whose own import of it reports the error.
 */
export function serveRequests<Request extends {type: string}, Message>(
  type: Request['type'],
  modulesOf: (request: Request) => SandboxModule[],
  handle: (request: Request, post: (message: Message) => void) => Promise<void>,
): void {
  // The site's tsconfig has no WebWorker lib; this is the slice of the worker scope we use.
  const scope = self as unknown as {
    postMessage(message: Message | Started): void;
    onmessage: ((event: MessageEvent<Request>) => void) | null;
  };
  scope.onmessage = (event) => {
    const request = event.data;
    if (request.type !== type) return;
    void Promise.allSettled(modulesOf(request).map((id) => moduleLoaders[id]())).then(() => {
      scope.postMessage({type: 'started'});
      return handle(request, (m) => scope.postMessage(m));
    });
  };
}
