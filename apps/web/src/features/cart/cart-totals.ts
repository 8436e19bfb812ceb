import { type CartState, cartLinesForPricing } from '@maplepack/cart';
import {
  type CartEstimate,
  type CartEstimateInput,
  type EstimateAmount,
  formatMoney,
  type PricingLine,
  priceCartEstimate,
} from '@maplepack/pricing';

/** A totals row: an amount, FREE, or 'To be calculated' (spec §4 Totals labels). */
export type TotalsAmount = EstimateAmount;
export type CartTotals = CartEstimate;

export interface CartTotalsInput extends Omit<CartEstimateInput, 'lines'> {
  cart: Pick<CartState, 'entries' | 'cartProducts'>;
}

/** The cart lib's lines in pricing's shape (pricing wants its own mutable category list). */
export function pricingLinesOf(cart: Pick<CartState, 'entries' | 'cartProducts'>): PricingLine[] {
  return cartLinesForPricing(cart).map((line) => ({ ...line, categoryIds: [...line.categoryIds] }));
}

/**
 * The cart page's totals: pricing's priceCartEstimate (which prices with priceOrder) on the cart's
 * lines. The page states no rule of its own; it only labels the rows.
 * Throws when `dateIso` is not a day the tax table covers: the caller passes today.
 */
export function cartTotals({ cart, ...rest }: CartTotalsInput): CartTotals {
  return priceCartEstimate({ ...rest, lines: pricingLinesOf(cart) });
}

export const FREE_LABEL = 'FREE';
export const TO_BE_CALCULATED_LABEL = 'To be calculated';

/** How a totals row reads: '$12.30', 'FREE' or 'To be calculated'. */
export function totalsAmountLabel(amount: TotalsAmount): string {
  if (amount.kind === 'free') return FREE_LABEL;
  if (amount.kind === 'to-be-calculated') return TO_BE_CALCULATED_LABEL;
  return formatMoney(amount.cents);
}
