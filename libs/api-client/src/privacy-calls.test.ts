import { startCannedServer, type CannedServer } from '../test/canned-server';
import { isApiError } from './api-error';
import { createApiClient, type ApiClient } from './create-api-client';

let server: CannedServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startCannedServer();
  client = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'tok' });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.seen.length = 0;
});

const EXPORT = {
  format: 'maplepack-data-export',
  version: 1,
  generated_at: '2026-11-21T15:00:00.000Z',
  customer: {
    id: 7,
    email: 'ann@example.ca',
    first_name: 'Ann',
    last_name: 'Lee',
    username: 'ann.lee',
    language: 'en',
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    meta_data: [],
  },
  addresses: [],
  marketing: { mailing_list: null, consents: [], checkout_consents: [] },
  orders: [],
  payment_cards: [],
  subscriptions: [],
  surveys: [],
  emails: [],
  help_messages: [],
  privacy_requests: [],
  notes: [],
};
const PENDING = {
  request: {
    id: 3,
    kind: 'deletion',
    state: 'pending',
    created_at: '2026-11-21T15:00:00.000Z',
    completed_at: null,
  },
};

describe('privacy calls', () => {
  it('downloads the data export with the file name the server gives', async () => {
    server.answer('GET /api/v1/account/data-export', {
      json: EXPORT,
      headers: { 'content-disposition': 'attachment; filename="maplepack-data-2026-11-21.json"' },
    });
    await expect(client.privacy.dataExport()).resolves.toEqual({
      data: EXPORT,
      fileName: 'maplepack-data-2026-11-21.json',
    });
  });

  it('refuses an export with a field outside the contract', async () => {
    server.answer('GET /api/v1/account/data-export', { json: { ...EXPORT, password_hash: 'x' } });
    const failure = await client.privacy.dataExport().catch((error: unknown) => error);
    expect(isApiError(failure)).toBe(true);
  });

  it('asks for deletion with the password, reads the state and withdraws it', async () => {
    server.answer('POST /api/v1/account/deletion-request', { status: 201, json: PENDING });
    await expect(client.privacy.requestDeletion({ password: 'my password' })).resolves.toEqual(PENDING);
    expect(server.seen[0]).toMatchObject({ method: 'POST', body: { password: 'my password' } });
    server.answer('GET /api/v1/account/deletion-request', { json: PENDING });
    await expect(client.privacy.deletionRequest()).resolves.toEqual(PENDING);
    server.answer('DELETE /api/v1/account/deletion-request', { json: { request: null } });
    await expect(client.privacy.withdrawDeletion()).resolves.toEqual({ request: null });
  });

  it('turns a refusal into its code and message', async () => {
    server.answer('POST /api/v1/account/deletion-request', {
      status: 409,
      json: { error: { code: 'privacy.active-subscription', message: 'Please cancel it first.' } },
    });
    const failure = await client.privacy.requestDeletion({ password: 'pw' }).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.code).toBe('privacy.active-subscription');
  });
});
