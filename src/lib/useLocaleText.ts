// Text of a lazily loaded widget, per locale, kept in the widget's own chunk. Strings given to
// <Translate> end up in code.json, which Docusaurus ships in the main bundle of every page; the
// inspector, the playground and the benchmark's reference texts are only needed where they are used.
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Locale} from '../data/site.mjs';

export type LocaleTable<T> = Record<Locale, T>;

export function useLocaleText<T>(table: LocaleTable<T>): T {
  const {i18n} = useDocusaurusContext();
  return i18n.currentLocale === 'en' ? table.en : table['zh-Hans'];
}
