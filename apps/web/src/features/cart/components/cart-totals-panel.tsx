import { useLingui } from '@lingui/react/macro';
import { moneyText } from '../../../lib/i18n/money';
import { type CartTotals, totalsAmountLabel } from '../cart-totals';
import { totals, totalsGrand, totalsTerm, totalsValue } from './cart.css';

/** Subtotal, discount, shipping, taxes and total; FREE and 'To be calculated' where they apply. */
export function CartTotalsPanel({ value }: { value: CartTotals }) {
  const { t } = useLingui();
  const rows: Array<[string, string]> = [[t`Subtotal`, moneyText(value.subtotalCents)]];
  if (value.discountCents > 0) rows.push([t`Discount`, moneyText(-value.discountCents)]);
  rows.push([t`Shipping`, totalsAmountLabel(value.shipping)], [t`Taxes`, totalsAmountLabel(value.taxes)]);
  return (
    <dl className={totals} aria-label={t`Order summary`}>
      {rows.map(([term, amount]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={totalsTerm}>{term}</dt>
          <dd className={totalsValue}>{amount}</dd>
        </div>
      ))}
      <dt className={`${totalsTerm} ${totalsGrand}`}>{t`Total`}</dt>
      <dd className={`${totalsValue} ${totalsGrand}`}>{moneyText(value.totalCents)}</dd>
    </dl>
  );
}
