// Units of the content lint (tests/docs/lint.ts): each rule reports a breaking page with file:line
// and stays quiet on the allowed forms.
import {describe, expect, it} from 'vitest';
import {
  chineseInEnglishProblems,
  fenceLanguageProblems,
  frontMatter,
  headings,
  htmlCommentProblems,
  imageSizeProblems,
  placeholderProblems,
  proseLines,
  structureProblems,
} from '../docs/lint';

const page = (...lines: string[]) => lines.join('\n');

describe('content lint rules', () => {
  it('proseLines skips front matter and code blocks', () => {
    const md = page('---', 'title: x', '---', 'text', '```js', '<!-- in code -->', '```', 'after');
    expect(proseLines(md)).toEqual([
      {line: 4, text: 'text'},
      {line: 8, text: 'after'},
    ]);
  });
  it('placeholder text', () => {
    expect(placeholderProblems(page('# A', 'TODO: write this'), 'a.md')).toEqual(["a.md:2: placeholder text 'TODO'"]);
    expect(placeholderProblems(page('更多内容敬请期待'), 'b.md')).toHaveLength(1);
    expect(placeholderProblems(page('Coming soon.'), 'c.md')).toHaveLength(1);
    expect(placeholderProblems(page("const todos = [{ todo: 'x' }];"), 'd.md')).toEqual([]);
  });
  it('HTML comments outside code and inline code', () => {
    expect(htmlCommentProblems(page('a', '<!-- truncate -->'), 'a.md')).toEqual([
      "a.md:2: HTML comment '<!--' (use {/* ... */} in MDX)",
    ]);
    expect(htmlCommentProblems(page('use `<!-- -->` never', '```html', '<!-- ok -->', '```'), 'b.md')).toEqual([]);
  });
  it('fence languages the tests would not run', () => {
    expect(fenceLanguageProblems(page('x', '```javascript', 'a', '```'), 'a.md')).toEqual([
      "a.md:2: fence language 'javascript' is not run by the tests; write 'js'",
    ]);
    expect(fenceLanguageProblems(page('```ts', 'a', '```', '```bash', 'b', '```'), 'b.md')).toEqual([]);
  });
  it('<img> without width and height', () => {
    expect(imageSizeProblems(page('<img src="/a.svg" alt="a" />'), 'a.md')).toEqual([
      'a.md:1: <img> without width and height',
    ]);
    expect(imageSizeProblems(page('<img src="/a.svg" alt="a" width="10" height="10" />'), 'b.md')).toEqual([]);
  });
  it('Chinese in the English copy (code, inline code and the language name aside)', () => {
    expect(chineseInEnglishProblems(page('---', 'title: 快速开始', '---', 'Hello 世界'), 'en.md')).toEqual([
      "en.md:1: front matter 'title' contains Chinese",
      "en.md:4: Chinese text in the English copy near 'Hello 世界'",
    ]);
    expect(chineseInEnglishProblems(page('Pick 简体中文 or `中文`.', '```js', '// 中文', '```'), 'en.md')).toEqual([]);
  });
  it('reads headings and front matter', () => {
    expect(headings(page('# T', '```md', '## not', '```', '## A {#a}', '### B'))).toEqual([
      {line: 1, level: 1, id: null},
      {line: 5, level: 2, id: 'a'},
      {line: 6, level: 3, id: null},
    ]);
    expect(frontMatter(page('---', 'slug: /x', 'tags:', '  - a', '  - b', '---'))).toEqual({
      slug: '/x',
      tags: '- a - b',
    });
  });
  it('zh/en structure: heading levels, ids, counts and shared front matter', () => {
    const zh = page('---', 'slug: /p', 'title: 页', '---', '## 用法 {#usage}', '### 细节');
    const en = page('---', 'slug: /p', 'title: Page', '---', '## Usage {#usage}', '### Details');
    expect(structureProblems(zh, 'zh.md', en, 'en.md')).toEqual([]);
    expect(structureProblems(zh, 'zh.md', en.replace('### Details', '#### Details'), 'en.md')).toEqual([
      'zh.md:6 / en.md:6: heading #2 is h3 vs h4',
    ]);
    expect(structureProblems(zh, 'zh.md', en.replace('{#usage}', '{#use}'), 'en.md')[0]).toMatch(/id usage vs use/);
    expect(structureProblems(zh, 'zh.md', en.replace('### Details', ''), 'en.md')[0]).toMatch(
      /^zh\.md:6: heading #2 has no counterpart in en\.md/,
    );
    expect(structureProblems(zh, 'zh.md', en.replace('slug: /p', 'slug: /q'), 'en.md')).toEqual([
      "zh.md / en.md: front matter 'slug' is /p vs /q",
    ]);
  });
});
