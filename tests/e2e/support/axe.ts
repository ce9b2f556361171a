// axe-core as the e2e tests run it: every rule axe runs by default (WCAG 2.0-2.2 A/AA and best
// practices) plus label-content-name-mismatch (WCAG 2.5.3 Label in Name), off by default in axe.
// Each violation becomes one line naming the rule, its impact and up to four of its nodes.
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** `only`: run just these rules (the crawl's dark pass reads colours only; the DOM is the same). */
export async function axeViolations(page: Page, only?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({page}).options({rules: {'label-content-name-mismatch': {enabled: true}}});
  if (only) builder.withRules(only);
  const results = await builder.analyze();
  return results.violations.map((v) => {
    const targets = v.nodes
      .slice(0, 4)
      .map((n) => n.target.join(' '))
      .join(' ; ');
    return `axe ${v.id} (${v.impact ?? 'n/a'}, ${v.nodes.length} node(s)): ${v.help} — ${targets}`;
  });
}
