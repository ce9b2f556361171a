// The Run button's Web Worker. One worker per run: module state (e.g. limu's global
// setAutoFreeze) never leaks between runs, and the page stops a sample that runs too long by
// terminating the worker.
import {executeSample, type ModuleLoaders} from './execute';
import type {SandboxMessage, SandboxRequest} from './protocol';

// The site's tsconfig has no WebWorker lib; this is the slice of the worker scope we use.
const scope = self as unknown as {
  postMessage(message: SandboxMessage): void;
  onmessage: ((event: MessageEvent<SandboxRequest>) => void) | null;
};

// Each module is its own chunk, fetched only when a sample imports it.
const loaders: ModuleLoaders = {
  limu: () => import('limu'),
  immer: () => import('immer'),
  mutative: () => import('mutative'),
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
};

scope.onmessage = (event) => {
  if (event.data.type === 'run') void executeSample(event.data, loaders, (m) => scope.postMessage(m));
};
