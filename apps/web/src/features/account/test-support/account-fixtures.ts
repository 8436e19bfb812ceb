import { type CustomerResponse } from '@maplepack/api-contract';

const BLANK = {
  first_name: '',
  last_name: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  postcode: '',
  country: 'CA' as const,
  email: '',
  phone: '',
};

/** Customer 7 (the testing SIGNED_IN_USER) as GET /customers/7 answers it; override any field. */
export function customerFixture(overrides: Partial<CustomerResponse> = {}): CustomerResponse {
  return {
    id: 7,
    email: 'ann@example.ca',
    first_name: 'Ann',
    last_name: 'Tremblay',
    username: 'ann',
    survey_id: null,
    date_created: '2026-10-01T00:00:00',
    meta_data: [],
    billing: BLANK,
    shipping: BLANK,
    ...overrides,
  };
}

/** A saved address block. */
export function savedAddress(
  overrides: Partial<CustomerResponse['shipping']> = {},
): CustomerResponse['shipping'] {
  return {
    ...BLANK,
    first_name: 'Ann',
    last_name: 'Tremblay',
    address_1: '1 King St W',
    city: 'Toronto',
    state: 'ON',
    postcode: 'M5H 1A1',
    ...overrides,
  };
}
