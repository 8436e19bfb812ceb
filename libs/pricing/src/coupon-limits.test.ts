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
const use: CouponUse = { nowMs: NOW, email: 'ann@example.ca', subtotalCents: 5000, usesByCustomer: 0 };
const limits = (overrides: Partial<CouponLimits>): CouponLimits => ({ ...NO_COUPON_LIMITS, ...overrides });
const refusal = (code: string) => ({ ok: false, code, message: 'Coupon is invalid.' });

describe('isCouponExpired', () => {
  it('expires at its instant, not a millisecond later', () => {
    expect(isCouponExpired(NOW + 1, NOW)).toBe(false);
    expect(isCouponExpired(NOW, NOW)).toBe(true);
    expect(isCouponExpired(NOW - 1, NOW)).toBe(true);
  });

  it('never expires without a date', () => {
    expect(isCouponExpired(null, NOW)).toBe(false);
  });
});

describe('emailAllowed', () => {
  it('lets anyone use a coupon without restrictions, even a guest', () => {
    expect(emailAllowed([], null)).toBe(true);
  });

  it('matches exact addresses and *@domain patterns, in any case', () => {
    expect(emailAllowed(['Ann@Example.ca'], 'ann@example.CA')).toBe(true);
    expect(emailAllowed(['*@maplepack.ca'], 'Staff@Maplepack.ca')).toBe(true);
    expect(emailAllowed(['*@maplepack.ca'], 'staff@notmaplepack.ca')).toBe(false);
    expect(emailAllowed(['ann@example.ca'], 'bob@example.ca')).toBe(false);
  });

  it('refuses a restricted coupon to a guest (no e-mail)', () => {
    expect(emailAllowed(['ann@example.ca'], null)).toBe(false);
    expect(emailAllowed(['ann@example.ca'], '')).toBe(false);
  });
});

describe('usage and spend limits', () => {
  it('refuses the use that would pass the limit', () => {
    expect(usageLimitReached(1, 0)).toBe(false);
    expect(usageLimitReached(1, 1)).toBe(true);
    expect(usageLimitReached(null, 1_000)).toBe(false);
  });

  it('compares the minimum and maximum spend inclusively', () => {
    expect(belowMinimumSpend(3000, 2999)).toBe(true);
    expect(belowMinimumSpend(3000, 3000)).toBe(false);
    expect(aboveMaximumSpend(3000, 3001)).toBe(true);
    expect(aboveMaximumSpend(3000, 3000)).toBe(false);
  });

  it('reads a maximum of 0 as none, as WooCommerce writes "0.00"', () => {
    expect(aboveMaximumSpend(0, 1_000_000)).toBe(false);
    expect(aboveMaximumSpend(null, 1_000_000)).toBe(false);
    expect(belowMinimumSpend(0, 0)).toBe(false);
  });
});

describe('checkCouponLimits', () => {
  it('accepts a coupon within every limit', () => {
    const within = limits({
      expiresAtMs: NOW + 1,
      emailRestrictions: ['*@example.ca'],
      usageLimit: 10,
      usageCount: 9,
      usageLimitPerUser: 1,
      minimumAmountCents: 5000,
      maximumAmountCents: 5000,
    });
    expect(checkCouponLimits(within, use)).toEqual({ ok: true });
  });

  it.each([
    ['coupon.expired', limits({ expiresAtMs: NOW }), use],
    ['coupon.email-restricted', limits({ emailRestrictions: ['bob@example.ca'] }), use],
    ['coupon.usage-limit', limits({ usageLimit: 5, usageCount: 5 }), use],
    ['coupon.per-user-limit', limits({ usageLimitPerUser: 1 }), { ...use, usesByCustomer: 1 }],
    ['coupon.minimum-amount', limits({ minimumAmountCents: 5001 }), use],
    ['coupon.maximum-amount', limits({ maximumAmountCents: 4999 }), use],
  ])('refuses with %s', (code, coupon, at) => {
    expect(checkCouponLimits(coupon, at)).toEqual(refusal(code));
  });

  it('does not hold usage limits against an order whose uses were already counted', () => {
    const used = limits({ usageLimit: 1, usageCount: 1, usageLimitPerUser: 1 });
    expect(checkCouponLimits(used, { ...use, usesByCustomer: 1, alreadyCounted: true })).toEqual({
      ok: true,
    });
    // Expiry and spend still apply to a re-priced order.
    expect(checkCouponLimits({ ...used, expiresAtMs: NOW }, { ...use, alreadyCounted: true })).toEqual(
      refusal('coupon.expired'),
    );
  });

  it('skips the per-customer limit while the customer is unknown', () => {
    expect(checkCouponLimits(limits({ usageLimitPerUser: 1 }), { ...use, usesByCustomer: null })).toEqual({
      ok: true,
    });
  });

  it("checks in WooCommerce's order: expiry first, then e-mail, usage, and spend", () => {
    const everything = limits({
      expiresAtMs: NOW,
      emailRestrictions: ['bob@example.ca'],
      usageLimit: 0,
      minimumAmountCents: 999_999,
    });
    expect(checkCouponLimits(everything, use)).toEqual(refusal('coupon.expired'));
    expect(checkCouponLimits({ ...everything, expiresAtMs: null }, use)).toEqual(
      refusal('coupon.email-restricted'),
    );
    expect(checkCouponLimits({ ...everything, expiresAtMs: null, emailRestrictions: [] }, use)).toEqual(
      refusal('coupon.usage-limit'),
    );
  });
});
