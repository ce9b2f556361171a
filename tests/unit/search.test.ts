// The search engine (src/lib/search/core.ts) and the index builder (src/plugins/search-index):
// words as readers type them, the shard rule, prefixes and typos, ranking, and which parts of a
// built page are indexed. The committed query set runs on the build (tests/build/search-quality.test.ts).
import {describe, expect, it} from 'vitest';
import {
  editDistance,
  headingMatch,
  markWords,
  queryTerms,
  rank,
  shardKey,
  splitByWords,
  tokenize,
  wordSpans,
  type SearchShard,
} from '../../src/lib/search/core';
import {hitHref} from '../../src/lib/search/client';
import {addressWords, buildSearchData, glossaryAliases, sectionsOf} from '../../src/plugins/search-index/build';

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

describe('error messages and English words on Chinese pages (issue 39.2)', () => {
  const zh = buildSearchData(
    [
      {
        url: '/errors/',
        html: page(
          'docs-doc-page',
          '<h1>错误信息</h1><h3 id="fin">Draft has been finished!</h3><p>草稿已经结束。</p>' +
            '<h3 id="root">set failed, cuase draft root has been finised! key: k</h3><p>结束之后写入。</p>' +
            '<h2 id="versions">各版本的信息</h2><table><tr><td>Draft has been finished!</td></tr>' +
            '<tr><td>set failed, cuase draft root has been finised! key: k</td></tr><tr><td>draft has been finished draft has been finished</td></tr></table>',
        ),
      },
      {
        url: '/install/',
        html: page(
          'docs-doc-page',
          '<h1>安装</h1><p>用包管理器安装。</p><div class="theme-code-block"><div class="token-line">npm install limu</div></div>',
        ),
      },
      {url: '/freeze/', html: page('docs-doc-page', '<h1>冻结</h1><p>冻结结果。</p>')},
    ],
    'zh-Hans',
    glossaryAliases(
      [
        {zh: '冻结', en: 'freeze'},
        {zh: '结束草稿', en: 'finish a draft'},
      ],
      'zh-Hans',
    ),
  );
  const first = (q: string) => {
    const terms = queryTerms(q, 'zh-Hans');
    const shards = new Map<string, SearchShard>();
    for (const t of terms) {
      const sh = zh.shards.get(shardKey(t));
      if (sh) shards.set(shardKey(t), sh);
    }
    return rank(zh.docs, terms, shards, 8, 'zh-Hans')[0]?.url;
  };
  it('ranks the entry headed by a pasted message first, whole or in part, not the table quoting it', () => {
    expect(first('Uncaught Error: Draft has been finished!')).toBe('/errors/#fin');
    expect(first('draft has been finis')).toBe('/errors/#fin');
    expect(first('get failed, cuase draft root has been finised! key: list')).toBe('/errors/#root');
  });
  it('finds words of code blocks and the English glossary word of a Chinese term', () => {
    expect(first('install')).toBe('/install/');
    expect(first('freeze')).toBe('/freeze/');
    expect(glossaryAliases([{zh: '冻结', en: 'freeze'}], 'en').size).toBe(0);
  });
  it('lifts a heading only for three or more query words that are most of the query', () => {
    expect(headingMatch('Draft has been finished!', ['draft'], 'en')).toBe(0);
    expect(headingMatch('Draft has been finished!', ['draft', 'has', 'been'], 'en')).toBeGreaterThan(0);
    expect(headingMatch('Draft has been finished!', ['draft', 'has', 'been', 'x', 'y', 'z'], 'en')).toBe(0);
    expect(headingMatch('Draft has been finished!', ['draft', 'has', 'been', 'fin'], 'en')).toBe(1);
    expect(headingMatch('a draft has been seen here today', ['draft', 'has', 'been', 'finished'], 'en')).toBeLessThan(
      headingMatch('Draft has been finished!', ['draft', 'has', 'been', 'finished'], 'en'),
    );
  });
});

describe('sectionsOf', () => {
  it('keeps code blocks apart from the prose, and leaves out heading anchors and the chrome around the body', () => {
    const html = page(
      'blog-post-page',
      '<h1>Post</h1><p>prose<b>word</b></p><div class="theme-code-block"><code><div class="token-line">npm install</div><div class="token-line">limu</div></code></div><h3 id="h">Head<a class="hash-link">#</a></h3><p>after</p>',
    );
    const parsed = sectionsOf(html);
    expect(parsed?.title).toBe('Post');
    expect(parsed?.sections.map((s) => [s.heading, s.text.join('').replace(/\s+/g, ' ').trim(), s.code])).toEqual([
      ['', 'proseword', ['npm install\nlimu']],
      ['Head', 'after', []],
    ]);
    expect(sectionsOf(page('blog-list-page', '<h1>x</h1>'))).toBeNull();
  });

  // Issue 51.6: "playground" found no page; the standalone pages (src/pages) were not indexed.
  it('reads a standalone page from its <main>, not a page marked noindex, and finds it by its address', () => {
    const standalone = (title: string, robots = '') =>
      `<html><head>${robots}</head><body><nav>menu</nav><main><h1>${title}</h1><p>Run limu in the browser.</p><h2 id="share">Share</h2><p>a link</p></main><footer>foot</footer></body></html>`;
    const parsed = sectionsOf(standalone('演练场'), true);
    expect(parsed?.title).toBe('演练场');
    expect(parsed?.standalone).toBe(true);
    expect(parsed?.sections.map((s) => [s.heading, s.text.join('').replace(/\s+/g, ' ').trim()])).toEqual([
      ['', 'Run limu in the browser.'],
      ['Share', 'a link'],
    ]);
    expect(sectionsOf(standalone('演练场'))).toBeNull();
    expect(sectionsOf(standalone('Search', '<meta name="robots" content="noindex, follow">'), true)).toBeNull();
    expect(addressWords('/limu/en/playground/', '/limu/en/')).toBe('playground');
    const data = buildSearchData(
      [
        {url: '/limu/', html: standalone('limu'), standalone: true},
        {url: '/limu/playground/', html: standalone('演练场'), standalone: true},
        {url: '/limu/docs/a/', html: page('docs-doc-page', '<h1>Doc</h1><p>open it in the playground.</p>')},
      ],
      'zh-Hans',
      new Map(),
      '/limu/',
    );
    expect(
      data.docs.pages.map(([url]) => url),
      'the front page is not a result',
    ).toEqual(['/limu/docs/a/', '/limu/playground/']);
    const shards = new Map(data.shards);
    for (const query of ['playground', '演练场']) {
      expect(rank(data.docs, queryTerms(query, 'zh-Hans'), shards, 5, 'zh-Hans')[0]?.url, query).toBe(
        '/limu/playground/',
      );
    }
  });
});

describe('client helpers', () => {
  it('links a hit with its terms and heading, and marks terms case-insensitively', () => {
    expect(hitHref({section: 0, url: '/p/#h', page: 'P', heading: 'H', score: 1}, ['markraw', '草稿'])).toBe(
      `/p/?_highlight=markraw&_highlight=${encodeURIComponent('草稿')}#h`,
    );
    expect(splitByWords('Use markRaw(x)', ['markraw'], 'en')).toEqual([
      {text: 'Use ', match: false},
      {text: 'markRaw', match: true},
      {text: '(x)', match: false},
    ]);
    expect(splitByWords('a.b', ['.'], 'en')).toEqual([{text: 'a.b', match: false}]);
  });
});

// Issue 51.2: the pasted revoked-proxy message marked 223 letters `a`, 229 of its marks inside words (Dr[a]ft).
const REVOKED = "Cannot perform 'get' on a proxy that has been revoked";

describe('marking the searched words', () => {
  const marked = (text: string, words: string[], locale: string) =>
    splitByWords(text, words, locale)
      .filter((p) => p.match)
      .map((p) => p.text);

  it('gives each word its place in the text', () => {
    const text = 'Draft, 结构共享 limu.produce';
    for (const locale of ['en', 'zh-Hans']) {
      const spans = wordSpans(text, locale);
      expect(spans.map((s) => text.slice(s.start, s.end).toLowerCase())).toEqual(spans.map((s) => s.word));
      expect(spans.map((s) => s.word)).toEqual(tokenize(text, locale));
    }
  });

  it('marks whole words only, never a stop word, a one-letter word or letters inside a word', () => {
    const words = queryTerms(REVOKED, 'en');
    expect(words).toContain('a');
    const text = 'Draft has been finished: a revoked proxy cannot perform a get; Proxy, proxying, getter.';
    expect(marked(text, words, 'en')).toEqual(['revoked', 'proxy', 'cannot', 'perform', 'get', 'Proxy']);
    expect(marked('Draft', ['a', 'dr', 'aft'], 'en')).toEqual([]);
  });

  it('marks Chinese words as the index cuts them: not single characters, not pieces of other words', () => {
    expect(tokenize('结构共享', 'zh-Hans')).toEqual(['结构', '共享']);
    // Two searched words side by side are one mark.
    expect(marked('结构共享让两份数据共享没有修改的部分', ['结构', '共享'], 'zh-Hans')).toEqual(['结构共享', '共享']);
    // 共 and 享 alone, or in 共同, are not 共享.
    expect(marked('共同的享受', ['共享', '共', '享'], 'zh-Hans')).toEqual([]);
    expect(marked('草稿的代理被撤销了', queryTerms('草稿 的', 'zh-Hans'), 'zh-Hans')).toEqual(['草稿']);
  });

  it('marks what the index found for the query: word, English endings, an unfinished last word completed, a misspelling corrected', () => {
    const shards = new Map<string, SearchShard>([
      ['cr', {createdraft: [0, 10], create: [0, 10]}],
      ['fr', {freeze: [0, 10], freezing: [0, 10], freezeobject: [0, 10]}],
      ['pe', {perform: [0, 10], performance: [0, 10], performs: [0, 10]}],
      ['pr', {proxy: [0, 10], proxyhandler: [0, 10]}],
    ]);
    expect(markWords(['createdra'], shards)).toEqual(['createdra', 'createdraft']);
    expect(markWords(['craetedraft'], shards)).toEqual(['craetedraft', 'createdraft']);
    // A word the index holds is finished, last or not: its endings (`performs`, `freezing`), not longer
    // words (`performance`, `freezeobject`, `proxyhandler`).
    expect(markWords(['perform', 'freeze', 'proxy'], shards)).toEqual([
      'perform',
      'performs',
      'freeze',
      'freezing',
      'proxy',
    ]);
    expect(markWords(queryTerms(REVOKED, 'en'), shards)).toEqual([
      'cannot',
      'perform',
      'performs',
      'get',
      'proxy',
      'revoked',
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
