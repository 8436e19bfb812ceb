import { validateAddress } from '@maplepack/checkout';
import { checkAddress, destinationKeyOf, type AddressDraft } from './address-rules';

const draft: AddressDraft = {
  firstName: 'Ann',
  lastName: 'Tremblay',
  address1: '1 King St W',
  address2: '',
  city: 'Toronto',
  province: 'ON',
  postcode: 'm5h1a1',
  phone: '',
};

const fields = (value: AddressDraft) => ({
  address1: value.address1,
  address2: value.address2,
  city: value.city,
  province: value.province,
  postcode: value.postcode,
  phone: value.phone,
});

describe('account address rules', () => {
  it.each<[string, Partial<AddressDraft>]>([
    ['a good address', {}],
    ['a postal code of another province', { postcode: 'V6B 1A1' }],
    ['no street', { address1: ' ' }],
    ['no province', { province: '' }],
    ['a bad phone', { phone: 'call me' }],
    ['a bad postal code', { postcode: '12345' }],
  ])('decides %s as the checkout does', (_name, change) => {
    const value = { ...draft, ...change };
    const ours = checkAddress(value);
    const checkout = validateAddress(fields(value), { firstName: value.firstName, lastName: value.lastName });
    expect(ours).toEqual(checkout);
  });

  it('refuses a name with digits', () => {
    expect(checkAddress({ ...draft, lastName: 'Tr3mblay' })).toEqual({
      ok: false,
      errors: { lastName: 'Please enter a valid name: letters, spaces and hyphens only.' },
    });
  });

  it('prices a renewal only for a known postal code and a city', () => {
    expect(destinationKeyOf({ postcode: 'v6b1a1', city: ' Vancouver ' })).toBe('V6B 1A1|Vancouver');
    expect(destinationKeyOf({ postcode: 'V6B', city: 'Vancouver' })).toBeNull();
    expect(destinationKeyOf({ postcode: 'V6B 1A1', city: '' })).toBeNull();
  });
});
