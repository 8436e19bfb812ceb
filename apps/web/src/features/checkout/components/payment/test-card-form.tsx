import { useLingui } from '@lingui/react/macro';
import { type CheckoutPayment } from '@maplepack/api-contract';
import { type TestCardField, type TestCardInput, tokenizeTestCard } from '@maplepack/checkout';
import { Button, TextField } from '@maplepack/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { testCardMessageText } from './test-card-text';
import { actions, fieldGrid, muted, section, testMode, wide } from '../checkout.css';

export interface TestCardFormProps {
  /** This month, for the expiry check. */
  today: { year: number; month: number };
  busy: boolean;
  disabled: boolean;
  onPay: (payment: CheckoutPayment) => void;
}

const EMPTY: TestCardInput = { number: '', expiry: '', cvc: '', name: '' };

/**
 * The built-in test gateway's card form (no Stripe key): Stripe's test numbers become Stripe's test
 * tokens here, in the browser, so the number itself never leaves the page. Clearly test mode.
 */
export function TestCardForm({ today, busy, disabled, onPay }: TestCardFormProps) {
  const { t } = useLingui();
  const [card, setCard] = useState<TestCardInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<TestCardField, string>>>({});
  const [submits, setSubmits] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submits > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submits]);

  const change = (field: TestCardField, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || disabled) return;
    const result = tokenizeTestCard(card, today);
    setSubmits((count) => count + 1);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onPay({ method: 'card', token: result.token });
  };

  return (
    <form
      ref={form}
      className={section}
      onSubmit={submit}
      noValidate
      aria-label={t`Card payment (test mode)`}
    >
      <p className={testMode}>
        {t`Test mode: no card is charged. Use a test card such as 4242 4242 4242 4242.`}
      </p>
      <div className={fieldGrid}>
        <TextField
          className={wide}
          label={t`Card number`}
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.number}
          maxLength={23}
          error={testCardMessageText(errors.number)}
          onChange={(event) => change('number', event.target.value)}
        />
        <TextField
          label={t`Expiry (MM/YY)`}
          inputMode="numeric"
          autoComplete="cc-exp"
          value={card.expiry}
          maxLength={7}
          error={testCardMessageText(errors.expiry)}
          onChange={(event) => change('expiry', event.target.value)}
        />
        <TextField
          label={t`Security code (CVC)`}
          inputMode="numeric"
          autoComplete="cc-csc"
          value={card.cvc}
          maxLength={4}
          error={testCardMessageText(errors.cvc)}
          onChange={(event) => change('cvc', event.target.value)}
        />
        <TextField
          className={wide}
          label={t`Name on card`}
          autoComplete="cc-name"
          value={card.name}
          maxLength={200}
          error={testCardMessageText(errors.name)}
          onChange={(event) => change('name', event.target.value)}
        />
      </div>
      <p className={muted}>
        {t`4000 0000 0000 0002 is declined; 4000 0025 0000 3155 asks for authentication.`}
      </p>
      <div className={actions}>
        <Button type="submit" loading={busy} disabled={disabled}>
          {t`Place order`}
        </Button>
      </div>
    </form>
  );
}
