// The behaviour matrix page (issue 13): the tables come with the HTML and hydrate without loading
// the probe results as JavaScript; a client-side navigation (from the pitfalls page's row links)
// loads them on demand and lands on the row.
import {expect, hydrated, markDocument, expectSameDocument, open, test} from './support/fixtures';

const LOCALES = [
  {docs: '/limu/docs/guides/', differs: '不同'},
  {docs: '/limu/en/docs/guides/', differs: 'differs'},
] as const;
// A probe id whose text appears only in the results (row ids are also in the HTML, never in page JS).
const ROW = 'array-objects-pop';

for (const locale of LOCALES) {
  test.describe(locale.docs, () => {
    test('a direct load shows the tables and fetches no probe results as JavaScript', async ({page}) => {
      const scripts: Promise<string>[] = [];
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
      });
      await open(page, `${locale.docs}behaviour/`);
      const row = page.locator(`tr#${ROW}`);
      await expect(row).toBeVisible();
      await expect(row.locator('td').nth(1)).toContainText(locale.differs);
      expect(await page.locator('tbody tr').count()).toBeGreaterThanOrEqual(80);
      // Still there after hydration: React kept the server's markup.
      await expect(row).toBeVisible();
      const bodies = await Promise.all(scripts);
      expect(bodies.length).toBeGreaterThan(0);
      expect(bodies.filter((b) => b.includes(`"${ROW}"`)).length, 'a script carries the probe results').toBe(0);
    });

    test('a pitfalls link to a row renders the table after a client-side navigation', async ({page}) => {
      await open(page, `${locale.docs}pitfalls/`);
      await markDocument(page);
      await page.locator(`article a[href$="#${ROW}"]`).first().click();
      await expectSameDocument(page);
      await hydrated(page);
      const row = page.locator(`tr#${ROW}`);
      await expect(row).toBeVisible();
      await expect(row).toBeInViewport();
      await expect(row.locator('td').nth(1)).toContainText(locale.differs);
      await row.locator('summary').click();
      await expect(row.locator('pre')).toContainText('pop()');
    });
  });
}
