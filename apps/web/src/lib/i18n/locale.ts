// Which language a page is in, and where the same page lives in the other one. French pages are the
// English paths under /fr (/fr/products/vitamin, /fr/health-assessment); English has no prefix.

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** The router's basename for a language: French pages live under /fr. */
export const FRENCH_BASE = '/fr';

/** The `lang` of <html> and the hreflang of a page in each language (Canadian English and French). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- language tags, not words
export const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = { en: 'en-CA', fr: 'fr-CA' };

/** Where the visitor's explicit choice of language is remembered. */
export const LOCALE_KEY = 'maplepack.locale';

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'fr';

/** The language of a pathname: /fr and everything under it is French. */
export function localeOfPath(pathname: string): Locale {
  return pathname === FRENCH_BASE || pathname.startsWith(`${FRENCH_BASE}/`) ? 'fr' : 'en';
}

/** The router's basename for a language ('' for English, which has no prefix). */
export const basenameOf = (locale: Locale): string => (locale === 'fr' ? FRENCH_BASE : '');

/**
 * The same page in `locale`: `path` is the app's own path (without /fr), with its query and hash,
 * e.g. ('/cart?x=1', 'fr') gives '/fr/cart?x=1', and ('/', 'fr') gives '/fr'.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  return path === '/' || path.startsWith('/?') || path.startsWith('/#')
    ? `${FRENCH_BASE}${path.slice(1)}`
    : `${FRENCH_BASE}${path}`;
}

/**
 * The language a browser asks for first (navigator.languages, in order of preference): the first entry
 * that is French or English decides; 'fr', 'fr-CA', 'fr-FR' count as French. Anything else is English.
 */
export function browserLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'fr') return 'fr';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

/** Browser storage as far as the remembered language needs it. */
export type LocaleStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The language the visitor chose with the switch, if any (a storage that refuses has none). */
export function rememberedLocale(storage: LocaleStorage | null): Locale | null {
  try {
    const value = storage?.getItem(LOCALE_KEY) ?? null;
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLocale(storage: LocaleStorage | null, locale: Locale): void {
  try {
    storage?.setItem(LOCALE_KEY, locale);
  } catch {
    // Not remembered across visits; the page still switches.
  }
}

/**
 * Where a first visit to the home page goes: the remembered choice, else the browser's language.
 * Only the bare home page is redirected; any other address (a shared link) shows the language it names.
 */
export function homeRedirect(
  pathname: string,
  storage: LocaleStorage | null,
  languages: readonly string[],
): string | null {
  if (pathname !== '/') return null;
  const locale = rememberedLocale(storage) ?? browserLocale(languages);
  return locale === 'fr' ? FRENCH_BASE : null;
}

/** Each language's name as its own speakers write it: what the language switch offers. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- each name is in its own language on every page
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', fr: 'Français' };

/** localStorage, or null where the browser refuses it (private mode, a storage policy). */
export function browserLocaleStorage(): LocaleStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
