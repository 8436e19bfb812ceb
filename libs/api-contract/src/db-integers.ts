import { z } from 'zod';

/**
 * The largest value of a PostgreSQL `integer` (2³¹ − 1). Ids, quantities and page numbers that
 * reach the database are bounded by it, so a bigger one is a 400, never an overflow in a query.
 */
export const DB_INT_MAX = 2_147_483_647;

const tooBig = `must be at most ${DB_INT_MAX}`;

/** A row id a client sends: a whole number from 1 to 2³¹ − 1. */
export const dbId = z.number().int().min(1, 'must be a positive id').max(DB_INT_MAX, tooBig);

/** A count or number that reaches an `integer` column: a whole number from 0 to 2³¹ − 1. */
export const dbInt = z.number().int().min(0, 'must not be negative').max(DB_INT_MAX, tooBig);
