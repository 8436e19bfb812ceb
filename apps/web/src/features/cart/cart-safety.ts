import { t } from '@lingui/core/macro';
import { activeProductIds, type CartState } from '@maplepack/cart';
import { dailyPills, type PackItem } from '@maplepack/recommendation';
import {
  checkPack,
  labelCautions,
  type Profile,
  type RecommendationMessages,
} from '@maplepack/recommendation';

/** What the cart says beside one product: why it cannot be ordered, or what to check first. */
export interface CartWarning {
  message: string;
  /** True when the checkout refuses the pack because of it (a checkPack `exclude`). */
  blocks: boolean;
}

function packOf(cart: Pick<CartState, 'entries'>): PackItem[] {
  return activeProductIds(cart.entries).flatMap((productId) => {
    const entry = cart.entries[productId];
    return entry === undefined ? [] : [{ productId, am: entry.amQty, pm: entry.pmQty }];
  });
}

/**
 * The recommendation safety check re-run on the whole cart with the person's profile from their last
 * assessment (the same checkPack the API runs on the quote and the order), grouped by product id so
 * each shows next to its product. Without an assessment, each product's label cautions instead
 * (nothing blocks: the API then checks the adult upper limits only, which the cart's dose checks show).
 */
export function cartSafetyWarnings(
  cart: Pick<CartState, 'entries' | 'cartProducts'>,
  profile: Profile | null,
  messages?: RecommendationMessages,
): ReadonlyMap<number, readonly CartWarning[]> {
  const pack = packOf(cart);
  const byProduct = new Map<number, CartWarning[]>();
  const add = (productId: number, warning: CartWarning) =>
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), warning]);
  if (profile === null) {
    for (const item of pack) {
      const product = cart.cartProducts.find((candidate) => candidate.id === item.productId);
      if (product === undefined) continue;
      for (const message of labelCautions(product, dailyPills(item), messages))
        add(item.productId, { message, blocks: false });
    }
    return byProduct;
  }
  for (const violation of checkPack(pack, profile, cart.cartProducts, messages).violations)
    add(violation.productId, { message: violation.message, blocks: violation.action === 'exclude' });
  return byProduct;
}

/** The names of the cart's products the checkout would refuse for this person, in cart order. */
export function blockedProductNames(
  cart: Pick<CartState, 'entries' | 'cartProducts'>,
  warnings: ReadonlyMap<number, readonly CartWarning[]>,
): string[] {
  return packOf(cart).flatMap((item) => {
    if (!(warnings.get(item.productId) ?? []).some((warning) => warning.blocks)) return [];
    const id = item.productId;
    return [cart.cartProducts.find((product) => product.id === id)?.name ?? t`Product ${id}`];
  });
}
