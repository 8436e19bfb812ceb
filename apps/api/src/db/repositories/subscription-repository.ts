import { asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { type Db } from '../client';
import { products } from '../schema/catalogue';
import {
  subscriptionEvents,
  subscriptionLines,
  subscriptionShippingLines,
  subscriptions,
} from '../schema/subscriptions';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
/**
 * A new plan as its creators write it: the lifecycle columns follow from its status and first
 * renewal date when not given (anchor day = that date's day; on hold = a trial without a card).
 */
export type NewSubscriptionInput = Omit<NewSubscription, 'anchorDay'> & { anchorDay?: number };
export type SubscriptionLineRow = typeof subscriptionLines.$inferSelect;
/** A line with its product's name, as read back. */
export type NamedSubscriptionLine = SubscriptionLineRow & { name: string };
export type SubscriptionShippingLineRow = typeof subscriptionShippingLines.$inferSelect;

/** A subscription with its lines: what the API answers. */
export interface SubscriptionAggregate {
  subscription: SubscriptionRow;
  lines: NamedSubscriptionLine[];
  shipping: SubscriptionShippingLineRow[];
}

export interface SubscriptionParts {
  lines: Omit<SubscriptionLineRow, 'id' | 'subscriptionId'>[];
  shipping: Omit<SubscriptionShippingLineRow, 'id' | 'subscriptionId'>[];
}

/** Subscriptions and their lines. Pass a transaction as `db` to write them as one. */
export class SubscriptionRepository {
  constructor(private readonly db: Db) {}

  /**
   * Inserts a new plan with its lines and the first line of its history ('started', by the
   * customer, on its start date). Pass a transaction as `db` to write them as one.
   */
  async insert(values: NewSubscriptionInput, parts: SubscriptionParts): Promise<number> {
    const trial = values.status === 'on-hold';
    const nextPaymentDate = values.nextPaymentDate ?? null;
    const complete: NewSubscription = {
      ...values,
      anchorDay: values.anchorDay ?? Number((nextPaymentDate ?? values.startDate).slice(8, 10)),
      holdReason: values.holdReason ?? (trial ? 'trial' : null),
      cardOnFile: values.cardOnFile ?? !trial,
    };
    const [row] = await this.db.insert(subscriptions).values(complete).returning({ id: subscriptions.id });
    if (row === undefined) throw new Error('subscription insert returned no row');
    await this.insertParts(row.id, parts);
    if (nextPaymentDate !== null) {
      await this.db.insert(subscriptionEvents).values({
        subscriptionId: row.id,
        actor: 'customer',
        actorCustomerId: values.customerId,
        kind: 'started',
        day: values.startDate,
        entry: {
          on: values.startDate,
          by: 'customer',
          kind: 'started',
          status: trial ? 'on-hold' : 'active',
          nextPaymentDate,
        },
        ...(values.createdAt === undefined ? {} : { createdAt: values.createdAt }),
      });
    }
    return row.id;
  }

  /** Writes columns of the plan (its lifecycle, its card) without touching its lines. */
  async update(id: number, values: Partial<NewSubscription>): Promise<void> {
    await this.db.update(subscriptions).set(values).where(eq(subscriptions.id, id));
  }

  /** Replaces the shipping line's amount (an address change re-prices shipping, not the lines). */
  async setShippingTotal(id: number, totalCents: number): Promise<void> {
    await this.db
      .update(subscriptionShippingLines)
      .set({ totalCents })
      .where(eq(subscriptionShippingLines.subscriptionId, id));
  }

  async replace(id: number, values: Partial<NewSubscription>, parts: SubscriptionParts): Promise<void> {
    await this.db.update(subscriptions).set(values).where(eq(subscriptions.id, id));
    await this.db.delete(subscriptionLines).where(eq(subscriptionLines.subscriptionId, id));
    await this.db.delete(subscriptionShippingLines).where(eq(subscriptionShippingLines.subscriptionId, id));
    await this.insertParts(id, parts);
  }

  private async insertParts(subscriptionId: number, parts: SubscriptionParts): Promise<void> {
    if (parts.lines.length > 0) {
      await this.db
        .insert(subscriptionLines)
        .values(parts.lines.map((line) => ({ ...line, subscriptionId })));
    }
    if (parts.shipping.length > 0) {
      await this.db
        .insert(subscriptionShippingLines)
        .values(parts.shipping.map((line) => ({ ...line, subscriptionId })));
    }
  }

  /** The row locked until the surrounding transaction ends (SELECT … FOR UPDATE). */
  async lock(id: number): Promise<SubscriptionRow | undefined> {
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    return row;
  }

  async byId(id: number): Promise<SubscriptionAggregate | undefined> {
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    if (row === undefined) return undefined;
    const [aggregate] = await this.withChildren([row]);
    return aggregate;
  }

  /** The customer's subscriptions, newest first. */
  async listByCustomer(customerId: number): Promise<SubscriptionAggregate[]> {
    const rows = await this.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, customerId))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
    return this.withChildren(rows);
  }

  private async withChildren(rows: SubscriptionRow[]): Promise<SubscriptionAggregate[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const lines = await this.db
      .select({ ...getTableColumns(subscriptionLines), name: products.name })
      .from(subscriptionLines)
      .innerJoin(products, eq(products.id, subscriptionLines.productId))
      .where(inArray(subscriptionLines.subscriptionId, ids))
      .orderBy(asc(subscriptionLines.id));
    const shipping = await this.db
      .select()
      .from(subscriptionShippingLines)
      .where(inArray(subscriptionShippingLines.subscriptionId, ids))
      .orderBy(asc(subscriptionShippingLines.id));
    return rows.map((subscription) => ({
      subscription,
      lines: lines.filter((line) => line.subscriptionId === subscription.id),
      shipping: shipping.filter((line) => line.subscriptionId === subscription.id),
    }));
  }
}
