import { useEffect, useState } from 'react';
import { type Locale } from '../../lib/i18n/locale';
import { useLocaleStore } from '../../stores/locale-store';

/** A product's name in the page's language, from its id and its English name (what the API sends). */
export type ProductNameIn = (id: number, english: string) => string;

const englishName: ProductNameIn = (_id, english) => english;
let french: Promise<ProductNameIn> | undefined;

/** The names for `locale`: English as the catalogue writes them, French from its label (loaded once). */
export function loadProductNames(locale: Locale): Promise<ProductNameIn> {
  if (locale !== 'fr') return Promise.resolve(englishName);
  french ??= import('./french-product-names').then(
    (module) => module.frenchProductName,
    (error: unknown) => {
      french = undefined;
      throw error;
    },
  );
  return french;
}

/**
 * The product names of the page's language: at once in English; on a French page null until the French
 * names have loaded (a failed load keeps the English ones rather than no names).
 */
export function useProductNames(): ProductNameIn | null {
  const locale = useLocaleStore((state) => state.locale);
  const [loaded, setLoaded] = useState<{ locale: Locale; names: ProductNameIn } | null>(null);
  useEffect(() => {
    if (locale === 'en') return;
    let current = true;
    loadProductNames(locale)
      .catch(() => englishName)
      .then((names) => current && setLoaded({ locale, names }));
    return () => {
      current = false;
    };
  }, [locale]);
  if (locale === 'en') return englishName;
  return loaded?.locale === locale ? loaded.names : null;
}
