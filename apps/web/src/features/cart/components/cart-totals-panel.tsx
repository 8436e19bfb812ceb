import { formatMoney } from '@maplepack/pricing';
import { type CartTotals, totalsAmountLabel } from '../cart-totals';
import { totals, totalsGrand, totalsTerm, totalsValue } from './cart.css';

/** Subtotal, discount, shipping, taxes and total; FREE and 'To be calculated' where they apply. */
export function CartTotalsPanel({ value }: { value: CartTotals }) {
  const rows: Array<[string, string]> = [['Subtotal', formatMoney(value.subtotalCents)]];
  if (value.discountCents > 0) rows.push(['Discount', formatMoney(-value.discountCents)]);
  rows.push(['Shipping', totalsAmountLabel(value.shipping)], ['Taxes', totalsAmountLabel(value.taxes)]);
  return (
    <dl className={totals} aria-label="Order summary">
      {rows.map(([term, amount]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={totalsTerm}>{term}</dt>
          <dd className={totalsValue}>{amount}</dd>
        </div>
      ))}
      <dt className={`${totalsTerm} ${totalsGrand}`}>Total</dt>
      <dd className={`${totalsValue} ${totalsGrand}`}>{formatMoney(value.totalCents)}</dd>
    </dl>
  );
}
