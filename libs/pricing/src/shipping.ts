import { TRIAL_CAMPAIGN } from '@maplepack/catalog';

export interface ShippingSettings {
  /** The Canada Post rate for the address, in cents. */
  rateCents: number;
  /** What still applies once the order ships free by threshold, in cents. */
  extraFeeCents: number;
  /** The free-shipping method's min_amount in cents; null when the shop sets none. */
  freeShippingMinCents: number | null;
}

export interface ShippingQuestion {
  /** The subtotal the threshold is compared with (after discounts in guest mode). */
  subtotalCents: number;
  settings: ShippingSettings;
  /** Whether an applied coupon gives free shipping. */
  freeShippingCoupon: boolean;
  campaign: string | null;
}

/**
 * The shipping charge in cents (spec §4 Totals, CONTRACTS §1): 0 with a free-shipping coupon or
 * the trialprogram campaign (compared case-insensitively, as route values are); the extra fee
 * alone when the subtotal is strictly greater than the free-shipping minimum; otherwise the rate.
 */
export function shippingCents(question: ShippingQuestion): number {
  const { subtotalCents, settings, freeShippingCoupon, campaign } = question;
  if (freeShippingCoupon || campaign?.trim().toLowerCase() === TRIAL_CAMPAIGN) return 0;
  if (settings.freeShippingMinCents !== null && subtotalCents > settings.freeShippingMinCents) {
    return settings.extraFeeCents;
  }
  return settings.rateCents;
}
