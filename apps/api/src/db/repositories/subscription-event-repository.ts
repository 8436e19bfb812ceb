import { count, desc, eq } from 'drizzle-orm';
import { type Db } from '../client';
import { subscriptionEvents } from '../schema/subscriptions';

export type SubscriptionEventRow = typeof subscriptionEvents.$inferSelect;
export type NewSubscriptionEvent = typeof subscriptionEvents.$inferInsert;

/**
 * A plan's history: appended, never changed (no update or delete here). Pass the transaction that
 * changes the plan as `db`, so a change and its line are written together or not at all.
 */
export class SubscriptionEventRepository {
  constructor(private readonly db: Db) {}

  async append(event: NewSubscriptionEvent): Promise<SubscriptionEventRow> {
    const [row] = await this.db.insert(subscriptionEvents).values(event).returning();
    if (row === undefined) throw new Error('subscription event insert returned no row');
    return row;
  }

  /** A page of the plan's history, newest first, and how many lines it has. */
  async page(
    subscriptionId: number,
    { limit, offset }: { limit: number; offset: number },
  ): Promise<{ items: SubscriptionEventRow[]; total: number }> {
    const items = await this.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
      .orderBy(desc(subscriptionEvents.id))
      .limit(limit)
      .offset(offset);
    const [counted] = await this.db
      .select({ total: count() })
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, subscriptionId));
    return { items, total: counted?.total ?? 0 };
  }
}
