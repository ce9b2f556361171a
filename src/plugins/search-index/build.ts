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
  /** A page of the pages plugin (src/pages), known from its content (./index.ts). */
  standalone?: boolean;
}

/**
 * Not indexed: heading anchors ("#") and the page chrome inside <article>. Code blocks are indexed
 * apart (`CODE_BLOCK`): each word once per section, at the lowest weight (issue 39.2: `install` on
 * the Chinese site is only in `npm install limu`; issue 14 left them out for size, and once per
 * section costs a small part of what their full text would).
 */
export const EXCLUDED = [
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

const CODE_BLOCK = '.theme-code-block';

const INLINE = /^(a|abbr|b|code|em|i|kbd|mark|small|span|strong|sub|sup)$/;

interface Section {
  heading: string;
  anchor: string;
  text: string[];
  /** The text of the section's code blocks. */
  code: string[];
}

/**
 * For the Chinese index: the one-word English terms of the site's glossary (src/data/glossary.json)
 * under their Chinese term, so `freeze` typed on the Chinese site finds the pages about 冻结
 * (issue 39.2). Only terms that are one word in both languages.
 */
export function glossaryAliases(terms: ReadonlyArray<{zh: string; en: string}>, locale: string): Map<string, string[]> {
  const aliases = new Map<string, string[]>();
  if (locale !== 'zh-Hans') return aliases;
  for (const {zh, en} of terms) {
    const [zhWords, enWords] = [tokenize(zh, locale), tokenize(en, 'en')];
    if (zhWords.length !== 1 || enWords.length !== 1 || zhWords[0] === enWords[0]) continue;
    aliases.set(zhWords[0], [...(aliases.get(zhWords[0]) ?? []), enWords[0]]);
  }
  return aliases;
}

/**
 * Title and sections of a doc page, a blog post or a standalone page (src/pages: the playground,
 * the benchmark, about this site; issue 51.6); null for any other page: lists, tags, and a page
 * search engines are told not to index (the results page). A standalone page's body is its <main>;
 * `page` says the HTML is one (the pages plugin's content says which, not the theme's <html> class).
 */
export function sectionsOf(
  html: string,
  page = false,
): {title: string; sections: Section[]; standalone: boolean} | null {
  const $ = load(html);
  const kind = $('html').attr('class') ?? '';
  const doc = /\b(docs-doc-page|blog-post-page)\b/.test(kind);
  const standalone = page && !/noindex/.test($('meta[name="robots"]').attr('content') ?? '');
  if (!doc && !standalone) return null;
  const article = doc ? $('article').first() : $('main').first();
  const title = article.find('h1').first().text().trim();
  const body = doc ? article.find('.markdown').first() : article;
  if (!title || body.length === 0) return null;
  body.find(EXCLUDED).remove();
  const sections: Section[] = [{heading: '', anchor: '', text: [], code: []}];
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        sections[sections.length - 1].text.push(node.data);
      } else if (node.type === 'tag') {
        const el = node as Element;
        if (el.name === 'h1') continue;
        if ((el.name === 'h2' || el.name === 'h3') && el.attribs.id) {
          sections.push({heading: $(el).text().trim(), anchor: el.attribs.id, text: [], code: []});
          continue;
        }
        if ($(el).is(CODE_BLOCK)) {
          // Lines are block elements in the highlighted markup: keep them apart.
          $(el).find('br').replaceWith('\n');
          sections[sections.length - 1].code.push(
            $(el)
              .find('.token-line, .line')
              .map((_, line) => $(line).text())
              .get()
              .join('\n') || $(el).text(),
          );
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
  return {title, sections, standalone};
}

/**
 * The words of a standalone page's address (`/limu/en/playground/` -> `playground`), filed as words
 * of its title: a reader who knows the page by its address finds it in either locale, whatever its
 * title there. Doc pages and posts are found by their titles and text.
 */
export function addressWords(url: string, home: string): string {
  return url.startsWith(home) ? url.slice(home.length).replace(/[/-]+/g, ' ').trim() : '';
}

/**
 * The whole search data of one locale. `home` is the locale's base URL: its front page is not a
 * result (every word on it leads on to a doc page).
 */
export function buildSearchData(
  pages: BuiltPage[],
  locale: string,
  aliases: Map<string, string[]> = new Map(),
  home = '',
): {docs: SearchDocs; shards: Map<string, SearchShard>} {
  const docs: SearchDocs = {v: '', pages: [], sections: [], keys: []};
  const postings = new Map<string, Map<number, number>>();
  const add = (term: string, section: number, weight: number) => {
    let p = postings.get(term);
    if (!p) postings.set(term, (p = new Map()));
    p.set(section, (p.get(section) ?? 0) + weight);
  };
  for (const {url, html, standalone} of [...pages].sort((a, b) => a.url.localeCompare(b.url))) {
    // Contributor notes are for people working on this site, not for readers of limu's docs.
    if (isContributorPath(url) || url === home) continue;
    const parsed = sectionsOf(html, standalone);
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
      if (i === 0) field(parsed.standalone ? `${parsed.title} ${addressWords(url, home)}` : parsed.title, WEIGHT.title);
      field(section.heading, WEIGHT.heading);
      const tf = new Map<string, number>();
      for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
      for (const [t, n] of tf) add(t, id, Math.round(WEIGHT.body * (1 + Math.log(n))));
      for (const t of new Set(tokenize(section.code.join('\n'), locale))) add(t, id, WEIGHT.code);
      // A glossary alias weighs what its Chinese term weighs in the section.
      for (const [zh, ens] of aliases) {
        const weight = postings.get(zh)?.get(id);
        if (weight) for (const en of ens) add(en, id, weight);
      }
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
