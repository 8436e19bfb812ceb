import {
  ORDER_CHANGE_MESSAGES,
  ORDER_MESSAGES,
  type OrderChangePreview,
  type OrderSettlementKind,
  type OrderUpdateRequest,
} from '@maplepack/api-contract';
import { formatRatePercent, toDecimalString } from '@maplepack/pricing';
import { MIN_CHARGE_CENTS, type RefundInput, type RefundResult } from '../../adapters/payments/interface';
import { eq } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { orderShipments } from '../../db/schema/orders';
import { IdempotencyRepository } from '../../db/repositories/idempotency-repository';
import {
  OrderRepository,
  type NewOrderAdjustment,
  type OrderAggregate,
} from '../../db/repositories/order-repository';
import { orderChangedEmail } from '../../emails/account-emails';
import { type AccountMail } from '../accounts/account-mail';
import { errorAnswer, type HttpAnswer } from '../http-answer';
import { type OrderPricer } from './order-pricing';
import { modifiableUntil, toOrderResponse } from './order-response';
import { type PricedOrder } from './order-pricing';
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

/**
 * The per-order mutex (a row in idempotency_keys) that serialises changes across instances; the
 * back office's refunds take the same one (services/admin/admin-order-service.ts).
 */
export const UPDATE_SCOPE = 'PUT /api/v1/orders/{id}';
export const UPDATE_LOCK_MS = 60_000;
/** Orders changed before issue 13 may still carry a refund owed in this meta key (cents). */
export const REFUND_DUE_META_KEY = '_refund_due';

/** The refunds a change may make: the gateway's. */
export type OrderRefunds = { refund(input: RefundInput): Promise<RefundResult> };

type Planned =
  | { answer: HttpAnswer }
  | {
      priced: PricedOrder;
      safety: ReturnType<typeof checkPackSafety>;
      shipping: Record<string, string>;
      paidCents: number;
      sources: Source[];
      owedCents: number;
    };

type Caller = { customer: OrderCaller; orderId: number; request: OrderUpdateRequest; now: Date };

/** One charge that paid the order, and what is left of it to refund. */
export interface Source {
  reference: string;
  leftCents: number;
}

/**
 * What the order's card has paid and which charges paid it: the original payment (the total less
 * what was left due, plus a legacy `_refund_due`), then each change's charge, less each refund.
 */
export function ledgerOf({ order, adjustments }: OrderAggregate): { paidCents: number; sources: Source[] } {
  const legacyRefund = Number(order.metaData.find((meta) => meta.key === REFUND_DUE_META_KEY)?.value ?? 0);
  const payment = adjustments.find((row) => row.kind === 'payment');
  const sources: Source[] = [
    {
      reference: payment?.reference ?? order.transactionId,
      leftCents:
        payment?.amountCents ??
        order.totalCents - order.balanceDueCents + (Number.isFinite(legacyRefund) ? legacyRefund : 0),
    },
  ];
  for (const row of adjustments) {
    if (row.kind === 'charge') sources.push({ reference: row.reference, leftCents: row.amountCents });
    if (row.kind === 'refund') {
      const source = sources.find((one) => one.reference === row.chargeReference);
      if (source !== undefined) source.leftCents -= row.amountCents;
    }
  }
  return { paidCents: sources.reduce((sum, source) => sum + source.leftCents, 0), sources };
}

/** What a new total does to the money: charge, refund, a balance under the minimum, or nothing. */
function settlementOf(owedCents: number): { kind: OrderSettlementKind; cents: number } {
  if (owedCents >= MIN_CHARGE_CENTS) return { kind: 'charge', cents: owedCents };
  if (owedCents > 0) return { kind: 'balance-due', cents: owedCents };
  if (owedCents < 0) return { kind: 'refund', cents: -owedCents };
  return { kind: 'none', cents: 0 };
}

/**
 * PUT /orders/{id} and POST /orders/{id}/preview: the owner changes lines, addresses or meta while
 * the order is modifiable (before date_paid + 5 days). The order is re-priced with its own coupons,
 * on the day it was paid (its coupons and tax rules). A higher total charges the difference on the
 * order's card (under the provider's minimum it is carried as the order's balance due, to the next
 * charge); a lower one is refunded through the gateway to the charges that paid it, newest first.
 * Every money movement is a row of `order_adjustments` (issue 13); no `_refund_due` is left.
 * Changes of one order are serialised by a lock row, not a transaction: the charge and the refund
 * are outside calls and must not run while a database transaction holds locks.
 */
export class OrderUpdateService {
  constructor(
    private readonly db: Db,
    private readonly pricer: OrderPricer,
    private readonly payments: OrderPayments & OrderRefunds,
    private readonly profiles: ProfileSource,
    private readonly mail?: AccountMail,
  ) {}

  /** The owner's modifiable order, or the refusal (404, 403, 409 when the window closed). */
  private async modifiable(
    customerId: number,
    orderId: number,
    now: Date,
  ): Promise<{ answer: HttpAnswer } | { found: OrderAggregate; until: Date }> {
    const found = await new OrderRepository(this.db).byId(orderId);
    if (found === undefined) return { answer: errorAnswer(404, 'order.not-found', ORDER_MESSAGES.notFound) };
    if (found.order.customerId !== customerId)
      return { answer: errorAnswer(403, 'auth.forbidden', 'Access denied.') };
    const until = modifiableUntil(found.order.datePaid);
    if (until === null || now.getTime() >= until.getTime())
      return { answer: errorAnswer(409, 'order.not-modifiable', ORDER_MESSAGES.notModifiable) };
    // Staff took it from here (issue 18): a shipped pack cannot change, and after a refund by staff
    // a re-priced total would charge the refunded money again.
    if (found.adjustments.some((row) => row.staffId !== null) || (await this.isShipped(orderId)))
      return { answer: errorAnswer(409, 'order.not-modifiable', ORDER_MESSAGES.notModifiable) };
    return { found, until };
  }

  private async isShipped(orderId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ orderId: orderShipments.orderId })
      .from(orderShipments)
      .where(eq(orderShipments.orderId, orderId));
    return row !== undefined;
  }

  async update(args: Caller): Promise<HttpAnswer> {
    const { orderId, now } = args;
    const checked = await this.modifiable(args.customer.id, orderId, now);
    if ('answer' in checked) return checked.answer;

    const locks = new IdempotencyRepository(this.db);
    const key = String(orderId);
    const lockedUntil = new Date(now.getTime() + UPDATE_LOCK_MS);
    const taken =
      (await locks.claim(UPDATE_SCOPE, key, 'lock', lockedUntil)) ||
      (await locks.takeOver(UPDATE_SCOPE, key, now, lockedUntil));
    if (!taken) return errorAnswer(409, 'order.busy', ORDER_CHANGE_MESSAGES.busy);
    try {
      return await this.apply(args);
    } finally {
      await locks.release(UPDATE_SCOPE, key);
    }
  }

  /** The change priced and checked, with what it would do to the money; nothing is written. */
  async preview(args: Caller): Promise<HttpAnswer> {
    const checked = await this.modifiable(args.customer.id, args.orderId, args.now);
    if ('answer' in checked) return checked.answer;
    const planned = await this.plan(args, checked.found);
    if ('answer' in planned) return planned.answer;
    const { priced, safety, owedCents, paidCents } = planned;
    const settlement = settlementOf(owedCents);
    const { breakdown } = priced;
    const body: OrderChangePreview = {
      order_id: args.orderId,
      date_modifiable_until: checked.until.toISOString(),
      lines: priced.lines.map((line) => ({
        product_id: line.productId,
        name: line.name,
        am_dose: line.amDose,
        pm_dose: line.pmDose,
        quantity: line.quantity,
        price: toDecimalString(line.unitPriceCents),
        subtotal: toDecimalString(line.subtotalCents),
        total: toDecimalString(line.totalCents),
      })),
      coupon_lines: priced.applied.map((coupon) => ({
        code: coupon.code,
        discount: toDecimalString(coupon.discountCents),
      })),
      subtotal: toDecimalString(breakdown.subtotalCents),
      discount_total: toDecimalString(breakdown.discountCents),
      shipping_total: toDecimalString(breakdown.shippingCents),
      tax_lines: breakdown.taxLines.map((line) => ({
        label: line.name,
        rate_percent: formatRatePercent(line.ratePpm),
        tax_total: toDecimalString(line.amountCents),
      })),
      total_tax: toDecimalString(breakdown.taxCents),
      total: toDecimalString(breakdown.totalCents),
      current_total: toDecimalString(checked.found.order.totalCents),
      paid: toDecimalString(paidCents),
      difference: { kind: settlement.kind, amount: toDecimalString(settlement.cents) },
      safety: safety.ok ? { ok: true, reasons: [] } : { ok: false, reasons: safety.reasons },
    };
    return { status: 200, body };
  }

  /** Prices the change on the order's own terms and checks the pack; answers what the card owes. */
  private async plan({ customer, request }: Caller, current: OrderAggregate): Promise<Planned> {
    const { order } = current;
    const shipping = { ...order.shipping, ...(request.shipping ?? {}) };
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
    if (!pricing.ok) return { answer: errorAnswer(pricing.status, pricing.code, pricing.message) };
    const { priced } = pricing;
    const safety = checkPackSafety(
      priced.lines,
      priced.products,
      await this.profiles.latestProfileFor(customer.id),
    );
    const { paidCents, sources } = ledgerOf(current);
    return {
      priced,
      safety,
      shipping,
      paidCents,
      sources,
      owedCents: priced.breakdown.totalCents - paidCents,
    };
  }

  private async apply(args: Caller): Promise<HttpAnswer> {
    const { orderId, request, now } = args;
    const orders = new OrderRepository(this.db);
    const current = await orders.byId(orderId);
    if (current === undefined) return errorAnswer(404, 'order.not-found', ORDER_MESSAGES.notFound);
    const { order } = current;
    const planned = await this.plan(args, current);
    if ('answer' in planned) return planned.answer;
    const { priced, safety, shipping, sources, owedCents } = planned;
    if (!safety.ok) {
      return errorAnswer(
        422,
        'order.pack-unsafe',
        packRefusalMessage('This pack cannot be ordered:', safety.reasons),
        { reasons: safety.reasons },
      );
    }
    const billing = { ...order.billing, ...(request.billing ?? {}), email: order.billingEmail };
    const totalAfter = priced.breakdown.totalCents;
    const stamp = order.updatedAt.getTime();
    const ledger: NewOrderAdjustment[] = [];
    const entry = (
      kind: NewOrderAdjustment['kind'],
      amountCents: number,
      extra: Partial<NewOrderAdjustment> = {},
    ) =>
      ledger.push({
        orderId,
        kind,
        amountCents,
        totalBeforeCents: order.totalCents,
        totalAfterCents: totalAfter,
        createdAt: now,
        ...extra,
      });
    // The original payment, written once, so later refunds know what each charge paid.
    if (!current.adjustments.some((row) => row.kind === 'payment') && sources[0] !== undefined)
      entry('payment', sources[0].leftCents, {
        reference: sources[0].reference,
        totalAfterCents: order.totalCents,
      });

    const settlement = settlementOf(owedCents);
    let transactionId = order.transactionId;
    let balanceDueCents = 0;
    if (settlement.kind === 'charge') {
      if (order.paymentCustomerId === null || order.paymentMethodId === null) {
        return errorAnswer(422, 'payment.required', ORDER_MESSAGES.paymentRequired);
      }
      const idempotencyKey = `order-${orderId}-change-${stamp}-${totalAfter}`;
      const charge = await this.payments.charge({
        providerCustomerId: order.paymentCustomerId,
        providerMethodId: order.paymentMethodId,
        amountCents: settlement.cents,
        description: `Maplepack order ${orderId} change`,
        idempotencyKey,
        offSession: false,
      });
      if (!charge.ok) return errorAnswer(402, charge.code, charge.message);
      transactionId = charge.chargeId;
      entry('charge', settlement.cents, { reference: charge.chargeId, idempotencyKey });
    } else if (settlement.kind === 'balance-due') {
      // Under the provider's minimum: owed, and added to the next charge on this card, never dropped.
      balanceDueCents = settlement.cents;
      entry('balance-due', settlement.cents);
    } else if (settlement.kind === 'refund') {
      const refused = await this.refund(orderId, stamp, settlement.cents, sources, entry);
      if (refused !== null) {
        // Refunds already made stay recorded (the money moved); the order itself is not changed.
        if (ledger.length > 0) for (const row of ledger) await orders.addAdjustment(row);
        return refused;
      }
    }

    const keep = order.metaData.filter((meta) => meta.key === RENEWAL_COUPONS_META_KEY);
    const meta = [
      ...(request.meta_data === undefined ? clientMeta(order.metaData) : clientMeta(request.meta_data)),
      ...keep,
    ].filter((item) => item.key !== REFUND_DUE_META_KEY);
    const updatedAt = new Date(Math.max(now.getTime(), stamp + 1));
    await this.db.transaction(async (tx) => {
      const repository = new OrderRepository(tx);
      await repository.replace(
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
      );
      for (const row of ledger) await repository.addAdjustment(row);
    });
    const saved = await orders.byId(orderId);
    if (saved === undefined) throw new Error(`order ${orderId} vanished`);
    const body = toOrderResponse(saved);
    if (this.mail !== undefined && (settlement.kind !== 'none' || request.line_items !== undefined)) {
      const mail = this.mail;
      await mail.send(args.customer.id, 'order-changed', (to) =>
        orderChangedEmail(
          to,
          { id: orderId, total: body.total },
          { kind: settlement.kind, amount: toDecimalString(settlement.cents) },
          saved.card,
          mail.publicUrl,
        ),
      );
    }
    return { status: 200, body };
  }

  /** Refunds `cents` to the charges that paid the order, newest first; a refusal answers 503. */
  private async refund(
    orderId: number,
    stamp: number,
    cents: number,
    sources: readonly Source[],
    entry: (kind: 'refund', amountCents: number, extra: Partial<NewOrderAdjustment>) => void,
  ): Promise<HttpAnswer | null> {
    let left = cents;
    for (const source of [...sources].reverse()) {
      if (left === 0) break;
      const amount = Math.min(left, source.leftCents);
      if (amount <= 0 || source.reference === '') continue;
      const idempotencyKey = `order-${orderId}-refund-${stamp}-${source.reference}`;
      const result = await this.payments.refund({
        chargeId: source.reference,
        amountCents: amount,
        idempotencyKey,
      });
      if (!result.ok) return errorAnswer(503, 'payment.refund-failed', ORDER_CHANGE_MESSAGES.refundFailed);
      entry('refund', amount, {
        reference: result.refundId,
        chargeReference: source.reference,
        idempotencyKey,
      });
      left -= amount;
    }
    return left === 0 ? null : errorAnswer(503, 'payment.refund-failed', ORDER_CHANGE_MESSAGES.refundFailed);
  }
}
