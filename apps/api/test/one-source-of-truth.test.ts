import { randomUUID } from 'node:crypto';
import { surveySubmitResponseSchema, taxListResponseSchema } from '@maplepack/api-contract';
import { recommend } from '@maplepack/recommendation';
import { and, eq } from 'drizzle-orm';
import { products } from '../src/db/schema/catalogue';
import { taxRules } from '../src/db/schema/taxes';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';
import { OMEGA, quote } from './support/checkout-flow';

/*
 * The API prices and recommends from what is in the database (what GET /taxes and GET /products
 * serve and an operator edits), not from the tables compiled into the libs; and "today" is the
 * shop's day (Toronto), the same everywhere.
 */

const clock = { now: TEST_NOW };
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock.now });
});
afterAll(() => t.close());
afterEach(() => {
  clock.now = TEST_NOW;
});

const OTTAWA = { postcode: 'k2p1l4', city: 'Ottawa' };
const HALIFAX = { postcode: 'b3h1a1', city: 'Halifax' };

describe('taxes come from the tax_rules table', () => {
  it("an operator's edit of a rule reaches GET /taxes and the price together", async () => {
    const ontario = and(eq(taxRules.state, 'ON'), eq(taxRules.name, 'HST'));
    const [before] = await t.database.db.select().from(taxRules).where(ontario);
    if (before === undefined) throw new Error('the seed has no Ontario HST');
    try {
      await t.database.db.update(taxRules).set({ ratePpm: 150_000, name: 'HST 15' }).where(ontario);
      const listed = taxListResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/v1/taxes?per_page=100' })).json(),
      );
      expect(listed.find((rule) => rule.state === 'ON')).toMatchObject({ rate: '15.0000', name: 'HST 15' });
      const priced = await quote(t, { lines: [OMEGA], destination: OTTAWA });
      // $7.00 of fish oil and $9.50 shipping, both taxed: 15% of $16.50.
      expect(priced.tax_lines).toEqual([{ label: 'HST 15', rate_percent: '15.0000', tax_total: '2.48' }]);
    } finally {
      await t.database.db
        .update(taxRules)
        .set({ ratePpm: before.ratePpm, name: before.name })
        .where(eq(taxRules.id, before.id));
    }
  });

  it('a rule that ends in the table stops taxing the day after', async () => {
    const ontario = and(eq(taxRules.state, 'ON'), eq(taxRules.name, 'HST'));
    try {
      await t.database.db.update(taxRules).set({ effectiveTo: '2026-11-20' }).where(ontario);
      const priced = await quote(t, { lines: [OMEGA], destination: OTTAWA });
      // No Ontario rule in force: pricing's fallback rule of spec §3 (HST 15%) applies.
      expect(priced.tax_lines).toEqual([{ label: 'HST (15%)', rate_percent: '15.0000', tax_total: '2.48' }]);
    } finally {
      await t.database.db.update(taxRules).set({ effectiveTo: null }).where(ontario);
    }
  });

  it("taxes on the shop's day: 11 pm in Toronto on the eve of a rate change is still the old rate", async () => {
    // Nova Scotia's HST went from 15% to 14% on 2025-04-01.
    clock.now = new Date('2025-04-01T03:00:00Z'); // 23:00 on 31 March in Toronto
    const eve = await quote(t, { lines: [OMEGA], destination: HALIFAX });
    expect(eve.tax_lines[0]?.rate_percent).toBe('15.0000');
    clock.now = new Date('2025-04-01T04:00:00Z'); // midnight in Toronto
    const day = await quote(t, { lines: [OMEGA], destination: HALIFAX });
    expect(day.tax_lines[0]?.rate_percent).toBe('14.0000');
  });
});

describe('recommendations come from the catalogue the shop sells', () => {
  const answers = {
    name: 'Lou',
    consent: true,
    email: 'lou.catalogue@example.ca',
    birthday: '05141990',
    sex: 'Male',
    concerns: ['Sleep'],
    concerns_fallback: { each: ["Let's see recommendations"] },
  };
  const submit = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/survey',
      payload: { id: randomUUID(), value: JSON.stringify(answers), debug: false, version: '1.5' },
      headers: { 'x-forwarded-for': '203.0.113.91' },
    });
    expect(response.statusCode).toBe(200);
    const { tiers } = surveySubmitResponseSchema.parse(response.json()).recommendation;
    return [...tiers['1'], ...tiers['2'], ...tiers['3']].map((product) => product.id);
  };

  it.each([
    ['out of stock', { stockStatus: 'outofstock' as const }],
    ['unpublished', { status: 'draft' as const }],
  ])('a product the operator marks %s is no longer recommended', async (_label, change) => {
    const compiled = recommend({ today: '2026-11-21', loggedIn: false, answers });
    if (!compiled.ok) throw new Error(compiled.message);
    const [first] = compiled.recommendation.tiers[1];
    if (first === undefined) throw new Error('nothing recommended for sleep');
    expect(await submit()).toContain(first.id);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, first.id));
    if (row === undefined) throw new Error(`product ${first.id} is not seeded`);
    try {
      await t.database.db.update(products).set(change).where(eq(products.id, first.id));
      const ids = await submit();
      expect(ids).not.toContain(first.id);
      expect(ids.length).toBeGreaterThan(0);
    } finally {
      await t.database.db
        .update(products)
        .set({ stockStatus: row.stockStatus, status: row.status })
        .where(eq(products.id, first.id));
    }
  });
});
