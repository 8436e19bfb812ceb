import {
  adminSubscriptionActionRequestSchema,
  adminSubscriptionListQuerySchema,
} from './admin-subscriptions';

describe('adminSubscriptionActionRequestSchema', () => {
  it('takes the customer’s own action and a trimmed reason', () => {
    expect(
      adminSubscriptionActionRequestSchema.parse({
        action: { type: 'subscription.pause', months: 2 },
        reason: '  Customer phoned  ',
      }),
    ).toEqual({ action: { type: 'subscription.pause', months: 2 }, reason: 'Customer phoned' });
  });

  it.each([
    ['no reason', { action: { type: 'subscription.skip' } }],
    ['a blank reason', { action: { type: 'subscription.skip' }, reason: '   ' }],
    ['a two-letter reason', { action: { type: 'subscription.skip' }, reason: 'ok' }],
    ['the card event', { action: { type: 'card.updated' }, reason: 'card by phone' }],
    [
      'an engine event',
      { action: { type: 'payment.succeeded', at: '2026-11-21T00:00:00Z' }, reason: 'paid' },
    ],
    ['a NUL in the reason', { action: { type: 'subscription.skip' }, reason: 'a\u0000bc' }],
    ['an extra field', { action: { type: 'subscription.skip' }, reason: 'phoned', by: 'customer' }],
  ])('refuses %s', (_name, body) => {
    expect(adminSubscriptionActionRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('adminSubscriptionListQuerySchema', () => {
  it('reads the next renewal’s days and refuses a day that does not exist', () => {
    expect(
      adminSubscriptionListQuerySchema.parse({ renewal_from: '2026-12-01', renewal_to: '2026-12-31' }),
    ).toMatchObject({ renewal_from: '2026-12-01', renewal_to: '2026-12-31', page: 1, per_page: 20 });
    expect(adminSubscriptionListQuerySchema.safeParse({ renewal_to: '2026-02-30' }).success).toBe(false);
  });
});
