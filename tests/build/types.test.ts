// Issue 26, checked on the build: the TypeScript blocks of the API pages and the TypeScript guide show
// compiler-made types (at least 60 blocks per locale); what a popup says is what the compiler says
// (recomputed here with a language service of this test's own); zh-Hans and English show the same
// information; the popups cost a page at most 30 KiB of gzip HTML.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import * as cheerio from 'cheerio';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {SAMPLE_COMPILER_OPTIONS} from '../../src/plugins/types/compute';
import {readBlocks, ROOT} from '../docs/collect';
import {LOCALES, sitemapPages, type BuiltPage, type Locale} from './support/site-pages';

const MIN_TYPED_BLOCKS = 60;
const MAX_EXTRA_GZIP = 30 * 1024;
const TYPED_PAGE = /\/docs\/(api\/|guides\/typescript\/$)/;

interface ShownName {
  line: number;
  text: string;
  type: string;
}

/** What each code block of a page shows: per <pre>, its names (line, text, type) and line texts. */
function shownBlocks(html: string): {names: ShownName[]; lines: string[]}[] {
  const $ = cheerio.load(html);
  return $('pre')
    .toArray()
    .map((pre) => {
      const lines = $(pre).find('.token-line').toArray();
      const names: ShownName[] = [];
      lines.forEach((line, i) => {
        $(line)
          .find('[data-type-name]')
          .each((_, el) => {
            const popup = $(el).children('[role=tooltip]');
            names.push({line: i, text: $(el).clone().children('[role=tooltip]').remove().end().text(), type: popup.children().eq(1).text()});
          });
      });
      const text = lines.map((line) => {
        const copy = $(line).clone();
        copy.find('[data-types-ui]').remove();
        return copy.text();
      });
      return {names, lines: text};
    });
}

const pages = new Map<Locale, BuiltPage[]>(LOCALES.map((l) => [l, sitemapPages(l).filter((p) => TYPED_PAGE.test(p.path))]));

/** The source of a built docs page: docs/... for zh-Hans, its English copy for en. */
function sourceOf(page: BuiltPage): string {
  const rel = page.path.replace(/^\/limu\/(en\/)?docs\//, '').replace(/\/$/, '');
  const root = page.locale === 'en' ? 'i18n/en/docusaurus-plugin-content-docs/current' : 'docs';
  for (const candidate of [`${root}/${rel}.md`, `${root}/${rel}/index.md`, `${root}/${rel}.mdx`]) {
    try {
      readFileSync(path.join(ROOT, candidate));
      return candidate;
    } catch {
      // next spelling
    }
  }
  throw new Error(`no source for ${page.path}`);
}

describe('type popups on the build', () => {
  for (const locale of LOCALES) {
    it(`${locale}: at least ${MIN_TYPED_BLOCKS} TypeScript blocks of the API pages and the TypeScript guide show types`, () => {
      const list = pages.get(locale)!;
      expect(list.length).toBeGreaterThan(15);
      const typed = list.flatMap((p) => shownBlocks(p.html)).filter((b) => b.names.length > 0);
      console.log(`${locale}: ${typed.length} blocks with types, ${typed.reduce((n, b) => n + b.names.length, 0)} names`);
      expect(typed.length).toBeGreaterThanOrEqual(MIN_TYPED_BLOCKS);
    });

    it(`${locale}: the popups cost each page at most ${MAX_EXTRA_GZIP / 1024} KiB of gzip HTML`, () => {
      const over: string[] = [];
      const costs: [string, number, number][] = [];
      for (const page of pages.get(locale)!) {
        const $ = cheerio.load(page.html);
        const withPopups = gzipSync($.html(), {level: 9}).length;
        $('[data-types-ui]').remove();
        $('[data-type-name]').each((_, el) => {
          $(el).replaceWith($(el).contents());
        });
        const without = gzipSync($.html(), {level: 9}).length;
        costs.push([page.path, withPopups - without, without]);
        if (withPopups - without > MAX_EXTRA_GZIP) over.push(`${page.path}: +${withPopups - without} bytes`);
      }
      const [worst] = costs.sort((a, b) => b[1] - a[1]);
      console.log(`${locale}: popups add at most ${(worst[1] / 1024).toFixed(1)} KiB gzip (${worst[0]}, ${(worst[2] / 1024).toFixed(1)} KiB without them)`);
      expect(over).toEqual([]);
    });
  }

  it('zh-Hans and English show the same types on the same names', () => {
    const en = new Map(pages.get('en')!.map((p) => [p.path.replace('/limu/en/', '/limu/'), p]));
    const differ: string[] = [];
    for (const zh of pages.get('zh-Hans')!) {
      const other = en.get(zh.path);
      expect(other, `${zh.path} has no English page`).toBeDefined();
      const strip = (b: {names: ShownName[]}) => b.names.map((n) => `${n.text}: ${n.type}`);
      if (JSON.stringify(shownBlocks(zh.html).map(strip)) !== JSON.stringify(shownBlocks(other!.html).map(strip))) differ.push(zh.path);
    }
    expect(differ).toEqual([]);
  });

  // Recomputed with a language service of this test's own, for every typed block of a few pages:
  // every identifier with quick info has a popup that says exactly that, and no popup says anything else.
  const CHECKED = ['/limu/docs/guides/typescript/', '/limu/docs/api/basic/produce/', '/limu/en/docs/api/basic/immut/'];
  for (const route of CHECKED) {
    it(`${route}: each popup says what the compiler says`, () => {
      const page = [...pages.values()].flat().find((p) => p.path === route);
      expect(page, `${route} is not built`).toBeDefined();
      const blocks = readBlocks(sourceOf(page!));
      const shown = shownBlocks(page!.html);
      expect(shown.length).toBe(blocks.length);
      let compared = 0;
      blocks.forEach((block, b) => {
        if (block.lang !== 'ts' && block.lang !== 'tsx') return;
        const expected = quickInfo(block.code, block.lang);
        const got = shown[b].names.map((n) => `${n.line}:${n.text}: ${n.type}`);
        expect(got, `${block.file}:${block.line}`).toEqual(expected);
        compared += got.length;
      });
      expect(compared).toBeGreaterThan(20);
    });
  }
});

let service: {ls: ts.LanguageService; files: Map<string, string>} | undefined;

/** `line:name: quick info` for each identifier of the code, in source order, as an editor shows it. */
function quickInfo(code: string, lang: string): string[] {
  if (!service) {
    const files = new Map<string, string>();
    const host: ts.LanguageServiceHost = {
      getCompilationSettings: () => SAMPLE_COMPILER_OPTIONS,
      getScriptFileNames: () => [...files.keys()],
      getScriptVersion: () => '1',
      getScriptSnapshot: (f) => {
        const text = files.get(f) ?? (ts.sys.fileExists(f) ? ts.sys.readFile(f) : undefined);
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
      },
      getCurrentDirectory: () => ROOT,
      getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
      fileExists: (f) => files.has(f) || ts.sys.fileExists(f),
      readFile: (f) => files.get(f) ?? ts.sys.readFile(f),
    };
    service = {ls: ts.createLanguageService(host), files};
  }
  const name = path.join(ROOT, `.types-test/sample-${service.files.size}.${lang}`);
  service.files.set(name, code);
  const sf = service.ls.getProgram()!.getSourceFile(name)!;
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) {
      const info = service!.ls.getQuickInfoAtPosition(name, node.getStart(sf));
      const text = info ? ts.displayPartsToString(info.displayParts) : '';
      if (text) out.push(`${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line}:${node.text}: ${text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}
