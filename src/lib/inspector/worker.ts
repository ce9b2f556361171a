// The inspector's Web Worker: one worker per run and library (module state such as
// setAutoFreeze never leaks), stopped from the page after the sandbox's time limit.
import {moduleLoaders, serveRequests} from '../sandbox/serve';
import {executeInspect, inspectModules} from './execute';
import type {InspectMessage, InspectRequest} from './protocol';

serveRequests<InspectRequest, InspectMessage>('inspect', inspectModules, (request, post) =>
  executeInspect(request, moduleLoaders, post),
);
