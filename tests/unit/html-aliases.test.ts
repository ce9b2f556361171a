import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {aliasesOf, localeRootAlias} from '../../src/plugins/html-aliases';
import {inlineCriticalCss, pageFiles} from '../../src/plugins/html-aliases/critical-css';

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

describe('critical CSS: what each page paints with before the stylesheet arrives', () => {
  it("lists one locale's page files: x/ as x/index.html, the not-found page as itself", () => {
    expect(
      pageFiles(
        ['/limu/en/', '/limu/en/docs/intro/', '/limu/en/docs/intro/', '/limu/en/404.html', '/limu/docs/x/'],
        '/limu/en/',
      ),
    ).toEqual(['404.html', 'docs/intro/index.html', 'index.html']);
  });

  it('inlines the rules the HTML uses and those of script-set attributes and :where(), and loads the sheet without blocking', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'critical-css-'));
    mkdirSync(path.join(dir, 'assets/css'), {recursive: true});
    mkdirSync(path.join(dir, 'redirect'));
    const css =
      '.used{color:red}.unused{color:blue}[data-theme=dark] .x{color:green}:where(.button--primary){--c:1}' +
      '@media (min-width:900px){.used{color:pink}.unused{margin:0}}';
    writeFileSync(path.join(dir, 'assets/css/site.css'), css);
    const page =
      '<html><head><link rel=stylesheet href=/limu/assets/css/site.css></head><body><p class=used>x</p></body></html>';
    writeFileSync(path.join(dir, 'index.html'), page);
    const redirect = '<html><head><meta http-equiv=refresh content="0; url=/limu/"></head><body></body></html>';
    writeFileSync(path.join(dir, 'redirect/index.html'), redirect);

    expect(await inlineCriticalCss(dir, '/limu/', ['index.html', 'redirect/index.html', 'gone/index.html'])).toBe(1);
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
    const inline = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(inline).toContain('.used{color:red}');
    expect(inline).toContain('[data-theme=dark] .x{color:green}');
    expect(inline).toContain(':where(.button--primary){--c:1}');
    expect(inline).toContain('.used{color:pink}');
    expect(inline).not.toContain('.unused');
    expect(html).toContain(
      `<link rel="preload" href=/limu/assets/css/site.css onload="this.rel='stylesheet'" as="style">`,
    );
    expect(html).toContain('<noscript><link rel=stylesheet href=/limu/assets/css/site.css></noscript>');
    // The page's own markup is left byte for byte.
    expect(html).toContain('<body><p class=used>x</p></body></html>');
    // The stylesheet itself stays whole, and a page without one is left alone.
    expect(readFileSync(path.join(dir, 'assets/css/site.css'), 'utf8')).toBe(css);
    expect(readFileSync(path.join(dir, 'redirect/index.html'), 'utf8')).toBe(redirect);
    expect(existsSync(path.join(dir, 'index.html.tmp'))).toBe(false);
  });

  it('fails the build, naming the page, when a page links a stylesheet that is not in the build', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'critical-css-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<html><head><link rel=stylesheet href=/limu/gone.css></head><body></body></html>',
    );
    await expect(inlineCriticalCss(dir, '/limu/', ['index.html'])).rejects.toThrow(
      /index\.html: Unable to locate stylesheet: \/limu\/gone\.css/,
    );
  });
});
