import { and, eq, sql } from 'drizzle-orm';
import { type Mailer, type OutgoingMail } from '../src/adapters/mail/interface';
import { TEST_CHARGE_SCOPE } from '../src/db/repositories/test-charge-repository';
import { checkoutAttempts } from '../src/db/schema/checkout';
import { customers } from '../src/db/schema/customers';
import { idempotencyKeys } from '../src/db/schema/idempotency';
import { orders } from '../src/db/schema/orders';
import { subscriptions } from '../src/db/schema/subscriptions';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';
import { recordedCharges } from './support/checkout';
import { checkout, errorOf, PASSWORD, placeBody, postCheckout } from './support/checkout-flow';

/*
 * A failure part-way through a checkout leaves no order without a payment, no payment without an
 * order and no half-made account: the same key's retry, or the reconciliation pass, finishes it.
 * A crash is played by a database trigger that fails the step, as a killed process would.
 */

/** A mailer that can fail or hang, to show the e-mail never holds up or fails a purchase. */
class UnreliableMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  mode: 'ok' | 'fail' = 'ok';
  // One gate for every send while held: a send that starts after `unblock` (the e-mail goes out after
  // the response, so it may) must not wait for a release that already happened.
  private gate: Promise<void> | null = null;
  private open: (() => void) | null = null;

  async send(mail: OutgoingMail): Promise<{ id: string }> {
    if (this.gate) await this.gate;
    if (this.mode === 'fail') throw new Error('SMTP is down');
    this.sent.push(mail);
    return { id: `mail-${this.sent.length}` };
  }

  hold(): void {
    this.gate = new Promise<void>((resolve) => (this.open = resolve));
  }

  unblock(): void {
    this.open?.();
    this.gate = null;
    this.open = null;
  }
}

const mailer = new UnreliableMailer();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ mailer });
  await t.database.db.execute(
    sql.raw(`create function test_crash() returns trigger language plpgsql as $$
      begin raise exception 'simulated crash'; end $$`),
  );
});
afterAll(() => t.close());

const minutesLater = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);

/** Fails every insert into `table` (or update of checkout attempts to `status`) until `stop`. */
async function crashOn(target: 'subscriptions' | 'paid-attempt'): Promise<{ stop(): Promise<void> }> {
  const db = t.database.db;
  if (target === 'subscriptions') {
    await db.execute(
      sql.raw(
        'create trigger crash before insert on subscriptions for each row execute function test_crash()',
      ),
    );
    return { stop: async () => void (await db.execute(sql.raw('drop trigger crash on subscriptions'))) };
  }
  await db.execute(
    sql.raw(`create trigger crash before update on checkout_attempts for each row
      when (new.status = 'paid') execute function test_crash()`),
  );
  return { stop: async () => void (await db.execute(sql.raw('drop trigger crash on checkout_attempts'))) };
}

const stateOf = async (email: string, key: string) => {
  const db = t.database.db;
  const [attempt] = await db.select().from(checkoutAttempts).where(eq(checkoutAttempts.key, key));
  return {
    attempt: attempt?.status,
    orders: (
      await db.select({ status: orders.status }).from(orders).where(eq(orders.billingEmail, email))
    ).map((order) => order.status),
    accounts: (await db.select().from(customers).where(eq(customers.email, email))).length,
    charges: (await recordedCharges(t)).filter((charge) => charge.key === `order-${attempt?.orderId}`).length,
  };
};

describe('a crash between the charge and the end of the checkout', () => {
  it('leaves the charge with a pending order and no account; the same key finishes it, charging once', async () => {
    const crash = await crashOn('subscriptions');
    const body = placeBody('crash.retry@example.ca');
    expect((await postCheckout(t, body, 'crash-retry-1')).statusCode).toBe(500);
    await crash.stop();
    expect(await stateOf('crash.retry@example.ca', 'crash-retry-1')).toEqual({
      attempt: 'paid',
      orders: ['pending'],
      accounts: 0,
      charges: 1,
    });
    const { receipt, cookies } = await checkout(t, body, 'crash-retry-1');
    expect(cookies['maplepack_token']).toBeDefined();
    expect(await stateOf('crash.retry@example.ca', 'crash-retry-1')).toEqual({
      attempt: 'completed',
      orders: ['processing'],
      accounts: 1,
      charges: 1,
    });
    const plans = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.parentOrderId, receipt.order_id ?? 0));
    expect(plans).toHaveLength(1);
  });

  it('is finished by the reconciliation when nobody retries; a later retry answers the same receipt', async () => {
    const crash = await crashOn('subscriptions');
    const body = placeBody('crash.reconcile@example.ca');
    expect((await postCheckout(t, body, 'crash-reconcile-1')).statusCode).toBe(500);
    await crash.stop();
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.billingEmail, 'crash.reconcile@example.ca'));
    const report = await t.app.reconciliation.run(minutesLater(10));
    expect(report.paid).toContain(order?.id);
    expect(await stateOf('crash.reconcile@example.ca', 'crash-reconcile-1')).toEqual({
      attempt: 'completed',
      orders: ['processing'],
      accounts: 1,
      charges: 1,
    });
    await t.app.checkout.mail.idle();
    expect(mailer.sent.map((mail) => mail.to)).toContain('crash.reconcile@example.ca');
    const again = await checkout(t, body, 'crash-reconcile-1');
    expect(again.receipt.order_id).toBe(order?.id);
    expect(again.cookies['maplepack_token']).toBeDefined();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token',
      payload: { email: 'crash.reconcile@example.ca', password: PASSWORD },
      headers: { 'x-forwarded-for': '198.51.100.31' },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('a crash during the charge', () => {
  it('holds the attempt while its lock runs; then the reconciliation asks the provider and finishes it', async () => {
    const crash = await crashOn('paid-attempt');
    const body = placeBody('crash.charge@example.ca');
    expect((await postCheckout(t, body, 'crash-charge-1')).statusCode).toBe(500);
    await crash.stop();
    // The process died holding the attempt: a retry meanwhile is told it is busy.
    await t.database.db
      .update(checkoutAttempts)
      .set({ lockedUntil: minutesLater(2) })
      .where(eq(checkoutAttempts.key, 'crash-charge-1'));
    expect(errorOf(await postCheckout(t, body, 'crash-charge-1'), 409).code).toBe('checkout.attempt-busy');
    await t.app.reconciliation.run(minutesLater(10));
    expect(await stateOf('crash.charge@example.ca', 'crash-charge-1')).toEqual({
      attempt: 'completed',
      orders: ['processing'],
      accounts: 1,
      charges: 1,
    });
  });

  it('places the order afresh when the charge never reached the provider', async () => {
    const crash = await crashOn('paid-attempt');
    const body = placeBody('crash.nocharge@example.ca');
    expect((await postCheckout(t, body, 'crash-nocharge-1')).statusCode).toBe(500);
    await crash.stop();
    const [attempt] = await t.database.db
      .select()
      .from(checkoutAttempts)
      .where(eq(checkoutAttempts.key, 'crash-nocharge-1'));
    await t.database.db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.scope, TEST_CHARGE_SCOPE),
          eq(idempotencyKeys.key, `order-${attempt?.orderId}`),
        ),
      );
    const { receipt } = await checkout(t, body, 'crash-nocharge-1');
    expect(receipt.order_id).not.toBe(attempt?.orderId);
    expect((await stateOf('crash.nocharge@example.ca', 'crash-nocharge-1')).orders.sort()).toEqual([
      'cancelled',
      'processing',
    ]);
  });
});

describe('a charge left waiting for 3-D Secure', () => {
  it('is left alone for an hour, then given up: the order cancelled, a late authentication takes nothing', async () => {
    const body = placeBody('abandoned.3ds@example.ca', {
      payment: { method: 'card', token: 'tok_threeDSecure2Required' },
    });
    const asked = await postCheckout(t, body, 'abandoned-3ds-1');
    expect(asked.statusCode).toBe(202);
    const { payment_intent_id } = asked.json() as { payment_intent_id: string };
    await t.app.reconciliation.run(minutesLater(10));
    expect((await stateOf('abandoned.3ds@example.ca', 'abandoned-3ds-1')).attempt).toBe('requires_action');
    await t.app.reconciliation.run(minutesLater(120));
    expect(await stateOf('abandoned.3ds@example.ca', 'abandoned-3ds-1')).toMatchObject({
      attempt: 'open',
      orders: ['cancelled'],
      accounts: 0,
    });
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/test/authenticate',
      payload: { payment_intent_id, outcome: 'succeed' },
    });
    expect(errorOf(late, 409).code).toBe('payment.already-settled');
  });
});

describe('the confirmation e-mail', () => {
  it('never holds up or fails the purchase; one that failed is sent by the next pass', async () => {
    mailer.hold();
    await checkout(t, placeBody('slow.mail@example.ca'), 'mail-slow-1');
    mailer.unblock();
    await t.app.checkout.mail.idle();
    expect(mailer.sent.map((mail) => mail.to)).toContain('slow.mail@example.ca');

    mailer.mode = 'fail';
    await checkout(t, placeBody('lost.mail@example.ca'), 'mail-lost-1');
    await t.app.checkout.mail.idle();
    mailer.mode = 'ok';
    expect(mailer.sent.map((mail) => mail.to)).not.toContain('lost.mail@example.ca');
    await t.app.checkout.housekeeping(minutesLater(10), 300_000);
    expect(mailer.sent.filter((mail) => mail.to === 'lost.mail@example.ca')).toHaveLength(1);
    await t.app.checkout.housekeeping(minutesLater(20), 300_000);
    expect(mailer.sent.filter((mail) => mail.to === 'lost.mail@example.ca')).toHaveLength(1);
  });
});
