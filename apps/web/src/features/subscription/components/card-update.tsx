// Its own chunk, loaded when the person asks to update their card.
import { isApiError, type Versioned } from '@maplepack/api-client';
import { CARD_UPDATE_MESSAGES, type CardUpdateResponse } from '@maplepack/api-contract';
import { type TestCardField, type TestCardInput, tokenizeTestCard } from '@maplepack/checkout';
import { Button, TextField } from '@maplepack/ui';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { type CardApi, SAVE_CARD } from './card-text';
import * as css from './subscription.css';

const StripeSetupForm = lazy(() => import('./stripe-setup-form'));

export interface CardUpdateProps {
  api: CardApi;
  subscriptionId: number;
  /** Stripe.js for a publishable key (the checkout's loader; a stand-in in tests). */
  loadStripe: (publishableKey: string) => Promise<unknown>;
  today: { year: number; month: number };
  onUpdated: (result: Versioned<CardUpdateResponse>) => void;
}

type Provider = { kind: 'loading' } | { kind: 'test' } | { kind: 'stripe'; publishableKey: string };

/** What the person reads after a save: the card line and, for a failed renewal, how the retry went. */
export function cardSavedMessage(result: CardUpdateResponse): string {
  const { retry } = result;
  if (retry.status === 'paid')
    return `${CARD_UPDATE_MESSAGES.updated} Your ${retry.pack_date} pack is paid ($${retry.amount}).`;
  if (retry.status === 'failed') return `${CARD_UPDATE_MESSAGES.updated} ${retry.message}`;
  return CARD_UPDATE_MESSAGES.updated;
}

const errorText = (error: unknown) =>
  isApiError(error) ? error.message : 'Your card could not be saved. Please try again.';

const EMPTY: TestCardInput = { number: '', expiry: '', cvc: '', name: '' };

function TestCardSetupForm({ api, subscriptionId, today, onUpdated }: Omit<CardUpdateProps, 'loadStripe'>) {
  const [card, setCard] = useState<TestCardInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<TestCardField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = (field: TestCardField, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = tokenizeTestCard(card, today);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setBusy(true);
    setError(null);
    api.subscriptionSelfService
      .updateCard(subscriptionId, { token: result.token })
      .then(onUpdated, (failure: unknown) => setError(errorText(failure)))
      .finally(() => setBusy(false));
  };
  return (
    <form onSubmit={submit} noValidate aria-label="New card (test mode)" className={css.card}>
      <p className={css.testMode}>
        Test mode: no card is charged. Use a test card such as 4242 4242 4242 4242.
      </p>
      {error !== null && (
        <p role="alert" className={css.alert}>
          {error}
        </p>
      )}
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.number}
        maxLength={23}
        error={errors.number}
        onChange={(event) => change('number', event.target.value)}
      />
      <TextField
        label="Expiry (MM/YY)"
        inputMode="numeric"
        autoComplete="cc-exp"
        value={card.expiry}
        maxLength={7}
        error={errors.expiry}
        onChange={(event) => change('expiry', event.target.value)}
      />
      <TextField
        label="Security code (CVC)"
        inputMode="numeric"
        autoComplete="cc-csc"
        value={card.cvc}
        maxLength={4}
        error={errors.cvc}
        onChange={(event) => change('cvc', event.target.value)}
      />
      <TextField
        label="Name on card"
        autoComplete="cc-name"
        value={card.name}
        maxLength={200}
        error={errors.name}
        onChange={(event) => change('name', event.target.value)}
      />
      <div className={css.actions}>
        <Button type="submit" loading={busy}>
          {SAVE_CARD}
        </Button>
      </div>
    </form>
  );
}

/**
 * The card renewals charge: Stripe Elements confirming a SetupIntent when the shop takes cards
 * through Stripe, else the test gateway's form. The server saves it; a failed renewal retries at once.
 */
export default function CardUpdate(props: CardUpdateProps) {
  const { api } = props;
  const [provider, setProvider] = useState<Provider>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    api.payments.config({ background: true }).then(
      (config) => {
        if (!current) return;
        const key = config.publishableKey;
        setProvider(
          config.mode === 'stripe' && key !== undefined && key !== ''
            ? { kind: 'stripe', publishableKey: key }
            : { kind: 'test' },
        );
      },
      () => current && setProvider({ kind: 'test' }),
    );
    return () => {
      current = false;
    };
  }, [api]);

  if (provider.kind === 'loading') return <p className={css.muted}>Loading the card form…</p>;
  if (provider.kind === 'test') return <TestCardSetupForm {...props} />;
  return (
    <Suspense fallback={<p className={css.muted}>Loading the card form…</p>}>
      <StripeSetupForm
        stripe={props.loadStripe(provider.publishableKey)}
        api={api}
        subscriptionId={props.subscriptionId}
        onUpdated={props.onUpdated}
      />
    </Suspense>
  );
}
