// Builds one locale's search data from its built HTML (the text readers see, after MDX and
// components): one section per h2/h3 of each doc page and blog post, then the postings of every
// word, split into shards by src/lib/search/core.ts's `shardKey`.
import {createHash} from 'node:crypto';
import {load} from 'cheerio';
import type {AnyNode, Element} from 'cheerio';
import {WEIGHT, shardKey, tokenize, type SearchDocs, type SearchShard} from '../../lib/search/core';
import {isContributorPath} from '../../data/contributorDocs';

export interface BuiltPage {
  /** URL path, e.g. /limu/docs/intro/ */
  url: string;
  html: string;
}

/**
 * Not indexed: code blocks (issue 14: a quarter of the text, and the committed query set finds its
 * pages without them), heading anchors ("#"), and the page chrome inside <article>.
 */
export const EXCLUDED = [
  '.theme-code-block',
  '.hash-link',
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  'footer',
  'button',
  'script',
  'style',
  'svg',
].join(',');

const INLINE = /^(a|abbr|b|code|em|i|kbd|mark|small|span|strong|sub|sup)$/;

interface Section {
  heading: string;
  anchor: string;
  text: string[];
}

/** Title and sections of a doc page or blog post; null for any other page (lists, tags, search). */
export function sectionsOf(html: string): {title: string; sections: Section[]} | null {
  const $ = load(html);
  const kind = $('html').attr('class') ?? '';
  if (!/\b(docs-doc-page|blog-post-page)\b/.test(kind)) return null;
  const article = $('article').first();
  const title = article.find('h1').first().text().trim();
  const body = article.find('.markdown').first();
  if (!title || body.length === 0) return null;
  body.find(EXCLUDED).remove();
  const sections: Section[] = [{heading: '', anchor: '', text: []}];
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        sections[sections.length - 1].text.push(node.data);
      } else if (node.type === 'tag') {
        const el = node as Element;
        if (el.name === 'h1') continue;
        if ((el.name === 'h2' || el.name === 'h3') && el.attribs.id) {
          sections.push({heading: $(el).text().trim(), anchor: el.attribs.id, text: []});
          continue;
        }
        // Block elements end a word: "<p>a</p><p>b</p>" is two words, not "ab".
        const block = !INLINE.test(el.name);
        if (block) sections[sections.length - 1].text.push(' ');
        walk(el.children);
        if (block) sections[sections.length - 1].text.push(' ');
      }
    }
  };
  walk(body.get(0)?.children ?? []);
  return {title, sections};
}

/** The whole search data of one locale. */
export function buildSearchData(
  pages: BuiltPage[],
  locale: string,
): {docs: SearchDocs; shards: Map<string, SearchShard>} {
  const docs: SearchDocs = {v: '', pages: [], sections: [], keys: []};
  const postings = new Map<string, Map<number, number>>();
  const add = (term: string, section: number, weight: number) => {
    let p = postings.get(term);
    if (!p) postings.set(term, (p = new Map()));
    p.set(section, (p.get(section) ?? 0) + weight);
  };
  for (const {url, html} of [...pages].sort((a, b) => a.url.localeCompare(b.url))) {
    // Contributor notes are for people working on this site, not for readers of limu's docs.
    if (isContributorPath(url)) continue;
    const parsed = sectionsOf(html);
    if (!parsed) continue;
    const pageIndex = docs.pages.push([url, parsed.title]) - 1;
    for (const [i, section] of parsed.sections.entries()) {
      const words = tokenize(section.text.join(''), locale);
      const id = docs.sections.push([pageIndex, section.heading, section.anchor]) - 1;
      // A word of a short title or heading weighs more: "结构共享" is about it, "结束草稿：结构共享" less so.
      const field = (text: string, weight: number) => {
        const ws = new Set(tokenize(text, locale));
        for (const t of ws) add(t, id, Math.round(weight / Math.sqrt(ws.size)));
      };
      if (i === 0) field(parsed.title, WEIGHT.title);
      field(section.heading, WEIGHT.heading);
      const tf = new Map<string, number>();
      for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
      for (const [t, n] of tf) add(t, id, Math.round(WEIGHT.body * (1 + Math.log(n))));
    }
  }
  const shards = new Map<string, SearchShard>();
  for (const term of [...postings.keys()].sort()) {
    const key = shardKey(term);
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = {}));
    shard[term] = [...postings.get(term)!].flat();
  }
  docs.keys = [...shards.keys()].sort();
  const hash = createHash('sha256')
    .update(JSON.stringify([docs, [...shards]]))
    .digest('hex');
  docs.v = hash.slice(0, 10);
  return {docs, shards};
}
