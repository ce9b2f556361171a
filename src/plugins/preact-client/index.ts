// A Docusaurus plugin of this site (registered in docusaurus.config.ts); README.md beside it says
// what it changes and why.
import path from 'node:path';
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

/**
 * The modules a code sample may import in the Run/inspect workers (src/lib/sandbox/serve.ts): a
 * sample that imports React gets React 19 itself, as in the doc tests under Node. Those chunks load
 * only when such a sample runs, never during a page load.
 */
const SANDBOX_MODULES = /src[\\/]lib[\\/]sandbox[\\/]serve\.ts$/;

/** Requests of src/lib/hydration/Slice (from the MDX components and theme wrappers). */
const SLICE_REQUEST = /[\\/]hydration[\\/]Slice$/;
const SLICE_PREACT = path.join(__dirname, '../../lib/hydration/Slice.preact.tsx');

/** Core's imports of its isBrowser context: App.js ('./browserContext'), useIsBrowser ('../browserContext'). */
const BROWSER_CONTEXT_REQUEST = /^\.\.?\/browserContext$/;
const BROWSER_CONTEXT = path.join(__dirname, 'browserContext.tsx');

export default function preactClient(): Plugin {
  const reactDir = path.dirname(require.resolve('react/package.json'));
  return {
    name: 'preact-client',
    getClientModules: () => [path.join(__dirname, 'hashAfterNavigation.ts'), path.join(__dirname, 'firstHydration.ts')],
    configureWebpack: (_config, isServer, {currentBundler}) =>
      isServer
        ? {}
        : {
            resolve: {alias: PREACT_ALIASES},
            module: {rules: [{test: SANDBOX_MODULES, resolve: {alias: {react: reactDir}}}]},
            // src/lib/hydration/Slice.tsx renders its element; the Preact one may put it off a task.
            plugins: [
              new currentBundler.instance.NormalModuleReplacementPlugin(SLICE_REQUEST, SLICE_PREACT),
              new currentBundler.instance.NormalModuleReplacementPlugin(BROWSER_CONTEXT_REQUEST, BROWSER_CONTEXT),
            ],
          },
  };
}
