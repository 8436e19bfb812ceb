import { accountAddressesRequestSchema, passwordChangeRequestSchema } from './account';
import { cardUpdateRequestSchema } from './subscription-card';
import { orderResponseSchema } from './orders';
import { postalCodeMatchesProvince } from './postal-code';
import { subscriptionActionRequestSchema } from './subscription-actions';
import { subscriptionResponseSchema } from './subscriptions';

describe('subscriptionActionRequestSchema', () => {
  it.each([
    [{ type: 'subscription.skip' }, { type: 'subscription.skip' }],
    [
      { type: 'subscription.pause', months: 2 },
      { type: 'subscription.pause', months: 2 },
    ],
    [
      { type: 'subscription.move-date', date: '2026-12-20' },
      { type: 'subscription.move-date', date: '2026-12-20' },
    ],
    [
      { type: 'subscription.cancel', reason: 'too-expensive' },
      { type: 'subscription.cancel', reason: 'too-expensive', note: '' },
    ],
    [
      { type: 'subscription.cancel', reason: 'other', note: '  moving abroad  ' },
      { type: 'subscription.cancel', reason: 'other', note: 'moving abroad' },
    ],
  ])('reads %j as the lifecycle event', (body, event) => {
    expect(subscriptionActionRequestSchema.parse(body)).toEqual(event);
  });

  it.each([
    ['the card event (it has its own route)', { type: 'card.updated' }, /card form/],
    ['an engine event', { type: 'payment.succeeded', at: '2026-11-21T00:00:00Z' }, /./],
    ['a pause of 4 months', { type: 'subscription.pause', months: 4 }, /1, 2 or 3 months/],
    ['a date that does not exist', { type: 'subscription.move-date', date: '2026-02-30' }, /real date/],
    ['an unknown reason', { type: 'subscription.cancel', reason: 'bored' }, /./],
    [
      'a note over 500 characters',
      { type: 'subscription.cancel', reason: 'other', note: 'x'.repeat(501) },
      /500/,
    ],
    ['an extra key', { type: 'subscription.skip', date: '2026-12-01' }, /./],
  ])('refuses %s', (_, body, message) => {
    const result = subscriptionActionRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(message);
  });
});

describe('answers written before the account pages', () => {
  const line = {
    id: 1,
    product_id: 2401,
    name: 'Omega-3',
    quantity: 2,
    price: '3.50',
    subtotal: '7.00',
    total: '7.00',
    meta_data: [
      { key: 'am_dose', value: 1 },
      { key: 'pm_dose', value: 1 },
    ],
  };
  const address = { city: 'Ottawa', country: 'CA' };

  it('still parse as subscriptions, with the account fields at their defaults', () => {
    const parsed = subscriptionResponseSchema.parse({
      id: 5,
      customer_id: 7,
      status: 'paused',
      parent_id: null,
      billing_period: 'month',
      billing_interval: 1,
      start_date: '2026-10-01',
      next_payment_date: null,
      payment_method: 'stripe',
      payment_details: null,
      line_items: [line],
      shipping_lines: [],
      total: '18.65',
      total_tax: '2.15',
      shipping_total: '9.50',
      shipping: address,
      billing: address,
      meta_data: [],
    });
    expect(parsed).toMatchObject({
      allowed_actions: [],
      renewal: null,
      card: null,
      hold_reason: null,
      cancellation: null,
      payment_retry: null,
      move_date_range: null,
    });
  });

  it('still parse as orders, with no card and no adjustments', () => {
    const parsed = orderResponseSchema.parse({
      id: 100,
      status: 'processing',
      customer_id: 7,
      currency: 'CAD',
      campaign: null,
      date_created: '2026-11-21T00:00:00Z',
      date_paid: '2026-11-21T00:00:00Z',
      date_modifiable_until: '2026-11-26T00:00:00Z',
      set_paid: true,
      payment_method: 'stripe',
      payment_details: null,
      transaction_id: 'tx_1',
      billing: address,
      shipping: address,
      line_items: [line],
      coupon_lines: [],
      shipping_lines: [],
      tax_lines: [],
      balance_due: '0.00',
      meta_data: [],
      subtotal: '7.00',
      discount_total: '0.00',
      shipping_total: '9.50',
      total_tax: '2.15',
      total: '18.65',
    });
    expect(parsed).toMatchObject({ payment_card: null, adjustments: [] });
  });
});

describe('the account forms', () => {
  it('takes a SetupIntent id or a card token for a new card, nothing else', () => {
    expect(cardUpdateRequestSchema.parse({ setup_intent_id: 'seti_123' })).toEqual({
      setup_intent_id: 'seti_123',
    });
    expect(cardUpdateRequestSchema.parse({ token: 'tok_visa' })).toEqual({ token: 'tok_visa' });
    expect(cardUpdateRequestSchema.safeParse({ number: '4242424242424242' }).success).toBe(false);
    expect(cardUpdateRequestSchema.safeParse({ setup_intent_id: 'pi_123' }).success).toBe(false);
  });

  it('asks the new password to follow the rule and the current one to be there', () => {
    expect(passwordChangeRequestSchema.safeParse({ current_password: 'x', password: 'short' }).success).toBe(
      false,
    );
    expect(
      passwordChangeRequestSchema.safeParse({ current_password: '', password: 'a-long-new-passphrase' })
        .success,
    ).toBe(false);
    expect(
      passwordChangeRequestSchema.parse({ current_password: ' old ', password: 'a-long-new-passphrase' }),
    ).toEqual({ current_password: ' old ', password: 'a-long-new-passphrase' });
  });

  it('needs an address to update and validates it as the checkout does', () => {
    expect(accountAddressesRequestSchema.safeParse({}).success).toBe(false);
    const shipping = {
      first_name: 'Ann',
      last_name: 'Lee',
      address_1: '1 Rue Sainte-Catherine',
      city: 'Montréal',
      state: 'qc',
      postcode: 'h2x1y4',
    };
    expect(accountAddressesRequestSchema.parse({ shipping }).shipping).toMatchObject({
      state: 'QC',
      postcode: 'H2X 1Y4',
    });
  });

  it('matches postal codes to provinces, either territory for an X code', () => {
    expect(postalCodeMatchesProvince('k2p1l4', 'on')).toBe(true);
    expect(postalCodeMatchesProvince('K2P 1L4', 'QC')).toBe(false);
    expect(postalCodeMatchesProvince('X0A 0H0', 'NT')).toBe(true);
    expect(postalCodeMatchesProvince('nonsense', 'ON')).toBe(false);
  });
});
