/**
 * Leaves the CSS of the components loaded on first use in their own chunks' stylesheets, which the
 * bundler's runtime fetches with the chunk (issue 14). Docusaurus moves every CSS module into the
 * one `styles` file (its `styles` cache group takes all chunks, for a deterministic cascade order,
 * facebook/docusaurus#2006), so the editor and the inspector weighed on every page's first load.
 *
 * Only chunks no page renders on the server are left out: their rules arrive after `styles`, the
 * order the single file had them in, and the chunk's promise waits for its stylesheet, so the
 * component never shows unstyled. Names are the `webpackChunkName` of their `import()`.
 */
import type {Plugin} from '@docusaurus/types';

export const LAZY_CSS_CHUNKS = ['runnable-code', 'inspector'] as const;

/** The part of the bundler config this plugin reads and changes. */
interface SplitConfig {
  optimization?: {splitChunks?: false | {cacheGroups?: Record<string, unknown>}};
}
type CacheGroup = {name?: unknown; chunks?: unknown};

/** Makes Docusaurus's `styles` cache group skip the lazy chunks; throws if it is not there. */
export function excludeLazyChunks(config: SplitConfig, lazy: readonly string[] = LAZY_CSS_CHUNKS): void {
  const splitChunks = config.optimization?.splitChunks;
  const styles = (splitChunks ? splitChunks.cacheGroups?.styles : undefined) as CacheGroup | undefined;
  if (!styles || styles.name !== 'styles' || styles.chunks !== 'all') {
    throw new Error(
      '[lazy-css] Docusaurus no longer has the `styles` cache group {name: "styles", chunks: "all"} ' +
        'in optimization.splitChunks: see UPGRADING.md (src/plugins/lazy-css).',
    );
  }
  const skip = new Set<string>(lazy);
  styles.chunks = (chunk: {name?: string | null}) => !skip.has(chunk.name ?? '');
}

export default function lazyCss(): Plugin {
  return {
    name: 'lazy-css',
    configureWebpack(config, isServer) {
      // The server bundle emits no CSS.
      if (!isServer) excludeLazyChunks(config as SplitConfig);
      return {};
    },
  };
}
