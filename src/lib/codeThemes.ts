/**
 * Code-block colours: prism-react-renderer's `github` (light) and `dracula` (dark) themes with the
 * token colours that fall below WCAG AA (4.5:1) replaced by darker/lighter shades of the same hue.
 * The replacements keep 4.5:1 on highlighted lines too (10 % / 30 % black over the background).
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

const LIGHT_FIXES: Record<string, string> = {
  '#999988': '#57606a', // comment
  '#e3116c': '#b0124f', // string, attr-value
  '#36acaa': '#04615c', // number, boolean, property, ...
  '#00a4db': '#005cc5', // keyword, attr-name
  '#d73a49': '#b31d28', // function, tag
};
const DARK_FIXES: Record<string, string> = {
  'rgb(98, 114, 164)': '#9aa5ce', // comment
};

function recolour(theme: PrismTheme, fixes: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((s) => {
      const color = s.style.color;
      return color && fixes[color] ? {...s, style: {...s.style, color: fixes[color]}} : s;
    }),
  };
}

export const lightCodeTheme: PrismTheme = recolour(themes.github, LIGHT_FIXES);
export const darkCodeTheme: PrismTheme = recolour(themes.dracula, DARK_FIXES);
