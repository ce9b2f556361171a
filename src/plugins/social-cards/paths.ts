// Where social cards live (src/plugins/social-cards): shared by the build plugin, the config (doc and
// post cards) and the theme (src/theme/Root: every other page's card), so no Node module
// reaches the browser bundle.

export const CARD_DIR = 'img/cards';

/** A path made safe as a file name (the letters the card paths keep). */
const safe = (p: string) => p.replace(/[^A-Za-z0-9/_-]/g, '-');

/**
 * The card of a page that is no doc or post (the home page, /benchmark, /playground, the blog lists):
 * its route under the locale's base, e.g. /limu/en/blog/tags/limu/ → /img/cards/pages/blog/tags/limu.png.
 */
export function pageCardImage(pathname: string, baseUrl: string): string {
  const route = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\//, '');
  const name = route.replace(/(\/|\.html)$/, '').replace(/^\/+|\/+$/g, '');
  return `/${CARD_DIR}/pages/${safe(name || 'index')}.png`;
}

/** The card of a doc or post source under its section (docs/… or blog/…), relative to the locale's base. */
export function sourceCardImage(section: string, file: string): string {
  return `/${CARD_DIR}/${section}/${safe(file)}.png`;
}
