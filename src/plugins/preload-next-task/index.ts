// A Docusaurus plugin of this site (registered in docusaurus.config.ts); README.md beside it says
// what it changes, and UPGRADING.md which internal it relies on.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const REQUEST = /^\.\/preload$/;
const ISSUER = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;
export const REPLACEMENT = path.join(__dirname, 'preload.ts');

export default function preloadNextTask(): Plugin {
  return {
    name: 'preload-next-task',
    configureWebpack: (_config, isServer, {currentBundler}) =>
      isServer
        ? {}
        : {
            plugins: [
              new currentBundler.instance.NormalModuleReplacementPlugin(
                REQUEST,
                (resource: {contextInfo?: {issuer?: string}; request: string}) => {
                  if (ISSUER.test(resource.contextInfo?.issuer ?? '')) resource.request = REPLACEMENT;
                },
              ),
            ],
          },
  };
}
