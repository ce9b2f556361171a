// No layout shift (issue 24: CLS 0 on a first visit): a cold load of the routes Lighthouse measures,
// the longest code and table pages, and the pages that draw in steps after the load (the
// playground runs its sample, the results page lists hits, the benchmark page's two charts share a
// row) records every layout shift from the first paint until the page has hydrated, drawn its
// code-block buttons and been quiet for a moment. Lighthouse's phone (412×823 at 1.75×) and the
// desktop width. Each shift names the elements that moved. English is the behaviour matrix at both
// widths (the English produce page, a Lighthouse route too, is the same components as the zh-Hans
// one measured here; bench:site reports its CLS). The matrix is the slowest test: 150 rows with 138
// code listings, 47,500px tall at 412px, about twice the CPU of the produce page to parse, style and
// hydrate, at two widths.
//
// A load shows a shift while the HTML arrives only when the browser happens to paint mid-way (a
// slow phone, a slow link): one layout of each kind (home, doc, blog post), the playground and the
// benchmark page are also laid out part by part (support/prefixes.ts), which finds such a shift
// every time.
import type {BrowserContext, BrowserContextOptions} from '@playwright/test';
import {expect, hydrated, test} from './support/fixtures';
import {prefixShifts} from './support/prefixes';

type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;
const PHONE = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};
const DESKTOP = {viewport: {width: 1280, height: 800}};
const ROUTES = [
  {path: '/limu/', widths: [PHONE, DESKTOP], parts: true},
  {path: '/limu/docs/intro/', widths: [PHONE]},
  {path: '/limu/docs/api/basic/produce/', widths: [PHONE, DESKTOP], parts: true},
  {path: '/limu/docs/guides/pitfalls/', widths: [PHONE]},
  {path: '/limu/en/docs/guides/behaviour/', widths: [PHONE, DESKTOP]},
  {path: '/limu/blog/change1/', widths: [PHONE], parts: true},
  // Its two charts share a row only where there is room for both.
  {path: '/limu/benchmark/', widths: [DESKTOP], parts: true},
  {path: '/limu/playground/', widths: [PHONE, DESKTOP], parts: true},
  // A share link that cannot be read: the notice comes with the (empty) editor.
  {path: '/limu/playground/#code=_w', widths: [PHONE]},
  // Its hits come from the search data after the load.
  {path: '/limu/search/?q=produce', widths: [PHONE, DESKTOP]},
];

async function shifts(newContext: NewContext, path: string, options: typeof PHONE | typeof DESKTOP) {
  // A context of the newContext fixture: the console guard watches its page too.
  const context = await newContext(options);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      const removed: string[] = [];
      Object.assign(window, {__shifts: seen, __removed: removed});
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: {node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}[];
        })[]) {
          // Name each node (a text by its words and its element) and where it went.
          const nodes = (e.sources ?? []).map((s) => {
            const node = s.node;
            const el = node instanceof Element ? node : node?.parentElement;
            const tag = el ? `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">` : '(gone)';
            const what =
              node && !(node instanceof Element)
                ? `text ${JSON.stringify(node.textContent?.slice(0, 30))} in ${tag}`
                : tag;
            const rect = (r: DOMRectReadOnly) =>
              `(${Math.round(r.x)}, ${Math.round(r.y)}) ${Math.round(r.width)}×${Math.round(r.height)}`;
            return `${what} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`;
          });
          seen.push(`${e.value.toFixed(5)} at ${Math.round(e.startTime)} ms: ${nodes.join(', ')}`);
        }
      }).observe({type: 'layout-shift', buffered: true});
      // A shift's node is "(gone)" when the page removed it before the observer ran: the nodes the app
      // removes are listed with a failure, to name it (two rare shifts under load, not reproduced, were such).
      new MutationObserver((records) => {
        for (const r of records) {
          const parent = r.target as Element;
          if (!parent.closest?.('#__docusaurus')) continue;
          for (const n of Array.from(r.removedNodes)) {
            const what =
              n instanceof Element
                ? `<${n.tagName.toLowerCase()} class="${n.getAttribute('class') ?? ''}"> ${JSON.stringify(n.textContent?.slice(0, 30))}`
                : `text ${JSON.stringify(n.textContent?.slice(0, 30))}`;
            removed.push(
              `${what} at ${Math.round(performance.now())} ms from <${parent.tagName.toLowerCase()} class="${parent.getAttribute('class') ?? ''}">`,
            );
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto(path, {waitUntil: 'load'});
    await hydrated(page);
    await page.waitForTimeout(500);
    return await page.evaluate(() => {
      const w = window as unknown as {__shifts: string[]; __removed: string[]};
      return {shifts: w.__shifts, removed: w.__removed};
    });
  } finally {
    await context.close();
  }
}

for (const {path, widths, parts} of ROUTES) {
  test(`${path}: nothing moves while the page loads and hydrates`, async ({browser, baseURL, newContext}) => {
    // Up to two cold loads and two part-by-part layouts: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    for (const options of widths) {
      const width = options.viewport.width;
      await test.step(`a load at ${width}px`, async () => {
        const found = await shifts(newContext, path, options);
        expect(
          found.shifts,
          `layout shifts on ${path} at ${width}px (nodes the page removed while loading: ${
            found.removed.length ? `\n${found.removed.join('\n')}` : 'none'
          })`,
        ).toEqual([]);
      });
      if (!parts) continue;
      await test.step(`each part of the HTML at ${width}px, as a slow link delivers it`, async () => {
        const found = await prefixShifts(browser, new URL(path, baseURL).href, options);
        expect(found, `${path} at ${width}px: first-screen elements that move as the HTML arrives`).toEqual([]);
      });
    }
  });
}

// The part-by-part layout must see a shift that only a part shows, and nothing else: two
// right-aligned rows, each with a second item 2 KiB after its first (a cut falls before the second's
// tag). In the first row the first item moves left when the second arrives; in the other the second
// takes its place before the first, which stays.
test('the part-by-part layout finds an element that moves as the HTML arrives, and only then', async ({
  browser,
  baseURL,
}) => {
  const row = (first: string, second: string) =>
    `<div style="display:flex;justify-content:flex-end"><span class="${first}">one</span>` +
    `<!--${'x'.repeat(2048)}--><span style="width:200px;${second}">two</span></div>`;
  const html = `<!doctype html><html><head><title>t</title></head><body>${row('moves', '')}${row('stays', 'order:-1')}</body></html>`;
  const found = await prefixShifts(browser, new URL('/limu/', baseURL).href, DESKTOP, html);
  expect(found).toHaveLength(1);
  // At the right edge alone (the body's 8 px margin), then 200 px to the left, making room for "two".
  const [, alone, whole] =
    /^<span class="moves"> at \(([\d.]+), 8\) with the first \d+ bytes, \(([\d.]+), 8\) in the whole page$/.exec(
      found[0]!,
    ) ?? [];
  expect(Number(alone) - Number(whole), found[0]).toBe(200);
});
