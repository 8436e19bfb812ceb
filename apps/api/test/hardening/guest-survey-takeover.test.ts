import { randomUUID } from 'node:crypto';
import { errorBodySchema, tokenResponseSchema, tokenValidateResponseSchema } from '@maplepack/api-contract';
import { eq } from 'drizzle-orm';
import { customers } from '../../src/db/schema/customers';
import { surveySubmissions } from '../../src/db/schema/survey';
import { hashPassword } from '../../src/security/password-hash';
import { buildTestApp, type TestApp } from '../support/build-test-app';

/*
 * Issue 11, accounts (low): a signed-in person who knew a guest survey's id could take it over by
 * posting it again. A guest survey is now bound to the browser that made it (a signed httpOnly
 * cookie naming its ids); only that browser, or the survey's own customer, may post it again.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const COOKIE = 'maplepack_surveys';
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

let nextIp = 1;
function submit(id: string, headers: Record<string, string> = {}, name = 'Ann') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/survey',
    payload: { id, value: JSON.stringify({ ...ANSWERS, name }), debug: false, version: '1.5' },
    headers: { 'x-forwarded-for': `198.18.51.${nextIp++}`, 'x-maplepack-client': 'api-client', ...headers },
  });
}

let nextCustomer = 1;
async function signedIn(): Promise<Record<string, string>> {
  const email = `survey.person${nextCustomer++}@example.ca`;
  await t.database.db.insert(customers).values({
    email,
    firstName: 'Sam',
    lastName: 'Person',
    username: `sam-${email}`,
    passwordHash: await hashPassword('survey-person-pw'),
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/token',
    payload: { email, password: 'survey-person-pw' },
    headers: { 'x-forwarded-for': `198.18.52.${nextCustomer}` },
  });
  return { authorization: `Bearer ${tokenResponseSchema.parse(response.json()).token}` };
}

const ownerOf = async (id: string) =>
  (await t.database.db.select().from(surveySubmissions).where(eq(surveySubmissions.id, id)))[0]?.customerId;
const surveyIdOf = async (auth: Record<string, string>) =>
  tokenValidateResponseSchema.parse(
    (await t.app.inject({ method: 'POST', url: '/api/v1/token/validate', headers: auth })).json(),
  ).data.survey_id;

/** A guest's submission and the cookie its browser got back. */
async function guestSurvey(): Promise<{ id: string; cookie: string }> {
  const id = randomUUID();
  const response = await submit(id);
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1', maxAge: 30 * 24 * 3600 });
  return { id, cookie: `${COOKIE}=${cookie?.value ?? ''}` };
}

describe('a guest survey', () => {
  it('cannot be taken over by a signed-in person who knows its id', async () => {
    const { id } = await guestSurvey();
    const mallory = await signedIn();
    const takeover = await submit(id, mallory, 'Mallory');
    expect(takeover.statusCode).toBe(409);
    expect(errorBodySchema.parse(takeover.json()).error.code).toBe('survey.conflict');
    expect(await ownerOf(id)).toBeNull();
    expect(await surveyIdOf(mallory)).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/survey/${id}`, headers: mallory })).statusCode,
    ).toBe(404);
  });

  it('cannot be overwritten by another browser, nor with a forged cookie', async () => {
    const { id, cookie } = await guestSurvey();
    expect((await submit(id, {}, 'Mallory')).statusCode).toBe(409);
    const other = await guestSurvey();
    expect((await submit(id, { cookie: other.cookie }, 'Mallory')).statusCode).toBe(409);
    const [name, value] = cookie.split('=') as [string, string];
    const forged = value.replace(/^v1\.[^.]*/, `v1.${id}`);
    expect((await submit(id, { cookie: `${name}=${forged}x` }, 'Mallory')).statusCode).toBe(409);
  });

  it('is attached to the account of a person signed in on the browser that made it', async () => {
    const { id, cookie } = await guestSurvey();
    // A retry as a guest from the same browser still works.
    expect((await submit(id, { cookie })).statusCode).toBe(200);
    const ann = await signedIn();
    expect((await submit(id, { ...ann, cookie })).statusCode).toBe(200);
    expect(await surveyIdOf(ann)).toBe(id);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/survey/${id}`, headers: ann })).statusCode,
    ).toBe(200);
    // Once it is Ann's, the cookie no longer lets the browser's next guest change it.
    expect((await submit(id, { cookie }, 'Mallory')).statusCode).toBe(409);
  });

  it("remembers several of a browser's surveys, and sets no cookie for a customer's own", async () => {
    const first = await guestSurvey();
    const second = randomUUID();
    const response = await submit(second, { cookie: first.cookie });
    const both = `${COOKIE}=${response.cookies.find((c) => c.name === COOKIE)?.value ?? ''}`;
    const ann = await signedIn();
    expect((await submit(first.id, { ...ann, cookie: both })).statusCode).toBe(200);
    const own = await submit(randomUUID(), ann);
    expect(own.statusCode).toBe(200);
    expect(own.cookies.find((c) => c.name === COOKIE)).toBeUndefined();
  });
});
