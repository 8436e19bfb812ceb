import { type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isApiError, type NewsletterBody } from '@maplepack/api-client';
import {
  MAILING_CONSENT_REQUIRED_MESSAGE,
  MAILING_MESSAGES,
  NEWSLETTER_THANK_YOU,
  type NewsletterResponse,
} from '@maplepack/api-contract';
import { Button, Checkbox, Modal, Stack, TextField } from '@maplepack/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  MAILING_LIST_CONSENT_TEXT,
  MAILING_LIST_MESSAGES,
  mailingListErrors,
  type MailingListErrors,
} from '../mailing-list-form-rules';

export interface MailingListModalProps {
  open: boolean;
  onClose: () => void;
  /** POST /api/v3/newsletter through the api client. */
  subscribe: (body: NewsletterBody) => Promise<NewsletterResponse>;
}

type Outcome = { kind: 'editing' } | { kind: 'sending' } | { kind: 'done' };

const FAILED = msg`Something went wrong. Please try again.`;

/** Shown under the thank-you: the offer arrives once the address is confirmed (double opt-in). */
export const WELCOME_CODE_NOTE = msg`Your 10% code comes in the welcome e-mail we send once you confirm.`;

/** The contract's and the form rules' English messages, in the page's language. */
const TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  [MAILING_CONSENT_REQUIRED_MESSAGE]: msg`Consent is required to join the mailing list.`,
  [NEWSLETTER_THANK_YOU]: msg`Thank you, we'll be in touch soon!`,
  [MAILING_MESSAGES.confirmationSent]: msg`Please confirm your subscription with the link we just e-mailed you.`,
  [MAILING_LIST_MESSAGES.nameRequired]: msg`Name is required`,
  [MAILING_LIST_MESSAGES.emailInvalid]: msg`Please enter a valid email.`,
  [MAILING_LIST_CONSENT_TEXT]: msg`Yes, I want to receive emails from Maplepack with offers, product news and health tips. I can unsubscribe at any time.`,
};

/**
 * The mailing-list signup (spec §2): name and email, a separate unticked CASL consent box, Submit,
 * then 'Thank you, we'll be in touch soon!' and a request to confirm from the e-mail. The welcome
 * code is e-mailed after the confirmation, never shown here.
 */
export function MailingListModal({ open, onClose, subscribe }: MailingListModalProps) {
  const { i18n, t } = useLingui();
  const text = (english: string | undefined) => {
    if (english === undefined) return undefined;
    const descriptor = TEXTS[english];
    return descriptor === undefined ? english : i18n._(descriptor);
  };
  // The consent is recorded with the words the person read (CASL), in their language.
  const consentText = text(MAILING_LIST_CONSENT_TEXT) ?? MAILING_LIST_CONSENT_TEXT;
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<MailingListErrors & { consent?: string; form?: string }>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'editing' });
  const thanksRef = useRef<HTMLDivElement>(null);
  const done = outcome.kind === 'done';
  // The form (and its focused Submit) gives way to the thank-you: focus moves onto it, so it stays in
  // the dialog, a screen reader reads it, and Escape still reaches the dialog and closes it.
  useEffect(() => {
    if (done) thanksRef.current?.focus();
  }, [done]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fieldErrors = {
      ...mailingListErrors({ name, email }),
      ...(consent ? {} : { consent: MAILING_CONSENT_REQUIRED_MESSAGE }),
    };
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    setOutcome({ kind: 'sending' });
    try {
      await subscribe({
        name: name.trim(),
        email: email.trim(),
        consent: { given: true, text: consentText, source: 'form' },
      });
      setOutcome({ kind: 'done' });
    } catch (error) {
      setErrors({ form: isApiError(error) ? error.message : i18n._(FAILED) });
      setOutcome({ kind: 'editing' });
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={t`Join our Mailing List`} closeLabel={t`Close`}>
      {outcome.kind === 'done' ? (
        <div ref={thanksRef} tabIndex={-1}>
          <Stack gap="sm" role="status">
            <p>{text(NEWSLETTER_THANK_YOU)}</p>
            <p>{text(MAILING_MESSAGES.confirmationSent)}</p>
            <p>{i18n._(WELCOME_CODE_NOTE)}</p>
          </Stack>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Join our Mailing List`}>
          <Stack gap="sm">
            <p>{t`Join our mailing list and get 10% off your first pack.`}</p>
            <TextField
              label={t`Name`}
              name="name"
              autoComplete="given-name"
              required
              value={name}
              error={text(errors.name)}
              onChange={(event) => setName(event.target.value)}
            />
            <TextField
              label={t`Email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              error={text(errors.email)}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Checkbox
              label={consentText}
              name="consent"
              checked={consent}
              error={text(errors.consent)}
              onChange={(event) => setConsent(event.target.checked)}
            />
            {errors.form !== undefined && <p role="alert">{errors.form}</p>}
            <Button type="submit" loading={outcome.kind === 'sending'}>
              {t`Submit`}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
