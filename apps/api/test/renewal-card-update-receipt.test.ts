import { and, eq } from 'drizzle-orm';
import { FakeMailer } from '../src/adapters/mail/fake';
import { orders } from '../src/db/schema/orders';
import { outboxEmails } from '../src/db/schema/outbox';
import { paymentMethods } from '../src/db/schema/payments';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';
import { insertSubscribers, RENEWAL_ADDRESSES, standardLine } from './support/renewal-fixtures';

let t: TestApp;
const mailer = new FakeMailer();
let clock = TEST_NOW;

jest.setTimeout(180_000);

beforeAll(async () => {
  t = await buildTestApp({ mailer, now: () => clock });
});
afterAll(() => t.close());

describe('a renewal paid by a card update', () => {
  // Found by the renewal simulation: a renewal paid at once by a card update got no receipt, only
  // "the payment went through" in the card-updated e-mail.
  it('gets the renewal receipt, as a renewal the engine charges does', async () => {
    const [sub] = await insertSubscribers(
      t.database.db,
      [{ nextPaymentDate: '2026-12-10', address: RENEWAL_ADDRESSES[0], lines: [standardLine(2401)] }],
      { tag: 'receipt', startDate: '2026-11-21', now: TEST_NOW },
    );
    if (sub === undefined) throw new Error('no plan');
    await t.database.db
      .update(paymentMethods)
      .set({ last4: '0341' })
      .where(eq(paymentMethods.providerMethodId, sub.providerMethodId));
    clock = new Date('2026-12-10T09:00:00Z');
    const report = await t.app.renewals.pass(clock);
    expect(report.failed.map((f) => f.subscriptionId)).toContain(sub.subscriptionId);

    clock = new Date('2026-12-10T15:00:00Z');
    const answer = await t.app.ordering.subscriptionCards.update(
      {
        id: sub.customerId,
        email: sub.email,
        firstName: sub.firstName,
        lastName: sub.lastName,
        ip: '10.9.9.9',
      },
      sub.subscriptionId,
      { token: 'tok_visa' },
      clock,
    );
    expect(answer.status).toBe(200);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.subscriptionId, sub.subscriptionId));
    expect(order?.status).toBe('processing');

    const receipts = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.customerId, sub.customerId), eq(outboxEmails.kind, 'renewal-receipt')));
    expect(receipts).toHaveLength(1);
  });
});
