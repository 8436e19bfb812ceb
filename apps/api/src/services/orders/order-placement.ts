import { ORDER_MESSAGES, TRIAL_PROGRAM_MESSAGES, type OrderCreateRequest } from '@maplepack/api-contract';
import { TRIAL_CAMPAIGN } from '@maplepack/catalog';
import { MIN_CHARGE_CENTS } from '../../adapters/payments/interface';
import { type Db } from '../../db/client';
import {
  CouponUsageRepository,
  type CouponClaim,
  type CouponUser,
} from '../../db/repositories/coupon-usage-repository';
import { OrderRepository, type NewOrder } from '../../db/repositories/order-repository';
import { TrialProgramRepository } from '../../db/repositories/trial-program-repository';
import { errorAnswer, type HttpAnswer } from '../http-answer';
import { type OrderPricer, type PricedOrder } from './order-pricing';
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
import { TrialProgramService } from '../catalogue/trial-program-service';

/** A refusal found inside the order's transaction: thrown to roll the order back, then answered. */
export class PlacementRefused extends Error {
  constructor(readonly answer: HttpAnswer) {
    super('order refused');
  }
}

const claimRefusal = (claim: CouponClaim & { ok: false }): HttpAnswer =>
  claim.code === 'coupon.per-user-limit'
    ? errorAnswer(422, claim.code, ORDER_MESSAGES.couponUsedByYou, { field: 'coupon_lines' })
    : errorAnswer(422, claim.code, ORDER_MESSAGES.couponUsedUp, { field: 'coupon_lines' });

/**
 * Checks, prices and stores a new order as pending (OrderService charges it afterwards). In the
 * same transaction as the order it counts each coupon's use (usage limit and per-customer limit:
 * of two orders racing for the last use one wins) and, for the trial campaign, uses up the
 * e-mail's trial; any refusal there rolls the order back, so a refused order leaves no trace.
 *
 * What is charged: nothing is free unless a coupon or the trial explains it. An order of free
 * products only is refused (outside the trial); a total of $0 needs no card only when coupons or
 * the trial brought it there; a total under the provider's minimum needs a card and is carried to
 * the next charge on it (balance_due).
 */
export class OrderPlacement {
  constructor(
    private readonly db: Db,
    private readonly pricer: OrderPricer,
    private readonly payments: OrderPayments,
    private readonly profiles: ProfileSource,
  ) {}

  async place(
    caller: OrderCaller | null,
    request: OrderCreateRequest,
    now: Date,
    /** The guest surveys the caller's browser made: a guest's pack is checked against the newest. */
    guestSurveys: readonly string[] = [],
  ): Promise<{ orderId: number } | HttpAnswer> {
    if (request.customer_id != null && request.customer_id !== 0) {
      if (caller === null) return errorAnswer(401, 'auth.required', 'Please log in to continue.');
      if (caller.id !== request.customer_id) return errorAnswer(403, 'auth.forbidden', 'Access denied.');
    }
    // A signed-in customer orders as their account: the address they type is a delivery detail.
    const email = (caller?.email ?? request.billing.email).toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      return errorAnswer(400, 'request.invalid', 'Please enter a valid email.', { field: 'billing.email' });
    const user: CouponUser = { customerId: caller?.id ?? null, email };
    const campaign = request.campaign ?? null;
    if (
      campaign === TRIAL_CAMPAIGN &&
      !(await new TrialProgramService(new TrialProgramRepository(this.db)).eligible(email, user.customerId))
    ) {
      return errorAnswer(409, 'trial-program.not-eligible', TRIAL_PROGRAM_MESSAGES.notEligible, {
        field: 'campaign',
      });
    }

    const pricing = await this.pricer.price({
      lines: request.line_items,
      couponCodes: request.coupon_lines.map((line) => line.code),
      couponCaller: { accountEmail: caller?.email ?? null, user },
      postcode: request.shipping.postcode,
      city: request.shipping.city,
      campaign,
      now,
    });
    if (!pricing.ok)
      return errorAnswer(
        pricing.status,
        pricing.code,
        pricing.message,
        pricing.field === undefined ? {} : { field: pricing.field },
      );
    const { priced } = pricing;
    if (priced.breakdown.subtotalCents === 0 && campaign !== TRIAL_CAMPAIGN)
      return errorAnswer(422, 'order.free-only', ORDER_MESSAGES.freeOnly);
    const profile = await this.profiles.profileOfCaller(caller?.id ?? null, guestSurveys);
    const safety = checkPackSafety(priced.lines, priced.products, profile);
    if (!safety.ok) {
      return errorAnswer(
        422,
        'order.pack-unsafe',
        packRefusalMessage('This pack cannot be ordered:', safety.reasons),
        { reasons: safety.reasons },
      );
    }

    let card: { customerId: string; methodId: string } | null = null;
    if (priced.breakdown.totalCents > 0) {
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
          : errorAnswer(
              422,
              'payment.card-invalid',
              'The saved card was not found. Please update your card.',
            );
      }
      card = { customerId: owned.providerCustomerId, methodId: owned.card.providerMethodId };
    }

    const meta = clientMeta(request.meta_data);
    if (priced.renewalOnly.length > 0)
      meta.push({ key: RENEWAL_COUPONS_META_KEY, value: priced.renewalOnly.join(',') });
    const shipping = { ...request.shipping, postcode: priced.postcode, state: priced.province };
    const columns = pricedColumns(priced);
    try {
      const orderId = await this.db.transaction((tx) =>
        storePendingOrder(tx, {
          values: {
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
            ...columns,
            // Under the provider's minimum: owed, and added to the next charge on this card.
            balanceDueCents:
              columns.totalCents > 0 && columns.totalCents < MIN_CHARGE_CENTS ? columns.totalCents : 0,
          },
          priced,
          user,
          now,
        }),
      );
      return { orderId };
    } catch (error) {
      if (error instanceof PlacementRefused) return error.answer;
      throw error;
    }
  }
}

/**
 * Stores a priced order as pending and, in the same transaction (`tx`), counts each coupon's use
 * (usage limit and per-customer limit: of two orders racing for the last use one wins) and, for
 * the trial campaign, uses up the e-mail's trial. Throws PlacementRefused (rolling `tx` back) when
 * a coupon is used up or the trial was taken meanwhile. Answers the order id.
 */
export async function storePendingOrder(
  tx: Db,
  input: { values: NewOrder; priced: PricedOrder; user: CouponUser; now: Date },
): Promise<number> {
  const { values, priced, user, now } = input;
  const orderId = await new OrderRepository(tx).insert(values, pricedParts(priced));
  const usages = new CouponUsageRepository(tx);
  for (const code of [...priced.applied.map((coupon) => coupon.code), ...priced.renewalOnly]) {
    const claim = await usages.claim(code, orderId, user);
    if (!claim.ok) throw new PlacementRefused(claimRefusal(claim));
  }
  if (values.campaign === TRIAL_CAMPAIGN) {
    const repository = new TrialProgramRepository(tx);
    if (
      (await repository.hasOrders(user.email, user.customerId, orderId)) ||
      !(await repository.claim(user.email, orderId, now))
    ) {
      throw new PlacementRefused(
        errorAnswer(409, 'trial-program.not-eligible', TRIAL_PROGRAM_MESSAGES.notEligible, {
          field: 'campaign',
        }),
      );
    }
  }
  return orderId;
}
