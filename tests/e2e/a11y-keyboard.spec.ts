// Keyboard access: on the home page, a docs page and the mobile menu, Tab reaches every visible
// control, in document (= reading) order, each with a visible focus indicator and nothing hidden
// taking focus; the skip link moves focus to the main content. Runs at the project's width
// (desktop 1280px, mobile 390px); the mobile-menu test sets 390px itself.
import type {Page} from '@playwright/test';
import {DESKTOP_VIEWPORT, expect, open, PHONE_VIEWPORT, test} from './support/fixtures';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

interface Stop {
  idx: number;
  desc: string;
  visible: boolean;
  ring: boolean;
  inside: boolean;
}

/** Numbers every focusable element in document order; returns the visible ones (inside `scope`). */
async function numberControls(page: Page, scope: string): Promise<{idx: number; desc: string}[]> {
  return page.evaluate(
    ({selector, scope}) => {
      const root = document.querySelector(scope) ?? document.body;
      const all = Array.from(document.querySelectorAll<HTMLElement>(selector));
      all.forEach((el, i) => el.setAttribute('data-kb-idx', String(i)));
      // The navbar search is a look-alike input until first focused; then the real input takes its
      // place and the focus (src/theme/SearchBar). It is the same control: readStop gives the real
      // input the look-alike's number, whenever during the walk the hand-over happens.
      const standIn = document.querySelector('input[data-stand-in]');
      if (standIn) document.body.setAttribute('data-kb-search-idx', standIn.getAttribute('data-kb-idx') ?? '');
      const describe = (el: HTMLElement) =>
        `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"` +
        (el.getAttribute('href') ? ` ${el.getAttribute('href')}` : '');
      return (
        all
          .filter((el) => root.contains(el))
          // tabindex="-1" (e.g. the inactive tabs of a roving-tabindex tab list) is out of the Tab order by design.
          .filter((el) => el.tabIndex >= 0)
          .filter((el) =>
            el.checkVisibility({visibilityProperty: true, opacityProperty: true} as CheckVisibilityOptions),
          )
          .filter((el) => !el.closest('[inert], [aria-hidden="true"]'))
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && r.height > 0 && r.right > 0 && r.left < window.innerWidth;
          })
          .map((el) => ({idx: Number(el.getAttribute('data-kb-idx')), desc: describe(el)}))
      );
    },
    {selector: FOCUSABLE, scope},
  );
}

/**
 * A real Tab key press, as page.keyboard.press('Tab') sends it (Input.dispatchKeyEvent, key down then
 * up), with both events sent at once: one round trip to the browser instead of two. A long page is
 * a few hundred presses; each resolves when Chromium has handled the key up, so the focus has moved.
 */
async function tabKey(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  const key = {
    key: 'Tab',
    code: 'Tab',
    windowsVirtualKeyCode: 9,
    nativeVirtualKeyCode: 9,
    text: '',
    unmodifiedText: '',
  };
  return async () => {
    await Promise.all([
      cdp.send('Input.dispatchKeyEvent', {type: 'rawKeyDown', ...key}),
      cdp.send('Input.dispatchKeyEvent', {type: 'keyUp', ...key}),
    ]);
  };
}

/**
 * Presses Tab until focus leaves `scope` (or the page), recording each stop. Stops before the
 * scope is first entered are skipped. A code editor keeps Tab for indenting and says so in its
 * hint ("Esc, then Tab"): when Tab leaves focus in a textarea, this does what the hint says.
 */
async function tabThrough(page: Page, scope: string, max = 400): Promise<Stop[]> {
  const stops: Stop[] = [];
  let entered = false;
  const tab = await tabKey(page);
  for (let i = 0; i < max; i += 1) {
    await tab();
    const stop = await readStop(page, scope);
    if (stop && stops.length > 0 && stop.idx === stops[stops.length - 1]!.idx && stop.textarea) {
      await page.keyboard.press('Escape');
      await tab();
      const after = await readStop(page, scope);
      expect(after?.idx, `Esc, then Tab leaves the editor ${stop.desc}`).not.toBe(stop.idx);
      if (!after || !after.inside) break;
      stops.push(after);
      continue;
    }
    if (stop && !entered && !stop.inside) {
      expect(i, `Tab reaches ${scope} within 60 presses`).toBeLessThan(60);
      continue;
    }
    entered = true;
    if (!stop || !stop.inside) break;
    if (stops.length > 0 && stop.idx === stops[0]!.idx) break; // wrapped around
    stops.push(stop);
  }
  return stops;
}

async function readStop(page: Page, scope: string): Promise<(Stop & {textarea: boolean}) | null> {
  return page.evaluate((scope) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const searchIdx = document.body.getAttribute('data-kb-search-idx');
    if (searchIdx && !el.hasAttribute('data-kb-idx') && el.matches('input.navbar__search-input')) {
      el.setAttribute('data-kb-idx', searchIdx);
    }
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const shown = () => {
      const r = el.getBoundingClientRect();
      return (
        r.width > 0 &&
        r.height > 0 &&
        r.right > 0 &&
        r.left < window.innerWidth &&
        el.checkVisibility({visibilityProperty: true, opacityProperty: true} as CheckVisibilityOptions) &&
        Number(getComputedStyle(el).opacity) > 0.5
      );
    };
    // Copy buttons and heading anchors fade in on focus (a 200 ms opacity transition): a fade that
    // ends within 400 ms is run to its end at once, and the element is judged as it will be then.
    for (const a of el.getAnimations()) {
      const t = a.effect?.getComputedTiming();
      const left = Number(t?.endTime ?? Infinity) - Number(t?.localTime ?? 0);
      if (a instanceof CSSTransition && left <= 400) a.finish();
    }
    const visible = shown();
    return {
      textarea: el.tagName === 'TEXTAREA',
      idx: Number(el.getAttribute('data-kb-idx') ?? -1),
      desc:
        `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"` +
        (el.getAttribute('href') ? ` ${el.getAttribute('href')}` : ''),
      visible,
      ring: el.matches(':focus-visible') && (outline || shadow),
      inside: !!(document.querySelector(scope) ?? document.body).contains(el),
    };
  }, scope);
}

/** Every visible control reached, in document order, each visible with a focus ring. */
function expectGoodOrder(stops: Stop[], controls: {idx: number; desc: string}[], where: string): void {
  const reached = new Set(stops.map((s) => s.idx));
  const missed = controls.filter((c) => !reached.has(c.idx)).map((c) => c.desc);
  expect(missed, `${where}: controls Tab never reaches`).toEqual([]);
  const hidden = stops.filter((s) => !s.visible).map((s) => s.desc);
  expect(hidden, `${where}: invisible elements that take focus`).toEqual([]);
  const noRing = stops.filter((s) => !s.ring).map((s) => s.desc);
  expect(noRing, `${where}: focused elements without a visible focus indicator`).toEqual([]);
  const backwards = stops.filter((s, i) => i > 0 && s.idx <= stops[i - 1]!.idx).map((s) => s.desc);
  expect(backwards, `${where}: focus jumps back against the reading order`).toEqual([]);
}

/** Opens a page with every control a keyboard user meets in place. */
async function openWithControls(page: Page, path: string): Promise<void> {
  await open(page, path);
  // The home page's live demo mounts its editor when scrolled into view: bring it in first, so the
  // controls counted below are the ones a keyboard user meets.
  const demo = page.locator('[role="tabpanel"]:not([hidden])');
  if ((await demo.count()) > 0) {
    await demo.scrollIntoViewIfNeeded();
    await expect(demo.locator('[data-runnable-status]')).toBeAttached({timeout: 20_000});
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  const positive = await page.locator('[tabindex]:not([tabindex="0"]):not([tabindex^="-"])').count();
  expect(positive, `${path}: elements with a positive tabindex reorder focus`).toBe(0);
}

// The skip link itself (first Tab stop, its text per locale, Enter then Tab lands in the content)
// is tested once, in tests/e2e/chrome.spec.ts; here it only has to come first in the Tab order.
for (const path of ['/limu/', '/limu/en/docs/api/basic/produce/']) {
  test(`keyboard on ${path}: Tab reaches every control in order with a visible focus ring, at 1280 and 390 px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
      await test.step(`at ${viewport.width} px`, async () => {
        // A fresh load for each width: the walk starts from the top of an untouched page.
        await page.setViewportSize(viewport);
        await openWithControls(page, path);
        const controls = await numberControls(page, 'body');
        expect(controls.length, 'the page has controls').toBeGreaterThan(5);
        const stops = await tabThrough(page, 'body');
        expect(stops[0]?.desc, 'the skip link comes first').toMatch(/^a .*#__docusaurus_skipToContent_fallback/);
        expectGoodOrder(stops, controls, `${path} at ${viewport.width} px`);
      });
    }
  });
}

test.describe('mobile menu', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  for (const path of ['/limu/']) {
    test(`keyboard in the mobile menu of ${path}: every item reachable in order, ring visible`, async ({page}) => {
      test.setTimeout(90_000);
      await openWithControls(page, path);
      const toggle = page.locator('button.navbar__toggle');
      await toggle.focus();
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      const sidebar = '.navbar-sidebar';
      await expect(page.locator('.navbar-sidebar--show')).toBeAttached();
      await expect(page.locator(sidebar)).toBeVisible();
      // The sliding panel animates in; wait until it sits in the viewport.
      await expect
        .poll(async () => (await page.locator(sidebar).boundingBox())?.x ?? -1, {message: 'menu slid in'})
        .toBeGreaterThanOrEqual(0);
      const controls = await numberControls(page, sidebar);
      expect(controls.length, 'the menu has controls').toBeGreaterThan(3);
      // Focus starts at the toggle, before the menu in document order.
      await toggle.focus();
      const stops = await tabThrough(page, sidebar);
      expectGoodOrder(stops, controls, `${path} mobile menu`);
    });
  }
});
