// Content lint of every Markdown page (both locales): rules of the quality bar a build does not
// check. One test per rule, listing every `file:line` that breaks it.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {markdownPairs, ROOT} from './collect';
import glossary from '../../src/data/glossary.json';
import {
  chineseInEnglishProblems,
  glossaryDataProblems,
  glossaryProblems,
  fenceLanguageProblems,
  htmlCommentProblems,
  imageSizeProblems,
  placeholderProblems,
  structureProblems,
  type GlossaryTerm,
} from './lint';

const pairs = markdownPairs();
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const files = pairs.flatMap((p) => [p.zh, p.en]).filter((f): f is string => f !== null);
const english = pairs.map((p) => p.en).filter((f): f is string => f !== null);
const terms = glossary.terms as GlossaryTerm[];

// Pages other branches are rewriting at the same time (issue 13): their glossary problems are
// listed, not failed, until those branches merge. The last test fails once an entry here is clean,
// so the list can only shrink.
const GLOSSARY_PENDING: string[] = [];
const pending = (f: string) => GLOSSARY_PENDING.some((p) => f.startsWith(p));
const glossaryOf = (f: string) =>
  f.endsWith('.tsx') ? glossaryProblems(read(f), f, 'zh', terms, false) : glossaryProblems(read(f), f, english.includes(f) ? 'en' : 'zh', terms);
// UI strings of the home page and theme make claims too (code.json messages, one per line).
const codeJson = (lang: 'zh' | 'en') => {
  const file = lang === 'zh' ? 'i18n/zh-Hans/code.json' : 'i18n/en/code.json';
  const lines = read(file).split('\n').map((l) => (/^\s*"message":/.test(l) ? l : ''));
  return glossaryProblems(lines.join('\n'), file, lang, terms, false);
};
// The Chinese UI strings are the defaults inside <Translate> in the components themselves.
const tsxFiles = ['src/components', 'src/pages', 'src/theme'].flatMap((dir) =>
  (readdirSync(path.join(ROOT, dir), {recursive: true}) as string[])
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => `${dir}/${f.split(path.sep).join('/')}`),
);

function check(problems: string[]) {
  expect(problems, problems.join('\n')).toEqual([]);
}

describe('content lint', () => {
  it('finds Markdown pages in both locales', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(english.length).toBeGreaterThan(0);
  });
  it('no placeholder text (TODO, TBD, coming soon, lorem ipsum, 敬请期待 ...)', () => {
    check(files.flatMap((f) => placeholderProblems(read(f), f)));
  });
  it('no HTML comments (MDX under future.v4 rejects them)', () => {
    check(files.flatMap((f) => htmlCommentProblems(read(f), f)));
  });
  it('JavaScript/TypeScript samples are fenced as js/jsx/ts/tsx (so they run)', () => {
    check(files.flatMap((f) => fenceLanguageProblems(read(f), f)));
  });
  it('raw <img> tags carry width and height', () => {
    check(files.flatMap((f) => imageSizeProblems(read(f), f)));
  });
  it('English copies hold no Chinese prose', () => {
    check(english.flatMap((f) => chineseInEnglishProblems(read(f), f)));
  });
  it('glossary data is complete and consistent (src/data/glossary.json)', () => {
    expect(terms.length).toBeGreaterThan(5);
    check(glossaryDataProblems(terms));
  });
  it('prose uses the glossary terms, not their forbidden variants', () => {
    check([
      ...files.filter((f) => !pending(f)).flatMap(glossaryOf),
      ...codeJson('zh'),
      ...codeJson('en'),
      ...tsxFiles.filter((f) => !pending(f)).flatMap(glossaryOf),
    ]);
  });
  it('every page on the glossary pending list still has glossary problems', () => {
    const clean = GLOSSARY_PENDING.filter((p) => [...files, ...tsxFiles].filter((f) => f.startsWith(p)).flatMap(glossaryOf).length === 0);
    expect(clean, `remove from GLOSSARY_PENDING: ${clean.join(', ')}`).toEqual([]);
  });
  it('zh and en copies share headings (level, explicit id) and untranslated front matter', () => {
    check(pairs.flatMap((p) => (p.zh && p.en ? structureProblems(read(p.zh), p.zh, read(p.en), p.en) : [])));
  });
});
