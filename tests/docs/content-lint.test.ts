// Content lint of every Markdown page (both locales): rules of the quality bar a build does not
// check. One test per rule, listing every `file:line` that breaks it.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {markdownPairs, ROOT} from './collect';
import {
  chineseInEnglishProblems,
  fenceLanguageProblems,
  htmlCommentProblems,
  imageSizeProblems,
  placeholderProblems,
  structureProblems,
} from './lint';

const pairs = markdownPairs();
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const files = pairs.flatMap((p) => [p.zh, p.en]).filter((f): f is string => f !== null);
const english = pairs.map((p) => p.en).filter((f): f is string => f !== null);

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
  it('zh and en copies share headings (level, explicit id) and untranslated front matter', () => {
    check(pairs.flatMap((p) => (p.zh && p.en ? structureProblems(read(p.zh), p.zh, read(p.en), p.en) : [])));
  });
});
