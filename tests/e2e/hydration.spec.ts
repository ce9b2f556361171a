// The first hydration in slices (src/lib/hydration, issue 14). Under Preact a long page hydrates in
// several tasks: each docs sidebar entry, each block of the content and the TOC are slices, and a slice reached late in a task waits for a later one with its server HTML kept.
// Checked here: the page after hydration is the server's page (a slice that took or dropped a
// neighbour would show), slices were really put off on a slow device, and a put-off slice is live
// once <html data-has-hydrated> is set.
import type {CDPSession, Page} from '@playwright/test';
import {HYDRATION_MARK} from '../../src/lib/hydration/scheduler';
import {expect, hydrated, markDocument, expectSameDocument, test} from './support/fixtures';

const PAGES = [
  '/limu/docs/api/basic/produce/',
  '/limu/en/docs/guides/async/',
  '/limu/docs/changelog/intro/',
  '/limu/en/blog/benchmark-method/',
  '/limu/',
] as const;

/** The regions a slice can belong to, each read as text plus a count of its elements per tag. */
const REGIONS = ['nav.navbar', '.theme-doc-sidebar-container', 'article', '.table-of-contents', 'footer'];

type Shape = Record<string, {count: number; text: string; tags: Record<string, number>} | null>;

/**
 * Reads each region of the live page (html null) or of the given server HTML, parsed in the page.
 * Left out: what only the browser draws, by design and with React too: code blocks' buttons, the
 * search box's shortcut hints (the server cannot know the platform), and the second of a themed
 * image's two <img> (the server sends both, the browser keeps one). Runs in the page: self-contained.
 */
function shapeInPage({html, regions}: {html: string | null; regions: string[]}): Shape {
  const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
  const out: Shape = {};
  for (const sel of regions) {
    const el = doc.querySelector(sel);
    if (!el) {
      out[sel] = null;
      continue;
    }
    const copy = el.cloneNode(true) as Element;
    copy
      .querySelectorAll('button, [class*="buttonGroup"], div:has(> kbd), img[class*="themedComponent"]')
      .forEach((b) => b.remove());
    const tags: Record<string, number> = {};
    copy.querySelectorAll('*').forEach((e) => (tags[e.localName] = (tags[e.localName] ?? 0) + 1));
    // count: a slice whose kept node Preact lost renders a second copy beside it.
    const count = doc.querySelectorAll(sel).length;
    out[sel] = {count, text: (copy.textContent ?? '').replace(/\s+/g, ' ').trim(), tags};
  }
  return out;
}

/** The regions of the page as the server sent it. */
async function serverShape(page: Page, path: string): Promise<Shape> {
  const html = await (await page.request.get(path)).text();
  return page.evaluate(shapeInPage, {html, regions: REGIONS});
}

async function liveShape(page: Page): Promise<Shape> {
  return page.evaluate(shapeInPage, {html: null, regions: REGIONS});
}

/** Four times slower, as Lighthouse's mobile preset: slices are surely put off. */
async function slowCpu(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  return cdp;
}

/** Back to full speed once the load is over: what follows is not about speed. */
async function fullCpu(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
}

/**
 * Init script: records every element the app loses until the first hydration is done (its
 * performance mark; what changes after it is the browser's form of the page, by design). Hydration
 * keeps the server's DOM, so a removal means Preact moved or replaced a node it should have kept.
 * That includes the root's own children: React 19's image preloads come first among them, and
 * Preact moves nothing only because it renders them there too (src/lib/hydration/serverPreloads.ts).
 */
function recordRemovals(mark: string): void {
  const removed: string[] = [];
  (window as unknown as {removedWhileHydrating: string[]}).removedWhileHydrating = removed;
  new MutationObserver((records) => {
    if (performance.getEntriesByName(mark).length > 0) return;
    const root = document.getElementById('__docusaurus');
    for (const r of records) {
      // The app's DOM only: the head changes by design (chunk scripts come and go, Helmet's tags).
      if (!root?.contains(r.target)) continue;
      r.removedNodes.forEach((n) => {
        if (!(n instanceof Element)) return;
        const from =
          r.target instanceof Element
            ? `${r.target.localName}#${r.target.id}.${Array.from(r.target.classList).join('.')}`
            : '#document';
        removed.push(`<${n.localName} class="${n.className}"> from ${from}`);
      });
    }
  }).observe(document, {childList: true, subtree: true});
}

async function slices(page: Page): Promise<{putOff: number; resumed: number}> {
  return page.evaluate(
    (name) => (performance.getEntriesByName(name)[0] as PerformanceMark | undefined)?.detail ?? null,
    HYDRATION_MARK,
  );
}

test.describe('hydration in slices', () => {
  for (const path of PAGES) {
    test(`${path}: after hydration the page is the server's page, and no element was moved`, async ({page}) => {
      const cdp = await slowCpu(page);
      await page.addInitScript(recordRemovals, HYDRATION_MARK);
      await page.goto(path);
      await hydrated(page);
      await fullCpu(cdp);
      const [server, live] = [await serverShape(page, path), await liveShape(page)];
      expect(server['nav.navbar'], 'the server page has a navbar').not.toBeNull();
      expect(live).toEqual(server);
      const removed = await page.evaluate(
        () => (window as unknown as {removedWhileHydrating: string[]}).removedWhileHydrating,
      );
      expect(removed, 'elements removed (or moved) while hydrating').toEqual([]);
    });
  }

  test('a long page hydrates in several tasks, and data-has-hydrated waits for the last', async ({page}) => {
    await slowCpu(page);
    await page.goto(PAGES[0]);
    await hydrated(page);
    const counts = await slices(page);
    expect(counts, `no ${HYDRATION_MARK} mark: the first hydration never finished`).not.toBeNull();
    expect(counts.putOff, 'slices put off').toBeGreaterThan(0);
    expect(counts.resumed, 'one task per put-off slice').toBe(counts.putOff);
  });

  test('a sidebar link of a put-off slice navigates in place once the page has hydrated', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    const cdp = await slowCpu(page);
    await page.goto(PAGES[0]);
    await hydrated(page);
    await fullCpu(cdp);
    expect((await slices(page)).putOff).toBeGreaterThan(0);
    await markDocument(page);
    // The sidebar's last entry: the last slice of the sidebar to hydrate.
    const last = page.locator('.theme-doc-sidebar-menu a.menu__link[href]:not([href="#"]):visible').last();
    const href = await last.getAttribute('href');
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expectSameDocument(page);
  });

  test('a page opened by a client-side navigation renders whole, with nothing put off', async ({page}) => {
    const target = '/limu/docs/guides/installation/';
    await page.goto('/limu/docs/intro/');
    await hydrated(page);
    const before = await slices(page);
    await markDocument(page);
    await page.locator(`article a[href="${target}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expectSameDocument(page);
    const server = await serverShape(page, target);
    // Text only: blocks of code rendered in the browser are plain until their grammars arrive.
    await expect.poll(async () => (await liveShape(page)).article?.text).toBe(server.article?.text);
    expect(await slices(page)).toEqual(before);
  });
});
