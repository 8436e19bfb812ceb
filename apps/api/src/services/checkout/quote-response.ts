import { type CheckoutNotice, type CheckoutQuote } from '@maplepack/api-contract';
import { formatRatePercent, toDecimalString } from '@maplepack/pricing';
import { provinceOfPostalCode } from '@maplepack/api-contract';
import { type PricedOrder } from '../orders/order-pricing';

/** The quote of a priced cart, as the contract writes it (amounts as two-decimal strings). */
export function quoteOf(
  priced: PricedOrder,
  context: {
    mode: CheckoutQuote['mode'];
    campaign: string | null;
    renewal: { date: string; totalCents: number };
    notices: CheckoutNotice[];
  },
): CheckoutQuote {
  const { breakdown } = priced;
  const signedIn = context.mode === 'signedin';
  const oldPackCents = priced.oldPackLines.reduce((sum, line) => sum + line.subtotalCents, 0);
  return {
    mode: context.mode,
    currency: 'CAD',
    campaign: context.campaign,
    lines: priced.lines.map((line) => ({
      product_id: line.productId,
      name: line.name,
      am_dose: line.amDose,
      pm_dose: line.pmDose,
      quantity: line.quantity,
      price: toDecimalString(line.unitPriceCents),
      subtotal: toDecimalString(line.subtotalCents),
      total: toDecimalString(line.totalCents),
    })),
    coupons: [
      ...priced.applied.map((coupon) => ({
        code: coupon.code,
        status: 'applied' as const,
        discount: toDecimalString(coupon.discountCents),
      })),
      ...priced.renewalOnly.map((code) => ({ code, status: 'renewal-only' as const, discount: '0.00' })),
    ],
    province: priced.province,
    postcode: priced.postcode,
    subtotal: toDecimalString(breakdown.subtotalCents),
    old_pack_subtotal: toDecimalString(signedIn ? oldPackCents : 0),
    discount_total: toDecimalString(breakdown.discountCents),
    shipping_total: toDecimalString(breakdown.shippingCents),
    tax_lines: breakdown.taxLines.map((line) => ({
      label: line.name,
      rate_percent: formatRatePercent(line.ratePpm),
      tax_total: toDecimalString(line.amountCents),
    })),
    total_tax: toDecimalString(breakdown.taxCents),
    // A plan change charges nothing now: the new plan is charged at its renewal.
    total: toDecimalString(signedIn ? 0 : breakdown.totalCents),
    renewal: { date: context.renewal.date, total: toDecimalString(context.renewal.totalCents) },
    notices: context.notices,
  };
}

/** The quote when nothing in the cart can be sold any more: all zero, with the notices saying why. */
export function emptyQuote(
  mode: CheckoutQuote['mode'],
  postcode: string,
  renewalDate: string,
  notices: CheckoutNotice[],
): CheckoutQuote {
  return {
    mode,
    currency: 'CAD',
    campaign: null,
    lines: [],
    coupons: [],
    province: provinceOfPostalCode(postcode) ?? '',
    postcode,
    subtotal: '0.00',
    old_pack_subtotal: '0.00',
    discount_total: '0.00',
    shipping_total: '0.00',
    tax_lines: [],
    total_tax: '0.00',
    total: '0.00',
    renewal: { date: renewalDate, total: '0.00' },
    notices,
  };
}
