import {
  dataExportSchema,
  deletionRequestStateSchema,
  errorBodySchema,
  type OrderResponse,
} from '@maplepack/api-contract';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { FakeMailer } from '../src/adapters/mail/fake';
import { LocalMailingList } from '../src/adapters/mailing-list/local';
import { NewsletterRepository } from '../src/db/repositories/newsletter-repository';
import { addresses, customers } from '../src/db/schema/customers';
import { newsletterConsents, newsletterSubscribers } from '../src/db/schema/newsletter';
import { orderLines, orders, orderTaxLines } from '../src/db/schema/orders';
import { privacyRequests } from '../src/db/schema/privacy';
import { subscriptions } from '../src/db/schema/subscriptions';
import { surveySubmissions } from '../src/db/schema/survey';
import { RETENTION_RULES } from '../src/services/privacy/retention-rules';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';
import { orderBody, placeOrder, saveCard, type Card } from './support/checkout';
import { signedInCustomer } from './support/payment-customers';

jest.setTimeout(180_000);

let t: TestApp;
const mailer = new FakeMailer();
type Person = {
  id: number;
  headers: Record<string, string>;
  email: string;
  card: Card;
  order: OrderResponse;
};
let ann: Person;
let bob: Person;
let nextIp = 10;
const ip = () => `203.0.113.${nextIp++}`;
const passwordOf = (email: string) => `secret-${email}`;

const ANSWERS = {
  name: 'Ann',
  consent: true,
  email: 'ann@example.ca',
  birthday: '05141990',
  sex: 'Female',
  pregnancy_status: 'None of these',
  concerns: ['Sleep', 'Gut Health'],
  concerns_fallback: { each: ["Let's see recommendations"] },
};

async function person(email: string, first: string, last: string): Promise<Person> {
  const signed = await signedInCustomer(t, email, first, last);
  const card = await saveCard(t, signed);
  const order = await placeOrder(t, orderBody(card, email), signed.headers);
  const survey = await t.app.inject({
    method: 'POST',
    url: '/api/v1/survey',
    payload: {
      id: randomUUID(),
      value: JSON.stringify({ ...ANSWERS, name: first }),
      debug: false,
      version: '1.5',
    },
    headers: { ...signed.headers, 'x-forwarded-for': ip() },
  });
  expect(survey.statusCode).toBe(200);
  await t.database.db.insert(addresses).values({
    customerId: signed.id,
    kind: 'shipping',
    firstName: first,
    lastName: last,
    address1: `${first} Street 12`,
    city: 'Ottawa',
    state: 'ON',
    postcode: 'K2P 1L4',
  });
  await new LocalMailingList(new NewsletterRepository(t.database.db), () => TEST_NOW).subscribe({
    email,
    name: first,
    consent: {
      givenAt: TEST_NOW,
      method: 'form',
      consentText: 'Yes, send me news.',
      source: 'test',
      ip: '192.0.2.1',
    },
  });
  return { ...signed, email, card, order };
}

beforeAll(async () => {
  t = await buildTestApp({ mailer });
  ann = await person('ann.privacy@example.ca', 'Annabel', 'Leclerc');
  bob = await person('bob.privacy@example.ca', 'Bobby', 'Rayburn');
});
afterAll(() => t.close());

const exportOf = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/account/data-export', headers });
const askDeletion = (who: Person, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/account/deletion-request',
    payload: { password },
    headers: { ...who.headers, 'x-forwarded-for': ip() },
  });
const withdraw = (who: Person) =>
  t.app.inject({ method: 'DELETE', url: '/api/v1/account/deletion-request', headers: who.headers });
const stateOf = async (who: Person) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/account/deletion-request',
    headers: who.headers,
  });
  expect(response.statusCode).toBe(200);
  return deletionRequestStateSchema.parse(response.json());
};
const errorOf = (response: { statusCode: number; json(): unknown }, status: number) => {
  expect(response.statusCode).toBe(status);
  return errorBodySchema.parse(response.json()).error;
};

describe('GET /api/v1/account/data-export', () => {
  it('answers 401 to a guest', async () => {
    expect(errorOf(await exportOf({}), 401).code).toBe('auth.required');
  });

  it("downloads the customer's data as a file, and nothing of another customer's", async () => {
    const response = await exportOf(ann.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="maplepack-data-2026-11-21.json"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = dataExportSchema.parse(response.json());
    expect(data.customer).toMatchObject({ id: ann.id, email: ann.email, first_name: 'Annabel' });
    expect(data.addresses).toEqual([
      expect.objectContaining({ kind: 'shipping', address_1: 'Annabel Street 12' }),
    ]);
    expect(data.orders.map((order) => order.id)).toEqual([ann.order.id]);
    const [order] = data.orders;
    expect(order?.lines[0]).toMatchObject({ product_id: 2401, am_dose: 1, pm_dose: 1 });
    expect(order?.total).toBe(ann.order.total);
    expect(order?.tax_lines.length).toBeGreaterThan(0);
    expect(data.payment_cards).toEqual([expect.objectContaining({ last4: '4242' })]);
    expect(data.surveys).toHaveLength(1);
    expect(data.surveys[0]?.answers).toMatchObject({ name: 'Annabel', concerns: ['Sleep', 'Gut Health'] });
    expect(data.marketing.mailing_list?.status).toBe('subscribed');
    expect(data.marketing.consents).toEqual([
      expect.objectContaining({ kind: 'express', consent_text: 'Yes, send me news.' }),
    ]);
    expect(data.privacy_requests).toEqual([expect.objectContaining({ kind: 'export', state: 'completed' })]);

    const text = response.body;
    for (const other of [bob.email, 'Bobby', 'Rayburn', String(bob.card.customer_id), bob.card.card_id])
      expect(text).not.toContain(other);
    // No secrets: password hashes, tokens, the provider's ids of the customer's own card.
    expect(text).not.toMatch(/argon2|password|token_version|key_hash/i);
    expect(text).not.toContain(ann.card.customer_id);
    expect(text).not.toContain(ann.card.card_id);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, ann.order.id));
    if (row?.transactionId) expect(text).not.toContain(row.transactionId);
  });

  it('records every download as a completed export request, and limits them to 5 a day', async () => {
    const carol = await signedInCustomer(t, 'carol.privacy@example.ca', 'Carol', 'Dunn');
    for (let i = 0; i < 5; i += 1) expect((await exportOf(carol.headers)).statusCode).toBe(200);
    const refused = await exportOf(carol.headers);
    expect(errorOf(refused, 429).code).toBe('privacy.rate-limited');
    expect(refused.headers['retry-after']).toBeDefined();
    const rows = await t.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.customerId, carol.id));
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.kind === 'export' && row.state === 'completed')).toBe(true);
  });
});

describe('the deletion request', () => {
  it('answers 401 to a guest', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/deletion-request',
      payload: { password: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('needs the right password, is recorded, e-mailed and can be withdrawn while pending', async () => {
    expect(await stateOf(ann)).toEqual({ request: null });
    const wrong = errorOf(await askDeletion(ann, 'not the password'), 400);
    expect(wrong.code).toBe('customer.wrong-password');
    expect((await stateOf(ann)).request).toBeNull();

    const asked = await askDeletion(ann, passwordOf(ann.email));
    expect(asked.statusCode).toBe(201);
    expect(asked.headers['cache-control']).toBe('no-store');
    const state = deletionRequestStateSchema.parse(asked.json());
    expect(state.request).toMatchObject({
      kind: 'deletion',
      state: 'pending',
      created_at: TEST_NOW.toISOString(),
    });
    const mail = mailer.lastTo(ann.email);
    expect(mail?.subject).toBe('We received your request to delete your Maplepack account');
    expect(mail?.text).toContain('21 November 2026');
    expect(mail?.text).toContain('six years');

    expect(errorOf(await askDeletion(ann, passwordOf(ann.email)), 409).code).toBe('privacy.deletion-pending');
    expect((await stateOf(ann)).request?.state).toBe('pending');

    const withdrawn = await withdraw(ann);
    expect(withdrawn.statusCode).toBe(200);
    expect(deletionRequestStateSchema.parse(withdrawn.json()).request).toBeNull();
    expect(mailer.lastTo(ann.email)?.subject).toBe('Your account deletion request was withdrawn');
    expect(errorOf(await withdraw(ann), 404).code).toBe('privacy.no-pending-request');
    const rows = await t.database.db
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.customerId, ann.id), eq(privacyRequests.kind, 'deletion')));
    expect(rows.map((row) => row.state)).toEqual(['withdrawn']);
  });

  it('is refused while a subscription still renews, with a message to cancel first', async () => {
    const [plan] = await t.database.db
      .insert(subscriptions)
      .values({
        customerId: bob.id,
        status: 'active',
        startDate: '2026-11-21',
        anchorDay: 21,
        totalCents: 1000,
      })
      .returning({ id: subscriptions.id });
    const refused = errorOf(await askDeletion(bob, passwordOf(bob.email)), 409);
    expect(refused.code).toBe('privacy.active-subscription');
    expect(refused.message).toMatch(/cancel it/);
    await t.database.db
      .update(subscriptions)
      .set({ status: 'cancelled' })
      .where(eq(subscriptions.id, plan?.id ?? 0));
  });

  it('is sent in French to a French customer', async () => {
    const zoe = await signedInCustomer(t, 'zoe.privacy@example.ca', 'Zoé', 'Roy');
    await t.database.db.update(customers).set({ language: 'fr' }).where(eq(customers.id, zoe.id));
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/deletion-request',
      payload: { password: passwordOf('zoe.privacy@example.ca') },
      headers: { ...zoe.headers, 'x-forwarded-for': ip() },
    });
    expect(asked.statusCode).toBe(201);
    const mail = mailer.lastTo('zoe.privacy@example.ca');
    expect(mail?.subject).toBe('Nous avons reçu votre demande de suppression de votre compte Maplepack');
    expect(mail?.text).toContain('21 novembre 2026');
  });
});

/** Every row of a customer the erasure may touch, to compare before and after. */
async function rowsOf(customerId: number) {
  const db = t.database.db;
  const customerOrders = await db.select().from(orders).where(eq(orders.customerId, customerId));
  return {
    customer: await db.select().from(customers).where(eq(customers.id, customerId)),
    addresses: await db.select().from(addresses).where(eq(addresses.customerId, customerId)),
    surveys: await db.select().from(surveySubmissions).where(eq(surveySubmissions.customerId, customerId)),
    orders: customerOrders,
    lines: await Promise.all(
      customerOrders.map((order) => db.select().from(orderLines).where(eq(orderLines.orderId, order.id))),
    ),
    taxes: await Promise.all(
      customerOrders.map((order) =>
        db.select().from(orderTaxLines).where(eq(orderTaxLines.orderId, order.id)),
      ),
    ),
  };
}

describe('eraseCustomer (run by the back office)', () => {
  it('refuses a withdrawn request and an order not yet shipped', async () => {
    const [withdrawn] = await t.database.db
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.customerId, ann.id), eq(privacyRequests.kind, 'deletion')));
    expect(await t.app.privacy.erase(ann.id, withdrawn?.id ?? 0, TEST_NOW)).toMatchObject({
      ok: false,
      code: 'privacy.request-withdrawn',
    });
    const asked = deletionRequestStateSchema.parse((await askDeletion(ann, passwordOf(ann.email))).json());
    expect(await t.app.privacy.erase(bob.id, asked.request?.id ?? 0, TEST_NOW)).toMatchObject({
      ok: false,
      code: 'privacy.request-not-found',
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, ann.order.id));
    // A paid order waits to be shipped: its address is still needed.
    expect(order?.status).toBe('processing');
    expect(await t.app.privacy.erase(ann.id, asked.request?.id ?? 0, TEST_NOW)).toMatchObject({
      ok: false,
      code: 'privacy.open-order',
    });
  });

  it('erases and anonymizes as the rules say, keeps the tax records, and is idempotent', async () => {
    await t.database.db.update(orders).set({ status: 'completed' }).where(eq(orders.customerId, ann.id));
    const { request } = await stateOf(ann);
    expect(request?.state).toBe('pending');
    const before = await rowsOf(ann.id);
    const bobBefore = await rowsOf(bob.id);
    const oldToken = ann.headers;

    const result = await t.app.privacy.erase(ann.id, request?.id ?? 0, TEST_NOW);
    if (!result.ok) throw new Error(result.message);
    const after = await rowsOf(ann.id);

    expect(after.customer[0]).toMatchObject({
      firstName: 'Deleted customer',
      lastName: '',
      email: `deleted-${ann.id}@erased.invalid`,
      passwordHash: '',
      surveyId: null,
      metaData: [],
    });
    expect(after.addresses).toEqual([]);
    expect(after.surveys).toEqual([]);
    expect(
      await new LocalMailingList(new NewsletterRepository(t.database.db), () => TEST_NOW).findByEmail(
        ann.email,
      ),
    ).toBeNull();
    // The tax record: same order, lines, taxes and amounts; only the province and country of the addresses.
    const [kept] = after.orders;
    const [was] = before.orders;
    expect(kept).toMatchObject({
      id: was?.id,
      createdAt: was?.createdAt,
      subtotalCents: was?.subtotalCents,
      taxCents: was?.taxCents,
      totalCents: was?.totalCents,
      transactionId: was?.transactionId,
      billingEmail: `deleted-${ann.id}@erased.invalid`,
      paymentCustomerId: null,
      paymentMethodId: null,
      metaData: [],
    });
    expect(kept?.billing).toEqual({
      state: 'ON',
      ...(was?.billing['country'] ? { country: was.billing['country'] } : {}),
    });
    expect(JSON.stringify(kept?.shipping)).not.toMatch(/Ann|Elgin|K2P/);
    expect(after.lines).toEqual(before.lines);
    expect(after.taxes).toEqual(before.taxes);

    // The record for the audit log: what was erased and kept, and why.
    const erased = Object.fromEntries(result.record.erased.map((line) => [line.what, line.rows]));
    expect(erased).toMatchObject({
      survey_submissions: 1,
      addresses: 1,
      'mailing_list.member': 1,
      'customers.email': 1,
    });
    expect(result.record.kept[0]).toMatchObject({ rows: 1, until: '2032-12-31' });
    expect(result.record.kept[0]?.reason).toMatch(/six years/);
    for (const line of result.record.erased) expect(line.reason).not.toBe('');
    const [done] = await t.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.id, request?.id ?? 0));
    expect(done).toMatchObject({ state: 'completed', completedAt: TEST_NOW });
    expect(done?.outcome).toEqual(JSON.parse(JSON.stringify(result.record)));

    // Bob is untouched.
    expect(await rowsOf(bob.id)).toEqual(bobBefore);
    expect(
      await new LocalMailingList(new NewsletterRepository(t.database.db), () => TEST_NOW).findByEmail(
        bob.email,
      ),
    ).not.toBeNull();

    // Twice: nothing more changes.
    const again = await t.app.privacy.erase(ann.id, request?.id ?? 0, new Date(TEST_NOW.getTime() + 60_000));
    if (!again.ok) throw new Error(again.message);
    expect(again.record.repeated).toBe(true);
    expect(again.record.erased.every((line) => line.rows === 0)).toBe(true);
    expect(await rowsOf(ann.id)).toEqual(after);
    const [still] = await t.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.id, request?.id ?? 0));
    expect(still).toEqual(done);

    // No sign-in any more, no session; the address can register again as a new customer.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/account/data-export', headers: oldToken }))
        .statusCode,
    ).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token',
      payload: { email: ann.email, password: passwordOf(ann.email) },
      headers: { 'x-forwarded-for': ip() },
    });
    expect(signIn.statusCode).toBe(401);
    const again2 = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customers',
      payload: { email: ann.email, first_name: 'Ann', last_name: 'New', password: 'a brand new passphrase' },
      headers: { 'x-forwarded-for': ip() },
    });
    expect(again2.statusCode).toBe(201);
    const fresh = (again2.json() as { id: number }).id;
    expect(fresh).not.toBe(ann.id);
    const consents = await t.database.db
      .select()
      .from(newsletterConsents)
      .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterConsents.subscriberId))
      .where(eq(newsletterSubscribers.email, ann.email));
    expect(consents).toEqual([]);
  });

  it('lists the requests for the back office, by kind and state, with the record', async () => {
    const deletions = await t.app.privacy.list({ kind: 'deletion' });
    expect(deletions.map((row) => [row.customer_id, row.state])).toEqual(
      expect.arrayContaining([
        [ann.id, 'completed'],
        [ann.id, 'withdrawn'],
      ]),
    );
    const pending = await t.app.privacy.list({ kind: 'deletion', state: 'pending' });
    expect(pending.every((row) => row.state === 'pending' && row.outcome === null)).toBe(true);
    const done = deletions.find((row) => row.customer_id === ann.id && row.state === 'completed');
    expect(done?.outcome).toMatchObject({
      customer_id: ann.id,
      erased: expect.any(Array),
      kept: expect.any(Array),
    });
    expect((await t.app.privacy.list({ kind: 'export' })).every((row) => row.kind === 'export')).toBe(true);
  });

  it('has a reason for every rule', () => {
    for (const rule of RETENTION_RULES) expect(rule.reason.length).toBeGreaterThan(10);
  });
});
