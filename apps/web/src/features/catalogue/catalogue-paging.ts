/** Spec §9: a category page shows 50 products. */
export const CATALOGUE_PAGE_SIZE = 50;

/** The page number of `?page=`: a whole number from 1; anything else is the first page. */
export function pageFromQuery(value: string | null | undefined): number {
  if (value === null || value === undefined || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Cache key of one category page ('all' for every category). */
export function cataloguePageKey(categoryId: number | null, page: number): string {
  return `${categoryId ?? 'all'}:${page}`;
}
