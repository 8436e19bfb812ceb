import { orderResponseSchema } from '@maplepack/api-contract';
import { and, eq } from 'drizzle-orm';
import { TEST_CHARGE_SCOPE } from '../src/db/repositories/test-charge-repository';
import { idempotencyKeys } from '../src/db/schema/idempotency';
import { orders } from '../src/db/schema/orders';
import { ORDER_CREATE_SCOPE } from '../src/services/orders/order-service';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';
import { orderBody, saveCard } from './support/checkout';
import { addCoupon, usageCount } from './support/coupons';

/*
 * The reconciliation settles orders a crash left pending (issue 11). A crash is played here by
 * putting an order back in the state the process left it in: pending, its Idempotency-Key still
 * open, with or without the provider's charge.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await addCoupon(t, { code: 'onlyone', discountType: 'percent', ratePpm: 100_000, usageLimit: 1 });
});
afterAll(() => t.close());

const tenMinutesAgo = new Date(TEST_NOW.getTime() - 10 * 60_000);

/** Places an order with a key, then winds it back to "pending, in flight" as a crash leaves it. */
async function crashedOrder(
  email: string,
  charged: boolean,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; key: string; body: Record<string, unknown> }> {
  const card = await saveCard(t, { email });
  const key = `checkout-${email}`;
  const body = orderBody(card, email, extra);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    payload: body,
    headers: { 'idempotency-key': key },
  });
  expect(placed.statusCode).toBe(201);
  const { id } = orderResponseSchema.parse(placed.json());
  const db = t.database.db;
  await db
    .update(orders)
    .set({ status: 'pending', setPaid: false, datePaid: null, transactionId: '', updatedAt: tenMinutesAgo })
    .where(eq(orders.id, id));
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: null, responseBody: { orderId: id }, lockedUntil: tenMinutesAgo })
    .where(and(eq(idempotencyKeys.scope, ORDER_CREATE_SCOPE), eq(idempotencyKeys.key, key)));
  if (!charged)
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, TEST_CHARGE_SCOPE), eq(idempotencyKeys.key, `order-${id}`)));
  return { id, key, body };
}

const statusOf = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('order reconciliation', () => {
  it('marks an order paid when its charge went through, and answers its key with the order', async () => {
    const { id, key, body } = await crashedOrder('charged@example.ca', true);
    const report = await t.app.reconciliation.run(TEST_NOW);
    expect(report).toMatchObject({ paid: [id], cancelled: [], failed: [] });
    expect(await statusOf(id)).toMatchObject({
      status: 'processing',
      setPaid: true,
      transactionId: expect.stringMatching(/^test_ch_/),
    });
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      payload: body,
      headers: { 'idempotency-key': key },
    });
    expect(retry.statusCode).toBe(201);
    expect(orderResponseSchema.parse(retry.json()).id).toBe(id);
  });

  it('cancels an order never charged, gives its coupon back and frees its key for a fresh attempt', async () => {
    const { id, key, body } = await crashedOrder('uncharged@example.ca', false, {
      coupon_lines: [{ code: 'onlyone' }],
    });
    expect(await usageCount(t, 'onlyone')).toBe(1);
    const report = await t.app.reconciliation.run(TEST_NOW);
    expect(report).toMatchObject({ paid: [], cancelled: [id], failed: [] });
    expect(await statusOf(id)).toMatchObject({ status: 'cancelled', setPaid: false });
    expect(await usageCount(t, 'onlyone')).toBe(0);
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      payload: body,
      headers: { 'idempotency-key': key },
    });
    expect(retry.statusCode).toBe(201);
    expect(orderResponseSchema.parse(retry.json()).id).not.toBe(id);
  });

  it('leaves recent pending orders alone (a live request may still be working on them)', async () => {
    const { id } = await crashedOrder('recent@example.ca', false);
    await t.database.db
      .update(orders)
      .set({ updatedAt: new Date(TEST_NOW.getTime() - 60_000) })
      .where(eq(orders.id, id));
    expect(await t.app.reconciliation.run(TEST_NOW)).toEqual({ paid: [], cancelled: [], failed: [] });
    expect((await statusOf(id))?.status).toBe('pending');
  });

  it('settles each order once when two passes run at the same time', async () => {
    const { id } = await crashedOrder('twice@example.ca', true);
    const [first, second] = await Promise.all([
      t.app.reconciliation.run(TEST_NOW),
      t.app.reconciliation.run(TEST_NOW),
    ]);
    expect([...first.paid, ...second.paid]).toEqual([id]);
  });
});
