// Site hygiene: robots.txt names both sitemaps; the sitemaps list only real pages; no raw HTML
// injection or inline event handler in src/ without a written reason on the line above.
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {resolveRequest} from '../../scripts/serve.mjs';
import {BASE_URL, LOCALES, SITE_URL as SITE, localeBase} from '../../src/data/site.mjs';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const SITEMAPS = LOCALES.map((locale) => `${localeBase(locale)}sitemap.xml`);

/**
 * Sinks that turn a string into markup, and inline handlers in HTML strings. Strings turned into
 * code (eval, Function with or without `new`, a string given to setTimeout) are ESLint's to catch
 * (eslint.config.mjs; tests/unit/lint.test.ts).
 */
const RISKY = [
  /dangerouslySetInnerHTML/,
  /\.(innerHTML|outerHTML)\s*=/,
  /insertAdjacentHTML\s*\(/,
  /document\.write\s*\(/,
  // `onclick="..."` in an HTML string or a .md page (JSX's camelCase `onClick={...}` is not inline HTML).
  /\son[a-z]+\s*=\s*["'{]/,
  /setAttribute\(\s*["']on[a-z]+["']/,
];

/** Lines using a risky sink whose previous line is not a `// why:` (or JSX `{/* why:`) comment. */
export function unexplainedSinks(source: string): {line: number; text: string}[] {
  const lines = source.split('\n');
  const found: {line: number; text: string}[] = [];
  lines.forEach((text, i) => {
    if (!RISKY.some((r) => r.test(text))) return;
    const above = (lines[i - 1] ?? '').trim();
    if (/^(\/\/|\{\/\*|\/\*|\*)\s*why:/.test(above)) return;
    found.push({line: i + 1, text: text.trim()});
  });
  return found;
}

function filesUnder(dir: string, exts: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, exts) : exts.test(name) ? [full] : [];
  });
}

describe('the source has no unexplained raw HTML or inline handlers', () => {
  it('the scanner flags a sink without a reason and accepts one with a reason', () => {
    const bad =
      'const a = 1;\n<div dangerouslySetInnerHTML={{__html: x}} />\nel.innerHTML = y;\nconst s = \'<img onerror="z">\';';
    expect(unexplainedSinks(bad).map((f) => f.line)).toEqual([2, 3, 4]);
    const good =
      '// why: static SVG from our own build, no reader input\n<div dangerouslySetInnerHTML={{__html: svg}} />';
    expect(unexplainedSinks(good)).toEqual([]);
    expect(unexplainedSinks('<button onClick={() => go()}>go</button>')).toEqual([]);
  });

  it('every use in src/ has a `// why:` comment on the line above', () => {
    const files = filesUnder(path.join(ROOT, 'src'), /\.(tsx?|jsx?|mdx?|html)$/);
    expect(files.length, 'src/ has source files').toBeGreaterThan(0);
    const findings = files.flatMap((file) =>
      unexplainedSinks(readFileSync(file, 'utf8')).map((f) => `${path.relative(ROOT, file)}:${f.line}: ${f.text}`),
    );
    expect(findings, 'raw HTML / inline handlers without a reason').toEqual([]);
  });
});

describe('robots.txt and sitemaps', () => {
  it('static/robots.txt names both sitemaps', () => {
    const robots = readFileSync(path.join(ROOT, 'static/robots.txt'), 'utf8');
    const listed = [...robots.matchAll(/^Sitemap:\s*(\S+)\s*$/gm)].map((m) => m[1]);
    expect(listed).toEqual(SITEMAPS.map((p) => `${SITE}${p}`));
    expect(robots, 'robots.txt blocks nothing').not.toMatch(/^Disallow:\s*\/\S*/m);
  });

  const built = existsSync(path.join(BUILD, 'index.html'));
  it('the build exists (these checks read it)', () => {
    expect(built, `no build in ${BUILD}: run npx docusaurus build`).toBe(true);
  });

  for (const sitemap of SITEMAPS) {
    it(`${sitemap} lists only real pages, each served with status 200`, async () => {
      const file = path.join(BUILD, sitemap.slice(BASE_URL.length));
      const xml = readFileSync(file, 'utf8');
      const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(urls.length, `${sitemap} lists URLs`).toBeGreaterThan(0);
      const wrong: string[] = [];
      for (const url of urls) {
        const {origin, pathname} = new URL(url);
        if (origin !== SITE) {
          wrong.push(`${url}: not on ${SITE}`);
          continue;
        }
        const result = await resolveRequest(BUILD, BASE_URL, pathname);
        if (result.status !== 200 || !result.file) {
          wrong.push(`${url}: served with status ${result.status}`);
          continue;
        }
        const html = readFileSync(result.file, 'utf8');
        const canonical = /<link[^>]*\brel=["']?canonical["']?[^>]*\bhref=["']?([^"'\s>]+)/.exec(html)?.[1];
        if (canonical !== url) wrong.push(`${url}: the page's canonical is ${canonical}`);
        if (/<meta[^>]*name=["']?robots["']?[^>]*noindex/.test(html)) wrong.push(`${url}: marked noindex`);
      }
      expect(wrong, `${sitemap}: entries that are not real pages`).toEqual([]);
    });
  }

  it('the built site serves robots.txt at /limu/robots.txt', async () => {
    const result = await resolveRequest(BUILD, BASE_URL, `${BASE_URL}robots.txt`);
    expect(result.status).toBe(200);
  });
});
