// A Docusaurus plugin of this site (registered in docusaurus.config.ts); README.md beside it says
// what it changes.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SOURCE_DIRS, type Locale} from '../../data/site.mjs';

/**
 * The home page's live demos are ordinary doc samples in Markdown partials (run by tests/docs like
 * every other sample): `src/pages/_home-demos/` in Chinese, the English copies under i18n/en. A
 * static import cannot pick the locale, so `@home-demos` points at the current locale's folder.
 */
export default function homeDemosByLocale(context: LoadContext): Plugin {
  const dir = path.join(context.siteDir, SOURCE_DIRS.pages[context.i18n.currentLocale as Locale], '_home-demos');
  return {name: 'home-demos-by-locale', configureWebpack: () => ({resolve: {alias: {'@home-demos': dir}}})};
}
