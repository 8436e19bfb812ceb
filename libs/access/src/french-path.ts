/**
 * French pages are the same pages under /fr (/fr, /fr/products/vitamin, /fr/cart?x=1): the page
 * without its prefix, once. Any other URL is returned as it is.
 */
export function withoutFrenchPrefix(url: string): string {
  if (url === '/fr' || url.startsWith('/fr?')) return `/${url.slice(3)}`;
  return url.startsWith('/fr/') ? url.slice(3) : url;
}
