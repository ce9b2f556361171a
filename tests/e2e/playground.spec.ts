import type {Page} from '@playwright/test';
import {expect, test} from './support/fixtures';

// /playground: share links carry the code in the hash; bad links give a notice and an empty
// playground. Share runs in en, the bad links in zh-Hans; the Share test also reads the English notice.
// "Open in playground" under a doc sample and on the home demos: tests/e2e/inspector.spec.ts, on the
// pages it already opens.
const editor = (page: Page) => page.getByTestId('inspector').locator('textarea');

const ZH = {path: '/limu/playground/', bad: '无法解析'};
const EN = {path: '/limu/en/playground/', bad: 'cannot be read'};

test(`${EN.path}: Share puts the code in the link, and the link brings it back`, async ({page, context}) => {
  await page.goto(EN.path);
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
  await test.step("immer's errors read in full, as the doc tests see them in Node (issue 51)", async () => {
    await page.getByRole('radio', {name: 'immer'}).check();
    await editor(page).fill("import { current } from 'immer';\ncurrent({ a: 1 });");
    await page.getByRole('button', {name: 'Inspect', exact: true}).click();
    await expect(page.getByTestId('inspector-panel-immer').getByRole('alert')).toContainText(
      "[Immer] 'current' expects a draft",
    );
  });
  await test.step('a bad link gives the English notice (the bad links are the zh-Hans test)', async () => {
    // A link that decodes but is no share; `#code=%%%` on an open page is bad-input.spec.ts's test, a
    // direct load of it the zh-Hans test's.
    await other.goto(`${EN.path}#code=_w`);
    await expect(other.getByTestId('playground-bad-link')).toContainText(EN.bad);
    await expect(editor(other)).toHaveValue('');
  });
});

test(`${ZH.path}: a link that does not decode shows a notice and an empty playground`, async ({page}) => {
  for (const hash of ['#code=%%%', '#code=_w', '#lib=limu', '#lib=<img src=x onerror="window.__xss=1">&code=YQ']) {
    await page.goto(`${ZH.path}${hash}`);
    const notice = page.getByTestId('playground-bad-link');
    await expect(notice, hash).toContainText(ZH.bad);
    await expect(editor(page), hash).toHaveValue('');
    await expect(page.locator('main img'), `${hash}: markup shown as text`).toHaveCount(0);
  }
  await expect(page.getByTestId('playground-bad-link')).toContainText('<img src=x onerror="window.__xss=1">');
  expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
});

// Issue 51.6: the page reads in Chinese, and an edit is never lost to the language menu or Back: the
// code goes into the address as the reader types, and the language menu keeps the hash.
test(`${ZH.path}: a Chinese title; the reader's code is kept in the address as they type, through a language switch and Back`, async ({
  page,
}) => {
  await page.goto(ZH.path);
  await expect(page).toHaveTitle('演练场 | limu');
  await expect(page.locator('h1')).toHaveText('演练场');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^在浏览器里运行/);
  await expect(page.getByTestId('inspector')).toHaveAttribute('data-inspector-status', 'done', {timeout: 20_000});
  const code =
    "import { produce } from 'limu';\nconst next = produce({ kept: 1 }, (d) => { d.kept = 2; });\n// 改过的代码";
  await editor(page).fill(code);
  await expect(page).toHaveURL(/#lib=limu&code=/);
  const english = page.locator('nav.navbar a[lang="en"]');
  await expect(english).toHaveAttribute('href', /\/limu\/en\/playground\/#lib=limu&code=/);
  await page
    .locator('nav.navbar .dropdown')
    .filter({has: page.locator('a[lang="en"]')})
    .hover();
  await english.click();
  await expect(page).toHaveURL(/\/limu\/en\/playground\/#lib=limu&code=/);
  await expect(page.locator('h1')).toHaveText('Playground');
  await expect(editor(page)).toHaveValue(code);
  await page.goBack();
  await expect(page).toHaveURL(/\/limu\/playground\/#lib=limu&code=/);
  await expect(editor(page)).toHaveValue(code);
});
