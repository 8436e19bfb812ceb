import {
  COUPON_VALID_MESSAGE,
  type CouponValidateRequest,
  type CouponValidateResponse,
} from '@maplepack/api-contract';
import {
  COUPON_MESSAGES,
  checkCouponValidity,
  normalizeCouponCode,
  wooCouponSchema,
  type PricingLine,
} from '@maplepack/pricing';
import { type CouponRepository, type CouponRow } from '../db/repositories/coupon-repository';
import { type CouponUsageRepository, type CouponUser } from '../db/repositories/coupon-usage-repository';
import { toCouponResponse } from './coupon-response';

type InvalidCode = Extract<CouponValidateResponse, { status: 'invalid' }>['code'];

const invalid = (code: InvalidCode): CouponValidateResponse => ({
  status: 'invalid',
  code,
  message: COUPON_MESSAGES.invalid,
  coupon: null,
});

/** Whether `email` passes the coupon's restrictions: exact addresses or '*@domain' patterns. */
export function emailAllowed(restrictions: readonly string[], email: string | undefined): boolean {
  if (restrictions.length === 0) return true;
  if (email === undefined || email === '') return false;
  const address = email.toLowerCase();
  return restrictions.some((entry) => {
    const rule = entry.toLowerCase();
    return rule.startsWith('*@') ? address.endsWith(rule.slice(1)) : address === rule;
  });
}

/**
 * Who asks. E-mail restrictions are checked against the signed-in account's address only: an
 * address typed into a form proves nothing, so a guest gets no e-mail-restricted coupon.
 */
export interface CouponCaller {
  accountEmail: string | null;
  /** Who would use the coupon, for the per-customer limit; null while unknown (a guest with no e-mail yet). */
  user: CouponUser | null;
  /** Re-pricing an order whose coupons were counted when it was placed: its own uses are not held against it. */
  alreadyCounted?: boolean;
}

async function storeChecks(
  row: CouponRow,
  request: CouponValidateRequest,
  caller: CouponCaller,
  usages: CouponUsageRepository,
  now: Date,
): Promise<InvalidCode | null> {
  if (row.dateExpires !== null && row.dateExpires.getTime() <= now.getTime()) return 'coupon.expired';
  if (!emailAllowed(row.emailRestrictions, caller.accountEmail ?? undefined))
    return 'coupon.email-restricted';
  if (caller.alreadyCounted !== true) {
    if (row.usageLimit !== null && row.usageCount >= row.usageLimit) return 'coupon.usage-limit';
    if (
      caller.user !== null &&
      row.usageLimitPerUser !== null &&
      (await usages.usesBy(row.code, caller.user)) >= row.usageLimitPerUser
    ) {
      return 'coupon.per-user-limit';
    }
  }
  if (row.minimumAmountCents !== null && request.subtotal < row.minimumAmountCents)
    return 'coupon.minimum-amount';
  if (
    row.maximumAmountCents !== null &&
    row.maximumAmountCents > 0 &&
    request.subtotal > row.maximumAmountCents
  ) {
    return 'coupon.maximum-amount';
  }
  return null;
}

/**
 * POST /coupons/validate: the store's own limits (expiry, usage overall and per customer, e-mail,
 * minimum and maximum subtotal), then pricing's eligibility rule on the cart's products. People
 * see 'OK' (shown as 'Coupon applied') or the spec's 'Coupon is invalid.'; `code` says which rule
 * refused it. Uses are counted when an order is placed (CouponUsageRepository.claim), not here.
 */
export class CouponService {
  constructor(
    private readonly coupons: CouponRepository,
    private readonly usages: CouponUsageRepository,
  ) {}

  async validate(
    request: CouponValidateRequest,
    caller: CouponCaller,
    now: Date,
  ): Promise<CouponValidateResponse> {
    const row = await this.coupons.byCode(normalizeCouponCode(request.coupon));
    if (row === undefined) return invalid('coupon.not-found');
    const refused = await storeChecks(row, request, caller, this.usages, now);
    if (refused !== null) return invalid(refused);
    const response = toCouponResponse(row);
    const coupon = wooCouponSchema.parse(response);
    // The request names products, not quantities: one pill each is enough to test eligibility.
    const lines: PricingLine[] = request.products.map((product) => ({
      productId: product.id,
      unitPriceCents: 0,
      amQty: 1,
      pmQty: 0,
      categoryIds: product.categories,
    }));
    if (!checkCouponValidity(coupon, lines, []).ok) return invalid('coupon.not-applicable');
    return { status: 'valid', message: COUPON_VALID_MESSAGE, coupon: response };
  }
}
