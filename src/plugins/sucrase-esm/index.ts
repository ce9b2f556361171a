// A Docusaurus plugin of this site (registered in docusaurus.config.ts); README.md beside it says
// what it changes.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * src/lib/examples/lexer.ts imports sucrase's parser by its CommonJS path, which Node can load (the
 * ES build's extensionless imports break Node's loader). In the bundle that would be a second copy
 * of the parser beside the ES build the bundler takes for `sucrase` (the sample transform): ~24 KiB
 * gzip more on the Run button's chunk. The bundler gets the ES build for both.
 */
export default function sucraseEsm(): Plugin {
  const esm = path.join(path.dirname(require.resolve('sucrase/package.json')), 'dist/esm/parser');
  return {
    name: 'sucrase-esm',
    configureWebpack: () => ({
      resolve: {
        alias: {
          'sucrase/dist/parser$': path.join(esm, 'index.js'),
          'sucrase/dist/parser/tokenizer/types$': path.join(esm, 'tokenizer/types.js'),
        },
      },
    }),
  };
}
