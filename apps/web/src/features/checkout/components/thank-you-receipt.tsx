import { type ApiClient } from '@maplepack/api-client';
import { type CheckoutReceipt } from '@maplepack/api-contract';
import { moneyLabel } from '@maplepack/checkout';
import { buttonClass, Loader } from '@maplepack/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { Link } from '../../../components/router-link';
import { useReceipt } from '../use-receipt';
import { cardLabel } from './payment/card-label';
import {
  card,
  lineRow,
  lines,
  muted,
  section,
  subHeading,
  totals,
  totalsTerm,
  totalsValue,
} from './checkout.css';

function Receipt({ receipt }: { receipt: CheckoutReceipt }) {
  const headline =
    receipt.status === 'plan-updated'
      ? `Thank you, ${receipt.first_name}: your plan is updated.`
      : receipt.status === 'on-hold'
        ? `Thank you, ${receipt.first_name}: your trial pack is on its way.`
        : `Thank you, ${receipt.first_name}: your order is placed.`;
  return (
    <section className={card} aria-labelledby="receipt-heading">
      <h2 id="receipt-heading" className={subHeading}>
        {headline}
      </h2>
      {receipt.order_number !== null && <p>Order number: {receipt.order_number}</p>}
      <ul className={lines} aria-label="Your pack">
        {receipt.lines.map((line) => (
          <li key={line.product_id} className={lineRow}>
            <span>
              {line.name}
              <br />
              <span className={muted}>
                {line.am_dose} morning, {line.pm_dose} evening
              </span>
            </span>
            <span>{moneyLabel(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className={totals}>
        <dt className={totalsTerm}>Charged today</dt>
        <dd className={totalsValue}>
          {moneyLabel(receipt.charged)}
          {receipt.card === null ? '' : ` (${cardLabel(receipt.card)})`}
        </dd>
        <dt className={totalsTerm}>Next renewal</dt>
        <dd className={totalsValue}>
          {receipt.renewal.date}: {moneyLabel(receipt.renewal.total)}
        </dd>
      </dl>
      <p className={muted}>A confirmation is on its way to {receipt.email}.</p>
      <p>
        <Link to="/subscription" className={buttonClass({ variant: 'secondary' })}>
          Go to my account
        </Link>
      </p>
    </section>
  );
}

/**
 * /thank-you: the order this browser just placed (or its signed-in owner's), then `children` (the
 * thank-you content page: what happens next). Anyone else is sent on, never shown an order.
 */
export function ThankYouReceipt({
  api,
  children,
}: {
  api: Pick<ApiClient, 'checkout'>;
  children: ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  const state = useReceipt(api, attempt);
  const navigate = useNavigate();
  useEffect(() => {
    if (state.status === 'none') void navigate(state.to, { replace: true });
  }, [state, navigate]);
  if (state.status === 'error') return <LoadError onRetry={() => setAttempt((count) => count + 1)} />;
  if (state.status !== 'ready') return <Loader />;
  return (
    <div className={section}>
      <Receipt receipt={state.receipt} />
      {children}
    </div>
  );
}
