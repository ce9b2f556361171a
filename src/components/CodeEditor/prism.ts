// The editor's highlighter (only the Run, inspector and playground chunks load it): Prism (core, markup,
// css, clike, javascript) and the typescript/jsx/tsx grammars of our samples, about 6 KiB gzip, where Shiki in the browser would cost a grammar
// engine and its themes. Pages themselves carry no highlighter: their blocks are highlighted at build
// time (src/plugins/code-blocks). The grammars register on a global `Prism` while they load; it is
// removed again once they are in.
import './prism-manual';
import Prism from 'prismjs';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';

delete (globalThis as {Prism?: unknown}).Prism;

/** The code as HTML: Prism's `token <type>` spans, coloured by ./styles.module.css. */
export function highlight(code: string, lang: string): string {
  const grammar = lang === 'ts' || lang === 'tsx' ? Prism.languages.tsx : Prism.languages.jsx;
  return Prism.highlight(code, grammar, lang);
}
