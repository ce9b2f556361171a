/**
 * Docs for AI assistants and their users (issue 16), written after each locale's build:
 *   - every doc page and blog post as Markdown at its URL plus `.md` (/limu/docs/intro/ -> /limu/docs/intro.md);
 *   - llms.txt (https://llmstxt.org): the site's name, a summary, then one section per sidebar and
 *     the blog, each page's `.md` URL with its one-line description;
 *   - llms-full.txt: every doc of the locale in reading order (the sidebars', then the others).
 * The Markdown comes from the sources (./toMarkdown.ts), not from the HTML.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {toMarkdown} from './toMarkdown';
import {isContributorDocId} from '../../data/contributorDocs';

type Localized = Record<string, string>;

export interface LlmsOptions {
  /** One paragraph per locale: what the site and the library are. */
  summary: Localized;
  /** Section titles: one per sidebar id (in the order wanted), plus `blog`. */
  sections: Record<string, Localized>;
}

interface SidebarItem {
  type: string;
  id?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}

export interface Entry {
  title: string;
  description: string;
  absFile: string;
  permalink: string;
}

/** `/limu/docs/intro/` -> `/limu/docs/intro.md` (and `/limu/docs/` -> `/limu/docs.md`). */
export const markdownPath = (permalink: string): string => `${permalink.replace(/\/$/, '')}.md`;

/** Doc ids of a sidebar in reading order: a category's own page, then its items. */
function sidebarDocIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return item.id ? [item.id] : [];
    if (item.type === 'category')
      return [...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []), ...sidebarDocIds(item.items ?? [])];
    return [];
  });
}

const pick = (text: Localized, locale: string, what: string): string => {
  const value = text[locale];
  if (value === undefined)
    throw new Error(`llms: no ${what} for the locale ${locale} in the plugin options (docusaurus.config.ts)`);
  return value;
};

export default function llmsPlugin(context: LoadContext, options: LlmsOptions): Plugin {
  const {siteDir, siteConfig, i18n, baseUrl} = context;
  const locale = i18n.currentLocale;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  const abs = (source: string) => path.join(siteDir, source.replace(/^@site\//, ''));

  let docsContent: DocsContent | undefined;
  let blogContent: BlogContent | undefined;
  return {
    name: 'llms-markdown',
    // The docs' and the blog's content, through the public lifecycle that hands a plugin every
    // plugin's content (keyed by plugin name and id), typed by the two plugins' published types.
    allContentLoaded({allContent}) {
      docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      blogContent = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
    },
    async postBuild({outDir}) {
      const version = docsContent?.loadedVersions[0];
      if (!version) throw new Error('llms: the docs plugin has no content');
      const docs = version.docs.filter((d) => !d.unlisted);
      const posts = (blogContent?.blogPosts ?? []).map((p) => p.metadata).filter((m) => !m.unlisted);

      const toEntry = (m: {title: string; description: string; source: string; permalink: string}): Entry => ({
        title: m.title,
        description: m.description,
        absFile: abs(m.source),
        // Metadata permalinks may lack the slash trailingSlash: true gives every page URL.
        permalink: m.permalink.endsWith('/') ? m.permalink : `${m.permalink}/`,
      });
      const byId = new Map(docs.map((d) => [d.id, toEntry(d)]));
      const all = [...docs.map(toEntry), ...posts.map(toEntry)];
      const urlBySource = new Map(all.map((e) => [e.absFile, siteUrl + e.permalink]));

      // Sections: each sidebar in the order of the options, then docs in no sidebar, then the blog.
      // Contributor notes get their .md copy but are not listed: llms.txt is about limu.
      const sections: Array<{title: string; entries: Entry[]}> = [];
      const placed = new Set<string>(docs.filter((d) => isContributorDocId(d.id)).map((d) => d.id));
      for (const [id, title] of Object.entries(options.sections)) {
        if (id === 'blog') continue;
        const sidebar = version.sidebars[id];
        if (!sidebar)
          throw new Error(
            `llms: the section "${id}" names no sidebar (sidebars.ts has ${Object.keys(version.sidebars).join(', ')})`,
          );
        const entries = sidebarDocIds(sidebar)
          .filter((docId) => !placed.has(docId) && byId.has(docId))
          .map((docId) => (placed.add(docId), byId.get(docId)!));
        sections.push({title: pick(title, locale, `title of the section ${id}`), entries});
      }
      const missingSidebars = Object.keys(version.sidebars).filter((id) => !(id in options.sections));
      if (missingSidebars.length)
        throw new Error(`llms: sidebars without a section title in the plugin options: ${missingSidebars.join(', ')}`);
      const loose = docs.filter((d) => !placed.has(d.id)).sort((a, b) => a.permalink.localeCompare(b.permalink));
      if (loose.length)
        sections.push({title: locale === 'en' ? 'Other pages' : '其他页面', entries: loose.map(toEntry)});
      const docsInOrder = sections.flatMap((s) => s.entries);
      if (options.sections.blog)
        sections.push({
          title: pick(options.sections.blog, locale, 'title of the blog section'),
          entries: posts.map(toEntry),
        });

      const markdown = new Map<string, string>();
      for (const entry of all) {
        const md = await toMarkdown(
          {
            absFile: entry.absFile,
            source: await readFile(entry.absFile, 'utf8'),
            title: entry.title,
            description: entry.description,
            pageUrl: siteUrl + entry.permalink,
          },
          {siteDir, locale, siteUrl, baseUrl, rootBaseUrl: siteConfig.baseUrl, urlOfSource: (f) => urlBySource.get(f)},
        );
        markdown.set(entry.permalink, md);
        const file = path.join(outDir, markdownPath(entry.permalink).slice(baseUrl.length));
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, md);
      }

      const summary = pick(options.summary, locale, 'summary');
      const mdUrl = (e: Entry) => siteUrl + markdownPath(e.permalink);
      const llms = [
        `# ${siteConfig.title}`,
        '',
        `> ${summary}`,
        '',
        locale === 'en'
          ? `Each link is the Markdown copy of a page (the page itself is the same URL without \`.md\`). All docs in one file: ${siteUrl}${baseUrl}llms-full.txt`
          : `下面每个链接都是页面的 Markdown 版本（去掉 \`.md\` 就是页面本身）。全部文档合为一个文件：${siteUrl}${baseUrl}llms-full.txt`,
        ...sections
          .filter((s) => s.entries.length)
          .flatMap((s) => [
            '',
            `## ${s.title}`,
            '',
            ...s.entries.map((e) => `- [${e.title}](${mdUrl(e)})${e.description ? `: ${e.description}` : ''}`),
          ]),
        '',
      ].join('\n');
      await writeFile(path.join(outDir, 'llms.txt'), llms);

      const body = (md: string) => md.replace(/^---\n[\s\S]*?\n---\n\n/, '');
      const full = [
        `# ${siteConfig.title}`,
        '',
        `> ${summary}`,
        '',
        ...docsInOrder.flatMap((e) => [
          '---',
          '',
          `${locale === 'en' ? 'Page' : '页面'}: ${siteUrl}${e.permalink}`,
          '',
          body(markdown.get(e.permalink)!),
        ]),
      ].join('\n');
      await writeFile(path.join(outDir, 'llms-full.txt'), full);
    },
  };
}
