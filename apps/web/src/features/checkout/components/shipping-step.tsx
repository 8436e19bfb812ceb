import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox } from '@maplepack/ui';
import { type Checkout } from '../use-checkout';
import { AddressFields } from './address-fields';
import { actions, muted, subHeading } from './checkout.css';
import { StepForm } from './step-form';

/** The shipping address (its postal code prices the shipping, its province the taxes) and billing. */
export function ShippingStep({ checkout, headingId }: { checkout: Checkout; headingId: string }) {
  const { t } = useLingui();
  const { context, send } = checkout;
  return (
    <StepForm labelledBy={headingId} onContinue={() => send({ type: 'checkout.continue' })}>
      <p className={muted}>{t`We ship by Canada Post to every province and territory.`}</p>
      <AddressFields
        form="shipping"
        value={context.shipping}
        errors={context.errors}
        onChange={(field, value) => send({ type: 'checkout.shipping.change', field, value })}
      />
      <Checkbox
        label={t`My billing address is my shipping address`}
        checked={context.billingSame}
        onChange={(event) => send({ type: 'checkout.billing.same', same: event.target.checked })}
      />
      {!context.billingSame && (
        <section aria-labelledby="checkout-billing">
          <h3 id="checkout-billing" className={subHeading}>
            {t`Billing address`}
          </h3>
          <AddressFields
            form="billing"
            value={context.billing}
            errors={context.errors}
            onChange={(field, value) => send({ type: 'checkout.billing.change', field, value })}
          />
        </section>
      )}
      <div className={actions}>
        <Button variant="secondary" onClick={() => send({ type: 'checkout.back' })}>
          {t`Back`}
        </Button>
        <Button type="submit">{t`Continue to payment`}</Button>
      </div>
    </StepForm>
  );
}
