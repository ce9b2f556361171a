/**
 * Inlines each page's critical CSS (./critical-css.ts), then writes `x.html` beside every page built as
 * `x/index.html`, a byte-identical copy.
 *
 * GitHub Pages serves `x.html` only when a file of that name exists; otherwise a direct load of
 * `/limu/docs/intro.html` gets 404.html with status 404, which the browser reports as a console
 * error before any script of ours can act. With the copy the host answers 200 with the page itself,
 * and the head script (docusaurus.config.ts, "§2 Routes") rewrites the URL to `x/` before React
 * starts, so the route matches and hydration keeps the server HTML.
 *
 * A locale built in a folder of its own (`en/index.html`) gets its `en.html` too, beside the folder:
 * without it `/limu/en.html` was the not-found page while the head script made its address `/limu/en/`
 * (found by the property in tests/build/served-html.test.ts).
 *
 * Side effect, on purpose: `/x` (no slash) is then served `x.html` with status 200 instead of a
 * redirect to `/x/`; the same head script adds the slash, and every page's canonical URL ends in `/`.
 */
import {copyFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {inlineCriticalCss, pageFiles} from './critical-css';

/** The alias files for one locale's build: `[x/index.html, x.html]` pairs, relative to outDir. */
export function aliasesOf(
  routesPaths: string[],
  baseUrl: string,
  exists: (rel: string) => boolean,
): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const route of new Set(routesPaths)) {
    if (!route.startsWith(baseUrl) || !route.endsWith('/')) continue;
    const rel = route.slice(baseUrl.length, -1);
    // The locale root has no name to alias; `x.html` that exists is a page of its own.
    if (rel === '' || !exists(`${rel}/index.html`) || exists(`${rel}.html`)) continue;
    out.push([`${rel}/index.html`, `${rel}.html`]);
  }
  return out.sort((a, b) => a[1].localeCompare(b[1]));
}

/**
 * The alias of a locale's root when that locale is built in a folder of the site (`en/index.html` ->
 * `en.html` beside the folder), relative to the locale's outDir; none for the default locale, which is
 * built at the site's root (and first, so the other locales' folders survive its build).
 */
export function localeRootAlias(outDir: string, isDefaultLocale: boolean): [string, string] | undefined {
  return isDefaultLocale ? undefined : ['index.html', `../${path.basename(outDir)}.html`];
}

export default function htmlAliases(context: LoadContext): Plugin {
  return {
    name: 'html-aliases',
    async postBuild({routesPaths, outDir}) {
      // First the critical CSS (./critical-css.ts), so each alias is a copy of the finished page:
      // Docusaurus runs the plugins' postBuild hooks at the same time.
      await inlineCriticalCss(outDir, context.baseUrl, pageFiles(routesPaths, context.baseUrl));
      const exists = (rel: string) => existsSync(path.join(outDir, rel));
      const pairs = aliasesOf(routesPaths, context.baseUrl, exists);
      const root = localeRootAlias(outDir, context.i18n.currentLocale === context.i18n.defaultLocale);
      if (root && exists(root[0]) && !exists(root[1])) pairs.push(root);
      await Promise.all(pairs.map(([from, to]) => copyFile(path.join(outDir, from), path.join(outDir, to))));
    },
  };
}
