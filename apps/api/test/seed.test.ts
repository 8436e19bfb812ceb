import { verify } from 'argon2';
import { count, eq } from 'drizzle-orm';
import { type PgTable } from 'drizzle-orm/pg-core';
import { CATALOGUE } from '@maplepack/catalog-data';
import { CANADIAN_TAX_TABLE, DISCOUNT_TYPES } from '@maplepack/pricing';
import { PAGE_SLUGS } from '@maplepack/api-contract';
import { products } from '../src/db/schema/catalogue';
import { contentPages } from '../src/db/schema/content';
import { coupons } from '../src/db/schema/coupons';
import { customers } from '../src/db/schema/customers';
import { subscriptionLines, subscriptions } from '../src/db/schema/subscriptions';
import { taxRules } from '../src/db/schema/taxes';
import { shippingRates } from '../src/db/schema/shipping';
import { seedDatabase, seededRowCount } from '../src/db/seed/seed-database';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../src/db/seed/seed-demo-customer';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const TABLES: Record<string, PgTable> = {
  products,
  taxRules,
  coupons,
  contentPages,
  customers,
  subscriptions,
  subscriptionLines,
  shippingRates,
};

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await t.database.db.select({ total: count() }).from(table);
    result[name] = row?.total ?? 0;
  }
  return result;
}

describe('seed', () => {
  it('seeds the catalogue, the tax table, every page and a coupon of each type', async () => {
    const seeded = await counts();
    expect(seeded['products']).toBe(CATALOGUE.length);
    expect(seeded['taxRules']).toBe(CANADIAN_TAX_TABLE.length);
    expect(seeded['contentPages']).toBe(PAGE_SLUGS.length);
    const types = await t.database.db.selectDistinct({ type: coupons.discountType }).from(coupons);
    expect(types.map((row) => row.type).sort()).toEqual([...DISCOUNT_TYPES].sort());
  });

  it('is idempotent: seeding twice inserts nothing and changes no count', async () => {
    const before = await counts();
    const report = await seedDatabase(t.database.db, new Date('2027-01-01T00:00:00Z'));
    expect(seededRowCount(report)).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it('leaves rows it finds as they are', async () => {
    await t.database.db.update(products).set({ name: 'Renamed by an operator' }).where(eq(products.id, 2101));
    await seedDatabase(t.database.db, TEST_NOW);
    const [row] = await t.database.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, 2101));
    expect(row?.name).toBe('Renamed by an operator');
  });

  it('creates the demo customer with an argon2 password hash and an active subscription', async () => {
    const [customer] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, DEMO_CUSTOMER_EMAIL));
    expect(customer?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(customer?.passwordHash ?? '', DEMO_CUSTOMER_PASSWORD)).toBe(true);
    const plans = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, customer?.id ?? -1));
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({
      status: 'active',
      startDate: '2026-11-21',
      nextPaymentDate: '2026-12-17',
    });
    const lines = await t.database.db
      .select()
      .from(subscriptionLines)
      .where(eq(subscriptionLines.subscriptionId, plans[0]?.id ?? -1));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.quantity).toBe(line.amDose + line.pmDose);
    expect(plans[0]?.totalCents).toBe(
      lines.reduce((sum, line) => sum + line.totalCents, 0) +
        (plans[0]?.shippingTotalCents ?? 0) +
        (plans[0]?.totalTaxCents ?? 0),
    );
  });
});
