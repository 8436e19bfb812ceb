import { z } from 'zod';
import { safeLine, safeString } from './safe-text';

/**
 * Bounds of the `meta_data` a client may send (issue 11: one customer grew its record to 38 MB).
 * A customer's entries are merged by key, so the count bounds what is stored, not only one request.
 */
export const META_DATA_LIMITS = {
  /** Entries in one request, and entries a customer may hold after merging. */
  customerEntries: 50,
  /** Entries of an order or a plan (they are replaced, not merged). */
  orderEntries: 20,
  keyChars: 100,
  /** A customer meta value as JSON text (`JSON.stringify`), whatever its shape. */
  customerValueJsonChars: 1000,
  /** An order or plan meta value is a string, a number, a boolean or null. */
  orderValueChars: 500,
  /** Items of an array and keys of an object inside a customer meta value. */
  valueItems: 50,
  /** Levels of arrays and objects inside a customer meta value. */
  valueDepth: 4,
} as const;

export const metaKeySchema = safeLine(META_DATA_LIMITS.keyChars).min(1);

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

const jsonValueSchema: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    safeString(META_DATA_LIMITS.customerValueJsonChars),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(jsonValueSchema).max(META_DATA_LIMITS.valueItems),
    z
      .record(safeString(META_DATA_LIMITS.keyChars), jsonValueSchema)
      .refine(
        (object) => Object.keys(object).length <= META_DATA_LIMITS.valueItems,
        `A meta_data value may hold at most ${META_DATA_LIMITS.valueItems} keys.`,
      )
      .meta({ maxProperties: META_DATA_LIMITS.valueItems }),
  ]),
);

function depthOf(value: JsonValue): number {
  if (typeof value !== 'object' || value === null) return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + children.reduce<number>((deepest, child) => Math.max(deepest, depthOf(child)), 0);
}

/** A customer meta value: any JSON, at most 4 levels deep and 1000 characters written out. */
export const customerMetaValueSchema = jsonValueSchema
  .refine(
    (value) => depthOf(value) <= META_DATA_LIMITS.valueDepth,
    `A meta_data value may nest at most ${META_DATA_LIMITS.valueDepth} levels.`,
  )
  .refine(
    (value) => JSON.stringify(value).length <= META_DATA_LIMITS.customerValueJsonChars,
    `A meta_data value may be at most ${META_DATA_LIMITS.customerValueJsonChars} characters as JSON.`,
  );

/** WooCommerce's customer meta_data entries; an `id` a client echoes back is dropped. */
export const metaDataSchema = z
  .array(z.object({ key: metaKeySchema, value: customerMetaValueSchema }))
  .max(META_DATA_LIMITS.customerEntries);
