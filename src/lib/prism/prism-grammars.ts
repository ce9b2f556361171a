// The grammars as chunks of their own (browser), and a tiny store that tells components when they
// are in: ./languages (the JavaScript family: nearly every block) and ./languages-extra (yaml,
// markdown, bash, diff: only pages with such a block fetch it). The server bundle gets
// ./prism-grammars.server instead (plugin `slimPrism` in docusaurus.config.ts): it renders every page
// at once, so there the grammars are a static import.
import type {PrismLib} from 'prism-react-renderer';

/** Languages (and aliases) whose grammar is in ./languages-extra. */
const EXTRA_LANGUAGES = new Set(['yaml', 'yml', 'markdown', 'md', 'bash', 'sh', 'shell', 'diff']);

/** True when highlighting `language` needs the extra grammars; no language = every grammar. */
export const needsExtra = (language?: string): boolean =>
  language === undefined || EXTRA_LANGUAGES.has(language.toLowerCase());

let prism: PrismLib | undefined;
let extraLoaded = false;
let pendingCore: Promise<PrismLib> | undefined;
let pendingExtra: Promise<PrismLib> | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The Prism instance once the grammars `language` needs have loaded, else undefined. */
export const loadedPrism = (language?: string): PrismLib | undefined =>
  prism && (extraLoaded || !needsExtra(language)) ? prism : undefined;

/** Calls `listener` when grammars have loaded; returns the unsubscribe function. */
export function subscribePrism(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the grammars `language` needs (once); without a language, all of them. */
export function loadPrism(language?: string): Promise<PrismLib> {
  if (needsExtra(language)) {
    pendingExtra ??= import(/* webpackChunkName: "prism-extra" */ './languages-extra').then((m) => {
      prism = m.default as unknown as PrismLib;
      extraLoaded = true;
      notify();
      return prism;
    });
    return pendingExtra;
  }
  pendingCore ??= import(/* webpackChunkName: "prism" */ './languages').then((m) => {
    prism = m.default as unknown as PrismLib;
    notify();
    return prism;
  });
  return pendingCore;
}

/** Starts loading, for callers that only need the change notification. */
export function requestPrism(language?: string): void {
  loadPrism(language).catch((error: unknown) => {
    // A failed chunk leaves the code readable in plain colours; the next request tries again.
    pendingCore = undefined;
    pendingExtra = undefined;
    console.warn('Code highlighting could not be loaded:', error);
  });
}
