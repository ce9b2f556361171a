// The inspector's Web Worker: one worker per run and library (module state such as
// setAutoFreeze never leaks), stopped from the page after the sandbox's time limit.
import {executeInspect, type InspectLoaders} from './execute';
import type {InspectMessage, InspectRequest} from './protocol';

const scope = self as unknown as {
  postMessage(message: InspectMessage): void;
  onmessage: ((event: MessageEvent<InspectRequest>) => void) | null;
};

const loaders: InspectLoaders = {
  limu: () => import('limu'),
  immer: () => import('immer'),
  mutative: () => import('mutative'),
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
};

scope.onmessage = (event) => {
  if (event.data.type === 'inspect') void executeInspect(event.data, loaders, (m) => scope.postMessage(m));
};
