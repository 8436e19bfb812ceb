import { ORDER_MESSAGES, type OrderUpdateRequest } from '@maplepack/api-contract';
import { MIN_CHARGE_CENTS } from '../adapters/payments/interface';
import { type Db } from '../db/client';
import { IdempotencyRepository } from '../db/repositories/idempotency-repository';
import { OrderRepository } from '../db/repositories/order-repository';
import { errorAnswer, type HttpAnswer } from './http-answer';
import { type OrderPricer } from './order-pricing';
import { modifiableUntil, toOrderResponse } from './order-response';
import {
  clientMeta,
  pricedColumns,
  pricedParts,
  RENEWAL_COUPONS_META_KEY,
  type OrderCaller,
  type OrderPayments,
  type ProfileSource,
} from './order-records';
import { checkPackSafety, packRefusalMessage } from './pack-safety';

/** The per-order mutex (a row in idempotency_keys) that serialises changes across instances. */
const UPDATE_SCOPE = 'PUT /api/v1/orders/{id}';
const UPDATE_LOCK_MS = 60_000;
export const REFUND_DUE_META_KEY = '_refund_due';

/**
 * PUT /orders/{id}: the owner changes lines, addresses or meta while the order is modifiable
 * (before date_paid + 5 days). The order is re-priced with its own coupons, on the day it was
 * paid (its coupons and tax rules). A higher total charges the difference on the order's card (a
 * difference under the provider's minimum is carried as the order's balance due, to the next charge);
 * a lower one is recorded as a refund due (the payments interface has no refund yet).
 * Changes of one order are serialised by a lock row, not a transaction: the charge is an outside
 * call and must not run while a database transaction holds locks.
 */
export class OrderUpdateService {
  constructor(
    private readonly db: Db,
    private readonly pricer: OrderPricer,
    private readonly payments: OrderPayments,
    private readonly profiles: ProfileSource,
  ) {}

  async update(args: {
    customer: OrderCaller;
    orderId: number;
    request: OrderUpdateRequest;
    now: Date;
  }): Promise<HttpAnswer> {
    const { orderId, now } = args;
    const customerId = args.customer.id;
    const orders = new OrderRepository(this.db);
    const found = await orders.byId(orderId);
    if (found === undefined) return errorAnswer(404, 'order.not-found', ORDER_MESSAGES.notFound);
    if (found.order.customerId !== customerId) return errorAnswer(403, 'auth.forbidden', 'Access denied.');
    const until = modifiableUntil(found.order.datePaid);
    if (until === null || now.getTime() >= until.getTime())
      return errorAnswer(409, 'order.not-modifiable', ORDER_MESSAGES.notModifiable);

    const locks = new IdempotencyRepository(this.db);
    const key = String(orderId);
    const lockedUntil = new Date(now.getTime() + UPDATE_LOCK_MS);
    const taken =
      (await locks.claim(UPDATE_SCOPE, key, 'lock', lockedUntil)) ||
      (await locks.takeOver(UPDATE_SCOPE, key, now, lockedUntil));
    if (!taken)
      return errorAnswer(409, 'order.busy', 'This order is being changed. Please try again in a moment.');
    try {
      return await this.apply(args);
    } finally {
      await locks.release(UPDATE_SCOPE, key);
    }
  }

  private async apply({
    customer,
    orderId,
    request,
    now,
  }: {
    customer: OrderCaller;
    orderId: number;
    request: OrderUpdateRequest;
    now: Date;
  }): Promise<HttpAnswer> {
    const customerId = customer.id;
    const orders = new OrderRepository(this.db);
    const current = await orders.byId(orderId);
    if (current === undefined) return errorAnswer(404, 'order.not-found', ORDER_MESSAGES.notFound);
    const { order } = current;
    const shipping = { ...order.shipping, ...(request.shipping ?? {}) };
    const billing = { ...order.billing, ...(request.billing ?? {}), email: order.billingEmail };
    const lines =
      request.line_items ??
      current.lines.map((line) => ({
        id: line.id,
        productId: line.productId,
        amDose: line.amDose,
        pmDose: line.pmDose,
      }));
    const pricing = await this.pricer.price({
      lines,
      couponCodes: current.coupons.map((coupon) => coupon.code),
      // The order's coupons were counted when it was placed; their own use is not held against it.
      couponCaller: { accountEmail: customer.email, user: null, alreadyCounted: true },
      postcode: shipping['postcode'] ?? '',
      city: shipping['city'] ?? '',
      campaign: order.campaign,
      now: order.datePaid ?? order.createdAt,
    });
    if (!pricing.ok) return errorAnswer(pricing.status, pricing.code, pricing.message);
    const { priced } = pricing;
    const safety = checkPackSafety(
      priced.lines,
      priced.products,
      await this.profiles.latestProfileFor(customerId),
    );
    if (!safety.ok) {
      return errorAnswer(
        422,
        'order.pack-unsafe',
        packRefusalMessage('This pack cannot be ordered:', safety.reasons),
        { reasons: safety.reasons },
      );
    }

    // What the card has paid so far: the total less what is still owed, plus any refund not yet made.
    const previousRefund = Number(
      order.metaData.find((meta) => meta.key === REFUND_DUE_META_KEY)?.value ?? 0,
    );
    const paidCents =
      order.totalCents - order.balanceDueCents + (Number.isFinite(previousRefund) ? previousRefund : 0);
    const owedCents = priced.breakdown.totalCents - paidCents;
    let transactionId = order.transactionId;
    let balanceDueCents = 0;
    if (owedCents >= MIN_CHARGE_CENTS) {
      if (order.paymentCustomerId === null || order.paymentMethodId === null) {
        return errorAnswer(422, 'payment.required', ORDER_MESSAGES.paymentRequired);
      }
      const charge = await this.payments.charge({
        providerCustomerId: order.paymentCustomerId,
        providerMethodId: order.paymentMethodId,
        amountCents: owedCents,
        description: `Maplepack order ${orderId} change`,
        idempotencyKey: `order-${orderId}-change-${order.updatedAt.getTime()}-${priced.breakdown.totalCents}`,
        offSession: false,
      });
      if (!charge.ok) return errorAnswer(402, charge.code, charge.message);
      transactionId = charge.chargeId;
    } else if (owedCents > 0) {
      // Under the provider's minimum: owed, and added to the next charge on this card, never dropped.
      balanceDueCents = owedCents;
    }
    const keep = order.metaData.filter((meta) => meta.key === RENEWAL_COUPONS_META_KEY);
    const meta = [
      ...(request.meta_data === undefined ? clientMeta(order.metaData) : clientMeta(request.meta_data)),
      ...keep,
    ];
    const refundDue = Math.max(0, -owedCents);
    if (refundDue > 0) meta.push({ key: REFUND_DUE_META_KEY, value: refundDue });
    const updatedAt = new Date(Math.max(now.getTime(), order.updatedAt.getTime() + 1));
    await this.db.transaction((tx) =>
      new OrderRepository(tx).replace(
        orderId,
        {
          shipping: { ...shipping, postcode: priced.postcode, state: priced.province },
          billing,
          metaData: meta,
          transactionId,
          updatedAt,
          ...pricedColumns(priced),
          balanceDueCents,
        },
        pricedParts(priced),
      ),
    );
    const saved = await orders.byId(orderId);
    if (saved === undefined) throw new Error(`order ${orderId} vanished`);
    return { status: 200, body: toOrderResponse(saved) };
  }
}
