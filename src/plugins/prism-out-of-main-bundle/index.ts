// A Docusaurus plugin of this site (registered in docusaurus.config.ts); README.md beside it says
// what it changes, and UPGRADING.md which internal it relies on.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * ARCHITECTURE.md §9 Performance. theme-classic registers a client module that imports all of Prism (and, through
 * a dynamic `require` of `prismjs/components/prism-${lang}`, prismjs's component map) into main.js,
 * i.e. into every page, only to register `prism.additionalLanguages`. We have none, so the module
 * is replaced by an empty one: pages are highlighted at build time (src/plugins/code-blocks), and
 * only the sample editor's lazy chunks carry a Prism of their own.
 */
export default function prismOutOfMainBundle(context: LoadContext): Plugin {
  const prism = context.siteConfig.themeConfig.prism as {additionalLanguages?: string[]} | undefined;
  // With extra languages the module has work to do: leave it alone.
  if (prism?.additionalLanguages?.length) return {name: 'prism-out-of-main-bundle'};
  const clientModule = path.join(
    path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
    'lib/prism-include-languages',
  );
  return {
    name: 'prism-out-of-main-bundle',
    configureWebpack: () => ({resolve: {alias: {[`${clientModule}$`]: false}}}),
  };
}
