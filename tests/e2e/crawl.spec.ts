// The sitemap crawl: every page of both locales, at 1280px and 390px, in light and dark mode, must
// load without any error, hydrate, carry its head tags, and pass axe-core with zero violations
// (desktop width, both modes). Each page is loaded once per width: it opens in light mode and is
// switched to dark in place, the way a reader's toggle (or another tab) does it. The served HTML of
// the desktop load is what a reader without JavaScript gets: it is checked too, and one page of each
// layout is also opened with JavaScript disabled to see its heading. The `crawl` Playwright project
// runs only this file; it picks its own widths and modes.
import {expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page} from '@playwright/test';
import {axeViolations} from './support/axe';
import {
  LOCALES,
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

const MODES = ['light', 'dark'] as const;
type Mode = (typeof MODES)[number];
const WIDTHS = [
  {name: 'desktop', viewport: {width: 1280, height: 800}, isMobile: false, hasTouch: false},
  {name: 'mobile', viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true},
] as const;
/** Pages per test: tests spread over the workers, each reuses one page per width. */
const CHUNK = 4;

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
    `crawl plan: ${ALL.length} pages (zh-Hans ${zh.length}, en ${en.length}) × ${WIDTHS.length} widths = ` +
      `${ALL.length * WIDTHS.length} page loads, each checked in ${MODES.length} colour modes; axe-core on ` +
      `${ALL.length} × ${MODES.length} = ${ALL.length * MODES.length} (1280px; dark mode runs the colour rules); ` +
      `the served HTML of every page checked as a reader without JavaScript gets it`,
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
 * axe (support/axe.ts) runs every default rule in light mode. The page's DOM is the same in both
 * colour modes, so the dark run is limited to the rules that read colours.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Issue 27: at 390 px no page may scroll sideways (a wide table scrolls inside its own box,
 * src/components/ScrollTable). Returns what is wrong, naming the outermost element that sticks out.
 */
async function pageWiderThanViewport(page: Page): Promise<string | null> {
  return page.evaluate(() => {
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

async function newCrawlContext(browser: Browser, width: (typeof WIDTHS)[number]): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: LOCAL_ORIGIN,
    viewport: width.viewport,
    isMobile: width.isMobile,
    hasTouch: width.hasTouch,
  });
}

/**
 * Switches the colour mode of a loaded page in place: the storage event Docusaurus listens to for
 * changes made in another tab (tests/e2e/s4-states.spec.ts proves that path on its own).
 */
async function switchMode(page: Page, mode: Mode): Promise<void> {
  await page.evaluate((m) => {
    const oldValue = localStorage.getItem('theme');
    localStorage.setItem('theme', m);
    window.dispatchEvent(new StorageEvent('storage', {key: 'theme', oldValue, newValue: m, storageArea: localStorage}));
  }, mode);
  await page.locator(`html[data-theme="${mode}"]`).waitFor({state: 'attached', timeout: 5_000});
  // One frame, so the repaint and any effect of the switch happen before the checks.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30))));
}

/** What a reader without JavaScript gets: the served HTML, parsed (not run) by the browser. */
type StaticFacts = {h1: string; main: number; nav: string[]; layout: string};
async function staticFacts(page: Page, html: string, url: string): Promise<StaticFacts> {
  return page.evaluate(
    ([source, base]) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      return {
        h1: doc.querySelector('h1')?.textContent?.trim() ?? '',
        main: (doc.querySelector('main')?.textContent ?? '').trim().length,
        nav: Array.from(doc.querySelectorAll<HTMLAnchorElement>('nav.navbar a[href]')).map(
          (a) => new URL(a.getAttribute('href') ?? '', base).href,
        ),
        // The page kind: Docusaurus puts the plugin and page type on <html class>; the doc id varies.
        layout: (doc.documentElement.getAttribute('class') ?? '')
          .split(/\s+/)
          .filter((c) => c && !/^docs-doc-id-/.test(c))
          .sort()
          .join(' '),
      };
    },
    [html, url] as const,
  );
}

function staticProblems(p: string, facts: StaticFacts): Problem[] {
  const where = `${p} [served HTML, no JS]`;
  const problems: Problem[] = [];
  // The search page is the one page that is an app, not a document: results need the script.
  const isApp = /\/search\/$/.test(p);
  if (!isApp && !facts.h1) problems.push({where, what: 'no h1 in the server-rendered HTML'});
  if (!isApp && facts.main < 20) problems.push({where, what: `<main> has ${facts.main} characters of text`});
  if (facts.nav.length < 3) problems.push({where, what: `navbar has ${facts.nav.length} links`});
  return problems;
}

/** Navbar links must lead somewhere real without the client router: same-site ones are fetched. */
async function navbarLinkProblems(request: APIRequestContext, navHrefs: Map<string, string>): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const [href, from] of navHrefs) {
    const url = new URL(href);
    if (url.origin !== LOCAL_ORIGIN) {
      if (url.protocol !== 'https:') problems.push({where: from, what: `navbar link ${href} is not https`});
      continue;
    }
    const status = (await request.get(url.pathname + url.search)).status();
    if (status !== 200) problems.push({where: from, what: `navbar link ${url.pathname} answers ${status}`});
  }
  return problems;
}

for (const [index, chunk] of chunks.entries()) {
  const name = `crawl ${index + 1}/${chunks.length}: ${chunk[0]} … ${chunk[chunk.length - 1]} (${chunk.length} pages)`;
  test(name, async ({browser, request}) => {
    test.setTimeout(60_000 + chunk.length * 60_000);
    const problems: Problem[] = [];
    const navHrefs = new Map<string, string>();
    let loads = 0;
    let axeRuns = 0;
    for (const width of WIDTHS) {
      const context = await newCrawlContext(browser, width);
      const page = await context.newPage();
      const recorder = new PageRecorder(page, LOCAL_ORIGIN);
      // The colour mode comes from localStorage `theme`, which needs a page of the origin first.
      await page.goto('/limu/sitemap.xml');
      for (const p of chunk) {
        await page.evaluate(() => localStorage.setItem('theme', 'light'));
        recorder.begin(`${p} [${width.name}]`);
        try {
          // No networkidle: hydration is the signal that the page's code ran.
          const response = await page.goto(p, {waitUntil: 'domcontentloaded'});
          if (response?.status() !== 200) recorder.report(`HTTP ${response?.status()} for the page itself`);
          if (width.name === 'desktop' && response) {
            const facts = await staticFacts(page, await response.text(), response.url());
            problems.push(...staticProblems(p, facts));
            for (const href of facts.nav) if (!navHrefs.has(href)) navHrefs.set(href, p);
          }
          await waitForHydration(page);
          // One frame more, so effects that run right after hydration can report their errors.
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30))));
          loads += 1;
          if (width.name === 'mobile') {
            const wide = await pageWiderThanViewport(page);
            if (wide) recorder.report(wide);
          }
          for (const mode of MODES) {
            if (mode !== 'light') await switchMode(page, mode);
            for (const what of await checkPage(page, p, mode)) recorder.report(`[${mode}] ${what}`);
            if (width.name === 'desktop') {
              for (const v of await axeViolations(page, mode === 'dark' ? COLOUR_RULES : undefined))
                recorder.report(`[${mode}] ${v}`);
              axeRuns += 1;
            }
          }
        } catch (error) {
          recorder.report(`did not load or hydrate: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
        }
        problems.push(...recorder.end());
      }
      await context.close();
    }
    problems.push(...(await navbarLinkProblems(request, navHrefs)));
    console.log(
      `${name}: ${chunk.length} pages × ${WIDTHS.length} widths = ${loads} loads (× ${MODES.length} modes in place), ${axeRuns} axe runs`,
    );
    expect(problems, `problems found:\n${formatProblems(problems)}`).toEqual([]);
  });
}

// The served-HTML checks above cannot see CSS: a rule that hid content until the script ran would
// pass them. So one page of each layout (per locale) is opened with JavaScript disabled.
test('without JavaScript, the heading of one page of each layout is visible', async ({browser, request}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({baseURL: LOCAL_ORIGIN, javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/limu/sitemap.xml');
  const picked = new Map<string, string>();
  for (const p of ALL) {
    const facts = await staticFacts(page, await (await request.get(p)).text(), `${LOCAL_ORIGIN}${p}`);
    const key = `${localeOf(p)} ${facts.layout}`;
    if (!picked.has(key)) picked.set(key, p);
  }
  const problems: Problem[] = [];
  for (const p of picked.values()) {
    if (/\/search\/$/.test(p)) continue; // an app: its h1 needs no script, but its results do
    await page.goto(p);
    const visible = await page.evaluate(() => !!document.querySelector('h1')?.checkVisibility());
    if (!visible) problems.push({where: `${p} [no JS]`, what: 'the h1 is not visible without JavaScript'});
  }
  await context.close();
  console.log(`no-JS layouts: ${picked.size} (${[...picked.values()].join(', ')})`);
  expect(picked.size, 'several layouts found (docs, blog, pages, …)').toBeGreaterThan(4);
  expect(problems, `problems found:\n${formatProblems(problems)}`).toEqual([]);
});
