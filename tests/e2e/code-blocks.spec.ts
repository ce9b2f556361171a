// Code blocks highlighted at build time (issue 36, src/plugins/code-blocks, src/theme/CodeBlock):
// type popups after a client-side navigation, by keyboard (one Tab stop per block, arrow keys within,
// Escape), hover and tap, in the page's language; the dark code colours before any bundle runs; the
// block's tools (copy, Run, Open in playground) and, after Run, every sample's tools and links
// (issue 39 item 1). One load per page per check group.
import type {Locator, Page} from '@playwright/test';
import {expect, markDocument, expectSameDocument, open, test} from './support/fixtures';
import {axeViolations} from './support/axe';
import {switchMode} from './support/colours';

const PRODUCE = 'docs/api/basic/produce/';
// The first `produce` of the page's signature block, as TypeScript prints it for limu 4.1.3.
const PRODUCE_TYPE =
  /^function produce<T = ObjectLike>\(baseState: T, recipe: ProduceCb<T>, options\?: ICreateDraftOptions\): T \(\+1 overload\)$/;
const CJK = /[\u3000-\u9fff\uff00-\uffef]/;

const popupOf = (name: Locator) => name.locator(':scope > .tp');

/** From the intro page, through the navbar's api link and the sidebar, to produce: a client-side navigation. */
async function sidebarToProduce(page: Page, prefix: string) {
  await open(page, `${prefix}docs/intro/`);
  await markDocument(page);
  await page.locator('.navbar__items a.navbar__link', {hasText: /^api$/i}).first().click();
  await expect(page).toHaveURL(new RegExp(`${prefix}docs/api/$`));
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  await sidebar.locator('li:has(> div > a[href$="/docs/api/basic/"]) > div > button').click();
  await sidebar.locator(`a.menu__link[href$="/${PRODUCE}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}${PRODUCE}$`));
  await expectSameDocument(page);
  await expect(page.locator('article h1')).toContainText('produce');
}

/** Tab stops inside each block's code: the <pre> and whatever in it is focusable by Tab. */
async function tabStopsPerBlock(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.theme-code-block pre')).map(
      (pre) =>
        // A link in a closed popup is not rendered, so Tab does not stop on it.
        [pre, ...Array.from(pre.querySelectorAll('a[href],button,input,textarea,select,[tabindex]'))].filter(
          (el) =>
            (el as HTMLElement).tabIndex >= 0 && !(el as HTMLElement).hasAttribute('disabled') && el.checkVisibility(),
        ).length,
    ),
  );
}

for (const {prefix, lang} of [
  {prefix: '/limu/', lang: 'zh-Hans'},
  {prefix: '/limu/en/', lang: 'en'},
] as const) {
  test(`${prefix}: after the sidebar leads from the intro to produce, its type popups open by keyboard, one Tab stop per block`, async ({
    page,
  }) => {
    await sidebarToProduce(page, prefix);
    const names = page.locator('.theme-code-block pre .tw');
    expect(await names.count(), 'names with a type popup after a client-side navigation').toBeGreaterThan(100);

    await test.step('one Tab stop per block: the <pre>; the arrow keys move from name to name', async () => {
      expect(Math.max(...(await tabStopsPerBlock(page)))).toBe(1);
      const pre = page.locator('.theme-code-block pre:has(.tw)').first();
      const first = pre.locator('.tw').first();
      const second = pre.locator('.tw').nth(1);
      await pre.focus();
      await expect(popupOf(first)).toBeHidden();
      await page.keyboard.press('ArrowRight');
      await expect(first).toBeFocused();
      await expect(popupOf(first)).toBeVisible();
      await expect(first).toHaveAttribute('aria-describedby', (await popupOf(first).getAttribute('id'))!);
      await page.keyboard.press('ArrowRight');
      await expect(second).toBeFocused();
      await expect(popupOf(second)).toBeVisible();
      await expect(popupOf(first)).toBeHidden();
      // WCAG 1.4.13: Escape hides it without moving focus; it shows again once the name is left and focused again.
      await page.keyboard.press('Escape');
      await expect(popupOf(second)).toBeHidden();
      await expect(second).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowRight');
      await expect(popupOf(second)).toBeVisible();
      // Tab leaves the block: the next stop is outside its code.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('pre'))).toBe(false);
    });

    await test.step("the popup says the compiler's type, opens under its line and moves nothing; axe clean", async () => {
      const name = page
        .locator('.theme-code-block pre .tw')
        .filter({has: page.locator(':scope > .tp > .ts', {hasText: PRODUCE_TYPE})})
        .first();
      const popup = popupOf(name);
      const before = await page.locator('article').boundingBox();
      await name.locator('xpath=ancestor::pre').focus();
      for (let i = 0; i < 30 && !(await name.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('ArrowRight');
      await expect(popup).toBeVisible();
      await expect(popup.locator('.ts')).toHaveText(PRODUCE_TYPE);
      const nameBox = (await name.boundingBox())!;
      const popupBox = (await popup.boundingBox())!;
      expect(popupBox.y).toBeGreaterThanOrEqual(nameBox.y + nameBox.height - 1);
      expect(popupBox.x + popupBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      expect(await page.locator('article').boundingBox()).toEqual(before);
      expect(await axeViolations(page, {include: ['.theme-code-block:has(.tw:focus)']})).toEqual([]);
    });

    await test.step('hovering a name shows its popup, which stays while the pointer is on it', async () => {
      await page.locator('article h1').click();
      const name = page.locator('.theme-code-block pre .tw').nth(3);
      const popup = popupOf(name);
      await page.mouse.move(0, 0);
      await expect(popup).toBeHidden();
      await name.hover();
      await expect(popup).toBeVisible();
      const box = (await popup.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await expect(popup).toBeVisible();
    });

    if (lang === 'en') {
      await test.step('no Chinese in the popups of an English page; @see links stay in English', async () => {
        const texts = await page.locator('.tp').allTextContents();
        expect(texts.length).toBeGreaterThan(100);
        expect(texts.filter((t) => CJK.test(t))).toEqual([]);
        expect(texts.filter((t) => /tnfe\.github\.io\/limu\/docs|\/limu\/docs\//.test(t))).toEqual([]);
      });
    } else {
      await test.step('@see links of a Chinese page stay in Chinese', async () => {
        const texts = await page.locator('.tp').allTextContents();
        expect(texts.filter((t) => /tnfe\.github\.io|\/limu\/en\//.test(t))).toEqual([]);
      });
    }
  });
}

test("/limu/en/: a popup's @see link is the next Tab stop, keeps the popup open and leads to its anchor", async ({
  page,
}) => {
  await open(page, '/limu/en/docs/api/basic/is-draft/');
  expect(Math.max(...(await tabStopsPerBlock(page)))).toBe(1);
  const name = page
    .locator('.theme-code-block pre .tw')
    .filter({has: page.locator(':scope > .tp a[href$="#isdraft"]')})
    .first();
  const link = popupOf(name).locator('a');
  await expect(link).toHaveAttribute('href', '/limu/en/docs/api/basic/limu-utils/#isdraft');
  // The link, with its popup open, passes axe (contrast included) in both colour modes.
  for (const mode of ['dark', 'light'] as const) {
    await switchMode(page, mode);
    await name.locator('xpath=ancestor::pre').focus();
    for (let i = 0; i < 30 && !(await name.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('ArrowRight');
    await expect(popupOf(name)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await expect(popupOf(name)).toBeVisible();
    expect(await axeViolations(page, {include: ['.theme-code-block:has(.tw:focus-within)']}), mode).toEqual([]);
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/limu\/en\/docs\/api\/basic\/limu-utils\/#isdraft$/);
  await expect(page.locator('h3#isdraft')).toBeInViewport();
});

test(
  '/limu/en/: the TypeScript guide shows each `// ^?` answer and the announced error (not its directive); a tap opens a popup',
  {tag: '@mobile'},
  async ({page}) => {
    await open(page, '/limu/en/docs/guides/typescript/');
    const answer = page.locator('.theme-code-block .tq').first();
    await expect(answer).toBeVisible();
    await expect(answer.locator('xpath=..')).toContainText(/\/\/\s*\^\? \S/);
    await expect(page.locator('.theme-code-block .tl').first()).toContainText(/TS2339: Property '\w+' does not exist/);
    await test.step('the error is drawn, the `// @errors:` directive neither shown nor copied (issue 51)', async () => {
      const block = page.locator('.theme-code-block', {has: page.locator('.tl')}).first();
      // The block's own <pre>, the first: a type popup inside it may show a code block of its own (JSDoc).
      await expect(block.locator('pre').first()).not.toContainText('@errors');
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain('draft.count += 1;');
      expect(copied).not.toContain('@errors');
    });
    const name = page.locator('.theme-code-block pre .tw').first();
    await name.scrollIntoViewIfNeeded();
    await ((page.viewportSize()?.width ?? 1280) < 996 ? name.tap() : name.click());
    await expect(popupOf(name)).toBeVisible();
    const box = (await popupOf(name).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  },
);

test('dark mode: the code has its dark colours before any bundle runs, the same as after hydration', async ({
  browser,
}) => {
  const PAGE = '/limu/en/docs/api/basic/produce/';
  const colours = async (page: Page) =>
    page.evaluate(() => {
      const pre = document.querySelector('.theme-code-block pre')!;
      const tokens = Array.from(document.querySelectorAll('.theme-code-block pre .line span')).slice(0, 80);
      return [getComputedStyle(pre).backgroundColor, ...tokens.map((t) => getComputedStyle(t).color)];
    });
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  const staticPage = await context.newPage();
  // Only the HTML, its CSS and inline scripts: every bundle of the site is blocked.
  await staticPage.route(/\/assets\/js\//, (route) => route.abort());
  await staticPage.goto(PAGE, {waitUntil: 'load'});
  await expect(staticPage.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await staticPage.locator('html').getAttribute('data-has-hydrated')).not.toBe('true');
  const before = await colours(staticPage);
  const hydrated = await context.newPage();
  await open(hydrated, PAGE);
  const after = await colours(hydrated);
  expect(before).toEqual(after);
  // And they are the dark theme's: a dark background, and not the light theme's token colours.
  const light = await browser.newPage();
  await open(light, PAGE);
  const lightColours = await colours(light);
  expect(after[0]).not.toEqual(lightColours[0]);
  expect(after.slice(1).filter((c, i) => c !== lightColours[i + 1]).length).toBeGreaterThan(20);
  await Promise.all([context.close(), light.close()]);
});

test.describe('at 390 px', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('/limu/en/: no Chinese in popups; after Run a sample keeps its tools; every "Open in playground" opens its own sample\'s code', async ({
    page,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/limu/en/docs/api/basic/create-draft/');
    const links = page.getByTestId('open-playground');
    const count = await links.count();
    expect(count).toBeGreaterThan(2);
    // Each sample's code as the page shows it (popups are hidden, so not in innerText).
    const codes = await links.evaluateAll((els) =>
      els.map((a) => {
        let el: Element | null = a;
        while (el && !el.querySelector('pre')) el = el.parentElement;
        return (el!.querySelector('pre') as HTMLElement).innerText.replace(/\n$/, '');
      }),
    );

    await test.step("no Chinese in the popups of an English page (limu's doc comments are Chinese)", async () => {
      const texts = await page.locator('.theme-code-block .tp').allTextContents();
      expect(texts.length).toBeGreaterThan(20);
      expect(texts.filter((t) => CJK.test(t))).toEqual([]);
    });

    await test.step('Run the first sample: its tools stay, and take the edited code', async () => {
      await page.getByTestId('run-sample').first().click();
      const sample = page.locator('[data-runnable-status]').first();
      await expect(sample).toHaveAttribute('data-runnable-status', 'done', {timeout: 30_000});
      await expect(sample.locator('[data-check=differs]')).toHaveCount(0);
      expect(await links.count(), 'no sample lost its Open in playground link').toBe(count);
      await sample.locator('textarea').press('End');
      await sample.locator('textarea').press('Control+End');
      await sample.locator('textarea').pressSequentially('\n// edited');
      await sample.locator('xpath=..').getByRole('button', {name: 'Copy code to clipboard'}).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${codes[0]}\n// edited`);
      await expect(links.first()).toHaveAttribute('href', /#.+/);
      codes[0] = `${codes[0]}\n// edited`;
    });

    // Each link opens in a tab of its own (Ctrl+click), so the page keeps its run sample and edits.
    for (let i = 0; i < count; i++) {
      await test.step(`"Open in playground" of sample ${i + 1} opens sample ${i + 1}`, async () => {
        const link = links.nth(i);
        await link.scrollIntoViewIfNeeded();
        const [tab] = await Promise.all([
          page.context().waitForEvent('page'),
          link.click({modifiers: ['ControlOrMeta']}),
        ]);
        await expect(tab).toHaveURL(/\/playground\/#/);
        await expect(tab.locator('textarea').first()).toHaveValue(codes[i], {timeout: 30_000});
        await tab.close();
      });
    }
  });
});
