// The Docusaurus and plugin internals this site relies on (UPGRADING.md lists each, why, and how to
// check it). After an upgrade, each test here fails with a message that names the internal that moved
// or disappeared, before a build fails in some less telling way.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {withAtomLang} from '../../src/plugins/blog-feed-lang';
import {routeChunkFiles} from '../support/weight/page-weight.mjs';

const ROOT = path.resolve(__dirname, '../..');
const pkg = (name: string) => path.join(ROOT, 'node_modules', name);
const read = (file: string) => readFileSync(file, 'utf8');

/** Fails naming `what` when `file` is missing. */
function expectFile(file: string, what: string): void {
  expect(existsSync(file), `internal gone: ${what} (${path.relative(ROOT, file)}); see UPGRADING.md`).toBe(true);
}

/** Fails naming each of `names` that `file` no longer exports. */
function expectExports(file: string, names: string[], what: string): void {
  expectFile(file, what);
  const text = read(file);
  const missing = names.filter(
    (n) =>
      !new RegExp(`export (?:function |const |class |\\{[^}]*)\\b${n}\\b`).test(text) &&
      !new RegExp(`\\b${n}\\b[^;]*\\} from`).test(text),
  );
  expect(missing, `internal gone: ${what} no longer exports ${missing.join(', ')}; see UPGRADING.md`).toEqual([]);
}

/** The ids of UPGRADING.md's table of internals, in its order. */
function upgradingIds(): string[] {
  return [...read(path.join(ROOT, 'UPGRADING.md')).matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]);
}

/** One test per row of UPGRADING.md, named by the row's id. */
const TESTED = [
  'prism-include-languages',
  'sucrase-esm-build',
  'theme-common-hooks',
  'route-context',
  'avatar-size',
  'search-classes',
  'announcement-keys',
  'bundle-file-names',
  'docs-description-prop',
  'tslib-helpers',
  'server-twins',
  'theme-wrappers',
  'theme-parts',
  'mobile-category-click',
  'social-card-page-parts',
  'playwright-reuse-context',
  'e2e-signals',
  'sandbox-dev-messages',
  'atom-feed-root',
];

describe('Docusaurus internals (UPGRADING.md)', () => {
  it('each row of UPGRADING.md has its test here, and each test here its row', () => {
    expect(upgradingIds()).toEqual(TESTED);
  });

  it('[prism-include-languages] theme-classic still has the Prism client module src/plugins/prism-out-of-main-bundle empties', () => {
    expectFile(
      pkg('@docusaurus/theme-classic/lib/prism-include-languages.js'),
      '@docusaurus/theme-classic/lib/prism-include-languages',
    );
  });

  it('[sucrase-esm-build] sucrase still ships its parser as CommonJS and as an ES build (src/plugins/sucrase-esm)', () => {
    for (const file of [
      'dist/parser/index.js',
      'dist/parser/tokenizer/types.js',
      'dist/esm/parser/index.js',
      'dist/esm/parser/tokenizer/types.js',
    ]) {
      expectFile(pkg(`sucrase/${file}`), `sucrase/${file}`);
    }
  });

  it('[theme-common-hooks] theme-common/internal still exports the hooks the replaced components use', () => {
    expectExports(
      pkg('@docusaurus/theme-common/lib/internal.js'),
      ['useDateTimeFormat', 'useNavbarMobileSidebar', 'useLocationChange', 'useScrollPosition'],
      '@docusaurus/theme-common/internal',
    );
  });

  it('[route-context] core still has the route context the crash page provides (src/theme/Error)', () => {
    expectExports(
      pkg('@docusaurus/core/lib/client/routeContext.js'),
      ['RouteContextProvider'],
      '@docusaurus/core/lib/client/routeContext',
    );
  });

  it("[avatar-size] Infima's .avatar__photo still sizes the avatar in CSS (the <img> size rule relies on it)", () => {
    const css = read(pkg('infima/dist/css/default/default.css'));
    const rule = /\.avatar__photo\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(
      rule,
      "internal gone: Infima's .avatar__photo width/height (tests/support/weight/page-weight.mjs); see UPGRADING.md",
    ).toMatch(/(^|[\s;])height:\s*var\(--ifm-avatar-photo-size\)[\s\S]*width:\s*var\(--ifm-avatar-photo-size\)/);
  });

  it('[search-classes] the theme still marks doc pages, blog posts and code blocks with the classes the search index reads (src/plugins/search-index)', async () => {
    const file = pkg('@docusaurus/theme-common/lib/utils/ThemeClassNames.js');
    expectFile(file, "theme-common's ThemeClassNames");
    const {ThemeClassNames} = (await import(file)) as {
      ThemeClassNames: {page: Record<string, string>; common: Record<string, string>};
    };
    expect(
      [ThemeClassNames.page.docsDocPage, ThemeClassNames.page.blogPostPage, ThemeClassNames.common.codeBlock],
      'internal gone: ThemeClassNames docs-doc-page / blog-post-page / theme-code-block (src/plugins/search-index/build.ts); see UPGRADING.md',
    ).toEqual(['docs-doc-page', 'blog-post-page', 'theme-code-block']);
  });

  it('[theme-wrappers] every folder of src/theme is safe to wrap, a listed copy, our own, or listed under "Wrapped components"', async () => {
    const {default: swizzleConfig} = (await import(pkg('@docusaurus/theme-classic/lib/getSwizzleConfig.js'))) as {
      default: () => {components: Record<string, {actions: {wrap: string; eject: string}}>};
    };
    const safe = swizzleConfig().components;
    const theme = path.join(ROOT, 'src/theme');
    const folders = (dir: string): string[] =>
      readdirSync(path.join(theme, dir), {withFileTypes: true})
        .filter((e) => e.isDirectory())
        .flatMap((e) => {
          const name = dir ? `${dir}/${e.name}` : e.name;
          return [...(existsSync(path.join(theme, name, 'index.tsx')) ? [name] : []), ...folders(name)];
        });
    const upgrading = read(path.join(ROOT, 'UPGRADING.md'));
    const section = (heading: string) => upgrading.split(`## ${heading}`)[1]?.split('\n## ')[0] ?? '';
    const wrapped = [...section('Wrapped components').matchAll(/^\| ([^|]+) \|/gm)].flatMap((m) =>
      [...m[1].matchAll(/`([\w/]+)`/g)].map((n) => n[1]),
    );
    const ejected = [...section('Ejected components').matchAll(/^- `src\/theme\/([\w/]+)`/gm)].map((m) => m[1]);
    // A theme component comes from theme-classic, or from core's fallbacks (Error).
    const original = (name: string) =>
      ['@docusaurus/theme-classic/lib/theme', '@docusaurus/core/lib/client/theme-fallback'].some(
        (dir) => existsSync(pkg(`${dir}/${name}/index.js`)) || existsSync(pkg(`${dir}/${name}.js`)),
      );
    const unlisted = folders('').filter((name) => {
      const wraps = read(path.join(theme, name, 'index.tsx')).includes(`'@theme-original/${name}'`);
      if (!original(name)) return false; // our own component (SearchPage)
      if (wraps) return safe[name]?.actions.wrap !== 'safe' && name !== 'MDXComponents' && !wrapped.includes(name);
      if (name === 'Root') return false; // documented by Docusaurus's swizzling guide
      return safe[name]?.actions.eject !== 'safe' && !ejected.includes(name);
    });
    expect(unlisted, 'wrappers or copies of components not safe to swizzle, missing from UPGRADING.md').toEqual([]);
    for (const name of [...wrapped, ...ejected])
      expect(original(name), `internal gone: the theme component ${name}; see UPGRADING.md`).toBe(true);
    expect(wrapped.length, 'UPGRADING.md lists the wrapped components').toBeGreaterThan(0);
  });

  it("[theme-parts] the theme components src/ imports whole, not ours and not listed as safe, are the row's, and still exist", async () => {
    const {default: swizzleConfig} = (await import(pkg('@docusaurus/theme-classic/lib/getSwizzleConfig.js'))) as {
      default: () => {components: Record<string, {actions: {wrap: string}}>};
    };
    const safe = swizzleConfig().components;
    const walk = (dir: string): string[] =>
      readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((e) =>
        e.isDirectory() ? walk(`${dir}/${e.name}`) : /\.tsx?$/.test(e.name) ? [`${dir}/${e.name}`] : [],
      );
    const imported = new Set(
      walk('src').flatMap((f) =>
        [...read(path.join(ROOT, f)).matchAll(/^import (?!type )[^;]*from '@theme\/([\w/]+)';/gm)].map((m) => m[1]),
      ),
    );
    // Ours (a folder of src/theme, Layout among them), or listed as safe to wrap.
    const parts = [...imported]
      .filter((n) => !existsSync(path.join(ROOT, 'src/theme', n)) && safe[n]?.actions.wrap !== 'safe')
      .sort();
    const row =
      read(path.join(ROOT, 'UPGRADING.md'))
        .split('\n')
        .find((l) => l.startsWith('| `theme-parts` |')) ?? '';
    const listed = [...row.split(' | ')[1]!.matchAll(/`([\w/]+)`/g)].map((m) => m[1]).sort();
    expect(parts, 'theme components imported whole (UPGRADING.md theme-parts)').toEqual(listed);
    for (const part of parts) {
      const dir = pkg(`@docusaurus/theme-classic/lib/theme/${part}`);
      expectFile(existsSync(`${dir}.js`) ? `${dir}.js` : `${dir}/index.js`, `theme-classic's ${part}`);
    }
  });

  it('[mobile-category-click] the phone menu still closes through onItemClick, which it passes to categories; the desktop sidebar passes none', () => {
    const mobile = read(pkg('@docusaurus/theme-classic/lib/theme/DocSidebar/Mobile/index.js'));
    expect(
      mobile,
      "internal gone: DocSidebar/Mobile's onItemClick closing the menu for categories with an href; see UPGRADING.md",
    ).toMatch(
      /onItemClick=\{\(item\) => \{[\s\S]*item\.type === 'category' && item\.href[\s\S]*mobileSidebar\.toggle\(\)/,
    );
    const category = read(pkg('@docusaurus/theme-classic/lib/theme/DocSidebarItem/Category/index.js'));
    expect(category, 'internal gone: DocSidebarItem/Category calling onItemClick?.(item); see UPGRADING.md').toContain(
      'onItemClick?.(item)',
    );
    const desktop = read(pkg('@docusaurus/theme-classic/lib/theme/DocSidebar/Desktop/Content/index.js'));
    expect(desktop, 'internal gone: the desktop sidebar passes no onItemClick; see UPGRADING.md').not.toContain(
      'onItemClick',
    );
  });

  it('[social-card-page-parts] the theme still writes og:image and twitter:image from a page image', () => {
    const file = pkg('@docusaurus/theme-common/lib/utils/metadataUtils.js');
    expectFile(file, "theme-common's PageMetadata");
    expect(read(file), 'internal gone: PageMetadata og:image / twitter:image; see UPGRADING.md').toMatch(
      /og:image[\s\S]*twitter:image/,
    );
  });

  it('[announcement-keys] the announcement bar still stores its state under the keys the head script resets', () => {
    const file = pkg('@docusaurus/theme-common/lib/contexts/announcementBar.js');
    expectFile(file, 'theme-common announcementBar context');
    for (const key of ['docusaurus.announcement.dismiss', 'docusaurus.announcement.id']) {
      expect(
        read(file),
        `internal gone: localStorage key ${key} (docusaurus.config.ts headTags); see UPGRADING.md`,
      ).toContain(`'${key}'`);
    }
  });

  it('[bundle-file-names] the build still writes runtime~main.*.js and main.*.js, and the runtime still loads chunks by the calls page-weight reads', () => {
    const js = path.join(ROOT, 'build/assets/js');
    expect(existsSync(js), 'needs a build: run `npx docusaurus build` first').toBe(true);
    const files = readdirSync(js);
    const runtime = files.find((f) => /^runtime~main\.[0-9a-f]+\.js$/.test(f));
    expect(
      runtime,
      'internal gone: runtime~main.*.js (tests/support/weight/page-weight.mjs); see UPGRADING.md',
    ).toBeDefined();
    expect(
      files.some((f) => /^main\.[0-9a-f]+\.js$/.test(f)),
      'internal gone: main.*.js',
    ).toBe(true);
    // page-weight reads the route's chunks out of the runtime and main.js: the intro page has some.
    const chunks = routeChunkFiles(path.join(ROOT, 'build'), '', '/limu/docs/intro/');
    expect(
      chunks.length,
      'internal changed: no route chunk found in the bundle (tests/support/weight/page-weight.mjs)',
    ).toBeGreaterThan(0);
  });

  it('[docs-description-prop] the docs plugin still hands every docs page its docs, descriptions included, in the version route prop (src/plugins/slim-docs-metadata)', async () => {
    const file = pkg('@docusaurus/plugin-content-docs/lib/props.js');
    expectFile(file, '@docusaurus/plugin-content-docs/lib/props.js');
    const {toVersionMetadataProp} = (await import(file)) as {
      toVersionMetadataProp?: (id: string, version: unknown) => {docs?: Record<string, {description?: string}>};
    };
    expect(typeof toVersionMetadataProp, 'internal gone: toVersionMetadataProp; see UPGRADING.md').toBe('function');
    const doc = {id: 'intro', title: 'Intro', description: 'about limu', sidebar: 'guides', unlisted: false};
    const version = {
      versionName: 'current',
      label: 'Next',
      docs: [doc],
      sidebars: {},
      drafts: [],
      categoryGeneratedIndices: [],
    };
    const prop = toVersionMetadataProp!('default', version);
    expect(prop.docs?.intro?.description, 'internal gone: props.version.docs[id].description; see UPGRADING.md').toBe(
      'about limu',
    );
    const {stripDocDescriptions} = await import('../../src/plugins/slim-docs-metadata');
    const route = stripDocDescriptions({path: '/limu/docs', component: 'x', props: {version: prop}, routes: []});
    expect((route.props as {version: typeof prop}).version.docs?.intro).toEqual({
      id: 'intro',
      title: 'Intro',
      sidebar: 'guides',
    });
  });

  it('[tslib-helpers] utils-common calls only the tslib helpers src/plugins/slim-tslib gives the browser bundle', async () => {
    const dir = pkg('@docusaurus/utils-common/lib');
    expectFile(dir, '@docusaurus/utils-common/lib');
    const called = new Set(
      readdirSync(dir)
        .filter((f) => f.endsWith('.js'))
        .flatMap((f) => [...read(path.join(dir, f)).matchAll(/\btslib_1\.(__\w+)/g)].map((m) => m[1])),
    );
    expect(called.size, 'utils-common still requires tslib (else the plugin can go)').toBeGreaterThan(0);
    const helpers = (await import('../../src/plugins/slim-tslib/helpers')) as Record<string, unknown>;
    const missing = [...called].filter((h) => typeof helpers[h] !== 'function');
    expect(
      missing,
      `internal changed: utils-common now calls tslib's ${missing.join(', ')}; add it to src/plugins/slim-tslib/helpers.ts`,
    ).toEqual([]);
  });

  it('[server-twins] the server bundle resolves each x to its twin x.server.ts, the browser to x.ts (src/plugins/server-only-data)', async () => {
    // Docusaurus's own merge of a plugin's configureWebpack, on the extensions its base config sets.
    const {applyConfigureWebpack} = (await import(pkg('@docusaurus/core/lib/webpack/configure.js'))) as {
      applyConfigureWebpack: (a: object) => {resolve: {extensions: string[]}};
    };
    const base = read(pkg('@docusaurus/core/lib/webpack/base.js'));
    const extensions = /extensions: (\[[^\]]*\])/.exec(base)?.[1];
    expect(
      extensions,
      "internal gone: the base config's resolve.extensions (@docusaurus/core/lib/webpack/base.js)",
    ).toBeDefined();
    const {default: serverOnlyData, SERVER_TWIN_SUFFIX} = await import('../../src/plugins/server-only-data');
    const plugin = serverOnlyData({siteDir: ROOT, i18n: {currentLocale: 'zh-Hans', defaultLocale: 'zh-Hans'}} as never);
    /** The file a bundler finds for the extensionless request `x`: the first extension that exists. */
    const resolveIn = (isServer: boolean, x: string) => {
      const config = applyConfigureWebpack({
        configureWebpack: plugin.configureWebpack,
        config: {resolve: {extensions: JSON.parse(extensions!.replace(/'/g, '"')) as string[]}},
        isServer,
        configureWebpackUtils: {},
        content: {},
      });
      const ext = config.resolve.extensions.find((e) => existsSync(path.join(ROOT, x + e)));
      return ext && x + ext;
    };
    for (const x of [
      'src/components/BehaviourMatrix/matrix-data',
      'src/components/BehaviourMatrix/explore-data',
      'src/lib/bench/reference-data',
    ]) {
      expect(resolveIn(true, x), `the server bundle gets ${x}'s twin`).toBe(x + SERVER_TWIN_SUFFIX);
      expect(resolveIn(false, x), `the browser bundle gets ${x}.ts`).toBe(`${x}.ts`);
    }
  });

  it('[playwright-reuse-context] Playwright Test still offers reuseContext, and the config turns it on', () => {
    expect(
      read(pkg('playwright/types/test.d.ts')),
      'internal gone: the reuseContext option of Playwright Test',
    ).toMatch(/^\s*reuseContext: boolean;/m);
    expect(read(path.join(ROOT, 'playwright.config.ts')), 'playwright.config.ts sets reuseContext').toMatch(
      /^\s*reuseContext: true,/m,
    );
  });

  it('[e2e-signals] core still marks <html data-has-hydrated>, and the theme still renders the skip-link target and the progress bar id', () => {
    expect(
      read(pkg('@docusaurus/core/lib/client/hasHydratedDataAttribute.js')),
      'internal gone: data-has-hydrated',
    ).toContain('data-has-hydrated');
    const html = read(path.join(ROOT, 'build/index.html'));
    expect(html, 'internal gone: #__docusaurus_skipToContent_fallback').toContain(
      '__docusaurus_skipToContent_fallback',
    );
    expect(
      read(pkg('@docusaurus/theme-classic/lib/nprogress.js')),
      'internal gone: the nprogress client module',
    ).toMatch(/nprogress/);
  });

  it('[atom-feed-root] an Atom feed written by the installed feed package still gets its language (src/plugins/blog-feed-lang)', () => {
    // The feed package as the blog plugin resolves it (it is not a dependency of ours).
    const {Feed} = createRequire(require.resolve('@docusaurus/plugin-content-blog'))('feed') as typeof import('feed');
    const feed = new Feed({id: 'https://example.org/', title: 't', copyright: 'c'});
    expect(
      withAtomLang(feed.atom1(), 'en'),
      "internal changed: the feed package's Atom root element; see UPGRADING.md atom-feed-root",
    ).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
  });

  it('[sandbox-dev-messages] immer and mutative still pick their messages by process.env.NODE_ENV in the ES build the sandbox imports (src/plugins/sandbox-dev-builds)', async () => {
    const esBuild = (name: string) => {
      const {exports} = JSON.parse(read(pkg(`${name}/package.json`))) as {
        exports: {'.': {import: {default: string}}};
      };
      return pkg(`${name}/${exports['.'].import.default}`);
    };
    const immer = read(esBuild('immer'));
    expect(immer, 'internal gone: immer no longer reads process.env.NODE_ENV').toContain(
      'process.env.NODE_ENV !== "production"',
    );
    expect(immer, "internal gone: immer's development message 'current' expects a draft").toContain(
      "'current' expects a draft",
    );
    expect(read(esBuild('mutative')), 'internal gone: mutative no longer reads process.env.NODE_ENV').toContain(
      'process.env.NODE_ENV !== "production"',
    );
    // The rule applies to what src/lib/sandbox/serve.ts imports, through Rspack's own SWC loader.
    const {
      default: sandboxDevBuilds,
      DEV_LIBRARIES,
      SANDBOX_IMPORTER,
    } = await import('../../src/plugins/sandbox-dev-builds');
    const serve = read(SANDBOX_IMPORTER);
    for (const name of DEV_LIBRARIES) expect(serve, `serve.ts imports ${name}`).toContain(`import('${name}')`);
    const {module} = sandboxDevBuilds().configureWebpack!({} as never, false, {} as never, {} as never) as {
      module: {rules: {test: RegExp; issuer: string; use: {loader: string}}[]};
    };
    const [rule] = module.rules;
    expect(rule.test.test(pkg('immer/dist/immer.mjs')) && rule.test.test(pkg('mutative/dist/mutative.esm.mjs'))).toBe(
      true,
    );
    expect(rule.test.test(pkg('limu/lib/index.js'))).toBe(false);
    expect(rule.use.loader).toBe('builtin:swc-loader');
    expectFile(pkg('@rspack/core/package.json'), 'Rspack, whose builtin:swc-loader the rule names');
  });

  it('the ejected theme components were copied from the installed theme-classic version', () => {
    // Navbar/Layout, Error and BlogArchivePage are copies, not wrappers: after an
    // upgrade, compare each with the new version's (UPGRADING.md), then update this number.
    const version = (JSON.parse(read(pkg('@docusaurus/theme-classic/package.json'))) as {version: string}).version;
    expect(version, 'theme-classic changed: re-check the ejected components listed in UPGRADING.md').toBe('3.10.2');
  });
});
