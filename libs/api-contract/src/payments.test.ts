import {
  paymentCustomerCreateRequestSchema,
  paymentCustomerGetRequestSchema,
  paymentCustomerResponseSchema,
  paymentsConfigResponseSchema,
} from './payments';

describe('payment contract', () => {
  it.each(['tok_visa', 'tok_chargeDeclinedInsufficientFunds', 'pm_1Abc', ' tok_amex '])(
    'accepts the card token %s',
    (token) => {
      expect(paymentCustomerCreateRequestSchema.safeParse({ token }).success).toBe(true);
    },
  );

  it.each(['4242424242424242', 'tok_', 'tok_visa; drop table', '', 'src_123'])(
    'refuses %s as a card token, asking to enter the card again',
    (token) => {
      const parsed = paymentCustomerCreateRequestSchema.safeParse({ token });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Please enter your card details again.');
    },
  );

  it('lower-cases a guest e-mail and refuses a bad one with the spec message', () => {
    expect(
      paymentCustomerCreateRequestSchema.parse({ token: 'tok_visa', email: ' Ann@Example.CA ' }).email,
    ).toBe('ann@example.ca');
    expect(
      paymentCustomerCreateRequestSchema.safeParse({ token: 'tok_visa', email: 'ann@' }).error?.issues[0]
        ?.message,
    ).toBe('Please enter a valid email.');
  });

  it('refuses unknown fields, such as a card number', () => {
    expect(
      paymentCustomerCreateRequestSchema.safeParse({ token: 'tok_visa', number: '4242424242424242' }).success,
    ).toBe(false);
    expect(paymentCustomerGetRequestSchema.safeParse({ customer_id: 3 }).success).toBe(false);
  });

  it('reads the config with and without a publishable key', () => {
    expect(paymentsConfigResponseSchema.parse({ mode: 'test' })).toEqual({ mode: 'test' });
    expect(paymentsConfigResponseSchema.safeParse({ mode: 'live' }).success).toBe(false);
  });

  it('refuses a card whose last4 is not four digits', () => {
    const customer = {
      id: 'test_cus_1',
      email: 'a@b.ca',
      mode: 'test',
      card: { id: 'test_pm_1', brand: 'visa', last4: '42', exp_month: 12, exp_year: 2029 },
    };
    expect(paymentCustomerResponseSchema.safeParse(customer).success).toBe(false);
  });
});
