// A Docusaurus plugin of this site (registered in docusaurus.config.ts); README.md beside it says
// what it changes, and UPGRADING.md which internal it relies on.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** theme-common's navbar secondary menu asking for its two helpers. */
const REQUEST = /^\.\.\/\.\.\/utils\/reactUtils$/;
const ISSUER = /theme-common[\\/]lib[\\/]contexts[\\/]navbarSecondaryMenu[\\/]content\.js$/;
export const REPLACEMENT = path.join(__dirname, 'reactUtils.ts');

/**
 * The navbar's secondary menu (the docs sidebar in the mobile menu) memoizes its props with
 * theme-common's `useShallowMemoObject`, which sorts their keys with `String#localeCompare`. The
 * first `localeCompare` of a page builds an ICU collator: about 6 ms, 24 ms at 4x CPU, in the long
 * task after the first hydration, to order a handful of property names. That one import gets a copy
 * that orders them by code unit (the same memo: only equal keys must land in equal places).
 */
export default function plainKeySort(): Plugin {
  return {
    name: 'plain-key-sort',
    configureWebpack: (_config, _isServer, {currentBundler}) => ({
      plugins: [
        new currentBundler.instance.NormalModuleReplacementPlugin(
          REQUEST,
          (resource: {contextInfo?: {issuer?: string}; request: string}) => {
            if (ISSUER.test(resource.contextInfo?.issuer ?? '')) resource.request = REPLACEMENT;
          },
        ),
      ],
    }),
  };
}
