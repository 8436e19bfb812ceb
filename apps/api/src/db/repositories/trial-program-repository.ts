import { and, eq, ne, notInArray, or, sql } from 'drizzle-orm';
import { type Db } from '../client';
import { orders } from '../schema/orders';
import { trialProgramEntries } from '../schema/trial-program';

export type TrialProgramRow = typeof trialProgramEntries.$inferSelect;

/** Orders that never happened (declined, abandoned) do not use up a first order. */
const UNPLACED_STATUSES = ['failed', 'cancelled'];

export class TrialProgramRepository {
  constructor(private readonly db: Db) {}

  async byEmail(email: string): Promise<TrialProgramRow | undefined> {
    const [row] = await this.db
      .select()
      .from(trialProgramEntries)
      .where(eq(trialProgramEntries.email, email));
    return row;
  }

  /** Whether the e-mail (or the account, when given) has an order other than `exceptOrderId`. */
  async hasOrders(email: string, customerId: number | null, exceptOrderId?: number): Promise<boolean> {
    const whose =
      customerId === null
        ? eq(orders.billingEmail, email)
        : or(eq(orders.billingEmail, email), eq(orders.customerId, customerId));
    const [row] = await this.db
      .select({ one: sql<number>`1` })
      .from(orders)
      .where(
        and(
          whose,
          notInArray(orders.status, UNPLACED_STATUSES),
          exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /**
   * Marks the e-mail's trial as used by `orderId`, unless it already is: the conditional upsert
   * lets one of two concurrent orders mark it. Runs in the transaction that stores the order.
   * True when this call marked it.
   */
  async claim(email: string, orderId: number, at: Date): Promise<boolean> {
    const rows = await this.db
      .insert(trialProgramEntries)
      .values({ email, orderedAt: at, orderId })
      .onConflictDoUpdate({
        target: trialProgramEntries.email,
        set: { orderedAt: at, orderId },
        setWhere: sql`${trialProgramEntries.orderedAt} is null`,
      })
      .returning({ id: trialProgramEntries.id });
    return rows.length === 1;
  }

  /** Gives the trial back when its order was never paid (declined, abandoned). */
  async release(orderId: number): Promise<void> {
    await this.db
      .update(trialProgramEntries)
      .set({ orderedAt: null, orderId: null })
      .where(eq(trialProgramEntries.orderId, orderId));
  }
}
