// Issue 16, checked on the build: every doc page and post of both sitemaps has its Markdown at its URL
// + `.md`; each llms.txt lists every doc of its locale once; llms-full.txt holds every doc in the
// same order; a page's Markdown has exactly the page's code blocks; no file carries HTML or MDX.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {beforeAll, describe, expect, it} from 'vitest';
import {BASE, BUILD, LOCALES, SITE, localeDir, sitemapPages, type BuiltPage, type Locale} from './support/site-pages';
import {isContributorPath} from '../../src/data/contributorDocs';

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}
let parse: (text: string) => MdNode;
beforeAll(async () => {
  const [{unified}, {default: remarkParse}, {default: remarkGfm}] = await Promise.all([import('unified'), import('remark-parse'), import('remark-gfm')]);
  const processor = unified().use(remarkParse).use(remarkGfm);
  parse = (text) => processor.parse(text) as unknown as MdNode;
});
const walk = (n: MdNode, out: MdNode[] = []): MdNode[] => {
  out.push(n);
  for (const c of n.children ?? []) walk(c, out);
  return out;
};

/**
 * The code blocks of a page's HTML, as text, without what the types add (src/plugins/code-blocks):
 * popups (`.tp`) and error lines (`.tl`, which stand in for the line break); a `// ^?` line keeps its
 * answer, as the .md does.
 */
function htmlCodeBlocks(html: string): string[] {
  const $ = cheerio.load(html);
  $('pre .tp').remove();
  $('pre .tl').replaceWith('\n');
  return $('pre')
    .toArray()
    .map((pre) => $(pre).text().replace(/\n$/, ''));
}

const mdFile = (page: BuiltPage) => path.join(BUILD, `${page.path.replace(/\/$/, '')}.md`.slice(BASE.length));
const mdUrl = (page: BuiltPage) => `${SITE}${page.path.replace(/\/$/, '')}.md`;

for (const locale of LOCALES) {
  describe(`${locale}: Markdown for assistants`, () => {
    const pages = sitemapPages(locale);
    const docs = pages.filter((p) => p.kind === 'doc');
    // Contributor notes keep their .md but are listed in neither file (issue 27.4).
    const readerDocs = docs.filter((p) => !isContributorPath(p.path));
    const withMd = pages.filter((p) => p.kind !== 'other');
    const llms = () => readFileSync(path.join(localeDir(locale), 'llms.txt'), 'utf8');
    const full = () => readFileSync(path.join(localeDir(locale), 'llms-full.txt'), 'utf8');

    it('every doc page and post of the sitemap has its .md', () => {
      expect(docs.length).toBeGreaterThan(40);
      expect(withMd.length - docs.length, 'blog posts').toBeGreaterThan(0);
      expect(withMd.filter((p) => !existsSync(mdFile(p))).map((p) => p.path)).toEqual([]);
    });

    it('llms.txt: name, summary, sections; every doc of the locale once, every link a file', () => {
      const text = llms();
      expect(text).toMatch(/^# limu\n\n> \S.{40,}\n/);
      expect(text).toMatch(/^## /m);
      const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => m[1]);
      expect(links.filter((l, i) => links.indexOf(l) !== i), 'listed twice').toEqual([]);
      expect(readerDocs.map(mdUrl).filter((u) => !links.includes(u)), 'docs missing from llms.txt').toEqual([]);
      expect(links.filter((l) => !existsSync(path.join(BUILD, l.slice(SITE.length + BASE.length)))), 'links to no file').toEqual([]);
    });

    it('llms-full.txt holds every doc once, in the order llms.txt lists them', () => {
      const text = full();
      const inFull = [...text.matchAll(/^(?:页面|Page): (\S+)$/gm)].map((m) => m[1]);
      expect([...inFull].sort()).toEqual(readerDocs.map((p) => SITE + p.path).sort());
      const listed = [...llms().matchAll(/^- \[[^\]]+\]\(([^)]+)\.md\)/gm)].map((m) => `${m[1]}/`).filter((u) => inFull.includes(u));
      expect(inFull).toEqual(listed);
    });

    it('lists prefetch-lib (a user guide) and no contributor note, in llms.txt and llms-full.txt', () => {
      const contributor = docs.filter((p) => isContributorPath(p.path));
      expect(contributor.length, 'contributor notes in the sitemap').toBeGreaterThanOrEqual(8);
      for (const text of [llms(), full()]) {
        expect(text).toContain(`docs/tutorial-basics/prefetch-lib`);
        expect(contributor.filter((p) => text.includes(p.path.replace(/\/$/, ''))).map((p) => p.path)).toEqual([]);
      }
    });

    it("a page's .md has exactly the page's code blocks", () => {
      const wrong: string[] = [];
      let blocks = 0;
      for (const page of withMd) {
        const md = walk(parse(readFileSync(mdFile(page), 'utf8'))).filter((n) => n.type === 'code').map((n) => n.value ?? '');
        const html = htmlCodeBlocks(page.html).map((c) => c.replace(/\n$/, ''));
        blocks += md.length;
        if (JSON.stringify(md) !== JSON.stringify(html)) {
          const i = md.findIndex((c, k) => c !== html[k]);
          wrong.push(`${page.path}: ${md.length} blocks in .md, ${html.length} on the page; first difference at block ${i + 1}`);
        }
      }
      expect(blocks).toBeGreaterThan(100);
      expect(wrong).toEqual([]);
    });

    it('no file holds HTML tags, MDX imports or JSX components', () => {
      const files: Array<[string, string]> = [
        ...withMd.map((p): [string, string] => [p.path, readFileSync(mdFile(p), 'utf8')]),
        ['llms.txt', llms()],
        ['llms-full.txt', full()],
      ];
      const wrong: string[] = [];
      for (const [name, text] of files) {
        for (const n of walk(parse(text))) {
          if (n.type === 'html') wrong.push(`${name}: HTML ${n.value?.slice(0, 60)}`);
          if (n.type === 'text' && /^(import|export)\s|<\/?[A-Z][\w.]*[\s/>]/.test(n.value ?? '')) wrong.push(`${name}: MDX ${n.value?.slice(0, 60)}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  });
}

describe('both locales', () => {
  it('the English files are English and the Chinese files Chinese', () => {
    const han = /[\u4e00-\u9fff]/;
    const zh: Locale = 'zh-Hans';
    expect(han.test(readFileSync(path.join(localeDir(zh), 'llms.txt'), 'utf8').split('\n')[2])).toBe(true);
    expect(han.test(readFileSync(path.join(localeDir('en'), 'llms.txt'), 'utf8'))).toBe(false);
  });
});
