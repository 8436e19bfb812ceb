import { randomUUID } from 'node:crypto';
import {
  errorBodySchema,
  surveyResponseSchema,
  surveySubmitResponseSchema,
  tokenResponseSchema,
} from '@maplepack/api-contract';
import { eq } from 'drizzle-orm';
import { customers } from '../src/db/schema/customers';
import { surveySubmissions } from '../src/db/schema/survey';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../src/db/seed/seed-demo-customer';
import { hashPassword } from '../src/security/password-hash';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';

let t: TestApp;
let demoToken: string;
let otherToken: string;
let nextIp = 1;
const freshIp = () => `203.0.113.${nextIp++}`;

async function tokenFor(email: string, password: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/token',
    payload: { email, password },
    headers: { 'x-forwarded-for': freshIp() },
  });
  expect(response.statusCode).toBe(200);
  return tokenResponseSchema.parse(response.json()).token;
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db.insert(customers).values({
    email: 'other@example.ca',
    firstName: 'Olive',
    lastName: 'Other',
    username: 'olive-other-x1y2z',
    passwordHash: await hashPassword('other-password-1'),
  });
  demoToken = await tokenFor(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD);
  otherToken = await tokenFor('other@example.ca', 'other-password-1');
});
afterAll(() => t.close());

/** A complete v1.5 survey (CONTRACTS §1 example): 36 on the test day, sleep and gut concerns. */
const ANSWERS = {
  name: 'Ann',
  consent: true,
  email: 'ann@example.ca',
  birthday: '05141990',
  sex: 'Female',
  pregnancy_status: 'None of these',
  concerns: ['Sleep', 'Gut Health'],
  concerns_fallback: { each: ["Let's see recommendations"] },
};

function submit(body: Record<string, unknown>, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/survey',
    payload: { id: randomUUID(), value: JSON.stringify(ANSWERS), debug: false, version: '1.5', ...body },
    headers: {
      'x-forwarded-for': freshIp(),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
  });
}

const getSurvey = (id: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/survey/${id}`,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

describe('POST /api/v1/survey', () => {
  it('answers tiers with prices from the catalogue and the recommended tier', async () => {
    const response = await submit({});
    expect(response.statusCode).toBe(200);
    const body = surveySubmitResponseSchema.parse(response.json());
    expect(body.debug).toBeUndefined();
    const { tiers, selected } = body.recommendation;
    expect([1, 2, 3]).toContain(selected);
    expect(tiers['1'].length).toBeGreaterThan(0);
    // Each tier includes the lower tier's products.
    const ids = (tier: '1' | '2' | '3') => tiers[tier].map((product) => product.id);
    expect(ids('2')).toEqual(expect.arrayContaining(ids('1')));
    expect(ids('3')).toEqual(expect.arrayContaining(ids('2')));
    const first = tiers['1'][0];
    if (first === undefined) throw new Error('empty tier');
    const product = await t.app.inject({ method: 'GET', url: `/api/v1/products/${first.id}` });
    expect(first.price).toBe((product.json() as { price: string }).price);
    expect(first).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        reason: expect.any(String),
        am: expect.any(Number),
        pm: expect.any(Number),
      }),
    );
  });

  it('adds the debug block when asked: the tags read and every product with its price', async () => {
    const body = surveySubmitResponseSchema.parse((await submit({ debug: true })).json());
    expect(body.debug?.input).toEqual(expect.arrayContaining(['Female']));
    expect(body.debug?.products.map((product) => product.id)).toEqual(
      body.recommendation.tiers['3'].map((product) => product.id),
    );
    expect(body.debug?.products.every((product) => /^\d+\.\d{2}$/.test(product.price))).toBe(true);
  });

  it('stores the answers sealed: the row holds ciphertext, never the answers', async () => {
    const id = randomUUID();
    expect((await submit({ id })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(surveySubmissions).where(eq(surveySubmissions.id, id));
    expect(row).toBeDefined();
    expect(row?.customerId).toBeNull();
    expect(row?.version).toBe('1.5');
    expect(row?.answersSealed).toMatch(/^v1\.[0-9a-f]{8}\./);
    for (const secret of ['Gut Health', 'Sleep', '05141990', 'ann@example.ca', 'Female']) {
      expect(row?.answersSealed).not.toContain(secret);
      expect(row?.recommendationSealed ?? '').not.toContain(secret);
    }
  });

  it.each([
    [
      'value that is not JSON',
      { value: '{"name": "Ann"' },
      'value must be a JSON object of answers keyed by question ref.',
    ],
    [
      'value that is a list',
      { value: '["Ann"]' },
      'value must be a JSON object of answers keyed by question ref.',
    ],
    ['a wrong version', { version: '1.4' }, 'Only survey version 1.5 is accepted.'],
    ['an id that is not a UUID', { id: 'abc' }, undefined],
    ['debug that is not a boolean', { debug: 'yes' }, undefined],
    ['an unknown field', { extra: 1 }, undefined],
  ])('answers 400 for %s', async (_name, patch, message) => {
    const response = await submit(patch);
    expect(response.statusCode).toBe(400);
    const error = errorBodySchema.parse(response.json()).error;
    if (message !== undefined) expect(error.message).toBe(message);
  });

  it('recommends from the walked path only: a man of 56 with a stray "Pregnant" answer gets no prenatal', async () => {
    const man = { ...ANSWERS, name: 'Luc', sex: 'Male', birthday: '05141970' };
    const stray = surveySubmitResponseSchema.parse(
      (await submit({ value: JSON.stringify({ ...man, pregnancy_status: 'Pregnant' }), debug: true })).json(),
    );
    const clean = surveySubmitResponseSchema.parse(
      (await submit({ value: JSON.stringify({ ...man, pregnancy_status: undefined }), debug: true })).json(),
    );
    expect(stray.recommendation.tiers['3'].some((p) => /prenatal/i.test(p.name))).toBe(false);
    expect(stray.debug?.input).not.toContain('Pregnant');
    expect(stray).toEqual(clean);
  });

  it('answers 422 survey.exited, storing nothing, for answers that leave the survey', async () => {
    const id = randomUUID();
    const response = await submit({
      id,
      value: JSON.stringify({ ...ANSWERS, chronic_conditions: ['Kidney disease'] }),
    });
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).error).toEqual({
      code: 'survey.exited',
      message: "These answers leave the survey at 'exit_chronic_condition', so nothing is recommended.",
    });
    const rows = await t.database.db.select().from(surveySubmissions).where(eq(surveySubmissions.id, id));
    expect(rows).toEqual([]);
  });

  it('answers 400 for a birthday that is not on the calendar', async () => {
    const response = await submit({ value: JSON.stringify({ ...ANSWERS, birthday: '02301990' }) });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.message).toMatch(/birthday/);
  });

  it('answers 400 naming an unknown choice', async () => {
    const response = await submit({ value: JSON.stringify({ ...ANSWERS, sex: 'Robot' }) });
    expect(response.statusCode).toBe(400);
    const error = errorBodySchema.parse(response.json()).error;
    expect(error.code).toBe('survey.invalid');
    expect(error.message).toMatch(/Robot/);
  });

  it('never logs the answers', async () => {
    const lines: string[] = [];
    const { buildApp } = await import('../src/app');
    const { loggerOptions } = await import('../src/logger');
    const { TEST_DATA_KEY } = await import('./support/build-test-app');
    const { Writable } = await import('node:stream');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      database: t.database,
      dataKey: TEST_DATA_KEY,
      now: () => TEST_NOW,
      logger: { ...loggerOptions('trace'), stream },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/survey',
      payload: { id: randomUUID(), value: JSON.stringify(ANSWERS), debug: true, version: '1.5' },
    });
    expect(response.statusCode).toBe(200);
    await app.close();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toMatch(/Gut Health|05141990|ann@example\.ca/);
  });
});

describe('GET /api/v1/survey/{survey_id}', () => {
  it('round trip: the owner reads back the decrypted answers, and becomes its survey_id', async () => {
    const id = randomUUID();
    expect((await submit({ id }, demoToken)).statusCode).toBe(200);
    const response = await getSurvey(id, demoToken);
    expect(response.statusCode).toBe(200);
    expect(surveyResponseSchema.parse(response.json())).toEqual({
      id,
      created_at: TEST_NOW.toISOString(),
      updated_at: TEST_NOW.toISOString(),
      version: '1.5',
      submission: ANSWERS,
    });
    const [demo] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, DEMO_CUSTOMER_EMAIL));
    expect(demo?.surveyId).toBe(id);
  });

  it("answers 404 for someone else's survey, exactly as for a missing one", async () => {
    const id = randomUUID();
    expect((await submit({ id }, demoToken)).statusCode).toBe(200);
    const theirs = await getSurvey(id, otherToken);
    const missing = await getSurvey(randomUUID(), otherToken);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: { code: 'survey.not-found', message: 'Survey not found.' } });
    expect(missing.json()).toEqual(theirs.json());
  });

  it('answers 404 for a guest submission (it has no owner to read it)', async () => {
    const id = randomUUID();
    await submit({ id });
    expect((await getSurvey(id, demoToken)).statusCode).toBe(404);
  });

  it('answers 401 for a guest', async () => {
    const id = randomUUID();
    await submit({ id }, demoToken);
    const response = await getSurvey(id);
    expect(response.statusCode).toBe(401);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('auth.required');
  });

  it("refuses (409) to overwrite another customer's submission with the same id", async () => {
    const id = randomUUID();
    await submit({ id }, demoToken);
    const response = await submit({ id, value: JSON.stringify({ ...ANSWERS, name: 'Mallory' }) }, otherToken);
    expect(response.statusCode).toBe(409);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('survey.conflict');
    const mine = surveyResponseSchema.parse((await getSurvey(id, demoToken)).json());
    expect(mine.submission['name']).toBe('Ann');
  });

  it('answers 400 for a survey_id that is not a UUID', async () => {
    expect((await getSurvey('1', demoToken)).statusCode).toBe(400);
  });
});

describe('latestProfileFor (for checkPack)', () => {
  it("reads the customer's latest survey, and null for a customer without one", async () => {
    const [other] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'other@example.ca'));
    if (other === undefined) throw new Error('no other customer');
    expect(await t.app.surveys.profiles.latestProfileFor(other.id)).toBeNull();

    const pregnant = { ...ANSWERS, pregnancy_status: 'Pregnant' };
    expect((await submit({ value: JSON.stringify(pregnant) }, otherToken)).statusCode).toBe(200);
    const profile = await t.app.surveys.profiles.latestProfileFor(other.id);
    expect(profile).toMatchObject({ age: 36, sex: 'female', pregnancy: 'pregnant' });

    // As the recommendation does, the pack check ignores an answer the path never asks: a man's
    // stray "Pregnant" would otherwise refuse the multivitamin he was recommended.
    const man = { ...ANSWERS, sex: 'Male', pregnancy_status: 'Pregnant' };
    expect((await submit({ value: JSON.stringify(man) }, otherToken)).statusCode).toBe(200);
    expect(await t.app.surveys.profiles.latestProfileFor(other.id)).toMatchObject({
      sex: 'male',
      pregnancy: 'none',
    });
  });
});
