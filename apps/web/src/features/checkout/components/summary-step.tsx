import { useLingui } from '@lingui/react/macro';
import { type CheckoutPayment } from '@maplepack/api-contract';
import { provinceCodeOf } from '@maplepack/checkout';
import { Button, TextField } from '@maplepack/ui';
import { type FormEvent, useState } from 'react';
import { type PaymentSetup } from '../checkout-setup';
import { laterMessageText } from '../checkout-later-text';
import { provinceText, renewalText } from '../checkout-words';
import { type StripeLoader } from '../stripe-types';
import { type Checkout } from '../use-checkout';
import {
  actions,
  alert,
  fieldset,
  legend,
  muted,
  notice,
  radioRow,
  section,
  subHeading,
} from './checkout.css';
import { PaymentSection } from './payment/payment-section';

export interface SummaryStepProps {
  checkout: Checkout;
  payment: PaymentSetup;
  loadStripe: StripeLoader;
  today: { year: number; month: number };
}

function addressLine(address: Checkout['context']['shipping']): string {
  const province = provinceCodeOf(address.province);
  return [
    address.address1,
    address.address2,
    address.city,
    province === null ? address.province : provinceText(province),
    address.postcode.toUpperCase(),
  ]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

/** Coupons from the cart, and a field to add one; the server's quote says what each gives. */
function Coupons({ checkout }: { checkout: Checkout }) {
  const { t } = useLingui();
  const { context, send } = checkout;
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return;
    send({ type: 'checkout.coupon.add', code });
    setCode('');
  };
  return (
    <form onSubmit={submit} aria-label={t`Coupon`} noValidate className={section}>
      <div className={actions}>
        <TextField
          label={t`Coupon code`}
          value={code}
          autoComplete="off"
          maxLength={100}
          error={laterMessageText(context.couponError)}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t`Apply`}
        </Button>
      </div>
      {context.coupons.length > 0 && (
        <ul aria-label={t`Your coupons`}>
          {context.coupons.map((coupon) => (
            <li key={coupon}>
              {coupon}{' '}
              <Button
                variant="ghost"
                size="sm"
                aria-label={t`Remove coupon ${coupon}`}
                onClick={() => send({ type: 'checkout.coupon.remove', code: coupon })}
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

/** A signed-in person with a plan: replace its products, or add these to them (spec §1 warning). */
function PlanChoice({ checkout }: { checkout: Checkout }) {
  const { t } = useLingui();
  const { context, send } = checkout;
  if (context.planChange === null) return null;
  const holder = context.account?.firstName ?? t`the account holder`;
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{t`Your subscription`}</legend>
      <label className={radioRow}>
        <input
          type="radio"
          name="plan-change"
          checked={context.planChange === 'replace'}
          onChange={() => send({ type: 'checkout.plan-change', choice: 'replace' })}
        />
        {t`Replace the products of my plan with this pack`}
      </label>
      <label className={radioRow}>
        <input
          type="radio"
          name="plan-change"
          checked={context.planChange === 'add'}
          onChange={() => send({ type: 'checkout.plan-change', choice: 'add' })}
        />
        {t`Add these products to my plan`}
      </label>
      {context.planChange === 'replace' && (
        <p className={notice}>
          {t`This pack replaces the products of your current subscription. If you are not ${holder}, please log out first.`}
        </p>
      )}
    </fieldset>
  );
}

/** Review and pay: who and where (each with Edit), coupons, the plan choice, then the payment. */
export function SummaryStep({ checkout, payment, loadStripe, today }: SummaryStepProps) {
  const { t } = useLingui();
  const { context, send, step } = checkout;
  const { contact } = context;
  const shipTo = addressLine(context.shipping);
  const billTo = addressLine(context.billing);
  const onPay = (chosen: CheckoutPayment) => send({ type: 'checkout.place', payment: chosen });
  return (
    <div className={section}>
      <section className={section} aria-labelledby="checkout-review">
        <h3 id="checkout-review" className={subHeading}>
          {t`Your details`}
        </h3>
        <p className={muted}>
          {contact.firstName} {contact.lastName}, {contact.email}{' '}
          <Button
            variant="ghost"
            size="sm"
            aria-label={t`Edit your details`}
            onClick={() => send({ type: 'checkout.edit', step: 'contact' })}
          >
            {t`Edit`}
          </Button>
        </p>
        <p className={muted}>
          {context.billingSame ? t`Ship to ${shipTo}` : t`Ship to ${shipTo}; bill to ${billTo}`}{' '}
          <Button
            variant="ghost"
            size="sm"
            aria-label={t`Edit the address`}
            onClick={() => send({ type: 'checkout.edit', step: 'shipping' })}
          >
            {t`Edit`}
          </Button>
        </p>
      </section>
      <Coupons checkout={checkout} />
      <PlanChoice checkout={checkout} />
      {checkout.quoteFailed && (
        <div role="alert" className={alert}>
          {laterMessageText(context.quoteError)}{' '}
          <Button variant="secondary" size="sm" onClick={() => send({ type: 'checkout.quote.retry' })}>
            {t`Try again`}
          </Button>
        </div>
      )}
      {context.stepError !== null && (
        <p role="alert" className={alert}>
          {laterMessageText(context.stepError)}
        </p>
      )}
      {context.quote !== null && (
        <p className={muted}>
          {context.campaign !== null
            ? t`Your trial pack ships free; nothing is charged today.`
            : renewalText(context.quote.renewal)}
        </p>
      )}
      <PaymentSection
        requirement={checkout.requirement}
        setup={payment}
        loadStripe={loadStripe}
        billing={{ name: `${contact.firstName} ${contact.lastName}`.trim(), email: contact.email }}
        today={today}
        busy={step === 'placing'}
        disabled={!checkout.quoteReady}
        error={laterMessageText(context.paymentError) ?? null}
        onPay={onPay}
      />
      <div className={actions}>
        <Button variant="secondary" onClick={() => send({ type: 'checkout.back' })}>
          {t`Back`}
        </Button>
      </div>
    </div>
  );
}
