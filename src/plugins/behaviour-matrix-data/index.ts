// A Docusaurus plugin of this site (registered in docusaurus.config.ts); README.md beside it says
// what it changes, and UPGRADING.md which internal it relies on.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * ARCHITECTURE.md §9 Performance. The behaviour matrix (docs/guides/behaviour) renders ~7 KiB (brotli)
 * of probe results that its HTML already shows: the server bundle gets them (matrix-data.server.ts),
 * the browser bundle an empty module, so they are not first-load JS (src/components/BehaviourMatrix).
 */
export default function behaviourMatrixData(): Plugin {
  return {
    name: 'behaviour-matrix-data',
    configureWebpack: (_config, isServer, {currentBundler}) => ({
      plugins: isServer
        ? [
            new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/matrix-data$/, './matrix-data.server'),
            // The same for /benchmark's reference results (src/lib/bench/reference-data.ts), ~10 KiB gzip
            // that Docusaurus would prefetch wherever the page is linked.
            new currentBundler.instance.NormalModuleReplacementPlugin(
              /\/bench\/reference-data$/,
              path.join(__dirname, '../../lib/bench/reference-data.server.ts'),
            ),
          ]
        : [],
    }),
  };
}
