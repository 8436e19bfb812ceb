import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries for the API's inputs, read from the contract: a zod schema is turned into
 * JSON Schema (its input side) and each part of that into values that look valid, then requests are
 * mutated with the odd values that used to give 5xx (NUL, lone surrogates, 2³¹, long text, deep
 * nesting, wrong types). Used by the contract fuzz test (contract-fuzz.property.test.ts).
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  maxProperties?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** The JSON Schema of what a client sends for `schema` (transforms and pipes: their input side). */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref' }) as JsonSchema;
}

/** Values the shop's data knows, by field name, so a valid-looking request reaches past the checks. */
const FIELD_HINTS: Readonly<Record<string, fc.Arbitrary<unknown>>> = {
  email: fc.oneof(fc.constantFrom('fuzz@example.ca', 'demo@maplepack.ca', ''), fc.emailAddress()),
  postcode: fc.constantFrom('K2P 1L4', 'h2x1y4', 'X0A 0H0', 'V0T 1A0', 'A0P1A0'),
  postal_code: fc.constantFrom('K2P 1L4', 'h2x1y4', 'X0A 0H0', 'V0T 1A0'),
  state: fc.constantFrom('ON', 'qc', 'BC', 'NU'),
  province: fc.constantFrom('ON', 'QC'),
  country: fc.constantFrom('CA', 'ca'),
  product_id: fc.constantFrom(2401, 3327, 2205, 2306),
  productId: fc.constantFrom(2401, 3327, 2205, 2306),
  coupon: fc.constantFrom('welcome10', 'save5', 'shipfree', 'loyal15', 'nope'),
  code: fc.constantFrom('welcome10', 'save5', 'shipfree'),
  token: fc.constantFrom('tok_visa', 'tok_chargeDeclined', 'tok_mastercard'),
  subtotal: fc.constantFrom('35.00', '0', '12.3', '999999.99'),
  date: fc.constantFrom('2026-11-21', '2019-07-01'),
  version: fc.constant('1.5'),
  SURVEYDATE: fc.constant('2026-11-21'),
  password: fc.constantFrom('maplepack-demo', 'fuzz-password-1'),
};

/** How deep generated JSON may go through a recursive schema (customer meta values). */
const MAX_REF_DEPTH = 2;

function boundedString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 24, 24));
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern !== undefined) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern, 'u'), { size: 'xsmall' });
    } catch {
      // A pattern fast-check cannot read: any text, as the schema's length allows.
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function integerIn(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1_000, schema.exclusiveMinimum ?? -Infinity, -1_000_000);
  const max = Math.min(schema.maximum ?? 10_000, schema.exclusiveMaximum ?? Infinity, 1_000_000);
  if (min > max) return fc.constant(min);
  return fc.oneof(fc.integer({ min, max: Math.min(max, min + 100) }), fc.integer({ min, max }));
}

/** Values for `schema`, mostly valid, resolving `$ref`s against `root`. */
export function arbitraryFor(
  schema: JsonSchema,
  root: JsonSchema = schema,
  field = '',
  refDepth = 0,
): fc.Arbitrary<unknown> {
  const hint = FIELD_HINTS[field];
  if (hint !== undefined)
    return fc.oneof({ weight: 4, arbitrary: hint }, arbitraryFor(schema, root, '', refDepth));
  if (schema.$ref !== undefined) {
    const target = root.$defs?.[schema.$ref.replace('#/$defs/', '')];
    if (target === undefined || refDepth >= MAX_REF_DEPTH) return fc.constantFrom('x', 1, null);
    return arbitraryFor(target, root, field, refDepth + 1);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options !== undefined)
    return fc.oneof(...options.map((option) => arbitraryFor(option, root, field, refDepth)));
  if (schema.allOf?.[0] !== undefined) return arbitraryFor(schema.allOf[0], root, field, refDepth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return boundedString(schema);
    case 'integer':
      return integerIn(schema);
    case 'number':
      return fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}, root, '', refDepth), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object':
      return objectArbitrary(schema, root, refDepth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(schema: JsonSchema, root: JsonSchema, refDepth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  if (names.length > 0) {
    const shape = Object.fromEntries(
      names.map((name) => [name, arbitraryFor(properties[name] ?? {}, root, name, refDepth)]),
    );
    return fc.record(shape, { requiredKeys: schema.required ?? [] });
  }
  if (typeof schema.additionalProperties === 'object') {
    return fc.dictionary(
      boundedString(schema.propertyNames ?? { type: 'string', maxLength: 12 }),
      arbitraryFor(schema.additionalProperties, root, '', refDepth),
      { maxKeys: 3 },
    );
  }
  return fc.constant({});
}

const nested = (depth: number, leaf: unknown): unknown =>
  Array.from({ length: depth }).reduce<unknown>(
    (inner, _, level) => (level % 2 === 0 ? [inner] : { a: inner }),
    leaf,
  );

/** The odd values of issue 11 and their neighbours: what a mutation puts in a request. */
export const ODD_VALUES: readonly unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\udbff\u0000',
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 + 1,
  2 ** 63,
  1e308,
  -1,
  0,
  1.5,
  '2147483648',
  '99999999999999999999',
  '-1',
  '',
  ' ',
  'x'.repeat(5_000),
  'é'.repeat(3_000),
  "'; drop table customers; --",
  '{"name":"\\u0000","concerns":["\\ud800"]}',
  nested(40, 'deep'),
  nested(8, { key: 'k', value: 'v' }),
  {},
  [],
  true,
  null,
  { '\u0000': 1 },
  { constructor: { prototype: { admin: true } } },
  Array.from({ length: 200 }, (_, index) => index),
];

/** A path inside a JSON value: keys and indexes from the root. */
type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (out.length > 500) return out;
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...path, index], out));
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], out);
  return out;
}

function replaceAt(value: unknown, path: Path, replacement: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replacement(value);
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  }
  if (typeof value === 'object' && value !== null && head !== undefined) {
    const record = value as Record<string, unknown>;
    return { ...record, [head]: replaceAt(record[head], rest, replacement) };
  }
  return value;
}

/** Text PostgreSQL refuses, put inside a string a request already has. */
const ODD_TEXT = ['\u0000', '\ud800', '\udfff', 'é\u0000', '\udbff'];
/** Numbers past what an integer column or a float holds exactly. */
const BIG_NUMBERS = [2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1];

/**
 * One change to a request part: where (an index into its paths) and what. `inject-text` and
 * `big-number` aim at the part's strings and numbers, the places the old 5xx came from.
 */
export interface Mutation {
  at: number;
  kind: 'replace' | 'inject-text' | 'big-number' | 'add-key';
  odd: unknown;
  position: number;
}

export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('replace', 'replace', 'inject-text', 'inject-text', 'big-number', 'add-key'),
  odd: fc.constantFrom(...ODD_VALUES),
  position: fc.nat(),
});

function leafPaths(value: unknown, type: 'string' | 'number'): Path[] {
  return pathsOf(value).filter((path) => {
    let node: unknown = value;
    for (const key of path) node = (node as Record<string | number, unknown>)[key];
    return typeof node === type;
  });
}

/** `value` with each mutation applied in turn. */
export function mutate(value: unknown, mutations: readonly Mutation[]): unknown {
  let current = value;
  for (const mutation of mutations) {
    const aimed =
      mutation.kind === 'inject-text'
        ? leafPaths(current, 'string')
        : mutation.kind === 'big-number'
          ? leafPaths(current, 'number')
          : [];
    const paths = aimed.length > 0 ? aimed : pathsOf(current);
    const path = paths[mutation.at % paths.length] ?? [];
    current = replaceAt(current, path, (old) => {
      if (mutation.kind === 'inject-text' && typeof old === 'string') {
        const cut = mutation.position % (old.length + 1);
        return `${old.slice(0, cut)}${ODD_TEXT[mutation.position % ODD_TEXT.length] ?? ''}${old.slice(cut)}`;
      }
      if (mutation.kind === 'big-number' && typeof old === 'number') {
        return BIG_NUMBERS[mutation.position % BIG_NUMBERS.length];
      }
      if (mutation.kind === 'add-key' && typeof old === 'object' && old !== null && !Array.isArray(old)) {
        return { ...old, [`extra_${mutation.position % 7}`]: mutation.odd };
      }
      return mutation.odd;
    });
  }
  return current;
}
