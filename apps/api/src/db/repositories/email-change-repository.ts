import { and, eq, gt, gte, isNull, ne, sql } from 'drizzle-orm';
import { type Db } from '../client';
import { customers, emailChangeUndos, passwordResetKeys } from '../schema/customers';
import { type CustomerRow } from './customer-repository';

export type EmailChangeUndoRow = typeof emailChangeUndos.$inferSelect;

/** E-mail changes and their undo links (only a hash of each link's key is stored). */
export class EmailChangeRepository {
  constructor(private readonly db: Db) {}

  /**
   * True when `email` is the old address of another customer's change that can still be undone:
   * it stays theirs until then, so nobody can take it and make the undo fail.
   */
  async isHeldForUndo(email: string, now: Date, exceptCustomerId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: emailChangeUndos.id })
      .from(emailChangeUndos)
      .where(
        and(
          eq(emailChangeUndos.oldEmail, email),
          isNull(emailChangeUndos.usedAt),
          gt(emailChangeUndos.expiresAt, now),
          ...(exceptCustomerId === undefined ? [] : [ne(emailChangeUndos.customerId, exceptCustomerId)]),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /**
   * In one transaction: the new e-mail, a raised token version (every session ends; the caller
   * issues the current one a new token) and the undo row. A taken e-mail throws a unique violation.
   */
  async change(
    customer: CustomerRow,
    newEmail: string,
    undo: { keyHash: string; expiresAt: Date },
    now: Date,
  ): Promise<CustomerRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(customers)
        .set({ email: newEmail, tokenVersion: sql`${customers.tokenVersion} + 1`, updatedAt: now })
        .where(eq(customers.id, customer.id))
        .returning();
      if (row === undefined) throw new Error('the customer changing e-mail vanished');
      await tx.insert(emailChangeUndos).values({
        customerId: customer.id,
        keyHash: undo.keyHash,
        oldEmail: customer.email,
        newEmail,
        expiresAt: undo.expiresAt,
        createdAt: now,
      });
      return row;
    });
  }

  async byKeyHash(keyHash: string): Promise<EmailChangeUndoRow | undefined> {
    const [row] = await this.db.select().from(emailChangeUndos).where(eq(emailChangeUndos.keyHash, keyHash));
    return row;
  }

  /**
   * In one transaction: uses up the undo (if it still is unused and unexpired) and every later
   * change's undo (so whoever made them cannot undo the undo), puts the old e-mail back, sets the
   * new password, raises the token version and drops unused reset links (one may have gone to the
   * other address). False when the undo was no longer usable; nothing changes then. A taken
   * e-mail throws a unique violation.
   */
  async undo(undo: EmailChangeUndoRow, passwordHash: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const used = await tx
        .update(emailChangeUndos)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailChangeUndos.id, undo.id),
            isNull(emailChangeUndos.usedAt),
            gt(emailChangeUndos.expiresAt, now),
          ),
        )
        .returning({ id: emailChangeUndos.id });
      if (used.length !== 1) return false;
      await tx
        .update(emailChangeUndos)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailChangeUndos.customerId, undo.customerId),
            gte(emailChangeUndos.id, undo.id),
            isNull(emailChangeUndos.usedAt),
          ),
        );
      await tx
        .update(customers)
        .set({
          email: undo.oldEmail,
          passwordHash,
          tokenVersion: sql`${customers.tokenVersion} + 1`,
          updatedAt: now,
        })
        .where(eq(customers.id, undo.customerId));
      await tx
        .delete(passwordResetKeys)
        .where(and(eq(passwordResetKeys.customerId, undo.customerId), isNull(passwordResetKeys.usedAt)));
      return true;
    });
  }
}
