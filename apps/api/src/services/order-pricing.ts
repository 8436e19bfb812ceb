import {
  FREE_SHIPPING_METHOD,
  FREE_SHIPPING_ZONE_ID,
  POSTAL_CODE_MESSAGE,
  normalizePostalCode,
  provinceOfPostalCode,
  type LineItemInput,
} from '@maplepack/api-contract';
import {
  COUPON_MESSAGES,
  parseMoney,
  priceOrder,
  taxRulesInEffect,
  wooCouponSchema,
  type Coupon,
  type PriceBreakdown,
  type PricingLine,
} from '@maplepack/pricing';
import { type ProductRepository, type ProductRow } from '../db/repositories/product-repository';
import { type CouponCaller, type CouponService } from './coupon-service';
import { type ShippingService } from './shipping-service';

export interface PricedLine {
  productId: number;
  name: string;
  amDose: number;
  pmDose: number;
  quantity: number;
  unitPriceCents: number;
  subtotalCents: number;
  /** Subtotal less the coupon discount taken from this line (pricing's per-line discounts). */
  totalCents: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  products: ProductRow[];
  breakdown: PriceBreakdown;
  /** Coupons that discount this order, with the domain type WooCommerce writes on coupon lines. */
  applied: { code: string; discountType: string; discountCents: number }[];
  /** Recurring coupons: dropped from the order, kept for the subscription's renewals. */
  renewalOnly: string[];
  shippingLine: { methodId: string; methodTitle: string; totalCents: number };
  postcode: string;
  province: string;
}

export type PricingFailure = { ok: false; status: 400 | 422; code: string; message: string; field?: string };
export type PricingResult = { ok: true; priced: PricedOrder } | PricingFailure;

export interface PricingQuestion {
  lines: readonly Pick<LineItemInput, 'productId' | 'amDose' | 'pmDose'>[];
  couponCodes: readonly string[];
  /** Who uses the coupons: restrictions and per-customer limits are checked for them. */
  couponCaller: CouponCaller;
  postcode: string;
  city: string;
  campaign: string | null;
  now: Date;
}

const fail = (status: 400 | 422, code: string, message: string, field?: string): PricingFailure =>
  field === undefined ? { ok: false, status, code, message } : { ok: false, status, code, message, field };

/**
 * Prices an order on the server from ids, doses, coupon codes and the address only (every amount
 * the client sent is ignored): products and prices from the catalogue table, coupons from the
 * coupons table through the store's checks, Canada Post's rate and the free-shipping minimum from
 * the seeded shipping settings, the tax province from the postal code, and the Canadian tax rules
 * in force on the day of `now` (UTC). Amounts are integer cents; pricing rounds tax half up.
 */
export class OrderPricer {
  constructor(
    private readonly products: ProductRepository,
    private readonly coupons: CouponService,
    private readonly shipping: ShippingService,
  ) {}

  /** The published, in-stock products of the lines, or a failure naming the first that is not. */
  async loadProducts(
    productIds: readonly number[],
  ): Promise<{ ok: true; products: ProductRow[] } | PricingFailure> {
    const rows: ProductRow[] = [];
    for (const id of productIds) {
      const row = await this.products.byId(id);
      if (row === undefined || row.status !== 'publish' || row.stockStatus !== 'instock') {
        return fail(422, 'order.unknown-product', 'One of the products is not available.');
      }
      rows.push(row);
    }
    return { ok: true, products: rows };
  }

  async price(question: PricingQuestion): Promise<PricingResult> {
    const wanted = question.lines.filter((line) => line.amDose + line.pmDose > 0);
    if (wanted.length === 0) return fail(422, 'order.empty', 'An order needs at least one product.');
    const ids = wanted.map((line) => line.productId);
    if (new Set(ids).size !== ids.length)
      return fail(400, 'order.duplicate-product', 'Each product may appear on one line only.');
    const postcode = normalizePostalCode(question.postcode);
    const province = postcode === null ? null : provinceOfPostalCode(postcode);
    if (postcode === null || province === null)
      return fail(400, 'request.invalid', POSTAL_CODE_MESSAGE, 'shipping.postcode');
    if (question.city.trim() === '')
      return fail(400, 'request.invalid', 'shipping.city: city is required', 'shipping.city');

    const loaded = await this.loadProducts(ids);
    if (!loaded.ok) return loaded;
    const pricingLines: PricingLine[] = wanted.map((line, index) => {
      const product = loaded.products[index] as ProductRow;
      return {
        productId: product.id,
        unitPriceCents: product.priceCents,
        amQty: line.amDose,
        pmQty: line.pmDose,
        categoryIds: product.categories.map((category) => category.id),
      };
    });
    const cartCents = pricingLines.reduce(
      (sum, line) => sum + line.unitPriceCents * (line.amQty + line.pmQty),
      0,
    );

    const coupons: Coupon[] = [];
    for (const code of question.couponCodes) {
      const answer = await this.coupons.validate(
        {
          coupon: code,
          products: pricingLines.map((line) => ({ id: line.productId, categories: line.categoryIds })),
          subtotal: cartCents,
        },
        question.couponCaller,
        question.now,
      );
      if (answer.status === 'invalid')
        return fail(422, 'coupon.invalid', COUPON_MESSAGES.invalid, 'coupon_lines');
      coupons.push(wooCouponSchema.parse(answer.coupon));
    }

    const rate = await this.shipping.rate({ postal_code: postcode, city: question.city });
    if (!rate.ok) return fail(422, rate.code, rate.message, 'shipping.postcode');
    const freeMethod = await this.shipping.method(FREE_SHIPPING_ZONE_ID, FREE_SHIPPING_METHOD.instanceId);
    const minText = freeMethod?.enabled === true ? freeMethod.settings['min_amount']?.value : undefined;
    const min = minText === undefined ? null : parseMoney(minText);
    const toCents = (text: string): number => {
      const parsed = parseMoney(text);
      if (!parsed.ok) throw new Error(`shipping table holds a bad amount: ${text}`);
      return parsed.amountCents;
    };

    const today = question.now.toISOString().slice(0, 10);
    const taxRules = taxRulesInEffect(today);
    if (!taxRules.ok) throw new Error(taxRules.message);

    const breakdown = priceOrder({
      mode: 'guest',
      lines: pricingLines,
      oldPackSubtotalCents: 0,
      coupons,
      location: { country: 'CA', state: province, postcode },
      shipping: {
        rateCents: toCents(rate.rate.rate),
        extraFeeCents: toCents(rate.rate.extra_fee),
        freeShippingMinCents: min?.ok === true ? min.amountCents : null,
      },
      campaign: question.campaign,
      taxRules: taxRules.rules,
    });
    const rejected = breakdown.coupons.find((outcome) => outcome.status === 'rejected');
    if (rejected?.status === 'rejected')
      return fail(422, 'coupon.rejected', rejected.message, 'coupon_lines');

    const lines = pricingLines.map((line, index): PricedLine => {
      const subtotalCents = line.unitPriceCents * (line.amQty + line.pmQty);
      return {
        productId: line.productId,
        name: (loaded.products[index] as ProductRow).name,
        amDose: line.amQty,
        pmDose: line.pmQty,
        quantity: line.amQty + line.pmQty,
        unitPriceCents: line.unitPriceCents,
        subtotalCents,
        totalCents: subtotalCents - (breakdown.lineDiscountCents[index] ?? 0),
      };
    });
    const typeOf = new Map(coupons.map((coupon) => [coupon.code, coupon.discountType]));
    return {
      ok: true,
      priced: {
        lines,
        products: loaded.products,
        breakdown,
        applied: breakdown.coupons
          .filter((outcome) => outcome.status === 'applied')
          .map((outcome) => ({
            code: outcome.code,
            discountType: typeOf.get(outcome.code) ?? '',
            discountCents: outcome.discountCents,
          })),
        renewalOnly: breakdown.coupons
          .filter((outcome) => outcome.status === 'renewal-only')
          .map((outcome) => outcome.code),
        shippingLine: {
          methodId: rate.rate.method_id,
          methodTitle: rate.rate.method_title,
          totalCents: breakdown.shippingCents,
        },
        postcode,
        province,
      },
    };
  }
}
