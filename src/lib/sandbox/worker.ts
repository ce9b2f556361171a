// The Run button's Web Worker. One worker per run: module state (e.g. limu's global
// setAutoFreeze) never leaks between runs, and the page stops a sample that runs too long by
// terminating the worker.
import {executeSample} from './execute';
import {neededModules, type SandboxMessage, type SandboxRequest} from './protocol';
import {moduleLoaders, serveRequests} from './serve';

serveRequests<SandboxRequest, SandboxMessage>(
  'run',
  (request) => neededModules(request.code, request.lang),
  (request, post) => executeSample(request, moduleLoaders, post),
);
