// A Docusaurus plugin of this site (registered in docusaurus.config.ts); README.md beside it says
// what it changes.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * `@docusaurus/utils-common` (in every page's main.js) is CommonJS compiled with `importHelpers`: its
 * `require("tslib")` pulls the whole helper library into the browser bundle (~3.5 KiB gzip), for one
 * helper. The browser bundle gets a module with only the helpers its CommonJS code calls.
 */
export default function slimTslib(): Plugin {
  return {
    name: 'slim-tslib',
    configureWebpack: (_config, isServer) =>
      isServer ? {} : {resolve: {alias: {tslib$: path.join(__dirname, 'helpers.ts')}}},
  };
}
