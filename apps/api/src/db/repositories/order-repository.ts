import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { type Db } from '../client';
import {
  orderAdjustments,
  orderCouponLines,
  orderLines,
  orderShippingLines,
  orderTaxLines,
  orders,
} from '../schema/orders';
import { paymentMethods } from '../schema/payments';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderCouponLineRow = typeof orderCouponLines.$inferSelect;
export type OrderShippingLineRow = typeof orderShippingLines.$inferSelect;
export type OrderTaxLineRow = typeof orderTaxLines.$inferSelect;
export type OrderAdjustmentRow = typeof orderAdjustments.$inferSelect;
export type NewOrderAdjustment = typeof orderAdjustments.$inferInsert;

type Child<T> = Omit<T, 'id' | 'orderId'>;

/** An order with its lines: what the API answers. */
export interface OrderAggregate {
  order: OrderRow;
  lines: OrderLineRow[];
  coupons: OrderCouponLineRow[];
  shipping: OrderShippingLineRow[];
  taxes: OrderTaxLineRow[];
  /** Money moved by changes after payment, oldest first (the original payment included). */
  adjustments: OrderAdjustmentRow[];
  /** The saved card the order was paid with, when it is still on file. */
  card: { brand: string; last4: string } | null;
}

/** Everything priced about an order: replaced as one on create and on update. */
export interface OrderPricedParts {
  lines: Child<OrderLineRow>[];
  coupons: Child<OrderCouponLineRow>[];
  shipping: Child<OrderShippingLineRow>[];
  taxes: Child<OrderTaxLineRow>[];
}

/** Orders and their child lines. Pass a transaction as `db` to write several tables as one. */
export class OrderRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewOrder, parts: OrderPricedParts): Promise<number> {
    const [row] = await this.db.insert(orders).values(values).returning({ id: orders.id });
    if (row === undefined) throw new Error('order insert returned no row');
    await this.insertParts(row.id, parts);
    return row.id;
  }

  /** Replaces the priced children and updates the order's columns. */
  async replace(id: number, values: Partial<NewOrder>, parts: OrderPricedParts): Promise<void> {
    await this.db.update(orders).set(values).where(eq(orders.id, id));
    await this.db.delete(orderLines).where(eq(orderLines.orderId, id));
    await this.db.delete(orderCouponLines).where(eq(orderCouponLines.orderId, id));
    await this.db.delete(orderShippingLines).where(eq(orderShippingLines.orderId, id));
    await this.db.delete(orderTaxLines).where(eq(orderTaxLines.orderId, id));
    await this.insertParts(id, parts);
  }

  async update(id: number, values: Partial<NewOrder>): Promise<void> {
    await this.db.update(orders).set(values).where(eq(orders.id, id));
  }

  private async insertParts(orderId: number, parts: OrderPricedParts): Promise<void> {
    const withOrder = <T>(rows: T[]) => rows.map((row) => ({ ...row, orderId }));
    if (parts.lines.length > 0) await this.db.insert(orderLines).values(withOrder(parts.lines));
    if (parts.coupons.length > 0) await this.db.insert(orderCouponLines).values(withOrder(parts.coupons));
    if (parts.shipping.length > 0) await this.db.insert(orderShippingLines).values(withOrder(parts.shipping));
    if (parts.taxes.length > 0) await this.db.insert(orderTaxLines).values(withOrder(parts.taxes));
  }

  /** The order row locked until the surrounding transaction ends (SELECT … FOR UPDATE). */
  async lock(id: number): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id)).for('update');
    return row;
  }

  async byId(id: number): Promise<OrderAggregate | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id));
    if (row === undefined) return undefined;
    const [aggregate] = await this.withChildren([row]);
    return aggregate;
  }

  /** One page of a customer's orders, newest first, and how many they have. */
  async listByCustomer(
    customerId: number,
    page: { limit: number; offset: number },
  ): Promise<{ items: OrderAggregate[]; total: number }> {
    const where = eq(orders.customerId, customerId);
    const [totalRow] = await this.db.select({ total: count() }).from(orders).where(where);
    const rows = await this.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset);
    return { items: await this.withChildren(rows), total: totalRow?.total ?? 0 };
  }

  /** The renewal order of a subscription's billing period (unique per subscription and period). */
  async renewalOrder(subscriptionId: number, period: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.subscriptionId, subscriptionId), eq(orders.renewalPeriod, period)));
    return row;
  }

  /** Appends a money movement to the order's ledger (never changed afterwards). */
  async addAdjustment(adjustment: NewOrderAdjustment): Promise<OrderAdjustmentRow> {
    const [row] = await this.db.insert(orderAdjustments).values(adjustment).returning();
    if (row === undefined) throw new Error('order adjustment insert returned no row');
    return row;
  }

  async adjustments(orderId: number): Promise<OrderAdjustmentRow[]> {
    return this.db
      .select()
      .from(orderAdjustments)
      .where(eq(orderAdjustments.orderId, orderId))
      .orderBy(asc(orderAdjustments.id));
  }

  /** Whether the customer has a paid order with this id (a subscription's parent). */
  async paidOrderOf(customerId: number, orderId: number): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId), eq(orders.setPaid, true)));
    return row;
  }

  private async withChildren(rows: OrderRow[]): Promise<OrderAggregate[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const methodIds = rows.flatMap((row) => (row.paymentMethodId === null ? [] : [row.paymentMethodId]));
    const cards =
      methodIds.length === 0
        ? []
        : await this.db
            .select({
              providerMethodId: paymentMethods.providerMethodId,
              brand: paymentMethods.brand,
              last4: paymentMethods.last4,
            })
            .from(paymentMethods)
            .where(inArray(paymentMethods.providerMethodId, methodIds));
    const adjustments = await this.db
      .select()
      .from(orderAdjustments)
      .where(inArray(orderAdjustments.orderId, ids))
      .orderBy(asc(orderAdjustments.id));
    const [lines, coupons, shipping, taxes] = [
      await this.db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, ids))
        .orderBy(asc(orderLines.id)),
      await this.db
        .select()
        .from(orderCouponLines)
        .where(inArray(orderCouponLines.orderId, ids))
        .orderBy(asc(orderCouponLines.id)),
      await this.db
        .select()
        .from(orderShippingLines)
        .where(inArray(orderShippingLines.orderId, ids))
        .orderBy(asc(orderShippingLines.id)),
      await this.db
        .select()
        .from(orderTaxLines)
        .where(inArray(orderTaxLines.orderId, ids))
        .orderBy(asc(orderTaxLines.id)),
    ];
    return rows.map((order) => ({
      order,
      lines: lines.filter((line) => line.orderId === order.id),
      coupons: coupons.filter((line) => line.orderId === order.id),
      shipping: shipping.filter((line) => line.orderId === order.id),
      taxes: taxes.filter((line) => line.orderId === order.id),
      adjustments: adjustments.filter((line) => line.orderId === order.id),
      card: (() => {
        const found = cards.find((card) => card.providerMethodId === order.paymentMethodId);
        return found === undefined ? null : { brand: found.brand, last4: found.last4 };
      })(),
    }));
  }
}
