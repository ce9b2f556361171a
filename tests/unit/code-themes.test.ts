import {readFileSync} from 'node:fs';
import {createHighlighter} from 'shiki';
import {describe, expect, it} from 'vitest';
import {
  EDITOR_SCOPES,
  codeBlocksCss,
  codeThemes,
  editorColours,
  paletteOf,
  tokenClassOf,
  type EditorTokenKind,
  type Palette,
} from '../../src/plugins/code-blocks/themes';

/** sRGB relative luminance of `#rrggbb` or `rgb(r, g, b)`. */
function luminance(colour: string): number {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/i.exec(colour);
  const channels = hex
    ? [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16))
    : rgb
      ? rgb.slice(1, 4).map(Number)
      : null;
  if (!channels) throw new Error(`unreadable colour ${colour}`);
  const [r, g, b] = channels.map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
/** The background under a highlighted line: `black` at `alpha` over `bg` (custom.css). */
function darken(bg: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(bg)![1];
  const c = [0, 2, 4].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - alpha)));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function lowContrast(palette: Palette, highlightAlpha: number): string[] {
  const backgrounds = [palette.background, darken(palette.background, highlightAlpha)];
  return palette.colours.flatMap((c) =>
    backgrounds.filter((bg) => contrast(c, bg) < 4.5).map((bg) => `${c} on ${bg}: ${contrast(c, bg).toFixed(2)}:1`),
  );
}

const {light, dark} = codeThemes();

describe('code-block colours meet WCAG AA (4.5:1)', () => {
  it('light theme: every token colour, on plain and highlighted lines', () => {
    const bad = lowContrast(paletteOf(light), 0.1);
    expect(bad, bad.join('\n')).toEqual([]);
  });
  it('dark theme: every token colour, on plain and highlighted lines', () => {
    const bad = lowContrast(paletteOf(dark), 0.3);
    expect(bad, bad.join('\n')).toEqual([]);
  });
});

describe('token colours as classes (src/plugins/code-blocks)', () => {
  it("a token's two colours become one class per theme, which the stylesheet colours", () => {
    const [l, d] = [paletteOf(light), paletteOf(dark)];
    const classes = tokenClassOf(`--shiki-light:${l.colours[2].toUpperCase()};--shiki-dark:${d.colours[3]}`);
    expect(classes).toBe('l2 d3');
    const css = codeBlocksCss();
    expect(css).toContain(`.shiki .l2{color:${l.colours[2]}}`);
    expect(css).toContain(`[data-theme='dark'] .shiki .d3{color:${d.colours[3]}}`);
  });
  it('the default text colours need no class; a colour outside the palettes is an error', () => {
    const [l, d] = [paletteOf(light), paletteOf(dark)];
    expect(tokenClassOf(`--shiki-light:${l.foreground};--shiki-dark:${d.foreground}`)).toBe('');
    expect(() => tokenClassOf('--shiki-light:#123456;--shiki-dark:#654321')).toThrow(/outside the themes' palettes/);
  });
});

// The live editor colours Prism's tokens with `--code-<kind>`, generated from the themes: a colour
// written into its stylesheet, or a kind whose scope no longer gives the code blocks' colour, drifts.
describe("the editor's token colours are the code blocks' (src/components/CodeEditor)", () => {
  const editorCss = readFileSync('src/components/CodeEditor/styles.module.css', 'utf8');

  it('its stylesheet holds no colour of its own, and each property it reads is generated for both modes', () => {
    expect(editorCss.match(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/gi) ?? []).toEqual([]);
    const used = [...new Set([...editorCss.matchAll(/var\(--code-([a-z]+)\)/g)].map((m) => m[1]))].sort();
    expect(used).toEqual(Object.keys(EDITOR_SCOPES).sort());
    const css = codeBlocksCss();
    for (const [selector, theme] of [
      [':root', light],
      ["[data-theme='dark']", dark],
    ] as const) {
      const block = css.split('\n').find((rule) => rule.startsWith(`${selector}{`));
      for (const [kind, colour] of Object.entries(editorColours(theme)))
        expect(block, `${selector} in the generated stylesheet`).toContain(`--code-${kind}:${colour}`);
    }
  });

  it('each kind has the colour Shiki gives the same token in a code block, in both themes', async () => {
    const shiki = await createHighlighter({themes: [light, dark], langs: ['js']});
    // A token of each kind in a line of JavaScript, as Prism would class it.
    const samples: Record<EditorTokenKind, [code: string, token: string]> = {
      comment: ['// a note', '// a note'],
      keyword: ['if (x) return y;', 'return'],
      string: ["f('text');", "'text'"],
      function: ['produce(base);', 'produce'],
      constant: ['const n = 42;', '42'],
      type: ['class Box {}', 'Box'],
    };
    for (const theme of [light, dark]) {
      const want = editorColours(theme);
      for (const [kind, [code, text]] of Object.entries(samples) as [EditorTokenKind, [string, string]][]) {
        const tokens = shiki.codeToTokensBase(code, {lang: 'js', theme}).flat();
        const token = tokens.find((t) => t.content.trim() === text);
        expect(token?.color?.toLowerCase(), `${theme.name} ${kind}: "${text}" in ${code}`).toBe(want[kind]);
      }
    }
    shiki.dispose();
  });
});
