import { useLingui } from '@lingui/react/macro';
import { type CustomerResponse, type Language } from '@maplepack/api-contract';
import { Checkbox, SelectField, TextField } from '@maplepack/ui';
import { useState } from 'react';
import { LANGUAGE_NAMES } from '../../../lib/i18n/locale';
import { ACCOUNT_WEB_MESSAGES } from '../account-messages';
import { formError, formStatus, section, sectionHeading } from './account.css';
import { field, type SaveOutcome, SectionForm } from './section-form';

/** The marketing switch: on the list or not; `unknown` while (or when) the list could not be read. */
export type MarketingState =
  | { kind: 'loading' }
  | { kind: 'unknown' }
  | { kind: 'known'; subscribed: boolean };

export interface AccountDetailsActions {
  saveNames: (names: { first_name: string; last_name: string }) => Promise<SaveOutcome>;
  changeEmail: (change: { email: string; current_password: string }) => Promise<SaveOutcome>;
  changePassword: (change: { current_password: string; password: string }) => Promise<SaveOutcome>;
  setMarketing: (subscribed: boolean) => Promise<SaveOutcome>;
  /** The language of the account's e-mails (the customer's `language`), saved on its own. */
  setLanguage: (language: Language) => Promise<SaveOutcome>;
}

export interface AccountDetailsProps {
  customer: CustomerResponse;
  marketing: MarketingState;
  consentText: string;
  actions: AccountDetailsActions;
}

/** /account-details: names, e-mail (with the password), password, the e-mails' language, marketing consent. */
export function AccountDetails({ customer, marketing, consentText, actions }: AccountDetailsProps) {
  const { t } = useLingui();
  return (
    <>
      <SectionForm
        title={t`Your name`}
        submitLabel={t`Save name`}
        onSubmit={(data) =>
          actions.saveNames({ first_name: field(data, 'first_name'), last_name: field(data, 'last_name') })
        }
      >
        <TextField
          label={t`First name`}
          name="first_name"
          autoComplete="given-name"
          defaultValue={customer.first_name}
          maxLength={100}
          required
        />
        <TextField
          label={t`Last name`}
          name="last_name"
          autoComplete="family-name"
          defaultValue={customer.last_name}
          maxLength={100}
          required
        />
      </SectionForm>

      <SectionForm
        title={t`Email address`}
        submitLabel={t`Change email`}
        onSubmit={async (data, form) => {
          const outcome = await actions.changeEmail({
            email: field(data, 'email'),
            current_password: field(data, 'email_password'),
          });
          if (outcome.ok) {
            const password = form.elements.namedItem('email_password');
            if (password instanceof HTMLInputElement) password.value = '';
          }
          return outcome;
        }}
      >
        <TextField
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={customer.email}
          required
        />
        <TextField
          label={t`Current password`}
          name="email_password"
          type="password"
          autoComplete="current-password"
          hint={t`Changing your email address needs your password.`}
        />
      </SectionForm>

      <SectionForm
        title={t`Password`}
        submitLabel={t`Change password`}
        onSubmit={async (data, form) => {
          const password = field(data, 'new_password');
          if (password !== field(data, 'confirm_password'))
            return { ok: false, message: ACCOUNT_WEB_MESSAGES.passwordMismatch };
          const outcome = await actions.changePassword({
            current_password: field(data, 'current_password'),
            password,
          });
          if (outcome.ok) form.reset();
          return outcome;
        }}
      >
        <TextField
          label={t`Current password`}
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
        />
        <TextField
          label={t`New password`}
          name="new_password"
          type="password"
          autoComplete="new-password"
          hint={ACCOUNT_WEB_MESSAGES.passwordHint}
          required
        />
        <TextField
          label={t`Confirm new password`}
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          required
        />
      </SectionForm>

      <SectionForm
        title={t`Language of your e-mails`}
        submitLabel={t`Save language`}
        onSubmit={(data) => actions.setLanguage(field(data, 'language') === 'fr' ? 'fr' : 'en')}
      >
        <SelectField
          label={t`Send my e-mails in`}
          name="language"
          defaultValue={customer.language ?? 'en'}
          hint={t`Receipts, renewal reminders and account notices. Changing the language of the site does not change it.`}
          options={[
            { value: 'en', label: LANGUAGE_NAMES.en },
            { value: 'fr', label: LANGUAGE_NAMES.fr },
          ]}
        />
      </SectionForm>

      <MarketingSwitch marketing={marketing} consentText={consentText} onChange={actions.setMarketing} />
    </>
  );
}

function MarketingSwitch({
  marketing,
  consentText,
  onChange,
}: {
  marketing: MarketingState;
  consentText: string;
  onChange: (subscribed: boolean) => Promise<SaveOutcome>;
}) {
  const { t } = useLingui();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const current = subscribed ?? (marketing.kind === 'known' ? marketing.subscribed : false);

  const toggle = async (next: boolean) => {
    // The box follows the click at once and goes back if the list refuses the change.
    const before = current;
    setSubscribed(next);
    setPending(true);
    setOutcome(null);
    const result = await onChange(next);
    setPending(false);
    setOutcome(result);
    if (!result.ok) setSubscribed(before);
  };

  return (
    <section className={section} aria-labelledby="marketing-heading">
      <h2 id="marketing-heading" className={sectionHeading}>
        {t`News and offers`}
      </h2>
      {marketing.kind === 'loading' ? (
        <p>{t`Loading your email preferences…`}</p>
      ) : (
        <>
          <Checkbox
            label={consentText}
            checked={current}
            disabled={pending}
            onChange={(event) => void toggle(event.target.checked)}
          />
          {marketing.kind === 'unknown' && subscribed === null && (
            <p>{t`We could not read your email preferences. Tick the box to receive our news and offers.`}</p>
          )}
        </>
      )}
      {outcome !== null && !outcome.ok && (
        <p role="alert" className={formError}>
          {outcome.message}
        </p>
      )}
      {outcome !== null && outcome.ok && (
        <p role="status" className={formStatus}>
          {outcome.message}
        </p>
      )}
    </section>
  );
}
