import { t } from '@lingui/core/macro';
import { useLingui } from '../../../lib/i18n/react';
// Its own chunk, loaded when the person asks to update their card.
import { isApiError, type Versioned } from '@maplepack/api-client';
import { type CardUpdateResponse } from '@maplepack/api-contract';
import {
  TEST_CARD_MESSAGES,
  type TestCardField,
  type TestCardInput,
  tokenizeTestCard,
} from '@maplepack/checkout';
import { Button, TextField } from '@maplepack/ui';
import { type FormEvent, Suspense, useEffect, useState } from 'react';
import { amountText } from '../../../lib/i18n/amount-text';
import { isFrench } from '../../../lib/i18n/date-text';
import { dayText } from '../day-text';
import { type CardApi, saveCardLabel } from './card-text';
import * as css from './subscription.css';
import { preloadable } from '../../../lib/preloadable';

const StripeSetupForm = preloadable('card-update/StripeSetupForm', () => import('./stripe-setup-form'));

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
  // The contract's CARD_UPDATE_MESSAGES.updated, in the page's language.
  const updated = t`Your card is updated. Renewals are charged to it from now on.`;
  if (retry.status === 'paid') {
    // English has always shown the pack's ISO day here; French reads it as a date.
    const pack = isFrench() ? dayText(retry.pack_date) : retry.pack_date;
    const amount = amountText(retry.amount);
    return t`${updated} Your ${pack} pack is paid (${amount}).`;
  }
  if (retry.status === 'failed') {
    const why = retry.message;
    return t`${updated} ${why}`;
  }
  return updated;
}

const errorText = (error: unknown) =>
  isApiError(error) ? error.message : t`Your card could not be saved. Please try again.`;

/** The test card's checks (the checkout lib's English sentences) in the page's language. */
function cardFieldText(message: string | undefined): string | undefined {
  switch (message) {
    case TEST_CARD_MESSAGES.number:
      return t`Please enter a valid card number.`;
    case TEST_CARD_MESSAGES.notATestCard:
      return t`Test mode takes only test cards: use 4242 4242 4242 4242 (accepted), 4000 0000 0000 0002 (declined) or 4000 0025 0000 3155 (asks for authentication).`;
    case TEST_CARD_MESSAGES.expiry:
      return t`Please enter the expiry date as MM/YY.`;
    case TEST_CARD_MESSAGES.expired:
      return t`This card has expired.`;
    case TEST_CARD_MESSAGES.cvc:
      return t`Please enter the 3 or 4 digit security code.`;
    case TEST_CARD_MESSAGES.name:
      return t`Please enter the name on the card.`;
    default:
      return message;
  }
}

const EMPTY: TestCardInput = { number: '', expiry: '', cvc: '', name: '' };

function TestCardSetupForm({ api, subscriptionId, today, onUpdated }: Omit<CardUpdateProps, 'loadStripe'>) {
  useLingui();
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
    <form onSubmit={submit} noValidate aria-label={t`New card (test mode)`} className={css.card}>
      <p className={css.testMode}>
        {t`Test mode: no card is charged. Use a test card such as 4242 4242 4242 4242.`}
      </p>
      {error !== null && (
        <p role="alert" className={css.alert}>
          {error}
        </p>
      )}
      <TextField
        label={t`Card number`}
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.number}
        maxLength={23}
        error={cardFieldText(errors.number)}
        onChange={(event) => change('number', event.target.value)}
      />
      <TextField
        label={t`Expiry (MM/YY)`}
        inputMode="numeric"
        autoComplete="cc-exp"
        value={card.expiry}
        maxLength={7}
        error={cardFieldText(errors.expiry)}
        onChange={(event) => change('expiry', event.target.value)}
      />
      <TextField
        label={t`Security code (CVC)`}
        inputMode="numeric"
        autoComplete="cc-csc"
        value={card.cvc}
        maxLength={4}
        error={cardFieldText(errors.cvc)}
        onChange={(event) => change('cvc', event.target.value)}
      />
      <TextField
        label={t`Name on card`}
        autoComplete="cc-name"
        value={card.name}
        maxLength={200}
        error={cardFieldText(errors.name)}
        onChange={(event) => change('name', event.target.value)}
      />
      <div className={css.actions}>
        <Button type="submit" loading={busy} loadingLabel={t`Please wait...`}>
          {saveCardLabel()}
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
  useLingui();
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

  if (provider.kind === 'loading') return <p className={css.muted}>{t`Loading the card form…`}</p>;
  if (provider.kind === 'test') return <TestCardSetupForm {...props} />;
  return (
    <Suspense fallback={<p className={css.muted}>{t`Loading the card form…`}</p>}>
      <StripeSetupForm
        stripe={props.loadStripe(provider.publishableKey)}
        api={api}
        subscriptionId={props.subscriptionId}
        onUpdated={props.onUpdated}
      />
    </Suspense>
  );
}
