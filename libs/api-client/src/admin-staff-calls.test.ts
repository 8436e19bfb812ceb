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

const member = {
  id: 9,
  email: 'lea@maplepack.test',
  name: 'Léa',
  role: 'support',
  created_at: '2026-11-21T14:00:00.000Z',
  last_sign_in_at: null,
  disabled: true,
} as const;

describe('the back office’s staff calls', () => {
  it('sends a role or a disable as a PATCH of the member', async () => {
    server.answer('PATCH /api/v1/admin/staff/9', { json: member });
    expect(await client.updateStaff(9, { disabled: true })).toEqual(member);
    expect(server.seen[0]?.body).toEqual({ disabled: true });
    expect(server.seen[0]?.headers['x-maplepack-client']).toBe('api-client');
  });

  it('never sends a new password the storefront’s rules refuse, nor a code that is not 6 digits', async () => {
    await expect(
      client.changeMyPassword({ current_password: 'old one', new_password: 'short' }),
    ).rejects.toMatchObject({ code: 'request.invalid' });
    await expect(
      client.renewMyRecoveryCodes({ current_password: 'old one', code: 'abc' }),
    ).rejects.toMatchObject({ code: 'request.invalid' });
    expect(server.seen).toHaveLength(0);
  });

  it('answers my recovery codes left and a new set', async () => {
    server.answer('GET /api/v1/admin/me/security', { json: { recovery_codes_left: 4 } });
    server.answer('POST /api/v1/admin/me/recovery-codes', { json: { recovery_codes: ['aaaaa-bbbbb'] } });
    expect(await client.mySecurity()).toBe(4);
    expect(await client.renewMyRecoveryCodes({ current_password: 'pw', code: '123456' })).toEqual([
      'aaaaa-bbbbb',
    ]);
  });
});
