import { activeProductIds, type CartState } from '@maplepack/cart';
import { checkPack, type Profile, type Violation } from '@maplepack/recommendation';

/**
 * The recommendation safety check re-run on the cart (the person's profile from the assessment):
 * the violations of the active lines, grouped by product id so each shows next to its product.
 * No profile (no assessment taken): nothing to show.
 */
export function cartSafetyViolations(
  cart: Pick<CartState, 'entries' | 'cartProducts'>,
  profile: Profile | null,
): ReadonlyMap<number, readonly Violation[]> {
  if (profile === null) return new Map();
  const pack = activeProductIds(cart.entries).flatMap((productId) => {
    const entry = cart.entries[productId];
    return entry === undefined ? [] : [{ productId, am: entry.amQty, pm: entry.pmQty }];
  });
  const byProduct = new Map<number, Violation[]>();
  for (const violation of checkPack(pack, profile, cart.cartProducts).violations) {
    byProduct.set(violation.productId, [...(byProduct.get(violation.productId) ?? []), violation]);
  }
  return byProduct;
}
