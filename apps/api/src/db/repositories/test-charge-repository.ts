import { and, eq, sql } from 'drizzle-orm';
import { type Db } from '../client';
import { idempotencyKeys } from '../schema/idempotency';

/** The idempotency scope of the test gateway's charges (apart from the HTTP routes' scopes). */
export const TEST_CHARGE_SCOPE = 'test-gateway:charge';
/** Charges of the test gateway waiting for (or past) the test authentication step, by their test_pi_ id. */
export const TEST_INTENT_SCOPE = 'test-gateway:intent';
/** Cards set up for off-session charges by an authenticated first charge, by their test_pm_ id. */
export const TEST_SETUP_SCOPE = 'test-gateway:setup';
/** The test gateway's SetupIntents (the account's card form), by their test_seti_ id. */
export const TEST_SETUP_INTENT_SCOPE = 'test-gateway:setup-intent';
/** The test gateway's refunds, by their idempotency key. */
export const TEST_REFUND_SCOPE = 'test-gateway:refund';

export interface StoredTestCharge {
  requestHash: string;
  body: unknown;
}

const where = (scope: string, key: string) =>
  and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/**
 * The test gateway's ledgers, kept in idempotency_keys: one row per charge idempotency key (the
 * charge's parameters and result, so a retried key answers the first result), one per charge
 * waiting for the test authentication step, and one per card set up for off-session charges.
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
    return this.recordOnceIn(TEST_CHARGE_SCOPE, key, requestHash, body, status);
  }

  async recordOnceIn(
    scope: string,
    key: string,
    requestHash: string,
    body: unknown,
    status: number,
  ): Promise<StoredTestCharge> {
    await this.db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash, responseStatus: status, responseBody: body })
      .onConflictDoNothing();
    const row = await this.byKeyIn(scope, key);
    if (row === undefined) throw new Error('test charge vanished after insert');
    return row;
  }

  /** The charge recorded under `key`, if any. */
  async byKey(key: string): Promise<StoredTestCharge | undefined> {
    return this.byKeyIn(TEST_CHARGE_SCOPE, key);
  }

  async byKeyIn(scope: string, key: string): Promise<StoredTestCharge | undefined> {
    const [row] = await this.db
      .select({ requestHash: idempotencyKeys.requestHash, body: idempotencyKeys.responseBody })
      .from(idempotencyKeys)
      .where(where(scope, key));
    return row;
  }

  /**
   * Replaces the body of a row whose body's `status` is still `fromStatus`: true when this call
   * changed it (of an authentication and a cancellation racing, one decides).
   */
  async transition(scope: string, key: string, fromStatus: string, body: unknown): Promise<boolean> {
    const rows = await this.db
      .update(idempotencyKeys)
      .set({ responseBody: body })
      .where(and(where(scope, key), sql`${idempotencyKeys.responseBody} ->> 'status' = ${fromStatus}`))
      .returning({ key: idempotencyKeys.key });
    return rows.length === 1;
  }

  /** Replaces the body stored under a charge key (a charge decided by its authentication). */
  async settle(key: string, body: unknown, status: number): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({ responseBody: body, responseStatus: status })
      .where(where(TEST_CHARGE_SCOPE, key));
  }

  /** The charge that went through with the provider id `chargeId` (its parameters are the body). */
  async succeededCharge(chargeId: string): Promise<StoredTestCharge | undefined> {
    const [row] = await this.db
      .select({ requestHash: idempotencyKeys.requestHash, body: idempotencyKeys.responseBody })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.scope, TEST_CHARGE_SCOPE),
          sql`${idempotencyKeys.responseBody} -> 'result' ->> 'chargeId' = ${chargeId}`,
          sql`${idempotencyKeys.responseBody} -> 'result' ->> 'ok' = 'true'`,
        ),
      );
    return row;
  }

  /** Every row of a scope, oldest first. */
  async allIn(scope: string): Promise<{ key: string; body: unknown }[]> {
    return await this.db
      .select({ key: idempotencyKeys.key, body: idempotencyKeys.responseBody })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, scope))
      .orderBy(idempotencyKeys.createdAt);
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
