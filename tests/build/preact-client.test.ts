// The browser runs the site on Preact (src/plugins/preact-client), the server renders it with React
// 19. Fails when the client bundle stops being Preact: react-dom back in the scripts every page
// loads (an alias lost in a Docusaurus or Rspack upgrade), or main.js back to React's size.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {KiB, fileSizes, kib, parseTags} from '../../scripts/lib/page-weight.mjs';

const BUILD = 'build';
if (!existsSync(`${BUILD}/index.html`)) throw new Error('tests/build/preact-client.test.ts needs a build: run `npx docusaurus build` first');

/**
 * main.js gzip: 66 KiB on Preact, 123 KiB on React 19 (2026-11-22, README "Preact in the browser").
 * The ceiling leaves room for the site's own code to grow, never for react-dom (~62 KiB) to return.
 */
const MAIN_GZIP_MAX = 80 * KiB;

/** Strings only react-dom's production build holds (its error URLs, its element symbol, its internals). */
const REACT_DOM_MARKS = ['react.dev/errors', 'react.transitional.element', '__CLIENT_INTERNALS_DO_NOT_USE'];

for (const [label, page] of [
  ['zh-Hans', 'index.html'],
  ['en', 'en/index.html'],
  ['zh-Hans docs', 'docs/intro/index.html'],
  ['en docs', 'en/docs/intro/index.html'],
] as const) {
  describe(`client bundle ${label}`, () => {
    const scripts = parseTags(readFileSync(path.join(BUILD, page), 'utf8'))
      .filter((t) => t.tag === 'script' && t.attrs.src)
      .map((t) => t.attrs.src!);
    const main = scripts.find((s) => /\/main\.[0-9a-f]+\.js$/.test(s));
    const file = (src: string) => path.join(BUILD, src.replace(/^\/limu\//, ''));

    it('loads main.js', () => {
      expect(main, `${page} loads ${scripts.join(', ')}`).toBeDefined();
    });

    it('runs Preact, not react-dom', () => {
      for (const src of scripts) {
        const code = readFileSync(file(src), 'utf8');
        expect(
          REACT_DOM_MARKS.filter((m) => code.includes(m)),
          `${src} holds react-dom`,
        ).toEqual([]);
      }
      // preact/compat still exports React's pre-19 internals name; React 19 itself renamed it.
      expect(readFileSync(file(main!), 'utf8')).toContain('__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED');
    });

    it(`main.js ≤ ${kib(MAIN_GZIP_MAX)} gzip`, () => {
      const gzip = fileSizes(file(main!)).gzip;
      expect(gzip, `main.js is ${kib(gzip)} gzip`).toBeLessThanOrEqual(MAIN_GZIP_MAX);
    });
  });
}
