/**
 * Social cards (issue 39.5): every doc page and blog post gets `og:image` and `twitter:image`, a
 * 1200 × 630 PNG with its title, section and the site's name in the page's language (./card.ts).
 *
 * The theme writes both meta tags, with absolute URLs, from a page's front matter `image`:
 * `cardImageFor` gives each doc and post source its card's path (docusaurus.config.ts
 * `markdown.parseFrontMatter`), and after each locale's build this plugin draws the card of every
 * page that names one, from what the built page shows (its h1, the navbar section and breadcrumbs).
 * Drawn cards are kept in node_modules/.cache/social-cards by their text, so a rebuild redraws only
 * changed titles. Tested by tests/build/social-cards.test.ts.
 */
import {createHash} from 'node:crypto';
import {copyFile, mkdir, readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {fontsFor, renderCard, type CardText} from './card';

export const CARD_DIR = 'img/cards';
/** Bump when the drawing changes: cached cards of the old drawing are not reused. */
const DRAWING = 1;

/**
 * The card path of a doc or blog source file (front matter `image`, relative to the locale's base),
 * or undefined for any other Markdown (pages, partials). English sources under i18n/ get the same
 * path as their Chinese originals; each locale builds into its own folder.
 */
export function cardImageFor(siteDir: string, filePath: string): string | undefined {
  const rel = path.relative(siteDir, filePath).split(path.sep).join('/');
  if (/(^|\/)_[^/]*$/.test(rel)) return undefined;
  const m =
    /^(docs|blog)\/(.+)\.mdx?$/.exec(rel) ??
    /^i18n\/[^/]+\/docusaurus-plugin-content-(docs)\/current\/(.+)\.mdx?$/.exec(rel) ??
    /^i18n\/[^/]+\/docusaurus-plugin-content-(blog)\/(.+)\.mdx?$/.exec(rel);
  if (!m) return undefined;
  return `/${CARD_DIR}/${m[1]}/${m[2].replace(/[^A-Za-z0-9/_-]/g, '-')}.png`;
}

/** Text of an HTML fragment: tags dropped, the entities minified HTML keeps decoded. */
function textOf(fragment: string): string {
  return fragment
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[0-9a-f]+|amp|lt|gt|quot|apos|nbsp);/gi, (_, e: string) => {
      const named: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '};
      if (e[0] !== '#') return named[e.toLowerCase()];
      return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    })
    .trim();
}

/** The content of the <meta> whose `attr` is `value` (minified HTML: quotes only where needed). */
export function metaContent(html: string, attr: string, value: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    if (new RegExp(`\\b${attr}="?${value}[" />]`).test(tag)) return /\bcontent="?([^" >]+)/.exec(tag)?.[1];
  }
  return undefined;
}

/**
 * The text of the card a built page names, or null when it names none of ours. Read with regular
 * expressions from the theme's fixed markup (UPGRADING.md `social-card-page-parts`): a full HTML
 * parse of every page took most of the plugin's time.
 */
export function cardOf(
  html: string,
  cardPrefix: string,
  site: string,
  address: string,
): {file: string; text: CardText} | null {
  const image = metaContent(html, 'property', 'og:image');
  if (!image) return null;
  const {pathname} = new URL(image);
  if (!pathname.startsWith(cardPrefix)) return null;
  const article = html.slice(html.indexOf('<article'));
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(article)?.[1];
  const title =
    h1 !== undefined ? textOf(h1) : textOf(metaContent(html, 'property', 'og:title') ?? '').replace(/ \| [^|]*$/, '');
  const navbar = /<a\b[^>]*class="[^"]*\bnavbar__link--active\b[^"]*"[^>]*>([\s\S]*?)<\/a>/.exec(html)?.[1];
  const crumbs = /<nav\b[^>]*theme-doc-breadcrumbs[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  const parts = [
    navbar === undefined ? '' : textOf(navbar),
    ...[...crumbs.matchAll(/<li class="?breadcrumbs__item"?>([\s\S]*?)(?=<li\b|<\/ul>)/g)].map((m) => textOf(m[1])),
  ].filter((p) => p !== '');
  return {
    file: pathname.slice(cardPrefix.length),
    text: {title, section: [...new Set(parts)].join(' · '), site, address},
  };
}

export default function socialCards(context: LoadContext): Plugin {
  const cacheDir = path.join(context.siteDir, 'node_modules/.cache/social-cards');
  return {
    name: 'social-cards',
    async postBuild({routesPaths, outDir}) {
      const started = performance.now();
      const {baseUrl, siteConfig, i18n} = context;
      const cardPrefix = `${baseUrl}${CARD_DIR}/`;
      const address = `${new URL(siteConfig.url).host}${baseUrl}`.replace(/\/$/, '');
      const cards = new Map<string, CardText>();
      for (const url of new Set(routesPaths)) {
        if (!url.startsWith(baseUrl) || !url.endsWith('/')) continue;
        const html = await readFile(path.join(outDir, url.slice(baseUrl.length), 'index.html'), 'utf8').catch(
          () => null,
        );
        const card = html === null ? null : cardOf(html, cardPrefix, siteConfig.title, address);
        if (!card) continue;
        if (!card.text.title) throw new Error(`social-cards: ${url} has no title to draw`);
        cards.set(card.file, card.text);
      }
      const keyOf = (text: CardText) =>
        createHash('sha256')
          .update(JSON.stringify([DRAWING, text]))
          .digest('hex')
          .slice(0, 20);
      const cachedKeys = new Set((await readdir(cacheDir).catch(() => [])).map((f) => f.replace(/\.png$/, '')));
      const todo = [...cards].filter(([, text]) => !cachedKeys.has(keyOf(text)));
      await mkdir(cacheDir, {recursive: true});
      let drawn = 0;
      let fontFiles = 0;
      if (todo.length > 0) {
        // One font set for every card still to draw: satori parses each file once.
        const {fonts, loaded} = fontsFor(todo.map(([, t]) => Object.values(t).join('')).join(''));
        fontFiles = loaded;
        for (const [, text] of todo) {
          await writeFile(path.join(cacheDir, `${keyOf(text)}.png`), await renderCard(text, fonts));
          cachedKeys.add(keyOf(text));
          drawn += 1;
        }
      }
      for (const [file, text] of cards) {
        const to = path.join(outDir, CARD_DIR, file);
        await mkdir(path.dirname(to), {recursive: true});
        await copyFile(path.join(cacheDir, `${keyOf(text)}.png`), to);
      }
      console.log(
        `[INFO] [social-cards] ${i18n.currentLocale}: ${cards.size} cards, ${drawn} drawn (${fontFiles} font files), the rest from the cache, ${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}
