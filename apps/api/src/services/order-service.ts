import { createHash } from 'node:crypto';
import { ORDER_MESSAGES, type OrderCreateRequest, type OrderListQuery, type OrderResponse } from '@maplepack/api-contract';
import { MIN_CHARGE_CENTS } from '../adapters/payments/interface';
import { type Db } from '../db/client';
import { IdempotencyRepository } from '../db/repositories/idempotency-repository';
import { OrderRepository } from '../db/repositories/order-repository';
import { errorAnswer, type HttpAnswer } from './http-answer';
import { type OrderPricer } from './order-pricing';
import { clientMeta, pricedColumns, pricedParts, RENEWAL_COUPONS_META_KEY, type OrderCaller, type OrderPayments, type ProfileSource } from './order-records';
import { toOrderResponse } from './order-response';
import { checkPackSafety, packRefusalMessage } from './pack-safety';

export const ORDER_CREATE_SCOPE = 'POST /api/v1/orders';
/** How long a create holds its Idempotency-Key before a retry may take the work over. */
const KEY_LOCK_MS = 60_000;
/** How long a retry waits for the first request with the same key to answer. */
const KEY_WAIT_MS = 15_000;
const KEY_POLL_MS = 25;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Orders: the caller's list, and checkout. A create prices everything on the server, re-checks the
 * pack's safety, stores the order as pending, charges the card through the payments service (its
 * provider idempotency key is the order id, so a resumed create never charges twice) and marks it
 * paid. With an Idempotency-Key, concurrent and later retries get the first answer.
 */
export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly pricer: OrderPricer,
    private readonly payments: OrderPayments,
    private readonly profiles: ProfileSource,
  ) {}

  async list(customerId: number, query: OrderListQuery): Promise<{ items: OrderResponse[]; total: number }> {
    const page = await new OrderRepository(this.db).listByCustomer(customerId, {
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    });
    return { items: page.items.map(toOrderResponse), total: page.total };
  }

  async get(id: number): Promise<OrderResponse | undefined> {
    const order = await new OrderRepository(this.db).byId(id);
    return order === undefined ? undefined : toOrderResponse(order);
  }

  async create(args: { caller: OrderCaller | null; request: OrderCreateRequest; idempotencyKey: string | null; now: Date }): Promise<HttpAnswer> {
    const { caller, request, idempotencyKey, now } = args;
    if (idempotencyKey === null) return this.createOnce(caller, request, now, null);
    const keys = new IdempotencyRepository(this.db);
    const hash = createHash('sha256').update(JSON.stringify({ caller: caller?.id ?? null, request })).digest('hex');
    let resumeOrderId: number | null = null;
    if (!(await keys.claim(ORDER_CREATE_SCOPE, idempotencyKey, hash, new Date(now.getTime() + KEY_LOCK_MS)))) {
      const waited = await this.awaitKey(keys, idempotencyKey, hash, now);
      if (waited.kind === 'answer') return waited.answer;
      resumeOrderId = waited.orderId;
    }
    const answer = await this.createOnce(caller, request, now, { key: idempotencyKey, resumeOrderId });
    await keys.complete(ORDER_CREATE_SCOPE, idempotencyKey, answer.status, answer.body);
    return answer;
  }

  /** Waits for the key's first request: its answer, or the work to take over when it stopped. */
  private async awaitKey(
    keys: IdempotencyRepository,
    key: string,
    hash: string,
    now: Date,
  ): Promise<{ kind: 'answer'; answer: HttpAnswer } | { kind: 'take-over'; orderId: number | null }> {
    for (let waited = 0; waited <= KEY_WAIT_MS; waited += KEY_POLL_MS) {
      const row = await keys.get(ORDER_CREATE_SCOPE, key);
      if (row !== undefined && row.requestHash !== hash) {
        return { kind: 'answer', answer: errorAnswer(422, 'idempotency.key-reused', ORDER_MESSAGES.idempotencyMismatch) };
      }
      if (row?.responseStatus != null) return { kind: 'answer', answer: { status: row.responseStatus, body: row.responseBody } };
      if (row !== undefined && (await keys.takeOver(ORDER_CREATE_SCOPE, key, now, new Date(now.getTime() + KEY_LOCK_MS)))) {
        const note = row.responseBody as { orderId?: unknown } | null;
        return { kind: 'take-over', orderId: typeof note?.orderId === 'number' ? note.orderId : null };
      }
      await sleep(KEY_POLL_MS);
    }
    return { kind: 'answer', answer: errorAnswer(409, 'idempotency.in-progress', ORDER_MESSAGES.idempotencyInProgress) };
  }

  private async createOnce(
    caller: OrderCaller | null,
    request: OrderCreateRequest,
    now: Date,
    idempotency: { key: string; resumeOrderId: number | null } | null,
  ): Promise<HttpAnswer> {
    const orders = new OrderRepository(this.db);
    let orderId = idempotency?.resumeOrderId ?? null;
    if (orderId === null) {
      const placed = await this.place(caller, request, now);
      if ('status' in placed) return placed;
      orderId = placed.orderId;
      if (idempotency !== null) await new IdempotencyRepository(this.db).note(ORDER_CREATE_SCOPE, idempotency.key, { orderId });
    }
    const order = await orders.byId(orderId);
    if (order === undefined) throw new Error(`order ${orderId} vanished`);
    if (order.order.setPaid || order.order.status === 'failed') return this.answerFor(orders, orderId);

    const { totalCents, paymentCustomerId, paymentMethodId } = order.order;
    let transactionId = '';
    // Totals under the provider's minimum are not charged (a coupon can bring an order there).
    if (totalCents >= MIN_CHARGE_CENTS && paymentCustomerId !== null && paymentMethodId !== null) {
      const charge = await this.payments.charge({
        providerCustomerId: paymentCustomerId,
        providerMethodId: paymentMethodId,
        amountCents: totalCents,
        description: `Maplepack order ${orderId}`,
        idempotencyKey: `order-${orderId}`,
        offSession: false,
      });
      if (!charge.ok) {
        await orders.update(orderId, { status: 'failed', updatedAt: now });
        return errorAnswer(402, charge.code, charge.message);
      }
      transactionId = charge.chargeId;
    }
    await orders.update(orderId, { status: 'processing', setPaid: true, datePaid: now, transactionId, updatedAt: now });
    return this.answerFor(orders, orderId);
  }

  private async answerFor(orders: OrderRepository, orderId: number): Promise<HttpAnswer> {
    const order = await orders.byId(orderId);
    if (order === undefined) throw new Error(`order ${orderId} vanished`);
    if (order.order.status === 'failed') return errorAnswer(402, 'payment.declined', 'Your card was declined.');
    return { status: 201, body: toOrderResponse(order) };
  }

  /** Checks, prices and stores the order as pending; an answer when it is refused. */
  private async place(caller: OrderCaller | null, request: OrderCreateRequest, now: Date): Promise<{ orderId: number } | HttpAnswer> {
    if (request.customer_id != null && request.customer_id !== 0) {
      if (caller === null) return errorAnswer(401, 'auth.required', 'Please log in to continue.');
      if (caller.id !== request.customer_id) return errorAnswer(403, 'auth.forbidden', 'Access denied.');
    }
    const email = (request.billing.email || caller?.email || '').toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return errorAnswer(400, 'request.invalid', 'Please enter a valid email.');
    const campaign = request.campaign ?? null;
    const pricing = await this.pricer.price({
      lines: request.line_items,
      couponCodes: request.coupon_lines.map((line) => line.code),
      email,
      postcode: request.shipping.postcode,
      city: request.shipping.city,
      campaign,
      now,
    });
    if (!pricing.ok) return errorAnswer(pricing.status, pricing.code, pricing.message);
    const { priced } = pricing;
    const profile = caller === null ? null : await this.profiles.latestProfileFor(caller.id);
    const safety = checkPackSafety(priced.lines, priced.products, profile);
    if (!safety.ok) {
      return errorAnswer(422, 'order.pack-unsafe', packRefusalMessage('This pack cannot be ordered:', safety.reasons), { reasons: safety.reasons });
    }

    let card: { customerId: string; methodId: string } | null = null;
    if (priced.breakdown.totalCents >= MIN_CHARGE_CENTS) {
      const details = request.payment_details;
      if (details == null) return errorAnswer(422, 'payment.required', ORDER_MESSAGES.paymentRequired);
      const owned = await this.payments.cardForCheckout({
        providerCustomerId: details.customer_id,
        providerMethodId: details.card_id,
        customerId: caller?.id ?? null,
        email,
      });
      if (!owned.ok) {
        return owned.code === 'payment.forbidden'
          ? errorAnswer(403, 'payment.forbidden', ORDER_MESSAGES.notYourCard)
          : errorAnswer(422, 'payment.card-invalid', 'The saved card was not found. Please update your card.');
      }
      card = { customerId: owned.providerCustomerId, methodId: owned.card.providerMethodId };
    }

    const meta = clientMeta(request.meta_data);
    if (priced.renewalOnly.length > 0) meta.push({ key: RENEWAL_COUPONS_META_KEY, value: priced.renewalOnly.join(',') });
    const shipping = { ...request.shipping, postcode: priced.postcode, state: priced.province };
    const orderId = await this.db.transaction((tx) =>
      new OrderRepository(tx).insert(
        {
          customerId: caller?.id ?? null,
          status: 'pending',
          campaign,
          billingEmail: email,
          billing: { ...request.billing, email },
          shipping,
          paymentMethod: request.payment_method ?? (card === null ? '' : 'stripe'),
          paymentCustomerId: card?.customerId ?? null,
          paymentMethodId: card?.methodId ?? null,
          metaData: meta,
          createdAt: now,
          updatedAt: now,
          ...pricedColumns(priced),
        },
        pricedParts(priced),
      ),
    );
    return { orderId };
  }
}
