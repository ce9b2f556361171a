// A Docusaurus plugin of this site (registered in docusaurus.config.ts); README.md beside it says
// what it changes, and UPGRADING.md which internal it relies on.
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
        ? [new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/matrix-data$/, './matrix-data.server')]
        : [],
    }),
  };
}
