import { createHash } from 'node:crypto';
import {
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  type OrderCreateRequest,
  type OrderListQuery,
  type OrderResponse,
} from '@maplepack/api-contract';
import { type Db } from '../../db/client';
import { IdempotencyRepository } from '../../db/repositories/idempotency-repository';
import { OrderRepository } from '../../db/repositories/order-repository';
import { type CardAttempt, type CardTestingGuard } from './card-testing-guard';
import { errorAnswer, type HttpAnswer } from '../http-answer';
import { type OrderPlacement } from './order-placement';
import { type OrderCaller, type OrderPayments } from './order-records';
import { toOrderResponse } from './order-response';
import { type OrderSettlement } from './order-settlement';

export const ORDER_CREATE_SCOPE = 'POST /api/v1/orders';
/** The provider idempotency key of an order's first charge: a resumed create never charges twice. */
export const orderChargeKey = (orderId: number): string => `order-${orderId}`;
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
    private readonly placement: OrderPlacement,
    private readonly settlement: OrderSettlement,
    private readonly payments: OrderPayments,
    private readonly guard: CardTestingGuard,
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

  async create(args: {
    caller: OrderCaller | null;
    request: OrderCreateRequest;
    idempotencyKey: string | null;
    clientIp: string;
    /** The guest surveys the caller's browser made (signed cookie): a guest's pack is checked against the newest. */
    guestSurveys?: readonly string[];
    now: Date;
  }): Promise<HttpAnswer> {
    const { caller, request, idempotencyKey, now } = args;
    const attempt: CardAttempt = {
      ip: args.clientIp,
      email: (caller?.email ?? request.billing.email).toLowerCase(),
    };
    const guestSurveys = args.guestSurveys ?? [];
    if (idempotencyKey === null) return this.createOnce(caller, request, attempt, now, null, guestSurveys);
    const keys = new IdempotencyRepository(this.db);
    const hash = createHash('sha256')
      .update(JSON.stringify({ caller: caller?.id ?? null, request }))
      .digest('hex');
    let resumeOrderId: number | null = null;
    if (
      !(await keys.claim(ORDER_CREATE_SCOPE, idempotencyKey, hash, new Date(now.getTime() + KEY_LOCK_MS)))
    ) {
      const waited = await this.awaitKey(keys, idempotencyKey, hash, now);
      if (waited.kind === 'answer') return waited.answer;
      resumeOrderId = waited.orderId;
    }
    const answer = await this.createOnce(
      caller,
      request,
      attempt,
      now,
      {
        key: idempotencyKey,
        resumeOrderId,
      },
      guestSurveys,
    );
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
        return {
          kind: 'answer',
          answer: errorAnswer(422, 'idempotency.key-reused', ORDER_MESSAGES.idempotencyMismatch),
        };
      }
      if (row?.responseStatus != null)
        return { kind: 'answer', answer: { status: row.responseStatus, body: row.responseBody } };
      if (
        row !== undefined &&
        (await keys.takeOver(ORDER_CREATE_SCOPE, key, now, new Date(now.getTime() + KEY_LOCK_MS)))
      ) {
        const note = row.responseBody as { orderId?: unknown } | null;
        return { kind: 'take-over', orderId: typeof note?.orderId === 'number' ? note.orderId : null };
      }
      await sleep(KEY_POLL_MS);
    }
    return {
      kind: 'answer',
      answer: errorAnswer(409, 'idempotency.in-progress', ORDER_MESSAGES.idempotencyInProgress),
    };
  }

  private async createOnce(
    caller: OrderCaller | null,
    request: OrderCreateRequest,
    attempt: CardAttempt,
    now: Date,
    idempotency: { key: string; resumeOrderId: number | null } | null,
    guestSurveys: readonly string[] = [],
  ): Promise<HttpAnswer> {
    const orders = new OrderRepository(this.db);
    let orderId = idempotency?.resumeOrderId ?? null;
    if (orderId === null) {
      const limited = await this.guard.beforeCharge(attempt, now);
      if (!limited.ok)
        return errorAnswer(429, 'payment.rate-limited', PAYMENT_MESSAGES.tooManyAttempts, {
          retryAfterSeconds: limited.retryAfterSeconds,
        });
      const placed = await this.placement.place(caller, request, now, guestSurveys);
      if ('status' in placed) return placed;
      orderId = placed.orderId;
      if (idempotency !== null)
        await new IdempotencyRepository(this.db).note(ORDER_CREATE_SCOPE, idempotency.key, { orderId });
    }
    const order = await orders.byId(orderId);
    if (order === undefined) throw new Error(`order ${orderId} vanished`);
    if (order.order.setPaid || order.order.status !== 'pending')
      return this.answerFor(orders, orderId, caller);

    const { totalCents, balanceDueCents, paymentCustomerId, paymentMethodId } = order.order;
    const dueNowCents = totalCents - balanceDueCents;
    if (dueNowCents === 0) {
      // $0 (explained by coupons or the trial) or under the provider's minimum (carried as balance due).
      await this.settlement.paid(orderId, now, '');
      return this.answerFor(orders, orderId, caller);
    }
    if (paymentCustomerId === null || paymentMethodId === null)
      throw new Error(`order ${orderId} owes ${dueNowCents} cents and has no card`);
    const charge = await this.payments.charge({
      providerCustomerId: paymentCustomerId,
      providerMethodId: paymentMethodId,
      amountCents: dueNowCents,
      description: `Maplepack order ${orderId}`,
      idempotencyKey: orderChargeKey(orderId),
      offSession: false,
    });
    if (!charge.ok) {
      await this.settlement.unpaid(orderId, now, 'failed');
      if (charge.code === 'payment.declined') await this.guard.declined(attempt, now);
      // A guest sees one message for every refusal: the bank's reason would help card testers.
      const message =
        caller === null && charge.code === 'payment.declined'
          ? PAYMENT_MESSAGES.genericDecline
          : charge.message;
      return errorAnswer(charge.code === 'payment.unavailable' ? 503 : 402, charge.code, message);
    }
    await this.settlement.paid(orderId, now, charge.chargeId);
    return this.answerFor(orders, orderId, caller);
  }

  private async answerFor(
    orders: OrderRepository,
    orderId: number,
    caller: OrderCaller | null,
  ): Promise<HttpAnswer> {
    const order = await orders.byId(orderId);
    if (order === undefined) throw new Error(`order ${orderId} vanished`);
    if (order.order.status === 'failed' || order.order.status === 'cancelled') {
      return errorAnswer(
        402,
        'payment.declined',
        caller === null ? PAYMENT_MESSAGES.genericDecline : 'Your card was declined.',
      );
    }
    return { status: 201, body: toOrderResponse(order) };
  }
}
