import { COUPON_MESSAGES } from './coupon-entry';

/**
 * A coupon's store limits, as WooCommerce keeps them beside the discount itself. Amounts in
 * integer cents; `null` (or 0 for the amounts, as WooCommerce writes "0.00") means no limit.
 */
export interface CouponLimits {
  /** The instant the coupon stops working, in ms since the epoch; null: it never expires. */
  expiresAtMs: number | null;
  /** Exact addresses or '*@domain' patterns, any case; empty: anyone may use it. */
  emailRestrictions: readonly string[];
  /** Uses allowed overall; null: no limit. */
  usageLimit: number | null;
  /** Uses counted so far (orders placed with it). */
  usageCount: number;
  /** Uses allowed per customer; null: no limit. */
  usageLimitPerUser: number | null;
  /** The smallest cart subtotal the coupon works on, in cents; null or 0: none. */
  minimumAmountCents: number | null;
  /** The largest cart subtotal the coupon works on, in cents; null or 0: none. */
  maximumAmountCents: number | null;
}

/** Who uses the coupon, when, and on what: everything the limits are checked against, as data. */
export interface CouponUse {
  /** The moment of use, in ms since the epoch (the caller's clock: `app.now()`, or a priced day). */
  nowMs: number;
  /** The signed-in customer's e-mail; null for a guest, who gets no e-mail-restricted coupon. */
  email: string | null;
  /** The cart subtotal before discounts, in cents: what the minimum and maximum spend compare. */
  subtotalCents: number;
  /** Uses of this coupon by this customer so far; null while the customer is unknown (not checked). */
  usesByCustomer: number | null;
  /** Re-pricing an order whose uses were counted when it was placed: usage limits are not held against it. */
  alreadyCounted?: boolean;
}

export type CouponLimitCode =
  | 'coupon.expired'
  | 'coupon.email-restricted'
  | 'coupon.usage-limit'
  | 'coupon.per-user-limit'
  | 'coupon.minimum-amount'
  | 'coupon.maximum-amount';

export type CouponLimitResult =
  | { ok: true }
  | { ok: false; code: CouponLimitCode; message: typeof COUPON_MESSAGES.invalid };

/** WooCommerce's rule: a coupon expires at its `date_expires` instant, so at that instant it is already gone. */
export function isCouponExpired(expiresAtMs: number | null, nowMs: number): boolean {
  return expiresAtMs !== null && expiresAtMs <= nowMs;
}

/**
 * Whether `email` passes the coupon's e-mail restrictions: an exact address or a '*@domain'
 * pattern, compared case-insensitively. No restrictions: anyone; restrictions and no e-mail: refused.
 */
export function emailAllowed(restrictions: readonly string[], email: string | null): boolean {
  if (restrictions.length === 0) return true;
  if (email === null || email === '') return false;
  const address = email.toLowerCase();
  return restrictions.some((entry) => {
    const rule = entry.toLowerCase();
    return rule.startsWith('*@') ? address.endsWith(rule.slice(1)) : address === rule;
  });
}

/** Whether `count` uses already reach `limit` (null: no limit), so one more is refused. */
export function usageLimitReached(limit: number | null, count: number): boolean {
  return limit !== null && count >= limit;
}

/** Below the minimum spend (a minimum of null or 0 is none). */
export function belowMinimumSpend(minimumCents: number | null, subtotalCents: number): boolean {
  return minimumCents !== null && subtotalCents < minimumCents;
}

/** Above the maximum spend (a maximum of null or 0 is none, as WooCommerce writes "0.00"). */
export function aboveMaximumSpend(maximumCents: number | null, subtotalCents: number): boolean {
  return maximumCents !== null && maximumCents > 0 && subtotalCents > maximumCents;
}

const refuse = (code: CouponLimitCode): CouponLimitResult => ({
  ok: false,
  code,
  message: COUPON_MESSAGES.invalid,
});

/**
 * Checks a coupon's store limits for one use, in WooCommerce's order: expiry, allowed e-mails, the
 * overall and per-customer usage limits (skipped when the use was already counted), then minimum
 * and maximum spend. The first that refuses gives the `code`; people see 'Coupon is invalid.'.
 * Counting a use when an order is placed is the caller's job (it must be atomic).
 */
export function checkCouponLimits(limits: CouponLimits, use: CouponUse): CouponLimitResult {
  if (isCouponExpired(limits.expiresAtMs, use.nowMs)) return refuse('coupon.expired');
  if (!emailAllowed(limits.emailRestrictions, use.email)) return refuse('coupon.email-restricted');
  if (use.alreadyCounted !== true) {
    if (usageLimitReached(limits.usageLimit, limits.usageCount)) return refuse('coupon.usage-limit');
    if (use.usesByCustomer !== null && usageLimitReached(limits.usageLimitPerUser, use.usesByCustomer)) {
      return refuse('coupon.per-user-limit');
    }
  }
  if (belowMinimumSpend(limits.minimumAmountCents, use.subtotalCents)) return refuse('coupon.minimum-amount');
  if (aboveMaximumSpend(limits.maximumAmountCents, use.subtotalCents)) return refuse('coupon.maximum-amount');
  return { ok: true };
}

/** Limits that never refuse: a coupon with no store limits set. */
export const NO_COUPON_LIMITS: CouponLimits = {
  expiresAtMs: null,
  emailRestrictions: [],
  usageLimit: null,
  usageCount: 0,
  usageLimitPerUser: null,
  minimumAmountCents: null,
  maximumAmountCents: null,
};
