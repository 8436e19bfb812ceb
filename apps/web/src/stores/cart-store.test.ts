import {
  CART_STORAGE_KEY,
  COUPONS_STORAGE_KEY,
  parseStoredCartEntries,
  serializeCartEntries,
  TIERS_STORAGE_KEY,
} from '@maplepack/cart';
import { cartEntry } from '../testing';
import { type CartStorage, createCartStore } from './cart-store';

function memoryStorage(initial: Record<string, string> = {}): CartStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('cart store persistence', () => {
  it('restores the entries saved under the cart key', () => {
    const storage = memoryStorage({
      [CART_STORAGE_KEY]: serializeCartEntries({ 11: cartEntry({ amQty: 2 }) }),
    });
    const store = createCartStore(storage);
    expect(store.getState().cart.entries[11]?.amQty).toBe(2);
  });

  it('drops corrupt storage and writes the cleaned values back', () => {
    const storage = memoryStorage({
      [CART_STORAGE_KEY]:
        '{"version":1,"entries":{"11":{"amQty":-3},"12":' + JSON.stringify(cartEntry()) + '}}',
      [TIERS_STORAGE_KEY]: 'not json',
      [COUPONS_STORAGE_KEY]: '[',
    });
    const store = createCartStore(storage);
    expect(Object.keys(store.getState().cart.entries)).toEqual(['12']);
    expect(store.getState().coupons).toEqual([]);
    expect(parseStoredCartEntries(storage.data[CART_STORAGE_KEY])).toEqual({ 12: cartEntry() });
    expect(JSON.parse(storage.data[TIERS_STORAGE_KEY] ?? '')).toMatchObject({ version: 1, selectedTier: 1 });
  });

  it('writes every change under the cart lib keys', () => {
    const storage = memoryStorage();
    const store = createCartStore(storage);
    store.getState().update((cart) => ({ ...cart, entries: { 21: cartEntry() } }));
    store.getState().setCoupons([{ code: 'welcome10' }]);
    expect(parseStoredCartEntries(storage.data[CART_STORAGE_KEY])).toEqual({ 21: cartEntry() });
    expect(storage.data[COUPONS_STORAGE_KEY]).toContain('welcome10');
    const again = createCartStore(storage);
    expect(again.getState().cart.entries[21]).toEqual(cartEntry());
    expect(again.getState().coupons).toEqual([{ code: 'welcome10' }]);
  });

  it('works without storage, and when storage throws', () => {
    expect(createCartStore(null).getState().cart.entries).toEqual({});
    const throwing: CartStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const store = createCartStore(throwing);
    expect(() => store.getState().update((cart) => ({ ...cart, entries: { 1: cartEntry() } }))).not.toThrow();
    expect(store.getState().cart.entries[1]).toEqual(cartEntry());
  });
});
