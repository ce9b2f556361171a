// Issue 24: the browser runs React 19 and react-dom, as the site's owner asks: no alias of react or
// react-dom to another renderer. A renderer swapped in by a bundler alias would still build and
// render the server HTML, so the check reads the client bundle itself.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const JS = path.join(ROOT, 'build/assets/js');
const reactDomVersion = (JSON.parse(readFileSync(path.join(ROOT, 'node_modules/react-dom/package.json'), 'utf8')) as {
  version: string;
}).version;

if (!existsSync(JS)) throw new Error('tests/build/react-client.test.ts needs a build: run `npx docusaurus build` first');

describe('React in the browser', () => {
  it("every locale's main bundle carries react-dom's client (its version and its hydrateRoot)", () => {
    for (const dir of [JS, path.join(ROOT, 'build/en/assets/js')]) {
      const main = readdirSync(dir).find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
      expect(main, `${dir}: a main bundle`).toBeDefined();
      const code = readFileSync(path.join(dir, main!), 'utf8');
      // react-dom's client build embeds its version and React's error-decoder address.
      expect(code.includes(`"${reactDomVersion}"`), `${dir}/${main}: react-dom ${reactDomVersion} is missing`).toBe(true);
      expect(code, `${dir}/${main}: react-dom's client is missing`).toContain('react.dev/errors');
      expect(code, `${dir}/${main}: another renderer is bundled`).not.toMatch(/preact/i);
    }
  });

  it('no bundler alias or dependency replaces react or react-dom', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >;
    const deps = {...pkg.dependencies, ...pkg.devDependencies};
    expect(Object.keys(deps).filter((d) => /preact|inferno|nano-?jsx/i.test(d))).toEqual([]);
    expect(deps.react).toBe(deps['react-dom']);
    expect(deps['react-dom']).toBe(reactDomVersion);
    const config = readFileSync(path.join(ROOT, 'docusaurus.config.ts'), 'utf8');
    expect(config).not.toMatch(/['"]react(-dom)?(\/[\w/-]+)?\$?['"]\s*:/);
  });
});
