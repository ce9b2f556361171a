// Issue 50: each page paints with its critical CSS inline (src/plugins/html-aliases/critical-css.ts)
// before the site's stylesheet has arrived. What the reader sees first must be what the stylesheet
// shows: with the stylesheet (and the scripts) held back, the server HTML is parsed and laid out, every
// element's box and colours are read, the stylesheet is let through, and they are read again; nothing
// may differ. One page of each layout, each loaded once, in a colour mode and at a width that change
// from page to page, and one with the announcement bar dismissed (the head script hides it before the
// first paint).
import type {Page} from '@playwright/test';
import {ANNOUNCEMENT_ID} from '../../src/data/site.mjs';
import {expect, test} from './support/fixtures';

type Mode = {theme: 'light' | 'dark'; width: number; dismissed?: boolean};
const PHONE = 412;
const DESKTOP = 1280;
const PAGES: Array<[string, Mode]> = [
  ['/limu/', {theme: 'light', width: PHONE}],
  ['/limu/en/', {theme: 'dark', width: DESKTOP}],
  ['/limu/docs/intro/', {theme: 'dark', width: PHONE}],
  ['/limu/docs/api/basic/produce/', {theme: 'light', width: DESKTOP}],
  ['/limu/docs/guides/pitfalls/', {theme: 'light', width: PHONE}],
  ['/limu/en/docs/guides/behaviour/', {theme: 'dark', width: DESKTOP}],
  ['/limu/docs/guides/faq/', {theme: 'light', width: DESKTOP, dismissed: true}],
  ['/limu/en/docs/changelog/intro/', {theme: 'dark', width: PHONE}],
  ['/limu/blog/change1/', {theme: 'light', width: PHONE}],
  ['/limu/blog/', {theme: 'dark', width: DESKTOP}],
  ['/limu/en/blog/tags/', {theme: 'light', width: DESKTOP}],
  ['/limu/playground/', {theme: 'dark', width: PHONE}],
  ['/limu/en/benchmark/', {theme: 'light', width: DESKTOP}],
  ['/limu/search/', {theme: 'dark', width: DESKTOP}],
  ['/limu/no-such-page/', {theme: 'light', width: PHONE}],
];

/** Every element of the app with its box and the styles a reader sees, one line each. */
function looks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('#__docusaurus *'), (e) => {
      const r = e.getBoundingClientRect();
      const s = getComputedStyle(e);
      const box = [r.x, r.y, r.width, r.height].map(Math.round).join(',');
      const style = [s.display, s.visibility, s.color, s.backgroundColor, s.fontSize, s.fontWeight, s.borderTopWidth];
      return `<${e.tagName.toLowerCase()} class="${e.getAttribute('class') ?? ''}"> ${box} ${style.join(' ')}`;
    }),
  );
}

const siteSheetApplied = (page: Page) =>
  page.evaluate(() => Array.from(document.styleSheets).some((s) => /\/assets\/css\//.test(s.href ?? '')));

for (const [path, mode] of PAGES) {
  test(`${path} (${mode.theme}, ${mode.width}px${mode.dismissed ? ', bar dismissed' : ''}): the first paint looks as the stylesheet does`, async ({
    newContext,
    consoleLog,
  }) => {
    // The not-found page is served with its status.
    if (path.includes('no-such-page')) consoleLog.allow('error', /status of 404/);
    const context = await newContext({viewport: {width: mode.width, height: 900}});
    await context.addInitScript(
      ({theme, dismissed, id}) => {
        // The context's first document is about:blank, which has no storage.
        if (location.origin === 'null') return;
        localStorage.setItem('theme', theme);
        // As the bar's close button leaves it: dismissed, for this announcement.
        if (dismissed) localStorage.setItem('docusaurus.announcement.dismiss', 'true');
        if (dismissed) localStorage.setItem('docusaurus.announcement.id', id);
      },
      {...mode, id: ANNOUNCEMENT_ID},
    );
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/css\/[^/]+\.css$/, async (route) => {
      await held;
      await route.continue();
    });
    // The scripts never come: what is read is the server HTML, as the first paint shows it.
    await page.route(/\/assets\/js\//, () => {});
    await page.goto(path, {waitUntil: 'commit'});
    await expect(
      page.locator('footer.theme-layout-footer'),
      `${path}: the HTML is parsed while the stylesheet is held (nothing waits for it)`,
    ).toBeAttached({timeout: 15_000});
    if (mode.dismissed) await expect(page.locator('.theme-announcement-bar')).toBeHidden();
    expect(await siteSheetApplied(page), 'the stylesheet was held').toBe(false);
    const first = await looks(page);
    release();
    await expect
      .poll(() => siteSheetApplied(page), {message: `${path}: the stylesheet arrives and applies`})
      .toBe(true);
    const styled = await looks(page);
    expect(first.length).toBeGreaterThan(50);
    expect(styled.length).toBe(first.length);
    const changed = first.flatMap((line, i) => (line === styled[i] ? [] : [`${line}\n  -> ${styled[i]}`]));
    expect(changed, `${path}: elements that change when the stylesheet arrives`).toEqual([]);
  });
}
