import { idempotencyKeySchema, orderCreateRequestSchema, orderUpdateRequestSchema } from './orders';
import { subscriptionUpdateRequestSchema } from './subscriptions';

const body = {
  billing: { email: 'ann@example.ca' },
  shipping: { city: 'Ottawa', postcode: 'K2P 1L4' },
  line_items: [
    {
      product_id: 2401,
      quantity: 3,
      meta_data: [
        { key: 'am_dose', value: '2' },
        { key: 'pm_dose', value: 1 },
      ],
    },
  ],
};

describe('orderCreateRequestSchema', () => {
  it('reads the doses from the line meta (WooCommerce sends them as text) and fills the address defaults', () => {
    const parsed = orderCreateRequestSchema.parse(body);
    expect(parsed.line_items).toEqual([{ id: undefined, productId: 2401, amDose: 2, pmDose: 1 }]);
    expect(parsed.shipping).toMatchObject({ country: 'CA', address_1: '', city: 'Ottawa' });
    expect(parsed.coupon_lines).toEqual([]);
  });

  it('accepts client prices without keeping them', () => {
    const parsed = orderCreateRequestSchema.parse({
      ...body,
      total: '0.01',
      line_items: [
        { product_id: 2401, price: '0.01', total: '0.01', meta_data: [{ key: 'am_dose', value: 1 }] },
      ],
    });
    expect(parsed.line_items[0]).toEqual({ id: undefined, productId: 2401, amDose: 1, pmDose: 0 });
  });

  it.each([
    [
      'a quantity that is not am + pm',
      { line_items: [{ product_id: 2401, quantity: 2, meta_data: [{ key: 'am_dose', value: 1 }] }] },
    ],
    [
      'an unknown meta key on a line',
      { line_items: [{ product_id: 2401, meta_data: [{ key: 'noon_dose', value: 1 }] }] },
    ],
    ['no lines', { line_items: [] }],
    ['a country other than Canada', { shipping: { country: 'US' } }],
    ['an unknown field', { discount_code: 'x' }],
  ])('refuses %s', (_name, extra) => {
    expect(orderCreateRequestSchema.safeParse({ ...body, ...extra }).success).toBe(false);
  });
});

describe('update bodies', () => {
  it('keep only the address fields sent, so a PUT changes nothing else', () => {
    expect(orderUpdateRequestSchema.parse({ shipping: { address_2: 'Unit 4' } }).shipping).toEqual({
      address_2: 'Unit 4',
    });
    expect(subscriptionUpdateRequestSchema.parse({ line_items: [], billing: { phone: '613' } })).toEqual({
      line_items: [],
      billing: { phone: '613' },
    });
  });

  it('require the subscription lines, an empty list included', () => {
    expect(subscriptionUpdateRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('idempotencyKeySchema', () => {
  it.each([
    ['checkout-1234', true],
    ['short', false],
    ['has space inside', false],
    ['x'.repeat(201), false],
  ])('%s → %s', (key, ok) => {
    expect(idempotencyKeySchema.safeParse(key).success).toBe(ok);
  });
});
