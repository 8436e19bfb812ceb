import { errorBodySchema } from '@maplepack/api-contract';
import { customers } from '../../src/db/schema/customers';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { doses, orderBody, OTTAWA, saveCard } from '../support/checkout';
import { inputJsonSchema, type JsonSchema } from '../support/contract-arbitrary';
import { signedInCustomer } from '../support/payment-customers';
import { ROUTE_CONTRACTS } from '../support/route-contracts';
import { eq } from 'drizzle-orm';

/*
 * Issue 11, unbounded input: one customer grew its own record to 38 MB through meta_data (entries
 * merge by key, values were any JSON of any size, and every body could be 1 MiB), slowing everyone.
 * Bodies are now limited per route to what real clients send (413 with the error shape), meta_data
 * is bounded in keys, count and value size, and every string, array and object a route reads has a
 * bound in the contract.
 */

const KIB = 1024;
const DB_INT_MAX = 2_147_483_647;

let t: TestApp;
let ann: { id: number; headers: Record<string, string> };
beforeAll(async () => {
  t = await buildTestApp();
  ann = await signedInCustomer(t, 'ann@example.ca');
});
afterAll(() => t.close());

let nextAddress = 1;
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `192.0.2.${nextAddress++ % 250}`,
      ...headers,
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const errorOf = (response: { statusCode: number; body: string }, status: number) => {
  expect({ status: response.statusCode, body: response.body.slice(0, 300) }).toMatchObject({ status });
  return errorBodySchema.parse(JSON.parse(response.body)).error;
};
/** A JSON body of exactly `bytes` bytes. */
const bodyOf = (bytes: number) => `{"padding":"${'x'.repeat(bytes - '{"padding":""}'.length)}"}`;

describe('body limits per route', () => {
  it.each([
    ['POST', '/api/v1/token', 4 * KIB],
    ['POST', '/api/v1/reset-pass', 4 * KIB],
    ['POST', '/api/v1/shipping-rate', 4 * KIB],
    ['POST', '/api/v1/coupons/validate', 32 * KIB],
    ['POST', '/api/v1/mailchimp', 16 * KIB],
    ['POST', '/api/v3/newsletter', 16 * KIB],
    ['PUT', '/api/v1/customers/{ann}', 64 * KIB],
    ['POST', '/api/v1/orders', 64 * KIB],
    ['PUT', '/api/v1/subscriptions/1', 64 * KIB],
    ['POST', '/api/v1/survey', 256 * KIB],
  ] as const)(
    '%s %s takes %d bytes and answers 413 with the error shape beyond',
    async (method, path, limit) => {
      const url = path.replace('{ann}', String(ann.id));
      const atLimit = await send(method, url, bodyOf(limit), ann.headers);
      expect(atLimit.statusCode).not.toBe(413);
      const error = errorOf(await send(method, url, bodyOf(limit + 1), ann.headers), 413);
      expect(error.code).toBe('request.too-large');
    },
  );

  it('gives every route that reads a body at most 64 KiB, but the survey, the Stripe webhook and the catalogue staff edit', () => {
    const limits = [...t.app.routeBodyLimits].filter(([route]) => /^(POST|PUT|PATCH|DELETE) /.test(route));
    expect(limits.length).toBeGreaterThan(20);
    // The back office's product (two long descriptions in two languages) and coupon (hundreds of product,
    // category and e-mail rules) forms; staff only, behind two-factor sign-in (apps/api/src/http/body-limits.ts).
    const exceptions = {
      'POST /api/v1/survey': 256 * KIB,
      'POST /api/v1/stripe/webhook': 1024 * KIB,
      'PUT /api/v1/admin/products/:id': 256 * KIB,
      'POST /api/v1/admin/coupons': 128 * KIB,
      'PUT /api/v1/admin/coupons/:id': 128 * KIB,
      // A whole content page in one language (the privacy policy is the longest).
      'PUT /api/v1/admin/content/:slug/:lang': 512 * KIB,
    };
    for (const [route, limit] of limits) {
      expect({ route, limit }).toEqual({
        route,
        limit: route in exceptions ? exceptions[route as keyof typeof exceptions] : expect.any(Number),
      });
      if (!(route in exceptions)) expect({ route, limit: limit <= 64 * KIB }).toEqual({ route, limit: true });
    }
  });

  it('still takes the largest bodies the web app and the CLI send', async () => {
    const card = await saveCard(t, ann);
    const largestOrder = orderBody(card, 'ann@example.ca', {
      line_items: Array.from({ length: 100 }, () => ({
        product_id: 2401,
        quantity: 2,
        price: '3.50',
        subtotal: '7.00',
        total: '7.00',
        meta_data: doses(1, 1),
      })),
      billing: { ...OTTAWA, company: 'C'.repeat(100), address_2: 'A'.repeat(200), email: 'ann@example.ca' },
      shipping: { ...OTTAWA, company: 'C'.repeat(100), address_2: 'A'.repeat(200), phone: '613-555-0100' },
      coupon_lines: Array.from({ length: 20 }, (_, index) => ({ code: `code-${index}`.padEnd(100, 'x') })),
      meta_data: Array.from({ length: 20 }, (_, index) => ({ key: `note_${index}`, value: 'é'.repeat(500) })),
    });
    expect((await send('POST', '/api/v1/orders', largestOrder, ann.headers)).statusCode).not.toBe(413);
    const answers = Object.fromEntries(
      Array.from({ length: 14 }, (_, index) => [`note_${index}`, 'Réponse "longue" '.repeat(117)]),
    );
    const survey = {
      id: '2f1c5e1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
      value: JSON.stringify(answers),
      version: '1.5',
    };
    expect(survey.value.length).toBeGreaterThan(31_000);
    expect(survey.value.length).toBeLessThanOrEqual(32_000);
    expect((await send('POST', '/api/v1/survey', survey)).statusCode).not.toBe(413);
  });
});

describe("a customer's meta_data", () => {
  const put = (payload: unknown) => send('PUT', `/api/v1/customers/${ann.id}`, payload, ann.headers);
  const metaBytes = async () => {
    const [row] = await t.database.db
      .select({ metaData: customers.metaData })
      .from(customers)
      .where(eq(customers.id, ann.id));
    return JSON.stringify(row?.metaData ?? []).length;
  };

  it.each([
    ['a value longer than 1000 characters as JSON', [{ key: 'k', value: 'x'.repeat(1001) }]],
    [
      'an object value longer than 1000 characters',
      [{ key: 'k', value: { a: 'x'.repeat(600), b: 'y'.repeat(600) } }],
    ],
    ['a value nested deeper than 4 levels', [{ key: 'k', value: [[[[['deep']]]]] }]],
    ['an array of more than 50 items', [{ key: 'k', value: Array.from({ length: 51 }, () => 1) }]],
    ['a key longer than 100 characters', [{ key: 'k'.repeat(101), value: 1 }]],
    ['more than 50 entries', Array.from({ length: 51 }, (_, index) => ({ key: `k${index}`, value: index }))],
  ])('refuses %s with a 400', async (_, metaData) => {
    const error = errorOf(await put({ meta_data: metaData }), 400);
    expect(error).toEqual({ code: 'request.invalid', message: expect.stringMatching(/meta_data/) });
  });

  it('refuses the same at sign-up', async () => {
    const response = await send('POST', '/api/v1/customers', {
      first_name: 'Zoe',
      last_name: 'Ray',
      email: 'zoe@example.ca',
      password: 'zoe-password-1',
      meta_data: [{ key: 'k', value: 'x'.repeat(5_000) }],
    });
    expect(errorOf(response, 400).message).toMatch(/^meta_data\[0\]\.value/);
  });

  it('cannot grow past 50 keys by merging, so the record stays small', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 12; round += 1) {
      const batch = Array.from({ length: 10 }, (_, index) => ({
        key: `grow_${round}_${index}`,
        value: 'v'.repeat(990),
      }));
      const response = await put({ meta_data: batch });
      statuses.push(response.statusCode);
      if (response.statusCode !== 200)
        expect(errorOf(response, 422)).toEqual({
          code: 'customer.meta-data-full',
          message: 'An account holds at most 50 meta_data keys.',
        });
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 422, 422, 422, 422, 422, 422, 422]);
    // Changing a key it holds is still allowed once full.
    expect((await put({ meta_data: [{ key: 'grow_0_0', value: 'changed' }] })).statusCode).toBe(200);
    expect(await metaBytes()).toBeLessThan(64 * KIB);
  });

  it('lets a record stored past the limit change its keys but not add one', async () => {
    const bob = await signedInCustomer(t, 'bob@example.ca', 'Bob', 'Ray');
    const legacy = Array.from({ length: 60 }, (_, index) => ({ key: `old_${index}`, value: index }));
    await t.database.db.update(customers).set({ metaData: legacy }).where(eq(customers.id, bob.id));
    const putBob = (metaData: unknown) =>
      send('PUT', `/api/v1/customers/${bob.id}`, { meta_data: metaData }, bob.headers);
    expect((await putBob([{ key: 'old_1', value: 'new' }])).statusCode).toBe(200);
    expect(errorOf(await putBob([{ key: 'brand_new', value: 1 }]), 422).code).toBe('customer.meta-data-full');
  });
});

describe("an order's and a plan's meta_data", () => {
  it('refuses more than 20 entries and a value over 500 characters', async () => {
    const card = await saveCard(t, ann);
    const tooMany = Array.from({ length: 21 }, (_, index) => ({ key: `k${index}`, value: index }));
    const many = await send(
      'POST',
      '/api/v1/orders',
      orderBody(card, 'ann@example.ca', { meta_data: tooMany }),
      ann.headers,
    );
    expect(errorOf(many, 400).message).toMatch(/^meta_data/);
    const long = [{ key: '_wc_acof_4', value: 'Dr. '.padEnd(501, 'x') }];
    const tooLong = await send(
      'POST',
      '/api/v1/orders',
      orderBody(card, 'ann@example.ca', { meta_data: long }),
      ann.headers,
    );
    expect(errorOf(tooLong, 400).message).toMatch(/^meta_data\[0\]\.value/);
  });
});

/** Where a schema lets a client send something of any size: strings, arrays, objects, integers. */
function unboundedParts(
  schema: JsonSchema,
  root: JsonSchema,
  path: string,
  seen = new Set<string>(),
): string[] {
  if (schema.$ref !== undefined) {
    if (seen.has(schema.$ref)) return [];
    const target = root.$defs?.[schema.$ref.replace('#/$defs/', '')] ?? {};
    return unboundedParts(target, root, path, new Set([...seen, schema.$ref]));
  }
  const options = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (options.length > 0) return options.flatMap((option) => unboundedParts(option, root, path, seen));
  if (schema.const !== undefined || schema.enum !== undefined) return [];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      // A pattern with no open-ended repeat (+, *, {n,}) outside its character classes bounds the length.
      const repeats = schema.pattern?.replace(/\[(?:\\.|[^\]])*\]/g, 'C').replace(/\\./g, 'E');
      const boundedPattern = repeats !== undefined && !/[+*]|\{\d+,\}/.test(repeats);
      return schema.maxLength !== undefined || boundedPattern
        ? []
        : [`${path}: string without a length limit`];
    }
    case 'integer':
      return (schema.maximum ?? Infinity) <= DB_INT_MAX && (schema.minimum ?? -Infinity) >= -DB_INT_MAX - 1
        ? []
        : [`${path}: integer beyond the database's integer`];
    case 'array':
      return [
        ...(schema.maxItems === undefined ? [`${path}: array without a count limit`] : []),
        ...unboundedParts(schema.items ?? {}, root, `${path}[]`, seen),
      ];
    case 'object': {
      const properties = Object.entries(schema.properties ?? {}).flatMap(([key, value]) =>
        unboundedParts(value, root, `${path}.${key}`, seen),
      );
      const extra = schema.additionalProperties;
      if (typeof extra !== 'object') return properties;
      return [
        ...properties,
        ...(schema.maxProperties === undefined ? [`${path}: object without a key limit`] : []),
        ...unboundedParts(schema.propertyNames ?? { type: 'string' }, root, `${path}{key}`, seen),
        ...unboundedParts(extra, root, `${path}{}`, seen),
      ];
    }
    case 'number':
    case 'boolean':
    case 'null':
      return [];
    default:
      return [`${path}: any value`];
  }
}

describe('the contract of every route', () => {
  it('bounds every string, array, object and integer a route reads', () => {
    const unbounded = Object.entries(ROUTE_CONTRACTS).flatMap(([route, contract]) =>
      (['params', 'query', 'body'] as const).flatMap((part) => {
        const schema = contract[part];
        if (schema === undefined) return [];
        const json = inputJsonSchema(schema);
        return unboundedParts(json, json, `${route} ${part}`);
      }),
    );
    expect(unbounded).toEqual([]);
  });
});
