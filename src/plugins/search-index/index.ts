/**
 * Writes each locale's search data after its build (issue 14), from the built HTML:
 *   search-data/docs.json        the pages and their sections (every query needs it);
 *   search-data/<v>/<key>.json   the postings of the words beginning with <key> (./build.ts).
 * The reader's browser fetches docs.json and only the shards of the words it searches for.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import glossary from '../../data/glossary.json';
import {buildSearchData, glossaryAliases, type BuiltPage} from './build';

export const SEARCH_DATA_DIR = 'search-data';

export default function searchIndex(context: LoadContext): Plugin {
  /** The URLs of the standalone pages (src/pages), from the pages plugin's content. */
  let standalone = new Set<string>();
  return {
    name: 'search-index',
    allContentLoaded({allContent}) {
      const pages = allContent['docusaurus-plugin-content-pages']?.default as PagesContent | undefined;
      standalone = new Set((pages ?? []).map((p) => p.permalink.replace(/\/?$/, '/')));
    },
    async postBuild({routesPaths, outDir}) {
      const {baseUrl, i18n} = context;
      const pages: BuiltPage[] = [];
      for (const url of new Set(routesPaths)) {
        if (!url.startsWith(baseUrl) || !url.endsWith('/')) continue;
        const file = path.join(outDir, url.slice(baseUrl.length), 'index.html');
        const html = await readFile(file, 'utf8').catch(() => null);
        if (html !== null) pages.push({url, html, standalone: standalone.has(url)});
      }
      const {docs, shards} = buildSearchData(
        pages,
        i18n.currentLocale,
        glossaryAliases(glossary.terms, i18n.currentLocale),
        baseUrl,
      );
      if (docs.pages.length === 0) throw new Error(`search-index: no page to index found in ${outDir}`);
      const dir = path.join(outDir, SEARCH_DATA_DIR);
      await mkdir(path.join(dir, docs.v), {recursive: true});
      await writeFile(path.join(dir, 'docs.json'), JSON.stringify(docs));
      await Promise.all(
        [...shards].map(([key, shard]) => writeFile(path.join(dir, docs.v, `${key}.json`), JSON.stringify(shard))),
      );
    },
  };
}
