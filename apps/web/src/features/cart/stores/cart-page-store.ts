import { type ApiClient, isApiError } from '@maplepack/api-client';
import {
  addToCart,
  cartLinesForPricing,
  cartProductById,
  cartProductIdsToLoad,
  cartProductsLoaded,
  cartProductsLoadFailed,
  type PurchaseMode,
  pickRelatedProductIds,
  setRelatedProducts,
  type StoredCoupon,
} from '@maplepack/cart';
import { type Product } from '@maplepack/catalog';
import {
  addCoupon,
  COUPON_MESSAGES,
  type Coupon,
  couponMessageFromServer,
  couponSchema,
  isCouponApplied,
  isRecurringType,
  linesSubtotalCents,
  removeCoupon,
  toDecimalString,
  wooCouponSchema,
} from '@maplepack/pricing';
import { createStore, type StoreApi } from 'zustand';
import { productFromResponse } from '@maplepack/api-client';
import { type CartStoreState } from '../../../stores/cart-store';
import { recurringCouponText } from '../cart-text';

/** The calls and state the cart page needs; the app passes its api client and cart store. */
export interface CartPageDeps {
  products: Pick<ApiClient['products'], 'get'>;
  coupons: Pick<ApiClient['coupons'], 'validate'>;
  cart: StoreApi<CartStoreState>;
  /** Epoch ms, for addedToCart. */
  now: () => number;
  mode: () => PurchaseMode;
}

export type LoadStatus = 'idle' | 'loading' | 'ready';

export interface CouponFeedback {
  ok: boolean;
  message: string;
}

export interface CartPageState {
  productsStatus: LoadStatus;
  couponChecking: boolean;
  couponFeedback: CouponFeedback | null;
  /** Loads the cart's products (and then the related products), following the cart lib's load rules. */
  loadProducts: () => Promise<void>;
  /** Adds a product by its standard doses (a higher-tier or related product), loading it if needed. */
  addProduct: (productId: number, reason?: string) => Promise<void>;
  applyCoupon: (code: string) => Promise<void>;
  removeCoupon: (code: string) => void;
}

/** What a recurring coupon does: '10% off' or '$5.00 off' each renewal, in the page's language. */
export function recurringCouponMessage(coupon: Coupon): string {
  return recurringCouponText(coupon);
}

/** The stored coupons that still parse as pricing coupons (storage may be stale or edited). */
export function appliedCoupons(stored: readonly StoredCoupon[]): Coupon[] {
  return stored.flatMap((item) => {
    const parsed = couponSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A missing product (404) is one product failing to load; anything else fails the whole request. */
function isMissingProduct(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

async function fetchProducts(
  deps: CartPageDeps,
  ids: readonly number[],
): Promise<{ products: Product[]; failed: boolean }> {
  const settled = await Promise.allSettled(ids.map((id) => deps.products.get(id)));
  const products: Product[] = [];
  let failed = false;
  for (const result of settled) {
    if (result.status === 'rejected') {
      if (!isMissingProduct(result.reason)) failed = true;
      continue;
    }
    const product = productFromResponse(result.value);
    if (product !== null) products.push(product);
  }
  return { products, failed };
}

/**
 * The cart page's async work, over the cart store: product loading with the cart lib's retry
 * rule (up to 3 retries, then the cart is emptied), related products, and coupon entry (server
 * check, then pricing's addCoupon with the spec's messages).
 */
export function createCartPageStore(deps: CartPageDeps): StoreApi<CartPageState> {
  const cart = deps.cart;

  async function loadRelated(): Promise<void> {
    const ids = pickRelatedProductIds(cart.getState().cart);
    if (ids.length === 0) {
      cart.getState().update((state) => setRelatedProducts(state, []));
      return;
    }
    // Related products are a suggestion: if they fail to load, the cart simply shows none.
    const { products } = await fetchProducts(deps, ids);
    cart.getState().update((state) => setRelatedProducts(state, products));
  }

  return createStore<CartPageState>()((set, get) => ({
    productsStatus: 'idle',
    couponChecking: false,
    couponFeedback: null,

    loadProducts: async () => {
      // A load in progress picks up products added meanwhile: it loops until none is missing.
      if (get().productsStatus === 'loading') return;
      set({ productsStatus: 'loading' });
      for (;;) {
        const ids = cartProductIdsToLoad(cart.getState().cart);
        if (ids.length === 0) break;
        const { products, failed } = await fetchProducts(deps, ids);
        if (!failed) {
          cart
            .getState()
            .update((state) => cartProductsLoaded(state, { requestedIds: ids, products }, deps.mode()));
          continue; // a tier change or an add meanwhile may have brought more products to load
        }
        const failure = cartProductsLoadFailed(cart.getState().cart);
        cart.getState().update(() => failure.state);
        if (!failure.retry) break;
      }
      await loadRelated();
      set({ productsStatus: 'ready' });
    },

    addProduct: async (productId, reason = '') => {
      const state = cart.getState().cart;
      const known =
        cartProductById(state, productId) ??
        state.relatedProducts.find((product) => product.id === productId);
      const product = known ?? (await fetchProducts(deps, [productId])).products[0];
      if (product === undefined) return;
      cart.getState().update((current) => addToCart(current, product, { now: deps.now(), reason }));
      await loadRelated();
    },

    applyCoupon: async (code) => {
      const applied = appliedCoupons(cart.getState().coupons);
      if (code.trim() === '') return;
      if (isCouponApplied(applied, code)) {
        set({ couponFeedback: { ok: false, message: COUPON_MESSAGES.alreadyApplied } });
        return;
      }
      const { cart: state } = cart.getState();
      const lines = cartLinesForPricing(state);
      set({ couponChecking: true, couponFeedback: null });
      try {
        const email = state.tempInfo.email.trim();
        const answer = await deps.coupons.validate({
          coupon: code.trim(),
          ...(email === '' ? {} : { email }),
          products: lines.map((line) => ({ id: line.productId, categories: line.categoryIds })),
          subtotal: toDecimalString(linesSubtotalCents(lines)),
        });
        if (answer.status === 'invalid') {
          set({ couponFeedback: { ok: false, message: couponMessageFromServer(answer.message) } });
          return;
        }
        const parsed = wooCouponSchema.safeParse(answer.coupon);
        const result = parsed.success ? addCoupon(applied, parsed.data, lines) : null;
        if (result === null || !result.ok) {
          set({ couponFeedback: { ok: false, message: result?.message ?? COUPON_MESSAGES.invalid } });
          return;
        }
        cart.getState().setCoupons(result.coupons);
        // A recurring coupon takes nothing off today's order (spec §4: dropped at order creation):
        // say when it does apply instead of a bare 'Coupon applied' beside an unchanged total.
        const message =
          parsed.success && isRecurringType(parsed.data.discountType)
            ? recurringCouponMessage(parsed.data)
            : couponMessageFromServer(answer.message);
        set({ couponFeedback: { ok: true, message } });
      } catch (error) {
        set({
          couponFeedback: { ok: false, message: isApiError(error) ? error.message : COUPON_MESSAGES.invalid },
        });
      } finally {
        set({ couponChecking: false });
      }
    },

    removeCoupon: (code) => {
      cart.getState().setCoupons(removeCoupon(appliedCoupons(cart.getState().coupons), code));
      set({ couponFeedback: null });
    },
  }));
}
