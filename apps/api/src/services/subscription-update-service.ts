import { SUBSCRIPTION_MESSAGES, type SubscriptionUpdateRequest } from '@maplepack/api-contract';
import { type Db } from '../db/client';
import { SubscriptionRepository } from '../db/repositories/subscription-repository';
import { errorAnswer, type HttpAnswer } from './http-answer';
import { type OrderPricer } from './order-pricing';
import { clientMeta, RENEWAL_COUPONS_META_KEY, type ProfileSource } from './order-records';
import { checkPackSafety, packRefusalMessage } from './pack-safety';
import { priceSubscription, subscriptionColumns, subscriptionParts } from './subscription-pricing';
import { subscriptionVersion, toSubscriptionResponse } from './subscription-response';

/**
 * A pricer whose queries all run on `db` (the transaction) and read through no app-wide cache:
 * inside a transaction nothing may wait on a second connection (PGlite has only one, a pool can
 * run dry) or load a cache entry that outlives the transaction.
 */
export type PricerFactory = (db: Db) => OrderPricer;

/**
 * PUT /subscriptions/{id}: the owner replaces the plan's lines (empty allowed), shipping address,
 * billing and meta. The pack is re-checked with checkPack against their latest survey profile and
 * refused (422, reasons listed) when unsafe; totals are recomputed on the server.
 * Concurrency: one transaction with the row locked (SELECT … FOR UPDATE), so concurrent PUTs apply
 * one after the other and never interleave; a client that sends If-Match with the version it read
 * gets 412 when someone changed the plan since, and re-reads instead of overwriting that change.
 */
export class SubscriptionUpdateService {
  constructor(
    private readonly db: Db,
    private readonly pricerFor: PricerFactory,
    private readonly profiles: ProfileSource,
  ) {}

  /** The subscription and its version, or the refusal (404, or 403 for another customer's). */
  async read(customerId: number, id: number): Promise<HttpAnswer & { version?: string }> {
    const found = await new SubscriptionRepository(this.db).byId(id);
    if (found === undefined)
      return errorAnswer(404, 'subscription.not-found', SUBSCRIPTION_MESSAGES.notFound);
    if (found.subscription.customerId !== customerId)
      return errorAnswer(403, 'subscription.forbidden', SUBSCRIPTION_MESSAGES.accessDenied);
    return { status: 200, body: toSubscriptionResponse(found), version: subscriptionVersion(found) };
  }

  async update(args: {
    customerId: number;
    id: number;
    request: SubscriptionUpdateRequest;
    ifMatch: string | null;
    now: Date;
  }): Promise<HttpAnswer & { version?: string }> {
    const { customerId, id, request, ifMatch, now } = args;
    // Read outside the transaction: on PGlite a query outside an open transaction waits for it.
    const profile = await this.profiles.latestProfileFor(customerId);
    return this.db.transaction(async (tx) => {
      const repository = new SubscriptionRepository(tx);
      const locked = await repository.lock(id);
      if (locked === undefined)
        return errorAnswer(404, 'subscription.not-found', SUBSCRIPTION_MESSAGES.notFound);
      if (locked.customerId !== customerId)
        return errorAnswer(403, 'subscription.forbidden', SUBSCRIPTION_MESSAGES.accessDenied);
      const current = await repository.byId(id);
      if (current === undefined) throw new Error(`subscription ${id} vanished under its lock`);
      if (ifMatch !== null && ifMatch !== '*' && ifMatch !== subscriptionVersion(current)) {
        return errorAnswer(412, 'subscription.stale', SUBSCRIPTION_MESSAGES.stale);
      }

      const shipping = { ...locked.shipping, ...(request.shipping ?? {}) };
      const priced = await priceSubscription(
        this.pricerFor(tx),
        request.line_items,
        shipping['postcode'] ?? '',
        shipping['city'] ?? '',
        now,
      );
      if (!priced.ok) return errorAnswer(priced.status, priced.code, priced.message);
      const safety = checkPackSafety(priced.lines, priced.products, profile);
      if (!safety.ok) {
        return errorAnswer(
          422,
          'subscription.pack-unsafe',
          packRefusalMessage(SUBSCRIPTION_MESSAGES.unsafePack, safety.reasons),
          {
            reasons: safety.reasons,
          },
        );
      }
      const kept = locked.metaData.filter((meta) => meta.key === RENEWAL_COUPONS_META_KEY);
      const meta =
        request.meta_data === undefined ? locked.metaData : [...clientMeta(request.meta_data), ...kept];
      await repository.replace(
        id,
        {
          shipping: { ...shipping, postcode: priced.postcode, state: priced.province },
          billing: { ...locked.billing, ...(request.billing ?? {}) },
          metaData: meta,
          updatedAt: now,
          ...subscriptionColumns(priced),
        },
        subscriptionParts(priced),
      );
      const saved = await repository.byId(id);
      if (saved === undefined) throw new Error(`subscription ${id} vanished`);
      return { status: 200, body: toSubscriptionResponse(saved), version: subscriptionVersion(saved) };
    });
  }
}
