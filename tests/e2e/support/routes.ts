// The ARCHITECTURE.md §2 route table, with the source file each screen is rendered from, so a route test can
// check that the RIGHT screen is shown (its own heading), not merely that something answered 200.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {docRoute, sidebarDocIds} from './sidebars';

import {SOURCE_DIRS, type Locale} from '../../../src/data/site.mjs';

export {BASE_URL as BASE, LOCALES, localeBase, type Locale} from '../../../src/data/site.mjs';

const ROOT = process.cwd();
const {docs: DOCS, blog: BLOG, pages: PAGES} = SOURCE_DIRS;

/** The page's own h1 (the first `# ` heading outside code fences, else the front-matter title),
 * and the document title (front-matter title, else that h1). */
export function markdownTitles(file: string): {h1: string; title: string} {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  let inFence = false;
  let frontTitle: string | undefined;
  const fm = /^---\n([\s\S]*?)\n---/.exec(text);
  if (fm) frontTitle = /^title:\s*['"]?(.*?)['"]?\s*$/m.exec(fm[1])?.[1];
  const body = fm ? text.slice(fm[0].length) : text;
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const h1 = !inFence && /^#\s+(.+?)\s*#*$/.exec(line);
    if (h1) {
      const heading = h1[1]
        .replace(/[`*_]/g, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .trim();
      return {h1: heading, title: frontTitle ?? heading};
    }
  }
  if (!frontTitle) throw new Error(`${file} has neither a # heading nor a title`);
  return {h1: frontTitle, title: frontTitle};
}

/** Titles of a doc in a locale, from its Markdown source (e.g. docTitles('en', 'api/index.md')). */
export const docTitles = (locale: Locale, file: string): {h1: string; title: string} =>
  markdownTitles(`${DOCS[locale]}/${file}`);

export type Screen = {
  /** Path under the locale base, without a leading slash ('' = home). */
  route: string;
  /** The screen's name in the route table (ARCHITECTURE.md §2). */
  screen: string;
  /** The screen's visible h1, per locale (null: the screen has no visible h1). */
  h1: (locale: Locale) => string | RegExp | null;
  /** The page title before the ' | limu' suffix, per locale. */
  title: (locale: Locale) => string | RegExp;
  /** Landmark/element proving the screen's kind. */
  marker: string;
};

const docScreen = (route: string, file: string, screen: string): Screen => ({
  route,
  screen,
  h1: (l) => markdownTitles(`${DOCS[l]}/${file}`).h1,
  title: (l) => markdownTitles(`${DOCS[l]}/${file}`).title,
  marker: 'article .theme-doc-markdown',
});

// The doc pages of the API and tutorial sidebars, from sidebars.ts (their one home).
const sidebarScreens = (sidebar: 'api' | 'tutorial', screen: string): Screen[] =>
  sidebarDocIds(sidebar)
    .filter((id) => !/(^|\/)index$/.test(id))
    .map((id) => docScreen(`docs/${docRoute(id)}`, `${id}.md`, `${screen} ${id.split('/').pop()}`));

/** Changelog entries: every docs/changelog page other than the introduction. */
export function changelogEntries(): string[] {
  return readdirSync(path.join(ROOT, 'docs/changelog'))
    .filter((f) => /\.mdx?$/.test(f) && !/^intro\.mdx?$/.test(f) && !f.startsWith('_'))
    .map((f) => f.replace(/\.mdx?$/, ''))
    .sort();
}

function blogPostTitle(locale: Locale, slug: string): string {
  const dir = path.join(ROOT, BLOG[locale]);
  for (const f of readdirSync(dir)) {
    if (!/\.mdx?$/.test(f)) continue;
    const text = readFileSync(path.join(dir, f), 'utf8');
    if (new RegExp(`^slug:\\s*${slug}\\s*$`, 'm').test(text)) return markdownTitles(`${BLOG[locale]}/${f}`).title;
  }
  throw new Error(`no blog post with slug ${slug} in ${BLOG[locale]}`);
}

const ext = (dir: string, name: string) =>
  ['.md', '.mdx'].map((e) => `${dir}/${name}${e}`).find((f) => existsSync(path.join(ROOT, f))) ?? `${dir}/${name}.md`;

const fixed =
  (zh: string, en: string) =>
  (l: Locale): string =>
    l === 'en' ? en : zh;
const pageTitles = (l: Locale) => markdownTitles(ext(PAGES[l], 'markdown-page'));

export const SCREENS: Screen[] = [
  {
    route: '',
    screen: 'Home page',
    h1: () => /^limu/,
    title: fixed('不可变数据，像写普通代码一样', 'Immutable data, written like ordinary code'),
    marker: 'a.button[href$="/docs/intro/"]',
  },
  {
    route: 'blog/',
    screen: 'Blog list',
    h1: fixed('博客', 'Blog'),
    title: fixed('博客', 'Blog'),
    marker: 'main article h2 a[href$="/blog/change1/"]',
  },
  {
    route: 'blog/archive/',
    screen: 'Blog archive',
    h1: fixed('历史博文', 'Archive'),
    title: fixed('历史博文', 'Archive'),
    marker: 'main a[href$="/blog/change1/"]',
  },
  {
    route: 'blog/change1/',
    screen: 'A single blog post',
    h1: (l) => blogPostTitle(l, 'change1'),
    title: (l) => blogPostTitle(l, 'change1'),
    marker: 'article time',
  },
  {
    route: 'blog/tags/',
    screen: 'Tag list',
    h1: fixed('标签', 'Tags'),
    title: fixed('标签', 'Tags'),
    marker: 'main a[href$="/blog/tags/hel-micro/"]',
  },
  {
    route: 'blog/tags/hel-micro/',
    screen: 'Posts tagged hel-micro',
    h1: () => /(含有标签「hel-micro」|tagged with "hel-micro")$/,
    title: () => /(含有标签「hel-micro」|tagged with "hel-micro") \| limu$/,
    marker: 'main article a[href$="/blog/change1/"]',
  },
  {
    route: 'markdown-page/',
    screen: 'Standalone markdown page',
    h1: (l) => pageTitles(l).h1,
    title: (l) => pageTitles(l).title,
    marker: 'main article',
  },
  docScreen('docs/', 'overview.md', 'Docs root'),
  docScreen('docs/intro/', 'intro.md', 'Docs introduction'),
  docScreen('docs/api/', 'api/index.md', 'API index'),
  docScreen('docs/api/basic/', 'api/basic/index.md', 'API basic index'),
  ...sidebarScreens('api', 'API page'),
  docScreen('docs/changelog/intro/', 'changelog/intro.md', 'Changelog introduction'),
  ...changelogEntries().map((p) => docScreen(`docs/changelog/${p}/`, `changelog/${p}.md`, `Changelog entry ${p}`)),
  ...sidebarScreens('tutorial', 'Tutorial'),
];
