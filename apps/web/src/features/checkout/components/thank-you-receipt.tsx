import { useLingui } from '@lingui/react/macro';
import { type ApiClient } from '@maplepack/api-client';
import { type CheckoutReceipt } from '@maplepack/api-contract';
import { buttonClass, Loader } from '@maplepack/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { Link } from '../../../components/router-link';
import { amountText } from '../../../lib/i18n/amount-text';
import { dosesText, shopDayText } from '../checkout-words';
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
  const { t } = useLingui();
  const name = receipt.first_name;
  const headline =
    receipt.status === 'plan-updated'
      ? t`Thank you, ${name}: your plan is updated.`
      : receipt.status === 'on-hold'
        ? t`Thank you, ${name}: your trial pack is on its way.`
        : t`Thank you, ${name}: your order is placed.`;
  const orderNumber = receipt.order_number;
  const charged = amountText(receipt.charged);
  const paidWith = receipt.card === null ? null : cardLabel(receipt.card);
  const renewalDate = shopDayText(receipt.renewal.date);
  const renewalTotal = amountText(receipt.renewal.total);
  const email = receipt.email;
  return (
    <section className={card} aria-labelledby="receipt-heading">
      <h2 id="receipt-heading" className={subHeading}>
        {headline}
      </h2>
      {orderNumber !== null && <p>{t`Order number: ${orderNumber}`}</p>}
      <ul className={lines} aria-label={t`Your pack`}>
        {receipt.lines.map((line) => (
          <li key={line.product_id} className={lineRow}>
            <span>
              {line.name}
              <br />
              <span className={muted}>{dosesText(line.am_dose, line.pm_dose)}</span>
            </span>
            <span>{amountText(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className={totals}>
        <dt className={totalsTerm}>{t`Charged today`}</dt>
        <dd className={totalsValue}>{paidWith === null ? charged : t`${charged} (${paidWith})`}</dd>
        <dt className={totalsTerm}>{t`Next renewal`}</dt>
        <dd className={totalsValue}>{t`${renewalDate}: ${renewalTotal}`}</dd>
      </dl>
      <p className={muted}>{t`A confirmation is on its way to ${email}.`}</p>
      <p>
        <Link to="/subscription" className={buttonClass({ variant: 'secondary' })}>
          {t`Go to my account`}
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
