import { startCannedServer, type CannedServer } from '../test/canned-server';
import { createAdminApiClient, type AdminApiClient } from './create-admin-api-client';
import { createApiClient } from './create-api-client';

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

describe('the back office client: health answers, safety rules, privacy, dashboard', () => {
  it('never sends an opening of health answers without a reason', async () => {
    await expect(client.viewAssessment('survey-1', '  ')).rejects.toMatchObject({ code: 'request.invalid' });
    expect(server.seen).toHaveLength(0);
  });

  it('sends the reason in the body of the logged view', async () => {
    server.answer('POST /api/v1/admin/health-answers/survey-1/views', {
      json: {
        id: 'survey-1',
        customer_email: null,
        version: '1.5',
        created_at: '2026-11-21T15:00:00.000Z',
        answers: [],
        recommended_tier: null,
        recommended: [],
        excluded: [],
      },
    });
    await client.viewAssessment('survey-1', 'checking an interaction question');
    expect(server.seen[0]?.body).toEqual({ reason: 'checking an interaction question' });
  });

  it('signs off by fingerprint and refuses one that is not a SHA-256', async () => {
    await expect(client.signOffSafetyRules('abc')).rejects.toMatchObject({ code: 'request.invalid' });
    server.answer('POST /api/v1/admin/safety-rules/sign-offs', {
      status: 201,
      json: {
        id: 1,
        staff_email: 'p@maplepack.test',
        fingerprint: 'a'.repeat(64),
        signed_at: '2026-11-21T15:00:00.000Z',
      },
    });
    await client.signOffSafetyRules('a'.repeat(64));
    expect(server.seen[0]?.body).toEqual({ fingerprint: 'a'.repeat(64) });
  });

  it('reads the public date of the last review', async () => {
    server.answer('GET /api/v1/safety-review', { json: { last_reviewed_at: null } });
    const storefront = createApiClient({ baseUrl: server.baseUrl });
    await expect(storefront.safetyReview.lastReview()).resolves.toEqual({ last_reviewed_at: null });
  });
});
