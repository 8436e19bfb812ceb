import { createPath, useLocation } from 'react-router-dom';
import { LANGUAGE_TAGS, LOCALES, localizedPath } from '../lib/i18n/locale';
import { pageOrigin } from '../lib/page-origin';

/**
 * The page's addresses in each language for search engines (`<link rel="alternate" hreflang>`, English
 * as the default). React places these links in the document's head.
 */
export function AlternateLinks() {
  const { pathname } = useLocation();
  const path = createPath({ pathname });
  const origin = pageOrigin();
  return (
    <>
      {LOCALES.map((locale) => (
        <link
          key={locale}
          rel="alternate"
          hrefLang={LANGUAGE_TAGS[locale]}
          href={`${origin}${localizedPath(path, locale)}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${path}`} />
    </>
  );
}
