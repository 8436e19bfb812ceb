import { priceRenewal, wooCouponSchema, type Coupon, type RenewalBreakdown } from '@maplepack/pricing';
import { type Profile } from '@maplepack/recommendation';
import { type Db } from '../../db/client';
import { type OrderPricedParts } from '../../db/repositories/order-repository';
import { CouponRepository } from '../../db/repositories/coupon-repository';
import { toCouponResponse } from '../catalogue/coupon-response';
import { type OrderPricer, type PricedLine } from '../orders/order-pricing';
import { orderLineParts } from '../orders/order-records';
import { checkPackSafety } from '../orders/pack-safety';

/** A product left out of a renewal, and why, in words for the person. */
export interface LeftOutProduct {
  productId: number;
  name: string;
  /** Not for sale any more, or refused by a safety rule. */
  cause: 'unavailable' | 'safety';
  why: string;
}

/** What a renewal is priced from. */
export interface RenewalPlanQuestion {
  lines: readonly { productId: number; amDose: number; pmDose: number }[];
  postcode: string;
  city: string;
  couponCodes: readonly string[];
  /** The person's last assessment (age on the renewal's day), or null: the adult upper limits only. */
  profile: Profile | null;
  now: Date;
}

/** A renewal priced for charging: its lines after the recurring coupons, its totals and order parts. */
export interface PricedRenewal {
  lines: PricedLine[];
  breakdown: RenewalBreakdown;
  parts: OrderPricedParts;
}

export type RenewalPricing =
  /** `coupons`: the plan's coupons that still exist (priceRenewal applies the recurring ones). */
  | { ok: true; priced: PricedRenewal | null; leftOut: LeftOutProduct[]; coupons: Coupon[] }
  | { ok: false; message: string };

const UNAVAILABLE = 'It is no longer for sale (withdrawn or out of stock), so it was left out of this pack.';

/**
 * Prices a plan's renewal as it will be charged (issue 14): today's catalogue and taxes for its
 * shipping address through the checkout's pricer, the recurring coupons by pricing's priceRenewal.
 * A product no longer for sale, or one the safety rules now refuse with the person's last
 * assessment (an interaction, pregnancy, an allergy, the diet, an upper limit across the pack), is
 * left out with the reason; `priced` is null when nothing is left. Reads through `db` (a transaction).
 */
export async function priceRenewalPlan(
  pricerFor: (db: Db) => OrderPricer,
  db: Db,
  question: RenewalPlanQuestion,
): Promise<RenewalPricing> {
  const pricer = pricerFor(db);
  const leftOut: LeftOutProduct[] = [];
  let lines = question.lines.filter((line) => line.amDose + line.pmDose > 0);
  const price = (wanted: typeof lines) =>
    pricer.priceLenient({
      lines: wanted,
      couponCodes: [],
      couponCaller: { accountEmail: null, user: null },
      postcode: question.postcode,
      city: question.city,
      campaign: null,
      now: question.now,
    });
  let pricing = await price(lines);
  if (!pricing.ok) return { ok: false, message: pricing.message };
  for (const dropped of pricing.dropped.products) {
    leftOut.push({
      productId: dropped.productId,
      name: dropped.name ?? `Product ${dropped.productId}`,
      cause: 'unavailable',
      why: UNAVAILABLE,
    });
  }
  if (pricing.priced !== null) {
    const safety = checkPackSafety(pricing.priced.lines, pricing.priced.products, question.profile);
    if (!safety.ok) {
      const refused = new Map<number, LeftOutProduct>();
      for (const reason of safety.reasons) {
        const known = refused.get(reason.product_id);
        refused.set(reason.product_id, {
          productId: reason.product_id,
          name: reason.product_name,
          cause: 'safety',
          why: known === undefined ? reason.message : `${known.why} ${reason.message}`,
        });
      }
      leftOut.push(...refused.values());
      lines = pricing.priced.lines.filter((line) => !refused.has(line.productId));
      pricing = await price(lines);
      if (!pricing.ok) return { ok: false, message: pricing.message };
    }
  }
  const coupons = await planCoupons(db, question.couponCodes);
  if (pricing.priced === null || pricing.priced.lines.length === 0)
    return { ok: true, priced: null, leftOut, coupons };
  const { priced } = pricing;
  const location = { country: 'CA', state: priced.province, postcode: priced.postcode };
  const breakdown = priceRenewal({ ...priced.renewalBasis, coupons, location });
  const renewalLines = priced.lines.map((line, index) => ({
    ...line,
    totalCents: line.subtotalCents - (breakdown.lineDiscountCents[index] ?? 0),
  }));
  const typeOf = new Map(coupons.map((coupon) => [coupon.code, coupon.discountType]));
  return {
    ok: true,
    leftOut,
    coupons,
    priced: {
      lines: renewalLines,
      breakdown,
      parts: {
        lines: orderLineParts(renewalLines),
        coupons: breakdown.coupons.map((coupon) => ({
          code: coupon.code,
          discountType: typeOf.get(coupon.code) ?? '',
          discountCents: coupon.discountCents,
        })),
        shipping: [{ ...priced.shippingLine, totalCents: breakdown.shippingCents }],
        taxes: breakdown.taxLines.map((line) => ({
          name: line.name,
          ratePpm: line.ratePpm,
          amountCents: line.amountCents,
        })),
      },
    },
  };
}

/** The plan's coupons that still exist, as pricing reads them; priceRenewal keeps the recurring ones. */
async function planCoupons(db: Db, codes: readonly string[]): Promise<Coupon[]> {
  const coupons: Coupon[] = [];
  for (const code of codes) {
    const row = await new CouponRepository(db).byCode(code);
    if (row !== undefined) coupons.push(wooCouponSchema.parse(toCouponResponse(row)));
  }
  return coupons;
}
