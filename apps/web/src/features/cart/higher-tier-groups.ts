import {
  type CartEntries,
  productsInHigherTiers,
  TIER_NUMBERS,
  type TierMap,
  type TierNumber,
  type TierProduct,
} from '@maplepack/cart';

export interface HigherTierGroup {
  tier: TierNumber;
  products: TierProduct[];
}

/**
 * The cart lib's higher-tier products ('Add from Advanced Health…'), grouped under the first tier
 * above the selected one that lists each, leaving out products already in the cart.
 */
export function higherTierGroups(
  tiers: TierMap,
  selected: TierNumber,
  entries: CartEntries,
): HigherTierGroup[] {
  const candidates = productsInHigherTiers(tiers, selected).filter(
    (product) => entries[product.id] === undefined,
  );
  return TIER_NUMBERS.filter((tier) => tier > selected).flatMap((tier) => {
    const products = candidates.filter(
      (product) =>
        tiers[tier].some((listed) => listed.id === product.id) &&
        !TIER_NUMBERS.some(
          (lower) =>
            lower > selected && lower < tier && tiers[lower].some((listed) => listed.id === product.id),
        ),
    );
    return products.length === 0 ? [] : [{ tier, products }];
  });
}
