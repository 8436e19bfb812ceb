import { startCannedServer, type CannedServer } from '../test/canned-server';
import { createAdminApiClient, type AdminApiClient } from './create-admin-api-client';

let server: CannedServer;
let client: AdminApiClient;

beforeAll(async () => {
  server = await startCannedServer();
  client = createAdminApiClient({ baseUrl: server.baseUrl });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.seen.length = 0;
});

describe('the back office’s subscription and customer calls', () => {
  it('sends the customer’s action with the reason, and refuses to send one without a reason', async () => {
    server.answer('POST /api/v1/admin/subscriptions/7/actions', {
      status: 409,
      json: { error: { code: 'subscription.not-allowed', message: 'This plan cannot be skipped now.' } },
    });
    await expect(
      client.actOnSubscription(7, { action: { type: 'subscription.skip' }, reason: 'Customer phoned' }),
    ).rejects.toMatchObject({ status: 409, message: 'This plan cannot be skipped now.' });
    expect(server.seen[0]?.body).toEqual({
      action: { type: 'subscription.skip' },
      reason: 'Customer phoned',
    });
    await expect(
      client.actOnSubscription(7, { action: { type: 'subscription.skip' }, reason: ' ' }),
    ).rejects.toMatchObject({ code: 'request.invalid' });
    expect(server.seen).toHaveLength(1);
  });

  it('leaves empty filters out of the subscription and customer searches', async () => {
    server.answer('GET /api/v1/admin/subscriptions', {
      json: { subscriptions: [], total: 0, total_pages: 0 },
    });
    server.answer('GET /api/v1/admin/customers', { json: { customers: [], total: 0, total_pages: 0 } });
    await client.subscriptions({ search: '', status: 'active', renewal_from: '2026-12-01', renewal_to: '' });
    await client.customers({ search: '' });
    expect(Object.fromEntries(server.seen[0]?.query ?? [])).toEqual({
      status: 'active',
      renewal_from: '2026-12-01',
    });
    expect(Object.fromEntries(server.seen[1]?.query ?? [])).toEqual({});
  });

  it('asks for the password-reset e-mail and answers the server’s message', async () => {
    server.answer('POST /api/v1/admin/customers/3/password-reset', {
      json: { status: 200, message: 'A password-reset e-mail was sent to the customer.' },
    });
    await expect(client.sendPasswordReset(3)).resolves.toBe(
      'A password-reset e-mail was sent to the customer.',
    );
  });
});
