// Its own chunk, loaded only when the shop takes cards through Stripe: React Stripe.js and, through the
// loader, Stripe.js itself stay off every other page and off test mode.
import { useLingui } from '@lingui/react/macro';
import { type CheckoutPayment } from '@maplepack/api-contract';
import { Button } from '@maplepack/ui';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { type Stripe, type StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { type FormEvent, useRef, useState } from 'react';
import { actions, fieldError, section, stripeCard, subHeading } from '../checkout.css';

export interface StripeCardFormProps {
  /** Stripe.js for the shop's key (the app's loader; a stand-in in tests). */
  stripe: Promise<unknown>;
  billing: { name: string; email: string };
  busy: boolean;
  disabled: boolean;
  onPay: (payment: CheckoutPayment) => void;
}

function CardForm({ billing, busy, disabled, onPay }: Omit<StripeCardFormProps, 'stripe'>) {
  const { t } = useLingui();
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  // A second click while the card is being read must not read it twice.
  const inFlight = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement) ?? null;
    if (busy || disabled || inFlight.current || stripe === null || card === null) return;
    inFlight.current = true;
    setCreating(true);
    try {
      // Elements sends the number to Stripe; our server only ever sees the PaymentMethod id.
      const result = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: { name: billing.name, email: billing.email },
      });
      if (result.error !== undefined) {
        setError(result.error.message ?? t`Please check your card details.`);
        return;
      }
      setError(null);
      onPay({ method: 'card', token: result.paymentMethod.id });
    } finally {
      inFlight.current = false;
      setCreating(false);
    }
  };

  return (
    <form
      className={section}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t`Card payment`}
    >
      <p className={subHeading}>{t`Card`}</p>
      <div className={stripeCard}>
        <CardElement
          id="checkout-card"
          options={{ hidePostalCode: false, disabled: busy }}
          onChange={(change: StripeCardElementChangeEvent) => setError(change.error?.message ?? null)}
        />
      </div>
      <p role="alert" className={fieldError}>
        {error ?? ''}
      </p>
      <div className={actions}>
        <Button type="submit" loading={busy || creating} disabled={disabled || stripe === null}>
          {t`Place order`}
        </Button>
      </div>
    </form>
  );
}

/** Stripe Elements' Card Element: the card becomes a PaymentMethod (`pm_…`) that the checkout sends. */
export default function StripeCardForm({ stripe, ...rest }: StripeCardFormProps) {
  const { i18n } = useLingui();
  // Elements speaks the page's language: the card field's placeholders and its own error messages.
  const locale = i18n.locale === 'fr' ? 'fr-CA' : 'en-CA';
  return (
    <Elements key={locale} stripe={stripe as Promise<Stripe | null>} options={{ locale }}>
      <CardForm {...rest} />
    </Elements>
  );
}
