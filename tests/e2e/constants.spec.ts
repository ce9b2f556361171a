// ARCHITECTURE.md §9 business constants, measured in the running site: the 996px breakpoint, the progress
// bar's numbers, TOC levels, copyright year and the title delimiter.
import config from '../../docusaurus.config';
import {expect, open, test} from './support/fixtures';

// One load at 995px, then the window is resized across the breakpoint: the collapse is the theme's CSS
// media query (and useWindowSize, which follows resizes), so each width is checked as a reader sees it.
test('mobile breakpoint 996px: collapsed behind the toggle at 995 and 996px, fully shown at 997 and 1280px', async ({
  page,
}) => {
  await page.setViewportSize({width: 995, height: 800});
  await open(page, '/limu/docs/intro/');
  const toggle = page.locator('nav.navbar button.navbar__toggle');
  const blog = page.locator('nav.navbar .navbar__items a.navbar__link[href="/limu/blog/"]');
  for (const [width, mobile] of [
    [995, true],
    [996, true],
    [997, false],
    [1280, false],
  ] as const) {
    await test.step(`at ${width}px the navbar is ${mobile ? 'collapsed behind the toggle' : 'fully shown'}`, async () => {
      await page.setViewportSize({width, height: 800});
      if (mobile) {
        await expect(toggle, `toggle at ${width}px`).toBeVisible();
        await expect(blog, `blog link in the bar at ${width}px`).toBeHidden();
      } else {
        await expect(toggle, `toggle at ${width}px`).toBeHidden();
        await expect(blog, `blog link in the bar at ${width}px`).toBeVisible();
      }
    });
  }
});

test('progress bar: 200 ms delay, starts at 0.08, trickles by at most 0.02 every 800 ms, 200 ms animation, no spinner', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await open(page, '/limu/');
  await page.waitForLoadState('networkidle');
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 2600));
    await route.continue();
  });
  // Record every change of the bar's position with its time.
  await page.evaluate(() => {
    const w = window as unknown as {__bar: {t: number; x: string}[]; __click: number};
    w.__bar = [];
    document.addEventListener('click', () => (w.__click = performance.now()), {capture: true});
    const observe = new MutationObserver(() => {
      const bar = document.querySelector<HTMLElement>('#nprogress .bar');
      if (bar && w.__bar.at(-1)?.x !== bar.style.transform)
        w.__bar.push({t: performance.now(), x: bar.style.transform});
    });
    observe.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style'],
    });
  });
  await page.locator('a.button[href="/limu/docs/intro/"]').click();
  await expect(page.locator('#nprogress .bar')).toBeAttached();
  await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
  const transition = await page.locator('#nprogress .bar').evaluate((el) => el.style.transition);
  expect(transition).toMatch(/200ms/);
  // Wait for two trickles while the route is still loading.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {__bar: unknown[]}).__bar.length), {timeout: 4000})
    .toBeGreaterThanOrEqual(3);
  const {bar, click} = await page.evaluate(() => {
    const w = window as unknown as {__bar: {t: number; x: string}[]; __click: number};
    return {bar: w.__bar, click: w.__click};
  });
  const status = (x: string) => 1 + Number(/translate3d\((-?[\d.]+)%/.exec(x)?.[1]) / 100;
  expect(bar[0].t - click, 'delay before the bar shows').toBeGreaterThanOrEqual(195);
  expect(status(bar[0].x)).toBeCloseTo(0.08, 5);
  for (let i = 1; i < 3; i += 1) {
    const step = status(bar[i].x) - status(bar[i - 1].x);
    expect(step, `trickle ${i} size`).toBeGreaterThan(0);
    expect(step, `trickle ${i} size`).toBeLessThanOrEqual(0.02 + 1e-9);
    // Timers never fire early, so a lower bound is exact; an upper bound would only measure how
    // busy the machine is (CI shares 2 cores between two workers).
    expect(bar[i].t - bar[i - 1].t, `trickle ${i} interval`).toBeGreaterThan(700);
  }
  await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 15_000});
});

test('TOC levels 2–3, copyright 2025, title delimiter |, default locale zh-Hans (config and page)', async ({page}) => {
  const theme = config.themeConfig as unknown as {
    tableOfContents: {minHeadingLevel: number; maxHeadingLevel: number};
    footer: {copyright: string};
  };
  expect(theme.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
  expect(config.titleDelimiter).toBe('|');
  expect(config.i18n.defaultLocale).toBe('zh-Hans');
  expect(theme.footer.copyright).toContain('2025');
  await open(page, '/limu/docs/intro/');
  await expect(page).toHaveTitle(/^.+ \| limu$/);
  await expect(page.locator('footer .footer__copyright')).toContainText('2025');
});
