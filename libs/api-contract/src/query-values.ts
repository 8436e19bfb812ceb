import { z } from 'zod';
import { DB_INT_MAX, dbInt } from './db-integers';

/**
 * A whole number sent in a query string or a path: 0 to 2³¹ − 1, the database's integer. Query
 * values arrive as text; a typed client may pass a number. '' and '1.5' are refused rather than
 * read as 0 or 1, and '2147483648' rather than overflow a query.
 */
export const queryInteger = z.union([
  dbInt,
  z
    .string()
    .regex(/^\d+$/, 'expected a whole number')
    .max(10, `must be at most ${DB_INT_MAX}`)
    .transform(Number)
    .pipe(z.number().max(DB_INT_MAX, `must be at most ${DB_INT_MAX}`)),
]);

/** A yes/no flag in a query string ('true' / 'false', or a boolean from a typed client). */
export const queryBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((text) => text === 'true'),
]);

/** An e-mail address: trimmed and lower-cased, so one person is one key. */
export const emailSchema = z
  .string()
  .max(320, 'Please enter a valid email.')
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Please enter a valid email.' }).max(254));
