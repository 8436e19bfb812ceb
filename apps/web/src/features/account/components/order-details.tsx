import { type OrderAdjustment, type OrderResponse } from '@maplepack/api-contract';
import { moneyLabel } from '@maplepack/pricing';
import { type ReactNode } from 'react';
import { ORDER_STATUS_LABELS, dosesOf, orderDateLabel, orderTimeLabel } from '../order-view';
import { amount, cell, section, sectionHeading, table, totals } from './account.css';

const ADJUSTMENT_WORDS: Readonly<Record<OrderAdjustment['kind'], string>> = {
  charge: 'Charged to your card',
  refund: 'Refunded to your card',
  'balance-due': 'Added to your next charge',
};

/** One money movement of a change after payment, as a person reads it. */
export function adjustmentLabel(adjustment: OrderAdjustment): string {
  return `${ADJUSTMENT_WORDS[adjustment.kind]}: ${moneyLabel(adjustment.amount)} on ${orderDateLabel(adjustment.date_created)} (total ${moneyLabel(adjustment.total_before)} → ${moneyLabel(adjustment.total_after)}).`;
}

function Address({ address }: { address: Record<string, string> }) {
  const line = (key: string) => address[key]?.trim() ?? '';
  const name = [line('first_name'), line('last_name')].filter(Boolean).join(' ');
  const city = [line('city'), line('state'), line('postcode')].filter(Boolean).join(' ');
  const rows = [name, line('address_1'), line('address_2'), city].filter((row) => row !== '');
  if (rows.length === 0) return <p>No shipping address.</p>;
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
  const card = order.payment_card;
  return (
    <>
      <p>
        Placed on {orderDateLabel(order.date_created)} · Status: {ORDER_STATUS_LABELS[order.status]}
      </p>
      <section className={section} aria-labelledby="order-lines">
        <h2 id="order-lines" className={sectionHeading}>
          Products
        </h2>
        <table className={table}>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                Product
              </th>
              <th scope="col" className={amount}>
                AM
              </th>
              <th scope="col" className={amount}>
                PM
              </th>
              <th scope="col" className={amount}>
                Total
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
                  <td className={amount}>{moneyLabel(line.total)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <dl className={totals} aria-label="Order totals">
          <dt>Subtotal</dt>
          <dd>{moneyLabel(order.subtotal)}</dd>
          {order.coupon_lines.map((coupon) => (
            <Pair key={coupon.id} term={`Coupon ${coupon.code}`} value={`-${moneyLabel(coupon.discount)}`} />
          ))}
          {order.shipping_lines.map((shipping) => (
            <Pair
              key={shipping.id}
              term={`Shipping (${shipping.method_title})`}
              value={moneyLabel(shipping.total)}
            />
          ))}
          {order.shipping_lines.length === 0 && (
            <Pair term="Shipping" value={moneyLabel(order.shipping_total)} />
          )}
          {order.tax_lines.map((tax) => (
            <Pair
              key={tax.id}
              term={`${tax.label} (${Number(tax.rate_percent)}%)`}
              value={moneyLabel(tax.tax_total)}
            />
          ))}
          <Pair term="Total" value={moneyLabel(order.total)} />
          {order.balance_due !== '0.00' && (
            <Pair term="Added to your next charge" value={moneyLabel(order.balance_due)} />
          )}
        </dl>
      </section>
      <section className={section} aria-labelledby="order-payment">
        <h2 id="order-payment" className={sectionHeading}>
          Payment
        </h2>
        <p>
          {card === null
            ? order.date_paid === null
              ? 'Not paid.'
              : 'Paid.'
            : `Paid with ${card.brand} ending in ${card.last4}${order.date_paid === null ? '' : ` on ${orderTimeLabel(order.date_paid)}`}.`}
        </p>
        {order.adjustments.length > 0 && (
          <ul aria-label="Changes after payment">
            {order.adjustments.map((adjustment) => (
              <li key={adjustment.id}>{adjustmentLabel(adjustment)}</li>
            ))}
          </ul>
        )}
      </section>
      <section className={section} aria-labelledby="order-address">
        <h2 id="order-address" className={sectionHeading}>
          Shipping address
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
