/**
 * After each locale's build, removes from its stylesheet every rule whose selectors name nothing the
 * site can render (issue 14: 20.6 -> ~17 KiB gzip per page). Docusaurus bundles all CSS into one
 * file: Infima whole, and the CSS of every theme component, used or not.
 *
 * What counts as used (PurgeCSS, https://purgecss.com, does the selector matching):
 * - every word of the locale's HTML files (tags, classes, attributes, and the prose: conservative);
 * - every word inside a string or template literal of the locale's JS bundles, read with acorn's
 *   tokenizer: class names the browser code adds at runtime (`navbar-sidebar--show`,
 *   `dropdown--show`, the hashed names of CSS modules) are string literals there;
 * - every class starting with a prefix the JS glues a value to (`"alert--"+type`, `` `col--${n}` ``):
 *   derived from the bundles, so no hand-kept safelist.
 *
 * The file keeps its name (and its content hash, now stale): the HTML of every page names it, and
 * the deploy uploads the whole build at once, so no reader gets a page with the other file's
 * content. The original is kept in `.docusaurus/purge-css/<locale>/` for `tests/build/purge-css.test.ts`.
 */
import {copyFile, mkdir, readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {tokenizer, tokTypes, type Token} from 'acorn';
import {PurgeCSS} from 'purgecss';
import type {LoadContext, Plugin} from '@docusaurus/types';

const WORD = /[A-Za-z0-9_-]+/g;
/** A literal ending in a class prefix: the value is appended at runtime. */
const PREFIX_AT_END = /([A-Za-z][A-Za-z0-9_-]*[-_])$/;

/** The words of a JS bundle's string and template literals, and the class prefixes it glues values to. */
export function jsWords(code: string, file: string): {words: Set<string>; prefixes: Set<string>} {
  const words = new Set<string>();
  const prefixes = new Set<string>();
  const add = (value: string) => {
    for (const w of value.match(WORD) ?? []) words.add(w);
    const prefix = PREFIX_AT_END.exec(value)?.[1];
    if (prefix && prefix.length > 2) prefixes.add(prefix);
  };
  try {
    // acorn's Token type omits `value` (the literal's cooked text, the identifier's name).
    type Valued = Token & {value: unknown};
    let previous: Valued | undefined;
    for (const t of tokenizer(code, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      allowHashBang: true,
    }) as Iterable<Valued>) {
      if (t.type === tokTypes.string || t.type === tokTypes.template) add(String(t.value));
      // An unquoted object key (`clsx({active: on})`) can be a class name too.
      else if (t.type === tokTypes.colon && previous?.type === tokTypes.name) words.add(String(previous.value));
      previous = t;
    }
  } catch (error) {
    // A bundle acorn cannot read: every word of it counts (keeps more, never less).
    console.warn(`[purge-css] ${file}: ${(error as Error).message}; using every word of the file`);
    for (const w of code.match(WORD) ?? []) words.add(w);
  }
  return {words, prefixes};
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function filesUnder(dir: string, skip: Set<string>, ext: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(full)) out.push(...(await filesUnder(full, skip, ext)));
    } else if (entry.name.endsWith(ext)) out.push(full);
  }
  return out;
}

/** Purges every stylesheet of one locale's build; `skip` are the other locales' folders inside outDir. */
export async function purgeLocale(outDir: string, skip: Set<string>, keepOriginalsIn: string): Promise<void> {
  const cssDir = path.join(outDir, 'assets', 'css');
  const cssFiles = (await readdir(cssDir)).filter((f) => f.endsWith('.css')).map((f) => path.join(cssDir, f));
  const html = await filesUnder(outDir, skip, '.html');
  const js = (await readdir(path.join(outDir, 'assets', 'js'))).filter((f) => f.endsWith('.js'));
  const words = new Set<string>();
  const prefixes = new Set<string>();
  for (const f of js) {
    const file = path.join(outDir, 'assets', 'js', f);
    const r = jsWords(await readFile(file, 'utf8'), file);
    r.words.forEach((w) => words.add(w));
    r.prefixes.forEach((p) => prefixes.add(p));
  }
  // Every HTML word counts, prose included: a tag or class never slips through a parser's gap.
  const content = [
    ...(await Promise.all(html.map(async (f) => ({raw: await readFile(f, 'utf8'), extension: 'html'})))),
    {raw: [...words].join(' '), extension: 'txt'},
  ];
  const safelist = {standard: [...prefixes].map((p) => new RegExp(`^${escapeRegExp(p)}`))};
  await mkdir(keepOriginalsIn, {recursive: true});
  for (const css of cssFiles) {
    await copyFile(css, path.join(keepOriginalsIn, path.basename(css)));
    const [result] = await new PurgeCSS().purge({
      content,
      css: [css],
      variables: true,
      keyframes: true,
      fontFace: true,
      safelist,
    });
    await writeFile(css, result.css);
  }
  await writeFile(path.join(keepOriginalsIn, 'prefixes.json'), JSON.stringify([...prefixes].sort(), null, 1));
}

export default function purgeCss(context: LoadContext): Plugin {
  return {
    name: 'purge-css',
    async postBuild({outDir}) {
      const {currentLocale, locales} = context.i18n;
      // The default locale's build holds the other locales' builds in subfolders (build/en).
      const skip = new Set(locales.filter((l) => l !== currentLocale).map((l) => path.join(outDir, l)));
      await purgeLocale(outDir, skip, path.join(context.generatedFilesDir, 'purge-css', currentLocale));
    },
  };
}
