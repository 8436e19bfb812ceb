export const SHOP_NAME = 'Maplepack';

/**
 * The document title of a page: "{page} | Maplepack", and the shop's name alone for the page named
 * after the shop (the home page), never "Maplepack | Maplepack". Kept tiny: it is in the entry chunk.
 */
export const documentTitle = (pageTitle: string): string =>
  pageTitle === SHOP_NAME ? pageTitle : `${pageTitle} | ${SHOP_NAME}`;
