// Re-colours a code block of the server HTML that the browser keeps static (src/theme/CodeBlock):
// the server paints every block with the light code theme; in dark mode the same inline styles are
// set from the dark theme, as the theme's CodeBlock would render them (prism-react-renderer's rules,
// ./index.ts), without the grammars or a re-render.
import type {CSSProperties} from 'react';
import type {PrismTheme} from 'prism-react-renderer';
import {getPrismCssVariables} from '@docusaurus/theme-common/internal';
import {themeToDict} from './index';

function setStyle(el: HTMLElement, style: CSSProperties | undefined, keepInlineBlock = false): void {
  const inlineBlock = keepInlineBlock && el.style.display === 'inline-block';
  el.removeAttribute('style');
  if (inlineBlock) el.style.display = 'inline-block';
  if (style) Object.assign(el.style, style);
}

/** Paints the static block under `root` with `theme` (its language from the `language-*` class). */
export function paintStaticBlock(root: HTMLElement, theme: PrismTheme, fallbackLanguage: string): void {
  const pre = root.querySelector<HTMLElement>('pre');
  if (!pre) return;
  const language = (/(?:^|\s)language-([\w-]+)/.exec(pre.className)?.[1] ?? fallbackLanguage).toLowerCase();
  const dict = themeToDict(theme, language);
  const container = root.querySelector<HTMLElement>('.theme-code-block');
  if (container) {
    for (const [name, value] of Object.entries(getPrismCssVariables(theme))) container.style.setProperty(name, value);
  }
  setStyle(pre, dict.root);
  root.querySelectorAll<HTMLElement>('.token-line').forEach((line) => setStyle(line, dict.plain));
  root.querySelectorAll<HTMLElement>('.token').forEach((token) => {
    const types = Array.from(token.classList).filter((c) => c !== 'token');
    // The theme leaves plain text unstyled and styles a token by each of its types, in order.
    const style =
      types.length === 1 && types[0] === 'plain'
        ? undefined
        : (Object.assign({}, ...types.map((type) => dict[type])) as CSSProperties);
    setStyle(token, style, true);
  });
}
