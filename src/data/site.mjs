// The facts the whole repository shares, defined once: the config, the plugins, the browser code, the
// .mjs scripts (plain Node) and the tests import them from here. Plain JavaScript typed by JSDoc, so
// TypeScript and Node read the same file; nothing here may need Node (the browser bundle imports it).

/** @typedef {'zh-Hans' | 'en'} Locale */
/** @typedef {'docs' | 'blog' | 'pages'} ContentKind */

/** The host of the published site (GitHub Pages). */
export const SITE_URL = 'https://tnfe.github.io';

/** The site's path on its host; the default locale lives at it, English at `${BASE_URL}en/`. */
export const BASE_URL = '/limu/';

/** The announcement bar's id. Bump it whenever the text changes: readers who dismissed the old bar see the new one. */
export const ANNOUNCEMENT_ID = 'limu-4-1-3-multi-path-read-4-1-0';

/** @type {Locale} */
export const DEFAULT_LOCALE = 'zh-Hans';

/** Every locale, the default first. @type {readonly Locale[]} */
export const LOCALES = ['zh-Hans', 'en'];

/**
 * The base path of a locale: /limu/ for the default, /limu/en/ for English.
 * @param {Locale} locale
 * @returns {string}
 */
export const localeBase = (locale) => (locale === DEFAULT_LOCALE ? BASE_URL : `${BASE_URL}${locale}/`);

/**
 * The source folder of each content plugin per locale, relative to the site folder: the default
 * locale's sources, and the English copies where Docusaurus reads them.
 * @type {Readonly<Record<ContentKind, Readonly<Record<Locale, string>>>>}
 */
export const SOURCE_DIRS = {
  docs: {'zh-Hans': 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'},
  blog: {'zh-Hans': 'blog', en: 'i18n/en/docusaurus-plugin-content-blog'},
  pages: {'zh-Hans': 'src/pages', en: 'i18n/en/docusaurus-plugin-content-pages'},
};

/** The libraries the site compares (behaviour matrix, inspector, benchmark, samples), limu first. */
export const COMPARED_LIBRARIES = /** @type {const} */ (['limu', 'immer', 'mutative']);
