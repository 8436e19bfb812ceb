import { startCannedServer, type CannedServer } from '../test/canned-server';
import { adminScheduleCalls, type AdminScheduleCalls } from './calls/admin-schedules';
import { createAdminApiClient } from './create-admin-api-client';

let server: CannedServer;
let client: { schedules: AdminScheduleCalls };

beforeAll(async () => {
  server = await startCannedServer();
  client = { schedules: adminScheduleCalls(createAdminApiClient({ baseUrl: server.baseUrl }).http) };
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.seen.length = 0;
});

const rule = {
  state: 'ON' as const,
  name: 'HST',
  rate: '14',
  priority: 1,
  compound: false,
  shipping: true,
  effective_from: '2027-01-01',
  effective_to: null,
};
const refusal = { status: 400, json: { error: { code: 'admin.tax-rule-invalid', message: 'no' } } };

describe('the back office tax rule and shipping calls', () => {
  it('leaves empty filters out of the tax rule list', async () => {
    server.answer('GET /api/v1/admin/tax-rules', {
      json: { rules: [], total: 0, total_pages: 0, today: '2026-11-21' },
    });
    await client.schedules.taxRules({ on: '', state: 'QC' });
    expect(Object.fromEntries(server.seen[0]?.query ?? [])).toEqual({ state: 'QC' });
  });

  it('schedules with POST, edits with PUT, ends with POST …/end, and never sends what the contract refuses', async () => {
    server.answer('POST /api/v1/admin/tax-rules', refusal);
    server.answer('PUT /api/v1/admin/tax-rules/7', refusal);
    server.answer('POST /api/v1/admin/tax-rules/7/end', refusal);
    server.answer('POST /api/v1/admin/shipping/surcharge-versions/2/end', refusal);
    await expect(client.schedules.saveTaxRule(null, rule)).rejects.toMatchObject({ status: 400 });
    await expect(client.schedules.saveTaxRule(7, rule)).rejects.toMatchObject({ status: 400 });
    await expect(client.schedules.endTaxRule(7, '2027-06-30')).rejects.toMatchObject({ status: 400 });
    await expect(client.schedules.endShippingVersion('surcharge', 2, '2027-06-30')).rejects.toMatchObject({
      status: 400,
    });
    expect(server.seen.map((seen) => `${seen.method} ${seen.path}`)).toEqual([
      'POST /api/v1/admin/tax-rules',
      'PUT /api/v1/admin/tax-rules/7',
      'POST /api/v1/admin/tax-rules/7/end',
      'POST /api/v1/admin/shipping/surcharge-versions/2/end',
    ]);
    await expect(
      client.schedules.saveTaxRule(null, { ...rule, effective_from: 'soon' }),
    ).rejects.toBeDefined();
    await expect(
      client.schedules.scheduleShippingAmount(3, { amount: '1.001', effective_from: '2027-01-01' }),
    ).rejects.toBeDefined();
    expect(server.seen).toHaveLength(4);
  });
});
