// What a reader downloads on the first load of a built page, read from the files in build/ alone
// (no browser, no timing): shared by the byte budgets (tests/build/budgets.test.ts) and the site
// benchmark (scripts/bench-site.mjs), which checks these numbers against what Chromium fetches.
//
// First-load JavaScript = the scripts the HTML loads (<script src>, <link rel=preload|modulepreload
// as=script>) + the chunks of the page's route, which Docusaurus's runtime fetches before it
// hydrates. Docusaurus 3.10 no longer writes preload tags for those, so they are read from the
// bundle: the route table and registry in main.js, the chunk file names in runtime~main.js.
import {readFileSync, readdirSync, statSync, existsSync} from 'node:fs';
import path from 'node:path';
import {brotliCompressSync, gzipSync, constants} from 'node:zlib';
import {BASE_URL as BASE} from '../../../src/data/site.mjs';

export const KiB = 1024;
export {BASE};

/** @type {Map<string, {raw: number, gzip: number, brotli: number}>} */
const sizeCache = new Map();

/**
 * Raw, gzip -9 and brotli q11 sizes of a file (what a CDN would serve), cached per path.
 * @param {string} file
 * @returns {{raw: number, gzip: number, brotli: number}}
 */
export function fileSizes(file) {
  let sizes = sizeCache.get(file);
  if (!sizes) {
    const body = readFileSync(file);
    sizes = {
      raw: body.length,
      gzip: gzipSync(body, {level: 9}).length,
      brotli: brotliCompressSync(body, {
        params: {[constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length},
      }).length,
    };
    sizeCache.set(file, sizes);
  }
  return sizes;
}

/**
 * Bytes on the wire: raster images are already compressed, text (and SVG) is served brotli'd.
 * @param {string} file
 * @returns {number}
 */
export function transferSize(file) {
  const sizes = fileSizes(file);
  return /\.(png|jpe?g|webp|avif|gif|woff2?|ico)$/i.test(file) ? sizes.raw : sizes.brotli;
}

/**
 * Start tags of an HTML document with their attributes (Docusaurus minifies HTML, so values may be
 * unquoted). Inline <script> bodies and comments are skipped so their text is not read as tags.
 * @param {string} html
 * @returns {{tag: string, attrs: Record<string, string>}[]}
 */
export function parseTags(html) {
  const cleaned = html.replace(/<!--[\s\S]*?-->/g, '').replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>');
  /** @type {{tag: string, attrs: Record<string, string>}[]} */
  const tags = [];
  for (const m of cleaned.matchAll(
    /<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g,
  )) {
    /** @type {Record<string, string>} */
    const attrs = {};
    for (const a of m[2].matchAll(/([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs[a[1].toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? '';
    }
    tags.push({tag: m[1].toLowerCase(), attrs});
  }
  return tags;
}

/** @param {string} dir */
const statSafeDir = (dir) => {
  try {
    return statSync(dir).isDirectory() && statSync(path.join(dir, 'index.html')).isFile();
  } catch {
    return false;
  }
};

/**
 * Every HTML page of one locale's build (not the other locale's sub-folder).
 * @param {string} buildDir
 * @param {string} [locale] '' for the default locale
 * @returns {string[]} page files relative to the locale's root, `/`-separated
 */
export function listPages(buildDir, locale = '') {
  const root = path.join(buildDir, locale);
  /** @type {string[]} */
  const pages = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      const rel = path.relative(root, full);
      if (!locale && rel === 'en') continue;
      if (rel === 'assets' || rel === 'img') continue;
      if (statSync(full).isDirectory()) walk(full);
      // `x.html` beside `x/index.html` is the same page (src/plugins/html-aliases): count it once.
      else if (name.endsWith('.html') && !statSafeDir(full.slice(0, -5))) pages.push(rel.split(path.sep).join('/'));
    }
  };
  walk(root);
  return pages.sort();
}

/**
 * The URL path a page file is served at: `docs/intro/index.html` -> `/limu/en/docs/intro/`.
 * @param {string} locale '' for the default locale
 * @param {string} page
 * @returns {string}
 */
export function routeOf(locale, page) {
  const prefix = `${BASE}${locale ? `${locale}/` : ''}`;
  return prefix + page.replace(/(^|\/)index\.html$/, '$1');
}

/**
 * The named routes the budgets and the benchmark report on, per locale, as page files.
 * @param {string} buildDir
 * @param {string} [locale] '' for the default locale
 * @returns {{name: string, page: string, route: string}[]}
 */
export function namedPages(buildDir, locale = '') {
  const root = path.join(buildDir, locale);
  /** @param {string} p */
  const has = (p) => existsSync(path.join(root, p));
  /** @type {[string, string][]} */
  const named = [
    ['home', 'index.html'],
    ['docs root', 'docs/index.html'],
    ['intro', 'docs/intro/index.html'],
    ['api page', 'docs/api/basic/produce/index.html'],
    ['changelog intro', 'docs/changelog/intro/index.html'],
  ];
  const post = listPages(buildDir, locale).find((p) =>
    /^blog\/(?!archive\/|authors\/|tags\/|page\/)[^/]+(\/[^/]+)*\/index\.html$/.test(p),
  );
  if (post) named.push(['blog post', post]);
  for (const p of listPages(buildDir, locale).filter((x) => x.startsWith('docs/guides/'))) {
    named.push([`guide ${p.slice('docs/guides/'.length).replace(/\/?index\.html$/, '') || '(index)'}`, p]);
  }
  named.push(['404', '404.html']);
  return named.filter(([, p]) => has(p)).map(([name, page]) => ({name, page, route: routeOf(locale, page)}));
}

/** @type {Map<string, Bundle>} */
const bundleCache = new Map();

/**
 * @typedef {object} Bundle What route-chunk resolution needs from a locale's bundle.
 * @property {string} main the text of main.js
 * @property {string} mainFile
 * @property {string} runtimeFile
 * @property {(id: string) => string | null} chunkFile
 * @property {{path: string, key: string, exact: boolean}[]} routes
 * @property {string | null} notFoundLoader
 */

/**
 * Parses a locale's runtime~main.js and main.js into what route-chunk resolution needs.
 * @param {string} localeRoot
 * @returns {Bundle}
 */
function readBundle(localeRoot) {
  const jsDir = path.join(localeRoot, 'assets/js');
  const files = readdirSync(jsDir);
  const runtimeFile = files.find((f) => /^runtime~main\.[\w]+\.js$/.test(f));
  const mainFile = files.find((f) => /^main\.[\w]+\.js$/.test(f));
  if (!runtimeFile || !mainFile) throw new Error(`${jsDir}: no runtime~main.*.js or main.*.js`);
  const runtime = readFileSync(path.join(jsDir, runtimeFile), 'utf8');
  const main = readFileSync(path.join(jsDir, mainFile), 'utf8');
  const u = runtime.match(/"assets\/js\/"\+\(\((\{[^}]*\})\)\[\w+\]\|\|\w+\)\+"\."\+\((\{[^}]*\})\)\[\w+\]\+"\.js"/);
  if (!u) throw new Error(`${runtimeFile}: chunk file-name map not found (bundle format changed?)`);
  /**
   * @param {string} src
   * @returns {Record<string, string>}
   */
  const toMap = (src) => Object.fromEntries([...src.matchAll(/"?(\w+)"?:"([^"]*)"/g)].map((m) => [m[1], m[2]]));
  const names = toMap(u[1]);
  const hashes = toMap(u[2]);
  /**
   * A chunk without an entry in the map is part of main.js itself (already counted): null.
   * @param {string} id
   */
  const chunkFile = (id) => (hashes[id] ? `assets/js/${names[id] ?? id}.${hashes[id]}.js` : null);
  /** @type {{path: string, key: string, exact: boolean}[]} */
  const routes = [];
  for (const m of main.matchAll(/path:"([^"]+)",component:\w+\("([^"]+)","(\w+)"\)(,exact:!0)?/g)) {
    routes.push({path: m[1], key: `${m[2]}-${m[3]}`, exact: Boolean(m[4])});
  }
  if (routes.length === 0) throw new Error(`${mainFile}: route table not found (bundle format changed?)`);
  const notFound = main.match(/"\*"===\w+\)return[^;]*?loader:\(\)=>(.*?)\.then\(/);
  return {main, mainFile, runtimeFile, chunkFile, routes, notFoundLoader: notFound?.[1] ?? null};
}

/**
 * Chunk ids a registry loader expression fetches: `n.e("5217")`, `Promise.all([n.e(1),...])`.
 * @param {string} expr
 * @returns {string[]}
 */
function loaderChunkIds(expr) {
  return [...expr.matchAll(/\.e\("?(\w+)"?\)/g)].map((m) => m[1]);
}

/**
 * How the minifier may spell an object key: quoted (`"0e384e19"`), bare (`a7456010`), or, for a
 * number, in its shortest form (`0x11113f9` for 17896441, `178e5` for 17800000).
 * @param {string} name
 * @returns {string[]}
 */
function keySpellings(name) {
  const forms = [`"${name}"`, name];
  if (/^[1-9]\d*$/.test(name)) {
    const n = Number(name);
    forms.push(`0x${n.toString(16)}`);
    const zeros = name.match(/0+$/)?.[0].length ?? 0;
    if (zeros) forms.push(`${name.slice(0, -zeros)}e${zeros}`);
  }
  return forms;
}

/**
 * Every string value in a JSON value (chunk names of a routesChunkNames entry).
 * @param {unknown} value
 * @returns {string[]}
 */
function stringsIn(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * Reads the balanced `{...}` JSON object that starts at `start` in `src`.
 * @param {string} src
 * @param {number} start
 * @returns {unknown}
 */
function objectAt(src, start) {
  let depth = 0;
  let inString = false;
  for (let i = start; i < src.length; i += 1) {
    const c = src[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth += 1;
    else if (c === '}' && --depth === 0) return JSON.parse(src.slice(start, i + 1));
  }
  throw new Error('unbalanced object');
}

/**
 * Files (relative to the locale's build root) of the chunks Docusaurus fetches before hydrating
 * `route`: those of every matching route (layout parents and the page itself), or of NotFound.
 * @param {string} buildDir
 * @param {string} locale '' for the default locale
 * @param {string} route the URL path, as {@link routeOf} gives it
 * @returns {string[]}
 */
export function routeChunkFiles(buildDir, locale, route) {
  const localeRoot = path.join(buildDir, locale);
  let bundle = bundleCache.get(localeRoot);
  if (!bundle) {
    bundle = readBundle(localeRoot);
    bundleCache.set(localeRoot, bundle);
  }
  const {main, mainFile, chunkFile, routes, notFoundLoader} = bundle;
  const matched = routes.filter((r) =>
    r.exact ? r.path === route : route === r.path || route.startsWith(r.path.endsWith('/') ? r.path : `${r.path}/`),
  );
  /** @type {Set<string>} */
  const ids = new Set();
  if (!matched.some((r) => r.exact)) {
    if (!notFoundLoader) throw new Error(`${mainFile}: no route for ${route} and no NotFound loader found`);
    for (const id of loaderChunkIds(notFoundLoader)) ids.add(id);
  }
  for (const r of matched) {
    const at = main.indexOf(`${JSON.stringify(r.key)}:{`);
    if (at < 0) throw new Error(`${mainFile}: no chunk names for route ${r.key}`);
    for (const name of stringsIn(objectAt(main, at + JSON.stringify(r.key).length + 1))) {
      const keys = keySpellings(name).join('|');
      const entry = main.match(new RegExp(`[{,](?:${keys}):\\[\\(\\)=>(.*?)\\.then\\(`));
      if (!entry) throw new Error(`${mainFile}: registry has no loader for chunk "${name}" (route ${r.key})`);
      for (const id of loaderChunkIds(entry[1])) ids.add(id);
    }
  }
  return [...ids].flatMap((id) => chunkFile(id) ?? []).sort();
}

/**
 * Maps a URL the page loads to its file in build/, or null when it is not under the base.
 * @param {string} buildDir
 * @param {string} url
 * @returns {string | null}
 */
function fileOfUrl(buildDir, url) {
  const clean = url.split(/[?#]/)[0];
  if (!clean.startsWith(BASE)) return null;
  return path.join(buildDir, decodeURIComponent(clean.slice(BASE.length)));
}

/**
 * True for a URL on another host (absolute or protocol-relative); data: and blob: are local.
 * @param {string} url
 * @returns {boolean}
 */
export function isExternal(url) {
  return /^(?:[a-z][\w+.-]*:)?\/\//i.test(url.trim());
}

const LOADED_LINK_RELS =
  /\b(stylesheet|preload|modulepreload|prefetch|preconnect|dns-prefetch|icon|apple-touch-icon|manifest)\b/i;

/**
 * Everything the first load of one page downloads, with sizes, plus what breaks the rules
 * (assets from another host, <img> without width/height).
 * @param {string} buildDir
 * @param {string} locale '' for the default locale
 * @param {string} page the page file, relative to the locale's root
 */
export function pageWeight(buildDir, locale, page) {
  const route = routeOf(locale, page);
  const html = readFileSync(path.join(buildDir, locale, page), 'utf8');
  const tags = parseTags(html);
  /** @type {Map<string, string>} url -> kind */
  const loaded = new Map();
  /** @type {string[]} */
  const external = [];
  /** @type {string[]} */
  const imgWithoutSize = [];
  /**
   * @param {string | undefined} url
   * @param {string} kind
   */
  const note = (url, kind) => {
    if (!url || url.startsWith('data:') || url.startsWith('#')) return;
    if (isExternal(url)) external.push(url);
    else if (!loaded.has(url)) loaded.set(url, kind);
  };
  for (const {tag, attrs} of tags) {
    if (tag === 'script' && attrs.src) note(attrs.src, 'script');
    else if (tag === 'link' && LOADED_LINK_RELS.test(attrs.rel ?? '')) {
      const rel = (attrs.rel ?? '').toLowerCase();
      if (/preconnect|dns-prefetch/.test(rel)) {
        if (isExternal(attrs.href ?? '')) external.push(attrs.href);
      } else if (rel.includes('stylesheet')) note(attrs.href, 'css');
      else if (rel.includes('modulepreload') || attrs.as === 'script') note(attrs.href, 'script');
      else if (attrs.as === 'style') note(attrs.href, 'css');
      else if (/icon/.test(rel) || attrs.as === 'image') note(attrs.href, 'image');
      else if (attrs.as === 'font') note(attrs.href, 'font');
      else if (attrs.href && isExternal(attrs.href)) external.push(attrs.href);
    } else if (
      tag === 'img' ||
      tag === 'source' ||
      tag === 'video' ||
      tag === 'audio' ||
      tag === 'iframe' ||
      tag === 'embed'
    ) {
      // Infima's .avatar__photo sets width and height in CSS (the blog's author avatars): no layout shift
      // without attributes (tests/unit/internals.test.ts checks Infima still does).
      const cssSized = /(^|\s)avatar__photo(\s|$)/.test(attrs.class ?? '');
      if (tag === 'img' && !cssSized && (!attrs.width || !attrs.height)) imgWithoutSize.push(attrs.src ?? '(no src)');
      if (attrs.src) note(attrs.src, tag === 'img' || tag === 'source' ? 'image' : 'media');
      // A browser fetches one srcset candidate; when there is no src, count the first.
      if (attrs.srcset) {
        const candidates = attrs.srcset
          .split(',')
          .map((c) => c.trim().split(/\s+/)[0])
          .filter(Boolean);
        for (const c of candidates) if (isExternal(c)) external.push(c);
        if (!attrs.src && candidates[0]) note(candidates[0], 'image');
      }
      if (attrs.poster) note(attrs.poster, 'image');
    } else if (tag === 'object' && attrs.data) note(attrs.data, 'media');
  }
  /** @type {{url: string, kind: string, file: string | null, raw: number, brotli: number, bytes: number}[]} */
  const assets = [];
  for (const [url, kind] of loaded) {
    const file = fileOfUrl(buildDir, url);
    const exists = file !== null && existsSync(file) && statSync(file).isFile();
    const sizes = exists ? fileSizes(file) : {raw: 0, brotli: 0};
    assets.push({
      url,
      kind,
      file: exists ? file : null,
      raw: sizes.raw,
      brotli: sizes.brotli,
      bytes: exists ? transferSize(file) : 0,
    });
  }
  const prefix = `${BASE}${locale ? `${locale}/` : ''}`;
  for (const rel of routeChunkFiles(buildDir, locale, route)) {
    const url = prefix + rel;
    if (loaded.has(url)) continue;
    const file = path.join(buildDir, locale, rel);
    const sizes = fileSizes(file);
    loaded.set(url, 'script');
    assets.push({url, kind: 'script', file, raw: sizes.raw, brotli: sizes.brotli, bytes: sizes.brotli});
  }
  // Stylesheets may pull in more (fonts, images, @import); none of it may come from another host.
  for (const a of assets.filter((x) => x.kind === 'css' && x.file)) {
    const css = readFileSync(/** @type {string} */ (a.file), 'utf8');
    for (const m of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)|@import\s+(['"])([^'"]+)\3/g)) {
      const ref = m[2] ?? m[4];
      if (ref && isExternal(ref)) external.push(`${ref} (in ${a.url})`);
    }
  }
  /** @param {string} kind */
  const sum = (kind) => assets.filter((a) => a.kind === kind).reduce((n, a) => n + a.bytes, 0);
  return {
    route,
    page,
    assets,
    js: sum('script'),
    css: sum('css'),
    images: sum('image'),
    missing: assets.filter((a) => !a.file).map((a) => a.url),
    external,
    imgWithoutSize,
  };
}

/**
 * What a reader gets on a cold load of one page, as GitHub Pages serves it (gzip -9 of each file):
 * - `scripts`: the scripts it runs while loading, which are exactly {@link pageWeight}'s first-load JS
 *   (a cold load in Chromium runs these and no other: `tests/e2e/weight.spec.ts` confirms it);
 * - `css`: its stylesheets;
 * - `prefetch`: what Docusaurus prefetches for its links, at most: the route chunks of every link
 *   to a page of its own locale (the language switch is a full load, and files are not routes),
 *   less the files it runs. Docusaurus prefetches a link when it comes into view, so which of these a
 *   load fetches depends on the window; all of them, once a reader has scrolled every link into view.
 * @param {string} buildDir
 * @param {string} locale '' for the default locale
 * @param {string} page the page file, relative to the locale's root
 */
export function readerWeight(buildDir, locale, page) {
  const w = pageWeight(buildDir, locale, page);
  /** @param {string} url @param {string} file */
  const entry = (url, file) => ({url, gzip: fileSizes(file).gzip});
  /** @param {string} kind */
  const of = (kind) =>
    w.assets.filter((a) => a.kind === kind && a.file).map((a) => entry(a.url, /** @type {string} */ (a.file)));
  const scripts = of('script');
  const css = of('css');
  const ran = new Set(scripts.map((s) => s.url));
  const prefix = `${BASE}${locale ? `${locale}/` : ''}`;
  /** @type {Map<string, {url: string, gzip: number}>} */
  const prefetch = new Map();
  const html = readFileSync(path.join(buildDir, locale, page), 'utf8');
  for (const {tag, attrs} of parseTags(html)) {
    const href = tag === 'a' ? (attrs.href ?? '').split(/[?#]/)[0] : '';
    if (!href.startsWith(prefix) || (!locale && href.startsWith(`${BASE}en/`))) continue;
    if (/\.[a-z\d]+$/i.test(href) && !href.endsWith('.html')) continue;
    for (const rel of routeChunkFiles(buildDir, locale, href)) {
      const url = prefix + rel;
      if (!ran.has(url) && !prefetch.has(url)) prefetch.set(url, entry(url, path.join(buildDir, locale, rel)));
    }
  }
  /** @param {{gzip: number}[]} xs */
  const sum = (xs) => xs.reduce((n, x) => n + x.gzip, 0);
  const prefetched = [...prefetch.values()];
  return {
    route: w.route,
    scripts,
    css,
    prefetch: prefetched,
    gzip: {js: sum(scripts), css: sum(css), prefetch: sum(prefetched)},
  };
}

/**
 * Human-readable KiB with one decimal.
 * @param {number} bytes
 * @returns {string}
 */
export function kib(bytes) {
  return `${(bytes / KiB).toFixed(1)} KiB`;
}
