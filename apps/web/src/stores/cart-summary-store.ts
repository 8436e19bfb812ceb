import { create } from 'zustand';

/**
 * What the header needs from the cart, kept apart from the cart store so the first page load does
 * not carry the cart lib and zod: the cart store (loaded lazily, see `startCartRestore` in ./start-cart-restore) publishes
 * here after it has restored browser storage and on every change.
 */
export interface CartSummary {
  /** False until the stored cart has been read. */
  restored: boolean;
  /** The cart lib's counter label; '+' (its empty label) until restored. */
  label: string;
  /** Entries that are not soft-deleted. */
  count: number;
  /** The cart came from the health assessment (purchase mode healthassessment). */
  hasSurveyCart: boolean;
}

export const UNRESTORED_CART_SUMMARY: CartSummary = {
  restored: false,
  label: '+',
  count: 0,
  hasSurveyCart: false,
};

export const useCartSummaryStore = create<CartSummary>()(() => UNRESTORED_CART_SUMMARY);
