// The colour pass of the sitemap crawl. The crawl (crawl.spec.ts) records, for every zh-Hans page in
// both colour modes, the colour combinations axe's colour rules judge (support/colours.ts); this file
// runs after it (the `crawl-colours` project depends on `crawl`) and has axe judge, in each mode, the
// fewest pages that together show every combination the crawl saw, on one element of each. A
// combination shown on many pages, or many times on a page, is judged once: the verdict depends on
// the combination, not on the page. A page where a recorded combination cannot be found again is
// judged whole.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {axeViolations} from './support/axe';
import {
  CODE,
  COLOUR_RULES,
  COMBINATIONS_DIR,
  MODES,
  PROBE,
  colourCombinations,
  greedyCover,
  switchMode,
  type Mode,
} from './support/colours';
import {LOCAL_ORIGIN, formatProblems, sitemapPaths, waitForHydration, type Problem} from './support/quality-site';

for (const mode of MODES) {
  test(`${mode} mode: axe's colour rules pass on the zh-Hans pages that show every colour combination`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(300_000);
    const dir = path.join(testInfo.project.outputDir, COMBINATIONS_DIR);
    const recorded: Record<string, Record<Mode, string[]>> = {};
    for (const file of existsSync(dir) ? readdirSync(dir) : [])
      Object.assign(recorded, JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    const pages = sitemapPaths('zh-Hans');
    expect(
      pages.filter((p) => !recorded[p]?.[mode]?.length),
      `zh-Hans pages the crawl recorded no ${mode} colour combinations for (in ${dir})`,
    ).toEqual([]);
    const byPage = new Map(pages.map((p) => [p, new Set(recorded[p]![mode])]));
    const cover = greedyCover(byPage);
    const total = new Set([...byPage.values()].flatMap((c) => [...c])).size;
    console.log(
      `${mode}: ${total} colour combinations on ${pages.length} pages, judged on ${cover.map(([p]) => p).join(', ')}`,
    );

    const context = await browser.newContext({baseURL: LOCAL_ORIGIN, viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    await page.goto('/limu/sitemap.xml');
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    const problems: Problem[] = [];
    let elements = 0;
    for (const [p, mine] of cover) {
      // As the crawl saw it: loaded in light mode, switched in place.
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      await page.goto(p, {waitUntil: 'domcontentloaded'});
      await waitForHydration(page);
      if (mode !== 'light') await switchMode(page, mode);
      // Parts that load after hydration (the playground's editor) may take a moment to show theirs.
      let lost = mine;
      for (const until = Date.now() + 10_000; lost.length && Date.now() < until;) {
        const shown = new Set(await colourCombinations(page, lost));
        lost = lost.filter((c) => !shown.has(c));
        if (lost.length) await page.waitForTimeout(250);
      }
      if (lost.length)
        console.log(`${p} [${mode}]: ${lost.length} combinations not found again, the page is judged whole:`, lost);
      else elements += mine.length;
      const scope = lost.length ? {} : {include: [`[${PROBE}]`]};
      for (const v of await axeViolations(page, {only: COLOUR_RULES, exclude: [CODE], ...scope}))
        problems.push({where: `${p} [${mode}]`, what: v});
    }
    expect(cover.flatMap(([, mine]) => mine).length, 'every combination judged').toBe(total);
    console.log(`${mode}: ${elements} elements judged, one per combination`);
    await context.close();
    expect(problems, `problems found:\n${formatProblems(problems)}`).toEqual([]);
  });
}
