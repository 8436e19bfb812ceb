// The products' French names as a chunk of its own (the French catalogue table), loaded by
// product-names.ts for a French page only: an English page never loads it.
import { CATALOGUE_FR } from '@maplepack/catalog-data';

/** A product's name on its French label; the English name for a product the table does not know. */
export function frenchProductName(id: number, english: string): string {
  return CATALOGUE_FR[id]?.name ?? english;
}
