import { FIXTURE_VITAMIN_D } from '@maplepack/catalog/testing';
import { cartStateFromStorage, cartStateToStorage } from './cart-persistence';
import { EMPTY_CART_STATE } from './cart-state';
import { parseStoredCartAddress, parseStoredCartEntries, serializeCartEntries } from './cart-storage';
import { CART_STORAGE_KEY } from './stored-cart-key';
import { COUPONS_STORAGE_KEY, parseStoredCoupons, serializeCoupons } from './coupon-storage';
import { FIXTURE_TIERS } from './testing';
import { applyRecommendation } from './tier-change';
import {
  EMPTY_STORED_TIER_STATE,
  parseStoredTierState,
  serializeTierState,
  TIERS_STORAGE_KEY,
} from './tier-storage';

const line = { amQty: 1, pmQty: 2, reason: 'r', order: 0, addedToCart: 1_700_000_000_000, deleted: false };

describe('storage keys', () => {
  it('are distinct, namespaced constants', () => {
    expect([CART_STORAGE_KEY, TIERS_STORAGE_KEY, COUPONS_STORAGE_KEY]).toEqual([
      'maplepack.cart',
      'maplepack.cart-tiers',
      'maplepack.coupons',
    ]);
  });
});

describe('cart entries in storage', () => {
  it('writes a versioned object', () => {
    expect(JSON.parse(serializeCartEntries({ 11: line }))).toEqual({ version: 1, entries: { '11': line } });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{"version":1,'],
    ['JSON null', 'null'],
    ['an array', '[1,2]'],
    ['another version', JSON.stringify({ version: 2, entries: { 11: line } })],
    ['no version', JSON.stringify({ entries: { 11: line } })],
    ['entries not an object', JSON.stringify({ version: 1, entries: [line] })],
  ])('reads %s as an empty cart', (_label, text) => {
    expect(parseStoredCartEntries(text)).toEqual({});
  });

  it.each([
    ['a negative quantity', { ...line, amQty: -1 }],
    ['a missing quantity', { ...line, pmQty: undefined }],
    ['a fractional quantity', { ...line, amQty: 1.5 }],
    ['a string deleted flag', { ...line, deleted: 'no' }],
    ['not an object', 'x'],
  ])('drops an entry with %s and keeps the rest', (_label, bad) => {
    const text = JSON.stringify({ version: 1, entries: { 11: line, 12: bad } });
    expect(parseStoredCartEntries(text)).toEqual({ 11: line });
  });

  it.each(['abc', '0', '-3', '1.5', '01'])('drops an entry under the key %s', (key) => {
    const text = JSON.stringify({ version: 1, entries: { [key]: line, 11: line } });
    expect(parseStoredCartEntries(text)).toEqual({ 11: line });
  });
});

describe('tier object in storage', () => {
  const stored = {
    firstName: 'Ann',
    selectedTier: 2 as const,
    tiers: FIXTURE_TIERS,
    recommendedTier: 3 as const,
  };

  it('round-trips', () => {
    expect(parseStoredTierState(serializeTierState(stored))).toEqual(stored);
  });

  it('reads unreadable storage as the defaults', () => {
    expect(parseStoredTierState('nope')).toEqual(EMPTY_STORED_TIER_STATE);
    expect(EMPTY_STORED_TIER_STATE).toMatchObject({ firstName: '', selectedTier: 1, recommendedTier: 1 });
  });

  it('falls back field by field', () => {
    const text = JSON.stringify({
      version: 1,
      firstName: 42,
      selectedTier: 4,
      recommendedTier: 2,
      tiers: { 1: [FIXTURE_TIERS[1][0], { id: 'x' }], 2: 'bad' },
    });
    expect(parseStoredTierState(text)).toEqual({
      firstName: '',
      selectedTier: 1,
      recommendedTier: 2,
      tiers: { 1: FIXTURE_TIERS[1], 2: [], 3: [] },
    });
  });
});

describe('coupons in storage', () => {
  const coupon = { code: 'WELCOME10', amount: '10', discount_type: 'percent', free_shipping: false };

  it('keeps every field of a coupon as it was', () => {
    expect(parseStoredCoupons(serializeCoupons([coupon]))).toEqual([coupon]);
  });

  it.each([
    ['no code', { amount: '5' }],
    ['an empty code', { code: '' }],
    ['a numeric code', { code: 10 }],
    ['a string', 'WELCOME10'],
    ['null', null],
  ])('drops a coupon with %s', (_label, bad) => {
    expect(parseStoredCoupons(JSON.stringify({ version: 1, coupons: [bad, coupon] }))).toEqual([coupon]);
  });

  it.each([null, '', '{', '{"version":1,"coupons":{}}', '{"version":0,"coupons":[]}'])(
    'reads %j as none',
    (text) => {
      expect(parseStoredCoupons(text)).toEqual([]);
    },
  );
});

describe('the estimate address stored with the cart', () => {
  const address = {
    address: '12 Elm St',
    city: 'Ottawa',
    province: 'ON',
    postal: 'K1A 0B1',
    phone: '613-555-0100',
  };

  it('keeps the postal code, city and province, never the street or phone', () => {
    const stored = cartStateToStorage({ ...EMPTY_CART_STATE, tempAddress: address });
    expect(JSON.parse(stored[CART_STORAGE_KEY])).toMatchObject({
      tempAddress: { postal: 'K1A 0B1', city: 'Ottawa', province: 'ON' },
    });
    expect(stored[CART_STORAGE_KEY]).not.toMatch(/Elm|555/);
    const restored = cartStateFromStorage({
      [CART_STORAGE_KEY]: stored[CART_STORAGE_KEY],
      [TIERS_STORAGE_KEY]: null,
    });
    expect(restored.tempAddress).toEqual({
      address: '',
      city: 'Ottawa',
      province: 'ON',
      postal: 'K1A 0B1',
      phone: '',
    });
  });

  it('writes nothing for an empty address', () => {
    expect(JSON.parse(cartStateToStorage(EMPTY_CART_STATE)[CART_STORAGE_KEY])).not.toHaveProperty(
      'tempAddress',
    );
  });

  it('drops a corrupt stored address and keeps the entries', () => {
    const text = JSON.stringify({ version: 1, entries: { '11': line }, tempAddress: { postal: 42 } });
    expect(parseStoredCartAddress(text)).toBeUndefined();
    const restored = cartStateFromStorage({ [CART_STORAGE_KEY]: text, [TIERS_STORAGE_KEY]: null });
    expect(restored.tempAddress).toEqual(EMPTY_CART_STATE.tempAddress);
    expect(restored.entries).toEqual({ 11: line });
  });
});

describe('cart state from storage', () => {
  const state = applyRecommendation(
    { ...EMPTY_CART_STATE, firstName: 'Ann' },
    { tiers: FIXTURE_TIERS, recommendedTier: 2 },
    { now: 1_700_000_000_000, splitPack: true },
  );

  it('restores entries, tiers, selection and name; products are loaded later', () => {
    const restored = cartStateFromStorage(
      cartStateToStorage({ ...state, cartProducts: [FIXTURE_VITAMIN_D] }),
    );
    expect(restored).toEqual(state);
  });

  it('gives the empty state for empty storage', () => {
    expect(cartStateFromStorage({ [CART_STORAGE_KEY]: null, [TIERS_STORAGE_KEY]: null })).toEqual(
      EMPTY_CART_STATE,
    );
  });

  it('makes stale tier lists cumulative and recomputes the higher-tier products', () => {
    const text = serializeTierState({
      firstName: '',
      selectedTier: 1,
      recommendedTier: 1,
      tiers: { 1: FIXTURE_TIERS[1], 2: [], 3: [] },
    });
    const restored = cartStateFromStorage({ [CART_STORAGE_KEY]: null, [TIERS_STORAGE_KEY]: text });
    expect(restored.tiers[3]).toEqual(FIXTURE_TIERS[1]);
    expect(restored.productsInHigherTiers).toEqual([]);
  });
});
