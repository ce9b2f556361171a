// The chrome every page carries that its served HTML holds (was a browser test in
// tests/e2e/chrome.spec.ts, issue 37): the footer's groups, links and copyright line, the skip link and
// the announcement bar, each in its locale's words. Read from build/ (the blog list of each locale);
// the browser checks what needs a script (the skip link's focus, dismissing the bar, the menus).
import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {BASE, BUILD, LOCALES, type Locale} from './support/site-pages';

const REPO = 'https://github.com/tnfe/limu';
const HAN = /[\u4e00-\u9fff]/;
const L = <T>(locale: Locale, zh: T, en: T): T => (locale === 'en' ? en : zh);
const localeBase = (locale: Locale) => (locale === 'en' ? `${BASE}en/` : BASE);
const text = (s: string) => s.replace(/\s+/g, ' ').trim();

describe.each(LOCALES)('chrome of the served pages, %s', (locale) => {
  const base = localeBase(locale);
  const $ = cheerio.load(readFileSync(path.join(BUILD, base.slice(BASE.length), 'blog/index.html'), 'utf8'));

  it('the skip link and the announcement bar read in this locale', () => {
    expect(text($('a[href="#__docusaurus_skipToContent_fallback"]').text())).toBe(
      L(locale, '跳到主要内容', 'Skip to main content'),
    );
    const bar = $('div[role="banner"].theme-announcement-bar');
    expect(bar.length, 'the announcement bar').toBe(1);
    const barText = text(bar.clone().find('button').remove().end().text());
    expect(barText.length).toBeGreaterThan(10);
    // Chinese text on the default locale, English (no Han characters) on /en/.
    expect(HAN.test(barText), `announcement text "${barText}"`).toBe(locale === 'zh-Hans');
    expect(bar.find('button').attr('aria-label')).toBe(L(locale, '关闭', 'Close'));
  });

  it('the footer groups docs (with the playground), community (issues) and more (blog, changelog, repository), © 2025', () => {
    const footer = $('footer.footer');
    expect(
      footer
        .find('.footer__title')
        .toArray()
        .map((t) => text($(t).text())),
    ).toEqual(L(locale, ['文档', '社区', '更多'], ['Docs', 'Community', 'More']));
    const group = (i: number) => footer.find('.footer__col').eq(i);
    expect(group(0).find(`a[href="${base}docs/intro/"]`).length).toBe(1);
    // Issue 51.6: the playground, in the locale's words.
    expect(text(group(0).find(`a[href="${base}playground/"]`).text())).toBe(L(locale, '演练场', 'Playground'));
    expect(text(group(1).find(`a[href="${REPO}/issues"]`).text())).toMatch(L(locale, /问题反馈/, /Issues/));
    expect(text(group(2).find(`a[href="${base}blog/"]`).text())).toBe(L(locale, '博客', 'Blog'));
    expect(text(group(2).find(`a[href="${base}docs/changelog/intro/"]`).text())).toBe(
      L(locale, '更新日志', 'Changelog'),
    );
    expect(text(group(2).find(`a[href="${REPO}"]`).text())).toMatch(/GitHub/);
    const all = text(footer.text());
    expect(HAN.test(all), `footer text in ${locale}: ${all}`).toBe(locale === 'zh-Hans');
    // Issue 27: the zh copyright line was the English one.
    const copyright = text(footer.find('.footer__copyright').text());
    expect(copyright).toContain('2025');
    expect(HAN.test(copyright), `copyright line in ${locale}: ${copyright}`).toBe(locale === 'zh-Hans');
    expect(/Built with|Copyright/.test(copyright), `copyright line in ${locale}: ${copyright}`).toBe(locale === 'en');
  });
});
