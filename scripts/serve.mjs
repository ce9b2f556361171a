#!/usr/bin/env node
// Serves a Docusaurus build the way GitHub Pages does, so the e2e tests see what readers see:
//   /x -> x, then x.html, then x/index.html (a directory without the slash gets a 301 to x/);
//   anything else -> the locale's 404.html with status 404.
// Usage: node scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1] [--base /limu/]
import {createServer} from 'node:http';
import {readFile, stat} from 'node:fs/promises';
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {BASE_URL} from '../src/data/site.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // The pages' Markdown copies (src/plugins/llms), as GitHub Pages labels them.
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = /\.(html|js|mjs|css|json|xml|txt|md|svg|map)$/;
/** Locales served from a sub-folder; each has its own 404.html. */
const LOCALE_DIRS = ['en'];

/** @typedef {{dir: string, port: number, host: string, base: string}} ServeOptions */

/**
 * @param {string[]} argv
 * @returns {ServeOptions}
 */
export function parseArgs(argv) {
  /** @type {ServeOptions} */
  const opts = {dir: 'build', port: 3000, host: '127.0.0.1', base: BASE_URL};
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i].replace(/^--/, '');
    if (key === 'port') opts.port = Number(argv[++i]);
    else if (key === 'dir' || key === 'host' || key === 'base') opts[key] = argv[++i] ?? '';
  }
  if (!opts.base.startsWith('/')) opts.base = `/${opts.base}`;
  if (!opts.base.endsWith('/')) opts.base += '/';
  return opts;
}

/** @param {string} file */
async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Maps a request path to what GitHub Pages would answer.
 * @param {string} root
 * @param {string} base
 * @param {string} rawPath
 * @returns {Promise<{status: number, file?: string, location?: string}>}
 */
export async function resolveRequest(root, base, rawPath) {
  /** @param {string} rel */
  const notFound = async (rel) => {
    const locale = LOCALE_DIRS.find((l) => rel === l || rel.startsWith(`${l}/`));
    const localized = locale && path.join(root, locale, '404.html');
    if (localized && (await isFile(localized))) return {status: 404, file: localized};
    return {status: 404, file: path.join(root, '404.html')};
  };
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return notFound('');
  }
  if (!decoded.startsWith(base)) {
    // GitHub answers the bare base without its slash with a redirect.
    if (`${decoded}/` === base) return {status: 301, location: base};
    return notFound('');
  }
  const rel = decoded.slice(base.length);
  if (rel.includes('\0')) return notFound(rel);
  const target = path.resolve(root, rel);
  // Anything that escapes the build folder (../, encoded or not) is simply not there.
  if (target !== root && !target.startsWith(root + path.sep)) return notFound('');
  if (decoded.endsWith('/')) {
    const index = path.join(target, 'index.html');
    return (await isFile(index)) ? {status: 200, file: index} : notFound(rel);
  }
  if (await isFile(target)) return {status: 200, file: target};
  if (await isFile(`${target}.html`)) return {status: 200, file: `${target}.html`};
  if (await isFile(path.join(target, 'index.html'))) return {status: 301, location: `${rawPath}/`};
  return notFound(rel);
}

/**
 * The Content-Type header for a file served from the build.
 * @param {string} file
 */
export const contentType = (file) =>
  /** @type {Record<string, string>} */ (TYPES)[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** @param {{dir: string, base: string}} options */
export function createSiteServer({dir, base}) {
  const root = path.resolve(dir);
  /** @type {Map<string, Buffer>} */
  const gzCache = new Map();
  return createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const result = await resolveRequest(root, base, url.pathname);
      if (result.location) {
        res.writeHead(result.status, {Location: result.location + url.search});
        res.end();
        return;
      }
      // resolveRequest gives a file for every answer that is not a redirect.
      const file = /** @type {string} */ (result.file);
      const ext = path.extname(file).toLowerCase();
      /** @type {Buffer} */
      let body = await readFile(file);
      /** @type {Record<string, string | number>} */
      const headers = {
        'Content-Type': contentType(file),
        'Cache-Control': 'max-age=600',
        Vary: 'Accept-Encoding',
      };
      if (COMPRESSIBLE.test(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        // Keyed by modification time and size too: a server left running across a rebuild
        // must not answer with the old build's HTML.
        const {mtimeMs, size} = await stat(file);
        const key = `${file}:${mtimeMs}:${size}`;
        const cached = gzCache.get(key) ?? gzipSync(body, {level: 9});
        gzCache.set(key, cached);
        body = cached;
        headers['Content-Encoding'] = 'gzip';
      }
      headers['Content-Length'] = body.length;
      res.writeHead(result.status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end(`Internal error: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const opts = parseArgs(process.argv.slice(2));
  if (!(await isFile(path.join(opts.dir, 'index.html')))) {
    console.error(`No site in "${opts.dir}": run \`npm run build\` first.`);
    process.exit(1);
  }
  createSiteServer(opts).listen(opts.port, opts.host, () => {
    const origin = `http://${opts.host === '0.0.0.0' ? 'localhost' : opts.host}:${opts.port}`;
    console.log(`Serving ${opts.dir} at ${origin}${opts.base} (English: ${origin}${opts.base}en/)`);
  });
}
