import { staffRefundLimitCents } from '@maplepack/access';
import {
  ADMIN_ERROR_CODES,
  ADMIN_ORDER_MESSAGES,
  checkoutReceiptSchema,
  type AdminOrderListQuery,
  type AdminOrderResponse,
  type AdminOrderSummary,
  type AdminShipmentRequest,
} from '@maplepack/api-contract';
import { toDecimalString } from '@maplepack/pricing';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { type FastifyBaseLogger } from 'fastify';
import { type Mailer, type OutgoingMail } from '../../adapters/mail/interface';
import { type RefundInput, type RefundResult } from '../../adapters/payments/interface';
import { type Db } from '../../db/client';
import { tokenHash } from '../../security/opaque-token';
import { CheckoutAttemptRepository } from '../../db/repositories/checkout-attempt-repository';
import { IdempotencyRepository } from '../../db/repositories/idempotency-repository';
import {
  OrderRepository,
  type NewOrderAdjustment,
  type OrderAggregate,
} from '../../db/repositories/order-repository';
import { customers } from '../../db/schema/customers';
import { outboxEmails } from '../../db/schema/outbox';
import { orderAdjustments, orderShipments, orders } from '../../db/schema/orders';
import { staff } from '../../db/schema/staff';
import { type MailRecipient } from '../../emails/account-emails';
import { confirmationEmail } from '../../emails/order-confirmation';
import { refundEmail } from '../../emails/renewal-emails';
import { shipmentEmail } from '../../emails/shipment-email';
import { errorAnswer, type HttpAnswer } from '../http-answer';
import { toOrderResponse } from '../orders/order-response';
import { ledgerOf, UPDATE_LOCK_MS, UPDATE_SCOPE } from '../orders/order-update-service';
import { type StaffSession } from './admin-auth-service';
import { likeText, recordAudit, shopDayRange } from './audit-log';

const fullName = (block: Record<string, string>): string =>
  [block['first_name'] ?? '', block['last_name'] ?? ''].join(' ').trim();

/** Statuses of an order whose money came in and that may still ship. */
const SHIPPABLE = new Set(['processing', 'completed']);

/**
 * What may still be refunded: what each charge that paid the order has left (the same ledger as the
 * customer's own changes, services/orders/order-update-service.ts). Nothing for an unpaid order.
 */
export function refundableCents(aggregate: OrderAggregate): number {
  if (aggregate.order.datePaid === null) return 0;
  return ledgerOf(aggregate)
    .sources.filter((source) => source.reference !== '')
    .reduce((sum, source) => sum + Math.max(0, source.leftCents), 0);
}

export interface AdminOrderDeps {
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  payments: { refund(input: RefundInput): Promise<RefundResult> };
}

/** The back office's orders: search, one order's page, shipment, refunds, the confirmation again. */
export class AdminOrderService {
  constructor(
    private readonly db: Db,
    private readonly deps: AdminOrderDeps,
  ) {}

  async list(query: AdminOrderListQuery): Promise<{ orders: AdminOrderSummary[]; total: number }> {
    const conditions: SQL[] = [];
    const search = query.search?.replace(/^#/, '').trim();
    if (search !== undefined && search !== '') {
      const email = ilike(orders.billingEmail, likeText(search));
      conditions.push(/^\d{1,9}$/.test(search) ? (or(eq(orders.id, Number(search)), email) as SQL) : email);
    }
    if (query.status !== undefined) conditions.push(eq(orders.status, query.status));
    const range = shopDayRange(query.from, query.to);
    if (range.from !== undefined) conditions.push(gte(orders.createdAt, range.from));
    if (range.to !== undefined) conditions.push(lt(orders.createdAt, range.to));
    const where = conditions.length === 0 ? undefined : and(...conditions);
    const refunded =
      sql<number>`coalesce((select sum(${orderAdjustments.amountCents}) from ${orderAdjustments} where ${orderAdjustments.orderId} = ${orders.id} and ${orderAdjustments.kind} = 'refund'), 0)`.mapWith(
        Number,
      );
    const [total] = await this.db.select({ total: count() }).from(orders).where(where);
    const rows = await this.db
      .select({ order: orders, shipment: orderShipments, refunded })
      .from(orders)
      .leftJoin(orderShipments, eq(orderShipments.orderId, orders.id))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    return {
      total: total?.total ?? 0,
      orders: rows.map(({ order, shipment, refunded: refundedCents }) => ({
        id: order.id,
        status: order.status as AdminOrderSummary['status'],
        email: order.billingEmail,
        name: fullName(order.billing),
        total: toDecimalString(order.totalCents),
        date_created: order.createdAt.toISOString(),
        date_paid: order.datePaid?.toISOString() ?? null,
        shipped_at: shipment?.shippedAt.toISOString() ?? null,
        tracking_number: shipment?.trackingNumber ?? null,
        refunded_total: toDecimalString(refundedCents),
      })),
    };
  }

  async get(orderId: number): Promise<AdminOrderResponse | undefined> {
    const aggregate = await new OrderRepository(this.db).byId(orderId);
    if (aggregate === undefined) return undefined;
    const [shipment] = await this.db.select().from(orderShipments).where(eq(orderShipments.orderId, orderId));
    const refundRows = aggregate.adjustments.filter((row) => row.kind === 'refund');
    const staffIds = [...new Set(refundRows.flatMap((row) => (row.staffId === null ? [] : [row.staffId])))];
    const emails = new Map(
      staffIds.length === 0
        ? []
        : (
            await this.db
              .select({ id: staff.id, email: staff.email })
              .from(staff)
              .where(inArray(staff.id, staffIds))
          ).map((row) => [row.id, row.email] as const),
    );
    return {
      ...toOrderResponse(aggregate),
      customer: { email: aggregate.order.billingEmail, name: fullName(aggregate.order.billing) },
      shipment:
        shipment === undefined
          ? null
          : {
              carrier: shipment.carrier,
              tracking_number: shipment.trackingNumber,
              shipped_at: shipment.shippedAt.toISOString(),
            },
      refunds: refundRows.map((row) => ({
        id: row.id,
        amount: toDecimalString(row.amountCents),
        reason: row.reason,
        created_at: row.createdAt.toISOString(),
        staff_email: row.staffId === null ? null : (emails.get(row.staffId) ?? null),
      })),
      refundable: toDecimalString(refundableCents(aggregate)),
    };
  }

  private notFound(): HttpAnswer {
    return errorAnswer(404, ADMIN_ERROR_CODES.notFound, ADMIN_ORDER_MESSAGES.notFound);
  }

  /** Marks a paid order shipped (or corrects its tracking number) and tells the customer. */
  async ship(
    orderId: number,
    by: StaffSession,
    request: AdminShipmentRequest,
    ip: string,
    now: Date,
  ): Promise<HttpAnswer> {
    const found = await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (order === undefined) return 'not-found' as const;
      if (order.datePaid === null || !SHIPPABLE.has(order.status)) return 'not-shippable' as const;
      const [before] = await tx.select().from(orderShipments).where(eq(orderShipments.orderId, orderId));
      const values = {
        orderId,
        carrier: request.carrier,
        trackingNumber: request.tracking_number,
        shippedAt: before?.shippedAt ?? now,
        staffId: by.staffId,
      };
      await tx
        .insert(orderShipments)
        .values(values)
        .onConflictDoUpdate({
          target: orderShipments.orderId,
          set: { carrier: values.carrier, trackingNumber: values.trackingNumber, staffId: by.staffId },
        });
      // WooCommerce's "completed": the order is done on the shop's side once it left.
      await tx.update(orders).set({ status: 'completed', updatedAt: now }).where(eq(orders.id, orderId));
      await recordAudit(tx, {
        at: now,
        staffId: by.staffId,
        action: 'order.shipped',
        targetType: 'order',
        targetId: orderId,
        before: {
          status: order.status,
          shipment:
            before === undefined ? null : { carrier: before.carrier, tracking_number: before.trackingNumber },
        },
        after: {
          status: 'completed',
          shipment: { carrier: request.carrier, tracking_number: request.tracking_number },
        },
        ip,
      });
      return order;
    });
    if (found === 'not-found') return this.notFound();
    if (found === 'not-shippable')
      return errorAnswer(409, ADMIN_ERROR_CODES.notShippable, ADMIN_ORDER_MESSAGES.notShippable);
    await this.mail(found.customerId, found.billingEmail, found.billing, 'shipment', (to) =>
      shipmentEmail(to, this.deps.publicUrl, {
        orderId,
        carrier: request.carrier,
        trackingNumber: request.tracking_number,
      }),
    );
    return { status: 200, body: await this.get(orderId) };
  }

  /**
   * Refunds part or all of a paid order through the gateway, once per Idempotency-Key: a retry with
   * the same key and amount pays nothing more and answers the order. Refunds go to the charges that
   * paid the order, newest first, each with its own gateway key derived from the staff's key. The
   * order's change lock is held, so a customer's change and a refund never interleave.
   */
  async refund(
    orderId: number,
    by: StaffSession,
    request: { amountCents: number; reason: string; idempotencyKey: string },
    ip: string,
    now: Date,
  ): Promise<HttpAnswer> {
    const limit = staffRefundLimitCents(by.role);
    if (limit !== null && request.amountCents > limit)
      return errorAnswer(
        403,
        ADMIN_ERROR_CODES.refundOverLimit,
        ADMIN_ORDER_MESSAGES.refundOverLimit(toDecimalString(limit)),
      );
    const locks = new IdempotencyRepository(this.db);
    const key = String(orderId);
    const lockedUntil = new Date(now.getTime() + UPDATE_LOCK_MS);
    const taken =
      (await locks.claim(UPDATE_SCOPE, key, 'lock', lockedUntil)) ||
      (await locks.takeOver(UPDATE_SCOPE, key, now, lockedUntil));
    if (!taken) return errorAnswer(409, 'order.busy', ADMIN_ORDER_MESSAGES.refundInProgress);
    try {
      return await this.refundLocked(orderId, by, request, ip, now);
    } finally {
      await locks.release(UPDATE_SCOPE, key);
    }
  }

  private async refundLocked(
    orderId: number,
    by: StaffSession,
    request: { amountCents: number; reason: string; idempotencyKey: string },
    ip: string,
    now: Date,
  ): Promise<HttpAnswer> {
    const aggregate = await new OrderRepository(this.db).byId(orderId);
    if (aggregate === undefined) return this.notFound();
    const { order } = aggregate;
    // Every row of this refund carries the staff's key and the amount asked, so a retry finds what
    // was already done (and a key reused for another amount or reason is refused).
    // The key is encoded: a ':' in it must not make one key the prefix of another.
    const keyPrefix = `admin-refund:${orderId}:${encodeURIComponent(request.idempotencyKey)}:`;
    const done = aggregate.adjustments.filter(
      (row) => row.kind === 'refund' && row.idempotencyKey?.startsWith(keyPrefix) === true,
    );
    const doneCents = done.reduce((sum, row) => sum + row.amountCents, 0);
    const asked = `${keyPrefix}${request.amountCents}:`;
    if (done.some((row) => row.idempotencyKey?.startsWith(asked) !== true || row.reason !== request.reason))
      return errorAnswer(
        409,
        ADMIN_ERROR_CODES.idempotencyMismatch,
        ADMIN_ORDER_MESSAGES.idempotencyMismatch,
      );
    if (done.length > 0 && doneCents === request.amountCents)
      return { status: 200, body: await this.get(orderId) };

    const leftToRefund = request.amountCents - doneCents;
    const refundable = refundableCents(aggregate);
    if (refundable === 0)
      return errorAnswer(409, ADMIN_ERROR_CODES.notRefundable, ADMIN_ORDER_MESSAGES.notRefundable);
    if (leftToRefund > refundable)
      return errorAnswer(
        409,
        ADMIN_ERROR_CODES.refundTooLarge,
        ADMIN_ORDER_MESSAGES.refundTooLarge(toDecimalString(refundable)),
      );

    const { sources } = ledgerOf(aggregate);
    const rows: NewOrderAdjustment[] = [];
    if (!aggregate.adjustments.some((row) => row.kind === 'payment') && sources[0] !== undefined)
      rows.push({
        orderId,
        kind: 'payment',
        amountCents: sources[0].leftCents,
        totalBeforeCents: order.totalCents,
        totalAfterCents: order.totalCents,
        reference: sources[0].reference,
        createdAt: now,
      });
    let left = leftToRefund;
    let failed = false;
    for (const source of [...sources].reverse()) {
      if (left === 0) break;
      const amount = Math.min(left, source.leftCents);
      if (amount <= 0 || source.reference === '') continue;
      const idempotencyKey = `${asked}${source.reference}`;
      const result = await this.deps.payments.refund({
        chargeId: source.reference,
        amountCents: amount,
        // The amount is in the gateway's key too, so a key is never reused for another refund; the
        // staff's key is hashed, so no two keys can spell the same gateway key.
        idempotencyKey: `admin-refund-${orderId}-${tokenHash(request.idempotencyKey).slice(0, 32)}-${amount}-${source.reference}`,
      });
      if (!result.ok) {
        failed = true;
        break;
      }
      rows.push({
        orderId,
        kind: 'refund',
        amountCents: amount,
        totalBeforeCents: order.totalCents,
        totalAfterCents: order.totalCents,
        reference: result.refundId,
        chargeReference: source.reference,
        idempotencyKey,
        staffId: by.staffId,
        reason: request.reason,
        createdAt: now,
      });
      left -= amount;
    }
    const refundedNow = leftToRefund - left;
    const refundableAfter = refundable - refundedNow;
    const statusAfter = refundableAfter === 0 ? 'refunded' : order.status;
    // What moved is recorded even when a later charge's refund failed: the money did move.
    // Nothing is written when nothing was refunded (not even the original payment's row).
    if (refundedNow > 0)
      await this.db.transaction(async (tx) => {
        for (const row of rows) await tx.insert(orderAdjustments).values(row);
        if (statusAfter !== order.status)
          await tx.update(orders).set({ status: statusAfter, updatedAt: now }).where(eq(orders.id, orderId));
        await recordAudit(tx, {
          at: now,
          staffId: by.staffId,
          action: 'order.refunded',
          targetType: 'order',
          targetId: orderId,
          before: { status: order.status, refundable: toDecimalString(refundable) },
          after: {
            status: statusAfter,
            refundable: toDecimalString(refundableAfter),
            refunded: toDecimalString(refundedNow),
          },
          reason: request.reason,
          ip,
        });
      });
    if (failed) return errorAnswer(502, ADMIN_ERROR_CODES.refundFailed, ADMIN_ORDER_MESSAGES.refundFailed);
    await this.mail(order.customerId, order.billingEmail, order.billing, 'refund', (to) =>
      refundEmail(to, this.deps.publicUrl, {
        orderId,
        amountCents: request.amountCents,
        reason: request.reason,
      }),
    );
    return { status: 200, body: await this.get(orderId) };
  }

  /**
   * Sends the order's confirmation again: the checkout's receipt rendered anew, or for a renewal order
   * the receipt e-mail the outbox kept (`receipt:<order id>`), to the customer's address of today.
   */
  async resendConfirmation(orderId: number, by: StaffSession, ip: string, now: Date): Promise<HttpAnswer> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (order === undefined) return this.notFound();
    const to = await this.recipient(order.customerId, order.billingEmail, order.billing);
    const attempt = await new CheckoutAttemptRepository(this.db).byOrderId(orderId);
    const receipt = checkoutReceiptSchema.safeParse(attempt?.receipt);
    let mail: OutgoingMail | null = null;
    if (receipt.success)
      mail = await confirmationEmail(receipt.data, this.deps.publicUrl, to.language ?? 'en');
    else {
      const [kept] = await this.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.key, `receipt:${orderId}`));
      if (kept !== undefined)
        mail = {
          to: to.email,
          subject: kept.subject,
          text: kept.text,
          ...(kept.html === null ? {} : { html: kept.html }),
          ...(kept.headers === null ? {} : { headers: kept.headers }),
        };
    }
    if (mail === null) return errorAnswer(409, 'admin.no-confirmation', ADMIN_ORDER_MESSAGES.noConfirmation);
    await recordAudit(this.db, {
      at: now,
      staffId: by.staffId,
      action: 'order.confirmation-resent',
      targetType: 'order',
      targetId: orderId,
      after: { to: mail.to },
      ip,
    });
    await this.deps.mailer.send(mail);
    return { status: 200, body: { status: 200, message: ADMIN_ORDER_MESSAGES.confirmationSent } };
  }

  private async recipient(
    customerId: number | null,
    email: string,
    billing: Record<string, string>,
  ): Promise<MailRecipient> {
    if (customerId !== null) {
      const [row] = await this.db.select().from(customers).where(eq(customers.id, customerId));
      if (row !== undefined) return { email: row.email, firstName: row.firstName, language: row.language };
    }
    return { email, firstName: billing['first_name'] ?? '', language: 'en' };
  }

  /** Sends a customer e-mail after the change is stored; a mail failure is logged, never undoes it. */
  private async mail(
    customerId: number | null,
    email: string,
    billing: Record<string, string>,
    kind: string,
    build: (to: MailRecipient) => Promise<OutgoingMail>,
  ): Promise<void> {
    try {
      const sent = await this.deps.mailer.send(await build(await this.recipient(customerId, email, billing)));
      this.deps.log.info({ customerId, kind, mailId: sent.id }, 'back office e-mail sent');
    } catch (error) {
      this.deps.log.error({ customerId, kind, err: error }, 'back office e-mail failed');
    }
  }
}
