import { z } from 'zod';

/**
 * A whole number sent in a query string. Query values arrive as text; a typed client may pass a
 * number. '' and '1.5' are refused rather than read as 0 or 1.
 */
export const queryInteger = z.union([
  z.number().int(),
  z.string().regex(/^\d+$/, 'expected a whole number').transform(Number),
]);

/** A yes/no flag in a query string ('true' / 'false', or a boolean from a typed client). */
export const queryBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((text) => text === 'true'),
]);

/** An e-mail address: trimmed and lower-cased, so one person is one key. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Please enter a valid email.' }).max(254));
