export const SHOP_NAME = 'Maplepack';

/**
 * The document title of a page: "{page} | Maplepack", and the shop's name alone for a page named
 * after the shop (the home page), never "Maplepack | Maplepack".
 */
export function documentTitle(pageTitle: string): string {
  const title = pageTitle.trim();
  if (title === '' || title === SHOP_NAME || title.endsWith(`| ${SHOP_NAME}`)) return title || SHOP_NAME;
  return `${title} | ${SHOP_NAME}`;
}
