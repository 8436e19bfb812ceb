import { POSTAL_CODE_MESSAGE, type ShippingMethodResponse } from '@maplepack/api-contract';
import { shippingRateResponseFixture } from '@maplepack/api-client/testing';
import {
  CITY_REQUIRED_MESSAGE,
  freeShippingMinCents,
  parseEstimateForm,
  postalProvince,
  shippingSettingsOf,
} from './shipping-estimate';

function freeMethod(overrides: Partial<ShippingMethodResponse> = {}): ShippingMethodResponse {
  return {
    id: 4,
    instance_id: 4,
    title: 'Free shipping',
    order: 2,
    enabled: true,
    method_id: 'free_shipping',
    method_title: 'Free shipping',
    settings: { min_amount: { id: 'min_amount', label: 'Minimum order amount', value: '60.00' } },
    ...overrides,
  };
}

describe('parseEstimateForm', () => {
  it('normalises the postal code, trims the city and derives the province', () => {
    expect(parseEstimateForm({ postal: ' m5v2t6 ', city: ' Toronto ', province: null })).toEqual({
      ok: true,
      address: { postal: 'M5V 2T6', city: 'Toronto', province: 'ON' },
    });
  });

  it("gives the contract's postal-code message and a city message, per field", () => {
    expect(parseEstimateForm({ postal: 'D1A 1A1', city: '  ', province: null })).toEqual({
      ok: false,
      errors: { postal: POSTAL_CODE_MESSAGE, city: CITY_REQUIRED_MESSAGE },
    });
    expect(parseEstimateForm({ postal: '12345', city: 'Ottawa', province: null })).toEqual({
      ok: false,
      errors: { postal: POSTAL_CODE_MESSAGE },
    });
  });

  it('ignores a picked province the postal code rules out, and keeps one it allows', () => {
    expect(parseEstimateForm({ postal: 'K1A 0B1', city: 'Ottawa', province: 'QC' })).toMatchObject({
      address: { province: 'ON' },
    });
    expect(parseEstimateForm({ postal: 'X0A 0H0', city: 'Iqaluit', province: null })).toMatchObject({
      address: { province: 'NU' },
    });
    expect(parseEstimateForm({ postal: 'X0A 0H0', city: 'Iqaluit', province: 'NT' })).toMatchObject({
      address: { province: 'NT' },
    });
  });
});

describe('postalProvince', () => {
  it('knows the province of an unshared first letter', () => {
    expect(postalProvince('H2X 1Y4')).toEqual({ kind: 'known', province: 'QC' });
    expect(postalProvince('v6b1a1')).toEqual({ kind: 'known', province: 'BC' });
  });

  it('offers the Northwest Territories and Nunavut for X, suggesting by forward sortation area', () => {
    expect(postalProvince('X1A 2P4')).toEqual({ kind: 'choose', options: ['NT', 'NU'], suggested: 'NT' });
    expect(postalProvince('X0A 0H0')).toEqual({ kind: 'choose', options: ['NT', 'NU'], suggested: 'NU' });
  });

  it('says nothing while the code is incomplete or invalid', () => {
    expect(postalProvince('K1A')).toEqual({ kind: 'unknown' });
    expect(postalProvince('W1A 1A1')).toEqual({ kind: 'unknown' });
  });
});

describe('shipping settings from the API', () => {
  it("reads the free-shipping method's min_amount in cents", () => {
    expect(freeShippingMinCents(freeMethod())).toBe(6000);
  });

  it('has no threshold when the method is off or sets no amount', () => {
    expect(freeShippingMinCents(freeMethod({ enabled: false }))).toBeNull();
    expect(freeShippingMinCents(freeMethod({ settings: {} }))).toBeNull();
  });

  it('turns the rate and extra fee into cents', () => {
    expect(
      shippingSettingsOf(shippingRateResponseFixture({ rate: '14.50', extra_fee: '5.00' }), 6000),
    ).toEqual({
      rateCents: 1450,
      extraFeeCents: 500,
      freeShippingMinCents: 6000,
    });
  });
});
