import { type MouseEvent } from 'react';
import { createPath, useLocation } from 'react-router-dom';
import { activateLocale } from '../lib/i18n/i18n';
import {
  browserLocaleStorage,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  type Locale,
  localizedPath,
  rememberLocale,
} from '../lib/i18n/locale';
import { useLocaleStore } from '../stores/locale-store';

/**
 * Shows the page in `locale`: remembers the choice, loads the catalogue, then puts the same path (with
 * its query and hash) under the other basename. The router is keyed by the language, so it starts again
 * at that address; the stores and their browser storage (cart, assessment progress) are not touched.
 */
export async function switchLocale(locale: Locale, path: string): Promise<void> {
  rememberLocale(browserLocaleStorage(), locale);
  await activateLocale(locale);
  window.history.pushState(null, '', localizedPath(path, locale));
  useLocaleStore.setState({ locale });
}

/** The other language's link, in the header and the footer: the same page, the cart and progress kept. */
export function LanguageSwitch({ className }: { className?: string }) {
  const current = useLocaleStore((state) => state.locale);
  const other: Locale = current === 'en' ? 'fr' : 'en';
  const path = createPath(useLocation());
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void switchLocale(other, path);
  };
  return (
    <a
      href={localizedPath(path, other)}
      hrefLang={LANGUAGE_TAGS[other]}
      lang={LANGUAGE_TAGS[other]}
      className={className}
      onClick={onClick}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
