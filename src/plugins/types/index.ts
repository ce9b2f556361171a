// A Docusaurus plugin of this site (registered in docusaurus.config.ts); README.md beside it says
// what it does. The remark plugin that computes the types is ./remark.ts.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {CACHE_DIR, stats} from './compute';

/**
 * ARCHITECTURE.md §10. The server bundle reads each typed block's result from the cache directory
 * and draws it (src/components/TypeInfo/typesRender.server.tsx); the browser bundle gets
 * ./typesRender, which draws nothing: the popups are in the HTML only, and no JS chunk carries them
 * or the code that draws them.
 */
export default function typesPlugin(): Plugin {
  return {
    name: 'types',
    postBuild: async () => {
      // The figure BENCHMARKS.md quotes: the build time spent on types, compiled or read from the cache.
      console.log(
        `[INFO] [types] ${stats.blocks} code blocks with types, ${stats.compiled} compiled, the rest from the cache, ${Math.round(stats.ms)} ms`,
      );
      Object.assign(stats, {blocks: 0, compiled: 0, ms: 0});
    },
    configureWebpack: (_config, isServer, {currentBundler}) => ({
      plugins: isServer
        ? [
            new currentBundler.instance.NormalModuleReplacementPlugin(
              /[\\/]TypeInfo[\\/]typesRender$/,
              path.join(__dirname, '../../components/TypeInfo/typesRender.server.tsx'),
            ),
            new currentBundler.instance.DefinePlugin({__LIMU_TYPES_CACHE__: JSON.stringify(CACHE_DIR)}),
          ]
        : [],
    }),
  };
}
