// Bad input a reader (or a link elsewhere) can feed the site: 200 malformed paths per locale and
// query strings / hashes carrying markup. Unknown paths answer 404 with the not-found page; paths
// that name a real page show it; nothing crashes, renders blank or runs injected markup.
import type {Page} from '@playwright/test';
import {expect, test} from './support/fixtures';
import {
  ALLOWED_CONSOLE,
  LOCALES,
  formatProblems,
  localePrefix,
  sitemapPaths,
  waitForHydration,
  type Locale,
  type Problem,
} from './support/quality-site';

/** What a generated path must lead to: a real page, the not-found page, or (where hosts differ) either. */
interface Case {
  path: string;
  kind: string;
  expect: 'page' | 'missing' | 'either';
  /** The sitemap path of the page it names, when it names one. */
  page?: string;
}

const NOT_FOUND_TITLE: Record<Locale, RegExp> = {
  'zh-Hans': /找不到页面/,
  en: /Page Not Found/i,
};

/** 200 deterministic bad paths for a locale, built from its real pages. */
function badPaths(locale: Locale): Case[] {
  const P = localePrefix(locale);
  const pages = sitemapPaths(locale).filter((p) => p !== P);
  const pick = (i: number) => pages[i % pages.length]!;
  const rest = (p: string) => p.slice(P.length); // "docs/intro/"
  const cases: Case[] = [];
  const add = (c: Case) => cases.push(c);
  for (let i = 0; cases.length < 200; i += 1) {
    const real = pick(i);
    const r = rest(real);
    switch (i % 20) {
      case 0:
        add({path: `${P}文档/${i}/`, kind: 'unicode', expect: 'missing'});
        break;
      case 1:
        add({path: `${P}${r}ünïcødé-${i}/`, kind: 'unicode', expect: 'missing'});
        break;
      case 2:
        add({path: `${P}docs/${encodeURIComponent('😀 <b>')}${i}/`, kind: 'emoji, encoded markup', expect: 'missing'});
        break;
      case 3:
        // Both forms, `x%2F` and `x%2F/`, alternately: the rendered sample below shows one of each.
        add({
          path: `${P}${r.replace(/\/$/, '')}%2F${Math.floor(i / 20) % 2 ? '/' : ''}`,
          kind: 'encoded slash',
          expect: 'page',
          page: real,
        });
        break;
      case 4:
        add({path: `${P}${r}%00`, kind: '%00', expect: 'missing'});
        break;
      case 5:
        add({path: `${P}%00${r}`, kind: '%00', expect: 'missing'});
        break;
      case 6:
        add({path: `${P}${r}%E0%A4%A/`, kind: 'malformed percent-encoding', expect: 'missing'});
        break;
      case 7:
        add({path: `${P}${r}../../../../etc/passwd`, kind: '..', expect: 'missing'});
        break;
      case 8:
        add({path: `${P}docs/%2e%2e/%2e%2e/%2e%2e/package.json`, kind: 'encoded ..', expect: 'missing'});
        break;
      case 9:
        add({path: `${P}..%2F..%2F..%2Fetc%2Fpasswd`, kind: 'encoded ../', expect: 'missing'});
        break;
      case 10:
        add({path: `${P}${r}${'x'.repeat(500 + i * 20)}/`, kind: 'very long', expect: 'missing'});
        break;
      case 11:
        add({path: `${P}docs/${'deep/'.repeat(150 + i)}`, kind: 'very long, deep', expect: 'missing'});
        break;
      case 12:
        add({path: `${P}${r}`.replace(/\/([^/]+)\/$/, '//$1/'), kind: 'double slash', expect: 'either', page: real});
        break;
      case 13:
        add({path: `/limu//${r}`, kind: 'double slash after base', expect: 'either', page: real});
        break;
      case 14:
        add({path: `${P}${r}index.html`, kind: 'trailing index.html', expect: 'page', page: real});
        break;
      case 15:
        add({path: `${P}${r}index.html/`, kind: 'index.html as a folder', expect: 'missing'});
        break;
      case 16:
        add({path: `${P}${r}`.toUpperCase(), kind: 'upper case', expect: 'missing'});
        break;
      case 17:
        add({path: `${P}${r.replace(/\/$/, '')}-${i}/`, kind: 'near miss', expect: 'missing'});
        break;
      case 18:
        add({path: `${P}${r}<script>alert(${i})</script>/`, kind: 'markup in path', expect: 'missing'});
        break;
      default:
        add({path: `${P}${r}'"><img src=x onerror=alert(${i})>`, kind: 'markup in path', expect: 'missing'});
    }
  }
  return cases;
}

const CASES: Record<Locale, Case[]> = {'zh-Hans': badPaths('zh-Hans'), en: badPaths('en')};

/** The cases (i % 20) a client can read differently from the server: encoded slash, %00, `//` after the base, index.html. */
const RENDERED_KINDS = [3, 4, 13, 14];
/** One case of each rendered kind: the first of each in zh-Hans, the second in en, so the pages differ. */
const renderedSample = (locale: Locale): Case[] =>
  RENDERED_KINDS.map((k) => CASES[locale][k + (locale === 'en' ? 20 : 0)]!);

test.describe.configure({mode: 'parallel'});

for (const locale of LOCALES) {
  test(`${locale}: 200 bad paths answer 404 with the not-found page, or the page they name`, async ({request}) => {
    test.setTimeout(120_000);
    const problems: Problem[] = [];
    const statuses = new Map<number, number>();
    for (const c of CASES[locale]) {
      const response = await request.get(c.path, {maxRedirects: 3, failOnStatusCode: false});
      const status = response.status();
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const body = await response.text();
      const where = `${c.path.slice(0, 120)} (${c.kind})`;
      const isPage = status === 200 && !!c.page && canonicalOf(body) === `https://tnfe.github.io${c.page}`;
      // Paths outside a locale's folder get the default locale's not-found page.
      const isNotFound =
        status === 404 && (NOT_FOUND_TITLE[locale].test(body) || NOT_FOUND_TITLE['zh-Hans'].test(body));
      const ok = c.expect === 'page' ? isPage : c.expect === 'missing' ? isNotFound : isPage || isNotFound;
      if (!ok) problems.push({where, what: `HTTP ${status}, expected ${c.expect}${c.page ? ` (${c.page})` : ''}`});
    }
    console.log(
      `${locale}: ${CASES[locale].length} bad paths, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(problems, `problems found:\n${formatProblems(problems)}`).toEqual([]);
  });

  // The 200 paths above are read over HTTP. The browser then renders the kinds a client can read differently
  // from the server: an encoded slash, %00, a double slash after the base, a trailing index.html (every
  // other kind is served the not-found page, whose render these include). One path of each kind per locale,
  // on other pages in each locale (the first of each kind in zh-Hans, the second in en).
  test(`${locale}: one bad path of each kind a client reads renders the not-found page or the named page, never blank`, async ({
    page,
    request,
    consoleLog,
  }) => {
    // What the console guard (support/fixtures.ts) sees here, declared: the browser reports each 404
    // document. A path with an encoded slash (`…/authors%2F/`) is served the page it decodes to, and the
    // head script (docusaurus.config.ts) gives the address that slash before the app starts, so the
    // client finds the same page and hydrates it (before, React threw the server's page away, #418).
    consoleLog.allow('error', /Failed to load resource: the server responded with a status of 404/);
    const problems: Problem[] = [];
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`));
    for (const c of renderedSample(locale)) {
      errors.length = 0;
      const where = `${c.path.slice(0, 120)} (${c.kind})`;
      try {
        // The named page's own title, as the server renders it.
        const title = c.page ? titleOf(await (await request.get(c.page)).text()) : undefined;
        await page.goto(c.path);
        await waitForHydration(page, 10_000);
        const shown = await visibleOutcome(page);
        const notFound = shown.h1.some((h) => NOT_FOUND_TITLE[locale].test(h) || NOT_FOUND_TITLE['zh-Hans'].test(h));
        const named = !!title && shown.title === title && !notFound;
        const ok = c.expect === 'page' ? named : c.expect === 'missing' ? notFound : named || notFound;
        if (!ok) problems.push({where, what: `shows h1 ${JSON.stringify(shown.h1)}, expected ${c.expect}`});
        if (shown.text < 50) problems.push({where, what: `blank page (${shown.text} characters)`});
      } catch (error) {
        problems.push({where, what: `did not load or hydrate: ${String(error).split('\n')[0]}`});
      }
      for (const e of errors) problems.push({where, what: `uncaught ${e}`});
    }
    expect(problems, `problems found:\n${formatProblems(problems)}`).toEqual([]);
  });
}

/** The canonical URL in an HTML document (minified or not). */
function canonicalOf(html: string): string | undefined {
  return /<link[^>]*\brel=["']?canonical["']?[^>]*\bhref=["']?([^"'\s>]+)/.exec(html)?.[1];
}

function titleOf(html: string): string | undefined {
  const raw = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
  return raw
    ?.replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

async function visibleOutcome(page: Page): Promise<{h1: string[]; text: number; title: string}> {
  return page.evaluate(() => ({
    h1: Array.from(document.querySelectorAll('h1'))
      .filter((h) => h.checkVisibility())
      .map((h) => h.textContent?.trim() ?? ''),
    text: document.body.innerText.trim().length,
    title: document.title,
  }));
}

/**
 * Markup in the query and hash: must never run, never break the page. Each load carries every query payload
 * at once: one `q` holding the three ways out of HTML text, an attribute and a script string, side by side as
 * they would be in one sink, and the `docusaurus-data-*` parameter Docusaurus copies onto <html>. The hash
 * payloads take two loads: markup, and a javascript: URL with malformed percent-encoding (a sink that cannot
 * decode that hash could not reach the markup, so the two stay apart).
 */
const QUERY =
  '?q=<script>window.__pwned=1</script>"><svg onload=window.__pwned=1>\';window.__pwned=1;//' +
  '&docusaurus-data-x=<img src=x onerror=window.__pwned=1>';
const HASHES = [
  '#<img src=x onerror=window.__pwned=1>"><svg onload=window.__pwned=1>',
  '#javascript:window.__pwned=1;%E0%A4%A',
];

for (const target of ['/limu/', '/limu/docs/intro/', '/limu/en/blog/', '/limu/en/docs/api/basic/produce/']) {
  test(`markup in the query and hash of ${target} never runs`, async ({page, request}) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`));
    page.on('dialog', (d) => {
      errors.push(`dialog opened: ${d.message()}`);
      void d.dismiss();
    });
    // The page's own title, as the server renders it for the clean path.
    const expectedTitle = titleOf(await (await request.get(target)).text());
    expect(expectedTitle, `${target} has a title`).toBeTruthy();
    for (const hash of HASHES) {
      const url = `${target}${QUERY}${hash}`;
      // A fresh document each time, as a link from elsewhere gives (from the same URL with another hash,
      // goto would only move the hash: not what this test checks).
      await page.goto('about:blank');
      await page.goto(url);
      await waitForHydration(page);
      // Navigate inside the app too: the router re-reads the location.
      await page.evaluate(() => window.dispatchEvent(new HashChangeEvent('hashchange')));
      const state = await page.evaluate(() => ({
        pwned: (window as unknown as {__pwned?: number}).__pwned,
        injected: document.querySelectorAll('img[src="x"], svg[onload], [onerror]').length,
        title: document.title,
        text: document.body.innerText.trim().length,
      }));
      expect(state.pwned, `${url}: injected script ran`).toBeUndefined();
      expect(state.injected, `${url}: injected elements in the DOM`).toBe(0);
      expect(state.title, `${url}: the page still shows its own content`).toBe(expectedTitle);
      expect(state.text, `${url}: not blank`).toBeGreaterThan(50);
    }
    expect(errors, `uncaught errors or dialogs on ${target}`).toEqual([]);
  });
}

// A hash reached without a reload goes through the router, which decodes it to scroll to its target;
// a malformed %-escape used to crash the page there (src/clientModules/malformedHash.ts).
test('a malformed %-escape in a hash changed on an open page keeps the page', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    const text = `${m.text()} (at ${m.location().url})`;
    if (m.type() === 'error' && !ALLOWED_CONSOLE.some((a) => a.pattern.test(text))) errors.push(text);
  });
  await page.goto('/limu/docs/intro/');
  await waitForHydration(page);
  const heading = await page.locator('article h1').innerText();
  for (const hash of ['#%E0%A4%A', '#100%', '#%%%']) {
    await page.evaluate((h) => (window.location.hash = h), hash);
    await expect(page, hash).toHaveURL(/#./);
    await expect(page.locator('article h1'), `${hash}: the page stays`).toHaveText(heading);
  }
  // The playground reads its share link from the hash: the link, escaped, is one that does not decode.
  await page.goto('/limu/en/playground/');
  await waitForHydration(page);
  await page.evaluate(() => (window.location.hash = '#code=%%%'));
  await expect(page.getByTestId('playground-bad-link')).toBeVisible();
  expect(errors).toEqual([]);
});
