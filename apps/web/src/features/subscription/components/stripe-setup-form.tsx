import { t } from '@lingui/core/macro';
import { useLingui } from '../../../lib/i18n/react';
// Its own chunk: React Stripe.js and, through the loader, Stripe.js stay off the page until a card is updated.
import { isApiError, type Versioned } from '@maplepack/api-client';
import { type CardUpdateResponse } from '@maplepack/api-contract';
import { Button } from '@maplepack/ui';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useRef, useState } from 'react';
import { type CardApi, saveCardLabel } from './card-text';
import * as css from './subscription.css';
import { isFrench } from '../../../lib/i18n/date-text';
import { LANGUAGE_TAGS } from '../../../lib/i18n/locale';

const FRENCH_CA = LANGUAGE_TAGS.fr as 'fr-CA';

interface Props {
  stripe: Promise<unknown>;
  api: CardApi;
  subscriptionId: number;
  onUpdated: (result: Versioned<CardUpdateResponse>) => void;
}

const cardError = (): string => t`Please check your card details.`;

function SetupForm({ api, subscriptionId, onUpdated }: Omit<Props, 'stripe'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  useLingui();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement) ?? null;
    if (inFlight.current || stripe === null || card === null) return;
    inFlight.current = true;
    setBusy(true);
    try {
      // The SetupIntent is confirmed in the browser (3-D Secure too); the server only sees its id.
      const intent = await api.subscriptionSelfService.cardSetupIntent(subscriptionId);
      const confirmed = await stripe.confirmCardSetup(intent.client_secret, { payment_method: { card } });
      if (confirmed.error !== undefined) {
        setError(confirmed.error.message ?? cardError());
        return;
      }
      setError(null);
      onUpdated(
        await api.subscriptionSelfService.updateCard(subscriptionId, {
          setup_intent_id: intent.setup_intent_id,
        }),
      );
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : cardError());
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <form className={css.card} onSubmit={(event) => void submit(event)} noValidate aria-label={t`New card`}>
      <div className={css.stripeCard}>
        <CardElement id="subscription-card" onChange={(change) => setError(change.error?.message ?? null)} />
      </div>
      <p role="alert" className={css.muted}>
        {error ?? ''}
      </p>
      <div className={css.actions}>
        <Button type="submit" loading={busy} loadingLabel={t`Please wait...`} disabled={stripe === null}>
          {saveCardLabel()}
        </Button>
      </div>
    </form>
  );
}

/** Stripe Elements' Card Element confirming a SetupIntent for the plan's renewals. */
export default function StripeSetupForm({ stripe, ...rest }: Props) {
  return (
    // Stripe's own placeholders and card errors in the page's language ('auto', its default, in English).
    <Elements stripe={stripe as Promise<Stripe | null>} options={{ locale: isFrench() ? FRENCH_CA : 'auto' }}>
      <SetupForm {...rest} />
    </Elements>
  );
}
