// Issue 26: compiler-made types on the TypeScript blocks (src/plugins/types, src/components/TypeInfo).
// A name with a type is focusable; focus or hover shows its popup (CSS, no layout shift), read by a
// screen reader through aria-describedby; Escape hides it; a tap shows it on a phone. Both locales,
// both colour modes, axe clean. What a popup says is checked against the compiler by
// tests/build/types.test.ts; here, that the reader can reach it. Keyboard, Escape and axe run once
// per colour mode: zh-Hans light (with hover), en dark (with copy, Run, playground); a tap once, in en.
import type {Locator, Page} from '@playwright/test';
import {codeBlocksReady, expect, isMobileWidth, open, test} from './support/fixtures';
import {axeViolations} from './support/axe';

// The produce API page opens with the signature block: its first name is the imported GenNewStateCb.
const LOCALES = [
  {prefix: '/limu/', label: '类型'},
  {prefix: '/limu/en/', label: 'type'},
] as const;
const [ZH_L, EN_L] = LOCALES;
type Mode = 'light' | 'dark';
const PAGE = 'docs/api/basic/produce/';
// The first `produce` of the signature: its quick info, as TypeScript prints it for limu 4.1.3.
const PRODUCE =
  /^function produce<T = ObjectLike>\(baseState: T, recipe: ProduceCb<T>, options\?: ICreateDraftOptions\): T \(\+1 overload\)$/;

const names = (page: Page) => page.locator('.theme-code-block [data-type-name]');
const produceName = (page: Page) =>
  names(page)
    .filter({hasText: /^produce/})
    .first();
const popupOf = (name: Locator) => name.locator('> [role=tooltip]');

async function openIn(page: Page, path: string, mode: Mode) {
  await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
  await open(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await codeBlocksReady(page);
}

/** Focuses the code block holding `target` (its <pre> is focusable), then tabs until `target` has focus. */
async function tabTo(page: Page, target: Locator, max = 30) {
  await target.locator('xpath=ancestor::pre').focus();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('the name never got the keyboard focus');
}

/** Keyboard: the name gets focus, its popup shows, says its type, is axe clean in `mode`; Escape hides it. */
async function keyboardShowsType(page: Page, l: (typeof LOCALES)[number], mode: Mode) {
  const name = produceName(page);
  const popup = popupOf(name);
  await expect(popup).toBeHidden();
  const before = await page.locator('article').boundingBox();
  await tabTo(page, name);
  await expect(popup).toBeVisible();
  await expect(popup).toHaveAttribute('role', 'tooltip');
  // Read by a screen reader: the focused name is described by its popup.
  const id = await popup.getAttribute('id');
  await expect(name).toHaveAttribute('aria-describedby', id!);
  await expect(popup.locator('span').first()).toHaveText(l.label, {ignoreCase: true});
  await expect(popup.locator('span').nth(1)).toHaveText(PRODUCE);
  // The popup opens under the name's line, inside the viewport, and shifts nothing.
  const nameBox = (await name.boundingBox())!;
  const popupBox = (await popup.boundingBox())!;
  expect(popupBox.y).toBeGreaterThanOrEqual(nameBox.y + nameBox.height - 1);
  expect(popupBox.x + popupBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await page.locator('article').boundingBox()).toEqual(before);
  // Legible: the popup's text against its own background.
  const colours = await popup.evaluate((el) => {
    const s = getComputedStyle(el);
    return [s.color, s.backgroundColor];
  });
  expect(colours[0]).not.toBe(colours[1]);
  // axe on the block with its popup open (the crawl runs axe on every whole page, popups closed).
  expect(
    await axeViolations(page, {include: ['.theme-code-block:has([data-type-name]:focus)']}),
    `${mode} mode`,
  ).toEqual([]);
  // WCAG 1.4.13: dismissable without moving focus, and back once the name is left and focused again.
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(name).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(popup).toBeVisible();
}

test(`${ZH_L.prefix} light: a name reached by keyboard shows its type; Escape hides it; nothing moves; hover shows it too`, async ({
  page,
}) => {
  await openIn(page, `${ZH_L.prefix}${PAGE}`, 'light');
  await test.step('keyboard, Escape, axe (light)', () => keyboardShowsType(page, ZH_L, 'light'));
  await test.step('hovering a name shows its popup, which stays while the pointer is on it', async () => {
    // Off the name and its focus first: the hover alone must show the popup.
    await page.locator('article h1').click();
    const name = produceName(page);
    const popup = popupOf(name);
    await page.mouse.move(0, 0);
    await expect(popup).toBeHidden();
    await name.hover();
    await expect(popup).toBeVisible();
    const box = (await popup.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await page.mouse.move(0, 0);
    await name.hover();
    await expect(popup).toBeVisible();
  });
});

test(`${EN_L.prefix} dark: a name reached by keyboard shows its type; Escape hides it; nothing moves; copy, Open in playground and Run still work`, async ({
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openIn(page, `${EN_L.prefix}${PAGE}`, 'dark');
  await test.step('keyboard, Escape, axe (dark)', () => keyboardShowsType(page, EN_L, 'dark'));
  await test.step('copy, Open in playground and Run still work on a block with types', async () => {
    const typed = page.locator('.theme-code-block:has([data-type-name])');
    // The signature block, the examples under it: every TypeScript block of the page has types.
    expect(await typed.count()).toBeGreaterThan(3);
    const runnable = page
      .locator('div:has(> [data-testid=run-sample])')
      .filter({has: page.locator('[data-type-name]')})
      .first();
    const block = runnable.locator('.theme-code-block');
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('produce(');
    expect(copied, 'no popup text in the copied code').not.toMatch(/overload|\(alias\)/);
    await expect(runnable.getByTestId('open-playground')).toHaveAttribute('href', /\/playground\/#/);
    await runnable.getByTestId('run-sample').click();
    const sample = page.locator('[data-runnable-status]').first();
    await expect(sample).toHaveAttribute('data-runnable-status', 'done', {timeout: 30_000});
  });
});

test(`${EN_L.prefix}: on a phone, a tap on a name shows its type`, {tag: '@mobile'}, async ({page}) => {
  await openIn(page, `${EN_L.prefix}${PAGE}`, 'light');
  const name = produceName(page);
  await name.scrollIntoViewIfNeeded();
  await (isMobileWidth(page) ? name.tap() : name.click());
  const popup = popupOf(name);
  await expect(popup).toBeVisible();
  await expect(popup.locator('span').nth(1)).toHaveText(PRODUCE);
  const box = (await popup.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
});
