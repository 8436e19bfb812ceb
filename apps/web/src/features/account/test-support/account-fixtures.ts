import { type CustomerResponse, type OrderResponse } from '@maplepack/api-contract';

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

/** A paid order of customer 7 as GET /orders/{id} answers it; override any field. */
export function orderFixture(overrides: Partial<OrderResponse> = {}): OrderResponse {
  const address = {
    first_name: 'Ann',
    last_name: 'Tremblay',
    address_1: '1 King St W',
    address_2: '',
    city: 'Toronto',
    state: 'ON',
    postcode: 'M5H 1A1',
    country: 'CA',
  };
  return {
    id: 100,
    status: 'processing',
    customer_id: 7,
    currency: 'CAD',
    campaign: null,
    date_created: '2026-11-21T15:00:00',
    date_paid: '2026-11-21T15:00:00',
    date_modifiable_until: '2026-11-26T15:00:00',
    set_paid: true,
    payment_method: 'stripe',
    payment_details: { customer_id: 'test_cus_1', card_id: 'card_1' },
    transaction_id: 'tx_1',
    billing: address,
    shipping: address,
    line_items: [
      {
        id: 1,
        product_id: 11,
        name: 'Vitamin D3',
        quantity: 2,
        price: '4.50',
        subtotal: '9.00',
        total: '9.00',
        meta_data: [
          { key: 'am_dose', value: 1 },
          { key: 'pm_dose', value: 1 },
        ],
      },
      {
        id: 2,
        product_id: 12,
        name: 'Magnesium',
        quantity: 1,
        price: '6.00',
        subtotal: '6.00',
        total: '6.00',
        meta_data: [
          { key: 'am_dose', value: 0 },
          { key: 'pm_dose', value: 1 },
        ],
      },
    ],
    coupon_lines: [{ id: 1, code: 'WELCOME10', discount_type: 'percent', discount: '1.50' }],
    shipping_lines: [{ id: 1, method_id: '3', method_title: 'Canada Post', total: '9.50' }],
    tax_lines: [{ id: 1, label: 'HST', rate_percent: '13.0000', tax_total: '3.00' }],
    balance_due: '0.00',
    payment_card: { brand: 'Visa', last4: '4242' },
    adjustments: [],
    meta_data: [],
    subtotal: '15.00',
    discount_total: '1.50',
    shipping_total: '9.50',
    total_tax: '3.00',
    total: '26.00',
    ...overrides,
  };
}
