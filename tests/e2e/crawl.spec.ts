// The sitemap crawl: every page of both locales is loaded ONCE, and on that one load it must show no
// error (console, uncaught, failed or foreign request, HTTP error: support/quality-site.ts's recorder,
// and the console guard of support/fixtures.ts), hydrate, carry its head tags, pass axe-core, and
// then, switched to dark in place (the way a reader's toggle, or another tab, does it), carry its
// head tags and pass axe's colour rules again, and, narrowed to 390px in place, not scroll sideways.
// What a reader without JavaScript gets, the served HTML, is read from the build files by
// tests/build/served-html.test.ts (Vitest: no browser needed); here one page of each layout is opened
// with JavaScript off, to see that no CSS rule hides it.
//
// Coverage by design, not by repetition (axe's colour rules were nine tenths of the crawl's time):
// - every rule but the colour rules runs on every page of both locales (the DOM is the same in both
//   modes, so they run once, in light mode);
// - the colour rules (contrast, links in text) judge, in each mode, one element of each colour
//   combination (text colour, backgrounds, size, weight, …: support/colours.ts) the first time the
//   worker's crawl meets it: two elements with the same combination get the same verdict, so every
//   combination any page shows, in either mode, is judged, on the page that first shows it. Code
//   blocks are left to their own test;
// - code blocks are one component with one palette per mode: tests/unit/code-themes.test.ts checks
//   every token colour, and the test "code blocks pass axe" below runs axe's colour rules, in both
//   modes, on one element of every kind of token and line decoration the site prints, and the other
//   rules on every block, on the fewest pages that together show them all (the crawl's own axe pass
//   leaves `pre code` out; the <pre> boxes themselves, scrollable regions, stay in it);
// - one page of each layout per locale is also loaded at 390px with touch (the phone's own first
//   render and hydration), and once more with JavaScript disabled.
// The `crawl` Playwright project runs only this file; it picks its own widths and modes.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {BrowserContext, BrowserContextOptions, Page} from '@playwright/test';
import {dataSaver, expect, test} from './support/fixtures';
import {axeViolations} from './support/axe';
import {
  CODE,
  COLOUR_RULES,
  MODES,
  PROBE,
  colourCombinations,
  greedyCover,
  switchMode,
  type Mode,
} from './support/colours';
import {
  LOCALES,
  BASE,
  BUILD_DIR,
  LOCAL_ORIGIN,
  PageRecorder,
  SITE_ORIGIN,
  formatProblems,
  localeOf,
  localePrefix,
  pathInLocale,
  sitemapPaths,
  waitForHydration,
  type Locale,
  type Problem,
} from './support/quality-site';

const DESKTOP = {name: 'desktop', viewport: {width: 1280, height: 800}, isMobile: false, hasTouch: false} as const;
const PHONE = {name: 'mobile', viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true} as const;
/** Pages per test: tests spread over the workers, each reuses one browser page. */
const CHUNK = 6;

const PAGES: Record<Locale, string[]> = {'zh-Hans': sitemapPaths('zh-Hans'), en: sitemapPaths('en')};
const ALL = LOCALES.flatMap((l) => PAGES[l]);
const chunks: string[][] = [];
for (const locale of LOCALES) {
  for (let i = 0; i < PAGES[locale].length; i += CHUNK) chunks.push(PAGES[locale].slice(i, i + CHUNK));
}

test.describe.configure({mode: 'parallel'});

test('the sitemaps list the same pages in both locales', () => {
  const zh = PAGES['zh-Hans'];
  const en = PAGES.en;
  const enOnly = en.filter((p) => !zh.includes(pathInLocale(p, 'zh-Hans')));
  const zhOnly = zh.filter((p) => !en.includes(pathInLocale(p, 'en')));
  expect({zhOnly, enOnly}, 'every page exists in both languages').toEqual({zhOnly: [], enOnly: []});
  console.log(
    `crawl plan: ${ALL.length} pages (zh-Hans ${zh.length}, en ${en.length}), each loaded at 1280px, checked in ` +
      `${MODES.length} colour modes and at 390px in place; axe-core on every page (colour rules, in both ` +
      `modes, on one element of each colour combination, where the worker first meets it)`,
  );
});

/** What every page must carry in its head and body; returns what is wrong. */
async function checkPage(page: Page, p: string, mode: Mode): Promise<string[]> {
  const locale = localeOf(p);
  const isHome = p === localePrefix(locale);
  const facts = await page.evaluate(() => {
    const links = (rel: string) =>
      Array.from(document.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)).map((l) => ({
        href: l.getAttribute('href') ?? '',
        hreflang: l.getAttribute('hreflang') ?? '',
      }));
    return {
      title: document.title,
      lang: document.documentElement.lang,
      theme: document.documentElement.dataset.theme ?? '',
      h1: Array.from(document.querySelectorAll('h1')).map((h) => h.textContent?.trim() ?? ''),
      canonical: links('canonical').map((l) => l.href),
      alternates: links('alternate').filter((l) => l.hreflang),
      mainText: (document.querySelector('main')?.textContent ?? '').trim().length,
    };
  });
  const wrong: string[] = [];
  const want = (ok: boolean, what: string) => {
    if (!ok) wrong.push(what);
  };
  want(facts.lang === locale, `<html lang="${facts.lang}">, expected "${locale}"`);
  want(facts.theme === mode, `data-theme="${facts.theme}", expected "${mode}"`);
  want(facts.h1.length > 0 && facts.h1.every((t) => t.length > 0), `h1: ${JSON.stringify(facts.h1)}`);
  // Docusaurus joins a page title and the site title with the delimiter; a page without its own
  // title (only ever a home page) gets the bare site title.
  const titleOk = / \| limu$/.test(facts.title) && facts.title.length > ' | limu'.length;
  want(titleOk || (isHome && facts.title === 'limu'), `<title>${facts.title}</title> is not "… | limu"`);
  want(
    facts.canonical.length === 1 && facts.canonical[0] === `${SITE_ORIGIN}${p}`,
    `canonical ${JSON.stringify(facts.canonical)}, expected ["${SITE_ORIGIN}${p}"]`,
  );
  const expected = [
    {hreflang: 'zh-Hans', href: `${SITE_ORIGIN}${pathInLocale(p, 'zh-Hans')}`},
    {hreflang: 'en', href: `${SITE_ORIGIN}${pathInLocale(p, 'en')}`},
    {hreflang: 'x-default', href: `${SITE_ORIGIN}${pathInLocale(p, 'zh-Hans')}`},
  ];
  for (const e of expected) {
    const found = facts.alternates.filter((a) => a.hreflang === e.hreflang).map((a) => a.href);
    want(
      found.length === 1 && found[0] === e.href,
      `hreflang=${e.hreflang} ${JSON.stringify(found)}, expected ${e.href}`,
    );
  }
  want(facts.mainText > 0, 'the <main> element is empty');
  return wrong;
}

/**
 * Issue 27: at 390 px no page may scroll sideways (a wide table scrolls inside its own box,
 * src/components/ScrollTable). Returns what is wrong, naming the outermost element that sticks out.
 */
async function pageWiderThanViewport(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    // Two frames first: a resize reaches React (the navbar collapses), then the layout settles.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const doc = document.documentElement;
    const viewport = doc.clientWidth;
    if (doc.scrollWidth <= viewport) return null;
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${Array.from(el.classList).join('.')}` : ''}>`;
    // The outermost element of the content that sticks out (the first in document order), then down
    // to the innermost; the content is <main>'s, since fixed chrome (the skip link) spans the document.
    const sticksOut = (el: Element) => el.getBoundingClientRect().right > viewport + 1;
    const content = document.querySelector('main') ?? document.body;
    let inner = Array.from(content.querySelectorAll('*')).find(sticksOut) ?? null;
    for (
      let next = inner && Array.from(inner.children).find(sticksOut);
      next;
      next = Array.from(next.children).find(sticksOut)
    )
      inner = next;
    return `the document is ${doc.scrollWidth} px wide in a ${viewport} px viewport (scrolls sideways)${
      inner ? `: ${describe(inner)} ends at ${Math.round(inner.getBoundingClientRect().right)} px` : ''
    }`;
  });
}

/**
 * Every page of the context opens in light mode (the colour mode comes from localStorage `theme`),
 * whatever the previous page was switched to. Set before the page's scripts, on its own origin:
 * no extra load (an XML page of the origin would make Chromium ask the host root for a favicon).
 */
const lightOnEveryLoad = (context: BrowserContext) =>
  context.addInitScript(() => localStorage.setItem('theme', 'light'));

type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;
/**
 * A context of the crawl's own, without link prefetches like the worker's (support/fixtures.ts
 * `dataSaver`): a prefetch fetches the chunks of a linked page, which the crawl loads itself, and about
 * 30 prefetches a page were a fifth of the crawl's load time (load phase 33.9 and 33.7 s against 46.6
 * and 40.8 s for the same 36 pages, A/B/A/B). Prefetching itself is tested in
 * link-prefetch.spec.ts and weight.spec.ts.
 */
async function crawlContext(newContext: NewContext, width: typeof DESKTOP | typeof PHONE): Promise<BrowserContext> {
  const context = await newContext({
    baseURL: LOCAL_ORIGIN,
    viewport: width.viewport,
    isMobile: width.isMobile,
    hasTouch: width.hasTouch,
  });
  await dataSaver(context);
  return context;
}

/** Narrows the loaded page to a phone's width in place, checks it, and widens it again. */
async function narrowProblems(page: Page): Promise<string | null> {
  await page.setViewportSize(PHONE.viewport);
  const wide = await pageWiderThanViewport(page);
  await page.setViewportSize(DESKTOP.viewport);
  return wide;
}

/**
 * The colour combinations this worker's crawl has had judged, per mode (module state: a worker runs
 * its crawl tests one after another). Each combination is judged on the first page that shows it.
 */
const judged: Record<Mode, Set<string>> = {light: new Set(), dark: new Set()};

/**
 * axe's colour rules on one element of each colour combination the page shows in `mode` that this
 * worker has not had judged yet (code blocks left out: their own test judges them).
 */
async function colourViolations(page: Page, mode: Mode): Promise<{violations: string[]; fresh: number}> {
  const fresh = (await colourCombinations(page, [], {allBut: [...judged[mode]]})).filter((c) => !judged[mode].has(c));
  if (fresh.length === 0) return {violations: [], fresh: 0};
  const violations = await axeViolations(page, {only: COLOUR_RULES, include: [`[${PROBE}]`], exclude: [CODE]});
  for (const c of fresh) judged[mode].add(c);
  return {violations, fresh: fresh.length};
}

for (const [index, chunk] of chunks.entries()) {
  const name = `crawl ${index + 1}/${chunks.length}: ${chunk[0]} … ${chunk[chunk.length - 1]} (${chunk.length} pages)`;
  test(name, async ({page}) => {
    test.setTimeout(60_000 + chunk.length * 30_000);
    const problems: Problem[] = [];
    let combinations = 0;
    // Where the time goes, printed with the test (ms per phase, all pages).
    const ms: Record<string, number> = {load: 0, checks: 0, axe: 0, colours: 0, narrow: 0};
    let t = Date.now();
    const lap = (phase: string) => {
      ms[phase]! += Date.now() - t;
      t = Date.now();
    };
    const recorder = new PageRecorder(page, LOCAL_ORIGIN);
    await lightOnEveryLoad(page.context());
    for (const p of chunk) {
      recorder.begin(p);
      t = Date.now();
      try {
        // No networkidle: hydration is the signal that the page's code ran.
        const response = await page.goto(p, {waitUntil: 'domcontentloaded'});
        if (response?.status() !== 200) recorder.report(`HTTP ${response?.status()} for the page itself`);
        await waitForHydration(page);
        // One frame more, so effects that run right after hydration can report their errors.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30))));
        // A part still loading says so (aria-busy: the playground's editor). Checked before it comes, the
        // colour probes marked its placeholder, which was gone when axe looked for them.
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, {
          polling: 50,
          timeout: 15_000,
        });
        lap('load');
        for (const mode of MODES) {
          if (mode !== 'light') await switchMode(page, mode);
          for (const what of await checkPage(page, p, mode)) recorder.report(`[${mode}] ${what}`);
          lap('checks');
          // The other rules read the DOM, which is the same in both modes. Code blocks are one component:
          // all their rules run in "code blocks pass axe", on one of each kind of token and decoration.
          if (mode === 'light')
            for (const v of await axeViolations(page, {skip: COLOUR_RULES, exclude: [CODE]}))
              recorder.report(`[${mode}] ${v}`);
          lap('axe');
          const colour = await colourViolations(page, mode);
          for (const v of colour.violations) recorder.report(`[${mode}] ${v}`);
          combinations += colour.fresh;
          lap('colours');
        }
        const wide = await narrowProblems(page);
        if (wide) recorder.report(`[390px] ${wide}`);
        lap('narrow');
      } catch (error) {
        recorder.report(`did not load or hydrate: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      }
      problems.push(...recorder.end());
    }
    console.log(
      `${name}: ${chunk.length} loads, each checked in ${MODES.length} modes and at 390px; ` +
        `${combinations} colour combinations new to this worker judged; ms: ${JSON.stringify(ms)}`,
    );
    expect(problems, `problems found:\n${formatProblems(problems)}`).toEqual([]);
  });
}

/**
 * One page of each layout per locale: Docusaurus names the plugin and page type on <html class> (the
 * doc id, also there, varies), read from the build file the server sends.
 */
function onePagePerLayout(): Map<string, string> {
  const picked = new Map<string, string>();
  for (const p of ALL) {
    const html = readFileSync(path.join(BUILD_DIR, p.slice(BASE.length), 'index.html'), 'utf8');
    const layout = (/<html[^>]*\sclass="([^"]*)"/.exec(html)?.[1] ?? '')
      .split(/\s+/)
      .filter((c) => c && !/^docs-doc-id-/.test(c))
      .sort()
      .join(' ');
    const key = `${localeOf(p)} ${layout}`;
    if (!picked.has(key)) picked.set(key, p);
  }
  expect(picked.size, 'several layouts found (docs, blog, pages, …)').toBeGreaterThan(4);
  return picked;
}

test('at 390px with touch, one page of each layout loads and hydrates without a problem', async ({newContext}) => {
  test.setTimeout(180_000);
  const context = await crawlContext(newContext, PHONE);
  const page = await context.newPage();
  await lightOnEveryLoad(context);
  const picked = onePagePerLayout();
  const recorder = new PageRecorder(page, LOCAL_ORIGIN);
  const problems: Problem[] = [];
  for (const p of picked.values()) {
    recorder.begin(`${p} [390px, touch]`);
    try {
      await page.goto(p, {waitUntil: 'domcontentloaded'});
      await waitForHydration(page);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30))));
      for (const what of await checkPage(page, p, 'light')) recorder.report(what);
      const wide = await pageWiderThanViewport(page);
      if (wide) recorder.report(wide);
    } catch (error) {
      recorder.report(`did not load or hydrate: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
    }
    problems.push(...recorder.end());
  }
  await context.close();
  console.log(`390px layouts: ${[...picked.values()].join(', ')}`);
  expect(problems, `problems found:\n${formatProblems(problems)}`).toEqual([]);
});

/**
 * What the code blocks of a page show, from its served HTML: the classes inside its <pre> elements
 * (token kinds, highlighted lines, type-popup names) and their data attributes.
 */
function codeFeatures(p: string): Set<string> {
  const file = path.join(BUILD_DIR, p.slice(BASE.length), 'index.html');
  const html = readFileSync(file, 'utf8');
  const features = new Set<string>();
  // The site's code blocks (src/theme/CodeBlock: `<pre class="shiki …">`), not other <pre> such as the home demo's.
  for (const pre of (html.match(/<pre[\s\S]*?<\/pre>/g) ?? []).filter((p) => /^<pre[^>]*\bshiki\b/.test(p))) {
    // Minified HTML leaves a single class unquoted (`class=tw`).
    for (const m of pre.matchAll(/class=(?:"([^"]+)"|([^\s">]+))/g))
      for (const c of (m[1] ?? m[2])!.split(/\s+/)) features.add(c);
    for (const m of pre.matchAll(/\sdata-([a-z-]+)=/g)) features.add(`data-${m[1]}`);
  }
  return features;
}

test('code blocks pass axe (the colour rules in both modes), on the pages that show every kind of token', async ({
  newContext,
}) => {
  test.setTimeout(240_000);
  const byPage = new Map(PAGES['zh-Hans'].map((p) => [p, codeFeatures(p)]));
  const features = new Set([...byPage.values()].flatMap((f) => [...f])).size;
  const cover = greedyCover(byPage);
  console.log(`code colours: ${features} token kinds and decorations, on ${cover.map(([p]) => p).join(', ')}`);
  expect(features, 'code blocks found in the build').toBeGreaterThan(20);
  const context = await crawlContext(newContext, DESKTOP);
  const page = await context.newPage();
  await lightOnEveryLoad(context);
  const problems: Problem[] = [];
  // On each page, one element of each kind it is the first to show (with what is inside it): the
  // verdict depends on the kind, not on the block or the page.
  for (const [p, mine] of cover) {
    await page.goto(p, {waitUntil: 'domcontentloaded'});
    await waitForHydration(page);
    const missing = await page.evaluate(
      ([features, probe]) =>
        features.filter((f) => {
          const sel = f.startsWith('data-') ? `[${f}]` : `.${CSS.escape(f)}`;
          const el = document.querySelector(`pre${sel}, pre ${sel}`);
          el?.setAttribute(probe, '');
          return !el;
        }),
      [mine, PROBE] as const,
    );
    expect(missing, `${p}: kinds its served HTML shows but the page does not`).toEqual([]);
    // The other rules, which the crawl runs on everything but code: on every block of these pages.
    for (const v of await axeViolations(page, {skip: COLOUR_RULES, include: [CODE]}))
      problems.push({where: `${p} [code blocks]`, what: v});
    for (const mode of MODES) {
      if (mode !== 'light') await switchMode(page, mode);
      for (const v of await axeViolations(page, {only: COLOUR_RULES, include: [`[${PROBE}]`]}))
        problems.push({where: `${p} [${mode}, code blocks]`, what: v});
    }
  }
  expect(cover.flatMap(([, mine]) => mine).length, 'every kind judged').toBe(features);
  await context.close();
  expect(problems, `problems found:\n${formatProblems(problems)}`).toEqual([]);
});

// The served-HTML checks (tests/build/served-html.test.ts) cannot see CSS: a rule that hid content
// until the script ran would pass them. So one page of each layout (per locale) is opened with JavaScript disabled.
test('without JavaScript, the heading of one page of each layout is visible', async ({newContext}) => {
  test.setTimeout(180_000);
  const context = await newContext({baseURL: LOCAL_ORIGIN, javaScriptEnabled: false});
  const page = await context.newPage();
  const picked = onePagePerLayout();
  const problems: Problem[] = [];
  for (const p of picked.values()) {
    if (/\/search\/$/.test(p)) continue; // an app: its h1 needs no script, but its results do
    await page.goto(p);
    const visible = await page.evaluate(() => !!document.querySelector('h1')?.checkVisibility());
    if (!visible) problems.push({where: `${p} [no JS]`, what: 'the h1 is not visible without JavaScript'});
  }
  await context.close();
  console.log(`no-JS layouts: ${picked.size} (${[...picked.values()].join(', ')})`);
  expect(problems, `problems found:\n${formatProblems(problems)}`).toEqual([]);
});

// The runner the crawl trusts (support/axe.ts) must see a seeded fault, honour its scope, and refuse
// a page it cannot check whole.
test('the axe runner reports seeded violations within its scope', async ({page}) => {
  await page.setContent(
    `<html lang="en"><head><title>t</title></head><body><main><h1>t</h1>` +
      `<p id="prose" style="color:#777;background:#888">faint text</p>` +
      `<pre><code><span id="code" style="color:#777;background:#888">faint code</span></code></pre>` +
      `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>`,
  );
  // Each violation line names its rule (second word) and its nodes (#prose, #code, img).
  const found = async (scope: Parameters<typeof axeViolations>[1]) =>
    (await axeViolations(page, scope)).map((v) => `${v.split(' ')[1]} ${v.split(' — ')[1]}`).sort();
  expect(await found({})).toEqual(['color-contrast #prose ; #code', 'image-alt img']);
  expect(await found({skip: COLOUR_RULES})).toEqual(['image-alt img']);
  expect(await found({only: COLOUR_RULES, exclude: [CODE]})).toEqual(['color-contrast #prose']);
  expect(await found({only: COLOUR_RULES, include: ['pre']})).toEqual(['color-contrast #code']);
  await page.setContent('<main><h1>t</h1><iframe title="x" srcdoc="<p>x</p>"></iframe></main>');
  await expect(axeViolations(page)).rejects.toThrow(/iframe/);
});

// The crawl skips the colour rules on a page whose colour combinations were all judged before: the
// combinations must tell apart what axe's verdict depends on, and nothing else.
test('colour combinations differ where the colour verdict can differ, and only there', async ({page}) => {
  const combos = async (body: string) => {
    await page.setContent(`<html lang="en"><head><title>t</title></head><body>${body}</body></html>`);
    return (await colourCombinations(page)).sort();
  };
  const base = await combos('<main><h1>t</h1><p style="color:#333">one text</p></main>');
  expect(await combos('<main><h1>other</h1><p style="color:#333">other words</p></main>')).toEqual(base);
  for (const changed of [
    '<p style="color:#777">one text</p>',
    '<p style="color:#333;background:#eee">one text</p>',
    '<div style="background:rgba(0,0,0,.5)"><p style="color:#333">one text</p></div>',
    '<p style="color:#333;font-size:30px">one text</p>',
    '<p style="color:#333;font-weight:700">one text</p>',
    '<p style="color:#333;opacity:.5">one text</p>',
    '<p style="color:#333">one <a href="#x" style="color:#333;text-decoration:none">link</a></p>',
  ])
    expect(await combos(`<main><h1>t</h1>${changed}</main>`), changed).not.toEqual(base);
  // Asked to mark combinations, it marks one element of each, and axe judges just those.
  await page.setContent(
    `<html lang="en"><head><title>t</title></head><body><main><h1>t</h1>` +
      `<p id="a" style="color:#777;background:#888">faint</p><p id="b" style="color:#777;background:#888">faint too</p>` +
      `<p id="c" style="color:#000;background:#fff">clear</p></main></body></html>`,
  );
  const all = await colourCombinations(page);
  const faint = all.filter((c) => c.startsWith('rgb(119, 119, 119)'));
  expect(faint).toHaveLength(1);
  await colourCombinations(page, faint);
  expect(await page.locator(`[${PROBE}]`).evaluateAll((els) => els.map((e) => e.id))).toEqual(['a']);
  const judged = await axeViolations(page, {only: COLOUR_RULES, include: [`[${PROBE}]`]});
  expect(judged.map((v) => `${v.split(' ')[1]} ${v.split(' — ')[1]}`)).toEqual(['color-contrast #a']);
  // Code blocks are judged by their own test ("code blocks pass the colour rules").
  expect(
    await combos('<main><h1>t</h1><p style="color:#333">x</p><pre><code style="color:#777">y</code></pre></main>'),
  ).toEqual(base);
});
