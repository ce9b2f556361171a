// The Docusaurus and plugin internals this site relies on (UPGRADING.md lists each, why, and how to
// check it). After an upgrade, each test here fails with a message that names the internal that moved
// or disappeared, before a build fails in some less telling way.
import {existsSync, readFileSync} from 'node:fs';
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

  it('the CSS modules imported from other packages by private path are still there', () => {
    expectFile(
      pkg('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css'),
      "docusaurus-search-local's SearchBar.module.css (src/theme/SearchBar)",
    );
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

  it("the search's zepto still takes an event with isDefaultPrevented as wrapped (src/plugins/preact-client/eventMethods.ts)", () => {
    const file = pkg('@easyops-cn/autocomplete.js/zepto.js');
    expectFile(file, '@easyops-cn/autocomplete.js/zepto.js');
    expect(read(file), 'internal gone: zepto compatible() / isImmediatePropagationStopped; see UPGRADING.md').toMatch(
      /if \(source \|\| !event\.isDefaultPrevented\)[\s\S]*isImmediatePropagationStopped/,
    );
  });

  it('the ejected theme components were copied from the installed theme-classic version', () => {
    // Navbar/Layout, Error and BlogArchivePage are copies, not wrappers: after an
    // upgrade, compare each with the new version's (UPGRADING.md), then update this number.
    const version = (JSON.parse(read(pkg('@docusaurus/theme-classic/package.json'))) as {version: string}).version;
    expect(version, 'theme-classic changed: re-check the ejected components listed in UPGRADING.md').toBe('3.10.2');
  });
});
