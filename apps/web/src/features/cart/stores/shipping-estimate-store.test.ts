import { ApiError } from '@maplepack/api-client';
import { shippingRateResponseFixture, taxRuleResponseFixture } from '@maplepack/api-client/testing';
import { type ShippingMethodResponse, type ShippingRateResponse } from '@maplepack/api-contract';
import { CART_STORAGE_KEY, parseStoredCartEntries } from '@maplepack/cart';
import { type CartStorage, createCartStore } from '../../../stores/cart-store';
import { createShippingEstimateStore, type ShippingEstimateDeps } from './shipping-estimate-store';

const FREE_METHOD: ShippingMethodResponse = {
  id: 4,
  instance_id: 4,
  title: 'Free shipping',
  order: 2,
  enabled: true,
  method_id: 'free_shipping',
  method_title: 'Free shipping',
  settings: { min_amount: { id: 'min_amount', label: 'Minimum order amount', value: '60.00' } },
};

/** GET /taxes as the shop serves it: Ontario's HST edited to 15% by an operator. */
function taxesServed() {
  const items = [taxRuleResponseFixture({ rate: '15.0000', name: 'HST 15' })];
  return { list: jest.fn(() => Promise.resolve({ items, total: items.length, totalPages: 1 })) };
}

function memoryStorage(): CartStorage & { data: Record<string, string> } {
  const data: Record<string, string> = {};
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

function setup(
  rate: ShippingEstimateDeps['shipping']['rate'] = () => Promise.resolve(shippingRateResponseFixture()),
) {
  const storage = memoryStorage();
  const cart = createCartStore(storage);
  const shipping = { rate: jest.fn(rate), method: jest.fn(() => Promise.resolve(FREE_METHOD)) };
  const taxes = taxesServed();
  const store = createShippingEstimateStore({ shipping, taxes, cart });
  return { storage, cart, shipping, taxes, store };
}

const TORONTO = { postal: 'm5v2t6', city: 'Toronto', province: null };

describe('shipping estimate store', () => {
  it('refuses an invalid form without calling the API and without touching the saved address', async () => {
    const { store, shipping, cart } = setup();
    await store.getState().submit({ postal: 'nope', city: '', province: null });
    expect(store.getState().fieldErrors).toEqual({
      postal: 'Please enter a valid Canadian postal code.',
      city: 'Please enter your city.',
    });
    expect(shipping.rate).not.toHaveBeenCalled();
    expect(cart.getState().cart.tempAddress.postal).toBe('');
  });

  it('saves the address in tempAddress, asks for the rate and the minimum, and prices with both', async () => {
    const { store, shipping, cart } = setup();
    await store.getState().submit(TORONTO);
    expect(shipping.rate).toHaveBeenCalledWith({ postal_code: 'M5V 2T6', city: 'Toronto' });
    expect(shipping.method).toHaveBeenCalledWith(1, 4);
    expect(cart.getState().cart.tempAddress).toMatchObject({
      postal: 'M5V 2T6',
      city: 'Toronto',
      province: 'ON',
    });
    expect(store.getState()).toMatchObject({
      editing: false,
      estimating: false,
      failure: null,
      estimate: {
        address: { postal: 'M5V 2T6', city: 'Toronto', province: 'ON' },
        settings: { rateCents: 950, extraFeeCents: 0, freeShippingMinCents: 6000 },
      },
    });
  });

  it('fetches the free-shipping minimum once per session', async () => {
    const { store, shipping } = setup();
    await store.getState().submit(TORONTO);
    store.getState().change();
    await store.getState().submit({ postal: 'H2X 1Y4', city: 'Montréal', province: null });
    expect(shipping.rate).toHaveBeenCalledTimes(2);
    expect(shipping.method).toHaveBeenCalledTimes(1);
    expect(store.getState().estimate?.address.province).toBe('QC');
  });

  it("shows the rate call's message when it fails and drops the estimate", async () => {
    let fail = false;
    const { store } = setup(() =>
      fail
        ? Promise.reject(new ApiError(422, 'shipping.no-rate', 'We cannot ship to this postal code.'))
        : Promise.resolve(shippingRateResponseFixture()),
    );
    await store.getState().submit(TORONTO);
    fail = true;
    store.getState().change();
    await store.getState().submit(TORONTO);
    expect(store.getState()).toMatchObject({
      estimate: null,
      editing: true,
      failure: 'We cannot ship to this postal code.',
    });
  });

  it('uses only the latest answer when an earlier one arrives late', async () => {
    const answers: Array<(value: ShippingRateResponse) => void> = [];
    const { store } = setup(() => new Promise((resolve) => answers.push(resolve)));
    const first = store.getState().submit(TORONTO);
    const second = store.getState().submit({ postal: 'H2X 1Y4', city: 'Montréal', province: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    answers[1]?.(shippingRateResponseFixture({ postal_code: 'H2X 1Y4', city: 'Montréal', province: 'QC' }));
    answers[0]?.(shippingRateResponseFixture({ rate: '99.00' }));
    await Promise.all([first, second]);
    expect(store.getState().estimate?.address.city).toBe('Montréal');
    expect(store.getState().estimate?.settings.rateCents).toBe(950);
  });

  it('keeps the address under the cart key across a new cart store, and re-estimates from it once', async () => {
    const { store, storage } = setup();
    await store.getState().submit(TORONTO);
    expect(JSON.parse(storage.data[CART_STORAGE_KEY] ?? '{}')).toMatchObject({
      tempAddress: { postal: 'M5V 2T6', city: 'Toronto', province: 'ON' },
    });
    expect(parseStoredCartEntries(storage.data[CART_STORAGE_KEY])).toEqual({});

    const cart = createCartStore(storage);
    expect(cart.getState().cart.tempAddress).toEqual({
      address: '',
      phone: '',
      postal: 'M5V 2T6',
      city: 'Toronto',
      province: 'ON',
    });
    const shipping = {
      rate: jest.fn(() => Promise.resolve(shippingRateResponseFixture())),
      method: jest.fn(() => Promise.resolve(FREE_METHOD)),
    };
    const again = createShippingEstimateStore({ shipping, taxes: taxesServed(), cart });
    await again.getState().restore();
    await again.getState().restore();
    expect(shipping.rate).toHaveBeenCalledTimes(1);
    expect(again.getState().estimate?.address.postal).toBe('M5V 2T6');
  });

  it('restores nothing from an empty or corrupt saved address', async () => {
    const storage = memoryStorage();
    storage.data[CART_STORAGE_KEY] = JSON.stringify({ version: 1, entries: {}, tempAddress: { postal: 42 } });
    const cart = createCartStore(storage);
    expect(cart.getState().cart.tempAddress.postal).toBe('');
    const shipping = {
      rate: jest.fn(() => Promise.resolve(shippingRateResponseFixture())),
      method: jest.fn(() => Promise.resolve(FREE_METHOD)),
    };
    await createShippingEstimateStore({ shipping, taxes: taxesServed(), cart }).getState().restore();
    expect(shipping.rate).not.toHaveBeenCalled();
  });

  it("prices taxes with the shop's own rules from GET /taxes, asked once per session", async () => {
    const { store, taxes } = setup();
    await store.getState().submit(TORONTO);
    await store.getState().submit({ postal: 'k2p1l4', city: 'Ottawa', province: null });
    expect(taxes.list).toHaveBeenCalledTimes(1);
    expect(taxes.list).toHaveBeenCalledWith({ per_page: 100 });
    expect(store.getState().estimate?.taxRules).toEqual([
      expect.objectContaining({ state: 'ON', ratePpm: 150_000, name: 'HST 15' }),
    ]);
  });
});
