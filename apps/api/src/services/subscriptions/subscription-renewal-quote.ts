import { type SubscriptionRenewal } from '@maplepack/api-contract';
import { formatRatePercent, toDecimalString } from '@maplepack/pricing';
import { type Profile } from '@maplepack/recommendation';
import { type Db } from '../../db/client';
import { type SubscriptionAggregate } from '../../db/repositories/subscription-repository';
import { type MetaData } from '../../db/schema/customers';
import { type OrderPricer } from '../orders/order-pricing';
import { RENEWAL_COUPONS_META_KEY, type ProfileSource } from '../orders/order-records';
import { priceRenewalPlan } from '../renewals/renewal-pricing';

/** What a renewal is priced from: the plan's lines and recurring coupons, where it ships, and when. */
export interface RenewalQuestion {
  lines: readonly { productId: number; amDose: number; pmDose: number }[];
  postcode: string;
  city: string;
  /** The plan's recurring coupon codes (meta `_renewal_coupons`). */
  couponCodes: readonly string[];
  /** The renewal's date (YYYY-MM-DD). */
  date: string;
  now: Date;
  /** The person's last assessment for the safety re-check; absent: the adult upper limits only. */
  profile?: Profile | null;
}

/** The recurring coupon codes a plan keeps for its renewals (meta `_renewal_coupons`, comma-separated). */
export function renewalCouponCodes(metaData: MetaData): string[] {
  return metaData
    .filter((meta) => meta.key === RENEWAL_COUPONS_META_KEY)
    .flatMap((meta) => String(meta.value).split(','))
    .map((code) => code.trim())
    .filter((code) => code !== '');
}

const leftOutMessage = (name: string) =>
  `${name} is no longer available and will be left out of your next pack.`;

/**
 * The next renewal of a plan as it would be charged today (issue 13, the plan editor and the
 * addresses page): today's catalogue prices, the plan's recurring coupons (pricing's priceRenewal),
 * Canada Post and the taxes of the shipping address. Products no longer for sale are left out and
 * named. `db` may be a transaction; then every read goes through it.
 */
export class RenewalQuoter {
  constructor(
    private readonly db: Db,
    private readonly pricerFor: (db: Db) => OrderPricer,
    /** The survey profiles, read on the app's connection (never inside a transaction). */
    private readonly profiles: ProfileSource | null = null,
  ) {}

  /** The plan's next renewal; null when nothing renews or its address cannot be priced. */
  async quotePlan(
    plan: SubscriptionAggregate,
    now: Date,
    db: Db = this.db,
  ): Promise<SubscriptionRenewal | null> {
    const { subscription } = plan;
    if (subscription.nextPaymentDate === null) return null;
    return this.quote(
      {
        lines: plan.lines,
        postcode: subscription.shipping['postcode'] ?? '',
        city: subscription.shipping['city'] ?? '',
        couponCodes: renewalCouponCodes(subscription.metaData),
        date: subscription.nextPaymentDate,
        now,
        // A quote inside a transaction reads nothing on another connection (the embedded database waits).
        profile:
          this.profiles === null || db !== this.db
            ? null
            : await this.profiles.latestProfileFor(subscription.customerId),
      },
      db,
    );
  }

  /**
   * A renewal of these lines as the renewal engine will charge it (renewal-pricing.ts): products no
   * longer for sale, or refused by a safety rule with the person's last assessment, are left out and
   * named. Null when the address cannot be priced (a bad postal code or city).
   */
  async quote(question: RenewalQuestion, db: Db = this.db): Promise<SubscriptionRenewal | null> {
    const pricing = await priceRenewalPlan(this.pricerFor, db, {
      lines: question.lines,
      postcode: question.postcode,
      city: question.city,
      couponCodes: question.couponCodes,
      profile: question.profile ?? null,
      now: question.now,
    });
    if (!pricing.ok) return null;
    const leftOut = pricing.leftOut.map((item) => ({
      product_id: item.productId,
      name: item.name,
      message:
        item.cause === 'unavailable'
          ? leftOutMessage(item.name)
          : `${item.name} will be left out of your next pack: ${item.why}`,
    }));
    const couponLines = pricing.coupons.map((coupon) => ({
      code: coupon.code,
      discount_type: coupon.discountType,
    }));
    const { priced } = pricing;
    if (priced === null) {
      return {
        date: question.date,
        subtotal: '0.00',
        discount_total: '0.00',
        shipping_total: '0.00',
        tax_lines: [],
        total_tax: '0.00',
        total: '0.00',
        coupons: couponLines,
        left_out: leftOut,
      };
    }
    const renewal = priced.breakdown;
    return {
      date: question.date,
      subtotal: toDecimalString(renewal.subtotalCents),
      discount_total: toDecimalString(renewal.discountCents),
      shipping_total: toDecimalString(renewal.shippingCents),
      tax_lines: renewal.taxLines.map((line) => ({
        label: line.name,
        rate_percent: formatRatePercent(line.ratePpm),
        tax_total: toDecimalString(line.amountCents),
      })),
      total_tax: toDecimalString(renewal.taxCents),
      total: toDecimalString(renewal.totalCents),
      coupons: couponLines,
      left_out: leftOut,
    };
  }
}
