import { BOX_ID, SPLIT_PACK_ID } from '@maplepack/catalog';
import { type CatalogueEntry } from '../define-product';

/**
 * Not supplements: no NPN, nothing swallowed. Their diet flags say "vegan" so that a diet filter
 * never drops them from a vegan's cart.
 */
export const SPLIT_PACK_ENTRY: CatalogueEntry = {
  id: SPLIT_PACK_ID,
  name: 'Split Pack',
  slug: 'split-pack',
  priceCents: 750,
  categoryIds: [47],
  relatedIds: [],
  dose: [1, 0],
  pills: [1, 1],
  manufacturer: 'Maplepack',
  description: 'Your daily pills sorted into two packs, one for the morning and one for the evening.',
  diet: 'vegan',
  ingredients: [],
};

export const BOX_ENTRY: CatalogueEntry = {
  id: BOX_ID,
  name: 'Maplepack Box',
  slug: 'maplepack-box',
  priceCents: 0,
  categoryIds: [47],
  relatedIds: [],
  dose: [1, 0],
  pills: [1, 1],
  manufacturer: 'Maplepack',
  description: 'The recyclable box your month of daily packs arrives in, included at no charge.',
  diet: 'vegan',
  ingredients: [],
};

export const ACCESSORIES: readonly CatalogueEntry[] = [SPLIT_PACK_ENTRY, BOX_ENTRY];
