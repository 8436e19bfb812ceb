import {
  CANADA_POST_METHOD,
  POSTAL_CODE_MESSAGE,
  normalizePostalCode,
  provinceOfPostalCode,
} from '@maplepack/api-contract';
import { type ProductRow } from '../../db/repositories/product-repository';
import { type SubscriptionParts } from '../../db/repositories/subscription-repository';
import { type OrderPricer, type PricedLine, type PricingFailure } from '../orders/order-pricing';

export interface PricedSubscription {
  ok: true;
  lines: PricedLine[];
  products: ProductRow[];
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  shippingLine: { methodId: string; methodTitle: string };
  postcode: string;
  province: string;
}

/**
 * A plan's renewal price in cents: its lines at catalogue prices, Canada Post shipping for its
 * address, and the tax of the province on `now`'s day. Coupons are left out (recurring ones apply
 * at renewal, by the renewal run). Lines with no pills are dropped; an empty plan costs 0.
 */
export async function priceSubscription(
  pricer: OrderPricer,
  lines: readonly { id?: number | undefined; productId: number; amDose: number; pmDose: number }[],
  postcodeText: string,
  city: string,
  now: Date,
): Promise<PricedSubscription | PricingFailure> {
  const wanted = lines.filter((line) => line.amDose + line.pmDose > 0);
  if (wanted.length === 0) {
    const postcode = normalizePostalCode(postcodeText);
    const province = postcode === null ? null : provinceOfPostalCode(postcode);
    if (postcode === null || province === null)
      return { ok: false, status: 400, code: 'request.invalid', message: POSTAL_CODE_MESSAGE };
    const shippingLine = {
      methodId: String(CANADA_POST_METHOD.instanceId),
      methodTitle: CANADA_POST_METHOD.title,
    };
    return {
      ok: true,
      lines: [],
      products: [],
      subtotalCents: 0,
      shippingCents: 0,
      taxCents: 0,
      totalCents: 0,
      shippingLine,
      postcode,
      province,
    };
  }
  const result = await pricer.price({
    lines: wanted,
    couponCodes: [],
    couponCaller: { accountEmail: null, user: null },
    postcode: postcodeText,
    city,
    campaign: null,
    now,
  });
  if (!result.ok) return result;
  const { priced } = result;
  return {
    ok: true,
    lines: priced.lines,
    products: priced.products,
    subtotalCents: priced.breakdown.subtotalCents,
    shippingCents: priced.breakdown.shippingCents,
    taxCents: priced.breakdown.taxCents,
    totalCents: priced.breakdown.totalCents,
    shippingLine: { methodId: priced.shippingLine.methodId, methodTitle: priced.shippingLine.methodTitle },
    postcode: priced.postcode,
    province: priced.province,
  };
}

export function subscriptionColumns(priced: PricedSubscription) {
  return {
    totalCents: priced.totalCents,
    totalTaxCents: priced.taxCents,
    shippingTotalCents: priced.shippingCents,
  };
}

export function subscriptionParts(priced: PricedSubscription): SubscriptionParts {
  return {
    lines: priced.lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      amDose: line.amDose,
      pmDose: line.pmDose,
      subtotalCents: line.subtotalCents,
      totalCents: line.totalCents,
    })),
    shipping: [{ ...priced.shippingLine, totalCents: priced.shippingCents }],
  };
}
