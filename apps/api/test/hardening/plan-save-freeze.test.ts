import { subscriptionResponseSchema, type SubscriptionResponse } from '@maplepack/api-contract';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { doses, orderBody, OTTAWA, placeOrder, saveCard } from '../support/checkout';
import { signedInCustomer } from '../support/payment-customers';

/*
 * Issue 11, critical: with the catalogue cache on, a plan save after any checkout or shipping
 * estimate froze the whole server on PGlite (the cache held Drizzle's lazy builder, which re-ran
 * its query on the main connection inside the plan's transaction). These run with the cache on, as
 * the shop does, on PGlite here and on PostgreSQL in CI.
 */

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ cacheTtlMs: 60_000 });
});
afterEach(() => t.close());

/** Answers the request, or fails the test after `ms` instead of hanging on a frozen server. */
async function within<T>(ms: number, work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${ms} ms: the server is frozen`)),
      ms,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function subscriber(
  email: string,
): Promise<{ headers: Record<string, string>; plan: SubscriptionResponse }> {
  const person = await signedInCustomer(t, email);
  const card = await saveCard(t, person);
  const order = await placeOrder(t, orderBody(card, email), person.headers);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions',
    headers: person.headers,
    payload: {
      items: [{ productId: 2401, amQty: 1, pmQty: 1 }],
      stripeToken: card.card_id,
      stripeCustomer: card.customer_id,
      wooCommerceUserId: person.id,
      shippingData: { address1: OTTAWA.address_1, city: 'Ottawa', postcode: OTTAWA.postcode },
      first_name: 'Ann',
      last_name: 'Lee',
      email,
      orderResponseId: order.id,
    },
  });
  expect(created.statusCode).toBe(201);
  return { headers: person.headers, plan: subscriptionResponseSchema.parse(created.json()) };
}

const planSave = (plan: SubscriptionResponse, headers: Record<string, string>, am: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/subscriptions/${plan.id}`,
    headers,
    payload: { line_items: [{ product_id: 2401, meta_data: doses(am, 1) }] },
  });

describe('a plan save with the catalogue cache on', () => {
  it('answers after a checkout and a shipping estimate, and the server keeps answering', async () => {
    const { headers, plan } = await subscriber('freeze@example.ca');
    const estimate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/shipping-rate',
      payload: { postal_code: 'K2P 1L4', city: 'Ottawa' },
    });
    expect(estimate.statusCode).toBe(200);

    const saved = await within(10_000, planSave(plan, headers, 2), 'PUT /subscriptions');
    expect(saved.statusCode).toBe(200);
    const health = await within(5_000, t.app.inject({ method: 'GET', url: '/api/v1/health' }), 'GET /health');
    expect(health.statusCode).toBe(200);
  });

  it('with a cold cache, leaves nothing behind that breaks the next checkouts', async () => {
    const { headers, plan } = await subscriber('cold@example.ca');
    // The plan save is the first to read the shipping table after the cache was emptied.
    t.app.cache.invalidate('');
    expect((await within(10_000, planSave(plan, headers, 2), 'PUT /subscriptions')).statusCode).toBe(200);

    const guest = 'guest-after-cold@example.ca';
    const card = await saveCard(t, { email: guest });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const order = await within(
        10_000,
        t.app.inject({ method: 'POST', url: '/api/v1/orders', payload: orderBody(card, guest) }),
        'POST /orders',
      );
      expect(order.statusCode).toBe(201);
    }
  });

  it('50 concurrent plan saves and checkouts on one instance all succeed', async () => {
    const people = await Promise.all([1, 2, 3, 4, 5].map((n) => subscriber(`busy${n}@example.ca`)));
    const guest = 'busy-guest@example.ca';
    const card = await saveCard(t, { email: guest });
    t.app.cache.invalidate('');
    const work = Array.from({ length: 50 }, (_, index) => {
      if (index % 2 === 0) {
        const person = people[index % people.length];
        if (person === undefined) throw new Error('no person');
        return planSave(person.plan, person.headers, 1 + (index % 2));
      }
      return t.app.inject({ method: 'POST', url: '/api/v1/orders', payload: orderBody(card, guest) });
    });
    const answers = await within(60_000, Promise.all(work), '50 concurrent requests');
    const failures = answers
      .filter((answer) => answer.statusCode >= 300)
      .map((answer) => `${answer.statusCode} ${answer.body}`);
    expect(failures).toEqual([]);
  });
});
