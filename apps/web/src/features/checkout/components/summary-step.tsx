import { type CheckoutPayment } from '@maplepack/api-contract';
import { moneyLabel, PROVINCE_NAMES, provinceCodeOf } from '@maplepack/checkout';
import { Button, TextField } from '@maplepack/ui';
import { type FormEvent, useState } from 'react';
import { type PaymentSetup } from '../checkout-setup';
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
    province === null ? address.province : PROVINCE_NAMES[province],
    address.postcode.toUpperCase(),
  ]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

/** Coupons from the cart, and a field to add one; the server's quote says what each gives. */
function Coupons({ checkout }: { checkout: Checkout }) {
  const { context, send } = checkout;
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return;
    send({ type: 'checkout.coupon.add', code });
    setCode('');
  };
  return (
    <form onSubmit={submit} aria-label="Coupon" noValidate className={section}>
      <div className={actions}>
        <TextField
          label="Coupon code"
          value={code}
          autoComplete="off"
          maxLength={100}
          error={context.couponError ?? undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      </div>
      {context.coupons.length > 0 && (
        <ul aria-label="Your coupons">
          {context.coupons.map((coupon) => (
            <li key={coupon}>
              {coupon}{' '}
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove coupon ${coupon}`}
                onClick={() => send({ type: 'checkout.coupon.remove', code: coupon })}
              >
                Remove
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
  const { context, send } = checkout;
  if (context.planChange === null) return null;
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>Your subscription</legend>
      <label className={radioRow}>
        <input
          type="radio"
          name="plan-change"
          checked={context.planChange === 'replace'}
          onChange={() => send({ type: 'checkout.plan-change', choice: 'replace' })}
        />
        Replace the products of my plan with this pack
      </label>
      <label className={radioRow}>
        <input
          type="radio"
          name="plan-change"
          checked={context.planChange === 'add'}
          onChange={() => send({ type: 'checkout.plan-change', choice: 'add' })}
        />
        Add these products to my plan
      </label>
      {context.planChange === 'replace' && (
        <p className={notice}>
          This pack replaces the products of your current subscription. If you are not{' '}
          {context.account?.firstName ?? 'the account holder'}, please log out first.
        </p>
      )}
    </fieldset>
  );
}

/** Review and pay: who and where (each with Edit), coupons, the plan choice, then the payment. */
export function SummaryStep({ checkout, payment, loadStripe, today }: SummaryStepProps) {
  const { context, send, step } = checkout;
  const { contact } = context;
  const onPay = (chosen: CheckoutPayment) => send({ type: 'checkout.place', payment: chosen });
  return (
    <div className={section}>
      <section className={section} aria-labelledby="checkout-review">
        <h3 id="checkout-review" className={subHeading}>
          Your details
        </h3>
        <p className={muted}>
          {contact.firstName} {contact.lastName}, {contact.email}{' '}
          <Button
            variant="ghost"
            size="sm"
            aria-label="Edit your details"
            onClick={() => send({ type: 'checkout.edit', step: 'contact' })}
          >
            Edit
          </Button>
        </p>
        <p className={muted}>
          Ship to {addressLine(context.shipping)}
          {context.billingSame ? '' : `; bill to ${addressLine(context.billing)}`}{' '}
          <Button
            variant="ghost"
            size="sm"
            aria-label="Edit the address"
            onClick={() => send({ type: 'checkout.edit', step: 'shipping' })}
          >
            Edit
          </Button>
        </p>
      </section>
      <Coupons checkout={checkout} />
      <PlanChoice checkout={checkout} />
      {checkout.quoteFailed && (
        <div role="alert" className={alert}>
          {context.quoteError}{' '}
          <Button variant="secondary" size="sm" onClick={() => send({ type: 'checkout.quote.retry' })}>
            Try again
          </Button>
        </div>
      )}
      {context.stepError !== null && (
        <p role="alert" className={alert}>
          {context.stepError}
        </p>
      )}
      {context.quote !== null && (
        <p className={muted}>
          {context.campaign !== null
            ? 'Your trial pack ships free; nothing is charged today.'
            : `Your order starts a monthly subscription: ${moneyLabel(context.quote.renewal.total)} on ${context.quote.renewal.date}, then every month until you cancel.`}
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
        error={context.paymentError}
        onPay={onPay}
      />
      <div className={actions}>
        <Button variant="secondary" onClick={() => send({ type: 'checkout.back' })}>
          Back
        </Button>
      </div>
    </div>
  );
}
