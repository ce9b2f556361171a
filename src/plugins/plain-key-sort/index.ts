// A Docusaurus plugin of this site (registered in docusaurus.config.ts); README.md beside it says
// what it changes, and UPGRADING.md which internal it relies on.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The two theme-common modules that call `useShallowMemoObject`, asking for their helpers. */
const REQUEST = /^(?:\.\.\/)+utils\/reactUtils$/;
const ISSUER =
  /theme-common[\\/]lib[\\/](?:contexts[\\/]navbarSecondaryMenu[\\/]content|hooks[\\/]useMutationObserver)\.js$/;
export const REPLACEMENT = path.join(__dirname, 'reactUtils.ts');

/**
 * theme-common's `useShallowMemoObject` sorts an object's keys with `String#localeCompare`. The
 * first `localeCompare` of a page builds an ICU collator: 6-11 ms, 24-44 ms at 4x CPU, in the long
 * task after the first hydration, to order a handful of property names. Its two callers are the
 * navbar's secondary menu (the docs sidebar in the mobile menu) and `useMutationObserver` (each code
 * block's word-wrap button). Their import gets a copy that orders the keys by code unit (the same
 * memo: only equal keys must land in equal places); with one of them left, the collator is only
 * built a little later.
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
