import { customerResponseSchema, errorBodySchema, tokenResponseSchema } from '@maplepack/api-contract';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../src/db/seed/seed-demo-customer';
import { buildTestApp, type TestApp } from './support/build-test-app';

let t: TestApp;
// Predictable "randomness": every byte 0 makes the suffix "aaaaa" (then a collision), so the
// retry on a taken username is exercised too.
let randomByte = 0;
beforeAll(async () => {
  t = await buildTestApp({ randomBytes: (size) => Buffer.alloc(size, randomByte++) });
});
afterAll(() => t.close());

let nextIp = 1;
const freshIp = () => `192.0.2.${nextIp++}`;

const newCustomer = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Amélie',
  last_name: 'Côté-Tremblay',
  email: `amelie${nextIp}@example.ca`,
  password: 'sirop-d-erable',
  ...overrides,
});

async function create(payload: unknown, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/customers',
    payload: payload as object,
    headers: { 'x-forwarded-for': ip },
  });
}

async function signIn(
  email: string,
  password: string,
): Promise<{ id: number; auth: { authorization: string } }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/token',
    payload: { email, password },
    headers: { 'x-forwarded-for': freshIp() },
  });
  const body = tokenResponseSchema.parse(response.json());
  return { id: body.user.id, auth: { authorization: `Bearer ${body.token}` } };
}

async function createAndSignIn(overrides: Record<string, unknown> = {}) {
  const payload = newCustomer(overrides);
  const response = await create(payload);
  expect(response.statusCode).toBe(201);
  return signIn(payload.email, payload.password);
}

describe('POST /api/v1/customers', () => {
  it('creates the customer with a generated username and no password in the answer', async () => {
    const payload = newCustomer({
      email: ' Amelie.Cote@Example.ca ',
      username: 'ignored',
      meta_data: [{ key: 'source', value: 'survey' }],
    });
    const response = await create(payload);
    expect(response.statusCode).toBe(201);
    const customer = customerResponseSchema.parse(response.json());
    expect(customer).toMatchObject({
      email: 'amelie.cote@example.ca',
      first_name: 'Amélie',
      last_name: 'Côté-Tremblay',
      meta_data: [{ key: 'source', value: 'survey' }],
      shipping: { country: 'CA', postcode: '' },
    });
    expect(customer.username).toMatch(/^ameliecotetremblay-[a-z0-9]{5}$/);
    expect(response.body).not.toContain('sirop');
    expect(response.body).not.toMatch(/argon2|password/);
    // The new customer can sign in.
    expect((await signIn('amelie.cote@example.ca', 'sirop-d-erable')).id).toBe(customer.id);
  });

  it('draws a new username suffix when the first one is taken', async () => {
    randomByte = 0;
    const first = customerResponseSchema.parse(
      (await create(newCustomer({ first_name: 'Jo', last_name: 'Roy' }))).json(),
    );
    randomByte = 0;
    const second = customerResponseSchema.parse(
      (await create(newCustomer({ first_name: 'Jo', last_name: 'Roy' }))).json(),
    );
    expect(first.username).toBe('joroy-aaaaa');
    expect(second.username).toMatch(/^joroy-[a-z0-9]{5}$/);
    expect(second.username).not.toBe(first.username);
  });

  it('answers a taken e-mail (any case) with 409', async () => {
    const response = await create(newCustomer({ email: 'DEMO@maplepack.ca' }));
    expect(response.statusCode).toBe(409);
    expect(errorBodySchema.parse(response.json()).error).toEqual({
      code: 'customer.email-taken',
      message: 'An account is already registered with this email address. Please log in.',
    });
  });

  it.each([
    [
      'a digit in the first name',
      { first_name: 'Amélie2' },
      'Please enter a valid name: letters, spaces and hyphens only.',
    ],
    [
      'an apostrophe in the last name',
      { last_name: "O'Neil" },
      'Please enter a valid name: letters, spaces and hyphens only.',
    ],
    [
      'an empty last name',
      { last_name: '  ' },
      'Please enter a valid name: letters, spaces and hyphens only.',
    ],
    ['a short password', { password: 'short' }, 'Your password must be at least 10 characters long.'],
    [
      'the e-mail as password',
      { email: 'same@example.ca', password: 'Same@Example.ca' },
      'Your password must not be your email address.',
    ],
    ['a bad e-mail', { email: 'nope' }, 'Please enter a valid email.'],
  ])('refuses %s with a 400 and a clear message', async (_name, overrides, message) => {
    const response = await create(newCustomer(overrides));
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error).toEqual({ code: 'request.invalid', message });
  });

  it('accepts accented names with spaces and hyphens', async () => {
    const response = await create(newCustomer({ first_name: 'Marie Ève', last_name: 'Lévesque-Ñúñez' }));
    expect(response.statusCode).toBe(201);
  });

  it('limits sign-ups to 10 an hour per IP', async () => {
    const ip = '198.51.100.200';
    for (let i = 0; i < 10; i += 1)
      expect((await create(newCustomer({ email: `burst${i}@example.ca` }), ip)).statusCode).toBe(201);
    const limited = await create(newCustomer({ email: 'burst-last@example.ca' }), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('3600');
  });
});

describe('GET and PUT /api/v1/customers/{id}', () => {
  it('gives the owner their customer, with the demo addresses', async () => {
    const demo = await signIn(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/customers/${demo.id}`,
      headers: demo.auth,
    });
    expect(response.statusCode).toBe(200);
    const customer = customerResponseSchema.parse(response.json());
    expect(customer).toMatchObject({ id: demo.id, email: DEMO_CUSTOMER_EMAIL });
    expect(customer.shipping.postcode).not.toBe('');
  });

  it('updates the shipping and billing blocks, normalising the postal code and province', async () => {
    const me = await createAndSignIn();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/customers/${me.id}`,
      headers: me.auth,
      payload: {
        shipping: {
          first_name: 'Amélie',
          address_1: '12 rue Principale',
          city: 'Québec',
          state: 'qc',
          postcode: 'g1r4p5',
          country: 'CA',
        },
        billing: { email: 'Billing@Example.ca', phone: '+1 (418) 555-0100' },
      },
    });
    expect(response.statusCode).toBe(200);
    const customer = customerResponseSchema.parse(response.json());
    expect(customer.shipping).toMatchObject({
      address_1: '12 rue Principale',
      city: 'Québec',
      state: 'QC',
      postcode: 'G1R 4P5',
      country: 'CA',
    });
    expect(customer.billing).toMatchObject({
      email: 'billing@example.ca',
      phone: '+1 (418) 555-0100',
      postcode: '',
    });

    // A partial block keeps the fields it does not name.
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/customers/${me.id}`,
      headers: me.auth,
      payload: { shipping: { address_2: 'App. 3' } },
    });
    expect(customerResponseSchema.parse(again.json()).shipping).toMatchObject({
      address_1: '12 rue Principale',
      address_2: 'App. 3',
      postcode: 'G1R 4P5',
    });
    // The refetch sees the same.
    const refetch = await t.app.inject({
      method: 'GET',
      url: `/api/v1/customers/${me.id}`,
      headers: me.auth,
    });
    expect(customerResponseSchema.parse(refetch.json()).shipping.address_2).toBe('App. 3');
  });

  it('updates names, e-mail (with the current password) and meta_data (merged by key); the new e-mail signs in', async () => {
    const me = await createAndSignIn({
      meta_data: [
        { key: 'a', value: 1 },
        { key: 'b', value: 2 },
      ],
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/customers/${me.id}`,
      headers: me.auth,
      payload: {
        first_name: 'Zoë',
        last_name: 'Roy',
        email: 'zoe.roy@example.ca',
        current_password: 'sirop-d-erable',
        meta_data: [
          { key: 'b', value: 3 },
          { key: 'c', value: 4 },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(customerResponseSchema.parse(response.json())).toMatchObject({
      first_name: 'Zoë',
      last_name: 'Roy',
      email: 'zoe.roy@example.ca',
      meta_data: [
        { key: 'a', value: 1 },
        { key: 'b', value: 3 },
        { key: 'c', value: 4 },
      ],
    });
    expect((await signIn('zoe.roy@example.ca', 'sirop-d-erable')).id).toBe(me.id);
  });

  it.each([
    [
      'a bad postal code',
      { shipping: { postcode: 'D1A 1A1' } },
      'Please enter a valid Canadian postal code.',
    ],
    ['a country other than Canada', { billing: { country: 'US' } }, 'We ship within Canada only.'],
    ['a bad name', { first_name: 'R2-D2' }, 'Please enter a valid name: letters, spaces and hyphens only.'],
    ['an empty body', {}, 'Nothing to update.'],
  ])('refuses %s with a 400', async (_name, payload, message) => {
    const me = await createAndSignIn();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/customers/${me.id}`,
      headers: me.auth,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.message).toBe(message);
  });

  it('refuses an unknown province and an unknown field with a 400', async () => {
    const me = await createAndSignIn();
    for (const payload of [{ shipping: { state: 'ZZ' } }, { password: 'new-password-1' }]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/customers/${me.id}`,
        headers: me.auth,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('request.invalid');
    }
  });

  it('answers 409 when the new e-mail belongs to someone else', async () => {
    const me = await createAndSignIn();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/customers/${me.id}`,
      headers: me.auth,
      payload: { email: DEMO_CUSTOMER_EMAIL, current_password: 'sirop-d-erable' },
    });
    expect(response.statusCode).toBe(409);
  });

  it('keeps customers apart: B can neither read nor change A (403), and A is unchanged', async () => {
    const a = await createAndSignIn({ first_name: 'Anne' });
    const b = await createAndSignIn({ first_name: 'Bruno' });
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/customers/${a.id}`, headers: b.auth });
    const write = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/customers/${a.id}`,
      headers: b.auth,
      payload: { first_name: 'Hacked' },
    });
    for (const response of [read, write]) {
      expect(response.statusCode).toBe(403);
      expect(errorBodySchema.parse(response.json()).error).toEqual({
        code: 'auth.forbidden',
        message: 'Access denied.',
      });
    }
    const mine = await t.app.inject({ method: 'GET', url: `/api/v1/customers/${a.id}`, headers: a.auth });
    expect(customerResponseSchema.parse(mine.json()).first_name).toBe('Anne');
  });

  it('answers guests 401 and refuses a bad id with 400', async () => {
    const guestRead = await t.app.inject({ method: 'GET', url: '/api/v1/customers/1' });
    const guestWrite = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/customers/1',
      payload: { first_name: 'Guest' },
    });
    for (const response of [guestRead, guestWrite]) {
      expect(response.statusCode).toBe(401);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('auth.required');
    }
    const me = await createAndSignIn();
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/customers/abc', headers: me.auth });
    expect(bad.statusCode).toBe(400);
  });
});
