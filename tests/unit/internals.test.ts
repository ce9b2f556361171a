// The Docusaurus and plugin internals this site relies on (UPGRADING.md lists each, why, and how to
// check it). After an upgrade, each test here fails with a message that names the internal that moved
// or disappeared, before a build fails in some less telling way.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

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

describe('Docusaurus internals (UPGRADING.md)', () => {
  it('theme-classic still has the Prism client module src/plugins/prism-out-of-main-bundle empties', () => {
    expectFile(
      pkg('@docusaurus/theme-classic/lib/prism-include-languages.js'),
      '@docusaurus/theme-classic/lib/prism-include-languages',
    );
  });

  it('the bundler still offers NormalModuleReplacementPlugin (src/plugins/slim-prism)', async () => {
    const rspack = (await import('@rspack/core')) as unknown as {NormalModuleReplacementPlugin?: unknown};
    expect(
      typeof rspack.NormalModuleReplacementPlugin,
      'internal gone: @rspack/core NormalModuleReplacementPlugin; see UPGRADING.md',
    ).toBe('function');
  });

  it('src/lib/prism/index.ts still asks for the request string slim-prism swaps on the server', () => {
    expect(
      read(path.join(ROOT, 'src/lib/prism/index.ts')),
      "request './prism-grammars' (src/plugins/slim-prism)",
    ).toMatch(/from '\.\/prism-grammars'/);
  });

  it('the docs plugin still hands every docs page its docs, descriptions included, in the version route prop (src/plugins/slim-docs-metadata)', async () => {
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

  it('sucrase still ships its parser as CommonJS and as an ES build (src/plugins/sucrase-esm)', () => {
    for (const file of [
      'dist/parser/index.js',
      'dist/parser/tokenizer/types.js',
      'dist/esm/parser/index.js',
      'dist/esm/parser/tokenizer/types.js',
    ]) {
      expectFile(pkg(`sucrase/${file}`), `sucrase/${file}`);
    }
  });

  it('utils-common calls only the tslib helpers src/plugins/slim-tslib gives the browser bundle', async () => {
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

  it('theme-common/internal still exports what src/theme/CodeBlock puts on static server blocks', () => {
    expectExports(
      pkg('@docusaurus/theme-common/lib/internal.js'),
      ['createCodeBlockMetadata', 'CodeBlockContextProvider', 'useCodeWordWrap', 'getPrismCssVariables'],
      '@docusaurus/theme-common/internal (src/theme/CodeBlock, src/lib/prism/paint.ts)',
    );
    // The buttons go into the parent of the block's <pre>, where the theme's Layout renders them.
    const layout = read(pkg('@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/index.js'));
    expect(
      layout,
      'internal changed: CodeBlock/Layout no longer renders <Content /> then <Buttons /> side by side',
    ).toMatch(/<Content \/>\s*<Buttons \/>/);
  });

  it('theme-classic still renders code lines the way the type popups (src/theme/CodeBlock/Line) expect', () => {
    // Content renders each line as <Line line={tokens}>, Line renders each token as <LineToken token={token}>:
    // the wrappers cut a line's tokens and mark the pieces the Token wrapper draws with a popup.
    const content = read(pkg('@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js'));
    expect(content, 'internal changed: CodeBlock/Content no longer renders a <Line line={line}> per line').toMatch(
      /<Line[\s\S]*?line=\{line\}/,
    );
    const line = read(pkg('@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js'));
    expect(line, 'internal changed: CodeBlock/Line no longer renders <LineToken token={token}> per token').toMatch(
      /line\.map\(\(token, key\)[\s\S]*?<LineToken[\s\S]*?token=\{token\}/,
    );
    // The popups are placed against the code block's content box, outside the scrolling <pre>.
    const layoutCss = read(pkg('@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css'));
    expect(layoutCss, 'internal changed: .codeBlockContent is no longer position: relative').toMatch(
      /\.codeBlockContent \{[^}]*position: relative/,
    );
  });

  it('theme-classic still styles the empty author socials row src/theme/Blog/Components/Author/Socials renders', () => {
    const css = pkg('@docusaurus/theme-classic/lib/theme/Blog/Components/Author/Socials/styles.module.css');
    expectFile(css, 'theme-classic Blog/Components/Author/Socials/styles.module.css');
    expect(read(css), 'internal gone: the .authorSocials class').toMatch(/\.authorSocials\s*\{/);
  });

  it('theme-common/internal still exports the hooks the replaced components use', () => {
    expectExports(
      pkg('@docusaurus/theme-common/lib/internal.js'),
      ['useDateTimeFormat', 'useNavbarMobileSidebar', 'useLocationChange', 'useScrollPosition'],
      '@docusaurus/theme-common/internal',
    );
  });

  it('core still has the route context the crash page provides (src/theme/Error)', () => {
    expectExports(
      pkg('@docusaurus/core/lib/client/routeContext.js'),
      ['RouteContextProvider'],
      '@docusaurus/core/lib/client/routeContext',
    );
  });

  it('the theme still marks doc pages, blog posts and code blocks with the classes the search index reads (src/plugins/search-index)', async () => {
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

  it("core's bundler config still puts all CSS into one `styles` chunk (src/plugins/lazy-css changes it)", () => {
    const file = pkg('@docusaurus/core/lib/webpack/base.js');
    expectFile(file, "core's bundler config");
    const group = /styles:\s*\{([^}]*)\}/.exec(read(file))?.[1] ?? '';
    expect(group, "internal gone: the `styles` cache group {name: 'styles', chunks: 'all'}; see UPGRADING.md").toMatch(
      /name:\s*'styles'[\s\S]*chunks:\s*[`'"]all[`'"]/,
    );
  });

  it('the build still writes its stylesheets to assets/css (src/plugins/purge-css purges them there)', () => {
    const file = pkg('@docusaurus/core/lib/webpack/base.js');
    expectFile(file, "core's bundler config");
    expect(
      read(file),
      "internal gone: CSS file names 'assets/css/[name].[contenthash:8].css'; see UPGRADING.md",
    ).toContain('assets/css/[name].[contenthash:8].css');
  });

  it("Infima's .avatar__photo still sizes the avatar in CSS (the <img> size rule relies on it)", () => {
    const css = read(pkg('infima/dist/css/default/default.css'));
    const rule = /\.avatar__photo\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(
      rule,
      "internal gone: Infima's .avatar__photo width/height (scripts/lib/page-weight.mjs); see UPGRADING.md",
    ).toMatch(/(^|[\s;])height:\s*var\(--ifm-avatar-photo-size\)[\s\S]*width:\s*var\(--ifm-avatar-photo-size\)/);
  });

  it('the announcement bar still stores its state under the keys the head script resets', () => {
    const file = pkg('@docusaurus/theme-common/lib/contexts/announcementBar.js');
    expectFile(file, 'theme-common announcementBar context');
    for (const key of ['docusaurus.announcement.dismiss', 'docusaurus.announcement.id']) {
      expect(
        read(file),
        `internal gone: localStorage key ${key} (docusaurus.config.ts headTags); see UPGRADING.md`,
      ).toContain(`'${key}'`);
    }
  });

  it('the colour mode still follows storage events (the crawl switches modes in place with one)', () => {
    const file = pkg('@docusaurus/theme-common/lib/contexts/colorMode.js');
    expectFile(file, 'theme-common colorMode context');
    expect(
      read(file),
      'internal gone: ColorModeStorage.listen (tests/e2e/crawl.spec.ts switchMode); see UPGRADING.md',
    ).toMatch(/ColorModeStorage\.listen\(/);
  });

  it('core still aliases react and react-dom by those two keys, which src/plugins/preact-client replaces in place', () => {
    const base = read(pkg('@docusaurus/core/lib/webpack/base.js'));
    const aliases = /function getReactAliases[\s\S]*?\n\}/.exec(base)?.[0] ?? '';
    expect(aliases, 'internal gone: getReactAliases in @docusaurus/core/lib/webpack/base.js; see UPGRADING.md').toMatch(
      /\breact: [\s\S]*'react-dom': /,
    );
  });

  it('core still scrolls to a hash in a layout effect of its router (src/plugins/preact-client/hashAfterNavigation.ts)', () => {
    const file = pkg('@docusaurus/core/lib/client/ClientLifecyclesDispatcher.js');
    expectFile(file, 'core ClientLifecyclesDispatcher');
    expect(
      read(file),
      'internal gone: scrollAfterNavigation (scrollIntoView in a layout effect) of core ClientLifecyclesDispatcher; see UPGRADING.md',
    ).toMatch(/function scrollAfterNavigation[\s\S]*scrollIntoView\(\)[\s\S]*useIsomorphicLayoutEffect\(/);
  });

  it('core still dispatches onRouteDidUpdate from a layout effect on the first render too (src/plugins/preact-client/firstHydration.ts)', () => {
    const file = pkg('@docusaurus/core/lib/client/ClientLifecyclesDispatcher.js');
    expect(
      read(file),
      'internal gone: onRouteDidUpdate dispatched in a layout effect whenever previousLocation !== location (null on the first render); see UPGRADING.md',
    ).toMatch(
      /useIsomorphicLayoutEffect\(\(\) => \{\s*if \(previousLocation !== location\) \{[\s\S]*?dispatchLifecycleAction\('onRouteDidUpdate'/,
    );
  });

  it('core still keeps isBrowser in ./browserContext (Context, BrowserContextProvider), which src/plugins/preact-client replaces', () => {
    const app = read(pkg('@docusaurus/core/lib/client/App.js'));
    const hook = read(pkg('@docusaurus/core/lib/client/exports/useIsBrowser.js'));
    const own = read(pkg('@docusaurus/core/lib/client/browserContext.js'));
    const hint = 'internal gone: core client/browserContext and its two imports; see UPGRADING.md';
    expect(app, hint).toContain("import { BrowserContextProvider } from './browserContext';");
    expect(hook, hint).toContain("import { Context } from '../browserContext';");
    expect(own, hint).toMatch(
      /export const Context = React\.createContext\(false\);[\s\S]*export function BrowserContextProvider/,
    );
    // The only other module that could be swapped by the same request pattern.
    expect(read(pkg('@docusaurus/core/lib/client/hasHydratedDataAttribute.js')), hint).toContain('useIsBrowser()');
  });

  it('core still sets window.docusaurus before the first render, and links prefetch through it when they come into view (src/lib/prefetchQueue.ts)', () => {
    const entry = read(pkg('@docusaurus/core/lib/client/clientEntry.js'));
    const link = read(pkg('@docusaurus/core/lib/client/exports/Link.js'));
    const hint =
      'internal gone: window.docusaurus.prefetch, looked up by Link when its IntersectionObserver fires; see UPGRADING.md';
    expect(entry, hint).toMatch(/window\.docusaurus = docusaurus;[\s\S]*hydrateRoot\(/);
    expect(link, hint).toMatch(/new window\.IntersectionObserver\([\s\S]*?window\.docusaurus\.prefetch\(targetLink\)/);
    expect(link, hint).toContain('window.docusaurus.preload(targetLink)');
  });

  it("core's client entry still imports ./preload and hydrates once it settles (src/plugins/preload-next-task swaps that import)", () => {
    const entry = read(pkg('@docusaurus/core/lib/client/clientEntry.js'));
    const hint =
      "internal gone: clientEntry.js's `import preload from './preload'` and `preload(window.location.pathname).then(` before rendering; see UPGRADING.md";
    expect(entry, hint).toMatch(/^import preload from '\.\/preload';$/m);
    expect(entry, hint).toMatch(
      /preload\(window\.location\.pathname\)\.then\(\(\) => \{\s*startTransition\(renderApp\);/,
    );
    expect(read(pkg('@docusaurus/core/lib/client/preload.js')), hint).toMatch(
      /^export default function preload\(pathname\)/m,
    );
  });

  it("theme-common's only callers of useShallowMemoObject still import just what plain-key-sort's copy exports (src/plugins/plain-key-sort)", () => {
    const lib = pkg('@docusaurus/theme-common/lib');
    const hint =
      "internal gone: theme-common's imports from utils/reactUtils that plain-key-sort swaps; see UPGRADING.md";
    const callers = (readdirSync(lib, {recursive: true}) as string[])
      .filter((file) => file.endsWith('.js') && !file.includes('reactUtils'))
      .filter((file) => /\buseShallowMemoObject\b/.test(read(path.join(lib, file))))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    // A new caller would build the ICU collator again: add it to the plugin's ISSUER.
    expect(callers, hint).toEqual(['contexts/navbarSecondaryMenu/content.js', 'hooks/useMutationObserver.js']);
    const imports = (file: string) =>
      read(path.join(lib, file))
        .match(/import \{([^}]*)\} from '(?:\.\.\/)+utils\/reactUtils';/)?.[1]
        .split(',')
        .map((name) => name.trim());
    expect(imports('contexts/navbarSecondaryMenu/content.js'), hint).toEqual([
      'ReactContextError',
      'useShallowMemoObject',
    ]);
    expect(imports('hooks/useMutationObserver.js'), hint).toEqual(['useEvent', 'useShallowMemoObject']);
    expectExports(
      pkg('@docusaurus/theme-common/lib/index.js'),
      ['ReactContextError', 'useEvent'],
      'theme-common index',
    );
  });

  it('preact/compat Suspense still keeps the server DOM of a child that suspends while hydrating (src/lib/hydration)', () => {
    const suspense = read(pkg('preact/compat/src/suspense.js'));
    expect(
      suspense,
      'Preact internal gone: Suspense shows no fallback for a suspension during hydration (MODE_HYDRATE); see UPGRADING.md',
    ).toMatch(/!\(suspendingVNode\._flags & MODE_HYDRATE\)/);
    const diff = read(pkg('preact/src/diff/index.js'));
    expect(
      diff,
      'Preact internal gone: a component that throws a promise while hydrating keeps its DOM (MODE_SUSPENDED | isHydrating); see UPGRADING.md',
    ).toMatch(
      /if \(isHydrating \|\| excessDomChildren\) \{\s*if \(e && e\.then\) \{[\s\S]*?MODE_SUSPENDED \| isHydrating/,
    );
  });

  it('the ejected theme components were copied from the installed theme-classic version', () => {
    // Navbar/Layout, Error and BlogArchivePage are copies, not wrappers: after an
    // upgrade, compare each with the new version's (UPGRADING.md), then update this number.
    const version = (JSON.parse(read(pkg('@docusaurus/theme-classic/package.json'))) as {version: string}).version;
    expect(version, 'theme-classic changed: re-check the ejected components listed in UPGRADING.md').toBe('3.10.2');
  });
});
