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

describe('the back office client', () => {
  it('signs in in two steps, sending the cross-site header and no bearer token', async () => {
    server.answer('POST /api/v1/admin/session', {
      json: { step: 'two-factor', challenge: 'ch-1', expires_at: '2026-11-21T15:05:00.000Z' },
    });
    server.answer('POST /api/v1/admin/session/two-factor', {
      json: {
        staff: {
          id: 1,
          email: 'sam@maplepack.test',
          name: 'Sam',
          role: 'support',
          permissions: ['orders.read'],
        },
        expires_at: '2026-11-21T15:30:00.000Z',
        recovery_codes_left: 9,
      },
    });
    const challenge = await client.signIn({ email: 'sam@maplepack.test', password: 'secret' });
    const signedIn = await client.twoFactor({ challenge: challenge.challenge, code: '123456' });
    expect(signedIn.staff.role).toBe('support');
    expect(server.seen.map((seen) => seen.headers['x-maplepack-client'])).toEqual([
      'api-client',
      'api-client',
    ]);
    expect(server.seen[0]?.headers['authorization']).toBeUndefined();
    expect(server.seen[1]?.body).toEqual({ challenge: 'ch-1', code: '123456' });
  });

  it('never sends a sign-in the contract refuses', async () => {
    await expect(client.signIn({ email: 'not an e-mail', password: '' })).rejects.toMatchObject({
      code: 'request.invalid',
    });
    expect(server.seen).toHaveLength(0);
  });

  it('sends a refund with its Idempotency-Key, and gives the 401 of an ended session as an ApiError', async () => {
    server.answer('POST /api/v1/admin/orders/12/refunds', {
      status: 401,
      json: { error: { code: 'admin.required', message: 'Please sign in to the back office.' } },
    });
    await expect(
      client.refund(12, { amount: '5.00', reason: 'Broken bottle' }, { idempotencyKey: 'key-1' }),
    ).rejects.toMatchObject({ status: 401, code: 'admin.required' });
    expect(server.seen[0]?.headers['idempotency-key']).toBe('key-1');
    expect(server.seen[0]?.body).toEqual({ amount: '5.00', reason: 'Broken bottle' });
  });

  it('leaves empty filters out of the order search', async () => {
    server.answer('GET /api/v1/admin/orders', { json: { orders: [], total: 0, total_pages: 0 } });
    await client.orders({ search: '', status: 'processing', page: '2' });
    expect(Object.fromEntries(server.seen[0]?.query ?? [])).toEqual({ status: 'processing', page: '2' });
  });
});
