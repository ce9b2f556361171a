// The build log must be free of the warnings ARCHITECTURE.md §2 configures as warnings (duplicate routes,
// broken Markdown links, broken anchors) and of any other [WARNING]: `npm test` writes the log to
// .test-results/build.log; this test fails, naming each warning, if it holds any.
import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {findBuildLogProblems, formatProblems} from './build-log';

const LOG = '.test-results/build.log';

describe('the build-log detector', () => {
  it('finds nothing in a clean log', () => {
    const clean = [
      '[INFO] Website will be built for all these locales:',
      '- zh-Hans',
      '- en',
      '[INFO] [zh-Hans] Creating an optimized production build...',
      '[SUCCESS] Generated static files in "build".',
      'warnings about nothing in prose are fine',
    ].join('\n');
    expect(findBuildLogProblems(clean)).toEqual([]);
  });

  it('names duplicate routes with their details', () => {
    const log = [
      '[INFO] [en] Creating an optimized production build...',
      '[WARNING] Duplicate routes found!',
      '- Attempting to create page at /limu/docs/intro/, but a page already exists at this route.',
      'This could lead to non-deterministic routing behavior.',
      '',
      '[SUCCESS] Generated static files in "build/en".',
    ].join('\n');
    const problems = findBuildLogProblems(log);
    expect(problems).toHaveLength(1);
    expect(problems[0].kind).toBe('duplicate routes');
    expect(problems[0].text).toContain('/limu/docs/intro/');
  });

  it('names broken Markdown links and broken anchors', () => {
    const log = [
      '[WARNING] Markdown link with URL `./nope.md` in source file "docs/intro.md" (12:3) couldn\'t be resolved.',
      'Make sure it references a local Markdown file that exists within the current plugin.',
      '[WARNING] Docusaurus found broken anchors!',
      'Exhaustive list of all broken anchors found:',
      '- Broken anchor on source page path = /limu/docs/intro/:',
      '   -> linking to /limu/docs/api/#missing',
    ].join('\n');
    const problems = findBuildLogProblems(log);
    expect(problems.map((p) => p.kind)).toEqual(['broken Markdown link', 'broken anchor']);
    expect(formatProblems(problems)).toContain('./nope.md');
    expect(formatProblems(problems)).toContain('#missing');
  });

  it('fails on any other [WARNING] line, coloured or not', () => {
    const log = '\u001b[33m[WARNING]\u001b[39m The plugin option "x" is deprecated.\n[INFO] done';
    const problems = findBuildLogProblems(log);
    expect(problems).toEqual([{kind: 'warning', text: '[WARNING] The plugin option "x" is deprecated.'}]);
  });
});

describe(`the production build log (${LOG})`, () => {
  it('exists: run `npm test` (it builds and writes the log) or `npx docusaurus build > .test-results/build.log 2>&1`', () => {
    expect(existsSync(LOG), `${LOG} is missing: the build log was not written`).toBe(true);
  });

  it('has no duplicate-route, broken-Markdown-link, broken-anchor or other warning', () => {
    if (!existsSync(LOG)) throw new Error(`${LOG} is missing: cannot check the build for warnings`);
    const log = readFileSync(LOG, 'utf8');
    expect(log, `${LOG} does not look like a Docusaurus build log`).toMatch(/Generated static files|Creating an optimized production build|\[ERROR\]/);
    const problems = findBuildLogProblems(log);
    expect(problems, `the build warned:\n${formatProblems(problems)}`).toEqual([]);
  });
});
