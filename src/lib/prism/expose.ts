// ./languages removes the global `Prism` once its grammars are in; the grammars of
// ./languages-extra register on it too: expose the same instance again while they load.
import Prism from './core';

const g = globalThis as {Prism?: unknown};
const previous = g.Prism;
g.Prism = Prism;

/** Puts back whatever the global was before (nothing, usually). */
export function restoreGlobal(): void {
  if (previous === undefined) delete g.Prism;
  else g.Prism = previous;
}
