import {
  CART_STORAGE_KEY,
  cartCount,
  cartCounterLabel,
  cartStateFromStorage,
  cartStateToStorage,
  type CartState,
  COUPONS_STORAGE_KEY,
  EMPTY_CART_STATE,
  parseStoredCoupons,
  serializeCoupons,
  type StoredCoupon,
  TIERS_STORAGE_KEY,
} from '@maplepack/cart';
import { type Profile } from '@maplepack/recommendation';
import { serverState } from '../lib/server-state';
import { createStore, type StoreApi, useStore } from 'zustand';
import { useCartSummaryStore } from './cart-summary-store';

/** The browser storage the cart persists to: localStorage in the app, a fake in tests. */
export type CartStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface CartStoreState {
  cart: CartState;
  coupons: readonly StoredCoupon[];
  /** The cart came from the health assessment (spec §4 purchase mode: healthassessment). */
  hasSurveyCart: boolean;
  /**
   * The safety profile of the person who took the assessment (set by the survey), null when none:
   * the cart re-runs the recommendation safety check with it. Kept in memory only: health answers
   * do not belong in browser storage next to the cart.
   */
  assessmentProfile: Profile | null;
  /** Replaces the cart with the result of a pure @maplepack/cart operation. */
  update: (change: (cart: CartState) => CartState) => void;
  setCoupons: (coupons: readonly StoredCoupon[]) => void;
  setHasSurveyCart: (hasSurveyCart: boolean) => void;
  setAssessmentProfile: (profile: Profile | null) => void;
}

function read(storage: CartStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null; // storage disabled (private mode, quota policy): start empty
  }
}

function write(storage: CartStorage | null, entries: Record<string, string>): void {
  if (storage === null) return;
  try {
    for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
  } catch {
    // Storage full or disabled: the cart still works for this visit.
  }
}

/**
 * A cart store bound to `storage`. On creation it restores the cart, its tiers and coupons with the
 * cart lib's parse functions (corrupt parts dropped) and writes the cleaned values back, so corrupt
 * storage does not linger; every later change is written under the lib's keys (the cart key also
 * keeps the estimate's postal code, city and province).
 */
export function createCartStore(storage: CartStorage | null): StoreApi<CartStoreState> {
  const cart = cartStateFromStorage(
    {
      [CART_STORAGE_KEY]: read(storage, CART_STORAGE_KEY),
      [TIERS_STORAGE_KEY]: read(storage, TIERS_STORAGE_KEY),
    },
    EMPTY_CART_STATE,
  );
  const coupons = parseStoredCoupons(read(storage, COUPONS_STORAGE_KEY));
  const persist = (state: Pick<CartStoreState, 'cart' | 'coupons'>) =>
    write(storage, {
      ...cartStateToStorage(state.cart),
      [COUPONS_STORAGE_KEY]: serializeCoupons(state.coupons),
    });
  persist({ cart, coupons });

  const store = createStore<CartStoreState>()((set) => ({
    cart,
    coupons,
    hasSurveyCart: false,
    assessmentProfile: null,
    update: (change) => set((state) => ({ cart: change(state.cart) })),
    setCoupons: (next) => set({ coupons: next }),
    setHasSurveyCart: (hasSurveyCart) => set({ hasSurveyCart }),
    setAssessmentProfile: (assessmentProfile) => set({ assessmentProfile }),
  }));
  store.subscribe((state, previous) => {
    if (state.cart !== previous.cart || state.coupons !== previous.coupons) persist(state);
  });
  return store;
}

function browserStorage(): CartStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Publishes the header's summary (count, label, purchase mode input) from a cart store, now and on change. */
export function publishCartSummary(store: StoreApi<CartStoreState>): () => void {
  const publish = ({ cart, hasSurveyCart }: CartStoreState) =>
    useCartSummaryStore.setState({
      restored: true,
      label: cartCounterLabel(cart),
      count: cartCount(cart),
      hasSurveyCart,
    });
  publish(store.getState());
  return store.subscribe((state, previous) => {
    if (state.cart.entries !== previous.cart.entries || state.hasSurveyCart !== previous.hasSurveyCart)
      publish(state);
  });
}

/** The app's cart, persisted in localStorage; loaded after the first render (see ./start-cart-restore). */
export const cartStore = createCartStore(browserStorage());

let publishing = false;
/** Starts the header's summary from the app's cart, once (./start-cart-restore). */
export function startPublishingCartSummary(): void {
  if (publishing) return;
  publishing = true;
  publishCartSummary(cartStore);
}
// At once, unless React is taking over a server-rendered page: a page whose code brings this store would
// otherwise change the header while that is under way, which makes React finish it in one long task. The
// start-up publishes it then (main.tsx).
if (typeof window !== 'undefined' && serverState() === null) startPublishingCartSummary();

export function useCartStore<T>(selector: (state: CartStoreState) => T): T {
  return useStore(cartStore, selector);
}
