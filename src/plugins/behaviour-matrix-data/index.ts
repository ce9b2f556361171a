// A Docusaurus plugin of this site (registered in docusaurus.config.ts); README.md beside it says
// what it changes, and UPGRADING.md which internal it relies on.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pitfallSections} from '../../components/BehaviourMatrix/pitfalls';

/** The pitfalls page of the locale being built (the English one is a full copy under i18n/en). */
function pitfallsFile({siteDir, i18n}: LoadContext): string {
  return i18n.currentLocale === i18n.defaultLocale
    ? path.join(siteDir, 'docs/guides/pitfalls.md')
    : path.join(siteDir, 'i18n', i18n.currentLocale, 'docusaurus-plugin-content-docs/current/guides/pitfalls.md');
}

/**
 * ARCHITECTURE.md §9 Performance. The behaviour matrix (docs/guides/behaviour) renders ~7 KiB (brotli)
 * of probe results that its HTML already shows: the server bundle gets them (matrix-data.server.ts),
 * the browser bundle an empty module, so they are not first-load JS (src/components/BehaviourMatrix).
 */
export default function behaviourMatrixData(context: LoadContext): Plugin {
  const file = pitfallsFile(context);
  return {
    name: 'behaviour-matrix-data',
    // A row the pitfalls page covers links to its section (Tables.tsx): which section, read from the
    // page at build time. Only BehaviourMatrix/pitfall-sections.ts reads it (server bundle, lazy chunk).
    getPathsToWatch: () => [file],
    configureWebpack: (_config, isServer, {currentBundler}) => ({
      plugins: [
        new currentBundler.instance.DefinePlugin({
          __LIMU_PITFALL_SECTIONS__: JSON.stringify(
            pitfallSections(readFileSync(file, 'utf8'), path.relative(context.siteDir, file)),
          ),
        }),
        ...(isServer
          ? [
              new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/matrix-data$/, './matrix-data.server'),
              // The exploration's summary on the same page (src/data/explore.json), the same way.
              new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/explore-data$/, './explore-data.server'),
              // The same for /benchmark's reference results (src/lib/bench/reference-data.ts), ~10 KiB gzip
              // that Docusaurus would prefetch wherever the page is linked.
              new currentBundler.instance.NormalModuleReplacementPlugin(
                /\/bench\/reference-data$/,
                path.join(__dirname, '../../lib/bench/reference-data.server.ts'),
              ),
            ]
          : []),
      ],
    }),
  };
}
