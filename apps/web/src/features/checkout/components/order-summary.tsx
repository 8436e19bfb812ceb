import { useLingui } from '@lingui/react/macro';
import { type CheckoutQuote } from '@maplepack/api-contract';
import { type ReactNode } from 'react';
import { amountText, percentText, taxLabelText } from '../../../lib/i18n/amount-text';
import { dosesText, shopDayText } from '../checkout-words';
import {
  card,
  lineRow,
  lines,
  muted,
  notice,
  subHeading,
  totals,
  totalsGrand,
  totalsTerm,
  totalsValue,
} from './checkout.css';

export interface OrderSummaryProps {
  /** The server's quote for the address; null until there is an address to price. */
  quote: CheckoutQuote | null;
  /** The quote is being asked for again (address or coupons changed). */
  updating: boolean;
  /** The browser's own estimate, shown until the server's quote arrives. */
  estimate: ReactNode;
}

/**
 * The order as the server priced it: each line with its morning and evening doses, the coupons,
 * shipping, each tax line and the total; then the renewal. Before there is an address, the browser's
 * estimate from the cart.
 */
export function OrderSummary({ quote, updating, estimate }: OrderSummaryProps) {
  const { t } = useLingui();
  if (quote === null) {
    return (
      <aside className={card} aria-labelledby="checkout-order">
        <h2 id="checkout-order" className={subHeading}>
          {t`Your order`}
        </h2>
        {estimate}
        <p className={muted}>
          {updating
            ? t`Calculating your total…`
            : t`Your total is confirmed once we know your shipping address.`}
        </p>
      </aside>
    );
  }
  const rows: Array<[string, string]> = [[t`Subtotal`, amountText(quote.subtotal)]];
  if (quote.old_pack_subtotal !== '0.00')
    rows.push([t`Your current pack`, amountText(quote.old_pack_subtotal)]);
  for (const coupon of quote.coupons) {
    const code = coupon.code;
    rows.push([
      coupon.status === 'renewal-only' ? t`Coupon ${code} (from your first renewal)` : t`Coupon ${code}`,
      coupon.status === 'renewal-only' ? amountText('0.00') : amountText(`-${coupon.discount}`),
    ]);
  }
  rows.push([t`Shipping`, quote.shipping_total === '0.00' ? t`FREE` : amountText(quote.shipping_total)]);
  for (const tax of quote.tax_lines) {
    const label = taxLabelText(tax.label);
    const rate = percentText(tax.rate_percent);
    rows.push([t`${label} (${rate})`, amountText(tax.tax_total)]);
  }
  const renewalTotal = amountText(quote.renewal.total);
  const renewalDate = shopDayText(quote.renewal.date);
  return (
    <aside className={card} aria-labelledby="checkout-order" aria-busy={updating || undefined}>
      <h2 id="checkout-order" className={subHeading}>
        {t`Your order`}
      </h2>
      <ul className={lines} aria-label={t`Your pack`}>
        {quote.lines.map((line) => (
          <li key={line.product_id} className={lineRow}>
            <span>
              {line.name}
              <br />
              <span className={muted}>{dosesText(line.am_dose, line.pm_dose)}</span>
            </span>
            <span>{amountText(line.subtotal)}</span>
          </li>
        ))}
      </ul>
      {quote.notices.map((item) => (
        <p key={`${item.kind}-${item.product_id ?? item.code ?? ''}`} className={notice}>
          {item.message}
        </p>
      ))}
      <dl className={totals} aria-label={t`Totals`}>
        {rows.map(([term, amount]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={totalsTerm}>{term}</dt>
            <dd className={totalsValue}>{amount}</dd>
          </div>
        ))}
        <dt className={`${totalsTerm} ${totalsGrand}`}>{t`Total today`}</dt>
        <dd className={`${totalsValue} ${totalsGrand}`} data-testid="checkout-total">
          {amountText(quote.total)}
        </dd>
      </dl>
      <p className={muted}>
        {t`Then ${renewalTotal} every month, next on ${renewalDate}, until you cancel.`}
      </p>
      {updating && <p className={muted}>{t`Updating your total…`}</p>}
    </aside>
  );
}
