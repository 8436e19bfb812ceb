import { useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@maplepack/ui';
import { type FormEvent, useState } from 'react';
import { cartMessageText } from '../cart-text';
import { type CouponFeedback } from '../stores/cart-page-store';
import { couponRow, feedbackError, feedbackOk, list } from './cart.css';

export interface CouponFormProps {
  /** Codes of the applied coupons. */
  applied: readonly string[];
  checking: boolean;
  feedback: CouponFeedback | null;
  onApply: (code: string) => void;
  onRemove: (code: string) => void;
}

/** Coupon entry with the spec's messages shown in a live region, and the applied codes with Remove. */
export function CouponForm({ applied, checking, feedback, onApply, onRemove }: CouponFormProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() !== '') onApply(code);
  };
  return (
    <form onSubmit={submit} aria-label={t`Coupon`} noValidate>
      <div className={couponRow}>
        <TextField
          label={t`Coupon code`}
          name="coupon"
          value={code}
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={checking}>
          {t`Apply`}
        </Button>
      </div>
      <p role="status" className={feedback?.ok === true ? feedbackOk : feedbackError}>
        {cartMessageText(feedback?.message) ?? ''}
      </p>
      {applied.length > 0 && (
        <ul className={list} aria-label={t`Applied coupons`}>
          {applied.map((applied) => (
            <li key={applied}>
              {applied}{' '}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onRemove(applied)}
                aria-label={t`Remove coupon ${applied}`}
              >
                {t`Remove`}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
