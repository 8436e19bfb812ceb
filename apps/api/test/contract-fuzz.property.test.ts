import { ADMIN_COOKIE_NAME, errorBodySchema, surveySubmitResponseSchema } from '@maplepack/api-contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { type InjectOptions } from 'light-my-request';
import { randomBytes } from 'node:crypto';
import { staff, staffSessions } from '../src/db/schema/staff';
import { tokenHash } from '../src/security/opaque-token';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';
import { orderBody, placeOrder, saveCard } from './support/checkout';
import {
  arbitraryFor,
  inputJsonSchema,
  mutate,
  mutationArbitrary,
  type JsonSchema,
} from './support/contract-arbitrary';
import { signedInCustomer } from './support/payment-customers';
import { contractOf, ROUTE_CONTRACTS, type FuzzContext, type RouteContract } from './support/route-contracts';

/*
 * Issue 11, bad input: 145 of 8,464 fuzzed requests answered 5xx (a NUL, a lone surrogate, an id
 * over 2³¹ − 1) and router errors came without the error shape. Every route the app registers is
 * fuzzed here from its contract — valid-looking requests built from the zod schemas and the shop's
 * examples, then mutated with the odd values — as a guest, signed in and with a bad token. No answer
 * may be a 5xx, and every 4xx carries { error: { code, message } }. Seeded and a fixed number of runs
 * per route, so a failure replays (fast-check prints the seed and the request).
 */

const SEED = 20_261_121;
const RUNS = Number(process.env['MAPLEPACK_FUZZ_RUNS'] ?? 50);
/** HEAD answers as GET does, without a body: a few runs show it is wired the same. */
const HEAD_RUNS = Math.max(3, Math.round(RUNS / 6));

let t: TestApp;
let context: FuzzContext;
let signedIn: Record<string, string>;
let customers = 0;
let addresses = 0;
const answers = new Map<string, number>();

/** A fresh client address per request, so the per-address limits do not hide the routes behind 429s. */
function nextAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** A signed-in customer with a card, a paid order, a plan and a survey: what examples point at. */
async function newContext(): Promise<void> {
  customers += 1;
  const email = `fuzz-${customers}@example.ca`;
  const customer = await signedInCustomer(t, email, 'Fuzz', 'Tester');
  const card = await saveCard(t, customer);
  const order = await placeOrder(t, orderBody(card, email), customer.headers);
  const plan = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions',
    headers: customer.headers,
    payload: {
      items: [{ productId: 2401, amQty: 1, pmQty: 1 }],
      stripeToken: card.card_id,
      stripeCustomer: card.customer_id,
      wooCommerceUserId: customer.id,
      shippingData: { address1: '150 Elgin Street', city: 'Ottawa', postcode: 'K2P 1L4' },
      first_name: 'Fuzz',
      last_name: 'Tester',
      email,
      orderResponseId: order.id,
    },
  });
  if (plan.statusCode !== 201) throw new Error(`plan not created: ${plan.body}`);
  const surveyId = `00000000-0000-4000-8000-${String(customers).padStart(12, '0')}`;
  const survey = await t.app.inject({
    method: 'POST',
    url: '/api/v1/survey',
    headers: { ...customer.headers, 'x-forwarded-for': nextAddress() },
    payload: { id: surveyId, value: JSON.stringify({ name: 'Fuzz', consent: true }), version: '1.5' },
  });
  surveySubmitResponseSchema.parse(survey.json());
  context = {
    customerId: customer.id,
    email,
    card,
    orderId: order.id,
    subscriptionId: (plan.json() as { id: number }).id,
    surveyId,
  };
  signedIn = customer.headers;
}

/** A route may log the customer out or change the e-mail; the next route starts signed in again. */
async function ensureSignedIn(): Promise<void> {
  const check = await t.app.inject({ method: 'POST', url: '/api/v1/token/validate', headers: signedIn });
  if (check.statusCode !== 200) await newContext();
  await ensureStaffSession();
}

/**
 * The back office's routes are fuzzed as the owner (the "customer" runs of an admin route): a session
 * row made here, as sign-in makes one, since the fixed clock lets a TOTP code sign in only once.
 */
let staffCookie = '';
async function ensureStaffSession(): Promise<void> {
  const check = await t.app.inject({
    method: 'GET',
    url: '/api/v1/admin/session',
    headers: { cookie: staffCookie },
  });
  if (check.statusCode === 200) return;
  const [owner] = await t.database.db.select().from(staff).where(eq(staff.email, 'owner@maplepack.test'));
  if (owner === undefined) throw new Error('no demo owner');
  const token = randomBytes(32).toString('base64url');
  await t.database.db.insert(staffSessions).values({
    tokenHash: tokenHash(token),
    staffId: owner.id,
    createdAt: TEST_NOW,
    lastSeenAt: TEST_NOW,
    expiresAt: new Date(TEST_NOW.getTime() + 60 * 60 * 1000),
  });
  staffCookie = `${ADMIN_COOKIE_NAME}=${token}`;
}

beforeAll(async () => {
  t = await buildTestApp({ demoStaff: true });
  await newContext();
});
afterAll(async () => {
  // MAPLEPACK_FUZZ_STATS=1 prints how often each route answered each status: how deep the runs reach.
  if (process.env['MAPLEPACK_FUZZ_STATS'] === '1') console.log(Object.fromEntries(answers));
  await t.close();
});

interface FuzzRequest {
  params: unknown;
  rawSegment: string | null;
  query: unknown;
  rawQuery: string | null;
  body: unknown;
  bodyMode: 'json' | 'none' | 'broken' | 'empty' | 'text' | 'form' | 'too-large';
  auth: 'guest' | 'customer' | 'bad-token' | 'odd-token';
  headers: Record<string, string | null>;
}

/** Path segments the router itself must answer with the error shape. */
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%ED%A0%80',
  '%C0%AF',
  '%00',
  'x'.repeat(150),
  '9'.repeat(30),
  '%F0%9F%98%80',
];
const RAW_QUERIES = ['%', 'page=%zz', 'a[b]=1', 'page=1&page=2', '=&&=', 'email=%ED%A0%80', 'slug=%00'];

/** A part of a request: a known-good example or a value generated from the part's schema. */
function partArbitrary(schema: JsonSchema | undefined, examples: readonly unknown[]): fc.Arbitrary<unknown> {
  const sources: fc.WeightedArbitrary<unknown>[] = examples.map((example) => ({
    weight: 3,
    arbitrary: fc.constant(example),
  }));
  if (schema !== undefined) sources.push({ weight: 2, arbitrary: arbitraryFor(schema) });
  if (sources.length === 0) sources.push({ weight: 1, arbitrary: fc.constant({}) });
  return fc.oneof(...sources);
}

const someMutations = fc.array(mutationArbitrary, { minLength: 1, maxLength: 3 });

/**
 * A request in one of three kinds: clean (an example or generated values, as a client would send
 * them), mutated (odd values in its path, query or body) or with an odd envelope (a path or query
 * the router must refuse, a body that is not JSON or too large, an odd header or token).
 */
function requestArbitrary(contract: RouteContract): fc.Arbitrary<FuzzRequest> {
  const examples = contract.examples?.(context) ?? [];
  const jsonSchema = (schema: RouteContract['params']) =>
    schema === undefined ? undefined : inputJsonSchema(schema);
  const pick = <K extends 'params' | 'query' | 'body'>(key: K) =>
    examples.filter((example) => example[key] !== undefined).map((example) => example[key]);
  const clean = fc.record({
    params: partArbitrary(jsonSchema(contract.params), pick('params')),
    rawSegment: fc.constant(null),
    query: partArbitrary(jsonSchema(contract.query), pick('query')),
    rawQuery: fc.constant(null),
    body: contract.rawBody
      ? partArbitrary(undefined, [...pick('body'), {}])
      : partArbitrary(jsonSchema(contract.body), pick('body')),
    bodyMode: fc.constant<FuzzRequest['bodyMode']>('json'),
    auth: fc.constantFrom<FuzzRequest['auth']>('guest', 'customer', 'customer'),
    headers: fc.constant<FuzzRequest['headers']>({}),
  });
  const mutated = fc
    .tuple(clean, fc.constantFrom('params', 'query', 'body', 'body', 'body'), someMutations)
    .map(([request, part, mutations]) => ({ ...request, [part]: mutate(request[part], mutations) }));
  const headerValues = Object.entries(contract.headers ?? {});
  const oddEnvelope = fc
    .tuple(
      clean,
      fc.option(fc.constantFrom(...RAW_SEGMENTS), { nil: null }),
      fc.option(fc.constantFrom(...RAW_QUERIES), { nil: null }),
      fc.constantFrom<FuzzRequest['bodyMode']>(
        'json',
        'none',
        'broken',
        'empty',
        'text',
        'form',
        'too-large',
      ),
      fc.constantFrom<FuzzRequest['auth']>('guest', 'customer', 'bad-token', 'odd-token'),
      fc.record(
        Object.fromEntries(
          headerValues.map(([name, values]) => [name, fc.option(fc.constantFrom(...values), { nil: null })]),
        ),
      ),
    )
    .map(([request, rawSegment, rawQuery, bodyMode, auth, headers]) => ({
      ...request,
      rawSegment,
      rawQuery,
      bodyMode,
      auth,
      headers,
    }));
  return fc.oneof(
    { weight: 3, arbitrary: clean },
    { weight: 5, arbitrary: mutated },
    { weight: 2, arbitrary: oddEnvelope },
  );
}

/** encodeURIComponent, or the bytes of a lone surrogate where it has no UTF-8 form. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function urlOf(route: string, request: FuzzRequest): string {
  const path = route.replace(/^\S+ /, '');
  const params = (
    typeof request.params === 'object' && request.params !== null ? request.params : {}
  ) as Record<string, unknown>;
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const rawFor = names.length > 0 && request.rawSegment !== null ? names[0] : undefined;
  const filled = path.replace(/:(\w+)/g, (_, name: string) =>
    name === rawFor ? (request.rawSegment ?? '') : encode(params[name] ?? 'x'),
  );
  const query =
    typeof request.query === 'object' && request.query !== null && !Array.isArray(request.query)
      ? Object.entries(request.query)
          .flatMap(([key, value]) =>
            (Array.isArray(value) ? value : [value]).map((item) => `${encode(key)}=${encode(item)}`),
          )
          .join('&')
      : `q=${encode(request.query)}`;
  const search = [query, request.rawQuery].filter((part) => part !== null && part !== '').join('&');
  return search === '' ? filled : `${filled}?${search}`;
}

function injectOptions(route: string, request: FuzzRequest): InjectOptions {
  const method = route.split(' ')[0] as InjectOptions['method'];
  const headers: Record<string, string> = { 'x-forwarded-for': nextAddress() };
  if (request.auth === 'customer') Object.assign(headers, signedIn);
  if (request.auth === 'customer' && route.includes(' /api/v1/admin'))
    Object.assign(headers, { cookie: staffCookie, 'x-maplepack-client': 'fuzz' });
  if (request.auth === 'bad-token') headers['authorization'] = 'Bearer not.a.token';
  if (request.auth === 'odd-token') headers['authorization'] = `${signedIn['authorization'] ?? ''}\u0000`;
  for (const [name, value] of Object.entries(request.headers)) if (value !== null) headers[name] = value;
  const options: InjectOptions = { method, url: urlOf(route, request), headers };
  if (method === 'GET' || method === 'HEAD' || request.bodyMode === 'none') return options;
  const json = JSON.stringify(request.body) ?? 'null';
  const payloads: Record<Exclude<FuzzRequest['bodyMode'], 'none'>, [string, string]> = {
    json: ['application/json', json],
    broken: ['application/json', json.slice(0, Math.max(1, json.length - 1))],
    empty: ['application/json', ''],
    text: ['text/plain', json],
    form: ['application/x-www-form-urlencoded', 'a=1&b=%00'],
    'too-large': [
      'application/json',
      JSON.stringify({ padding: 'x'.repeat(t.app.routeBodyLimits.get(route) ?? 0) }),
    ],
  };
  const [contentType, payload] = payloads[request.bodyMode];
  headers['content-type'] = contentType;
  return { ...options, payload };
}

/** The routes to fuzz: every mapped route, and HEAD for each GET (Fastify adds it). */
const ROUTES = Object.keys(ROUTE_CONTRACTS).flatMap((route) =>
  route.startsWith('GET ') ? [route, route.replace(/^GET /, 'HEAD ')] : [route],
);

/** One seed per route, derived from SEED and the route, so each replays alone. */
const seedOf = (route: string) =>
  [...route].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0, SEED);

describe('the contract map', () => {
  it('names every route the app registers, and no other', () => {
    const registered = [...t.app.routeBodyLimits.keys()];
    expect(registered.filter((route) => contractOf(route) === undefined)).toEqual([]);
    expect(ROUTES.filter((route) => !registered.includes(route))).toEqual([]);
  });
});

describe('fuzzing every route from its contract', () => {
  it.each(ROUTES)('%s never answers 5xx, and every error has the error shape', async (route) => {
    await ensureSignedIn();
    const contract = contractOf(route);
    if (contract === undefined) throw new Error(`${route} is not in ROUTE_CONTRACTS`);
    await fc.assert(
      fc.asyncProperty(requestArbitrary(contract), async (request) => {
        const options = injectOptions(route, request);
        const response = await t.app.inject(options);
        const answer = `${route} → ${response.statusCode}`;
        answers.set(answer, (answers.get(answer) ?? 0) + 1);
        const what = `${String(options.method)} ${String(options.url)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        if (response.statusCode >= 500) throw new Error(`5xx: ${what}`);
        if (response.statusCode >= 400 && options.method !== 'HEAD') {
          const shape = errorBodySchema.safeParse(JSON.parse(response.body || 'null'));
          if (!shape.success) throw new Error(`no error shape: ${what}`);
        }
      }),
      { seed: seedOf(route), numRuns: route.startsWith('HEAD ') ? HEAD_RUNS : RUNS },
    );
  });
});
