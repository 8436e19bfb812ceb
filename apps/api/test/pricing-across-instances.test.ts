import { sql } from 'drizzle-orm';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';
import { OMEGA, quote } from './support/checkout-flow';

/**
 * Issue 18: a change the back office saves is the next price computed on every instance. Another
 * instance's save reaches this one only through the database (it cannot clear this process's cache),
 * so it is played here by writing the tables directly, after a quote has filled the cache.
 */
let t: TestApp;

jest.setTimeout(120_000);

beforeAll(async () => {
  // The catalogue's cache kept for a minute, as in production.
  t = await buildTestApp({ now: () => TEST_NOW, cacheTtlMs: 60_000 });
});
afterAll(async () => {
  await t.close();
});

const OTTAWA = { postcode: 'K2P 1L4', city: 'Ottawa' };
const omegaQuote = () => quote(t, { lines: [OMEGA], destination: OTTAWA, coupons: [] });

it("prices the next quote with tax rules and shipping costs another instance saved, not this one's cached copy", async () => {
  expect(await omegaQuote()).toMatchObject({ shipping_total: '9.50', total: '18.65' });

  const db = t.database.db;
  await db.execute(sql`update tax_rules set rate_ppm = 150000 where state = 'ON' and effective_to is null`);
  await db.execute(
    sql`update shipping_method_versions set cost_cents = 1200 where instance_id = 3 and effective_to is null`,
  );

  const next = await omegaQuote();
  expect(next.shipping_total).toBe('12.00');
  expect(next.tax_lines.map((tax) => [tax.label, tax.rate_percent])).toEqual([['HST', '15.0000']]);
});
