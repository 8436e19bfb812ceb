import { and, eq } from 'drizzle-orm';
import { type Db } from '../client';
import { idempotencyKeys } from '../schema/idempotency';

/** The idempotency scope of the test gateway's charges (apart from the HTTP routes' scopes). */
export const TEST_CHARGE_SCOPE = 'test-gateway:charge';

export interface StoredTestCharge {
  requestHash: string;
  body: unknown;
}

/**
 * The test gateway's charge ledger, kept in idempotency_keys: one row per idempotency key, holding
 * the charge's parameters and its result, so a retried key answers the first result.
 */
export class TestChargeRepository {
  constructor(private readonly db: Db) {}

  /** Records the charge unless the key is taken; answers what is stored under the key either way. */
  async recordOnce(
    key: string,
    requestHash: string,
    body: unknown,
    status: number,
  ): Promise<StoredTestCharge> {
    await this.db
      .insert(idempotencyKeys)
      .values({ scope: TEST_CHARGE_SCOPE, key, requestHash, responseStatus: status, responseBody: body })
      .onConflictDoNothing();
    const [row] = await this.db
      .select({ requestHash: idempotencyKeys.requestHash, body: idempotencyKeys.responseBody })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, TEST_CHARGE_SCOPE), eq(idempotencyKeys.key, key)));
    if (row === undefined) throw new Error('test charge vanished after insert');
    return row;
  }

  /** The charge recorded under `key`, if any. */
  async byKey(key: string): Promise<StoredTestCharge | undefined> {
    const [row] = await this.db
      .select({ requestHash: idempotencyKeys.requestHash, body: idempotencyKeys.responseBody })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, TEST_CHARGE_SCOPE), eq(idempotencyKeys.key, key)));
    return row;
  }

  /** Every recorded charge, oldest first (for tests and support). */
  async all(): Promise<{ key: string; body: unknown }[]> {
    return await this.db
      .select({ key: idempotencyKeys.key, body: idempotencyKeys.responseBody })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, TEST_CHARGE_SCOPE))
      .orderBy(idempotencyKeys.createdAt);
  }
}
