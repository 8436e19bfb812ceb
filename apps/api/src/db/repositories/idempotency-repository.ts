import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { type Db } from '../client';
import { idempotencyKeys } from '../schema/idempotency';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Idempotency keys of unsafe requests. The primary key (scope, key) makes the claim atomic on
 * PGlite and PostgreSQL alike: of concurrent claims exactly one inserts the row.
 */
export class IdempotencyRepository {
  constructor(private readonly db: Db) {}

  /** Inserts the key locked until `lockedUntil`; true when this call took it. */
  async claim(scope: string, key: string, requestHash: string, lockedUntil: Date): Promise<boolean> {
    const rows = await this.db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash, lockedUntil })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return rows.length === 1;
  }

  /**
   * Takes over a key whose holder stopped before answering (its lock ran out): true when this
   * call took it. The conditional update lets only one of several waiters win.
   */
  async takeOver(scope: string, key: string, now: Date, lockedUntil: Date): Promise<boolean> {
    const rows = await this.db
      .update(idempotencyKeys)
      .set({ lockedUntil })
      .where(
        and(
          eq(idempotencyKeys.scope, scope),
          eq(idempotencyKeys.key, key),
          isNull(idempotencyKeys.responseStatus),
          or(isNull(idempotencyKeys.lockedUntil), lt(idempotencyKeys.lockedUntil, now)),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return rows.length === 1;
  }

  async get(scope: string, key: string): Promise<IdempotencyRow | undefined> {
    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return row;
  }

  /** Remembers work in progress (e.g. the order id) so a takeover resumes instead of redoing it. */
  async note(scope: string, key: string, body: unknown): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({ responseBody: body })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  }

  async complete(scope: string, key: string, status: number, body: unknown): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({ responseStatus: status, responseBody: body, lockedUntil: null })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  }

  /** Frees a key used as a lock. */
  async release(scope: string, key: string): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  }
}
