import {expect, test, type Page} from '@playwright/test';
import {hydrated} from './support/fixtures';

// /playground: share links carry the code in the hash; bad links give a notice and an empty
// playground; "Open in playground" under a doc sample carries that sample.
function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const editor = (page: Page) => page.getByTestId('inspector').locator('textarea');

for (const l of [
  {path: '/limu/playground/', share: '分享', bad: '无法解析'},
  {path: '/limu/en/playground/', share: 'Share', bad: 'cannot be read'},
] as const) {
  test(`${l.path}: Share puts the code in the link, and the link brings it back`, async ({page, context}) => {
    const errors = trackErrors(page);
    await page.goto(l.path);
    await expect(page.locator('h1')).toHaveText('Playground');
    await expect(page.getByTestId('inspector')).toHaveAttribute('data-inspector-status', 'done', {timeout: 20_000});
    const code =
      "import { produce } from 'limu';\nconst next = produce({ a: { n: 1 }, b: {} }, (d) => { d.a.n = 2; });\n// 中文 & <b>";
    await editor(page).fill(code);
    await page.getByRole('radio', {name: 'mutative'}).check();
    await page.getByTestId('playground-share').click();
    await expect(page.getByTestId('playground-share-note')).not.toBeEmpty();
    const url = page.url();
    expect(url).toContain('#lib=mutative&code=');

    const other = await context.newPage();
    await other.goto(url);
    await expect(editor(other)).toHaveValue(code);
    await expect(other.getByRole('radio', {name: 'mutative'})).toBeChecked();
    await expect(other.getByTestId('tree-result-mutative').locator('li[data-path="result.b"]')).toHaveAttribute(
      'data-labels',
      'shared',
      {timeout: 20_000},
    );
    expect(errors).toEqual([]);
  });

  test(`${l.path}: a link that does not decode shows a notice and an empty playground`, async ({page}) => {
    const errors = trackErrors(page);
    for (const hash of ['#code=%%%', '#code=_w', '#lib=limu', '#lib=<img src=x onerror="window.__xss=1">&code=YQ']) {
      await page.goto(`${l.path}${hash}`);
      const notice = page.getByTestId('playground-bad-link');
      await expect(notice, hash).toContainText(l.bad);
      await expect(editor(page), hash).toHaveValue('');
      await expect(page.locator('main img'), `${hash}: markup shown as text`).toHaveCount(0);
    }
    await expect(page.getByTestId('playground-bad-link')).toContainText('<img src=x onerror="window.__xss=1">');
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
    expect(errors).toEqual([]);
  });
}

test('"Open in playground" under a doc sample opens that sample', async ({page}) => {
  await page.goto('/limu/en/docs/guides/how-it-works/');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const link = page.getByTestId('open-playground').first();
  await expect(link).toHaveAttribute('href', /^\/limu\/en\/playground\/#lib=limu&code=/);
  await link.click();
  await expect(page).toHaveURL(/\/limu\/en\/playground\/#lib=limu&code=/);
  await expect(editor(page)).toHaveValue(/import \{ createDraft, finishDraft, isDraft, original \} from 'limu';/);
});

test('the home page demos keep their Inspect and Open in playground affordances', async ({page}) => {
  await page.goto('/limu/en/');
  await hydrated(page);
  await page.getByRole('tablist').scrollIntoViewIfNeeded();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByTestId('open-playground')).toHaveAttribute('href', /#lib=limu&code=/);
  await panel.getByTestId('inspect-sample').click();
  await expect(panel.getByTestId('tree-result-limu').locator('li[data-path="result.meta"]')).toHaveAttribute(
    'data-labels',
    'shared',
    {timeout: 20_000},
  );
});
