// The search engine shared by the index builder (src/plugins/search-index, Node) and the reader's
// browser (src/theme/SearchBar, src/theme/SearchPage): one tokenizer, one shard rule, one ranking,
// so a query is cut into words exactly as the pages were.
//
// The index is split by the first characters of each term (issue 14): a query fetches the list of
// sections plus one small shard per word it holds, never the whole index.

/** `docs.json`: what every query needs. Sections are numbered by their position in `sections`. */
export interface SearchDocs {
  /** Build id: the shards of this build live in `search-data/<v>/`. */
  v: string;
  /** [URL path, page title] */
  pages: Array<[string, string]>;
  /** [page index, section heading ('' for the page's opening), heading anchor ('' for none)] */
  sections: Array<[number, string, string]>;
  /** The shard keys that exist: a query never asks for a file that is not there. */
  keys: string[];
}

/** A shard: term -> flat [section, weight, section, weight, ...]. */
export type SearchShard = Record<string, number[]>;

export interface SearchHit {
  section: number;
  url: string;
  page: string;
  heading: string;
  score: number;
}

/** Where a term's weight comes from in a section (the builder adds them up). */
export const WEIGHT = {title: 150, heading: 30, body: 10, code: 2} as const;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

type Segmenter = {segment(text: string): Iterable<{segment: string; index: number; isWordLike?: boolean}>};
const segmenters = new Map<string, Segmenter | null>();

function segmenterFor(locale: string): Segmenter | null {
  if (!segmenters.has(locale)) {
    const Seg = (Intl as unknown as {Segmenter?: new (l: string, o: object) => Segmenter}).Segmenter;
    segmenters.set(locale, Seg ? new Seg(locale, {granularity: 'word'}) : null);
  }
  return segmenters.get(locale) ?? null;
}

/** A word of a text and where it is: `text.slice(start, end)`, lower-cased, is `word`. */
export interface WordSpan {
  word: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}_$]+/gu;

/**
 * The words of `text` with their places. Chinese has no spaces: the platform's word segmenter
 * (ICU, the same dictionary in Node and in Chromium) cuts 结构共享 into 结构 / 共享. API names stay
 * whole (`createDraft` -> `createdraft`); `read-only` and `limu.produce` are two words each.
 */
export function wordSpans(text: string, locale: string): WordSpan[] {
  const out: WordSpan[] = [];
  const seg = segmenterFor(locale);
  const pieces: Array<[string, number]> = [];
  if (seg) {
    for (const s of seg.segment(text)) if (s.isWordLike !== false) pieces.push([s.segment, s.index]);
  } else {
    let at = 0;
    for (const piece of text.split(/(\p{Script=Han}+)/u)) {
      pieces.push([piece, at]);
      at += piece.length;
    }
  }
  for (const [piece, at] of pieces) {
    for (const m of piece.matchAll(WORD)) {
      out.push({word: m[0].toLowerCase(), start: at + m.index, end: at + m.index + m[0].length});
    }
  }
  return out;
}

/** Lower-cased words of `text` (`wordSpans`): how the index and the query are cut. */
export function tokenize(text: string, locale: string): string[] {
  return wordSpans(text, locale).map((s) => s.word);
}

/**
 * The shard a term lives in: its first two characters for Latin words (so a prefix of two or
 * more letters finds all its completions in one file), a bucket of the first character for CJK.
 */
export function shardKey(term: string): string {
  const first = String.fromCodePoint(term.codePointAt(0) ?? 95);
  if (CJK.test(first)) return `u${(first.codePointAt(0) ?? 0) % 24}`;
  const two = (term.length === 1 ? `${term}_` : term.slice(0, 2)).replace(/[^a-z0-9_]/g, '_');
  return two.length === 2 ? two : `${two}_`;
}

/** Optimal string alignment distance (an adjacent swap is one edit), capped at `max + 1`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        rows[0].push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i].push(d);
    }
    if (Math.min(...rows[i]) > max) return max + 1;
  }
  return rows[a.length][b.length];
}

/** Distinct query words, in order; a query of 500 characters is cut to its first 12 words. */
export function queryTerms(query: string, locale: string): string[] {
  return [...new Set(tokenize(query.slice(0, 200), locale))].slice(0, 12);
}

/**
 * Terms of `shard` that stand for the query word `q`, each with a factor: 1 for the word itself,
 * less for a longer word it begins (`install` -> `installation`), less again for a near spelling
 * (`craeteDraft` -> `createdraft`) when the word and its completions are not in the index.
 */
export function expand(q: string, shard: SearchShard): Array<[string, number]> {
  const found: Array<[string, number]> = [];
  if (shard[q]) found.push([q, 1]);
  if (q.length >= 2) {
    for (const term of Object.keys(shard)) {
      if (term !== q && term.startsWith(q)) found.push([term, 0.5 * (q.length / term.length) + 0.2]);
    }
  }
  // English endings: `freeze` also finds `freezing` and `freezes`, `references` finds `reference`.
  const stem = /^[a-z]{4,}$/.test(q) ? q.replace(/(ing|es|ed|e|s)$/, '') : q;
  if (stem !== q) {
    for (const term of Object.keys(shard)) {
      if (term !== q && !term.startsWith(q) && term.startsWith(stem) && term.length - stem.length <= 3)
        found.push([term, 0.6]);
    }
  }
  if (found.length === 0 && q.length >= 5) {
    const max = q.length >= 9 ? 2 : 1;
    for (const term of Object.keys(shard)) {
      const d = editDistance(q, term, max);
      if (d <= max) found.push([term, 0.5 / d]);
    }
  }
  return found;
}

/**
 * Words never marked (issue 51.2): a pasted message such as `Cannot perform 'get' on a proxy that
 * has been revoked` holds `a`, `on`, `that`, which are everywhere on a page and say nothing of what
 * the reader looks for. They still count in the ranking (`rank`). Chinese function words likewise.
 */
const STOP_WORDS = new Set(
  (
    'an and are as at be been but by can do does did for from had has have if in into is it its no not of on ' +
    'or so than that the their then there these this those to was were will with ' +
    '一个 一些 这个 那个 这些 那些 我们 你们 他们 可以 如果 因为 所以 但是 或者 还是 就是 以及 并且 而且 然后 什么 怎么'
  ).split(' '),
);

/** A word worth marking: not a stop word, and longer than one character (`a`, `x`, 的). */
export function markable(word: string): boolean {
  return [...word].length > 1 && !STOP_WORDS.has(word);
}

/**
 * The words to mark for a query, as the index spells them (issue 51.2): each markable query word;
 * the index's words for it with an English ending (`freeze` -> `freezing`, `perform` -> `performs`);
 * for a last word the index does not hold, which the reader may still be typing, its completions
 * (`createDra` -> `createdraft`); for a misspelt word, the index's spelling (`craeteDraft` ->
 * `createdraft`). Chinese words only as they are: a longer word that begins with 草稿 is another word.
 */
export function markWords(terms: string[], shards: Map<string, SearchShard>): string[] {
  const out = new Set<string>();
  for (const [i, q] of terms.entries()) {
    if (!markable(q)) continue;
    out.add(q);
    if (CJK.test(q)) continue;
    const shard = shards.get(shardKey(q)) ?? {};
    const unfinished = i === terms.length - 1 && !shard[q];
    const found: string[] = [];
    for (const [term] of expand(q, shard)) {
      if (term === q || !markable(term)) continue;
      // A longer word the query word begins: an ending (`performs`, not `performance`), or any
      // completion of an unfinished last word.
      if (term.startsWith(q) && !unfinished && !(q.length >= 4 && term.length - q.length <= 3)) continue;
      found.push(term);
    }
    // Shortest first, and a short prefix (`pro`) brings at most ten: the link carries them.
    found.sort((a, b) => a.length - b.length || a.localeCompare(b));
    for (const term of found.slice(0, 10)) out.add(term);
  }
  return [...out];
}

/**
 * `text` cut into plain and marked parts: a part is marked when it is a whole word (`wordSpans`,
 * as the index cuts it) among `words` (`markable` ones only), never a piece of a longer word.
 * Words next to each other with nothing between (结构 + 共享) make one mark.
 */
export function splitByWords(text: string, words: string[], locale: string): Array<{text: string; match: boolean}> {
  const wanted = new Set(words.map((w) => w.toLowerCase()).filter(markable));
  const parts: Array<{text: string; match: boolean}> = [];
  if (wanted.size === 0) return [{text, match: false}];
  let at = 0;
  for (const {word, start, end} of wordSpans(text, locale)) {
    if (!wanted.has(word)) continue;
    const previous = parts[parts.length - 1];
    if (previous?.match && start === at) previous.text += text.slice(start, end);
    else {
      if (start > at) parts.push({text: text.slice(at, start), match: false});
      parts.push({text: text.slice(start, end), match: true});
    }
    at = end;
  }
  if (at < text.length || parts.length === 0) parts.push({text: text.slice(at), match: false});
  return parts;
}

/**
 * How much a section's heading (the page title for a page's opening) says the query, from 0 to 1:
 * issue 39.2, a pasted error message, whole or in part, belongs to the entry headed by it, not to a
 * table or a page that quotes it. Counts only when three or more query words are in the heading
 * (so one or two common words never lift a heading over the page about them) and they are most of
 * the query (a run-time value such as the key in `set failed, … key: a` is not in the heading); the
 * last word may be cut short, as a paste often is. Grows with the share of the heading matched, so
 * `Draft has been finished!` beats a longer heading holding the same four words.
 */
export function headingMatch(heading: string, terms: string[], locale: string): number {
  if (terms.length < 3 || heading === '') return 0;
  const words = new Set(tokenize(heading, locale));
  if (words.size === 0) return 0;
  let found = 0;
  for (const [i, q] of terms.entries()) {
    if (words.has(q) || (i === terms.length - 1 && q.length >= 2 && [...words].some((w) => w.startsWith(q))))
      found += 1;
  }
  const ofQuery = found / terms.length;
  if (found < 3 || ofQuery < 0.6) return 0;
  return ofQuery ** 2 * Math.sqrt(Math.min(1, found / words.size));
}

/** The score a full heading match adds: above what any body text scores (rank's `own` + page part). */
const HEADING_BONUS = 10_000;

/**
 * Ranks sections for the query words. A section's score is, per query word, the best of its
 * matching terms (weight × rarity × factor); sections holding every word of the query come first,
 * and a section gains a little from the rest of its page, so the page about a subject outranks a
 * page that names it once. A section whose heading says the query (`headingMatch`) comes first.
 */
export function rank(
  docs: SearchDocs,
  terms: string[],
  shards: Map<string, SearchShard>,
  limit: number,
  locale = 'en',
): SearchHit[] {
  const total = docs.sections.length;
  const perTerm: Array<Map<number, number>> = [];
  for (const q of terms) {
    const scores = new Map<number, number>();
    const shard = shards.get(shardKey(q));
    if (shard) {
      for (const [term, factor] of expand(q, shard)) {
        const postings = shard[term];
        const idf = Math.log(1 + total / (postings.length / 2));
        for (let i = 0; i < postings.length; i += 2) {
          const s = postings[i];
          const value = postings[i + 1] * idf * factor;
          if (value > (scores.get(s) ?? 0)) scores.set(s, value);
        }
      }
    }
    perTerm.push(scores);
  }
  const matched = new Map<number, {score: number; words: number}>();
  for (const scores of perTerm) {
    for (const [s, value] of scores) {
      const m = matched.get(s) ?? {score: 0, words: 0};
      m.score += value;
      m.words += 1;
      matched.set(s, m);
    }
  }
  // A page's best section stands for it; its other matching sections add a little (a page about
  // the subject names it often), with diminishing returns so a long page does not win by length.
  const best = new Map<number, number>();
  const rest = new Map<number, number>();
  for (const [s, m] of matched) {
    const page = docs.sections[s][0];
    const v = m.score * (m.words / terms.length) ** 2;
    const b = best.get(page) ?? 0;
    if (v > b) {
      best.set(page, v);
      rest.set(page, (rest.get(page) ?? 0) + b);
    } else rest.set(page, (rest.get(page) ?? 0) + v);
  }
  const hits: SearchHit[] = [];
  for (const [s, m] of matched) {
    const [page, heading, anchor] = docs.sections[s];
    const own = m.score * (m.words / terms.length) ** 2;
    const [url, title] = docs.pages[page];
    const said = headingMatch(heading || title, terms, locale);
    const score = own + Math.sqrt((best.get(page) ?? 0) + (rest.get(page) ?? 0)) * 2 + said * HEADING_BONUS;
    hits.push({section: s, url: anchor ? `${url}#${anchor}` : url, page: title, heading, score});
  }
  hits.sort((a, b) => b.score - a.score || a.section - b.section);
  // At most three sections of one page, so one long page cannot fill the list.
  const perPage = new Map<string, number>();
  return hits
    .filter((h) => {
      const n = perPage.get(h.page) ?? 0;
      perPage.set(h.page, n + 1);
      return n < 3;
    })
    .slice(0, limit);
}
