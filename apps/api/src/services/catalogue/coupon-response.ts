import { type CouponResponse } from '@maplepack/api-contract';
import { formatRatePercent, toDecimalString } from '@maplepack/pricing';
import { type CouponRow } from '../../db/repositories/coupon-repository';

/** "10.0000" → "10.00", "9.9750" → "9.975": WooCommerce writes percents with two decimals when exact. */
function percentAmount(ratePpm: number): string {
  const [whole, fraction = ''] = formatRatePercent(ratePpm).split('.');
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
}

/** A coupon row as WooCommerce writes a coupon. */
export function toCouponResponse(row: CouponRow): CouponResponse {
  const amount = row.ratePpm !== null ? percentAmount(row.ratePpm) : toDecimalString(row.amountCents ?? 0);
  return {
    id: row.id,
    code: row.code,
    amount,
    discount_type: row.discountType,
    description: row.description,
    free_shipping: row.freeShipping,
    individual_use: row.individualUse,
    product_ids: row.productIds,
    excluded_product_ids: row.excludedProductIds,
    product_categories: row.productCategories,
    excluded_product_categories: row.excludedProductCategories,
    minimum_amount: toDecimalString(row.minimumAmountCents ?? 0),
    maximum_amount: toDecimalString(row.maximumAmountCents ?? 0),
    date_expires: row.dateExpires?.toISOString() ?? null,
  };
}
