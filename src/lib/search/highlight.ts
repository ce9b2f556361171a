// Marks the searched words on the page a search result opened (`?_highlight=word`, as the results
// link there): every occurrence in the article's text as a whole word, cut as the index cuts words
// (core.ts `splitByWords`), each in a <mark>; never a letter inside a word, a stop word or a one-letter word.
import {splitByWords} from './core';

/** Text the reader never sees as prose, or that React updates later (a status line, a button), and the breadcrumbs (navigation, not the page's text). */
const SKIP = 'script, style, mark, button, [role="status"], .theme-code-block, .hash-link, .theme-doc-breadcrumbs';

/** Wraps each occurrence of the words `terms` in the text under `root`; returns the number of marks. */
export function markTerms(root: Element, terms: string[], locale: string): number {
  const wanted = terms.filter((t) => t.trim() !== '');
  if (wanted.length === 0) return 0;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(SKIP) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  let count = 0;
  for (const node of nodes) {
    const parts = splitByWords(node.data, wanted, locale);
    if (!parts.some((p) => p.match)) continue;
    const fragment = document.createDocumentFragment();
    for (const part of parts) {
      if (part.match) {
        const mark = document.createElement('mark');
        mark.textContent = part.text;
        mark.dataset.searchTerm = '';
        fragment.append(mark);
        count += 1;
      } else fragment.append(part.text);
    }
    node.replaceWith(fragment);
  }
  return count;
}

/**
 * Marks the terms in the page's article once it is on screen (after a client-side navigation the
 * address changes a moment before the new page renders), then brings the first mark into view if
 * the address names no heading and none is visible.
 */
export function highlightPage(terms: string[], pathname: string, locale: string): () => void {
  let tries = 0;
  let timer = 0;
  const attempt = () => {
    const article = document.querySelector('main article');
    if (window.location.pathname !== pathname) return;
    if (!article || article.querySelector('mark[data-search-term]')) {
      if (!article && (tries += 1) < 30) timer = window.setTimeout(attempt, 100);
      return;
    }
    if (markTerms(article, terms, locale) === 0) return;
    const marks = Array.from(article.querySelectorAll('mark[data-search-term]'));
    const visible = marks.some((m) => {
      const r = m.getBoundingClientRect();
      return r.bottom > 0 && r.top < window.innerHeight;
    });
    if (!visible && !window.location.hash) marks[0]?.scrollIntoView({block: 'center'});
  };
  timer = window.setTimeout(attempt, 0);
  return () => window.clearTimeout(timer);
}
