import type {Locator, Page} from '@playwright/test';
import {expect, hydrated, test} from './support/fixtures';
import {axeViolations} from './support/axe';
import {switchMode} from './support/colours';
import {INSPECTOR_RECIPES} from '../fixtures/inspector-recipes';
import {expectedLabels, runDirect, type Library} from '../fixtures/inspector-expected';
import {INSPECT_LIBRARIES} from '../../src/lib/inspector/libraries';

// The structural-sharing inspector (src/components/Inspector) in the page: its labels equal those
// computed here in Node by identity (tests/fixtures/inspector-expected.ts), for every recipe and
// library; the Inspect affordance of marked samples; keyboard, axe, reduced motion.
// Each behaviour runs once, in one locale; the other locale's texts are read where its page is already
// open: zh-Hans has the doc sample's keyboard, the pitfall and axe; en the home demo and the library switch.
const LIBRARIES: readonly Library[] = INSPECT_LIBRARIES;

const shareHash = (code: string, lib: string) => `#lib=${lib}&code=${Buffer.from(code, 'utf8').toString('base64url')}`;

/** path → labels of every object node shown in one tree. */
async function shownLabels(tree: Locator): Promise<Record<string, string>> {
  return Object.fromEntries(
    await tree
      .locator('li[data-labels]')
      .evaluateAll((items) =>
        items.map((li) => [li.getAttribute('data-path')!, li.getAttribute('data-labels')!] as const),
      ),
  );
}

// One load of the playground: each next recipe is a new share link in the address bar (the page reads
// the hash again on hashchange and mounts a new inspector), as a reader pasting links does.
test('every recipe: the labels on the page equal identity comparison in Node, for each library', async ({page}) => {
  test.setTimeout(180_000);
  for (const [i, recipe] of INSPECTOR_RECIPES.entries()) {
    const url = `/limu/en/playground/${shareHash(recipe.code, 'all')}`;
    if (i === 0) await page.goto(url);
    else {
      // The inspector of the previous recipe is marked, so that only the new one's result is read.
      await page.getByTestId('inspector').evaluate((el) => el.setAttribute('data-e2e-previous', ''));
      await page.evaluate((hash) => (window.location.hash = hash), shareHash(recipe.code, 'all'));
    }
    const inspector = page.locator('[data-testid="inspector"]:not([data-e2e-previous])');
    await expect(inspector, recipe.id).toHaveAttribute('data-inspector-status', 'done', {timeout: 20_000});
    for (const lib of LIBRARIES) {
      const [base, result] = await runDirect(recipe.code, lib);
      const panel = inspector.getByTestId(`inspector-panel-${lib}`);
      expect(await shownLabels(panel.getByTestId(`tree-result-${lib}`)), `${recipe.id} · ${lib} · result`).toEqual(
        expectedLabels(result, base, 'result'),
      );
      expect(await shownLabels(panel.getByTestId(`tree-base-${lib}`)), `${recipe.id} · ${lib} · base`).toEqual(
        expectedLabels(base, result, 'base'),
      );
    }
  }
});

const HOW_IT_WORKS = [
  {path: '/limu/docs/guides/how-it-works/', inspect: '查看结构共享', label: '共享', run: '查看结构'},
  {path: '/limu/en/docs/guides/how-it-works/', inspect: 'Inspect structural sharing', label: 'shared', run: 'Inspect'},
] as const;

/** Opens the inspector of the guide's one marked sample and checks what it shows, in the page's words. */
async function inspectGuideSample(page: Page, l: (typeof HOW_IT_WORKS)[number]) {
  await page.goto(l.path);
  await hydrated(page);
  const button = page.getByRole('button', {name: l.inspect});
  await expect(button, 'one sample of the page is marked').toHaveCount(1);
  await button.click();
  const inspector = page.getByTestId('inspector');
  await expect(inspector).toHaveAttribute('data-inspector-status', 'done', {timeout: 20_000});
  // The guide's sample: only todos[0] changed, so user and settings are shared with the base.
  const result = inspector.getByTestId('tree-result-limu');
  await expect(result.locator('li[data-path="result.user"]')).toHaveAttribute('data-labels', 'shared');
  await expect(result.locator('li[data-path="result.todos.0"]')).toHaveAttribute('data-labels', 'new');
  await expect(result.locator('li[data-path="result.user"] > :is(span, details) ').first()).toBeVisible();
  await expect(result.locator('li[data-path="result.user"]')).toContainText(l.label);
  await expect(inspector.getByTestId('inspector-ops')).toContainText('set todos.0.done true');
  return {inspector, result};
}

test(`${HOW_IT_WORKS[0].path}: a marked sample opens the inspector in place, with text labels, by keyboard`, async ({
  page,
}) => {
  const l = HOW_IT_WORKS[0];
  const {inspector, result} = await inspectGuideSample(page, l);
  // Keyboard: focus went to the inspector's own button; a tree node toggles with Enter.
  await expect(inspector.getByRole('button', {name: l.run, exact: true})).toBeFocused();
  const summary = result.locator('li[data-path="result.todos"] > details > summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(result.locator('li[data-path="result.todos"] > details')).not.toHaveAttribute('open', '');
});

// The keyboard is the zh-Hans test's; here the English labels, and the sample's playground link.
test(`${HOW_IT_WORKS[1].path}: a marked sample opens the inspector in place, with English labels; "Open in playground" opens that sample`, async ({
  page,
}) => {
  const l = HOW_IT_WORKS[1];
  const {inspector} = await test.step('the inspector in place, in English', () => inspectGuideSample(page, l));
  await expect(inspector.getByRole('button', {name: l.run, exact: true})).toBeVisible();
  await test.step('"Open in playground" under a doc sample opens that sample', async () => {
    const link = page.getByTestId('open-playground').first();
    await expect(link).toHaveAttribute('href', /^\/limu\/en\/playground\/#lib=limu&code=/);
    await link.click();
    await expect(page).toHaveURL(/\/limu\/en\/playground\/#lib=limu&code=/);
    await expect(page.getByTestId('inspector').locator('textarea')).toHaveValue(
      /import \{ createDraft, finishDraft, isDraft, original \} from 'limu';/,
    );
  });
});

test('the library switch reruns the sample: immer freezes, limu and mutative do not', async ({page}) => {
  const recipe = INSPECTOR_RECIPES.find((r) => r.id === 'object-field')!;
  await page.goto(`/limu/en/playground/${shareHash(recipe.code, 'limu')}`);
  const inspector = page.getByTestId('inspector');
  await expect(inspector).toHaveAttribute('data-inspector-status', 'done', {timeout: 20_000});
  await expect(inspector.locator('li[data-path="result"]').first()).toHaveAttribute('data-labels', 'new');
  await page.getByRole('radio', {name: 'immer'}).check();
  await expect(page.getByTestId('inspector-panel-immer')).toHaveAttribute('data-status', 'done', {timeout: 20_000});
  await expect(inspector.locator('li[data-path="result"]').first()).toHaveAttribute('data-labels', 'new frozen');
  await expect(page.getByTestId('inspector-panel-immer').getByRole('heading')).toHaveText('immer 11.2.10');
});

test('a pitfall shows as a revoked draft, in text; axe in light and dark mode, no animation with reduced motion', async ({
  page,
}) => {
  await page.emulateMedia({reducedMotion: 'reduce'});
  const recipe = INSPECTOR_RECIPES.find((r) => r.id === 'filter-leak')!;
  await page.goto(`/limu/playground/${shareHash(recipe.code, 'all')}`);
  await expect(page.getByTestId('inspector')).toHaveAttribute('data-inspector-status', 'done', {timeout: 20_000});
  await test.step('a pitfall shows as a revoked draft, in text', async () => {
    const item = page.getByTestId('tree-result-limu').locator('li[data-path="result.todos.0"]');
    await expect(item).toHaveAttribute('data-labels', 'revoked');
    await expect(item).toContainText('已撤销的草稿');
  });
  for (const colorScheme of ['light', 'dark'] as const) {
    await test.step(`axe: the inspector with results (${colorScheme}), no animation with reduced motion`, async () => {
      if (colorScheme === 'dark') await switchMode(page, 'dark');
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      expect(await axeViolations(page, {include: ['[data-testid="inspector"]']}), colorScheme).toEqual([]);
      expect(await page.evaluate(() => document.getAnimations().length), colorScheme).toBe(0);
    });
  }
});

// Run is the zh-Hans home test's (tests/e2e/runnable.spec.ts); the Inspect label in zh-Hans is the
// how-it-works test's. Here the English home page, where the demo's edit is shared by Run and Inspect.
test('/limu/en/: the home demo has one code: Run and Inspect act on the edit, and a tab keeps it; the demos link to the playground', async ({
  page,
}) => {
  const l = {path: '/limu/en/', inspect: 'Inspect structural sharing', run: 'Run', other: 'createDraft / finishDraft'};
  await page.goto(l.path);
  await hydrated(page);
  await page.getByRole('tablist').scrollIntoViewIfNeeded();
  const panel = page.getByRole('tabpanel');
  const editor = panel.locator('textarea');
  await expect(editor).toBeVisible();
  await test.step('the demo keeps its Open in playground and Inspect affordances', async () => {
    await expect(panel.getByTestId('open-playground')).toHaveAttribute('href', /#lib=limu&code=/);
    await expect(panel.getByTestId('inspect-sample')).toHaveAccessibleName(l.inspect);
  });
  const edited = (await editor.inputValue())
    .replace("name: 'limu'", "name: 'typed-by-reader'")
    .replace("draft.user.name = 'lemon'", "draft.user.name = 'also-typed'");
  expect(edited, 'the produce demo holds the names this test edits').toContain('typed-by-reader');
  await test.step('Run and Inspect act on the edit', async () => {
    await editor.fill(edited);
    await panel.getByRole('button', {name: l.run, exact: true}).click();
    await expect(panel.locator('[data-runnable-status]')).toHaveAttribute('data-runnable-status', 'done');
    await expect(panel.getByTestId('run-output')).toContainText("name: 'also-typed'");

    await panel.getByRole('button', {name: l.inspect}).click();
    const inspector = panel.getByTestId('inspector');
    await expect(inspector).toHaveAttribute('data-inspector-status', 'done', {timeout: 20_000});
    // One editor on screen: the inspector shows the trees of the code above, not a copy of the original.
    await expect(panel.locator('textarea')).toHaveCount(1);
    await expect(inspector.getByTestId('tree-base-limu')).toContainText('typed-by-reader');
    await expect(inspector.getByTestId('tree-result-limu')).toContainText('also-typed');
    await expect(inspector).not.toContainText("'lemon'");
    // The edit keeps the demo's structure: meta is untouched, so shared with the base.
    await expect(inspector.getByTestId('tree-result-limu').locator('li[data-path="result.meta"]')).toHaveAttribute(
      'data-labels',
      'shared',
    );
  });
  await test.step('another tab and back: the edit is still in the editor', async () => {
    const tabs = page.getByRole('tablist');
    await tabs.getByRole('tab', {name: l.other}).click();
    await expect(page.getByRole('tabpanel').locator('textarea')).not.toHaveValue(edited);
    await tabs.getByRole('tab', {name: 'produce', exact: true}).click();
    await expect(page.getByRole('tabpanel').locator('textarea')).toHaveValue(edited);
  });
});
