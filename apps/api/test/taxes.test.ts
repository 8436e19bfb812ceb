import { shopDay } from '@maplepack/calendar';
import { errorBodySchema, taxListResponseSchema } from '@maplepack/api-contract';
import { taxRulesInEffect, wooTaxRuleSchema } from '@maplepack/pricing';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const today = shopDay(TEST_NOW);

describe('GET /api/v1/taxes', () => {
  it('lists the rules in force today, 20 a page, with paging headers', async () => {
    const inForce = taxRulesInEffect(today);
    if (!inForce.ok) throw new Error(inForce.message);
    const response = await get('/api/v1/taxes?per_page=20');
    expect(response.statusCode).toBe(200);
    const rules = taxListResponseSchema.parse(response.json());
    expect(rules.length).toBe(Math.min(20, inForce.rules.length));
    expect(response.headers['x-wp-total']).toBe(String(inForce.rules.length));
    expect(response.headers['x-wp-totalpages']).toBe(String(Math.ceil(inForce.rules.length / 20)));
  });

  it('writes rules that pricing reads back exactly', async () => {
    const rules = taxListResponseSchema.parse((await get('/api/v1/taxes?per_page=100')).json());
    const ontario = rules.find((rule) => rule.state === 'ON');
    expect(ontario).toMatchObject({
      country: 'CA',
      rate: '13.0000',
      name: 'HST',
      class: 'standard',
      shipping: true,
    });
    expect(wooTaxRuleSchema.parse(ontario).ratePpm).toBe(130_000);
  });

  it('picks the rules of another day with ?date=', async () => {
    const before = taxListResponseSchema.parse(
      (await get('/api/v1/taxes?per_page=100&date=2025-03-31')).json(),
    );
    const after = taxListResponseSchema.parse(
      (await get('/api/v1/taxes?per_page=100&date=2025-04-01')).json(),
    );
    expect(before.find((rule) => rule.state === 'NS')?.rate).toBe('15.0000');
    expect(after.find((rule) => rule.state === 'NS')?.rate).toBe('14.0000');
  });

  it.each(['per_page=101', 'date=2026-02-30', 'page=-1'])('refuses %s with a 400', async (query) => {
    const response = await get(`/api/v1/taxes?${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('request.invalid');
  });
});
