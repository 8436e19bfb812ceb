import { eq, sql } from 'drizzle-orm';
import { type Db } from '../client';
import { orders } from '../schema/orders';
import { trialProgramEntries } from '../schema/trial-program';

export type TrialProgramRow = typeof trialProgramEntries.$inferSelect;

export class TrialProgramRepository {
  constructor(private readonly db: Db) {}

  async byEmail(email: string): Promise<TrialProgramRow | undefined> {
    const [row] = await this.db.select().from(trialProgramEntries).where(eq(trialProgramEntries.email, email));
    return row;
  }

  async hasOrders(email: string): Promise<boolean> {
    const [row] = await this.db.select({ one: sql<number>`1` }).from(orders).where(eq(orders.billingEmail, email)).limit(1);
    return row !== undefined;
  }

  /**
   * Marks the e-mail as having ordered, unless it already has: the conditional upsert makes two
   * concurrent requests mark it once. Returns the row when this call marked it, else undefined.
   */
  async markOrdered(email: string, at: Date): Promise<TrialProgramRow | undefined> {
    const [row] = await this.db
      .insert(trialProgramEntries)
      .values({ email, orderedAt: at })
      .onConflictDoUpdate({
        target: trialProgramEntries.email,
        set: { orderedAt: at },
        setWhere: sql`${trialProgramEntries.orderedAt} is null`,
      })
      .returning();
    return row;
  }
}
