import {describe, expect, it} from 'vitest';
import {aliasesOf, localeRootAlias} from '../../src/plugins/html-aliases';

describe('html-aliases: x.html beside x/index.html', () => {
  const files = new Set(['docs/intro/index.html', 'blog/index.html', 'page.html', 'page/index.html', 'index.html']);
  const exists = (rel: string) => files.has(rel);

  it('aliases each route built as x/index.html, under the locale base, once', () => {
    expect(aliasesOf(['/limu/', '/limu/docs/intro/', '/limu/docs/intro/', '/limu/blog/'], '/limu/', exists)).toEqual([
      ['blog/index.html', 'blog.html'],
      ['docs/intro/index.html', 'docs/intro.html'],
    ]);
  });

  it('skips the locale root, routes without a built index.html, existing x.html and other bases', () => {
    expect(
      aliasesOf(
        ['/limu/', '/limu/missing/', '/limu/page/', '/other/docs/intro/', '/limu/docs/intro'],
        '/limu/',
        exists,
      ),
    ).toEqual([]);
  });

  it('a locale built in a folder of the site gets its root as `<folder>.html`; the default locale none', () => {
    expect(localeRootAlias('/site/build/en', false)).toEqual(['index.html', '../en.html']);
    expect(localeRootAlias('/site/build', true)).toBeUndefined();
  });
});
