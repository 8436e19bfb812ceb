import { errorBodySchema } from '@maplepack/api-contract';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { orderBody, saveCard } from '../support/checkout';
import { signedInCustomer } from '../support/payment-customers';

/*
 * Issue 11, money: guest card saves had no rate limit (60 from one address in 271 ms) and declines
 * said why, which is what a card tester needs. Card saves and refused cards are now limited per
 * address and per e-mail, and guests get one generic decline.
 */

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

const save = (token: string, email: string | null, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/stripe/customer/create',
    payload: email === null ? { token } : { token, email },
    headers: { 'x-forwarded-for': ip, ...headers },
  });
const generic = 'Your card was declined. Please check its details or use another card.';

describe('card testing', () => {
  it('limits guest card saves from one address', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1)
      statuses.push((await save('tok_visa', `tester${n}@example.ca`, '203.0.113.9')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    const refused = await save('tok_visa', 'tester99@example.ca', '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(errorBodySchema.parse(refused.json()).error.message).toBe(
      'Too many card attempts. Please wait a while before trying again.',
    );
  });

  it('limits card saves for one e-mail, whatever the address', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1)
      statuses.push((await save('tok_visa', 'one.person@example.ca', `203.0.113.${20 + n}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('stops an address after five refused cards, even for a good card', async () => {
    const tokens = [
      'tok_chargeDeclined',
      'tok_chargeDeclinedInsufficientFunds',
      'tok_chargeDeclinedExpiredCard',
      'tok_cvcCheckFail',
      'tok_chargeDeclinedLostCard',
    ];
    for (const [n, token] of tokens.entries()) {
      const refused = await save(token, `stolen${n}@example.ca`, '203.0.113.50');
      expect(refused.statusCode).toBe(402);
      expect(errorBodySchema.parse(refused.json()).error.message).toBe(generic);
    }
    expect((await save('tok_visa', 'fresh@example.ca', '203.0.113.50')).statusCode).toBe(429);
  });

  it('counts declined checkout charges too', async () => {
    const card = await saveCard(t, { email: 'charged@example.ca' }, 'tok_chargeCustomerFail');
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        payload: orderBody(card, 'charged@example.ca'),
        headers: { 'x-forwarded-for': '203.0.113.77' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([402, 402, 402, 402, 402, 429]);
  });

  it("tells a signed-in customer the bank's reason", async () => {
    const ann = await signedInCustomer(t, 'ann.card@example.ca');
    const refused = await save('tok_chargeDeclinedInsufficientFunds', null, '203.0.113.60', ann.headers);
    expect(refused.statusCode).toBe(402);
    expect(errorBodySchema.parse(refused.json()).error.message).toBe('Your card has insufficient funds.');
  });
});
