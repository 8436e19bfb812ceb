import { type CartState, cartLinesForPricing } from '@maplepack/cart';
import {
  type CartEstimate,
  type CartEstimateInput,
  type EstimateAmount,
  priceCartEstimate,
} from '@maplepack/pricing';
import { moneyText } from '../../lib/i18n/money';
import { freeText, toBeCalculatedText } from './cart-text';

/** A totals row: an amount, FREE, or 'To be calculated' (spec §4 Totals labels). */
export type TotalsAmount = EstimateAmount;
export type CartTotals = CartEstimate;

export interface CartTotalsInput extends Omit<CartEstimateInput, 'lines'> {
  cart: Pick<CartState, 'entries' | 'cartProducts'>;
}

/**
 * The cart page's totals: pricing's priceCartEstimate (which prices with priceOrder) on the cart's
 * lines, as the cart lib hands them to pricing. The page states no rule of its own; it only labels
 * the rows.
 */
export function cartTotals({ cart, ...rest }: CartTotalsInput): CartTotals {
  return priceCartEstimate({ ...rest, lines: cartLinesForPricing(cart) });
}

/** How a totals row reads: '$12.30', 'FREE' or 'To be calculated' (in the page's language). */
export function totalsAmountLabel(amount: TotalsAmount): string {
  if (amount.kind === 'free') return freeText();
  if (amount.kind === 'to-be-calculated') return toBeCalculatedText();
  return moneyText(amount.cents);
}
