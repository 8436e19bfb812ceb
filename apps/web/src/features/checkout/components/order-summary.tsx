import { type CheckoutQuote } from '@maplepack/api-contract';
import { moneyLabel } from '@maplepack/checkout';
import { type ReactNode } from 'react';
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

function doses(am: number, pm: number): string {
  return `${am} morning, ${pm} evening`;
}

/**
 * The order as the server priced it: each line with its morning and evening doses, the coupons,
 * shipping, each tax line and the total; then the renewal. Before there is an address, the browser's
 * estimate from the cart.
 */
export function OrderSummary({ quote, updating, estimate }: OrderSummaryProps) {
  if (quote === null) {
    return (
      <aside className={card} aria-labelledby="checkout-order">
        <h2 id="checkout-order" className={subHeading}>
          Your order
        </h2>
        {estimate}
        <p className={muted}>
          {updating
            ? 'Calculating your total…'
            : 'Your total is confirmed once we know your shipping address.'}
        </p>
      </aside>
    );
  }
  const rows: Array<[string, string]> = [['Subtotal', moneyLabel(quote.subtotal)]];
  if (quote.old_pack_subtotal !== '0.00')
    rows.push(['Your current pack', moneyLabel(quote.old_pack_subtotal)]);
  for (const coupon of quote.coupons) {
    rows.push([
      coupon.status === 'renewal-only'
        ? `Coupon ${coupon.code} (from your first renewal)`
        : `Coupon ${coupon.code}`,
      coupon.status === 'renewal-only' ? moneyLabel('0.00') : moneyLabel(`-${coupon.discount}`),
    ]);
  }
  rows.push(['Shipping', quote.shipping_total === '0.00' ? 'FREE' : moneyLabel(quote.shipping_total)]);
  for (const tax of quote.tax_lines) {
    rows.push([`${tax.label} (${Number(tax.rate_percent).toString()}%)`, moneyLabel(tax.tax_total)]);
  }
  return (
    <aside className={card} aria-labelledby="checkout-order" aria-busy={updating || undefined}>
      <h2 id="checkout-order" className={subHeading}>
        Your order
      </h2>
      <ul className={lines} aria-label="Your pack">
        {quote.lines.map((line) => (
          <li key={line.product_id} className={lineRow}>
            <span>
              {line.name}
              <br />
              <span className={muted}>{doses(line.am_dose, line.pm_dose)}</span>
            </span>
            <span>{moneyLabel(line.subtotal)}</span>
          </li>
        ))}
      </ul>
      {quote.notices.map((item) => (
        <p key={`${item.kind}-${item.product_id ?? item.code ?? ''}`} className={notice}>
          {item.message}
        </p>
      ))}
      <dl className={totals} aria-label="Totals">
        {rows.map(([term, amount]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={totalsTerm}>{term}</dt>
            <dd className={totalsValue}>{amount}</dd>
          </div>
        ))}
        <dt className={`${totalsTerm} ${totalsGrand}`}>Total today</dt>
        <dd className={`${totalsValue} ${totalsGrand}`} data-testid="checkout-total">
          {moneyLabel(quote.total)}
        </dd>
      </dl>
      <p className={muted}>
        Then {moneyLabel(quote.renewal.total)} every month, next on {quote.renewal.date}, until you cancel.
      </p>
      {updating && <p className={muted}>Updating your total…</p>}
    </aside>
  );
}
