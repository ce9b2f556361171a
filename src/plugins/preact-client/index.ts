// A Docusaurus plugin of this site (registered in docusaurus.config.ts); README.md beside it says
// what it changes and why.
import type {Plugin} from '@docusaurus/types';

/**
 * The client bundle runs on Preact (preact/compat) instead of react-dom; the server build keeps
 * React 19, so the pre-rendered HTML is React's and Preact only hydrates it.
 *
 * Docusaurus already aliases `react` and `react-dom` to the site's packages (prefix aliases, see
 * @docusaurus/core lib/webpack/base.js getReactAliases); the merge replaces those two keys in place,
 * and a prefix alias maps every subpath too: `react/jsx-runtime` -> `preact/compat/jsx-runtime`,
 * `react-dom/client` -> `preact/compat/client` (both in preact's `exports`, ES builds).
 */
export const PREACT_ALIASES: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
};

export default function preactClient(): Plugin {
  return {
    name: 'preact-client',
    configureWebpack: (_config, isServer) => (isServer ? {} : {resolve: {alias: PREACT_ALIASES}}),
  };
}
