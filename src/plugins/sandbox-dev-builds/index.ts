// A Docusaurus plugin of this site (registered in docusaurus.config.ts); README.md beside it says
// what it changes.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The libraries whose messages a production build shortens ("[Immer] minified error nr: 10"). */
export const DEV_LIBRARIES = ['immer', 'mutative'];
/** The one module that imports them for the Run button's and the inspector's workers. */
export const SANDBOX_IMPORTER = path.join(__dirname, '../../lib/sandbox/serve.ts');

/**
 * A reader's Run must say what the doc tests saw in Node: immer's and mutative's development
 * behaviour (full error messages, their extra checks). Both choose it by `process.env.NODE_ENV`,
 * which the production bundle fixes to "production". In the modules the sandbox imports, and only
 * there (the benchmark keeps the production builds), SWC inlines "development" before the bundler sees
 * them. Public means: Rspack's rule `issuer` and builtin:swc-loader's `jsc.transform.optimizer.globals.envs`.
 */
export default function sandboxDevBuilds(): Plugin {
  const libraries = new RegExp(`[\\\\/]node_modules[\\\\/](?:${DEV_LIBRARIES.join('|')})[\\\\/]`);
  return {
    name: 'sandbox-dev-builds',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            module: {
              rules: [
                {
                  test: libraries,
                  issuer: SANDBOX_IMPORTER,
                  use: {
                    loader: 'builtin:swc-loader',
                    options: {jsc: {transform: {optimizer: {globals: {envs: {NODE_ENV: '"development"'}}}}}},
                  },
                },
              ],
            },
          },
  };
}
