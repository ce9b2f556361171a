// A Docusaurus plugin of this site (registered in docusaurus.config.ts); README.md beside it says
// what it does and why, UPGRADING.md (`server-twins`) what it relies on.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pitfallSections} from '../../components/BehaviourMatrix/pitfalls';

/**
 * The one rule: in the server bundle, `x.server.ts` takes the place of the `x.ts` beside it. The
 * browser module exports the same names as null; the twin exports the data the page's HTML is drawn
 * from. The server resolves an extensionless request (`./x`) to `x.server.ts` first.
 */
export const SERVER_TWIN_SUFFIX = '.server.ts';

/** The pitfalls page of the locale being built (the English one is a full copy under i18n/en). */
function pitfallsFile({siteDir, i18n}: LoadContext): string {
  return i18n.currentLocale === i18n.defaultLocale
    ? path.join(siteDir, 'docs/guides/pitfalls.md')
    : path.join(siteDir, 'i18n', i18n.currentLocale, 'docusaurus-plugin-content-docs/current/guides/pitfalls.md');
}

/**
 * ARCHITECTURE.md §9 Performance: data that the HTML already shows (the behaviour matrix, the
 * exploration's summary, /benchmark's reference results) reaches only the server bundle.
 */
export default function serverOnlyData(context: LoadContext): Plugin {
  const file = pitfallsFile(context);
  let sectionsFile: string | undefined;
  return {
    name: 'server-only-data',
    getPathsToWatch: () => [file],
    // A matrix row the pitfalls page covers links to its section (BehaviourMatrix/Tables.tsx): row id →
    // section id, read from the locale's page at build time; a link outside a section stops the build.
    loadContent: async () => pitfallSections(await readFile(file, 'utf8'), path.relative(context.siteDir, file)),
    contentLoaded: async ({content, actions}) => {
      sectionsFile = await actions.createData('pitfall-sections.json', JSON.stringify(content));
    },
    configureWebpack: (_config, isServer) => ({
      mergeStrategy: {'resolve.extensions': 'prepend'},
      resolve: {
        // Read only by matrix-data.server.ts: the server bundle, or a chunk after a client-side navigation.
        alias: {'@build-data/pitfall-sections$': sectionsFile!},
        extensions: isServer ? [SERVER_TWIN_SUFFIX] : [],
      },
    }),
  };
}
