import { useLingui } from '@lingui/react/macro';
import { type OrderResponse } from '@maplepack/api-contract';
import { type ReactNode } from 'react';
import { amountText } from '../../../lib/i18n/amount-text';
import { dosesOf, orderDateLabel, orderStatusLabel, orderTimeLabel } from '../order-view';
import { adjustmentLabel, couponTerm, shippingTerm, taxTerm } from '../order-words';
import { amount, cell, section, sectionHeading, table, totals } from './account.css';

function Address({ address }: { address: Record<string, string> }) {
  const { t } = useLingui();
  const line = (key: string) => address[key]?.trim() ?? '';
  const name = [line('first_name'), line('last_name')].filter(Boolean).join(' ');
  const city = [line('city'), line('state'), line('postcode')].filter(Boolean).join(' ');
  const rows = [name, line('address_1'), line('address_2'), city].filter((row) => row !== '');
  if (rows.length === 0) return <p>{t`No shipping address.`}</p>;
  return (
    <address>
      {rows.map((row, index) => (
        <span key={index}>
          {row}
          <br />
        </span>
      ))}
    </address>
  );
}

export interface OrderDetailsProps {
  order: OrderResponse;
  /** Below the summary: the change offer, or the change being made. */
  children?: ReactNode;
}

/** An order's page: its lines (am/pm), coupons, shipping, tax lines, totals, payment and address. */
export function OrderDetails({ order, children }: OrderDetailsProps) {
  const { t } = useLingui();
  const card = order.payment_card;
  const placed = orderDateLabel(order.date_created);
  const status = orderStatusLabel(order.status);
  const paidOn = order.date_paid === null ? null : orderTimeLabel(order.date_paid);
  let payment: string;
  if (card === null) payment = order.date_paid === null ? t`Not paid.` : t`Paid.`;
  else {
    const { brand, last4 } = card;
    payment =
      paidOn === null
        ? t`Paid with ${brand} ending in ${last4}.`
        : t`Paid with ${brand} ending in ${last4} on ${paidOn}.`;
  }
  return (
    <>
      <p>{t`Placed on ${placed} · Status: ${status}`}</p>
      <section className={section} aria-labelledby="order-lines">
        <h2 id="order-lines" className={sectionHeading}>
          {t`Products`}
        </h2>
        <table className={table}>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {t`Product`}
              </th>
              <th scope="col" className={amount}>
                {t`AM`}
              </th>
              <th scope="col" className={amount}>
                {t`PM`}
              </th>
              <th scope="col" className={amount}>
                {t`Total`}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.line_items.map((line) => {
              const doses = dosesOf(line);
              return (
                <tr key={line.id}>
                  <th scope="row" className={cell}>
                    {line.name}
                  </th>
                  <td className={amount}>{doses.am}</td>
                  <td className={amount}>{doses.pm}</td>
                  <td className={amount}>{amountText(line.total)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <dl className={totals} aria-label={t`Order totals`}>
          <dt>{t`Subtotal`}</dt>
          <dd>{amountText(order.subtotal)}</dd>
          {order.coupon_lines.map((coupon) => (
            <Pair key={coupon.id} term={couponTerm(coupon.code)} value={`-${amountText(coupon.discount)}`} />
          ))}
          {order.shipping_lines.map((shipping) => (
            <Pair
              key={shipping.id}
              term={shippingTerm(shipping.method_title)}
              value={amountText(shipping.total)}
            />
          ))}
          {order.shipping_lines.length === 0 && (
            <Pair term={t`Shipping`} value={amountText(order.shipping_total)} />
          )}
          {order.tax_lines.map((tax) => (
            <Pair key={tax.id} term={taxTerm(tax)} value={amountText(tax.tax_total)} />
          ))}
          <Pair term={t`Total`} value={amountText(order.total)} />
          {order.balance_due !== '0.00' && (
            <Pair term={t`Added to your next charge`} value={amountText(order.balance_due)} />
          )}
        </dl>
      </section>
      <section className={section} aria-labelledby="order-payment">
        <h2 id="order-payment" className={sectionHeading}>
          {t`Payment`}
        </h2>
        <p>{payment}</p>
        {order.adjustments.length > 0 && (
          <ul aria-label={t`Changes after payment`}>
            {order.adjustments.map((adjustment) => (
              <li key={adjustment.id}>{adjustmentLabel(adjustment)}</li>
            ))}
          </ul>
        )}
      </section>
      <section className={section} aria-labelledby="order-address">
        <h2 id="order-address" className={sectionHeading}>
          {t`Shipping address`}
        </h2>
        <Address address={order.shipping} />
      </section>
      {children}
    </>
  );
}

function Pair({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}
