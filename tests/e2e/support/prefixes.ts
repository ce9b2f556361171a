// What a reader on a slow link or a slow phone sees: the browser paints the page while its HTML is
// still arriving, so each part received so far is laid out on its own. This lays out parts of a
// page's HTML (each cut before a tag) with its scripts held back, and reports every element in the
// first screen that is not where the whole page puts it: a layout shift while the page loads (a
// right-aligned row that grows, a grid whose columns depend on how many cards exist yet, a table
// whose columns widen for a later row). Deterministic, unlike watching a load: the browser paints
// between network packets and parser pauses only when its timing lets it.
import type {Browser, BrowserContextOptions, Page} from '@playwright/test';

type Boxes = Record<string, {x: number; y: number; name: string}>;

/**
 * Byte offsets to cut at, each before a tag: every `fine` bytes for the first `upTo` bytes of the
 * body, and before each table row there (a table's columns fit all its rows); then every `coarse`.
 */
export function cutPoints(html: Buffer, fine = 1024, upTo = 32 * 1024, coarse = 48 * 1024): number[] {
  const body = html.indexOf('<body');
  const cuts = new Set<number>();
  for (let at = body + fine; at < html.length; at += at - body < upTo ? fine : coarse) {
    const tag = html.indexOf('<', at);
    if (tag < 0) break;
    cuts.add(tag);
    at = tag;
  }
  for (let row = html.indexOf('<tr', body); row > 0 && row - body < upTo; row = html.indexOf('<tr', row + 1)) {
    cuts.add(row);
  }
  return [...cuts].sort((a, b) => a - b);
}

/** Position of every element in the page (by its path from the body), and whether it is drawn in the first screen. */
function boxes(page: Page, firstScreenOnly: boolean): Promise<Boxes> {
  return page.evaluate((only) => {
    const out: Record<string, {x: number; y: number; name: string}> = {};
    const walk = (el: Element, key: string) => {
      const r = el.getBoundingClientRect();
      const drawn = r.width > 0 && r.height > 0 && getComputedStyle(el).visibility === 'visible';
      if (drawn && (!only || (r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth))) {
        const cls = el.getAttribute('class');
        out[key] = {x: r.x, y: r.y, name: `<${el.tagName.toLowerCase()}${cls ? ` class="${cls}"` : ''}>`};
      }
      Array.from(el.children).forEach((child, i) => walk(child, `${key}/${i}`));
      // Text moves on its own too: a newline after a line as wide as its block moves when a longer
      // line arrives. Where a text starts, keyed by its place among the element's text nodes.
      if (!drawn) return;
      let t = 0;
      for (const node of Array.from(el.childNodes)) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const first = range.getClientRects()[0];
        const at = `${key}/t${t++}`;
        if (
          !first ||
          (only && !(first.bottom > 0 && first.top < innerHeight && first.right >= 0 && first.left <= innerWidth))
        )
          continue;
        out[at] = {
          x: first.x,
          y: first.y,
          name: `text ${JSON.stringify((node.textContent ?? '').slice(0, 24))} in <${el.tagName.toLowerCase()}>`,
        };
      }
    };
    walk(document.body, 'body');
    return out;
  }, firstScreenOnly);
}

/**
 * Lays out `url`'s HTML cut at each point (and whole) in a fresh context with `options`, and returns
 * each first-screen element that a part places elsewhere than the whole page does.
 */
export async function prefixShifts(browser: Browser, url: string, options: BrowserContextOptions): Promise<string[]> {
  const context = await browser.newContext(options);
  try {
    const response = await context.request.get(url);
    if (!response.ok()) throw new Error(`${url}: HTTP ${response.status()}`);
    const html = await response.body();
    const text = html.toString('utf8');
    const page = await context.newPage();
    // The page's own scripts would hydrate it: hold them back, as they are while the HTML arrives.
    await context.route(/\.js$/, (route) => route.fulfill({contentType: 'text/javascript', body: ''}));
    // Each part is written into the loaded page (Playwright's setContent is document.write): same
    // URL and styles, about a quarter of the time of a navigation.
    await page.goto(url);
    await page.setContent(text);
    const whole = await boxes(page, false);
    const found: string[] = [];
    const reported = new Set<string>();
    for (const cut of cutPoints(html)) {
      await page.setContent(html.subarray(0, cut).toString('utf8'));
      const moved = new Map<string, string>();
      for (const [key, box] of Object.entries(await boxes(page, true))) {
        const end = whole[key];
        if (!end || Math.max(Math.abs(end.x - box.x), Math.abs(end.y - box.y)) <= 0.5) continue;
        const delta = `${end.x - box.x},${end.y - box.y}`;
        moved.set(key, delta);
        // Name what moved, not each of its descendants (or texts) that moved with it.
        if (reported.has(key) || moved.get(key.slice(0, key.lastIndexOf('/'))) === delta) continue;
        reported.add(key);
        found.push(
          `${box.name} at (${box.x}, ${box.y}) with the first ${cut} bytes, (${end.x}, ${end.y}) in the whole page`,
        );
      }
    }
    return found;
  } finally {
    await context.close();
  }
}
