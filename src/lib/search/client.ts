// The reader's side of the search: fetches docs.json once, then the shards of the words searched
// for (each once per page load), and ranks with src/lib/search/core.ts.
import {markWords, queryTerms, rank, shardKey, type SearchDocs, type SearchHit, type SearchShard} from './core';

export interface SearchResult {
  terms: string[];
  /** The words to mark in the hits and on the page a hit opens (core.ts `markWords`). */
  marks: string[];
  hits: SearchHit[];
}

export interface Searcher {
  search(query: string, limit: number): Promise<SearchResult>;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search data ${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** How many results the results page (/search/?q=) lists. */
export const RESULTS_PAGE_LIMIT = 30;

const searchers = new Map<string, Searcher>();

/** One searcher per locale base URL (`/limu/` or `/limu/en/`): each locale has its own data. */
export function searcherFor(baseUrl: string, locale: string): Searcher {
  const existing = searchers.get(baseUrl);
  if (existing) return existing;
  const root = `${baseUrl}search-data/`;
  let docs: Promise<SearchDocs> | null = null;
  const shards = new Map<string, Promise<SearchShard>>();
  const loadDocs = () => {
    docs ??= getJson<SearchDocs>(`${root}docs.json`).catch((error: unknown) => {
      docs = null; // the next query tries again
      throw error;
    });
    return docs;
  };
  const searcher: Searcher = {
    async search(query, limit) {
      const terms = queryTerms(query, locale);
      const d = await loadDocs();
      if (terms.length === 0) return {terms, marks: [], hits: []};
      const keys = [...new Set(terms.map(shardKey))].filter((k) => d.keys.includes(k));
      const loaded = new Map<string, SearchShard>();
      await Promise.all(
        keys.map(async (key) => {
          let shard = shards.get(key);
          if (!shard) {
            shard = getJson<SearchShard>(`${root}${d.v}/${key}.json`);
            shards.set(key, shard);
            shard.catch(() => shards.delete(key));
          }
          loaded.set(key, await shard);
        }),
      );
      return {terms, marks: markWords(terms, loaded), hits: rank(d, terms, loaded, limit, locale)};
    },
  };
  searchers.set(baseUrl, searcher);
  return searcher;
}

/** The link of a hit: its page (and heading), with the words to mark there (`SearchResult.marks`). */
export function hitHref(hit: SearchHit, marks: string[]): string {
  const [path, anchor] = hit.url.split('#');
  const params = new URLSearchParams();
  for (const t of marks) params.append('_highlight', t);
  return `${path}?${params.toString()}${anchor ? `#${anchor}` : ''}`;
}
