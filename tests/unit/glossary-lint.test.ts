import {describe, expect, it} from 'vitest';
import {glossaryDataProblems, glossaryProblems, type GlossaryTerm} from '../docs/lint';

const terms: GlossaryTerm[] = [
  {
    id: 'recipe',
    zh: 'recipe',
    en: 'recipe',
    forbiddenZh: ['配方'],
    forbiddenEn: ['producer function'],
    zhDefinition: '定义',
    enDefinition: 'definition',
  },
  {
    id: 'revoke',
    zh: '撤销',
    en: 'revoke',
    forbiddenZh: ['吊销'],
    forbiddenEn: [],
    zhDefinition: '定义',
    enDefinition: 'definition',
  },
];

describe('glossary lint', () => {
  it('reports a forbidden Chinese variant in prose with file, line, word and preferred term', () => {
    expect(glossaryProblems('# 标题\n\n草稿被吊销了。\n', 'a.md', 'zh', terms)).toEqual([
      "a.md:3: '吊销' is not a glossary term; write '撤销' (src/data/glossary.json)",
    ]);
  });
  it('ignores code blocks, inline code, link targets and front matter keys readers do not see', () => {
    const md = '---\nslug: 配方\n---\n\n`配方` 与 [recipe](./配方.md)\n\n```js\n// 配方\n```\n';
    expect(glossaryProblems(md, 'a.md', 'zh', terms)).toEqual([]);
  });
  it('checks the title and description in front matter', () => {
    const md = '---\ntitle: 配方\ndescription: 吊销\n---\n\n正文\n';
    expect(glossaryProblems(md, 'a.md', 'zh', terms).map((p) => p.split(':').slice(0, 2).join(':'))).toEqual([
      'a.md:2',
      'a.md:3',
    ]);
  });
  it('matches English variants as whole words, case-insensitively, across line-internal spaces', () => {
    expect(glossaryProblems('A Producer  function here.\n', 'b.md', 'en', terms)).toHaveLength(1);
    expect(glossaryProblems('reproducer functions\n', 'b.md', 'en', terms)).toEqual([]);
  });
  it('checks the data: a forbidden variant may not be a preferred term', () => {
    expect(glossaryDataProblems([...terms, {...terms[0]!, id: 'x', forbiddenZh: ['撤销']}])).toEqual([
      "glossary: 'x' forbids '撤销', which is a preferred term",
    ]);
    expect(glossaryDataProblems(terms)).toEqual([]);
  });
});
