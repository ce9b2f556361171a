// One social card (issue 39.5): a 1200 × 630 PNG with the page's title, its section and the site's
// name, drawn by satori (layout and text to SVG paths) and @resvg/resvg-js (SVG to PNG). The font is
// Noto Sans SC from @fontsource/noto-sans-sc (Latin and CJK), loaded only in the parts (unicode-range
// subsets of the package's CSS) that hold the characters of the cards being drawn.
import {readFileSync} from 'node:fs';
import path from 'node:path';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The width inside the card's side margins. */
const INNER = CARD_WIDTH - 2 * 80;

export interface CardText {
  title: string;
  section: string;
  site: string;
  /** What the bottom line says beside the site's name: its address. */
  address: string;
}

type Weight = 400 | 700;
interface Subset {
  /** The subset's name in the package (`latin`, `42`): both weights of one subset share it. */
  id: string;
  file: string;
  ranges: Array<[number, number]>;
}

const FONT_DIR = path.dirname(require.resolve('@fontsource/noto-sans-sc/package.json'));

/** The subsets of one weight, read from the package's CSS: each woff file and its unicode-range. */
function subsets(weight: Weight): Subset[] {
  const css = readFileSync(path.join(FONT_DIR, `${weight}.css`), 'utf8');
  const found: Subset[] = [];
  for (const block of css.split('@font-face').slice(1)) {
    const file = /url\(\.\/(files\/noto-sans-sc-([a-z0-9-]+?)-\d+-normal\.woff)\)/.exec(block);
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file || !range) throw new Error(`social-cards: cannot read an @font-face of ${weight}.css in ${FONT_DIR}`);
    const ranges = range.split(',').map((r): [number, number] => {
      const [a, b = a] = r.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(a, 16), parseInt(b, 16)];
    });
    found.push({id: file[2], file: path.join(FONT_DIR, file[1]), ranges});
  }
  return found;
}

export interface FontSet {
  fonts: Array<{name: string; data: Buffer; weight: Weight; style: 'normal'}>;
  /** How many subset files were loaded (of how many the package has). */
  loaded: number;
  total: number;
}

/** The font files of both weights that cover `text` (all the cards of one build, so satori parses them once). */
export function fontsFor(text: string): FontSet {
  const chars = [...new Set(text)].map((c) => c.codePointAt(0) ?? 0);
  const fonts: FontSet['fonts'] = [];
  let total = 0;
  for (const weight of [700, 400] as const) {
    const all = subsets(weight);
    total += all.length;
    for (const s of all) {
      if (chars.some((c) => s.ranges.some(([a, b]) => c >= a && c <= b))) {
        // satori takes one font per name and weight, and falls back from name to name glyph by glyph.
        fonts.push({name: `Noto Sans SC ${s.id}`, data: readFileSync(s.file), weight, style: 'normal'});
      }
    }
  }
  return {fonts, loaded: fonts.length, total};
}

// satori's element shape, without React on the build side.
type Node = {type: string; props: {style?: Record<string, unknown>; children?: Node[] | string}};
const box = (style: Record<string, unknown>, children: Node[] | string): Node => ({
  type: 'div',
  props: {style: {display: 'flex', ...style}, children},
});

/** The card's layout: the section above, the title large, the site's name and address below. */
export function cardTree({title, section, site, address}: CardText): Node {
  // Three lines at most: a long title (or a long Latin word) gets a smaller size. A Chinese character
  // is about twice as wide as a Latin letter: it counts twice ("不可变数据，像写普通代码一样" left 样 alone
  // on a second line at 80 px).
  const width = [...title].reduce((n, c) => n + (/[\u2e80-\u9fff\uff00-\uffef]/.test(c) ? 2 : 1), 0);
  const size = width > 40 ? 52 : width > 20 ? 64 : 80;
  return box(
    {
      // satori sizes boxes without their padding and border (content-box).
      width: INNER,
      height: CARD_HEIGHT - 2 * 64 - 16,
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 80px',
      background: '#123d16',
      color: '#ffffff',
      fontFamily: 'Noto Sans SC latin',
      borderBottom: '16px solid #8bd17c',
    },
    [
      box({width: INNER, fontSize: 34, color: '#cfeccb', fontWeight: 400}, section),
      box({width: INNER, fontSize: size, fontWeight: 700, lineHeight: 1.25}, title),
      box({width: INNER, justifyContent: 'space-between', alignItems: 'flex-end', fontSize: 30, color: '#cfeccb'}, [
        box({fontSize: 48, fontWeight: 700, color: '#ffffff'}, site),
        box({}, address),
      ]),
    ],
  );
}

/** The PNG of one card. */
export async function renderCard(text: CardText, fonts: FontSet['fonts']): Promise<Buffer> {
  const [{default: satori}, {Resvg}] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const svg = await satori(cardTree(text) as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts,
  });
  return new Resvg(svg, {fitTo: {mode: 'original'}}).render().asPng();
}
