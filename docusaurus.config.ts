// Site configuration, grouped by the section of ARCHITECTURE.md each part implements.
import {darkCodeTheme, lightCodeTheme} from './src/lib/codeThemes';
import prismOutOfMainBundle from './src/plugins/prism-out-of-main-bundle';
import slimPrism from './src/plugins/slim-prism';
import type {Config} from '@docusaurus/types';
import type {UserThemeConfig} from '@docusaurus/theme-common';
import type {Options as ThemeOptions} from '@docusaurus/theme-classic';
import type * as DocsPlugin from '@docusaurus/plugin-content-docs';
import type * as BlogPlugin from '@docusaurus/plugin-content-blog';
import type * as SitemapPlugin from '@docusaurus/plugin-sitemap';
import type {PluginOptions as SearchLocalOptions} from '@easyops-cn/docusaurus-search-local';

// `docusaurus start` without --locale sets this to the string "undefined": compare, don't test presence.
const isEn = process.env.DOCUSAURUS_CURRENT_LOCALE === 'en';

const REPO = 'https://github.com/tnfe/limu';

/** Bump the id whenever the text changes: readers who dismissed the old bar see the new one. */
const ANNOUNCEMENT_ID = 'limu-4-1-3-docs';
const announcement = isEn
  ? `limu 4.1.3 is out: one object reachable from several paths is now tracked on every path. <a href="/limu/en/docs/changelog/v4-1">Read what changed</a>.`
  : `limu 4.1.3 已发布：同一对象被多条路径引用时，每条路径都会被追踪。<a href="/limu/docs/changelog/v4-1">查看更新内容</a>。`;

const config = {
  // ARCHITECTURE.md §1 Site configuration
  title: 'limu',
  tagline: isEn
    ? 'Write plain mutations, get immutable data — with the API you know from immer'
    : '像修改普通对象一样生成不可变数据，API 与 immer 一脉相承',
  url: 'https://tnfe.github.io',
  baseUrl: '/limu/',
  favicon: 'img/favicon.svg',
  noIndex: false,
  // GitHub Pages serves `x/index.html` for both `/x` (by a redirect to `/x/`) and `/x/`, but
  // `x.html` only for `/x`. Emitting every page as `x/index.html` with canonical URLs ending
  // in `/` makes both spellings of each route (ARCHITECTURE.md §2) work and index pages like `/docs/api/` resolve.
  trailingSlash: true,
  organizationName: 'tnfe',
  projectName: 'limu',
  titleDelimiter: '|',

  // ARCHITECTURE.md §2 Routes: GitHub Pages serves `x/index.html` for a URL ending in `/index.html`, but the client
  // preloads the route of the raw URL before hydrating and finds none, so React would throw away
  // the server HTML (a hydration error). Rewriting the URL to `x/` before the app starts fixes it.
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
        "(function(l){var p=l.pathname;if(/\\/index\\.html$/.test(p))history.replaceState(history.state,'',p.slice(0,-10)+l.search+l.hash)})(location)",
    },
  ],

  // ARCHITECTURE.md §5 Build rules: broken links fail the build; the rest warn (and the test command fails on them).
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw'},
  },

  // ARCHITECTURE.md §1 Locales: zh-Hans is the default and lives at /limu/, English at /limu/en/.
  i18n: {
    defaultLocale: 'zh-Hans',
    locales: ['zh-Hans', 'en'],
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
  // bundle runs (tests/e2e/s2-routes.spec.ts), so no client module repeats it.
  clientModules: ['./src/clientModules/loadFailure.ts'],

  themes: [
    ['@docusaurus/theme-classic', {customCss: './src/css/custom.css'} satisfies ThemeOptions],
    // ARCHITECTURE.md §7 Search: offline, per-locale index (jieba segmentation for zh, lunr for en). The runtime and
    // the index are fetched when the reader first focuses the box (src/theme/SearchBar wraps it lazily).
    [
      '@easyops-cn/docusaurus-search-local',
      {
        language: ['zh', 'en'],
        // The index file name carries a hash of the sources of both locales, so a reader's cached
        // index is replaced whenever the zh or the en text changes.
        hashed: 'filename',
        docsDir: ['docs', 'i18n/en/docusaurus-plugin-content-docs/current'],
        blogDir: ['blog', 'i18n/en/docusaurus-plugin-content-blog'],
        indexDocs: true,
        indexBlog: true,
        indexPages: false,
        docsRouteBasePath: '/docs',
        blogRouteBasePath: '/blog',
        highlightSearchTermsOnTargetPage: true,
        searchBarShortcutKeymap: 'mod+k',
        searchResultLimits: 8,
        // API names like `createDraft` and words like "draft" must both match.
        removeDefaultStopWordFilter: true,
        explicitSearchResultPath: true,
      } satisfies SearchLocalOptions,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        sidebarPath: './sidebars.ts',
        editUrl: `${REPO}/edit/main/website/`,
        showLastUpdateTime: false,
        // ARCHITECTURE.md §2 Docs: the only version is `current`, labelled Next.
        lastVersion: 'current',
        versions: {current: {label: 'Next'}},
      } satisfies DocsPlugin.Options,
    ],
    [
      '@docusaurus/plugin-content-blog',
      {
        showReadingTime: true,
        blogTitle: '博客',
        blogDescription: 'limu 的设计、性能与版本故事',
        blogSidebarTitle: '全部文章',
        blogSidebarCount: 'ALL',
        feedOptions: {type: ['rss', 'atom'], xslt: false},
        onInlineTags: 'throw',
        onInlineAuthors: 'throw',
        onUntruncatedBlogPosts: 'throw',
      } satisfies BlogPlugin.Options,
    ],
    '@docusaurus/plugin-content-pages',
    prismOutOfMainBundle,
    slimPrism,
    [
      '@docusaurus/plugin-sitemap',
      {
        lastmod: null,
        changefreq: null,
        priority: null,
        // The search page only shows results for a query: it is no page to index.
        ignorePatterns: ['/limu/search/**', '/limu/en/search/**'],
      } satisfies SitemapPlugin.Options,
    ],
  ],

  themeConfig: {
    // ARCHITECTURE.md §4 Colour mode: light by default, switchable, system preference not followed.
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    // ARCHITECTURE.md §2 Chrome: a dismissible announcement bar, different text per locale.
    announcementBar: {
      id: ANNOUNCEMENT_ID,
      content: announcement,
      isCloseable: true,
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
      copyright: `Copyright © 2025 tnfe. Built with Docusaurus.`,
    },
    prism: {
      // github and dracula, with the token colours below WCAG AA replaced (src/lib/codeThemes.ts).
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
    },
  } satisfies UserThemeConfig,
} satisfies Config;

export default config;
