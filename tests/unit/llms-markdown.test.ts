// src/plugins/llms: a source page becomes plain Markdown; code is copied byte for byte; an MDX
// component without a Markdown meaning stops the build naming the file, line and component.
import {version as LIMU_VERSION} from 'limu/package.json';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {admonitionsToQuotes, stripFences, toMarkdown, type ConvertOptions} from '../../src/plugins/llms/toMarkdown';
import {markdownPath} from '../../src/plugins/llms';
import {extractCodeBlocks} from '../../src/lib/examples';
import {BASE_URL, SITE_URL, localeBase, type Locale} from '../../src/data/site.mjs';

const siteDir = path.resolve(__dirname, '../..');
const options = (locale: string): ConvertOptions => ({
  siteDir,
  locale,
  siteUrl: SITE_URL,
  baseUrl: localeBase(locale as Locale),
  // Files under the docs folders are pages (enough for these sources); anything else is not.
  urlOfSource: (f) => {
    const m = /(?:\/docs|\/current)\/(.+?)(?:\/index)?\.mdx?$/.exec(f);
    return m ? `https://tnfe.github.io${locale === 'en' ? '/limu/en' : '/limu'}/docs/${m[1]}/` : undefined;
  },
});
const page = (absFile: string, source = readFileSync(absFile, 'utf8')) => ({
  absFile,
  source,
  title: 'T',
  description: 'D',
  pageUrl: 'https://tnfe.github.io/limu/docs/api/',
});

describe('llms: a page as Markdown', () => {
  it('turns the API overview (imports, diagrams, {VER}, relative links) into plain Markdown', async () => {
    for (const [locale, file] of [
      ['zh-Hans', 'docs/api/index.md'],
      ['en', 'i18n/en/docusaurus-plugin-content-docs/current/api/index.md'],
    ] as const) {
      const abs = path.join(siteDir, file);
      const source = readFileSync(abs, 'utf8');
      const md = await toMarkdown(page(abs, source), options(locale));
      expect(md.startsWith('---\ntitle: "T"\ndescription: "D"\n---\n\n# ')).toBe(true);
      const prose = stripFences(md);
      expect(prose).not.toMatch(/^import /m);
      expect(prose).not.toMatch(/<[A-Z]\w*/);
      expect(md).not.toContain('{VER}');
      expect(md).toContain(`**${LIMU_VERSION}**`);
      expect(md).toContain(locale === 'en' ? '*Figure: ' : '*图：');
      expect(md).toContain('](https://tnfe.github.io/limu/');
      expect(md).not.toMatch(/\]\(\.\.?\//);
      // Code blocks: the same, byte for byte, in the same order.
      expect(extractCodeBlocks(md, file).map((b) => b.code)).toEqual(
        extractCodeBlocks(source, file).map((b) => b.code),
      );
    }
  });

  it('names the file, line and component when an MDX component has no Markdown meaning', async () => {
    const abs = path.join(siteDir, 'docs/guides/example.mdx');
    const source =
      '---\ntitle: x\n---\n\nimport {Matrix} from "@site/src/components/Matrix";\n\nText.\n\n<Matrix rows={[1]} />\n';
    await expect(toMarkdown(page(abs, source), options('zh-Hans'))).rejects.toThrow(
      'llms: docs/guides/example.mdx:9: the MDX component <Matrix> has no Markdown meaning',
    );
    const withComponent = await toMarkdown(page(abs, source), {
      ...options('en'),
      components: {Matrix: ({props}) => `| rows |\n| --- |\n| ${JSON.stringify(props.rows)} |`},
    });
    expect(withComponent).toContain('| rows |\n| --- |\n| [1] |');
  });

  it('rejects an expression it cannot evaluate, and drops comments', async () => {
    const abs = path.join(siteDir, 'docs/x.md');
    await expect(toMarkdown(page(abs, 'A {1 + 1} b\n'), options('en'))).rejects.toThrow(
      'llms: docs/x.md:1: the expression {1 + 1}',
    );
    expect(await toMarkdown(page(abs, '# H\n\n{/* truncate */}\n\nAfter\n'), options('en'))).toContain(
      '# H\n\nAfter\n',
    );
  });

  it('makes every kind of link absolute, and leaves code alone', async () => {
    const abs = path.join(siteDir, 'docs/x.md');
    const source =
      '# H\n\n[a](/docs/intro) [b](/limu/docs/y/) [c](#top) [d](../guides/) [e](https://x.org/) [f][ref]\n\n[ref]: ./api/basic/ver.md#v\n\n```md\n[g](./z.md)\n```\n';
    const md = await toMarkdown(page(abs, source), {...options('en'), rootBaseUrl: BASE_URL});
    expect(md).toContain('[a](https://tnfe.github.io/limu/en/docs/intro)');
    expect(md).toContain('[b](https://tnfe.github.io/limu/docs/y/)');
    expect(md).toContain('[c](https://tnfe.github.io/limu/docs/api/#top)');
    expect(md).toContain('[d](https://tnfe.github.io/limu/docs/guides/)');
    expect(md).toContain('[e](https://x.org/)');
    expect(md).toContain('[ref]: https://tnfe.github.io/limu/en/docs/api/basic/ver/#v');
    expect(md).toContain('```md\n[g](./z.md)\n```');
  });

  it('turns admonitions into block quotes, code inside included', () => {
    const md = ':::caution 标题\nText\n\n```js\nconst a = 1;\n```\n:::\n\n:::tip\nok\n:::';
    expect(admonitionsToQuotes(md, 'zh-Hans')).toBe(
      '> **标题**\n>\n> Text\n>\n> ```js\n> const a = 1;\n> ```\n\n> **提示**\n>\n> ok',
    );
    expect(admonitionsToQuotes('```md\n:::tip\n:::\n```', 'en')).toBe('```md\n:::tip\n:::\n```');
  });

  it('puts the Markdown next to the page URL', () => {
    expect(markdownPath('/limu/docs/intro/')).toBe('/limu/docs/intro.md');
    expect(markdownPath('/limu/en/docs/')).toBe('/limu/en/docs.md');
  });
});
