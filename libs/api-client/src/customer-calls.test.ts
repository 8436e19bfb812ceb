import { startCannedServer, type CannedServer } from '../test/canned-server';
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

const user = { id: 7, first_name: 'Ann', last_name: 'Lee', email: 'ann@example.ca', survey_id: null };
const subscriberId = '0123456789abcdef0123456789abcdef';
const subscriber = { id: subscriberId, email_address: 'ann@example.ca', status: 'subscribed' };
const consent = { given: true, text: 'Yes, send me news.', source: 'form' } as const;
const savedCustomer = {
  id: 'test_cus_1',
  email: 'ann@example.ca',
  mode: 'test',
  card: { id: 'card_1', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
};
const surveyId = '9b2f6c1e-3f4a-4d7b-9a51-0c8e2f1d3a6b';
const recommendation = { tiers: { '1': [], '2': [], '3': [] }, selected: 2, excluded: [] };
const address = {
  first_name: '',
  last_name: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  postcode: '',
  country: 'CA',
  email: '',
  phone: '',
};
const customer = {
  id: 7,
  email: 'ann@example.ca',
  first_name: 'Ann',
  last_name: 'Lee',
  username: 'ann.lee',
  survey_id: null,
  date_created: '2026-11-21T00:00:00',
  meta_data: [],
  billing: address,
  shipping: address,
};
const resetAnswer = { status: 200, message: 'ok' };
const token = { token: 'abc', token_type: 'Bearer', expires_at: '2026-12-21T00:00:00.000Z', user };

/** The server answers tags and fields with 204 and no body. */
const NO_CONTENT = Symbol('204');

type Case = [string, string, unknown, (c: ApiClient) => Promise<unknown>, unknown, unknown];

describe('customer, payment, mailing-list and survey calls', () => {
  const cases: Case[] = [
    [
      'POST',
      '/api/v1/token',
      token,
      (c) => c.auth.token({ email: 'ann@example.ca', password: 'pw' }),
      token,
      { email: 'ann@example.ca', password: 'pw' },
    ],
    [
      'POST',
      '/api/v1/token/validate',
      { status: 200, data: user },
      (c) => c.auth.validate(),
      { status: 200, data: user },
      undefined,
    ],
    [
      'POST',
      '/api/v1/logout',
      { status: 200, message: 'You have been logged out.' },
      (c) => c.auth.logout(),
      { status: 200, message: 'You have been logged out.' },
      undefined,
    ],
    [
      'POST',
      '/api/v1/customers',
      customer,
      (c) =>
        c.customers.create({
          first_name: 'Ann',
          last_name: 'Lee',
          email: 'ann@example.ca',
          password: 'long-enough',
        }),
      customer,
      { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.ca', password: 'long-enough' },
    ],
    ['GET', '/api/v1/customers/7', customer, (c) => c.customers.get(7), customer, undefined],
    [
      'PUT',
      '/api/v1/customers/7',
      customer,
      (c) => c.customers.update(7, { shipping: { city: 'Toronto', postcode: 'M5V 2T6' } }),
      customer,
      { shipping: { city: 'Toronto', postcode: 'M5V 2T6' } },
    ],
    [
      'POST',
      '/api/v1/customers/email-change/undo',
      { status: 200, message: 'Restored.', email: 'ann@example.ca' },
      (c) => c.customers.undoEmailChange({ key: 'k', id: 7, password: 'long-enough' }),
      { status: 200, message: 'Restored.', email: 'ann@example.ca' },
      { key: 'k', id: 7, password: 'long-enough' },
    ],
    [
      'POST',
      '/api/v1/reset-pass',
      resetAnswer,
      (c) => c.resetPass.request('ann@example.ca'),
      resetAnswer,
      { email: 'ann@example.ca' },
    ],
    [
      'POST',
      '/api/v1/reset-pass',
      resetAnswer,
      (c) => c.resetPass.confirm({ key: 'k', id: 7, password: 'long-enough' }),
      resetAnswer,
      { key: 'k', id: 7, password: 'long-enough' },
    ],
    [
      'GET',
      '/api/v1/payments/config',
      { mode: 'test' },
      (c) => c.payments.config(),
      { mode: 'test' },
      undefined,
    ],
    [
      'POST',
      '/api/v1/stripe/customer/create',
      savedCustomer,
      (c) => c.payments.createCustomer({ token: 'tok_visa' }),
      savedCustomer,
      { token: 'tok_visa' },
    ],
    [
      'POST',
      '/api/v1/stripe/customer/get',
      savedCustomer,
      (c) => c.payments.getCustomer(),
      savedCustomer,
      {},
    ],
    [
      'POST',
      '/api/v1/stripe/customer/update',
      savedCustomer,
      (c) => c.payments.updateCustomer({ token: 'pm_123' }),
      savedCustomer,
      { token: 'pm_123' },
    ],
    [
      'GET',
      '/api/v1/mailchimp',
      { exact_matches: { members: [] } },
      (c) => c.mailingList.search('ann@example.ca'),
      { exact_matches: { members: [] } },
      undefined,
    ],
    [
      'POST',
      '/api/v1/mailchimp',
      subscriber,
      (c) => c.mailingList.subscribe({ email: 'ann@example.ca', consent }),
      subscriber,
      { email: 'ann@example.ca', consent },
    ],
    [
      'PUT',
      `/api/v1/mailchimp/${subscriberId}`,
      subscriber,
      (c) => c.mailingList.update(subscriberId, { merge_fields: { NAME: 'Ann' } }),
      subscriber,
      { merge_fields: { NAME: 'Ann' } },
    ],
    [
      'POST',
      `/api/v1/mailchimp/tags/${subscriberId}`,
      NO_CONTENT,
      (c) => c.mailingList.setTags(subscriberId, { tags: [{ name: 'Survey Started', status: 'active' }] }),
      undefined,
      { tags: [{ name: 'Survey Started', status: 'active' }] },
    ],
    [
      'PUT',
      `/api/v1/mailchimp/fields/${subscriberId}`,
      NO_CONTENT,
      (c) => c.mailingList.setFields(subscriberId, { merge_fields: { SURVEYDATE: '2026-11-21' } }),
      undefined,
      { merge_fields: { SURVEYDATE: '2026-11-21' } },
    ],
    [
      'POST',
      '/api/v1/mailchimp/confirm',
      { email_address: 'ann@example.ca', status: 'subscribed' },
      (c) => c.mailingList.confirm('A'.repeat(43)),
      { email_address: 'ann@example.ca', status: 'subscribed' },
      { token: 'A'.repeat(43) },
    ],
    [
      'POST',
      '/api/v1/mailchimp/unsubscribe',
      { status: 'unsubscribed' },
      (c) => c.mailingList.unsubscribe(`${subscriberId}.${'B'.repeat(43)}`),
      { status: 'unsubscribed' },
      { token: `${subscriberId}.${'B'.repeat(43)}` },
    ],
    [
      'POST',
      '/api/v3/newsletter',
      { message: "Thank you, we'll be in touch soon!", status: 'pending' },
      (c) => c.newsletter.subscribe({ name: 'Ann', email: 'ann@example.ca', consent }),
      { message: "Thank you, we'll be in touch soon!", status: 'pending' },
      { name: 'Ann', email: 'ann@example.ca', consent },
    ],
    [
      'POST',
      '/api/v1/survey',
      { recommendation },
      (c) => c.survey.submit({ id: surveyId, value: '{"name":"Ann"}', version: '1.5' }),
      { recommendation },
      { id: surveyId, value: '{"name":"Ann"}', version: '1.5' },
    ],
    [
      'GET',
      `/api/v1/survey/${surveyId}`,
      { id: surveyId, created_at: 'x', updated_at: 'y', version: '1.5', submission: { name: 'Ann' } },
      (c) => c.survey.get(surveyId),
      { id: surveyId, created_at: 'x', updated_at: 'y', version: '1.5', submission: { name: 'Ann' } },
      undefined,
    ],
    [
      'GET',
      '/api/v1/survey/profile',
      { profile: null },
      (c) => c.survey.profile(),
      { profile: null },
      undefined,
    ],
  ];

  it.each(cases)('%s %s', async (verb, path, json, call, expected, sentBody) => {
    server.answer(`${verb} ${path}`, json === NO_CONTENT ? { status: 204 } : { json });
    await expect(call(client)).resolves.toEqual(expected);
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]).toMatchObject({ method: verb, path, body: sentBody });
    expect(server.seen[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('turns a failed login into the server message', async () => {
    server.answer('POST /api/v1/token', {
      status: 401,
      json: {
        error: { code: 'auth.bad-credentials', message: 'The email or password you entered is incorrect.' },
      },
    });
    await expect(client.auth.token({ email: 'ann@example.ca', password: 'nope' })).rejects.toMatchObject({
      status: 401,
      code: 'auth.bad-credentials',
      message: 'The email or password you entered is incorrect.',
    });
  });

  it('refuses requests the contract refuses, with its messages, before sending', async () => {
    await expect(client.survey.submit({ id: surveyId, value: '{}', version: '1.4' })).rejects.toMatchObject({
      code: 'request.invalid',
      message: 'Only survey version 1.5 is accepted.',
    });
    await expect(client.mailingList.update('not-a-hash', {})).rejects.toMatchObject({
      code: 'request.invalid',
    });
    await expect(
      client.newsletter.subscribe({
        name: 'Ann',
        email: 'ann@example.ca',
        consent: { ...consent, given: false as unknown as true },
      }),
    ).rejects.toMatchObject({ message: 'Consent is required to join the mailing list.' });
    await expect(client.payments.createCustomer({ token: '4242424242424242' })).rejects.toMatchObject({
      message: 'Please enter your card details again.',
    });
    await expect(
      client.customers.create({
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann@example.ca',
        password: 'short',
      }),
    ).rejects.toMatchObject({ message: 'Your password must be at least 10 characters long.' });
    await expect(client.customers.update(7, {})).rejects.toMatchObject({ message: 'Nothing to update.' });
    expect(server.seen).toHaveLength(0);
  });

  it('refuses a survey answer without the recommendation as response.invalid', async () => {
    server.answer('POST /api/v1/survey', { json: { recommendation: { ...recommendation, selected: 4 } } });
    await expect(client.survey.submit({ id: surveyId, value: '{}', version: '1.5' })).rejects.toMatchObject({
      code: 'response.invalid',
    });
  });
});
