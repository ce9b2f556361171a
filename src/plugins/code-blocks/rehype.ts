/**
 * Rehype plugin (docs, blog and pages; docusaurus.config.ts): every fenced code block is highlighted
 * once, at build time, by Shiki, into the compiled MDX, so the server HTML and a client-side
 * navigation render the same markup. Blocks that get types (./twoslash.ts `wantsTypes`) go through
 * twoslash: each name carries its popup, each `// ^?` line its answer, each announced error its
 * message. The `<code>` element keeps the code as written, less its `// @errors:` directives, in a
 * `code` prop (Run, copy, the playground), and its place in the file in a `sample` prop, for
 * src/theme/CodeBlock, which draws the block.
 */
import path from 'node:path';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {Highlighter, ShikiTransformer} from 'shiki';
import {createTransformerFactory, type TwoslashRenderer} from '@shikijs/twoslash/core';
import {transformerMetaHighlight} from '@shikijs/transformers';
import {codeThemes, tokenClassOf} from './themes';
import {popupDocs} from './popupDocs';
import {SITE_DIR, popupText, sampleTypes, shownCode, wantsTypes, type SampleTypes} from './twoslash';

/** Fence languages Shiki loads; any other is shown as plain text. */
const LANGS = ['ts', 'tsx', 'js', 'jsx', 'bash', 'html', 'markdown', 'json', 'yaml', 'diff'];
const ALIASES: Record<string, string> = {md: 'markdown', sh: 'bash', shell: 'bash', yml: 'yaml'};

let highlighter: Promise<Highlighter> | undefined;
function getHighlighter(): Promise<Highlighter> {
  highlighter ??= (async () => {
    const {createHighlighter} = await import('shiki');
    const {light, dark} = codeThemes();
    return createHighlighter({themes: [light, dark], langs: LANGS});
  })();
  return highlighter;
}

const text = (value: string): ElementContent => ({type: 'text', value});
const span = (className: string, children: ElementContent[], extra: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName: 'span',
  properties: {className: [className], ...extra},
  children,
});

/** Short class names keep the HTML and the page's JS chunk small: `tw` a typed name, `tp` its popup. */
function renderer(locale: string): TwoslashRenderer {
  return {
    nodeStaticInfo(info, node) {
      const popupTextOf = popupText(info, locale);
      const docs = popupDocs(popupTextOf);
      const popup = span('tp', [span('ts', [text(popupTextOf.type)]), ...(docs ? [docs] : [])], {
        role: 'tooltip',
      });
      return span('tw', [{...node} as ElementContent, popup]);
    },
    nodeError(_error, node) {
      return span('te', [{...node} as ElementContent]);
    },
    lineError(error) {
      return [
        {
          type: 'element',
          tagName: 'div',
          properties: {className: ['tl']},
          children: [span('tla', [text(locale === 'en' ? 'Error' : '错误')]), text(` TS${error.code}: ${error.text}`)],
        },
      ];
    },
  };
}

/** Token colours as classes (`l3 d5`: the light and the dark theme's colour), not inline styles. */
const tokenClasses: ShikiTransformer = {
  name: 'limu:token-classes',
  span(node) {
    const style = node.properties.style;
    if (typeof style !== 'string') return;
    delete node.properties.style;
    const classes = tokenClassOf(style);
    if (classes) this.addClassToHast(node, classes);
  },
};

/** A token in the default colours needs no element of its own: its text stands in the line (fewer bytes). */
const unwrapPlain: ShikiTransformer = {
  name: 'limu:unwrap-plain',
  code(code) {
    for (const line of code.children) {
      if (line.type !== 'element') continue;
      line.children = line.children.flatMap((c) =>
        c.type === 'element' && c.tagName === 'span' && !Object.keys(c.properties).length ? c.children : [c],
      );
    }
  },
};

/** Each `// ^?` line ends with its answer, as a comment of the code would. */
function queryAnswers(types: SampleTypes): ShikiTransformer {
  return {
    name: 'limu:query-answers',
    line(node, line) {
      const answer = types.answers[line - 1];
      if (answer !== undefined) node.children.push(span('tq', [text(` ${answer}`)]));
    },
  };
}

const textOf = (node: RootContent | ElementContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

function codeElements(node: Root | Element, out: {code: Element; line: number}[] = []) {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const code = child.children[0];
    if (child.tagName === 'pre' && child.children.length === 1 && code.type === 'element' && code.tagName === 'code')
      out.push({code, line: child.position?.start.line ?? 0});
    else codeElements(child, out);
  }
  return out;
}

export default function rehypeCodeBlocks({locale}: {locale: string}) {
  return async (tree: Root, file: {path?: string}): Promise<void> => {
    const blocks = codeElements(tree);
    if (!blocks.length) return;
    const rel = file.path ? path.relative(SITE_DIR, file.path).split(path.sep).join('/') : '';
    const shiki = await getHighlighter();
    const loaded = new Set(shiki.getLoadedLanguages());
    for (const [index, {code: el, line}] of blocks.entries()) {
      const className = ([] as unknown[]).concat(el.properties.className ?? []).map(String);
      const lang = /^language-(.+)$/.exec(className.find((c) => c.startsWith('language-')) ?? '')?.[1] ?? '';
      const meta = typeof el.properties.metastring === 'string' ? el.properties.metastring : '';
      const written = textOf(el).replace(/\n$/, '');
      // What the reader sees, copies and runs: no twoslash directive (its errors are drawn in place).
      const code = shownCode(written);
      const shikiLang = ALIASES[lang] ?? lang;
      const transformers: ShikiTransformer[] = [transformerMetaHighlight(), tokenClasses];
      if (wantsTypes(rel, lang, meta)) {
        const types = sampleTypes(written, lang, {file: rel, line});
        const twoslash = createTransformerFactory(() => ({code, nodes: types.nodes}), renderer(locale));
        transformers.push(twoslash({langs: [lang]}), queryAnswers(types));
      }
      transformers.push(unwrapPlain);
      const root = shiki.codeToHast(code, {
        lang: loaded.has(shikiLang) ? shikiLang : 'text',
        themes: {light: 'light', dark: 'dark'},
        defaultColor: false,
        meta: {__raw: meta},
        // why: Shiki's default stops a line after 500 ms and carries the cut-off state into the next
        // lines, so a build on a busy machine coloured some lines wrong (tests/unit/code-blocks.test.ts).
        tokenizeTimeLimit: 0,
        transformers,
      });
      const highlighted = codeElements(root)[0]?.code;
      if (!highlighted) throw new Error(`code blocks: ${rel}:${line}: Shiki returned no code element`);
      // `sample`: the block's place in its file, a sample's name that stays the same each time the page is
      // drawn (src/theme/CodeBlock/keptRuns.ts keeps a Run by it).
      el.properties = {...el.properties, code, sample: String(index)};
      el.children = highlighted.children;
    }
  };
}
