import fc from 'fast-check';
import {
  NO_COUPON_LIMITS,
  aboveMaximumSpend,
  belowMinimumSpend,
  checkCouponLimits,
  emailAllowed,
  isCouponExpired,
  usageLimitReached,
  type CouponLimits,
  type CouponUse,
} from './coupon-limits';

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0);
const refusal = (code: string) => ({ ok: false, code, message: 'Coupon is invalid.' });

describe('checkCouponLimits properties', () => {
  const limitsArb: fc.Arbitrary<CouponLimits> = fc.record({
    expiresAtMs: fc.option(fc.integer({ min: NOW - 1_000, max: NOW + 1_000 })),
    emailRestrictions: fc.subarray(['ann@example.ca', '*@example.ca', 'bob@other.ca']),
    usageLimit: fc.option(fc.nat(5)),
    usageCount: fc.nat(6),
    usageLimitPerUser: fc.option(fc.nat(3)),
    minimumAmountCents: fc.option(fc.nat(10_000)),
    maximumAmountCents: fc.option(fc.nat(10_000)),
  });
  const useArb: fc.Arbitrary<CouponUse> = fc.record({
    nowMs: fc.constant(NOW),
    email: fc.option(fc.constantFrom('ann@example.ca', 'bob@other.ca', 'eve@elsewhere.ca')),
    subtotalCents: fc.nat(10_000),
    usesByCustomer: fc.option(fc.nat(4)),
    alreadyCounted: fc.boolean(),
  });

  it('accepts exactly when every single limit passes', () => {
    fc.assert(
      fc.property(limitsArb, useArb, (coupon, at) => {
        const counted = at.alreadyCounted === true;
        const allPass =
          !isCouponExpired(coupon.expiresAtMs, at.nowMs) &&
          emailAllowed(coupon.emailRestrictions, at.email) &&
          (counted || !usageLimitReached(coupon.usageLimit, coupon.usageCount)) &&
          (counted ||
            at.usesByCustomer === null ||
            !usageLimitReached(coupon.usageLimitPerUser, at.usesByCustomer)) &&
          !belowMinimumSpend(coupon.minimumAmountCents, at.subtotalCents) &&
          !aboveMaximumSpend(coupon.maximumAmountCents, at.subtotalCents);
        expect(checkCouponLimits(coupon, at).ok).toBe(allPass);
      }),
    );
  });

  it('never refuses a coupon without limits', () => {
    fc.assert(fc.property(useArb, (at) => expect(checkCouponLimits(NO_COUPON_LIMITS, at).ok).toBe(true)));
  });

  it('an expired coupon stays expired later on', () => {
    fc.assert(
      fc.property(limitsArb, useArb, fc.nat(1_000_000), (coupon, at, later) => {
        fc.pre(!checkCouponLimits(coupon, at).ok);
        const result = checkCouponLimits(coupon, { ...at, nowMs: at.nowMs + later });
        if (isCouponExpired(coupon.expiresAtMs, at.nowMs)) expect(result).toEqual(refusal('coupon.expired'));
      }),
    );
  });

  it('a wider spend range never refuses a subtotal a narrower one accepts', () => {
    fc.assert(
      fc.property(limitsArb, useArb, fc.nat(1_000), (coupon, at, widen) => {
        fc.pre(checkCouponLimits(coupon, at).ok);
        const wider = {
          ...coupon,
          minimumAmountCents:
            coupon.minimumAmountCents === null ? null : Math.max(0, coupon.minimumAmountCents - widen),
          maximumAmountCents:
            coupon.maximumAmountCents === null || coupon.maximumAmountCents === 0
              ? coupon.maximumAmountCents
              : coupon.maximumAmountCents + widen,
        };
        expect(checkCouponLimits(wider, at).ok).toBe(true);
      }),
    );
  });
});
