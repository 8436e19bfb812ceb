import { type Product } from '@maplepack/catalog';
import { nextOrder, withEntry } from './cart-entry';
import { upsertProduct, type CartState } from './cart-state';
import { withTierDeleted } from './tiers';

export interface AddToCartOptions {
  /** Epoch ms, recorded as addedToCart on a new entry. */
  readonly now: number;
  /** Shown with the line; '' for a product a person picked. */
  readonly reason?: string;
}

/**
 * Adds a product by its standard doses: am += standard am, pm += standard pm (pills per day). A new
 * entry goes last. A soft-deleted entry is restored with just the standard doses (its old quantities
 * were removed by the person, so adding on top would surprise them), also in the tiers.
 * The product is kept in cartProducts so the line can be priced at once.
 */
export function addToCart(state: CartState, product: Product, options: AddToCartOptions): CartState {
  const existing = state.entries[product.id];
  const { am, pm } = product.standardDose;
  const cartProducts = upsertProduct(state.cartProducts, product);
  if (existing === undefined) {
    return {
      ...state,
      cartProducts,
      entries: withEntry(state.entries, product.id, {
        amQty: am,
        pmQty: pm,
        reason: options.reason ?? '',
        order: nextOrder(state.entries),
        addedToCart: options.now,
        deleted: false,
      }),
    };
  }
  if (existing.deleted) {
    return {
      ...state,
      cartProducts,
      entries: withEntry(state.entries, product.id, { ...existing, amQty: am, pmQty: pm, deleted: false }),
      tiers: withTierDeleted(state.tiers, product.id, false),
    };
  }
  return {
    ...state,
    cartProducts,
    entries: withEntry(state.entries, product.id, {
      ...existing,
      amQty: existing.amQty + am,
      pmQty: existing.pmQty + pm,
    }),
  };
}

/**
 * Lowers a line by the product's standard doses, each quantity floored at 0 pills. The entry stays
 * even at 0 + 0 (spec: removal only lowers); the corrupted-line check then flags it, and deleting
 * it is a separate, explicit action. No entry: the state is returned unchanged.
 */
export function removeFromCart(state: CartState, product: Pick<Product, 'id' | 'standardDose'>): CartState {
  const existing = state.entries[product.id];
  if (existing === undefined) return state;
  return {
    ...state,
    entries: withEntry(state.entries, product.id, {
      ...existing,
      amQty: Math.max(0, existing.amQty - product.standardDose.am),
      pmQty: Math.max(0, existing.pmQty - product.standardDose.pm),
    }),
  };
}
