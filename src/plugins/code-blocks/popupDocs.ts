/**
 * The doc part of a type popup (`.td`): the doc comment's Markdown rendered, as twoslash's rich
 * renderer does with its `renderMarkdown` option (remark's parser, then mdast-util-to-hast), and the
 * tags as `@name value`, `@see` as a link. A popup sits inside `<pre><code>`, where only phrasing
 * content is valid HTML: each block becomes a `span` shown as a block (`tdp`, a code block `tdc`).
 */
import type {Element, ElementContent, Root as HastRoot} from 'hast';
import {toHast} from 'mdast-util-to-hast';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import type {PopupText} from './twoslash';

const parser = unified().use(remarkParse);

const text = (value: string): ElementContent => ({type: 'text', value});
const el = (tagName: string, className: string | null, children: ElementContent[], extra = {}): Element => ({
  type: 'element',
  tagName,
  properties: {...(className ? {className: [className]} : {}), ...extra},
  children,
});

/** Elements that may stay as they are inside the popup (phrasing content). */
const PHRASING = new Set(['a', 'code', 'em', 'strong', 'del', 'br', 'span', 'sub', 'sup', 'kbd']);

const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';

/** Turns rendered Markdown into phrasing content: blocks become block spans, code blocks `code.tdc`. */
function phrasing(nodes: ElementContent[], inBlock: boolean): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type === 'text') return !inBlock && !node.value.trim() ? [] : [node];
    // HTML in a comment (`Promise<T>` reads as a tag to Markdown) stays as the text it was written as.
    if ((node as {type: string}).type === 'raw') return [text((node as unknown as {value: string}).value)];
    if (node.type !== 'element') return [];
    // A fenced block: its code as written, in a code element of its own (no language label, no colours).
    if (node.tagName === 'pre') return [el('code', 'tdc', [text(textOf(node).replace(/\n$/, ''))])];
    if (node.tagName === 'a') {
      const href = String(node.properties.href ?? '');
      return [el('a', null, phrasing(node.children, true), {href})];
    }
    if (PHRASING.has(node.tagName)) return [{...node, properties: {}, children: phrasing(node.children, true)}];
    // p, li, headings, quotes: a block of their own.
    return [el('span', 'tdp', phrasing(node.children, node.tagName !== 'ul' && node.tagName !== 'ol'))];
  });
}

/** Markdown (a doc comment) as popup content. */
export function renderMarkdown(markdown: string): ElementContent[] {
  const hast = toHast(parser.parse(markdown), {allowDangerousHtml: true}) as HastRoot;
  return phrasing(hast.children as ElementContent[], false);
}

/** Markdown of one line (a tag's text) as inline content: its paragraph unwrapped. */
function renderInline(markdown: string): ElementContent[] {
  const blocks = renderMarkdown(markdown);
  return blocks.length === 1 && blocks[0].type === 'element' && blocks[0].tagName === 'span'
    ? blocks[0].children
    : blocks;
}

const URL_OR_PATH = /^(https?:\/\/\S+|\/\S*)$/;

/** One tag: `@see` with an address is a link to it; `@param name text` shows the name as code. */
function renderTag([name, value]: [string, string]): Element {
  const label = el('span', 'tdn', [text(`@${name}`)]);
  let body: ElementContent[] = value ? renderInline(value) : [];
  if (name === 'see' && URL_OR_PATH.test(value)) body = [el('a', null, [text(value)], {href: value})];
  else if (name === 'param') {
    const [, param, rest] = /^(\S+)\s*(?:-\s*)?([\s\S]*)$/.exec(value) ?? [];
    if (param) body = [el('code', null, [text(param)]), ...(rest ? [text(' '), ...renderInline(rest)] : [])];
  }
  return el('span', 'tdp', body.length ? [label, text(' '), ...body] : [label]);
}

/** The `.td` part of a popup, or nothing when the name has no doc comment and no tags. */
export function popupDocs({docs, tags}: PopupText): Element | null {
  const children = [...(docs ? renderMarkdown(docs) : []), ...tags.map(renderTag)];
  return children.length ? el('span', 'td', children) : null;
}
