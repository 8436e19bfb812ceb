import { subscriptionResponseSchema } from '@maplepack/api-contract';
import { eq } from 'drizzle-orm';
import { orders } from '../src/db/schema/orders';
import { subscriptions } from '../src/db/schema/subscriptions';
import { adminInject, signInStaff } from './support/admin';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';
import { orderBody, OTTAWA, placeOrder, saveCard } from './support/checkout';
import { signedInCustomer } from './support/payment-customers';

// A cost and a tax rate scheduled in the back office reach renewals: a renewal charged before the day
// keeps the old ones, one charged on or after it takes the new ones (the renewal pass's own clock).
let t: TestApp;

jest.setTimeout(180_000);

beforeAll(async () => {
  t = await buildTestApp({ demoStaff: true });
});
afterAll(() => t.close());

async function plan(email: string): Promise<number> {
  const signed = await signedInCustomer(t, email, 'Ann', 'Lee');
  const card = await saveCard(t, signed);
  const order = await placeOrder(t, orderBody(card, email), signed.headers);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions',
    payload: {
      items: [{ productId: 2401, amQty: 1, pmQty: 0 }],
      stripeToken: card.card_id,
      stripeCustomer: card.customer_id,
      wooCommerceUserId: signed.id,
      shippingData: { address1: OTTAWA.address_1, city: 'Ottawa', postcode: 'K2P 1L4', totalCents: 0 },
      first_name: 'Ann',
      last_name: 'Lee',
      email,
      orderResponseId: order.id,
    },
    headers: signed.headers,
  });
  expect(response.statusCode).toBe(201);
  return subscriptionResponseSchema.parse(response.json()).id;
}

async function renewOn(planId: number, date: string): Promise<void> {
  await t.database.db
    .update(subscriptions)
    .set({ nextPaymentDate: date, anchorDay: Number(date.slice(8, 10)) })
    .where(eq(subscriptions.id, planId));
}

it('a renewal before the scheduled day keeps the old cost and rate; one on or after it takes the new ones', async () => {
  const cookie = await signInStaff(t, 'catalogue', TEST_NOW);
  const schedule = (url: string, payload: Record<string, unknown>) =>
    adminInject(t, { method: 'POST', url, cookie, payload });
  expect(
    (
      await schedule('/api/v1/admin/shipping/methods/3/versions', {
        amount: '15.00',
        effective_from: '2026-12-01',
      })
    ).statusCode,
  ).toBe(201);
  const hst = {
    state: 'ON',
    name: 'HST',
    rate: '15',
    priority: 1,
    compound: false,
    shipping: true,
    effective_from: '2026-12-01',
    effective_to: null,
  };
  expect((await schedule('/api/v1/admin/tax-rules', hst)).statusCode).toBe(201);

  const before = await plan('before@example.ca');
  const after = await plan('after@example.ca');
  await renewOn(before, '2026-11-30');
  await renewOn(after, '2026-12-01');
  // 23:30 in Toronto on 2026-11-30: still November for the shop.
  await t.app.renewals.pass(new Date('2026-12-01T04:30:00Z'));
  await t.app.renewals.pass(new Date('2026-12-01T15:00:00Z'));
  const renewal = async (id: number) =>
    (await t.database.db.select().from(orders).where(eq(orders.subscriptionId, id)))[0];
  // Omega-3, one pill a day: $3.50, under the free-shipping threshold.
  expect(await renewal(before)).toMatchObject({
    shippingCents: 950,
    totalCents: Math.round((350 + 950) * 1.13),
  });
  expect(await renewal(after)).toMatchObject({
    shippingCents: 1500,
    totalCents: Math.round((350 + 1500) * 1.15),
  });
});
