import {
  COUPON_VALID_MESSAGE,
  type CouponValidateRequest,
  type CouponValidateResponse,
} from '@maplepack/api-contract';
import {
  COUPON_MESSAGES,
  checkCouponLimits,
  formatMoney,
  checkCouponValidity,
  normalizeCouponCode,
  wooCouponSchema,
  type CouponLimits,
  type PricingLine,
} from '@maplepack/pricing';
import { type CouponRepository, type CouponRow } from '../../db/repositories/coupon-repository';
import { type CouponUsageRepository, type CouponUser } from '../../db/repositories/coupon-usage-repository';
import { toCouponResponse } from './coupon-response';

/** Refusals a person can act on, in words (issue 17; spec §5 lets server messages through). */
const COUPON_REFUSAL_MESSAGES = {
  expired: 'This coupon has expired.',
  /** `minimum` as the cart shows money ('$30.00'). */
  minimumAmount: (minimum: string): string =>
    `This coupon needs an order of at least ${minimum} before taxes and shipping.`,
  maximumAmount: (maximum: string): string => `This coupon is for orders of up to ${maximum}.`,
} as const;

type InvalidCode = Extract<CouponValidateResponse, { status: 'invalid' }>['code'];

/**
 * What a person reads for a refusal: why, when they can do something about it (wait for another
 * coupon, add to the order), else the spec's 'Coupon is invalid.' (nothing said about a code's
 * existence, its uses or whom it is reserved for).
 */
function refusalMessage(code: InvalidCode, row: CouponRow | undefined): string {
  if (code === 'coupon.expired') return COUPON_REFUSAL_MESSAGES.expired;
  if (code === 'coupon.minimum-amount' && row?.minimumAmountCents != null)
    return COUPON_REFUSAL_MESSAGES.minimumAmount(formatMoney(row.minimumAmountCents));
  if (code === 'coupon.maximum-amount' && row?.maximumAmountCents != null)
    return COUPON_REFUSAL_MESSAGES.maximumAmount(formatMoney(row.maximumAmountCents));
  return COUPON_MESSAGES.invalid;
}

const invalid = (code: InvalidCode, row?: CouponRow): CouponValidateResponse => ({
  status: 'invalid',
  code,
  message: refusalMessage(code, row),
  coupon: null,
});

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

/** The store limits of a coupon row, as pricing's limit rules read them. */
function limitsOf(row: CouponRow): CouponLimits {
  return {
    expiresAtMs: row.dateExpires?.getTime() ?? null,
    emailRestrictions: row.emailRestrictions,
    usageLimit: row.usageLimit,
    usageCount: row.usageCount,
    usageLimitPerUser: row.usageLimitPerUser,
    minimumAmountCents: row.minimumAmountCents,
    maximumAmountCents: row.maximumAmountCents,
  };
}

/**
 * The store's limits (pricing's `checkCouponLimits`); this service only looks up the data they
 * need: the customer's uses, counted only when a per-customer limit applies.
 */
async function storeChecks(
  row: CouponRow,
  request: CouponValidateRequest,
  caller: CouponCaller,
  usages: CouponUsageRepository,
  now: Date,
): Promise<InvalidCode | null> {
  const user = row.usageLimitPerUser === null || caller.alreadyCounted === true ? null : caller.user;
  const usesByCustomer = user === null ? null : await usages.usesBy(row.code, user);
  const result = checkCouponLimits(limitsOf(row), {
    nowMs: now.getTime(),
    email: caller.accountEmail,
    subtotalCents: request.subtotal,
    usesByCustomer,
    ...(caller.alreadyCounted === undefined ? {} : { alreadyCounted: caller.alreadyCounted }),
  });
  return result.ok ? null : result.code;
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
    if (refused !== null) return invalid(refused, row);
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
