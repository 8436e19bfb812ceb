import { startCannedServer, type CannedServer } from '../test/canned-server';
import { isApiError } from './api-error';
import { createApiClient, type ApiClient } from './create-api-client';

let server: CannedServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startCannedServer();
  client = createApiClient({ baseUrl: server.baseUrl });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.seen.length = 0;
});

const message = {
  name: 'Marie',
  email: 'marie@example.ca',
  message: 'Is the vitamin D vegan?',
  page: '/products/vitamin-d',
  cart: [{ product_id: 2205, am_dose: 1, pm_dose: 0 }],
};
const sent = {
  status: 'sent',
  message: 'Thank you, your message is on its way. We answer within one business day.',
};

describe('help calls', () => {
  it('posts the message with the page and the cart', async () => {
    server.answer('POST /api/v1/help/messages', { status: 202, json: sent });
    await expect(client.help.send(message)).resolves.toEqual(sent);
    expect(server.seen[0]).toMatchObject({ method: 'POST', body: message });
  });

  it('takes the thank-you in the language the API answers in (French for a French page)', async () => {
    const french = {
      status: 'sent',
      message: 'Merci, votre message est en route. Nous répondons en un jour ouvrable.',
    };
    server.answer('POST /api/v1/help/messages', { status: 202, json: french });
    await expect(client.help.send(message)).resolves.toEqual(french);
  });

  it('refuses an empty message before sending anything', async () => {
    const failure = await client.help.send({ ...message, message: ' ' }).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.message).toContain('Please write your question');
    expect(server.seen).toHaveLength(0);
  });

  it("turns the inbox's 503 into its message", async () => {
    server.answer('POST /api/v1/help/messages', {
      status: 503,
      json: { error: { code: 'help.unavailable', message: 'We could not send your message just now.' } },
    });
    const failure = await client.help.send(message).catch((error: unknown) => error);
    expect(isApiError(failure) && [failure.code, failure.message]).toEqual([
      'help.unavailable',
      'We could not send your message just now.',
    ]);
  });
});
