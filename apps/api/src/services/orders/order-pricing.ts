import {
  CANADA_POST_METHOD,
  POSTAL_CODE_MESSAGE,
  normalizePostalCode,
  provinceOfPostalCode,
  type LineItemInput,
} from '@maplepack/api-contract';
import {
  COUPON_MESSAGES,
  priceOrder,
  wooCouponSchema,
  type Coupon,
  type PriceBreakdown,
  type PricingLine,
  type PricingMode,
  type ShippingSettings,
  type TaxRule,
} from '@maplepack/pricing';
import { shopDay } from '@maplepack/calendar';
import { type ProductRepository, type ProductRow } from '../../db/repositories/product-repository';
import { type CouponCaller, type CouponService } from '../catalogue/coupon-service';
import { type ShippingService } from '../catalogue/shipping-service';
import { type TaxService } from '../catalogue/tax-service';

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
  /** Signed-in mode: the plan's lines kept beside the cart (their subtotal is the old pack's). */
  oldPackLines: PricedLine[];
  /** What a renewal of these lines is priced with (pricing's priceRenewal). */
  renewalBasis: {
    lines: PricingLine[];
    coupons: Coupon[];
    shipping: ShippingSettings;
    taxRules: TaxRule[];
  };
}

/** What a lenient pricing left out, and why (a quote says so instead of failing). */
export interface PricingDrops {
  /** Products no longer for sale (unpublished, out of stock, gone); `name` null when gone. */
  products: { productId: number; name: string | null }[];
  /** Coupons the store or pricing refused: the refusal code and, from pricing, its message. */
  coupons: { code: string; reason: string; message: string }[];
}

export type LenientPricingResult =
  | { ok: true; priced: PricedOrder | null; dropped: PricingDrops }
  | PricingFailure;

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
  /** 'signedin': spec §4's signed-in totals, coupons ignored; default 'guest'. */
  mode?: PricingMode;
  /** Signed-in mode: plan lines kept beside the cart; their subtotal is the old pack's. */
  oldPackLines?: readonly Pick<LineItemInput, 'productId' | 'amDose' | 'pmDose'>[];
}

type Wanted = Pick<LineItemInput, 'productId' | 'amDose' | 'pmDose'>;

const fail = (status: 400 | 422, code: string, message: string, field?: string): PricingFailure =>
  field === undefined ? { ok: false, status, code, message } : { ok: false, status, code, message, field };

/**
 * Prices an order on the server from ids, doses, coupon codes and the address only (every amount
 * the client sent is ignored): products and prices from the catalogue table, coupons from the
 * coupons table through the store's checks, Canada Post's rate and the free-shipping minimum from
 * the seeded shipping settings, the tax province from the postal code, and the tax rules in the
 * database in force on the shop's day of `now` (what `GET /taxes` serves). Amounts are integer cents; pricing rounds tax half up.
 *
 * `price` refuses what cannot be sold (an order); `priceLenient` leaves it out and says what it
 * left out (the checkout's quote, which must show the new total instead of failing).
 */
export class OrderPricer {
  constructor(
    private readonly products: ProductRepository,
    private readonly coupons: CouponService,
    private readonly shipping: ShippingService,
    private readonly taxes: Pick<TaxService, 'rulesInEffect'>,
  ) {}

  /** The published, in-stock products of the lines, or a failure naming the first that is not. */
  async loadProducts(
    productIds: readonly number[],
  ): Promise<{ ok: true; products: ProductRow[] } | PricingFailure> {
    const { available, unavailable } = await this.splitAvailable(productIds);
    if (unavailable.length > 0)
      return fail(422, 'order.unknown-product', 'One of the products is not available.');
    return { ok: true, products: available };
  }

  /** The lines' products that are for sale (published, in stock), and those that are not. */
  private async splitAvailable(
    productIds: readonly number[],
  ): Promise<{ available: ProductRow[]; unavailable: { productId: number; name: string | null }[] }> {
    const available: ProductRow[] = [];
    const unavailable: { productId: number; name: string | null }[] = [];
    for (const id of productIds) {
      const row = await this.products.byId(id);
      if (row === undefined || row.status !== 'publish' || row.stockStatus !== 'instock') {
        unavailable.push({ productId: id, name: row?.name ?? null });
      } else {
        available.push(row);
      }
    }
    return { available, unavailable };
  }

  /**
   * Canada Post's rate for the address and the free-shipping minimum, in cents: the dated costs,
   * threshold and surcharges in force on the order's shop day (issue 18).
   */
  private async shippingSettings(
    postcode: string,
    day: string,
  ): Promise<
    | { ok: true; rate: { method_id: string; method_title: string }; shipping: ShippingSettings }
    | PricingFailure
  > {
    const found = await this.shipping.settingsOn(postcode, day);
    if (found === null)
      return fail(422, 'shipping.no-rate', 'We cannot ship to this postal code.', 'shipping.postcode');
    return {
      ok: true,
      rate: { method_id: String(CANADA_POST_METHOD.instanceId), method_title: CANADA_POST_METHOD.title },
      shipping: found.settings,
    };
  }

  async price(question: PricingQuestion): Promise<PricingResult> {
    const result = await this.run(question, false);
    if (!result.ok) return result;
    if (result.priced === null) return fail(422, 'order.empty', 'An order needs at least one product.');
    return { ok: true, priced: result.priced };
  }

  /** As `price`, but products no longer for sale and coupons that no longer apply are left out. */
  priceLenient(question: PricingQuestion): Promise<LenientPricingResult> {
    return this.run(question, true);
  }

  private async run(question: PricingQuestion, lenient: boolean): Promise<LenientPricingResult> {
    const dropped: PricingDrops = { products: [], coupons: [] };
    const wanted = question.lines.filter((line) => line.amDose + line.pmDose > 0);
    const oldWanted = (question.oldPackLines ?? []).filter((line) => line.amDose + line.pmDose > 0);
    if (wanted.length === 0 && !lenient)
      return fail(422, 'order.empty', 'An order needs at least one product.');
    const ids = wanted.map((line) => line.productId);
    if (new Set(ids).size !== ids.length)
      return fail(400, 'order.duplicate-product', 'Each product may appear on one line only.');
    const postcode = normalizePostalCode(question.postcode);
    const province = postcode === null ? null : provinceOfPostalCode(postcode);
    if (postcode === null || province === null)
      return fail(400, 'request.invalid', POSTAL_CODE_MESSAGE, 'shipping.postcode');
    if (question.city.trim() === '')
      return fail(400, 'request.invalid', 'shipping.city: city is required', 'shipping.city');

    const split = await this.splitAvailable([...ids, ...oldWanted.map((line) => line.productId)]);
    if (split.unavailable.length > 0 && !lenient)
      return fail(422, 'order.unknown-product', 'One of the products is not available.');
    dropped.products.push(...split.unavailable);
    const toPricingLine = (line: Wanted): PricingLine[] => {
      const product = split.available.find((row) => row.id === line.productId);
      if (product === undefined) return [];
      return [
        {
          productId: product.id,
          unitPriceCents: product.priceCents,
          amQty: line.amDose,
          pmQty: line.pmDose,
          categoryIds: product.categories.map((category) => category.id),
        },
      ];
    };
    const pricingLines = wanted.flatMap(toPricingLine);
    const oldPackPricingLines = oldWanted.flatMap(toPricingLine);
    if (pricingLines.length === 0) return { ok: true, priced: null, dropped };
    const cartCents = pricingLines.reduce(
      (sum, line) => sum + line.unitPriceCents * (line.amQty + line.pmQty),
      0,
    );

    const mode = question.mode ?? 'guest';
    const coupons: Coupon[] = [];
    for (const code of mode === 'guest' ? question.couponCodes : []) {
      const answer = await this.coupons.validate(
        {
          coupon: code,
          products: pricingLines.map((line) => ({ id: line.productId, categories: line.categoryIds })),
          subtotal: cartCents,
        },
        question.couponCaller,
        question.now,
      );
      if (answer.status === 'valid') coupons.push(wooCouponSchema.parse(answer.coupon));
      else if (lenient) dropped.coupons.push({ code, reason: answer.code, message: answer.message });
      else return fail(422, 'coupon.invalid', COUPON_MESSAGES.invalid, 'coupon_lines');
    }

    const settings = await this.shippingSettings(postcode, shopDay(question.now));
    if (!settings.ok) return settings;
    const { rate, shipping } = settings;

    const taxRules = await this.taxes.rulesInEffect(shopDay(question.now));

    const lineSubtotal = (line: PricingLine) => line.unitPriceCents * (line.amQty + line.pmQty);
    const breakdown = priceOrder({
      mode,
      lines: pricingLines,
      oldPackSubtotalCents: oldPackPricingLines.reduce((sum, line) => sum + lineSubtotal(line), 0),
      coupons,
      location: { country: 'CA', state: province, postcode },
      shipping,
      campaign: question.campaign,
      taxRules,
    });
    for (const outcome of breakdown.coupons) {
      if (outcome.status !== 'rejected') continue;
      if (!lenient) return fail(422, 'coupon.rejected', outcome.message, 'coupon_lines');
      dropped.coupons.push({ code: outcome.code, reason: 'coupon.rejected', message: outcome.message });
    }

    const pricedLine =
      (discounts: readonly number[]) =>
      (line: PricingLine, index: number): PricedLine => ({
        productId: line.productId,
        name: split.available.find((row) => row.id === line.productId)?.name ?? '',
        amDose: line.amQty,
        pmDose: line.pmQty,
        quantity: line.amQty + line.pmQty,
        unitPriceCents: line.unitPriceCents,
        subtotalCents: lineSubtotal(line),
        totalCents: lineSubtotal(line) - (discounts[index] ?? 0),
      });
    const typeOf = new Map(coupons.map((coupon) => [coupon.code, coupon.discountType]));
    const kept = new Set(breakdown.coupons.filter((o) => o.status !== 'rejected').map((o) => o.code));
    return {
      ok: true,
      dropped,
      priced: {
        lines: pricingLines.map(pricedLine(breakdown.lineDiscountCents)),
        products: split.available,
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
          methodId: rate.method_id,
          methodTitle: rate.method_title,
          totalCents: breakdown.shippingCents,
        },
        postcode,
        province,
        oldPackLines: oldPackPricingLines.map(pricedLine([])),
        renewalBasis: {
          lines: [...pricingLines, ...oldPackPricingLines],
          coupons: coupons.filter((coupon) => kept.has(coupon.code)),
          shipping,
          taxRules,
        },
      },
    };
  }
}
