import {
  SUBSCRIPTION_MESSAGES,
  type SubscriptionPlanPreviewResponse,
  type SubscriptionUpdateRequest,
} from '@maplepack/api-contract';
import { toDecimalString } from '@maplepack/pricing';
import { type Db } from '../../db/client';
import { SubscriptionEventRepository } from '../../db/repositories/subscription-event-repository';
import {
  SubscriptionRepository,
  type SubscriptionAggregate,
} from '../../db/repositories/subscription-repository';
import { planChangedEmail } from '../../emails/account-emails';
import { type AccountMail } from '../accounts/account-mail';
import { errorAnswer, type HttpAnswer } from '../http-answer';
import { type OrderPricer } from '../orders/order-pricing';
import { clientMeta, RENEWAL_COUPONS_META_KEY, type ProfileSource } from '../orders/order-records';
import { checkPackSafety, packRefusalMessage } from '../orders/pack-safety';
import { type AddressChangedEntry, planAccess, type PlanChangedEntry } from './subscription-history';
import { shopDay } from '@maplepack/calendar';
import { type SubscriptionPresenter } from './subscription-presenter';
import { priceSubscription, subscriptionColumns, subscriptionParts } from './subscription-pricing';
import { renewalCouponCodes, type RenewalQuoter } from './subscription-renewal-quote';
import { subscriptionVersion } from './subscription-response';

/**
 * A pricer whose queries all run on `db` (the transaction) and read through no app-wide cache:
 * inside a transaction nothing may wait on a second connection (PGlite has only one, a pool can
 * run dry) or load a cache entry that outlives the transaction.
 */
export type PricerFactory = (db: Db) => OrderPricer;

const lineKey = (lines: readonly { productId: number; amDose: number; pmDose: number }[]) =>
  JSON.stringify(lines.map((line) => [line.productId, line.amDose, line.pmDose]).sort());

/**
 * PUT /subscriptions/{id}: the owner replaces the plan's lines (empty allowed), shipping address,
 * billing and meta. The pack is re-checked with checkPack against their latest survey profile and
 * refused (422, every reason listed) when unsafe; totals are recomputed on the server; the answer
 * carries the next renewal priced today with the plan's recurring coupons. A changed pack or
 * address is written to the plan's history; from the account page (`notify`) the person gets a
 * confirmation e-mail.
 * Concurrency: one transaction with the row locked (SELECT … FOR UPDATE), so concurrent PUTs apply
 * one after the other and never interleave; a client that sends If-Match with the version it read
 * gets 412 when someone changed the plan since, and re-reads instead of overwriting that change.
 */
export class SubscriptionUpdateService {
  constructor(
    private readonly db: Db,
    private readonly pricerFor: PricerFactory,
    private readonly profiles: ProfileSource,
    private readonly presenter: SubscriptionPresenter,
    private readonly quoter: RenewalQuoter,
    private readonly mail: AccountMail,
  ) {}

  /** The subscription and its version, or the refusal (404, or 403 for another customer's). */
  async read(customerId: number, id: number, now: Date): Promise<HttpAnswer & { version?: string }> {
    const found = await new SubscriptionRepository(this.db).byId(id);
    const refused = planAccess(found?.subscription, customerId);
    if (refused !== null || found === undefined) return refused ?? { status: 500, body: null };
    return {
      status: 200,
      body: await this.presenter.present(found, now),
      version: subscriptionVersion(found),
    };
  }

  /**
   * POST /subscriptions/{id}/preview: the lines the plan editor would save, priced and checked for
   * safety, and the renewal they would make. Nothing is written.
   */
  async preview(args: {
    customerId: number;
    id: number;
    lines: SubscriptionUpdateRequest['line_items'];
    now: Date;
  }): Promise<HttpAnswer> {
    const { customerId, id, lines, now } = args;
    const found = await new SubscriptionRepository(this.db).byId(id);
    const refused = planAccess(found?.subscription, customerId);
    if (refused !== null || found === undefined) return refused ?? { status: 500, body: null };
    const { subscription } = found;
    const postcode = subscription.shipping['postcode'] ?? '';
    const city = subscription.shipping['city'] ?? '';
    const priced = await priceSubscription(this.pricerFor(this.db), lines, postcode, city, now);
    if (!priced.ok) return errorAnswer(priced.status, priced.code, priced.message);
    const safety = checkPackSafety(
      priced.lines,
      priced.products,
      await this.profiles.latestProfileFor(customerId),
    );
    const renewal =
      priced.lines.length === 0
        ? null
        : await this.quoter.quote({
            lines: priced.lines,
            postcode,
            city,
            couponCodes: renewalCouponCodes(subscription.metaData),
            date: subscription.nextPaymentDate ?? shopDay(now),
            now,
          });
    const body: SubscriptionPlanPreviewResponse = {
      lines: priced.lines.map((line) => ({
        product_id: line.productId,
        name: line.name,
        am_dose: line.amDose,
        pm_dose: line.pmDose,
        quantity: line.quantity,
        price: toDecimalString(line.unitPriceCents),
        subtotal: toDecimalString(line.subtotalCents),
      })),
      renewal,
      safety: safety.ok ? { ok: true, reasons: [] } : { ok: false, reasons: safety.reasons },
    };
    return { status: 200, body };
  }

  async update(args: {
    customerId: number;
    id: number;
    request: SubscriptionUpdateRequest;
    ifMatch: string | null;
    now: Date;
    /** Send the person the "plan changed" e-mail (the account page); the checkout sends its own. */
    notify?: boolean;
  }): Promise<HttpAnswer & { version?: string }> {
    const { customerId, id, request, ifMatch, now } = args;
    // Read outside the transaction: on PGlite a query outside an open transaction waits for it.
    const profile = await this.profiles.latestProfileFor(customerId);
    const outcome = await this.db.transaction(
      async (
        tx,
      ): Promise<{ answer: HttpAnswer } | { saved: SubscriptionAggregate; planChanged: boolean }> => {
        const repository = new SubscriptionRepository(tx);
        const locked = await repository.lock(id);
        const refused = planAccess(locked, customerId);
        if (refused !== null || locked === undefined)
          return { answer: refused ?? { status: 500, body: null } };
        const current = await repository.byId(id);
        if (current === undefined) throw new Error(`subscription ${id} vanished under its lock`);
        if (ifMatch !== null && ifMatch !== '*' && ifMatch !== subscriptionVersion(current)) {
          return { answer: errorAnswer(412, 'subscription.stale', SUBSCRIPTION_MESSAGES.stale) };
        }

        const shipping = { ...locked.shipping, ...(request.shipping ?? {}) };
        const priced = await priceSubscription(
          this.pricerFor(tx),
          request.line_items,
          shipping['postcode'] ?? '',
          shipping['city'] ?? '',
          now,
        );
        if (!priced.ok) return { answer: errorAnswer(priced.status, priced.code, priced.message) };
        const safety = checkPackSafety(priced.lines, priced.products, profile);
        if (!safety.ok) {
          return {
            answer: errorAnswer(
              422,
              'subscription.pack-unsafe',
              packRefusalMessage(SUBSCRIPTION_MESSAGES.unsafePack, safety.reasons),
              { reasons: safety.reasons },
            ),
          };
        }
        const kept = locked.metaData.filter((meta) => meta.key === RENEWAL_COUPONS_META_KEY);
        const meta =
          request.meta_data === undefined ? locked.metaData : [...clientMeta(request.meta_data), ...kept];
        const newShipping = { ...shipping, postcode: priced.postcode, state: priced.province };
        await repository.replace(
          id,
          {
            shipping: newShipping,
            billing: { ...locked.billing, ...(request.billing ?? {}) },
            metaData: meta,
            updatedAt: now,
            ...subscriptionColumns(priced),
          },
          subscriptionParts(priced),
        );
        const saved = await repository.byId(id);
        if (saved === undefined) throw new Error(`subscription ${id} vanished`);
        const planChanged = lineKey(current.lines) !== lineKey(saved.lines);
        await this.record(tx, saved, current, customerId, planChanged, now);
        return { saved, planChanged };
      },
    );
    if ('answer' in outcome) return outcome.answer;
    const { saved, planChanged } = outcome;
    const body = await this.presenter.present(saved, now);
    if (planChanged && args.notify === true) {
      const lines = saved.lines.map((line) => ({ name: line.name, am: line.amDose, pm: line.pmDose }));
      await this.mail.send(customerId, 'plan-changed', (to) =>
        planChangedEmail(to, lines, body.renewal, shopDay(now), this.mail.publicUrl),
      );
    }
    return { status: 200, body, version: subscriptionVersion(saved) };
  }

  /** The plan's history lines for a changed pack and a changed shipping destination. */
  private async record(
    tx: Db,
    saved: SubscriptionAggregate,
    before: SubscriptionAggregate,
    customerId: number,
    planChanged: boolean,
    now: Date,
  ): Promise<void> {
    const events = new SubscriptionEventRepository(tx);
    const on = shopDay(now);
    const common = {
      subscriptionId: saved.subscription.id,
      actor: 'customer' as const,
      actorCustomerId: customerId,
    };
    if (planChanged) {
      const entry: PlanChangedEntry = {
        on,
        by: 'customer',
        kind: 'plan-changed',
        products: saved.lines.map((line) => ({ name: line.name, am: line.amDose, pm: line.pmDose })),
      };
      await events.append({
        ...common,
        kind: entry.kind,
        day: on,
        entry: { ...entry },
        before: {
          lines: before.lines.map(({ productId, amDose, pmDose }) => ({ productId, amDose, pmDose })),
        },
        after: { lines: saved.lines.map(({ productId, amDose, pmDose }) => ({ productId, amDose, pmDose })) },
        createdAt: now,
      });
    }
    const where = (plan: SubscriptionAggregate) => ({
      postcode: plan.subscription.shipping['postcode'] ?? '',
      city: plan.subscription.shipping['city'] ?? '',
      province: plan.subscription.shipping['state'] ?? '',
    });
    const [was, is] = [where(before), where(saved)];
    if (was.postcode !== is.postcode || was.city !== is.city) {
      const entry: AddressChangedEntry = { on, by: 'customer', kind: 'address-changed', ...is };
      await events.append({
        ...common,
        kind: entry.kind,
        day: on,
        entry: { ...entry },
        before: was,
        after: is,
        createdAt: now,
      });
    }
  }
}
