import { useLingui } from '@lingui/react/macro';
import { type ReactNode } from 'react';
import { Button, Checkbox, TextField } from '@maplepack/ui';
import { Link } from '../../../components/router-link';
import { checkoutMessageText, marketingConsentText } from '../checkout-text';
import { type Checkout } from '../use-checkout';
import { actions, fieldGrid, muted, wide } from './checkout.css';
import { StepForm } from './step-form';

// Where each link goes in the terms sentence: private-use characters, which no message holds. The sentence is one
// message, so a translation may put the two documents in any order (<Trans> would do the same, but its
// runtime then loads with the checkout's first step).
const TERMS = '\uE000';
const PRIVACY = '\uE001';
const LINKED = /\uE000([^\uE000]*)\uE000|\uE001([^\uE001]*)\uE001/;

/** 'I accept the Terms & Conditions and the Privacy Policy.', each document a link. */
function TermsLabel() {
  const { t } = useLingui();
  const terms = `${TERMS}${t`Terms & Conditions`}${TERMS}`;
  const privacy = `${PRIVACY}${t`Privacy Policy`}${PRIVACY}`;
  let rest = t`I accept the ${terms} and the ${privacy}.`;
  const parts: ReactNode[] = [];
  for (let match = LINKED.exec(rest); match !== null; match = LINKED.exec(rest)) {
    parts.push(rest.slice(0, match.index));
    const [, termsText, privacyText] = match;
    parts.push(
      termsText !== undefined ? (
        <Link key="terms" to="/terms-and-conditions">
          {termsText}
        </Link>
      ) : (
        <Link key="privacy" to="/privacy-policy">
          {privacyText}
        </Link>
      ),
    );
    rest = rest.slice(match.index + match[0].length);
  }
  parts.push(rest);
  return <>{parts}</>;
}

/**
 * Contact: names (spec §5 account rule), the e-mail, a password for the new account (guests), the
 * CASL box, unticked, with the exact text recorded, and the terms. A signed-in person's e-mail is
 * their account's; a trial's is the one just checked.
 */
export function ContactStep({ checkout, headingId }: { checkout: Checkout; headingId: string }) {
  const { t } = useLingui();
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
          label={t`First name`}
          autoComplete="given-name"
          value={contact.firstName}
          maxLength={100}
          error={checkoutMessageText(errors['contact.firstName'])}
          onChange={(event) => change('firstName', event.target.value)}
        />
        <TextField
          label={t`Last name`}
          autoComplete="family-name"
          value={contact.lastName}
          maxLength={100}
          error={checkoutMessageText(errors['contact.lastName'])}
          onChange={(event) => change('lastName', event.target.value)}
        />
        <TextField
          className={wide}
          label={t`Email`}
          type="email"
          autoComplete="email"
          value={contact.email}
          readOnly={emailFixed}
          {...(emailFixed
            ? { hint: guest ? t`The e-mail checked for the trial.` : t`Your account’s e-mail.` }
            : {})}
          error={checkoutMessageText(errors['contact.email'])}
          onChange={(event) => change('email', event.target.value)}
        />
        {guest && (
          <TextField
            className={wide}
            label={t`Password for your account`}
            type="password"
            autoComplete="new-password"
            hint={t`At least 10 characters. You will sign in with it to manage your subscription.`}
            value={contact.password}
            maxLength={256}
            error={checkoutMessageText(errors['contact.password'])}
            onChange={(event) => change('password', event.target.value)}
          />
        )}
      </div>
      <Checkbox
        label={marketingConsentText()}
        checked={contact.marketing}
        onChange={(event) => change('marketing', event.target.checked)}
      />
      <Checkbox
        label={<TermsLabel />}
        checked={contact.terms}
        error={checkoutMessageText(errors['contact.terms'])}
        onChange={(event) => change('terms', event.target.checked)}
      />
      {guest && (
        <p className={muted}>
          {t`We create your account with this e-mail so you can manage your subscription.`}
        </p>
      )}
      <div className={actions}>
        {context.campaign !== null && guest && (
          <Button variant="secondary" onClick={() => send({ type: 'checkout.back' })}>
            {t`Back`}
          </Button>
        )}
        <Button type="submit">{t`Continue to shipping`}</Button>
      </div>
    </StepForm>
  );
}
