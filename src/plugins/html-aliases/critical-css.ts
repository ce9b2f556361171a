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
import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
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
  const cssDir = path.join(outDir, 'assets', 'css');
  const sheets = (await readdir(cssDir).catch(() => [])).filter((f) => f.endsWith('.css'));
  const plans = await Promise.all(
    sheets.map(async (f) =>
      compileSheet(await readFile(path.join(cssDir, f), 'utf8'), {
        href: `${baseUrl}assets/css/${f}`,
        allowRules: KEEP_RULES,
        exact: false,
      }),
    ),
  );
  const problems: string[] = [];
  const processor = createProcessor(plans, {
    preload: 'swap',
    noscriptFallback: true,
    logger: {warn: (message) => problems.push(message)},
  });
  let done = 0;
  for (const rel of files) {
    const file = path.join(outDir, rel);
    const html = await readFile(file, 'utf8').catch(() => null);
    // Redirect pages and the like link no stylesheet: nothing to inline.
    if (html === null || !/<link[^>]+rel=["']?stylesheet/i.test(html)) continue;
    const out = processor.process(html);
    if (problems.length || !out.includes('</style>'))
      throw new Error(`critical CSS: nothing inlined into ${file}${problems.length ? `: ${problems.join('; ')}` : ''}`);
    await writeFile(`${file}.tmp`, out);
    await rename(`${file}.tmp`, file);
    done++;
  }
  return done;
}
