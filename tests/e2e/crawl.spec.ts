// The sitemap crawl: every page of both locales, in light and dark mode, at 1280px and 390px,
// must load without any error, hydrate, carry its head tags, and pass axe-core with zero
// violations (desktop width, both modes). Then every page again with JavaScript disabled.
// The `crawl` Playwright project runs only this file; it picks its own widths and modes.
import {expect, test, type Browser, type BrowserContext, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
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
  const loads = ALL.length * MODES.length * WIDTHS.length;
  console.log(
    `crawl plan: ${ALL.length} pages (zh-Hans ${zh.length}, en ${en.length}) × ${MODES.length} colour modes × ` +
      `${WIDTHS.length} widths = ${loads} page loads; axe-core on ${ALL.length} × ${MODES.length} = ` +
      `${ALL.length * MODES.length} (1280px; dark mode runs the colour rules); ${ALL.length} more loads with JavaScript disabled`,
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
      imgsWithoutSize: Array.from(document.images)
        .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
        .map((img) => img.getAttribute('src') ?? '(no src)'),
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
    want(found.length === 1 && found[0] === e.href, `hreflang=${e.hreflang} ${JSON.stringify(found)}, expected ${e.href}`);
  }
  want(facts.imgsWithoutSize.length === 0, `<img> without width/height (layout shift): ${facts.imgsWithoutSize.join(', ')}`);
  want(facts.mainText > 0, 'the <main> element is empty');
  return wrong;
}

/**
 * axe-core with every rule it runs by default (WCAG 2.0-2.2 A/AA and best practices). The page's
 * DOM is the same in both colour modes, so the dark run is limited to the rules that read colours.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
async function axeViolations(page: Page, mode: Mode): Promise<string[]> {
  // label-content-name-mismatch (WCAG 2.5.3 Label in Name) is off by default in axe: turned on.
  const builder = new AxeBuilder({page}).options({rules: {'label-content-name-mismatch': {enabled: true}}});
  if (mode === 'dark') builder.withRules(COLOUR_RULES);
  const results = await builder.analyze();
  return results.violations.map((v) => {
    const targets = v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(' ; ');
    return `axe ${v.id} (${v.impact ?? 'n/a'}, ${v.nodes.length} node(s)): ${v.help} — ${targets}`;
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

for (const [index, chunk] of chunks.entries()) {
  const name = `crawl ${index + 1}/${chunks.length}: ${chunk[0]} … ${chunk[chunk.length - 1]} (${chunk.length} pages)`;
  test(name, async ({browser}) => {
    test.setTimeout(60_000 + chunk.length * 60_000);
    const problems: Problem[] = [];
    let loads = 0;
    let axeRuns = 0;
    for (const width of WIDTHS) {
      const context = await newCrawlContext(browser, width);
      const page = await context.newPage();
      const recorder = new PageRecorder(page, LOCAL_ORIGIN);
      // The colour mode comes from localStorage `theme`, which needs a page of the origin first.
      await page.goto('/limu/sitemap.xml');
      for (const p of chunk) {
        for (const mode of MODES) {
          const label = `${p} [${mode}, ${width.name}]`;
          await page.evaluate((m) => localStorage.setItem('theme', m), mode);
          recorder.begin(label);
          try {
            // No networkidle: hydration is the signal that the page's code ran.
            const response = await page.goto(p, {waitUntil: 'domcontentloaded'});
            if (response?.status() !== 200) recorder.report(`HTTP ${response?.status()} for the page itself`);
            await waitForHydration(page);
            // One frame more, so effects that run right after hydration can report their errors.
            await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30))));
            for (const what of await checkPage(page, p, mode)) recorder.report(what);
            if (width.name === 'desktop') {
              for (const v of await axeViolations(page, mode)) recorder.report(v);
              axeRuns += 1;
            }
          } catch (error) {
            recorder.report(`did not load or hydrate: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
          }
          problems.push(...recorder.end());
          loads += 1;
        }
      }
      await context.close();
    }
    console.log(`${name}: ${chunk.length} pages × ${MODES.length} modes × ${WIDTHS.length} widths = ${loads} loads, ${axeRuns} axe runs`);
    expect(problems, `problems found:\n${formatProblems(problems)}`).toEqual([]);
  });

  test(`without JavaScript ${index + 1}/${chunks.length}: ${chunk[0]} … (${chunk.length} pages)`, async ({browser, request}) => {
    test.setTimeout(30_000 + chunk.length * 5_000);
    const context = await browser.newContext({baseURL: LOCAL_ORIGIN, javaScriptEnabled: false});
    const page = await context.newPage();
    const problems: Problem[] = [];
    const navHrefs = new Map<string, string>();
    for (const p of chunk) {
      const response = await page.goto(p);
      const where = `${p} [no JS]`;
      if (response?.status() !== 200) problems.push({where, what: `HTTP ${response?.status()}`});
      const facts = await page.evaluate(() => ({
        h1: document.querySelector('h1')?.textContent?.trim() ?? '',
        h1Visible: !!document.querySelector('h1')?.checkVisibility(),
        main: (document.querySelector('main')?.textContent ?? '').trim().length,
        nav: Array.from(document.querySelectorAll<HTMLAnchorElement>('nav.navbar a[href]')).map((a) => a.href),
      }));
      // The search page is the one page that is an app, not a document: results need the script.
      const isApp = /\/search\/$/.test(p);
      if (!isApp && (!facts.h1 || !facts.h1Visible)) problems.push({where, what: 'no visible h1 in the server-rendered HTML'});
      if (!isApp && facts.main < 20) problems.push({where, what: `<main> has ${facts.main} characters of text`});
      if (facts.nav.length < 3) problems.push({where, what: `navbar has ${facts.nav.length} links`});
      for (const href of facts.nav) if (!navHrefs.has(href)) navHrefs.set(href, p);
    }
    await context.close();
    // Navbar links must lead somewhere real without the client router: same-site ones are fetched.
    for (const [href, from] of navHrefs) {
      const url = new URL(href);
      if (url.origin !== LOCAL_ORIGIN) {
        if (url.protocol !== 'https:') problems.push({where: from, what: `navbar link ${href} is not https`});
        continue;
      }
      const status = (await request.get(url.pathname + url.search)).status();
      if (status !== 200) problems.push({where: from, what: `navbar link ${url.pathname} answers ${status}`});
    }
    expect(problems, `problems found:\n${formatProblems(problems)}`).toEqual([]);
  });
}
