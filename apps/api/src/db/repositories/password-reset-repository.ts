import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Db } from '../client';
import { customers, passwordResetKeys } from '../schema/customers';

export type PasswordResetKeyRow = typeof passwordResetKeys.$inferSelect;

export class PasswordResetRepository {
  constructor(private readonly db: Db) {}

  /** Stores a new key (its hash only), first dropping the customer's unused ones: the newest link wins. */
  async replace(customerId: number, keyHash: string, expiresAt: Date, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(passwordResetKeys)
        .where(and(eq(passwordResetKeys.customerId, customerId), isNull(passwordResetKeys.usedAt)));
      await tx.insert(passwordResetKeys).values({ customerId, keyHash, expiresAt, createdAt: now });
    });
  }

  async byKeyHash(keyHash: string): Promise<PasswordResetKeyRow | undefined> {
    const [row] = await this.db
      .select()
      .from(passwordResetKeys)
      .where(eq(passwordResetKeys.keyHash, keyHash));
    return row;
  }

  /**
   * In one transaction: marks the key used if it still is unused and unexpired, sets the new password
   * and raises the token version (every earlier token stops working). False when the key was no
   * longer usable (another request won the race); nothing changes then.
   */
  async consumeAndSetPassword(
    keyId: number,
    customerId: number,
    passwordHash: string,
    now: Date,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const used = await tx
        .update(passwordResetKeys)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetKeys.id, keyId),
            eq(passwordResetKeys.customerId, customerId),
            isNull(passwordResetKeys.usedAt),
            gt(passwordResetKeys.expiresAt, now),
          ),
        )
        .returning({ id: passwordResetKeys.id });
      if (used.length !== 1) return false;
      await tx
        .update(customers)
        .set({ passwordHash, tokenVersion: sql`${customers.tokenVersion} + 1`, updatedAt: now })
        .where(eq(customers.id, customerId));
      return true;
    });
  }
}
