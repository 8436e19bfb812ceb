import { useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@maplepack/ui';
import { checkoutMessageText } from '../checkout-text';
import { type Checkout } from '../use-checkout';
import { actions, alert, muted } from './checkout.css';
import { StepForm } from './step-form';

/** The trial program's first step: the e-mail is checked before anything else (spec §1). */
export function EligibilityStep({ checkout, headingId }: { checkout: Checkout; headingId: string }) {
  const { t } = useLingui();
  const { context, send } = checkout;
  const fixed = context.account !== null;
  return (
    <StepForm labelledBy={headingId} onContinue={() => send({ type: 'checkout.continue' })}>
      <p className={muted}>
        {t`The trial program is for first orders: your first pack ships free. Enter your e-mail to check that it can take the trial.`}
      </p>
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        value={context.contact.email}
        readOnly={fixed}
        error={checkoutMessageText(context.errors['contact.email'])}
        onChange={(event) =>
          send({ type: 'checkout.contact.change', field: 'email', value: event.target.value })
        }
      />
      {context.stepError !== null && (
        <p role="alert" className={alert}>
          {checkoutMessageText(context.stepError)}
        </p>
      )}
      <div className={actions}>
        <Button type="submit" loading={checkout.eligibilityChecking}>
          {t`Continue`}
        </Button>
      </div>
    </StepForm>
  );
}
