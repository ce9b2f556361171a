/**
 * Code-block colours: Shiki's `github-light-default` and `github-dark-default`, with the light
 * theme's token colours that fall below WCAG AA (4.5:1, also on a highlighted line) replaced by
 * darker shades of the same hue (tests/unit/code-themes.test.ts). Both themes reach the page as CSS
 * (`codeBlocksCss`, written by src/plugins/code-blocks at build time): a token carries one class per
 * theme (`l3 d5`), `[data-theme='dark']` picks the dark one, so the right colours show from the first
 * paint, with or without JavaScript.
 */
import type {ThemeRegistrationRaw} from 'shiki';
import githubLight from '@shikijs/themes/github-light-default';
import githubDark from '@shikijs/themes/github-dark-default';

const LIGHT_FIXES: Record<string, string> = {
  '#6e7781': '#57606a', // comment
  '#cf222e': '#a40e26', // keyword, storage
  '#8250df': '#6639ba', // function name
};

type Theme = ThemeRegistrationRaw & {colors: Record<string, string>};

function recolour(theme: Theme, name: string, fixes: Record<string, string>): Theme {
  const fix = (c: string | undefined) => (c ? (fixes[c.toLowerCase()] ?? c) : c);
  return {
    ...theme,
    name,
    tokenColors: theme.tokenColors?.map((t) => ({
      ...t,
      settings: {...t.settings, foreground: fix(t.settings.foreground)},
    })),
  };
}

/** The two themes, named `light` and `dark` for Shiki. */
export function codeThemes(): {light: Theme; dark: Theme} {
  return {
    light: recolour(githubLight as unknown as Theme, 'light', LIGHT_FIXES),
    dark: recolour(githubDark as unknown as Theme, 'dark', {}),
  };
}

export interface Palette {
  background: string;
  foreground: string;
  /** Every token foreground the theme can give (index = class number). */
  colours: string[];
}

/** A theme's background, default text colour and token colours (those without a background of their own). */
export function paletteOf(theme: Theme): Palette {
  const foreground = theme.colors['editor.foreground'].toLowerCase();
  const colours = new Set<string>([foreground]);
  for (const t of theme.tokenColors ?? [])
    if (t.settings.foreground && !t.settings.background) colours.add(t.settings.foreground.toLowerCase());
  return {background: theme.colors['editor.background'].toLowerCase(), foreground, colours: [...colours].sort()};
}

let palettes: {light: Palette; dark: Palette} | undefined;
const getPalettes = () => {
  if (!palettes) {
    const {light, dark} = codeThemes();
    palettes = {light: paletteOf(light), dark: paletteOf(dark)};
  }
  return palettes;
};

/**
 * The classes of a token from Shiki's dual-theme style (`--shiki-light:#…;--shiki-dark:#…`, font
 * styles too): none when both colours are the themes' default text colours.
 */
export function tokenClassOf(style: string): string {
  const {light, dark} = getPalettes();
  const decl = Object.fromEntries(
    style
      .split(';')
      .filter(Boolean)
      .map((d) => d.split(':').map((s) => s.trim().toLowerCase())),
  ) as Record<string, string | undefined>;
  const l = decl['--shiki-light'] ?? light.foreground;
  const d = decl['--shiki-dark'] ?? dark.foreground;
  const classes: string[] = [];
  if (l !== light.foreground || d !== dark.foreground) {
    const li = light.colours.indexOf(l);
    const di = dark.colours.indexOf(d);
    if (li < 0 || di < 0) throw new Error(`code blocks: a token colour outside the themes' palettes: ${style}`);
    classes.push(`l${li}`, `d${di}`);
  }
  if (decl['--shiki-light-font-style']?.includes('italic')) classes.push('fi');
  if (decl['--shiki-light-font-weight']?.includes('bold') || decl['--shiki-light-font-style']?.includes('bold'))
    classes.push('fb');
  return classes.join(' ');
}

/**
 * The live editor's Prism tokens (src/components/CodeEditor) by kind, each with the TextMate scope
 * whose colour a code block gives the same token: the editor reads them as `--code-<kind>`.
 */
export const EDITOR_SCOPES = {
  comment: 'comment',
  keyword: 'keyword',
  string: 'string',
  function: 'entity.name.function',
  constant: 'constant',
  type: 'entity.name',
} as const;
export type EditorTokenKind = keyof typeof EDITOR_SCOPES;

/** The colour a theme gives each editor token kind, from the theme entry that names its scope. */
export function editorColours(theme: Theme): Record<EditorTokenKind, string> {
  const colourOf = (scope: string) => {
    const entry = theme.tokenColors?.find((t) => [t.scope ?? []].flat().includes(scope));
    if (!entry?.settings.foreground) throw new Error(`code themes: ${theme.name} has no colour for the scope ${scope}`);
    return entry.settings.foreground.toLowerCase();
  };
  const kinds = Object.keys(EDITOR_SCOPES) as EditorTokenKind[];
  return Object.fromEntries(kinds.map((k) => [k, colourOf(EDITOR_SCOPES[k])])) as Record<EditorTokenKind, string>;
}

/** The stylesheet of the token classes and the blocks' colours in both modes, and the editor's colours. */
export function codeBlocksCss(): string {
  const {light, dark} = getPalettes();
  const themes = codeThemes();
  const vars = (theme: Theme) =>
    Object.entries(editorColours(theme))
      .map(([kind, colour]) => `--code-${kind}:${colour}`)
      .join(';');
  const rules = [
    `:root{${vars(themes.light)}}`,
    `[data-theme='dark']{${vars(themes.dark)}}`,
    `.shiki{color:${light.foreground};background:${light.background}}`,
    `[data-theme='dark'] .shiki{color:${dark.foreground};background:${dark.background}}`,
    ...light.colours.map((c, i) => `.shiki .l${i}{color:${c}}`),
    ...dark.colours.map((c, i) => `[data-theme='dark'] .shiki .d${i}{color:${c}}`),
    '.shiki .fi{font-style:italic}',
    '.shiki .fb{font-weight:bold}',
  ];
  return `/* Generated by src/plugins/code-blocks from src/plugins/code-blocks/themes.ts */\n${rules.join('\n')}\n`;
}
