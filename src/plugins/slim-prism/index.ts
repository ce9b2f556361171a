// A Docusaurus plugin of this site (registered in docusaurus.config.ts); README.md beside it says
// what it changes, and UPGRADING.md which internal it relies on.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * ARCHITECTURE.md §9 Performance. theme-classic's CodeBlock (and our RunnableCode) import `Highlight` from
 * prism-react-renderer, whose module bundles Prism with ~28 grammars this site never shows (swift,
 * kotlin, rust, go, python, sql, ...): ~23 KiB of brotli JS on every page with code. The bundler
 * resolves the package to src/lib/prism instead: the same API over a Prism built from `prismjs` with
 * only the grammars our Markdown uses. Aliased in the server bundle too, so the HTML and the client
 * render the same tokens (no hydration mismatch). Node (this file's `themes` import, theme-classic's
 * options validation) keeps the real package: the alias is for the bundler only.
 */
export default function slimPrism(context: LoadContext): Plugin {
  const slim = path.join(context.siteDir, 'src/lib/prism/index.ts');
  return {
    name: 'slim-prism',
    configureWebpack: (_config, isServer, {currentBundler}) => ({
      resolve: {alias: {'prism-react-renderer$': slim}},
      // The browser loads the grammars lazily (src/lib/prism/prism-grammars.ts); the server renders with
      // them from the start, so no code block suspends during static rendering.
      // A request this unusual (no other module asks for './prism-grammars') is safe to swap by name.
      plugins: isServer
        ? [new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/prism-grammars$/, './prism-grammars.server')]
        : [],
    }),
  };
}
