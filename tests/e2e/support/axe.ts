// axe-core as the e2e tests run it: every rule axe runs by default (WCAG 2.0-2.2 A/AA and best
// practices) plus label-content-name-mismatch (WCAG 2.5.3 Label in Name), off by default in axe.
// Also off by default: target-size (WCAG 2.5.8, 24 px targets). It costs about 150 ms a page; a scan
// of every page at 1280 and 390 px (2026-11-28) found small targets only in the behaviour matrix's row
// headers, since fixed and checked there (behaviour.spec.ts, `only: ['target-size']`).
// Each violation becomes one line naming the rule, its impact and up to four of its nodes.
//
// axe-core's own `axe.run`, injected into the page, rather than @axe-core/playwright: that wrapper
// runs axe per frame (`runPartial`) and finishes in a second page, which cost 10-15× the run itself
// on our code-heavy pages (pitfalls: 22.7 s against 1.4 s for the same rules). Our pages have no
// iframes; a page that gets one fails here rather than go unchecked inside it.
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import type {AxeResults, RunOptions} from 'axe-core';

// axe-core, set to leave out each node's outer HTML (`html` in a result), which no report here prints:
// axe builds it for every node it looks at, a tenth of its time on our pages (6 pages, 3 runs each way:
// 6.5 s against 5.9 s).
const AXE_SCRIPT = `${readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')}\n;axe.configure({noHtml: true});`;

export interface AxeScope {
  /** Selectors to check (default: the whole document). */
  include?: string[];
  /** Selectors left out, with everything inside them. */
  exclude?: string[];
  /** Run just these rules (the crawl's dark pass reads colours only; the DOM is the same). */
  only?: string[];
  /** Run just the rules with these tags (e.g. wcag2a, wcag2aa). */
  tags?: string[];
  /** Leave these rules out of the default set. */
  skip?: string[];
}

/** The violations axe finds in the page (within `scope`). */
export async function axeRun(page: Page, scope: AxeScope = {}): Promise<AxeResults['violations']> {
  const frames = await page.locator('iframe').count();
  if (frames > 0) throw new Error(`${page.url()} has ${frames} iframe(s): support/axe.ts does not check inside frames`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SCRIPT);
  // Plain JSON crosses into the page; an empty context means the whole document.
  const context: {include?: string[][]; exclude?: string[][]} = {
    ...(scope.include ? {include: scope.include.map((s) => [s])} : {}),
    ...(scope.exclude ? {exclude: scope.exclude.map((s) => [s])} : {}),
  };
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(scope.only
      ? {runOnly: {type: 'rule', values: scope.only}}
      : scope.tags
        ? {runOnly: {type: 'tag', values: scope.tags}}
        : {
            rules: {
              'label-content-name-mismatch': {enabled: true},
              ...Object.fromEntries((scope.skip ?? []).map((id) => [id, {enabled: false}])),
            },
          }),
  };
  const violations: unknown = await page.evaluate(
    async ({ctx, opts}) => {
      const axe = (window as unknown as {axe: {run: (c: unknown, o: unknown) => Promise<{violations: unknown}>}}).axe;
      return (await axe.run(Object.keys(ctx).length > 0 ? ctx : document, opts)).violations;
    },
    {ctx: context, opts: JSON.parse(JSON.stringify(options)) as Record<string, unknown>},
  );
  return violations as AxeResults['violations'];
}

/** The violations as lines: rule, impact, help and up to four nodes. */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  return (await axeRun(page, scope)).map((v) => {
    const targets = v.nodes
      .slice(0, 4)
      .map((n) => n.target.join(' '))
      .join(' ; ');
    return `axe ${v.id} (${v.impact ?? 'n/a'}, ${v.nodes.length} node(s)): ${v.help} — ${targets}`;
  });
}
