// The search engine (src/lib/search/core.ts) and the index builder (src/plugins/search-index):
// words as readers type them, the shard rule, prefixes and typos, ranking, and which parts of a
// built page are indexed. The committed query set runs on the build (tests/build/search-quality.test.ts).
import {describe, expect, it} from 'vitest';
import {editDistance, queryTerms, rank, shardKey, tokenize, type SearchShard} from '../../src/lib/search/core';
import {hitHref, splitByTerms} from '../../src/lib/search/client';
import {buildSearchData, sectionsOf} from '../../src/plugins/search-index/build';

const page = (cls: string, body: string) =>
  `<html class="${cls}"><body><nav>menu words</nav><main><article><div class="markdown">${body}</div></article></main></body></html>`;

describe('tokenize', () => {
  it('cuts Chinese into words, keeps API names whole, splits on punctuation', () => {
    expect(tokenize('结构共享', 'zh-Hans')).toEqual(['结构', '共享']);
    expect(tokenize('createDraft / finishDraft', 'en')).toEqual(['createdraft', 'finishdraft']);
    expect(tokenize('read-only limu.produce', 'en')).toEqual(['read', 'only', 'limu', 'produce']);
    expect(queryTerms('%', 'en')).toEqual([]);
    expect(queryTerms('a a a b', 'en')).toEqual(['a', 'b']);
  });
});

describe('shardKey', () => {
  it('puts a word and all its completions in one shard', () => {
    expect(shardKey('createdraft')).toBe('cr');
    expect(shardKey('createdra')).toBe(shardKey('createdraft'));
    expect(shardKey('x')).toBe('x_');
    expect(shardKey('$foo')).toBe('_f');
    expect(shardKey('结构')).toBe(shardKey('结果'));
    expect(shardKey('结构')).toMatch(/^u\d+$/);
  });
});

describe('editDistance', () => {
  it('counts an adjacent swap as one edit', () => {
    expect(editDistance('craetedraft', 'createdraft', 2)).toBe(1);
    expect(editDistance('shalowcompare', 'shallowcompare', 2)).toBe(1);
    expect(editDistance('produce', 'current', 2)).toBe(3);
  });
});

describe('rank', () => {
  const data = buildSearchData(
    [
      {
        url: '/b/',
        html: page(
          'docs-doc-page',
          '<h1>Freezing</h1><p>auto freeze.</p><h2 id="deep">Deep</h2><p>deepFreeze freezes.</p>',
        ),
      },
      {
        url: '/a/',
        html: page(
          'docs-doc-page',
          '<h1>createDraft</h1><p>make a draft.</p><h2 id="x">Use</h2><p>createDraft then finishDraft.</p>',
        ),
      },
      {url: '/c/', html: page('blog-list-page', '<h1>List</h1><p>createDraft everywhere</p>')},
    ],
    'en',
  );
  const search = (q: string) => {
    const terms = queryTerms(q, 'en');
    const shards = new Map<string, SearchShard>();
    for (const t of terms) {
      const s = data.shards.get(shardKey(t));
      if (s) shards.set(shardKey(t), s);
    }
    return rank(data.docs, terms, shards, 8).map((h) => h.url);
  };
  it('indexes doc pages and posts only, one section per heading', () => {
    expect(data.docs.pages.map(([url]) => url)).toEqual(['/a/', '/b/']);
    expect(data.docs.sections.map(([, heading, anchor]) => `${heading}#${anchor}`)).toEqual([
      '#',
      'Use#x',
      '#',
      'Deep#deep',
    ]);
    expect(data.docs.keys).toEqual([...data.shards.keys()].sort());
    expect(data.docs.v).toMatch(/^[0-9a-f]{10}$/);
  });
  it('ranks the page titled with the word first, finds prefixes, endings and typos', () => {
    expect(search('createDraft')[0]).toBe('/a/');
    expect(search('createDra')[0]).toBe('/a/');
    expect(search('craeteDraft')[0]).toBe('/a/');
    expect(search('freeze')[0]).toBe('/b/');
    expect(search('finishDraft')).toEqual(['/a/#x']);
    expect(search('menu')).toEqual([]);
    expect(search('qqzzxxvvkk')).toEqual([]);
  });
});

describe('sectionsOf', () => {
  it('leaves out code blocks, heading anchors and the chrome around the body', () => {
    const html = page(
      'blog-post-page',
      '<h1>Post</h1><p>prose<b>word</b></p><div class="theme-code-block">codeword</div><h3 id="h">Head<a class="hash-link">#</a></h3><p>after</p>',
    );
    const parsed = sectionsOf(html);
    expect(parsed?.title).toBe('Post');
    expect(parsed?.sections.map((s) => [s.heading, s.text.join('').replace(/\s+/g, ' ').trim()])).toEqual([
      ['', 'proseword'],
      ['Head', 'after'],
    ]);
    expect(sectionsOf(page('blog-list-page', '<h1>x</h1>'))).toBeNull();
  });
});

describe('client helpers', () => {
  it('links a hit with its terms and heading, and marks terms case-insensitively', () => {
    expect(hitHref({section: 0, url: '/p/#h', page: 'P', heading: 'H', score: 1}, ['markraw', '草稿'])).toBe(
      `/p/?_highlight=markraw&_highlight=${encodeURIComponent('草稿')}#h`,
    );
    expect(splitByTerms('Use markRaw(x)', ['markraw'])).toEqual([
      {text: 'Use ', match: false},
      {text: 'markRaw', match: true},
      {text: '(x)', match: false},
    ]);
    expect(splitByTerms('a.b', ['.'])).toEqual([
      {text: 'a', match: false},
      {text: '.', match: true},
      {text: 'b', match: false},
    ]);
  });
});

describe('contributor notes (issue 27.4)', () => {
  const doc = (url: string, title: string) => ({
    url,
    html: page('docs-doc-page', `<h1>${title}</h1><p>install autofreeze.</p>`),
  });
  const data = buildSearchData(
    [
      doc('/limu/docs/guides/installation/', 'Installation'),
      doc('/limu/en/docs/tutorial-basics/deploy-your-site/', 'Deploy your site'),
      doc('/limu/docs/tutorial-basics/markdown-features/', 'Markdown features'),
      doc('/limu/en/docs/tutorial-extras/translate-your-site/', 'Translate your site'),
      doc('/limu/en/docs/tutorial-basics/prefetch-lib/', 'Load limu on demand'),
    ],
    'en',
  );
  it('leaves them out of the index, but keeps prefetch-lib, a user guide among them', () => {
    expect(data.docs.pages.map(([url]) => url)).toEqual([
      '/limu/docs/guides/installation/',
      '/limu/en/docs/tutorial-basics/prefetch-lib/',
    ]);
  });
});
