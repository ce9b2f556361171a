// A Docusaurus plugin of this site (registered in docusaurus.config.ts); README.md beside it says
// what it does. The rehype plugin that highlights the blocks is ./rehype.ts.
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeBlocksCss} from './themes';
import {stats} from './twoslash';

/**
 * ARCHITECTURE.md §10. Writes the token colours of both code themes as a stylesheet every page
 * loads (./themes.ts), adds the type popups' keys (./typePopups.ts: arrow keys within a block, Escape),
 * and prints how long the types took after each locale's build.
 */
export default function codeBlocksPlugin(context: LoadContext): Plugin {
  const css = path.join(context.generatedFilesDir, 'code-blocks', 'tokens.css');
  mkdirSync(path.dirname(css), {recursive: true});
  writeFileSync(css, codeBlocksCss());
  return {
    name: 'code-blocks',
    getClientModules: () => [css, path.join(__dirname, 'typePopups.ts')],
    postBuild: async () => {
      // The figure BENCHMARKS.md quotes: the build time spent on types, compiled or read from the cache.
      console.log(
        `[INFO] [code-blocks] ${stats.blocks} code blocks with types, ${stats.compiled} compiled, the rest from the cache, ${Math.round(stats.ms)} ms`,
      );
      Object.assign(stats, {blocks: 0, compiled: 0, ms: 0});
    },
  };
}
