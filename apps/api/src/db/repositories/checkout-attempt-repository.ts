import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { type Db } from '../client';
import { checkoutAttempts } from '../schema/checkout';

export type CheckoutAttemptRow = typeof checkoutAttempts.$inferSelect;
export type CheckoutAttemptChanges = Partial<Omit<typeof checkoutAttempts.$inferInsert, 'id' | 'key'>>;

export interface NewCheckoutAttempt {
  key: string;
  requestHash: string;
  callerId: number | null;
  email: string;
  firstName: string;
  lastName: string;
}

/** Free, or held by a request or pass that stopped before it let go. */
const unlocked = (now: Date) =>
  or(isNull(checkoutAttempts.lockedUntil), lt(checkoutAttempts.lockedUntil, now));

/**
 * Checkout attempts, one per Idempotency-Key. A request works on an attempt only while it holds
 * its lock (`locked_until`): taken by one atomic statement, so of two requests with the same key
 * one works and the other is told the attempt is busy, on PGlite and PostgreSQL alike.
 */
export class CheckoutAttemptRepository {
  constructor(private readonly db: Db) {}

  /**
   * Creates the attempt locked, or locks the existing one when no one holds it. Answers the row
   * when this call holds the lock, or null when someone else does.
   */
  async claim(attempt: NewCheckoutAttempt, now: Date, lockedUntil: Date): Promise<CheckoutAttemptRow | null> {
    const [row] = await this.db
      .insert(checkoutAttempts)
      .values({ ...attempt, lockedUntil, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: checkoutAttempts.key,
        set: { lockedUntil },
        setWhere: unlocked(now),
      })
      .returning();
    return row ?? null;
  }

  /** Locks an attempt by id for the reconciliation; null when someone holds it. */
  async lock(id: number, now: Date, lockedUntil: Date): Promise<CheckoutAttemptRow | null> {
    const [row] = await this.db
      .update(checkoutAttempts)
      .set({ lockedUntil })
      .where(and(eq(checkoutAttempts.id, id), unlocked(now)))
      .returning();
    return row ?? null;
  }

  async release(id: number): Promise<void> {
    await this.db.update(checkoutAttempts).set({ lockedUntil: null }).where(eq(checkoutAttempts.id, id));
  }

  async byKey(key: string): Promise<CheckoutAttemptRow | undefined> {
    const [row] = await this.db.select().from(checkoutAttempts).where(eq(checkoutAttempts.key, key));
    return row;
  }

  async byId(id: number): Promise<CheckoutAttemptRow | undefined> {
    const [row] = await this.db.select().from(checkoutAttempts).where(eq(checkoutAttempts.id, id));
    return row;
  }

  /** The attempt paying for `orderId`, if a checkout placed it. */
  async byOrderId(orderId: number): Promise<CheckoutAttemptRow | undefined> {
    const [row] = await this.db.select().from(checkoutAttempts).where(eq(checkoutAttempts.orderId, orderId));
    return row;
  }

  /** The customer's latest completed attempt (their latest purchase or plan change). */
  async latestCompletedOf(customerId: number): Promise<CheckoutAttemptRow | undefined> {
    const [row] = await this.db
      .select()
      .from(checkoutAttempts)
      .where(and(eq(checkoutAttempts.customerId, customerId), eq(checkoutAttempts.status, 'completed')))
      .orderBy(desc(checkoutAttempts.completedAt), desc(checkoutAttempts.id))
      .limit(1);
    return row;
  }

  async update(id: number, changes: CheckoutAttemptChanges): Promise<CheckoutAttemptRow> {
    const [row] = await this.db
      .update(checkoutAttempts)
      .set(changes)
      .where(eq(checkoutAttempts.id, id))
      .returning();
    if (row === undefined) throw new Error(`checkout attempt ${id} vanished`);
    return row;
  }

  /** Completed attempts whose confirmation e-mail was never sent (a crash or a mail outage). */
  async unmailed(before: Date, limit: number): Promise<CheckoutAttemptRow[]> {
    return this.db
      .select()
      .from(checkoutAttempts)
      .where(
        and(
          eq(checkoutAttempts.status, 'completed'),
          isNull(checkoutAttempts.confirmationSentAt),
          lt(checkoutAttempts.updatedAt, before),
        ),
      )
      .orderBy(checkoutAttempts.id)
      .limit(limit);
  }

  /** Takes an unmailed attempt for one sender: true when this call moved its `updated_at` first. */
  async claimMailing(id: number, seenUpdatedAt: Date, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(checkoutAttempts)
      .set({ updatedAt: now })
      .where(
        and(
          eq(checkoutAttempts.id, id),
          eq(checkoutAttempts.updatedAt, seenUpdatedAt),
          isNull(checkoutAttempts.confirmationSentAt),
        ),
      )
      .returning({ id: checkoutAttempts.id });
    return rows.length === 1;
  }
}
