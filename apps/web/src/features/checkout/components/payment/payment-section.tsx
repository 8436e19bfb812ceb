import { useLingui } from '@lingui/react/macro';
import { type CheckoutPayment } from '@maplepack/api-contract';
import { type PaymentRequirement } from '@maplepack/checkout';
import { Button, Loader } from '@maplepack/ui';
import { type FormEvent, Suspense, useId, useState } from 'react';
import { type PaymentSetup } from '../../checkout-setup';
import { type StripeLoader } from '../../stripe-types';
import { actions, alert, fieldset, legend, radioRow, section } from '../checkout.css';
import { cardLabel } from './card-label';
import { TestCardForm } from './test-card-form';
import { preloadable } from '../../../../lib/preloadable';

const StripeCardForm = preloadable('payment-section/StripeCardForm', () => import('./stripe-card-form'));

export interface PaymentSectionProps {
  requirement: PaymentRequirement;
  setup: PaymentSetup;
  loadStripe: StripeLoader;
  billing: { name: string; email: string };
  today: { year: number; month: number };
  /** The order is being placed. */
  busy: boolean;
  /** Nothing may be placed yet (no current quote). */
  disabled: boolean;
  /** The card's refusal (a decline), shown above the card. */
  error: string | null;
  onPay: (payment: CheckoutPayment) => void;
}

function PlaceOnly({
  payment,
  busy,
  disabled,
  onPay,
}: Pick<PaymentSectionProps, 'busy' | 'disabled' | 'onPay'> & {
  payment: CheckoutPayment;
}) {
  const { t } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !disabled) onPay(payment);
  };
  return (
    <form onSubmit={submit} className={actions} aria-label={t`Place order`}>
      <Button type="submit" loading={busy} disabled={disabled}>
        {t`Place order`}
      </Button>
    </form>
  );
}

/**
 * How the person pays: nothing (trial, a plan change that charges nothing now), the saved card, or a
 * new card: Stripe Elements with a key, else the test gateway's form. Every variant ends in 'Place
 * order', which sends `checkout.place` with a token, never a card number.
 */
export function PaymentSection(props: PaymentSectionProps) {
  const { requirement, setup, busy, disabled, error, onPay } = props;
  const { t } = useLingui();
  const [useSaved, setUseSaved] = useState(true);
  const name = useId();

  if (requirement.kind === 'none') {
    return <PlaceOnly payment={{ method: 'none' }} busy={busy} disabled={disabled} onPay={onPay} />;
  }
  const saved = requirement.saved;
  const savedLabel = saved === null ? '' : cardLabel(saved);
  const newCard =
    setup.provider === 'stripe' ? (
      <Suspense fallback={<Loader />}>
        <StripeCardForm
          stripe={props.loadStripe(setup.publishableKey)}
          billing={props.billing}
          busy={busy}
          disabled={disabled}
          onPay={onPay}
        />
      </Suspense>
    ) : (
      <TestCardForm today={props.today} busy={busy} disabled={disabled} onPay={onPay} />
    );
  return (
    <section className={section} aria-labelledby="checkout-payment">
      <h3 id="checkout-payment" className={legend}>
        {t`Payment`}
      </h3>
      {error !== null && (
        <p role="alert" className={alert}>
          {error}
        </p>
      )}
      {saved !== null && (
        <fieldset className={fieldset}>
          <legend className={legend}>{t`Card`}</legend>
          <label className={radioRow}>
            <input type="radio" name={name} checked={useSaved} onChange={() => setUseSaved(true)} />
            {t`Use my saved card: ${savedLabel}`}
          </label>
          <label className={radioRow}>
            <input type="radio" name={name} checked={!useSaved} onChange={() => setUseSaved(false)} />
            {t`Use a new card`}
          </label>
        </fieldset>
      )}
      {saved !== null && useSaved ? (
        <PlaceOnly payment={{ method: 'saved' }} busy={busy} disabled={disabled} onPay={onPay} />
      ) : (
        newCard
      )}
    </section>
  );
}
