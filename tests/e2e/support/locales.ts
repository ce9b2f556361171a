// The one list of the site's locales and their path prefixes. A spec that needs a string per locale
// keys it by locale (`Record<Locale, string>`) next to its test.
export type Locale = 'zh-Hans' | 'en';
export const LOCALES: readonly Locale[] = ['zh-Hans', 'en'];
export const BASE = '/limu/';

/** Base of a locale: /limu/ for the default zh-Hans, /limu/en/ for English. */
export const localeBase = (locale: Locale): string => (locale === 'en' ? `${BASE}en/` : BASE);
