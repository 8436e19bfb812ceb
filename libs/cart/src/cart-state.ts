import { z } from 'zod';
import { type Product } from '@maplepack/catalog';
import { EMPTY_ENTRIES, type CartEntries } from './cart-entry';
import { DEFAULT_TIER, EMPTY_TIERS, type TierMap, type TierNumber, type TierProduct } from './tiers';

/** Address typed at checkout before an account exists (spec §3 Cart state). */
export const tempAddressSchema = z.object({
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postal: z.string(),
  phone: z.string(),
});
export type TempAddress = z.infer<typeof tempAddressSchema>;

export const tempInfoSchema = z.object({ email: z.string(), firstName: z.string() });
export type TempInfo = z.infer<typeof tempInfoSchema>;

export const EMPTY_TEMP_ADDRESS: TempAddress = { address: '', city: '', province: '', postal: '', phone: '' };
export const EMPTY_TEMP_INFO: TempInfo = { email: '', firstName: '' };

/**
 * Everything the cart page knows (spec §3 Cart and Cart state). Immutable: every operation in this
 * lib returns a new state and leaves its argument untouched.
 */
export interface CartState {
  readonly entries: CartEntries;
  /** Loaded catalogue data for the entries (in stock only). */
  readonly cartProducts: readonly Product[];
  readonly relatedProducts: readonly Product[];
  /** Consecutive failed loads of the cart products. */
  readonly errCount: number;
  readonly tempAddress: TempAddress;
  readonly tempInfo: TempInfo;
  readonly firstName: string;
  readonly tiers: TierMap;
  readonly selectedTier: TierNumber;
  readonly recommendedTier: TierNumber;
  readonly productsInHigherTiers: readonly TierProduct[];
}

export const EMPTY_CART_STATE: CartState = {
  entries: EMPTY_ENTRIES,
  cartProducts: [],
  relatedProducts: [],
  errCount: 0,
  tempAddress: EMPTY_TEMP_ADDRESS,
  tempInfo: EMPTY_TEMP_INFO,
  firstName: '',
  tiers: EMPTY_TIERS,
  selectedTier: DEFAULT_TIER,
  recommendedTier: DEFAULT_TIER,
  productsInHigherTiers: [],
};

/** The state with the cart emptied: no entries, no loaded or related products. Tiers stay. */
export function emptyCart(state: CartState): CartState {
  return { ...state, entries: EMPTY_ENTRIES, cartProducts: [], relatedProducts: [] };
}

/** The loaded product of an entry, if any. */
export function cartProductById(
  state: Pick<CartState, 'cartProducts'>,
  productId: number,
): Product | undefined {
  return state.cartProducts.find((product) => product.id === productId);
}

/** A copy of the products with `product` replacing the one of the same id, or appended. */
export function upsertProduct(products: readonly Product[], product: Product): Product[] {
  const index = products.findIndex((existing) => existing.id === product.id);
  if (index === -1) return [...products, product];
  return products.map((existing, i) => (i === index ? product : existing));
}
