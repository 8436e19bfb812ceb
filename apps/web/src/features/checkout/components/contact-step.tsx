import { MARKETING_CONSENT_TEXT } from '@maplepack/checkout';
import { Button, Checkbox, TextField } from '@maplepack/ui';
import { Link } from '../../../components/router-link';
import { type Checkout } from '../use-checkout';
import { actions, fieldGrid, muted, wide } from './checkout.css';
import { StepForm } from './step-form';

/**
 * Contact: names (spec §5 account rule), the e-mail, a password for the new account (guests), the
 * CASL box, unticked, with the exact text recorded, and the terms. A signed-in person's e-mail is
 * their account's; a trial's is the one just checked.
 */
export function ContactStep({ checkout, headingId }: { checkout: Checkout; headingId: string }) {
  const { context, send } = checkout;
  const { contact, errors } = context;
  const guest = context.account === null;
  const emailFixed = !guest || context.campaign !== null;
  const change = (field: keyof typeof contact, value: string | boolean) =>
    send({ type: 'checkout.contact.change', field, value });
  return (
    <StepForm labelledBy={headingId} onContinue={() => send({ type: 'checkout.continue' })}>
      <div className={fieldGrid}>
        <TextField
          label="First name"
          autoComplete="given-name"
          value={contact.firstName}
          maxLength={100}
          error={errors['contact.firstName']}
          onChange={(event) => change('firstName', event.target.value)}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={contact.lastName}
          maxLength={100}
          error={errors['contact.lastName']}
          onChange={(event) => change('lastName', event.target.value)}
        />
        <TextField
          className={wide}
          label="Email"
          type="email"
          autoComplete="email"
          value={contact.email}
          readOnly={emailFixed}
          {...(emailFixed
            ? { hint: guest ? 'The e-mail checked for the trial.' : 'Your account’s e-mail.' }
            : {})}
          error={errors['contact.email']}
          onChange={(event) => change('email', event.target.value)}
        />
        {guest && (
          <TextField
            className={wide}
            label="Password for your account"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters. You will sign in with it to manage your subscription."
            value={contact.password}
            maxLength={256}
            error={errors['contact.password']}
            onChange={(event) => change('password', event.target.value)}
          />
        )}
      </div>
      <Checkbox
        label={MARKETING_CONSENT_TEXT}
        checked={contact.marketing}
        onChange={(event) => change('marketing', event.target.checked)}
      />
      <Checkbox
        label={
          <>
            I accept the <Link to="/terms-and-conditions">Terms &amp; Conditions</Link> and the{' '}
            <Link to="/privacy-policy">Privacy Policy</Link>.
          </>
        }
        checked={contact.terms}
        error={errors['contact.terms']}
        onChange={(event) => change('terms', event.target.checked)}
      />
      {guest && (
        <p className={muted}>We create your account with this e-mail so you can manage your subscription.</p>
      )}
      <div className={actions}>
        {context.campaign !== null && guest && (
          <Button variant="secondary" onClick={() => send({ type: 'checkout.back' })}>
            Back
          </Button>
        )}
        <Button type="submit">Continue to shipping</Button>
      </div>
    </StepForm>
  );
}
