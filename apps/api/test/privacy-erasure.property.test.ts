import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { LocalMailingList } from '../src/adapters/mailing-list/local';
import { NewsletterRepository } from '../src/db/repositories/newsletter-repository';
import { addresses, customers } from '../src/db/schema/customers';
import { newsletterSubscribers } from '../src/db/schema/newsletter';
import { orders } from '../src/db/schema/orders';
import { privacyRequests } from '../src/db/schema/privacy';
import { surveySubmissions } from '../src/db/schema/survey';
import { seal } from '../src/security/sealed-box';
import { buildDataExport } from '../src/services/privacy/data-export';
import { buildTestApp, TEST_DATA_KEY, TEST_NOW, type TestApp } from './support/build-test-app';

jest.setTimeout(300_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** What one generated customer holds. */
const customerArbitrary = fc.record({
  address: fc.boolean(),
  survey: fc.boolean(),
  orders: fc.integer({ min: 0, max: 2 }),
  onList: fc.boolean(),
  firstName: fc.constantFrom('Ann', 'Bob', 'Chloé', 'Dev', 'Élise'),
});
type Holdings = typeof customerArbitrary extends fc.Arbitrary<infer T> ? T : never;

let serial = 0;

async function makeCustomer(holdings: Holdings): Promise<number> {
  const db = t.database.db;
  serial += 1;
  const email = `prop-${serial}@example.ca`;
  const lastName = `Last${serial}`;
  const [row] = await db
    .insert(customers)
    .values({ email, firstName: holdings.firstName, lastName, username: `prop-${serial}`, passwordHash: 'x' })
    .returning({ id: customers.id });
  const id = row?.id ?? 0;
  if (holdings.address)
    await db
      .insert(addresses)
      .values({
        customerId: id,
        kind: 'billing',
        firstName: holdings.firstName,
        lastName,
        address1: `${serial} Main St`,
        state: 'QC',
      });
  if (holdings.survey) {
    const surveyId = `prop-survey-${serial}`;
    await db.insert(surveySubmissions).values({
      id: surveyId,
      customerId: id,
      version: '1.5',
      answersSealed: seal(TEST_DATA_KEY, JSON.stringify({ name: holdings.firstName, email }), surveyId),
    });
  }
  for (let n = 0; n < holdings.orders; n += 1)
    await db.insert(orders).values({
      customerId: id,
      status: 'completed',
      billingEmail: email,
      billing: { first_name: holdings.firstName, last_name: lastName, state: 'QC', country: 'CA', email },
      shipping: { first_name: holdings.firstName, last_name: lastName, state: 'QC', country: 'CA' },
      subtotalCents: 1000,
      taxCents: 150,
      totalCents: 1150,
    });
  if (holdings.onList)
    await new LocalMailingList(new NewsletterRepository(db), () => TEST_NOW).subscribe({
      email,
      consent: { givenAt: TEST_NOW, method: 'form', consentText: 'Yes.' },
    });
  return id;
}

async function snapshotOf(ids: number[]) {
  const db = t.database.db;
  const people = await db.select().from(customers).where(inArray(customers.id, ids));
  return {
    people,
    addresses: await db.select().from(addresses).where(inArray(addresses.customerId, ids)),
    surveys: await db.select().from(surveySubmissions).where(inArray(surveySubmissions.customerId, ids)),
    orders: await db.select().from(orders).where(inArray(orders.customerId, ids)),
    list: await db
      .select()
      .from(newsletterSubscribers)
      .where(
        inArray(
          newsletterSubscribers.email,
          people.map((person) => person.email),
        ),
      ),
  };
}

describe('erasing random customers', () => {
  it("never touches another customer's rows, and no export shows another customer's data", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(customerArbitrary, { minLength: 2, maxLength: 4 }),
        fc.nat(),
        async (world, pick) => {
          const ids: number[] = [];
          for (const holdings of world) ids.push(await makeCustomer(holdings));
          const victim = ids[pick % ids.length] ?? 0;
          const others = ids.filter((id) => id !== victim);
          const before = await snapshotOf(others);
          const [request] = await t.database.db
            .insert(privacyRequests)
            .values({ customerId: victim, kind: 'deletion', state: 'pending', createdAt: TEST_NOW })
            .returning({ id: privacyRequests.id });
          const result = await t.app.privacy.erase(victim, request?.id ?? 0, TEST_NOW);
          expect(result.ok).toBe(true);
          expect(await snapshotOf(others)).toEqual(before);

          const [erased] = await t.database.db.select().from(customers).where(eq(customers.id, victim));
          expect(erased?.firstName).toBe('Deleted customer');
          const left = await snapshotOf([victim]);
          expect(left.addresses).toEqual([]);
          expect(left.surveys).toEqual([]);
          for (const order of left.orders) expect(order.billing).toEqual({ state: 'QC', country: 'CA' });

          const exports = await Promise.all(
            ids.map((id) =>
              buildDataExport(t.database.db, id, TEST_NOW, {
                dataKey: TEST_DATA_KEY,
                mailingList: new LocalMailingList(new NewsletterRepository(t.database.db), () => TEST_NOW),
              }),
            ),
          );
          exports.forEach((data, index) => {
            const text = JSON.stringify(data);
            for (const other of before.people.filter((person) => person.id !== ids[index])) {
              expect(text).not.toContain(other.email);
              expect(text).not.toContain(other.lastName);
            }
          });
        },
      ),
      { numRuns: 8, seed: 1826 },
    );
  });
});
