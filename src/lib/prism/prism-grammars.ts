// The grammars as a chunk of their own (browser), and a tiny store that tells components when they
// are in. The server bundle gets ./prism-grammars.server instead (plugin `slimPrism` in
// docusaurus.config.ts): it renders every page at once, so there the grammars are a static import.
import type {PrismLib} from 'prism-react-renderer';

let prism: PrismLib | undefined;
let pending: Promise<PrismLib> | undefined;
const listeners = new Set<() => void>();

/** The Prism instance once the grammars have loaded, else undefined. */
export const loadedPrism = (): PrismLib | undefined => prism;

/** Calls `listener` when the grammars have loaded; returns the unsubscribe function. */
export function subscribePrism(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the grammars (once). */
export function loadPrism(): Promise<PrismLib> {
  pending ??= import(/* webpackChunkName: "prism" */ './languages').then((m) => {
    prism = m.default as unknown as PrismLib;
    listeners.forEach((listener) => listener());
    return prism;
  });
  return pending;
}

/** Starts loading, for callers that only need the change notification. */
export function requestPrism(): void {
  loadPrism().catch((error: unknown) => {
    // A failed chunk leaves the code readable in plain colours; the next request tries again.
    pending = undefined;
    console.warn('Code highlighting could not be loaded:', error);
  });
}
