// Issue 24, "no press is lost": on a phone-speed CPU (4× throttled), a reader presses the mobile menu
// button, the colour toggle and a Run button the moment each is visible in the server's HTML. Each
// press either does its job (React replays a press on a part it has not hydrated yet, from the moment
// it starts hydrating) or the control looked not ready when it was pressed (disabled, or the
// not-ready look of src/css/custom.css until the page has hydrated); then a second press works.
import type {ElementHandle, Locator, Page} from '@playwright/test';
import {colourToggle, expect, hydrated, test} from './support/fixtures';

type Control = {
  name: string;
  find: (page: Page) => Locator;
  /** Whether the press did its job (`pressed`: the element that was pressed). */
  done: (page: Page, pressed: ElementHandle) => Promise<boolean>;
};

const MENU: Control = {
  name: 'the mobile menu button',
  find: (page) => page.locator('button.navbar__toggle'),
  done: async (page) => /navbar-sidebar--show/.test((await page.locator('nav.navbar').getAttribute('class')) ?? ''),
};
const COLOUR: Control = {
  name: 'the colour toggle',
  find: (page) => colourToggle(page.locator('nav.navbar')),
  done: async (page) => (await page.locator('html').getAttribute('data-theme')) === 'dark',
};
const RUN: Control = {
  name: 'a Run button',
  find: (page) => page.getByTestId('run-sample').first(),
  // A started sample replaces the block and its button (the editor and worker then load on their own).
  done: async (_page, pressed) => !(await pressed.evaluate((el) => el.isConnected)),
};

// One throttled cold load per width: at 1280 the colour toggle (navbar, top) is pressed first, then
// the first Run button (further down the same page); they are independent parts of the page.
const LOADS: {name: string; path: string; width: number; controls: Control[]}[] = [
  {name: 'the mobile menu button,', path: '/limu/docs/api/basic/produce/', width: 390, controls: [MENU]},
  {
    name: 'the colour toggle, then a Run button,',
    path: '/limu/en/docs/api/basic/produce/',
    width: 1280,
    controls: [COLOUR, RUN],
  },
];

/**
 * Looks not ready, to the eye and to the pointer (src/css/custom.css): dimmed and a cursor that says
 * so. Issue 39.4: `disabled` alone does not count, the theme's disabled colour toggle looked exactly
 * like the ready one.
 */
function looksNotReady(control: Locator): Promise<boolean> {
  return control.evaluate((el) => {
    const style = getComputedStyle(el);
    return Number(style.opacity) <= 0.7 && ['progress', 'wait', 'not-allowed'].includes(style.cursor);
  });
}

/** A real press (pointer down and up at its centre), with no wait for the control to be ready. */
async function press(page: Page, control: Locator): Promise<void> {
  // A Run button may be below the fold: the reader scrolls to it (no script needed), then presses.
  await control.evaluate((el) => el.scrollIntoView({block: 'center'}));
  const box = await control.boundingBox();
  if (!box) throw new Error('the control has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

for (const load of LOADS) {
  test(`${load.name} pressed the moment it is visible at 4× CPU, does its job or looked not ready`, async ({
    newContext,
  }, testInfo) => {
    // A first visit: a new profile (not the worker's reused tab, whose renderer has compiled the
    // site's scripts before), no colour mode stored, so the site starts light.
    const page = await (await newContext({viewport: {width: load.width, height: 844}})).newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.goto(load.path, {waitUntil: 'commit'});
    const pressed: {c: Control; notReady: boolean; handle: ElementHandle}[] = [];
    for (const c of load.controls) {
      const control = c.find(page);
      await control.waitFor({state: 'visible'});
      const notReady = await looksNotReady(control);
      const handle = (await control.elementHandle())!;
      await press(page, control);
      pressed.push({c, notReady, handle});
    }
    await hydrated(page);
    // Time for a replayed press's effect to show.
    await page.waitForTimeout(500);
    for (const {c, notReady, handle} of pressed) {
      const control = c.find(page);
      const first = await c.done(page, handle);
      testInfo.annotations.push({
        type: 'early press',
        description: `${c.name}: ${first ? 'did its job' : `lost; looked not ready: ${notReady}`}`,
      });
      if (!first) {
        expect(notReady, `${c.name}: a press was lost while it looked ready`).toBe(true);
        expect(await looksNotReady(control), `${c.name}: looks ready once hydrated`).toBe(false);
        const again = (await control.elementHandle())!;
        await press(page, control);
        await expect
          .poll(() => c.done(page, again), {message: `${c.name}: a press after hydration works`, timeout: 20_000})
          .toBe(true);
      }
    }
  });
}
