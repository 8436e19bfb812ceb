import { addCalendarDays, shopDay } from '@maplepack/calendar';
import {
  CHECKOUT_MESSAGES,
  type CheckoutLine,
  type CheckoutNotice,
  type CheckoutQuote,
} from '@maplepack/api-contract';
import { TRIAL_CAMPAIGN } from '@maplepack/catalog';
import { NEXT_PAYMENT_OFFSET_DAYS } from '@maplepack/plan-editor';
import { priceRenewal, wooCouponSchema, type Coupon } from '@maplepack/pricing';
import { type Db } from '../../db/client';
import { CouponRepository } from '../../db/repositories/coupon-repository';
import { type SubscriptionAggregate } from '../../db/repositories/subscription-repository';
import { TrialProgramRepository } from '../../db/repositories/trial-program-repository';
import { type PlannedSubscription } from '../../db/schema/checkout';
import { toCouponResponse } from '../catalogue/coupon-response';
import { type OrderPricer, type PricedOrder, type PricingFailure } from '../orders/order-pricing';
import { RENEWAL_COUPONS_META_KEY, type OrderCaller, type ProfileSource } from '../orders/order-records';
import { checkPackSafety, type PackSafety } from '../orders/pack-safety';
import { TrialProgramService } from '../catalogue/trial-program-service';
import { activePlanOf } from './active-plan';
import { emptyQuote, quoteOf } from './quote-response';

export type PlanChange = 'replace' | 'add';

export interface QuoteQuestion {
  caller: OrderCaller | null;
  lines: readonly CheckoutLine[];
  couponCodes: readonly string[];
  postcode: string;
  city: string;
  /** A guest's e-mail: per-customer coupon limits and the trial's eligibility are checked for it. */
  email: string | null;
  campaign: string | null;
  /** Signed in with a plan: replace its lines (the default) or add to them. */
  planChange: PlanChange | null;
  /** A guest's surveys made in this browser (signed cookie): the pack is checked against the newest. */
  guestSurveys?: readonly string[];
  now: Date;
}

export interface QuoteResult {
  quote: CheckoutQuote;
  priced: PricedOrder | null;
  /** The plan a signed-in quote changes; null for a purchase (guest, or signed in without a plan). */
  plan: SubscriptionAggregate | null;
  planChange: PlanChange | null;
  /** The campaign that applies: null when it was asked for an e-mail that may not take it. */
  campaign: string | null;
  renewal: { date: string; totalCents: number };
  /** The subscription a purchase starts, at renewal prices without coupons; null for a plan change. */
  plannedSubscription: PlannedSubscription | null;
  safety: PackSafety;
}

/** Why a coupon left the order, in words (CHECKOUT_MESSAGES.couponDropped's second part). */
const WHY: Readonly<Record<string, string>> = {
  'coupon.not-found': 'it does not exist.',
  'coupon.expired': 'it has expired.',
  'coupon.usage-limit': 'it has reached its usage limit.',
  'coupon.per-user-limit': 'you have already used it.',
  'coupon.email-restricted': 'it is reserved for another account.',
  'coupon.minimum-amount': 'your order is below its minimum amount.',
  'coupon.maximum-amount': 'your order is above its maximum amount.',
  'coupon.not-applicable': 'no product in your order qualifies for it.',
};
const SIGNED_IN_COUPONS = 'coupons do not apply to a change of plan.';

/**
 * The checkout's quote (POST /checkout/quote, and again before anything is charged): the order
 * pricing run without charging, never failing for what changed since the cart was filled — a
 * product no longer for sale or a coupon that no longer applies is left out and named in
 * `notices`. A guest (or a customer without a plan) gets coupons and, for an eligible e-mail, the
 * trial; a customer with a plan gets spec §4's signed-in totals for the plan change, charged
 * nothing now. The renewal is today's prices with the recurring coupons only.
 */
export class CheckoutQuoter {
  constructor(
    private readonly db: Db,
    private readonly pricer: OrderPricer,
    private readonly profiles: ProfileSource,
  ) {}

  async quote(question: QuoteQuestion): Promise<{ ok: true; result: QuoteResult } | PricingFailure> {
    const { caller, now } = question;
    const plan = caller === null ? null : await activePlanOf(this.db, caller.id);
    const planChange = plan === null ? null : (question.planChange ?? 'replace');
    const email = caller?.email ?? question.email?.toLowerCase() ?? null;
    const campaign =
      question.campaign === TRIAL_CAMPAIGN &&
      email !== null &&
      (await new TrialProgramService(new TrialProgramRepository(this.db)).eligible(email, caller?.id ?? null))
        ? TRIAL_CAMPAIGN
        : null;
    const inCart = new Set(question.lines.map((line) => line.product_id));
    const oldPackLines =
      plan === null || planChange !== 'add'
        ? []
        : plan.lines
            .filter((line) => !inCart.has(line.productId))
            .map(({ productId, amDose, pmDose }) => ({ productId, amDose, pmDose }));

    const pricing = await this.pricer.priceLenient({
      lines: question.lines.map((line) => ({
        productId: line.product_id,
        amDose: line.am_dose,
        pmDose: line.pm_dose,
      })),
      couponCodes: question.couponCodes,
      couponCaller: {
        accountEmail: caller?.email ?? null,
        user: email === null ? null : { customerId: caller?.id ?? null, email },
      },
      postcode: question.postcode,
      city: question.city,
      campaign,
      now,
      mode: plan === null ? 'guest' : 'signedin',
      oldPackLines,
    });
    if (!pricing.ok) return pricing;
    const { priced, dropped } = pricing;

    const notices: CheckoutNotice[] = [
      ...dropped.products.map(({ productId, name }) => ({
        kind: 'product-unavailable' as const,
        product_id: productId,
        message: CHECKOUT_MESSAGES.productUnavailable(name ?? `Product ${productId}`),
      })),
      ...dropped.coupons.map(({ code, reason, message }) => ({
        kind: 'coupon-dropped' as const,
        code,
        message: CHECKOUT_MESSAGES.couponDropped(code, WHY[reason] ?? message),
      })),
      ...(plan === null
        ? []
        : question.couponCodes.map((code) => ({
            kind: 'coupon-dropped' as const,
            code,
            message: CHECKOUT_MESSAGES.couponDropped(code, SIGNED_IN_COUPONS),
          }))),
    ];
    const today = shopDay(now);
    const renewalDate =
      plan?.subscription.nextPaymentDate ?? addCalendarDays(today, NEXT_PAYMENT_OFFSET_DAYS);
    if (priced === null) {
      const quote = emptyQuote(plan === null ? 'guest' : 'signedin', question.postcode, renewalDate, notices);
      const safety: PackSafety = { ok: true };
      const renewal = { date: renewalDate, totalCents: 0 };
      return {
        ok: true,
        result: { quote, priced, plan, planChange, campaign, renewal, plannedSubscription: null, safety },
      };
    }

    const profile = await this.profiles.profileOfCaller(caller?.id ?? null, question.guestSurveys ?? []);
    const safety = checkPackSafety([...priced.lines, ...priced.oldPackLines], priced.products, profile);
    if (!safety.ok) {
      for (const reason of safety.reasons)
        notices.push({
          kind: 'pack-unsafe',
          product_id: reason.product_id,
          message: `${reason.product_name}: ${reason.message}`,
        });
    }
    const location = { country: 'CA', state: priced.province, postcode: priced.postcode };
    const renewalCoupons = plan === null ? priced.renewalBasis.coupons : await this.planCoupons(plan);
    const renewal = {
      date: renewalDate,
      totalCents: priceRenewal({ ...priced.renewalBasis, coupons: renewalCoupons, location }).totalCents,
    };
    const plannedSubscription = plan === null ? planned(priced, location) : null;
    const quote = quoteOf(priced, { mode: plan === null ? 'guest' : 'signedin', campaign, renewal, notices });
    return {
      ok: true,
      result: { quote, priced, plan, planChange, campaign, renewal, plannedSubscription, safety },
    };
  }

  /** The recurring coupons a plan keeps for its renewals (meta `_renewal_coupons`), as pricing's coupons. */
  private async planCoupons(plan: SubscriptionAggregate): Promise<Coupon[]> {
    const codes = plan.subscription.metaData
      .filter((meta) => meta.key === RENEWAL_COUPONS_META_KEY)
      .flatMap((meta) => String(meta.value).split(','))
      .map((code) => code.trim())
      .filter((code) => code !== '');
    const coupons: Coupon[] = [];
    for (const code of codes) {
      const row = await new CouponRepository(this.db).byCode(code);
      if (row !== undefined) coupons.push(wooCouponSchema.parse(toCouponResponse(row)));
    }
    return coupons;
  }
}

/** The subscription a purchase starts: its lines at renewal prices, no coupon, no trial shipping. */
function planned(
  priced: PricedOrder,
  location: { country: string; state: string; postcode: string },
): PlannedSubscription {
  const renewal = priceRenewal({ ...priced.renewalBasis, coupons: [], location });
  return {
    lines: priced.lines.map(({ productId, quantity, amDose, pmDose, subtotalCents }) => ({
      productId,
      quantity,
      amDose,
      pmDose,
      subtotalCents,
      totalCents: subtotalCents,
    })),
    shippingLine: {
      methodId: priced.shippingLine.methodId,
      methodTitle: priced.shippingLine.methodTitle,
      totalCents: renewal.shippingCents,
    },
    totalTaxCents: renewal.taxCents,
    totalCents: renewal.totalCents,
  };
}
