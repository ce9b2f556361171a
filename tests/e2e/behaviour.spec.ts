// The behaviour matrix page (issue 13): the tables come with the HTML and hydrate without loading
// the probe results as JavaScript; a client-side navigation (from the pitfalls page's row links)
// loads them on demand and lands on the row. Each behaviour runs once, the locales alternating; each
// locale's direct-load test also reads that locale's texts (differs, the filter, the column names).
import type {Page} from '@playwright/test';
import {
  DESKTOP_VIEWPORT,
  expect,
  hydrated,
  markDocument,
  navbarPlace,
  expectSameDocument,
  open,
  resize,
  test,
} from './support/fixtures';
import {axeViolations} from './support/axe';
import behaviourData from '../../src/data/behaviour.json';
import exploreData from '../../src/data/explore.json';
import {LIBS, type BehaviourData, type Cell} from '../../src/data/behaviour.types';
import type {ExploreSummaryData} from '../../src/data/explore.types';

// A probe id whose text appears only in the results (row ids are also in the HTML, never in page JS).
const ROW = 'array-objects-pop';

// Issue 27: a readable matrix. The expected counts come from the data the page is generated from.
const DATA = behaviourData as BehaviourData;
const EXPLORE = exploreData as unknown as ExploreSummaryData;
const LIMU_DIFFERS = DATA.rows.filter((r) => r.limu.status !== 'same' || (!r.limu.baseKept && !r.changesBase));
const outcome = (c: Cell) => `${c.status} ${c.got ?? ''} ${c.baseKept}`;
const DISAGREE = DATA.rows.filter((r) => new Set([r.limu, r.immer, r.mutative].map(outcome)).size > 1);
const [ZH, EN] = [
  {
    docs: '/limu/docs/guides/',
    differs: '不同',
    limu: 'limu 不符合期望',
    notExpected: /不符合期望 (\d+)/,
    counted: '“不符合期望”指结果不同、抛错，或结果相同但改动了 base',
    disagree: '三个库结果不一致',
    all: `显示全部 ${DATA.rows.length} 行`,
    count: (n: number) => `显示 ${n} 行，共 ${DATA.rows.length} 行`,
    lang: 'zh' as const,
  },
  {
    docs: '/limu/en/docs/guides/',
    differs: 'differs',
    limu: 'where limu is not as expected',
    notExpected: /not as expected (\d+)/,
    counted: '"not as expected" means a different result, an error, or the expected result with the base changed',
    disagree: 'where the three libraries disagree',
    all: `Showing all ${DATA.rows.length} rows`,
    count: (n: number) => `Showing ${n} of ${DATA.rows.length} rows`,
    lang: 'en' as const,
  },
] as const;
const GROUPS = new Map(DATA.groups.map((g) => [g.id, g]));
/** What a link to a row shows: its group and title as the matrix shows them (issue 51.4). */
const rowTitle = (id: string, lang: 'zh' | 'en') => {
  const row = DATA.rows.find((r) => r.id === id)!;
  const group = GROUPS.get(row.group)!;
  return lang === 'zh' ? `${group.zh}：${row.zh}` : `${group.en}: ${row.en}`;
};

/** Every link to a matrix row on the page shows the row's group and title, never its probe id. */
async function rowLinksShowTitles(page: Page, lang: 'zh' | 'en') {
  const links = await page
    .locator('article a[href*="/behaviour/#"]')
    .evaluateAll((as) => as.map((a) => [a.getAttribute('href')!.split('#')[1]!, a.textContent!.trim()]));
  const rows = links.filter(([id]) => DATA.rows.some((r) => r.id === id));
  expect(rows.length, 'links to matrix rows').toBeGreaterThanOrEqual(30);
  for (const [id, text] of rows) expect(text, `the link to #${id}`).toBe(rowTitle(id!, lang));
}

/**
 * The row a link leads to is fully in view below the navbar and its table's sticky header row (which
 * a phone, drawing each row as a card, does not show), once the scroll and the navbar's slide end.
 */
async function expectRowBelowHeader(page: Page, id: string) {
  await expect
    .poll(
      () =>
        page.evaluate((rowId) => {
          const row = document.getElementById(rowId)!.getBoundingClientRect();
          const navbar = document.querySelector('nav.navbar')!.getBoundingClientRect();
          const head = document.getElementById(rowId)!.closest('table')!.tHead!.getBoundingClientRect();
          // The navbar's full height even while it is hidden: it comes back as soon as the reader scrolls up.
          const cover = Math.max(navbar.height, navbar.bottom, head.height > 2 ? head.bottom : 0);
          return row.top >= cover - 1 && row.bottom <= window.innerHeight
            ? 'in view'
            : `row ${Math.round(row.top)}..${Math.round(row.bottom)}, covered down to ${Math.round(cover)}, viewport ${window.innerHeight}`;
        }, id),
      {message: `#${id} below the navbar and the header row`},
    )
    .toBe('in view');
}

const visibleRowIds = (page: Page) =>
  page
    .locator('table[data-group] tbody tr')
    .evaluateAll((rows) => rows.filter((r) => (r as HTMLElement).checkVisibility()).map((r) => r.id));

/**
 * The summary's count of rows where limu is not as expected, the filter's count beside its choice and
 * the rows it shows are one number, that of the data (issue 51.4), and the page says what it counts.
 */
async function countsAgree(page: Page, t: typeof ZH | typeof EN) {
  await expect(page.getByText(t.counted)).toBeVisible();
  const summary = page
    .locator('article li')
    .filter({hasText: `limu ${DATA.versions.limu}`})
    .first();
  const inSummary = Number(t.notExpected.exec((await summary.textContent()) ?? '')?.[1]);
  const form = page.locator('form[data-matrix-filter]');
  const radio = form.getByRole('radio', {name: new RegExp(t.limu)});
  const label = await radio.evaluate((r) => r.closest('label')!.textContent ?? '');
  const inFilter = Number(/\((\d+)\)\s*$/.exec(label)?.[1]);
  await radio.check();
  await expect(form.getByRole('status')).toHaveText(t.count(LIMU_DIFFERS.length));
  expect([inSummary, inFilter, (await visibleRowIds(page)).length]).toEqual([
    LIMU_DIFFERS.length,
    LIMU_DIFFERS.length,
    LIMU_DIFFERS.length,
  ]);
  await form.getByRole('radio').first().check();
  await expect(form.getByRole('status')).toHaveText(t.all);
}

/** Loads the matrix, recording every script body the page receives. */
async function openMatrix(page: Page, t: typeof ZH | typeof EN) {
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
  });
  await open(page, `${t.docs}behaviour/`);
  return scripts;
}

/** The tables come with the HTML (in the locale's words), and no script carries the probe results. */
async function directLoad(page: Page, t: typeof ZH | typeof EN, scripts: Promise<string>[]) {
  const row = page.locator(`tr#${ROW}`);
  await expect(row).toBeVisible();
  await expect(row.locator('td').nth(1)).toContainText(t.differs);
  expect(await page.locator('tbody tr').count()).toBeGreaterThanOrEqual(80);
  // Still there after hydration: React kept the server's markup.
  await expect(row).toBeVisible();
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((b) => b.includes(`"${ROW}"`)).length, 'a script carries the probe results').toBe(0);
}

/** The rows where limu differs, each with its link to the locale's pitfalls section. */
async function pitfallLinks(page: Page, t: typeof ZH | typeof EN) {
  const links = page.locator('table[data-group] tbody tr a[href*="/pitfalls/#"]');
  const rows = await links.evaluateAll((as) => as.map((a) => [a.closest('tr')!.id, a.getAttribute('href')!]));
  expect(rows.map(([id]) => id)).toEqual(LIMU_DIFFERS.map((r) => r.id));
  for (const [id, href] of rows)
    expect(href, `${id}: a link of this locale`).toMatch(new RegExp(`^${t.docs}pitfalls/#`));
  return {links, rows};
}

/** The column names each cell shows below 700 px (a ::before label; the table has no header row there). */
async function cardLabels(page: Page, t: typeof ZH | typeof EN) {
  const labels = await page
    .locator(`tr#${ROW}`)
    .locator('td')
    .evaluateAll((cells) => cells.map((c) => getComputedStyle(c, '::before').content));
  expect(labels).toEqual(
    [
      t.lang === 'zh' ? '期望（普通对象上直接修改的结果）' : 'Expected (the same change on a plain copy)',
      ...LIBS.map((l) => `${l} ${DATA.versions[l]}`),
    ].map((s) => JSON.stringify(s)),
  );
}

test(`${EN.docs}behaviour/: a direct load shows the tables and fetches no probe results as JavaScript; the column header stays in view; the English filter, links and column names; at 390 px the group caption is not squeezed`, async ({
  page,
}) => {
  const t = EN;
  const scripts = await openMatrix(page, t);
  await test.step('a direct load shows the tables and fetches no probe results as JavaScript', () =>
    directLoad(page, t, scripts));
  await test.step('the summary counts what the filter counts, and says so', () => countsAgree(page, t));
  await test.step('the filter in English (its keyboard is the zh-Hans test)', async () => {
    const form = page.getByRole('form', {name: 'Filter the matrix'});
    const status = form.getByRole('status');
    await expect(status).toHaveText(t.all);
    await form.getByRole('radio', {name: new RegExp(t.limu)}).check();
    await expect(status).toHaveText(t.count(LIMU_DIFFERS.length));
    await expect(form.getByRole('radio', {name: new RegExp(t.disagree)})).toHaveCount(1);
    await form.getByRole('radio').first().check();
    await expect(status).toHaveText(t.all);
  });
  await test.step('every row where limu differs links to the English pitfalls section', () => pitfallLinks(page, t));
  await test.step('the column header stays in view below the navbar while a table scrolls by', async () => {
    const table = page.locator('table[data-group="object"]');
    const rows = table.locator('tbody tr');
    const last = rows.nth((await rows.count()) - 1);
    // Scrolled up (the navbar shows) and down (it hides): the header is at its bottom edge, or the top.
    await last.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, -50);
    const header = table.locator('thead th').nth(2);
    await expect(header).toHaveText(`limu ${DATA.versions.limu}`);
    await expect(header).toBeInViewport();
    const tableTop = (await table.boundingBox())!.y;
    expect(tableTop, 'the table starts above the viewport').toBeLessThan(0);
    await expect
      .poll(async () => {
        const navbar = (await page.locator('nav.navbar').boundingBox())!;
        const th = (await header.boundingBox())!;
        return Math.abs(th.y - Math.max(0, navbar.y + navbar.height));
      })
      .toBeLessThan(2);
    // Down, in the middle of the table (at its end the table's edge holds the header up anyway): the
    // navbar hides and the header row moves up to the top.
    await rows.nth(Math.floor((await rows.count()) / 2)).evaluate((r) => r.scrollIntoView({block: 'center'}));
    await page.mouse.wheel(0, 50);
    await expect.poll(() => navbarPlace(page)).toBe('hidden');
    await expect.poll(async () => Math.round((await header.boundingBox())!.y), 'the header at the top').toBe(0);
  });
  await test.step('at 390 px each cell is named in English (the phone layout is the zh-Hans test)', async () => {
    await page.setViewportSize({width: 390, height: 844});
    await cardLabels(page, t);
  });
  await test.step('at 390 px the group caption spans the card width, not squeezed', async () => {
    const caption = page.locator('table[data-group] caption').first();
    await expect(caption).toBeVisible();
    const box = await caption.boundingBox();
    expect(box?.width, 'the group caption spans the card width').toBeGreaterThan(300);
  });
  await test.step('the exploration: its seed, every class, and each limu class links to its sample on the pitfalls page', async () => {
    await expect(page.getByText(`Fixed seed ${EXPLORE.settings.seed};`)).toBeVisible();
    const limu = EXPLORE.classes.filter((c) => c.lib === 'limu');
    for (const c of EXPLORE.classes) await expect(page.getByRole('cell', {name: c.en.title})).not.toHaveCount(0);
    const links = page.getByRole('link', {name: 'sample in the pitfalls'});
    await expect(links).toHaveCount(limu.length);
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/pitfalls/#explore-${limu[0]!.id}$`));
    await expect(page.locator(`h3#explore-${limu[0]!.id}`)).toBeInViewport();
  });
});

test.describe('at 390 px', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});
  test(`${ZH.docs}behaviour/: on a phone each row is a card: no sideways scrolling, every value under its column name`, async ({
    page,
  }) => {
    await open(page, `${ZH.docs}behaviour/`);
    const width = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(width[0], 'document width at 390 px').toBeLessThanOrEqual(width[1]!);
    const box = (await page.locator(`tr#${ROW}`).boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(width[1]!);
    await cardLabels(page, ZH);
    await test.step('a link to a row lands below the navbar: a first load, then a client-side navigation', async () => {
      await open(page, `${ZH.docs}behaviour/#map-get-edit`);
      await expectRowBelowHeader(page, 'map-get-edit');
      await open(page, `${ZH.docs}pitfalls/`);
      await markDocument(page);
      await page.locator(`article a[href$="#${ROW}"]`).first().click();
      await expect(page.locator(`tr#${ROW}`)).toBeVisible({timeout: 20_000});
      await expectSameDocument(page);
      await expectRowBelowHeader(page, ROW);
    });
  });
});

// The client-side way in runs in en (the zh-Hans pitfalls page's links are followed above, by a click).
test(`${EN.docs}pitfalls/: links to rows name them as the matrix does; one renders the table after a client-side navigation, the row below the sticky header row`, async ({
  page,
}) => {
  await open(page, `${EN.docs}pitfalls/`);
  await rowLinksShowTitles(page, 'en');
  await markDocument(page);
  await page.locator(`article a[href$="#${ROW}"]`).first().click();
  await expectSameDocument(page);
  await hydrated(page);
  const row = page.locator(`tr#${ROW}`);
  // The matrix's route chunk is the site's largest (150 rows, 138 listings): on a busy 2-core machine
  // it takes longer than the default 5 s to arrive and render after the click.
  await expect(row).toBeVisible({timeout: 20_000});
  await expect(row).toBeInViewport();
  await expectRowBelowHeader(page, ROW);
  await expect(row.locator('td').nth(1)).toContainText(EN.differs);
  await row.locator('summary').click();
  await expect(row.locator('pre')).toContainText('pop()');
});

// One load of the zh-Hans matrix: what the load fetched first, then its filter by keyboard (at 1280,
// then 390 px) and in the address; then the loads of a link to a row (the steps before loaded it too,
// with queries), and last the row links to the pitfalls page, which leave the matrix.
test(`${ZH.docs}behaviour/: a direct load shows the tables and fetches no probe results as JavaScript; the filter works by keyboard and announces the number of rows shown; the row headers' links and code toggles are 24 px targets; at 1280 and 390 px; the filter lives in the address: Back, Forward, a reload and a shared link bring it back; a malformed one shows the whole matrix; the summary counts what the filter counts; a link to a row lands below the sticky header row; every row where limu differs links to the pitfalls section with its sample, which links back`, async ({
  page,
}) => {
  // Many steps on one page, each quick: the whole is longer than the default 60 s allows on a busy machine.
  test.setTimeout(120_000);
  const t = ZH;
  const scripts = await openMatrix(page, t);
  await test.step('a direct load shows the tables and fetches no probe results as JavaScript', () =>
    directLoad(page, t, scripts));
  const form = page.getByRole('form', {name: '筛选对照表'});
  const status = form.getByRole('status');
  const select = form.getByRole('combobox');
  const all = form.getByRole('radio').first();
  await test.step('the filter works by keyboard and announces the number of rows shown', async () => {
    await expect(status).toHaveText(t.all);
    await expect(all).toBeEnabled();
    await all.focus();
    await expect(all).toBeChecked();
    // Arrow keys move through a radio group and select.
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('radio', {name: new RegExp(t.limu)})).toBeChecked();
    await expect(status).toHaveText(t.count(LIMU_DIFFERS.length));
    expect(await visibleRowIds(page)).toEqual(LIMU_DIFFERS.map((r) => r.id));
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('radio', {name: new RegExp(t.disagree)})).toBeChecked();
    await expect(status).toHaveText(t.count(DISAGREE.length));
    expect(await visibleRowIds(page)).toEqual(DISAGREE.map((r) => r.id));
    // By group: the other groups' tables and headings go; Tab reaches the select.
    await page.keyboard.press('Tab');
    await expect(select).toBeFocused();
    await select.selectOption('map');
    const mapDisagree = DISAGREE.filter((r) => r.group === 'map');
    await expect(status).toHaveText(t.count(mapDisagree.length));
    expect(await visibleRowIds(page)).toEqual(mapDisagree.map((r) => r.id));
    await expect(page.locator('h2#map')).toBeVisible();
    await expect(page.locator('h2#object')).toBeHidden();
    await expect(page.locator('table[data-group="object"]')).toBeHidden();
    // Back to everything.
    await select.selectOption('');
    await form.getByRole('radio').first().check();
    await expect(status).toHaveText(t.all);
    expect((await visibleRowIds(page)).length).toBe(DATA.rows.length);
  });
  // The row headers' pitfall links and code toggles are each at least 24 px (WCAG 2.5.8): axe's
  // target-size rule, off in axe's default set (support/axe.ts), where these small stacked targets are.
  const targetSize = () => axeViolations(page, {only: ['target-size'], include: ['table th[scope="row"]']});
  await test.step("the row headers' links and code toggles are 24 px targets at 1280 px", async () => {
    expect(await targetSize(), 'target size at 1280 px').toEqual([]);
  });
  await test.step('at 390 px (narrowed in place), the cards filter by keyboard too', async () => {
    await resize(page);
    expect(await targetSize(), 'target size at 390 px').toEqual([]);
    await all.focus();
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('radio', {name: new RegExp(t.limu)})).toBeChecked();
    await expect(status).toHaveText(t.count(LIMU_DIFFERS.length));
    expect(await visibleRowIds(page)).toEqual(LIMU_DIFFERS.map((r) => r.id));
    await page.keyboard.press('ArrowUp');
    await expect(status).toHaveText(t.all);
  });
  // Back to the desktop width for the address steps (the rows they scroll to are table rows there).
  await resize(page, DESKTOP_VIEWPORT);
  await test.step('the summary counts what the filter counts, and says so', () => countsAgree(page, t));
  const mapLimu = LIMU_DIFFERS.filter((r) => r.group === 'map');
  const expectFiltered = async () => {
    await expect(form.getByRole('radio', {name: new RegExp(t.limu)})).toBeChecked();
    await expect(select).toHaveValue('map');
    await expect(status).toHaveText(t.count(mapLimu.length));
    expect(await visibleRowIds(page)).toEqual(mapLimu.map((r) => r.id));
  };
  await form.getByRole('radio', {name: new RegExp(t.limu)}).check();
  await select.selectOption('map');
  await expect(page).toHaveURL(/\/behaviour\/\?show=limu&group=map$/);
  await expectFiltered();
  // Leave by a row's link to the pitfalls page (the tables are server HTML: a page load), then come back.
  const row = page.locator(`tr#${mapLimu[1]!.id}`);
  await row.scrollIntoViewIfNeeded();
  await row.locator('a[href*="/pitfalls/#"]').click();
  await expect(page).toHaveURL(/\/pitfalls\/#/);
  await test.step('Back: the same filter, and the row the reader left on screen again', async () => {
    await page.goBack();
    await expect(page).toHaveURL(/\/behaviour\/\?show=limu&group=map$/);
    await expectFiltered();
    await expect(row).toBeInViewport();
  });
  await test.step('Forward, then Back again', async () => {
    await page.goForward();
    await expect(page).toHaveURL(/\/pitfalls\/#/);
    await page.goBack();
    await expectFiltered();
  });
  await test.step('a reload', async () => {
    await page.reload();
    await hydrated(page);
    await expectFiltered();
  });
  await test.step('a shared link, in a new tab', async () => {
    const other = await page.context().newPage();
    await open(other, `${t.docs}behaviour/?show=disagree&group=set`);
    const setDisagree = DISAGREE.filter((r) => r.group === 'set');
    await expect(other.getByRole('form', {name: '筛选对照表'}).getByRole('status')).toHaveText(
      t.count(setDisagree.length),
    );
    expect(await visibleRowIds(other)).toEqual(setDisagree.map((r) => r.id));
    await other.close();
  });
  await test.step('the choice "all" leaves the address clean', async () => {
    await select.selectOption('');
    await form.getByRole('radio').first().check();
    await expect(page).toHaveURL(/\/behaviour\/$/);
  });
  await test.step('a malformed or unknown value shows the whole matrix, without an error', async () => {
    for (const query of ['?show=everything&group=nope', '?show=%E0%A4%A&group=%3Cimg%20src%3Dx%3E', '?show=']) {
      await open(page, `${t.docs}behaviour/${query}`);
      await expect(status, query).toHaveText(t.all);
      await expect(form.getByRole('radio').first(), query).toBeChecked();
      expect((await visibleRowIds(page)).length, query).toBe(DATA.rows.length);
    }
    // A known value beside an unknown one: the known one is kept.
    await open(page, `${t.docs}behaviour/?show=limu&group=nope`);
    await expect(status).toHaveText(t.count(LIMU_DIFFERS.length));
  });
  await test.step("a link to a row (first load at 1280 px, then the row's own #) lands below the sticky header row", async () => {
    await open(page, `${ZH.docs}behaviour/#map-get-edit`);
    await expectRowBelowHeader(page, 'map-get-edit');
    const row = page.locator('tr#object-date-method');
    await row.scrollIntoViewIfNeeded();
    await row.getByRole('link', {name: /本行链接/}).click();
    await expect(page).toHaveURL(/#object-date-method$/);
    await expectRowBelowHeader(page, 'object-date-method');
  });
  await test.step('every row where limu differs links to the pitfalls section with its sample, which links back', async () => {
    const {links, rows} = await pitfallLinks(page, ZH);
    await links.first().click();
    const [id, href] = rows[0]!;
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    // A section is a `##`, or a `###` of the explored part (one per class).
    await expect(page.locator(`:is(h2, h3)#${href.split('#')[1]}`)).toBeInViewport();
    for (const [row, target] of rows) {
      const section = page.locator(`:is(h2, h3)#${target.split('#')[1]}`);
      await expect(section, `${row} → ${target}`).toHaveCount(1);
    }
    expect(id).toBeTruthy();
    // The section links back to the row.
    const first = rows[0]!;
    const back = await page.evaluate(
      ([anchor, row]) => {
        let el = document.getElementById(anchor)?.nextElementSibling;
        while (el && el.tagName !== 'H2' && el.tagName !== 'H3') {
          if (el.querySelector(`a[href$="#${row}"]`)) return true;
          el = el.nextElementSibling;
        }
        return false;
      },
      [first[1].split('#')[1]!, first[0]] as const,
    );
    expect(back, `the section ${first[1]} links ${first[0]}`).toBe(true);
  });
  await test.step('the pitfalls page names each row it links as the matrix does, not by its probe id', () =>
    rowLinksShowTitles(page, 'zh'));
});

test('without JavaScript the whole matrix reads, and the filter is not offered as working', async ({newContext}) => {
  const context = await newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/limu/en/docs/guides/behaviour/');
  expect(await visibleRowIds(page)).toEqual(DATA.rows.map((r) => r.id));
  await expect(page.getByRole('radio').first()).toBeDisabled();
  await expect(page.getByRole('combobox')).toBeDisabled();
  await context.close();
});
