import { CHECKOUT_MESSAGES, POSTAL_CODE_MESSAGE, provinceOfPostalCode } from '@maplepack/api-contract';
import fc from 'fast-check';
import { destinationOf, validateAddress } from './address-rules';
import { PROVINCE_OPTIONS } from '@maplepack/pricing';
import { arbPostalCode, arbTyped, MONTREAL, TORONTO } from './testing';

const names = { firstName: 'Ann', lastName: 'Tremblay' };

describe('validateAddress', () => {
  it('gives the address as the API takes it, the postal code normalised', () => {
    expect(validateAddress({ ...TORONTO, postcode: 'm5v2t6', province: 'on' }, names)).toEqual({
      ok: true,
      value: {
        first_name: 'Ann',
        last_name: 'Tremblay',
        address_1: '1 King St W',
        address_2: '',
        city: 'Toronto',
        state: 'ON',
        postcode: 'M5V 2T6',
        phone: '',
      },
    });
    expect(validateAddress(MONTREAL, names).ok).toBe(true);
  });

  it('names every missing or malformed field', () => {
    expect(
      validateAddress(
        { address1: ' ', address2: '', city: '', province: '', postcode: '12345', phone: 'call me' },
        names,
      ),
    ).toEqual({
      ok: false,
      errors: {
        address1: 'Please enter your street address.',
        city: 'Please enter your city.',
        province: 'Please choose a province.',
        postcode: POSTAL_CODE_MESSAGE,
        phone: 'Please enter a valid phone number.',
      },
    });
  });

  it('refuses a postal code of another province, with the api-contract table', () => {
    expect(validateAddress({ ...TORONTO, province: 'QC' }, names)).toEqual({
      ok: false,
      errors: { postcode: CHECKOUT_MESSAGES.postalProvince },
    });
    // X0A is Nunavut, X1A the Northwest Territories.
    expect(validateAddress({ ...TORONTO, postcode: 'X0A 0H0', province: 'NU' }, names).ok).toBe(true);
    expect(validateAddress({ ...TORONTO, postcode: 'X0A 0H0', province: 'NT' }, names).ok).toBe(false);
    expect(validateAddress({ ...TORONTO, postcode: 'X1A 2P7', province: 'NT' }, names).ok).toBe(true);
  });

  describe('properties', () => {
    it('accepts a well-formed postal code exactly in the province the table gives it', () => {
      fc.assert(
        fc.property(
          arbPostalCode(),
          fc.constantFrom(...PROVINCE_OPTIONS.map((p) => p.code)),
          (postcode, province) => {
            const checked = validateAddress({ ...TORONTO, postcode, province }, names);
            const destination = destinationOf({ postcode, city: 'Town' });
            expect(destination).not.toBeNull();
            expect(checked.ok).toBe(provinceOfPostalCode(destination?.postcode ?? '') === province);
          },
        ),
      );
    });

    it('never throws on anything typed, and an accepted address has a known province and postal code', () => {
      fc.assert(
        fc.property(
          fc.record({
            address1: arbTyped(),
            address2: arbTyped(),
            city: arbTyped(),
            province: arbTyped(),
            postcode: arbTyped(),
            phone: arbTyped(),
          }),
          (fields) => {
            const checked = validateAddress(fields, names);
            if (checked.ok) {
              expect(provinceOfPostalCode(checked.value.postcode)).toBe(checked.value.state);
              expect(destinationOf(fields)).toEqual({
                postcode: checked.value.postcode,
                city: checked.value.city,
              });
            }
          },
        ),
      );
    });
  });
});

describe('destinationOf', () => {
  it('needs a postal code and a city', () => {
    expect(destinationOf({ postcode: 'k1a0b1', city: ' Ottawa ' })).toEqual({
      postcode: 'K1A 0B1',
      city: 'Ottawa',
    });
    expect(destinationOf({ postcode: 'K1A 0B', city: 'Ottawa' })).toBeNull();
    expect(destinationOf({ postcode: 'K1A 0B1', city: '  ' })).toBeNull();
  });
});
