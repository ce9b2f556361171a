// ARCHITECTURE.md §1 site configuration, as a reader's browser and a crawler receive it (server-rendered
// HTML of both locales): title, tagline, url/baseUrl, favicon, noIndex, trailing slashes,
// locales, title delimiter, blog reading time, copyright year.
import {expect, test} from './support/fixtures';
import {decode, fetchStatic} from './support/html';
import {LOCALES, localeBase, type Locale} from './support/routes';

const ORIGIN = 'https://tnfe.github.io';
const L = <T>(locale: Locale, zh: T, en: T): T => (locale === 'en' ? en : zh);
/** The text of an HTML fragment, as a reader sees it (tags and React's `<!-- -->` markers removed). */
const textOf = (html: string) =>
  decode(html.replace(/<!--[\s\S]*?-->|<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
const attr = (html: string, tag: RegExp, name: string) => {
  const el = tag.exec(html)?.[0] ?? '';
  return decode(new RegExp(`\\s${name}="?([^"\\s>]*(?:[^"]*")?)`).exec(el)?.[1]?.replace(/"$/, '') ?? '');
};

for (const locale of LOCALES) {
  const base = localeBase(locale);

  test(`${locale}: url + baseUrl give canonical and alternate URLs with trailing slashes`, async ({request}) => {
    const page = await fetchStatic(request, `${base}docs/intro/`);
    const has = (needle: string) => page.html.includes(needle);
    expect(has(`rel=canonical href=${ORIGIN}${base}docs/intro/ `), `canonical of ${base}docs/intro/`).toBe(true);
    for (const [lang, prefix] of [
      ['zh-Hans', '/limu/'],
      ['en', '/limu/en/'],
      ['x-default', '/limu/'],
    ]) {
      expect(has(`rel=alternate href=${ORIGIN}${prefix}docs/intro/ hreflang=${lang}`), `hreflang ${lang}`).toBe(true);
    }
  });

  test(`${locale}: title, tagline, favicon, generator, indexable`, async ({request}) => {
    const home = await fetchStatic(request, base);
    expect(home.lang).toBe(locale);
    expect(home.title).toMatch(/ \| limu$/);
    const description = attr(home.html, /<meta[^>]*name=description[^>]*>/, 'content');
    expect(description.length, 'tagline as the home description').toBeGreaterThan(10);
    expect(/[\u4e00-\u9fff]/.test(description), `tagline "${description}" in ${locale}`).toBe(locale === 'zh-Hans');
    // Self-hosted favicon, really there.
    expect(home.html.includes(`rel=icon href=${base}img/favicon.svg`), `favicon link in ${base}`).toBe(true);
    const icon = await request.get(`${base}img/favicon.svg`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
    // noIndex: false — no robots noindex anywhere.
    expect(/name=robots[^>]*noindex/.test(home.html), `robots noindex in ${base}`).toBe(false);
    expect(/name=generator content="Docusaurus v3\.\d+\.\d+"/.test(home.html), `generator meta in ${base}`).toBe(true);
  });

  // Read from the server HTML (the text a reader sees first, kept as is by hydration); the hydrated
  // page is checked in the browser by changelog-blog.spec.ts (reading time of every post) and
  // s2-chrome.spec.ts (the footer's copyright line in each locale).
  test(`${locale}: blog posts show their reading time; the footer says 2025`, async ({request}) => {
    const post = await fetchStatic(request, `${base}blog/change1/`);
    const header = textOf(/<article[\s\S]*?<header>([\s\S]*?)<\/header>/.exec(post.html)?.[1] ?? '');
    expect(header, `article header of ${base}blog/change1/`).toMatch(L(locale, /阅读需 \d+ 分钟/, /\d+ min read/));
    const copyright = textOf(/class="?footer__copyright"?>([\s\S]*?)<\/div>/.exec(post.html)?.[1] ?? '');
    expect(copyright, `footer of ${base}blog/change1/`).toContain(L(locale, '版权所有 © 2025', 'Copyright © 2025'));
  });
}

test('the default locale is zh-Hans at /limu/, English at /limu/en/', async ({request}) => {
  expect((await fetchStatic(request, '/limu/')).lang).toBe('zh-Hans');
  expect((await fetchStatic(request, '/limu/en/')).lang).toBe('en');
  // Each locale's not-found page is its own.
  expect((await fetchStatic(request, '/limu/nope/')).lang).toBe('zh-Hans');
  expect((await fetchStatic(request, '/limu/en/nope/')).lang).toBe('en');
});
