import { type AdminCouponBody } from '@maplepack/api-client';
import { adminCouponRequestSchema, type AdminCoupon } from '@maplepack/api-contract';
import { addCalendarDays, shopDay, startOfShopDay } from '@maplepack/calendar';
import { type DiscountType } from '@maplepack/pricing';

/** The coupon form as typed: lists as text (ids comma-separated, e-mail rules one a line), the expiry a shop day. */
export interface CouponDraft {
  code: string;
  description: string;
  discount_type: DiscountType;
  amount: string;
  free_shipping: boolean;
  individual_use: boolean;
  product_ids: string;
  excluded_product_ids: string;
  product_categories: string;
  excluded_product_categories: string;
  email_restrictions: string;
  minimum_amount: string;
  maximum_amount: string;
  usage_limit: string;
  usage_limit_per_user: string;
  /** The last shop day (Toronto) it works, YYYY-MM-DD, or '' for never. */
  expires_on: string;
}

export type CouponErrors = Partial<Record<keyof CouponDraft, string>>;

export const EMPTY_COUPON: CouponDraft = {
  code: '',
  description: '',
  discount_type: 'percent',
  amount: '',
  free_shipping: false,
  individual_use: false,
  product_ids: '',
  excluded_product_ids: '',
  product_categories: '',
  excluded_product_categories: '',
  email_restrictions: '',
  minimum_amount: '',
  maximum_amount: '',
  usage_limit: '',
  usage_limit_per_user: '',
  expires_on: '',
};

/** The coupon expires when the shop day after `expires_on` starts; shown back as that last day. */
function lastDayOf(dateExpires: string | null): string {
  if (dateExpires === null) return '';
  return shopDay(new Date(new Date(dateExpires).getTime() - 1));
}

export function couponDraftOf(coupon: AdminCoupon): CouponDraft {
  const list = (ids: readonly number[]) => ids.join(', ');
  return {
    code: coupon.code,
    description: coupon.description,
    discount_type: coupon.discount_type,
    amount: coupon.amount,
    free_shipping: coupon.free_shipping,
    individual_use: coupon.individual_use,
    product_ids: list(coupon.product_ids),
    excluded_product_ids: list(coupon.excluded_product_ids),
    product_categories: list(coupon.product_categories),
    excluded_product_categories: list(coupon.excluded_product_categories),
    email_restrictions: coupon.email_restrictions.join('\n'),
    minimum_amount: coupon.minimum_amount ?? '',
    maximum_amount: coupon.maximum_amount ?? '',
    usage_limit: coupon.usage_limit === null ? '' : String(coupon.usage_limit),
    usage_limit_per_user: coupon.usage_limit_per_user === null ? '' : String(coupon.usage_limit_per_user),
    expires_on: lastDayOf(coupon.date_expires),
  };
}

const ID_LIST_MESSAGE = 'Enter numbers separated by commas.';

function idsOf(text: string): number[] | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return parts.every((part) => /^\d+$/.test(part)) ? parts.map(Number) : null;
}

const optional = (text: string): string | null => (text.trim() === '' ? null : text.trim());
const optionalCount = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** The body the API takes, checked with the contract's schema (the pricing lib's rules run on the server). */
export function checkCouponDraft(draft: CouponDraft): { body: AdminCouponBody } | { errors: CouponErrors } {
  const errors: CouponErrors = {};
  const lists = {} as Record<
    'product_ids' | 'excluded_product_ids' | 'product_categories' | 'excluded_product_categories',
    number[]
  >;
  for (const name of [
    'product_ids',
    'excluded_product_ids',
    'product_categories',
    'excluded_product_categories',
  ] as const) {
    const ids = idsOf(draft[name]);
    if (ids === null) errors[name] = ID_LIST_MESSAGE;
    else lists[name] = ids;
  }
  let dateExpires: string | null = null;
  if (draft.expires_on !== '') {
    const end = startOfShopDay(addCalendarDays(draft.expires_on, 1));
    if (end === undefined) errors.expires_on = 'Please choose a day.';
    else dateExpires = new Date(end).toISOString();
  }
  const body = {
    code: draft.code,
    description: draft.description,
    discount_type: draft.discount_type,
    amount: draft.amount.trim(),
    free_shipping: draft.free_shipping,
    individual_use: draft.individual_use,
    ...lists,
    email_restrictions: draft.email_restrictions
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    minimum_amount: optional(draft.minimum_amount),
    maximum_amount: optional(draft.maximum_amount),
    usage_limit: optionalCount(draft.usage_limit),
    usage_limit_per_user: optionalCount(draft.usage_limit_per_user),
    date_expires: dateExpires,
  };
  const parsed = adminCouponRequestSchema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'code') as keyof CouponDraft;
      errors[field] ??= issue.message;
    }
  if (Object.keys(errors).length > 0) return { errors };
  return { body: body as AdminCouponBody };
}
