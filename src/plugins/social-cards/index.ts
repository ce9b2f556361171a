/**
 * Social cards (issue 39.5): every page gets `og:image` and `twitter:image`, a 1200 × 630 PNG with
 * its title, section and the site's name in the page's language (./card.ts).
 *
 * The theme writes both meta tags, with absolute URLs, from a page's front matter `image`:
 * `cardImageFor` gives each doc and post source its card's path (docusaurus.config.ts
 * `markdown.parseFrontMatter`); every other page names `pageCardImage` of its route
 * (src/theme/Root). After each locale's build this plugin draws the card of every
 * page that names one, from what the built page shows (its h1, the navbar section and breadcrumbs).
 * Drawn cards are kept in node_modules/.cache/social-cards by their text, so a rebuild redraws only
 * changed titles. Tested by tests/build/social-cards.test.ts.
 */
import {createHash} from 'node:crypto';
import {copyFile, mkdir, readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {fontsFor, renderCard, type CardText} from './card';
import {CARD_DIR, sourceCardImage} from './paths';

export {CARD_DIR, pageCardImage} from './paths';
/** Bump when the drawing changes: cached cards of the old drawing are not reused. */
const DRAWING = 2;

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
  return sourceCardImage(m[1], m[2]);
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
  const file = pathname.slice(cardPrefix.length);
  // The document's title without the site's name ("博客 | limu"): what a share shows as og:title.
  const pageTitle = textOf(/<title\b[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '').replace(/ \| [^|]*$/, '');
  // A doc or post: its article's h1. Any other page (pageCardImage): its title, as the share shows it.
  const start = html.indexOf('<article');
  const h1 = start < 0 ? undefined : /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html.slice(start))?.[1];
  const title = !file.startsWith('pages/') && h1 !== undefined ? textOf(h1) : pageTitle;
  const navbar = /<a\b[^>]*class="[^"]*\bnavbar__link--active\b[^"]*"[^>]*>([\s\S]*?)<\/a>/.exec(html)?.[1];
  const crumbs = /<nav\b[^>]*theme-doc-breadcrumbs[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  const parts = [
    navbar === undefined ? '' : textOf(navbar),
    ...[...crumbs.matchAll(/<li class="?breadcrumbs__item"?>([\s\S]*?)(?=<li\b|<\/ul>)/g)].map((m) => textOf(m[1])),
    // A page's navbar item often is its title (Blog on the blog list): not said twice.
  ].filter((p) => p !== '' && !(file.startsWith('pages/') && p === title));
  return {
    file,
    text: {title, section: [...new Set(parts)].join(' · '), site, address},
  };
}

/** Where drawn cards are kept between builds, each under `cardKey` of its text. */
export const CACHE_DIR = 'node_modules/.cache/social-cards';

/** The name a card's drawing is kept under: its text and the drawing's version. */
export function cardKey(text: CardText): string {
  return createHash('sha256')
    .update(JSON.stringify([DRAWING, text]))
    .digest('hex')
    .slice(0, 20);
}

export default function socialCards(context: LoadContext): Plugin {
  const cacheDir = path.join(context.siteDir, CACHE_DIR);
  const keyOf = cardKey;
  return {
    name: 'social-cards',
    async postBuild({routesPaths, outDir}) {
      const started = performance.now();
      const {baseUrl, siteConfig, i18n} = context;
      const cardPrefix = `${baseUrl}${CARD_DIR}/`;
      const address = `${new URL(siteConfig.url).host}${baseUrl}`.replace(/\/$/, '');
      const cards = new Map<string, CardText>();
      for (const url of new Set(routesPaths)) {
        if (!url.startsWith(baseUrl) || !/(\/|\.html)$/.test(url)) continue;
        const route = url.slice(baseUrl.length);
        const html = await readFile(
          path.join(outDir, route.endsWith('.html') ? route : path.join(route, 'index.html')),
          'utf8',
        ).catch(() => null);
        const card = html === null ? null : cardOf(html, cardPrefix, siteConfig.title, address);
        if (!card) continue;
        if (!card.text.title) throw new Error(`social-cards: ${url} has no title to draw`);
        cards.set(card.file, card.text);
      }
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
