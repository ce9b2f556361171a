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

/**
 * Where each drawn element and text of the page is (keyed by its path from the body): those in the
 * first screen, or, given `keys`, those of `keys` anywhere (only the subtrees that hold them are walked).
 */
function boxes(page: Page, keys?: string[]): Promise<Boxes> {
  return page.evaluate((keys) => {
    const out: Record<string, {x: number; y: number; name: string}> = {};
    const only = !keys;
    const wanted = new Set(keys);
    // Every path that leads to a wanted key: the walk enters no other subtree.
    const onTheWay = new Set(keys?.flatMap((k) => k.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
    const walk = (el: Element, key: string) => {
      if (!only && !onTheWay.has(key)) return;
      const r = el.getBoundingClientRect();
      const drawn = r.width > 0 && r.height > 0 && getComputedStyle(el).visibility === 'visible';
      if (
        drawn &&
        (only ? r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth : wanted.has(key))
      ) {
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
        const at = `${key}/t${t++}`;
        if (!only && !wanted.has(at)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const first = range.getClientRects()[0];
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
  }, keys);
}

/**
 * Lays out `url`'s HTML (or `served`, written at that URL) cut at each point, and whole, in a fresh
 * context with `options`, and returns each first-screen element that a part places elsewhere than the
 * whole page does.
 */
export async function prefixShifts(
  browser: Browser,
  url: string,
  options: BrowserContextOptions,
  served?: string,
): Promise<string[]> {
  const context = await browser.newContext(options);
  try {
    const fetched = async () => {
      const response = await context.request.get(url);
      if (!response.ok()) throw new Error(`${url}: HTTP ${response.status()}`);
      return response.body();
    };
    const html = served === undefined ? await fetched() : Buffer.from(served);
    const text = html.toString('utf8');
    const page = await context.newPage();
    // The page's own scripts would hydrate it: hold them back, as they are while the HTML arrives.
    await context.route(/\.js$/, (route) => route.fulfill({contentType: 'text/javascript', body: ''}));
    // Each part is written into the loaded page (Playwright's setContent is document.write): same
    // URL and styles, about a quarter of the time of a navigation.
    await page.goto(url);
    const parts: {cut: number; first: Boxes}[] = [];
    for (const cut of cutPoints(html)) {
      await page.setContent(html.subarray(0, cut).toString('utf8'));
      parts.push({cut, first: await boxes(page)});
    }
    // The whole page, where it places what any part showed in its first screen (the rest of a long
    // page, its code above all, no part shows).
    await page.setContent(text);
    const whole = await boxes(page, [...new Set(parts.flatMap((p) => Object.keys(p.first)))]);
    const found: string[] = [];
    const reported = new Set<string>();
    for (const {cut, first} of parts) {
      const moved = new Map<string, string>();
      for (const [key, box] of Object.entries(first)) {
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
