// Site configuration, grouped by the section of ARCHITECTURE.md each part implements.
import {REPOSITORY, editUrlBase} from './src/lib/repository';
import prismOutOfMainBundle from './src/plugins/prism-out-of-main-bundle';
import serverOnlyData from './src/plugins/server-only-data';
import homeDemosByLocale from './src/plugins/home-demos';
import sucraseEsm from './src/plugins/sucrase-esm';
import sandboxDevBuilds from './src/plugins/sandbox-dev-builds';
import slimTslib from './src/plugins/slim-tslib';
import type {Config, LoadContext} from '@docusaurus/types';
import type {UserThemeConfig} from '@docusaurus/theme-common';
import type {Options as ThemeOptions} from '@docusaurus/theme-classic';
import type * as DocsPlugin from '@docusaurus/plugin-content-docs';
import type * as BlogPlugin from '@docusaurus/plugin-content-blog';
import type * as SitemapPlugin from '@docusaurus/plugin-sitemap';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import llmsPlugin, {type LlmsOptions} from './src/plugins/llms';
import htmlAliases from './src/plugins/html-aliases';
import searchIndex from './src/plugins/search-index';
import socialCards, {cardImageFor} from './src/plugins/social-cards';
import remarkReleaseDates from './src/lib/changelog/remarkReleaseDates';
import remarkMatrixRowLinks from './src/lib/remarkMatrixRowLinks';
import codeBlocks from './src/plugins/code-blocks';
import rehypeCodeBlocks from './src/plugins/code-blocks/rehype';
import {
  ANNOUNCEMENT_ID,
  BASE_URL,
  DEFAULT_LOCALE,
  LOCALES,
  SITE_URL,
  localeBase,
  type Locale,
} from './src/data/site.mjs';

// `docusaurus start` without --locale sets this to the string "undefined": compare, don't test presence.
const isEn = process.env.DOCUSAURUS_CURRENT_LOCALE === 'en';
const locale: Locale = isEn ? 'en' : DEFAULT_LOCALE;

// The repository and this site's folder in it: one setting, in src/lib/repository.ts (README: "Edit links").
const REPO = REPOSITORY.url;

// Dated by the packages (src/data/limu-versions.json): multi-path tracking arrived in 4.1.0, not 4.1.3.
const announcement = isEn
  ? `limu 4.1.3 is the latest version. Since 4.1.0, a change to an object reachable from several paths shows on every one of them the recipe has read. <a href="${localeBase('en')}docs/changelog/v4-1/#v4-1-0">Read what changed</a>.`
  : `limu 最新版本为 4.1.3。自 4.1.0 起，同一对象被多条路径引用时，对它的修改会出现在 recipe 读取过的每一条路径上。<a href="${localeBase(DEFAULT_LOCALE)}docs/changelog/v4-1/#v4-1-0">查看更新内容</a>。`;

// Every fenced code block, highlighted at build time by Shiki, with types where wanted (src/plugins/code-blocks).
const rehypePlugins = [[rehypeCodeBlocks, {locale}]] satisfies [typeof rehypeCodeBlocks, {locale: string}][];

const config = {
  // ARCHITECTURE.md §1 Site configuration
  title: 'limu',
  tagline: isEn
    ? 'Write plain mutations, get immutable data — with the API you know from immer'
    : '像修改普通对象一样生成不可变数据，API 与 immer 一脉相承',
  url: SITE_URL,
  baseUrl: BASE_URL,
  favicon: 'img/favicon.svg',
  noIndex: false,
  // GitHub Pages serves `x/index.html` for both `/x` (by a redirect to `/x/`) and `/x/`, but
  // `x.html` only for `/x`. Emitting every page as `x/index.html` with canonical URLs ending
  // in `/` makes both spellings of each route (ARCHITECTURE.md §2) work and index pages like `/docs/api/` resolve.
  trailingSlash: true,
  organizationName: 'tnfe',
  projectName: 'limu',
  titleDelimiter: '|',

  // ARCHITECTURE.md §2 Routes: GitHub Pages serves `x/index.html` for `/x/index.html`, and `x.html` (a copy of the
  // page, src/plugins/html-aliases) for `/x.html` and `/x`. The client preloads the route of the raw
  // URL before hydrating and would find none, so React would throw away the server HTML (a hydration
  // error). The second head script rewrites such URLs to `x/` before the app starts.
  headTags: [
    // ARCHITECTURE.md §4 Announcement bar: the theme hides a dismissed bar before React starts by reading only the
    // "dismissed" flag, so a bar with a new id would stay hidden by CSS. Forget the dismissal
    // first when the stored id is not the current one (what the theme itself does after hydrating).
    {
      tagName: 'script',
      attributes: {},
      innerHTML: `try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(ANNOUNCEMENT_ID)})localStorage.setItem('docusaurus.announcement.dismiss','false')}catch(e){}`,
    },
    {
      tagName: 'script',
      attributes: {},
      innerHTML:
        // `/x/index.html` -> `/x/`; `/x.html` -> `/x/` (not 404.html itself); `/x` -> `/x/` (a last
        // segment without a dot). First, as the server reads a path: an encoded slash is a slash and
        // `//` is one (`/x%2F/`, `/x//` are page x), except `//` right after the base (the server's
        // not-found page). An address with a `.` or `..` segment is left alone: the browser would
        // resolve it, even out of the base. No reload: the document already is page x (or the
        // not-found page). The property test in tests/build/served-html.test.ts holds this to
        // scripts/serve.mjs.
        "(function(l){var o=l.pathname,p=o.replace(/%2f/gi,'/');" +
        `p=p.indexOf('${BASE_URL}/')===0?o:p.replace(/\\/{2,}/g,'/');` +
        'var q=p;if(/\\/index\\.html$/.test(p))q=p.slice(0,-10);' +
        "else if(/[^/]\\.html$/.test(p)&&!/\\/404\\.html$/.test(p))q=p.slice(0,-5)+'/';" +
        "else if(/\\/[^/.]+$/.test(p))q=p+'/';" +
        "if(q!==o&&!/\\/\\.\\.?(\\/|$)/.test(q))history.replaceState(history.state,'',q+l.search+l.hash)})(location)",
    },
  ],

  // ARCHITECTURE.md §5 Build rules: broken links fail the build; the rest warn (and the test command fails on them).
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw'},
    // Issue 39.5: each doc page and post names its social card as `image` (unless it names its own),
    // so the theme writes og:image and twitter:image; src/plugins/social-cards draws the cards.
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      const card = cardImageFor(__dirname, params.filePath);
      if (card && result.frontMatter.image === undefined) result.frontMatter.image = card;
      return result;
    },
  },

  // ARCHITECTURE.md §1 Locales: zh-Hans is the default and lives at /limu/, English at /limu/en/.
  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALES],
    localeConfigs: {
      'zh-Hans': {label: '简体中文', direction: 'ltr', htmlLang: 'zh-Hans', calendar: 'gregory'},
      en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory'},
    },
  },

  // Docusaurus 3.10 with Rspack and the v4 defaults. Storage keys stay un-namespaced so the
  // colour mode lives under `theme` (ARCHITECTURE.md §4), as on the site this one replaces.
  future: {v4: true},
  storage: {namespace: false},

  // `/x/index.html` is the page `/x/`: the inline head script above rewrites the address before any
  // bundle runs (tests/e2e/routes.spec.ts), so no client module repeats it.
  clientModules: ['./src/clientModules/loadFailure.ts', './src/clientModules/malformedHash.ts'],

  themes: [['@docusaurus/theme-classic', {customCss: './src/css/custom.css'} satisfies ThemeOptions]],

  plugins: [
    [
      // The docs plugin without the doc descriptions no page reads (src/plugins/slim-docs-metadata):
      // about 3.2 KiB brotli off every docs page (BENCHMARKS.md "Speed plugins").
      require.resolve('./src/plugins/slim-docs-metadata/index.ts'),
      {
        sidebarPath: './sidebars.ts',
        // Each locale edits its own file (the English page: i18n/en/...).
        editUrl: editUrlBase(),
        editLocalizedFiles: true,
        showLastUpdateTime: false,
        // ARCHITECTURE.md §2 Docs: the only version is `current`, labelled Next.
        lastVersion: 'current',
        versions: {current: {label: 'Next'}},
        // Issue 27: each changelog version heading gets its npm release date (src/data/limu-versions.json).
        // Issue 51.4: a link to a behaviour matrix row shows the row's group and title, not its id.
        remarkPlugins: [
          [remarkReleaseDates, {locale}],
          [remarkMatrixRowLinks, {locale}],
        ],
        rehypePlugins,
      } satisfies DocsPlugin.Options,
    ],
    [
      // The blog plugin, with xml:lang on its Atom feed (src/plugins/blog-feed-lang).
      require.resolve('./src/plugins/blog-feed-lang/index.ts'),
      {
        showReadingTime: true,
        editUrl: editUrlBase(),
        editLocalizedFiles: true,
        blogTitle: '博客',
        blogDescription: 'limu 的设计、性能与版本故事',
        blogSidebarTitle: '全部文章',
        blogSidebarCount: 'ALL',
        // The feeds' own title and description, in the locale's language (the blog plugin's default is
        // "<site title> Blog" in every locale); the same words as the blog page's (i18n/en/…-blog/options.json).
        feedOptions: {
          type: ['rss', 'atom'],
          xslt: false,
          title: isEn ? 'limu Blog' : 'limu 博客',
          description: isEn ? 'Design, performance and release stories of limu' : 'limu 的设计、性能与版本故事',
        },
        onInlineTags: 'throw',
        onInlineAuthors: 'throw',
        onUntruncatedBlogPosts: 'throw',
        rehypePlugins,
      } satisfies BlogPlugin.Options,
    ],
    ['@docusaurus/plugin-content-pages', {rehypePlugins}],
    codeBlocks,
    prismOutOfMainBundle,
    serverOnlyData,
    homeDemosByLocale,
    htmlAliases,
    // Issue 51: each URL of the original site's sitemap that has no page now gets a redirect page
    // (meta refresh + script), both locales; tests/build/old-urls.test.ts walks the whole old sitemap.
    [
      '@docusaurus/plugin-client-redirects',
      {
        // The original site's one changelog entry (a placeholder dated 2022-05-02): the changelog's index.
        redirects: [{from: '/docs/changelog/2022-05-02', to: '/docs/changelog/intro/'}],
      } satisfies ClientRedirectsOptions,
    ],
    sucraseEsm,
    // Issue 51: the sample workers get immer's and mutative's development messages, as the doc tests do.
    sandboxDevBuilds,
    // One tslib helper in main.js, not the library: about 3.5 KiB brotli (BENCHMARKS.md "Speed plugins").
    slimTslib,
    // ARCHITECTURE.md §7 Search: each locale's search data, split by word, written from its built
    // HTML (code blocks left out). src/theme/SearchBar fetches it when the reader first searches.
    searchIndex,
    // Issue 39.5: a social card per doc page and post (front matter `image`, set in `markdown` above).
    socialCards,
    [
      '@docusaurus/plugin-sitemap',
      {
        lastmod: null,
        changefreq: null,
        priority: null,
        // The search page only shows results for a query: it is no page to index.
        ignorePatterns: LOCALES.map((l) => `${localeBase(l)}search/**`),
      } satisfies SitemapPlugin.Options,
    ],
    // Issue 16: every doc and post as Markdown at its URL + `.md`, llms.txt and llms-full.txt per locale.
    (context: LoadContext) =>
      llmsPlugin(context, {
        summary: {
          'zh-Hans':
            'limu 是一个生成不可变数据的 JavaScript 库：在 produce 的回调里像修改普通对象一样修改草稿，得到结构共享的新数据。API 与 immer 基本一致（produce、createDraft/finishDraft、original、current 等），另有 immut、deepCopy、isDiff 等工具。本站文档对应 limu 4.1.3，文中每段带结果注释的代码都针对这个版本实际运行过。',
          en: 'limu is a JavaScript library for immutable data: mutate a draft inside a produce recipe as if it were a plain object and get new data that shares every untouched part. Its API follows immer (produce, createDraft/finishDraft, original, current, ...), plus tools such as immut, deepCopy and isDiff. These docs describe limu 4.1.3; every code sample with result comments was run against that version.',
        },
        sections: {
          guides: {'zh-Hans': '指南', en: 'Guides'},
          api: {'zh-Hans': 'API', en: 'API'},
          changelog: {'zh-Hans': '更新日志', en: 'Changelog'},
          tutorial: {'zh-Hans': '参与贡献', en: 'Contributing'},
          blog: {'zh-Hans': '博客', en: 'Blog'},
        },
      } satisfies LlmsOptions),
  ],

  themeConfig: {
    // Open Graph wants language_TERRITORY; the theme derives og:locale from the html lang (`zh_Hans`,
    // `en`), which Facebook and others do not know. The theme renders these after its own tags, and the
    // head manager keeps the last tag of a property (tests/build/site-config.test.ts).
    metadata: [
      {property: 'og:locale', content: isEn ? 'en_US' : 'zh_CN'},
      {property: 'og:locale:alternate', content: isEn ? 'zh_CN' : 'en_US'},
    ],
    // ARCHITECTURE.md §4 Colour mode: light by default, switchable, system preference not followed.
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    // ARCHITECTURE.md §2 Chrome: a dismissible announcement bar, different text per locale.
    announcementBar: {
      id: ANNOUNCEMENT_ID,
      content: announcement,
      isCloseable: true,
      // The theme's defaults are a fixed white and black (inline styles): the surface and text tokens
      // follow the colour mode (issue 39.6, dark on every page in dark mode).
      backgroundColor: 'var(--ifm-background-surface-color)',
      textColor: 'var(--ifm-font-color-base)',
    },
    // ARCHITECTURE.md §2 Docs: sidebar categories are not hideable and do not auto-collapse.
    docs: {
      versionPersistence: 'localStorage',
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    // ARCHITECTURE.md §2 Docs: the table of contents shows h2 and h3.
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'limu',
      hideOnScroll: true,
      // Empty alt: the title "limu" beside the logo already names the link (axe image-redundant-alt).
      logo: {alt: '', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'docSidebar', sidebarId: 'guides', position: 'left', label: '指南'},
        {type: 'docSidebar', sidebarId: 'api', position: 'left', label: 'api'},
        {type: 'docSidebar', sidebarId: 'changelog', position: 'left', label: '更新日志'},
        {to: '/blog', label: '博客', position: 'left'},
        // Issue 51.6: the playground had no way in but a sample's "Open in playground".
        {to: '/playground', label: '演练场', position: 'left'},
        {href: REPO, label: 'GitHub', position: 'right'},
        {
          type: 'docsVersionDropdown',
          position: 'right',
          // With one version the dropdown would be a plain link; the release history makes it a menu.
          dropdownItemsAfter: [{type: 'doc', docId: 'changelog/intro', label: isEn ? 'Release history' : '历史版本'}],
        },
        {type: 'localeDropdown', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: '文档',
          items: [
            {label: '快速开始', to: '/docs/intro'},
            {label: 'API', to: '/docs/api/'},
            {label: '演练场', to: '/playground'},
            // Issue 16: the Markdown indexes for assistants (src/plugins/llms); `pathname://` links are
            // files, not routes, and get the locale's base URL.
            {label: 'llms.txt', to: 'pathname:///llms.txt'},
            {label: 'llms-full.txt', to: 'pathname:///llms-full.txt'},
          ],
        },
        {
          title: '社区',
          items: [{label: '问题反馈', href: `${REPO}/issues`}],
        },
        {
          title: '更多',
          items: [
            {label: '博客', to: '/blog'},
            {label: '更新日志', to: '/docs/changelog/intro'},
            {label: 'GitHub', href: REPO},
          ],
        },
      ],
      // The English line is i18n/en/docusaurus-theme-classic/footer.json `copyright`.
      copyright: '版权所有 © 2025 tnfe。本站使用 Docusaurus 构建。',
    },
  } satisfies UserThemeConfig,
} satisfies Config;

export default config;
