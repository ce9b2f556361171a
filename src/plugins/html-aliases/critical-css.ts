/**
 * Issue 50: the first paint waits for no stylesheet. Each page gets, inline in its head, the rules of
 * the site's stylesheet that its server HTML can use (Beasties, a maintained fork of Google's Critters);
 * the whole stylesheet then loads without blocking (`rel=preload`, swapped to a stylesheet on load,
 * `<noscript>` fallback) and applies the same rules again, so nothing moves when it arrives
 * (tests/e2e/critical-css.spec.ts compares every element's box and colours before and after).
 *
 * On a throttled phone the stylesheet needed its own round trip after the HTML: ~0.8 s of the first
 * paint (BENCHMARKS.md "First paint").
 */
import {readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {compileSheet} from 'beasties/compiler';
import {createProcessor} from 'beasties/runtime';

/**
 * Rules Beasties cannot match against the server HTML but the first paint needs:
 * - those testing a `data-` attribute: scripts set them, the head's before the first paint (the colour
 *   mode, the dismissed announcement bar);
 * - `:where()` selectors, which Beasties 0.5.5 drops and Infima uses for its button colours.
 */
export const KEEP_RULES: RegExp[] = [/\[data-/, /:where\(/];

const STYLESHEET = /<link[^>]+rel=["']?stylesheet/i;
const STYLESHEET_HREF = /<link[^>]+rel=["']?stylesheet["']?[^>]*?\shref=["']?([^"'\s>]+)/gi;

/** The HTML files of one locale's pages, relative to its outDir: `x/` is `x/index.html`, `/404.html` itself. */
export function pageFiles(routesPaths: string[], baseUrl: string): string[] {
  const files = new Set<string>();
  for (const route of routesPaths) {
    if (!route.startsWith(baseUrl)) continue;
    const rel = route.slice(baseUrl.length);
    if (rel === '' || rel.endsWith('/')) files.add(`${rel}index.html`);
    else if (rel.endsWith('.html')) files.add(rel);
  }
  return [...files].sort();
}

/**
 * Inlines each page's critical CSS. Beasties's compiled form splices the CSS into the HTML as text (the
 * page's markup stays byte for byte), and with `exact: false` keeps every rule whose classes, ids, tags
 * and attributes all occur in the page: a few rules more than a DOM would match, none fewer (its exact
 * matcher missed `.markdown>h3` in Docusaurus's minified HTML). A file is replaced by rename, so a plugin
 * reading it meanwhile sees one whole version.
 */
export async function inlineCriticalCss(outDir: string, baseUrl: string, files: string[]): Promise<number> {
  const pages = new Map<string, string>();
  for (const rel of files) {
    const html = await readFile(path.join(outDir, rel), 'utf8').catch(() => null);
    // Redirect pages and the like link no stylesheet: nothing to inline.
    if (html !== null && STYLESHEET.test(html)) pages.set(rel, html);
  }
  // The stylesheets the pages link, read from the build by their address.
  const hrefs = new Set([...pages.values()].flatMap((html) => [...html.matchAll(STYLESHEET_HREF)].map((m) => m[1]!)));
  const plans = await Promise.all(
    [...hrefs].map(async (href) => {
      const css = href.startsWith(baseUrl)
        ? await readFile(path.join(outDir, href.slice(baseUrl.length)), 'utf8').catch(() => null)
        : null;
      return css === null ? null : compileSheet(css, {href, allowRules: KEEP_RULES, exact: false});
    }),
  );
  const problems: string[] = [];
  const processor = createProcessor(
    plans.filter((p) => p !== null),
    {preload: 'swap', noscriptFallback: true, logger: {warn: (message) => problems.push(message)}},
  );
  for (const [rel, html] of pages) {
    const file = path.join(outDir, rel);
    const out = processor.process(html);
    if (problems.length || !out.includes('</style>'))
      throw new Error(`critical CSS: nothing inlined into ${file}${problems.length ? `: ${problems.join('; ')}` : ''}`);
    await writeFile(`${file}.tmp`, out);
    await rename(`${file}.tmp`, file);
  }
  return pages.size;
}
