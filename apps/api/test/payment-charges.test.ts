import { TestGateway } from '../src/adapters/payments/fake';
import { TestChargeRepository } from '../src/db/repositories/test-charge-repository';
import { type PaymentService } from '../src/services/payments/payment-service';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { signedInCustomer } from './support/payment-customers';

let t: TestApp;
let payments: PaymentService;
beforeAll(async () => {
  t = await buildTestApp();
  payments = t.app.payments;
});
afterAll(() => t.close());

async function savedCard(token: string, email: string) {
  const created = await payments.create(
    null,
    { cardToken: token, email },
    { ip: '192.0.2.1', now: new Date('2026-11-21T15:00:00Z') },
  );
  if (!created.ok || created.customer.card === null) throw new Error(`could not save ${token}`);
  return {
    providerCustomerId: created.customer.providerCustomerId,
    providerMethodId: created.customer.card.providerMethodId,
  };
}

describe('test gateway charges', () => {
  it('charges a saved card and records the charge under its idempotency key', async () => {
    const card = await savedCard('tok_visa', 'charge@example.ca');
    const result = await payments.charge({
      ...card,
      amountCents: 4599,
      description: 'Order #1',
      idempotencyKey: 'order-1',
    });
    expect(result).toEqual({ ok: true, chargeId: expect.stringMatching(/^test_ch_[0-9a-f]{24}$/) });
    const ledger = await new TestChargeRepository(t.database.db).all();
    expect(ledger.filter((row) => row.key === 'order-1')).toEqual([
      { key: 'order-1', body: { ...card, amountCents: 4599, description: 'Order #1', result } },
    ]);
  });

  it('answers a retried key with the first charge, never a second one', async () => {
    const card = await savedCard('tok_mastercard', 'retry@example.ca');
    const charge = { ...card, amountCents: 2000, description: 'Renewal', idempotencyKey: 'renewal-5' };
    const [first, second] = await Promise.all([payments.charge(charge), payments.charge(charge)]);
    expect(second).toEqual(first);
    expect(await payments.charge(charge)).toEqual(first);
    const ledger = await new TestChargeRepository(t.database.db).all();
    expect(ledger.filter((row) => row.key === 'renewal-5')).toHaveLength(1);
  });

  it('throws when a key is reused for another amount: a bug in the caller, not a decline', async () => {
    const card = await savedCard('tok_visa', 'reuse@example.ca');
    await payments.charge({ ...card, amountCents: 1000, description: 'A', idempotencyKey: 'reused' });
    await expect(
      payments.charge({ ...card, amountCents: 1001, description: 'A', idempotencyKey: 'reused' }),
    ).rejects.toThrow(/already used/);
  });

  it('saves tok_chargeCustomerFail but declines its charges, the same on a retry', async () => {
    const card = await savedCard('tok_chargeCustomerFail', 'fail@example.ca');
    const charge = { ...card, amountCents: 3000, description: 'Renewal', idempotencyKey: 'fail-1' };
    const declined = { ok: false, code: 'payment.declined', message: 'Your card was declined.' };
    expect(await payments.charge(charge)).toEqual(declined);
    expect(await payments.charge(charge)).toEqual(declined);
  });

  it("refuses to charge one customer's card through another customer", async () => {
    const mine = await savedCard('tok_visa', 'mine@example.ca');
    const theirs = await savedCard('tok_visa', 'theirs@example.ca');
    const result = await payments.charge({
      providerCustomerId: mine.providerCustomerId,
      providerMethodId: theirs.providerMethodId,
      amountCents: 500,
      description: 'x',
      idempotencyKey: 'cross-1',
    });
    expect(result).toMatchObject({ ok: false, code: 'payment.card-invalid' });
  });

  it('declines a card that has expired by the day of the charge', async () => {
    const clock = { now: new Date('2026-11-21T15:00:00Z') };
    const gateway = new TestGateway(t.database.db, { now: () => clock.now });
    const created = await gateway.createCustomer({
      email: 'old@example.ca',
      name: '',
      cardToken: 'tok_visa',
    });
    const charge = {
      providerCustomerId: created.providerCustomerId,
      providerMethodId: created.card.providerMethodId,
      amountCents: 500,
      description: 'Renewal',
    };
    clock.now = new Date('2029-12-31T23:59:59Z');
    expect(await gateway.charge({ ...charge, idempotencyKey: 'late-0' })).toMatchObject({ ok: true });
    clock.now = new Date('2030-01-01T00:00:00Z');
    expect(await gateway.charge({ ...charge, idempotencyKey: 'late-1' })).toEqual({
      ok: false,
      code: 'payment.declined',
      message: 'Your card has expired.',
    });
  });
});

describe('PaymentService.cardForCheckout', () => {
  it("lets a guest's checkout use the card saved under the same e-mail, in any case", async () => {
    const card = await savedCard('tok_visa', 'newbie@example.ca');
    const result = await payments.cardForCheckout({
      providerCustomerId: card.providerCustomerId,
      providerMethodId: null,
      customerId: null,
      email: 'Newbie@Example.ca',
    });
    expect(result).toEqual({
      ok: true,
      providerCustomerId: card.providerCustomerId,
      card: expect.objectContaining({ providerMethodId: card.providerMethodId, last4: '4242' }),
    });
  });

  it('links the guest card to the account that places the order; another account is then refused', async () => {
    const card = await savedCard('tok_visa', 'joiner@example.ca');
    const joiner = await signedInCustomer(t, 'joiner@example.ca', 'Jo', 'Iner');
    const other = await signedInCustomer(t, 'other@example.ca', 'Ot', 'Her');
    const input = {
      providerCustomerId: card.providerCustomerId,
      providerMethodId: card.providerMethodId,
      email: 'joiner@example.ca',
    };
    expect(await payments.cardForCheckout({ ...input, customerId: joiner.id })).toMatchObject({ ok: true });
    expect(await payments.get(joiner.id)).toMatchObject({
      ok: true,
      customer: { providerCustomerId: card.providerCustomerId },
    });
    expect(await payments.cardForCheckout({ ...input, customerId: other.id })).toEqual({
      ok: false,
      code: 'payment.forbidden',
    });
    expect(await payments.cardForCheckout({ ...input, customerId: null })).toEqual({
      ok: false,
      code: 'payment.forbidden',
    });
  });

  it('refuses a card saved under another e-mail, or one that is not among the customer’s cards', async () => {
    const card = await savedCard('tok_visa', 'owner@example.ca');
    expect(
      await payments.cardForCheckout({
        providerCustomerId: card.providerCustomerId,
        providerMethodId: null,
        customerId: null,
        email: 'thief@example.ca',
      }),
    ).toEqual({
      ok: false,
      code: 'payment.forbidden',
    });
    expect(
      await payments.cardForCheckout({
        providerCustomerId: card.providerCustomerId,
        providerMethodId: 'test_pm_other',
        customerId: null,
        email: 'owner@example.ca',
      }),
    ).toEqual({
      ok: false,
      code: 'payment.customer-not-found',
    });
    expect(
      await payments.cardForCheckout({
        providerCustomerId: 'test_cus_nobody',
        providerMethodId: null,
        customerId: null,
        email: 'owner@example.ca',
      }),
    ).toEqual({
      ok: false,
      code: 'payment.customer-not-found',
    });
  });
});
