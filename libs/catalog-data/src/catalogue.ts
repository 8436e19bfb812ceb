import { type Product } from '@maplepack/catalog';
import { defineProduct } from './define-product';
import { ACCESSORIES, BOX_ENTRY, SPLIT_PACK_ENTRY } from './products/accessories';
import { ESSENTIALS } from './products/essentials';
import { HERBALS_HORMONES } from './products/herbals-hormones';
import { HERBALS_IMMUNE_DIGESTION } from './products/herbals-immune-digestion';
import { HERBALS_MOOD_CIRCULATION } from './products/herbals-mood-circulation';
import { HERBALS_STRESS_ENERGY } from './products/herbals-stress-energy';
import { KIDS_FOUNDATIONS } from './products/kids-foundations';
import { MINERALS } from './products/minerals';
import { NUTRITIONAL_OILS } from './products/nutritional-oils';
import { SPECIALTY_GUT } from './products/specialty-gut';
import { SPECIALTY_TARGETED } from './products/specialty-targeted';
import { VITAMINS } from './products/vitamins';
import { VITAMINS_B } from './products/vitamins-b';
import { WELLNESS_BOOSTERS } from './products/wellness-boosters';

/**
 * The demo catalogue in category tab order. Built from plain literals at import; it is not run through
 * `productSchema` here (the tests do that) so importing it stays cheap for the browser.
 */
export const CATALOGUE: readonly Product[] = [
  ...ESSENTIALS,
  ...VITAMINS,
  ...VITAMINS_B,
  ...MINERALS,
  ...NUTRITIONAL_OILS,
  ...HERBALS_STRESS_ENERGY,
  ...HERBALS_IMMUNE_DIGESTION,
  ...HERBALS_HORMONES,
  ...HERBALS_MOOD_CIRCULATION,
  ...SPECIALTY_GUT,
  ...SPECIALTY_TARGETED,
  ...KIDS_FOUNDATIONS,
  ...WELLNESS_BOOSTERS,
  ...ACCESSORIES,
].map(defineProduct);

/** Product 1593: splits a month's pills into morning and evening packs, $7.50 (750 cents). */
export const SPLIT_PACK_PRODUCT: Product = defineProduct(SPLIT_PACK_ENTRY);

/** Product 3327: the box the packs ship in; never offered as a related product. */
export const BOX_PRODUCT: Product = defineProduct(BOX_ENTRY);
