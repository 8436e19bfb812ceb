import {
  buildSubscriptionDraft,
  type SubscriptionCreationInput,
  subscriptionCreationInputSchema,
} from './subscription-creation';

function input(overrides: Partial<SubscriptionCreationInput> = {}): SubscriptionCreationInput {
  return subscriptionCreationInputSchema.parse({
    items: [
      { productId: 11, amQty: 1, pmQty: 1 },
      { productId: 12, amQty: 0, pmQty: 0 },
    ],
    stripeToken: 'card_123',
    stripeCustomer: 'cus_123',
    wooCommerceUserId: 42,
    shippingData: {
      address1: '1 King St W',
      city: 'Toronto',
      province: 'ON',
      postcode: 'M5H 1A1',
      methodId: '3',
      methodTitle: 'Canada Post',
      totalCents: 950,
    },
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@example.ca',
    orderResponseId: 800,
    ...overrides,
  });
}

describe('buildSubscriptionDraft', () => {
  it('builds an active monthly subscription paid by the card, next payment 26 days on', () => {
    const result = buildSubscriptionDraft({ input: input(), startDate: '2026-11-21', campaign: null });
    expect(result).toEqual({
      ok: true,
      draft: {
        customerId: 42,
        parentId: 800,
        status: 'active',
        billingPeriod: 'month',
        billingInterval: 1,
        startDate: '2026-11-21',
        nextPaymentDate: '2026-12-17',
        paymentMethod: 'stripe',
        paymentDetails: { customerId: 'cus_123', cardId: 'card_123' },
        lineItems: [{ productId: 11, quantity: 2, amDose: 1, pmDose: 1 }],
        shippingLines: [{ methodId: '3', methodTitle: 'Canada Post', totalCents: 950 }],
        billing: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.ca' },
        shipping: {
          address1: '1 King St W',
          address2: '',
          city: 'Toronto',
          state: 'ON',
          postcode: 'M5H 1A1',
          country: 'CA',
        },
      },
    });
  });

  it('puts a trial on hold with placeholder payment ids, card or not', () => {
    for (const payment of [{}, { stripeToken: null, stripeCustomer: null }]) {
      const result = buildSubscriptionDraft({
        input: input(payment),
        startDate: '2026-11-21',
        campaign: 'trialprogram',
      });
      expect(result).toMatchObject({
        ok: true,
        draft: {
          status: 'on-hold',
          paymentDetails: { customerId: 'trialprogram-no-customer', cardId: 'trialprogram-no-card' },
          nextPaymentDate: '2026-12-17',
        },
      });
    }
  });

  it('counts 26 UTC calendar days across month, year and leap-day ends', () => {
    const next = (startDate: string) => {
      const result = buildSubscriptionDraft({ input: input(), startDate, campaign: null });
      return result.ok ? result.draft.nextPaymentDate : result.code;
    };
    expect(next('2026-12-20')).toBe('2027-01-15');
    expect(next('2028-02-10')).toBe('2028-03-07');
    expect(next('2026-03-01')).toBe('2026-03-27');
  });

  it.each([
    ['a card missing outside a trial', { stripeToken: null }, '2026-11-21', 'subscription.payment-required'],
    [
      'no item with pills',
      { items: [{ productId: 11, amQty: 0, pmQty: 0 }] },
      '2026-11-21',
      'subscription.no-items',
    ],
    ['an impossible start date', {}, '2026-02-30', 'subscription.invalid-start-date'],
  ])('refuses %s', (_label, overrides, startDate, code) => {
    expect(buildSubscriptionDraft({ input: input(overrides), startDate, campaign: null })).toMatchObject({
      ok: false,
      code,
    });
  });
});
