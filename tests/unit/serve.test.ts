import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentType, resolveRequest, parseArgs} from '../../scripts/serve.mjs';

// A tiny build folder shaped like Docusaurus output with trailingSlash: true.
const root = mkdtempSync(path.join(tmpdir(), 'serve-'));
for (const [file, body] of Object.entries({
  'index.html': 'home',
  '404.html': 'zh 404',
  'en/404.html': 'en 404',
  'en/index.html': 'en home',
  'docs/intro/index.html': 'intro',
  'page.html': 'page',
  'docs/intro.md': '# intro',
  'llms.txt': '# limu',
  'assets/app.js': 'js',
})) {
  mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
  writeFileSync(path.join(root, file), body);
}
const rel = (file?: string) => (file ? path.relative(root, file) : undefined);
const resolve = async (p: string) => {
  const r = await resolveRequest(root, '/limu/', p);
  return {status: r.status, file: rel(r.file), location: r.location};
};

describe('scripts/serve.mjs resolves paths like GitHub Pages', () => {
  it('serves files, x.html and x/index.html', async () => {
    expect(await resolve('/limu/')).toEqual({status: 200, file: 'index.html'});
    expect(await resolve('/limu/assets/app.js')).toEqual({status: 200, file: 'assets/app.js'});
    expect(await resolve('/limu/page')).toEqual({status: 200, file: 'page.html'});
    expect(await resolve('/limu/docs/intro/')).toEqual({status: 200, file: 'docs/intro/index.html'});
    expect(await resolve('/limu/docs/intro/index.html')).toEqual({status: 200, file: 'docs/intro/index.html'});
  });

  it('redirects a folder without its slash, and the bare base', async () => {
    expect(await resolve('/limu/docs/intro')).toEqual({status: 301, location: '/limu/docs/intro/'});
    expect(await resolve('/limu')).toEqual({status: 301, location: '/limu/'});
  });

  it('answers unknown paths with the locale 404 page and status 404', async () => {
    expect(await resolve('/limu/nope')).toEqual({status: 404, file: '404.html'});
    expect(await resolve('/limu/en/nope/')).toEqual({status: 404, file: 'en/404.html'});
    expect(await resolve('/elsewhere/')).toEqual({status: 404, file: '404.html'});
  });

  it('never leaves the build folder and survives malformed input', async () => {
    expect((await resolve('/limu/../../etc/passwd')).status).toBe(404);
    expect((await resolve('/limu/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
    expect((await resolve('/limu/%00')).status).toBe(404);
    expect((await resolve('/limu/%E0%A4%A')).status).toBe(404);
  });

  it('serves a build under another base (tests/e2e/faulty-navbar-item.spec.ts serves its fixture at /faulty/)', async () => {
    const under = async (p: string) => {
      const r = await resolveRequest(root, '/faulty/', p);
      return {status: r.status, file: rel(r.file), location: r.location};
    };
    expect(await under('/faulty/')).toEqual({status: 200, file: 'index.html'});
    expect(await under('/faulty/docs/intro/')).toEqual({status: 200, file: 'docs/intro/index.html'});
    expect(await under('/faulty')).toEqual({status: 301, location: '/faulty/'});
    expect(await under('/limu/')).toEqual({status: 404, file: '404.html'});
  });

  it("serves a page's Markdown next to its folder, as text/markdown (src/plugins/llms)", async () => {
    expect(await resolve('/limu/docs/intro.md')).toEqual({status: 200, file: 'docs/intro.md'});
    expect(await resolve('/limu/llms.txt')).toEqual({status: 200, file: 'llms.txt'});
    expect(contentType('docs/intro.md')).toBe('text/markdown; charset=utf-8');
    expect(contentType('llms.txt')).toBe('text/plain; charset=utf-8');
  });

  it('answers x.html with the 404 page when only x/index.html exists, as GitHub Pages does', async () => {
    expect(await resolve('/limu/docs/intro.html')).toEqual({status: 404, file: '404.html'});
    expect(await resolve('/limu/page.html')).toEqual({status: 200, file: 'page.html'});
  });

  it('parses its flags and normalises the base', () => {
    expect(parseArgs(['--port', '8080', '--base', 'docs'])).toMatchObject({port: 8080, base: '/docs/'});
  });
});
