import { isApiError, type NewsletterBody } from '@maplepack/api-client';
import {
  MAILING_CONSENT_REQUIRED_MESSAGE,
  NEWSLETTER_THANK_YOU,
  type NewsletterResponse,
} from '@maplepack/api-contract';
import { Button, Checkbox, Modal, Stack, TextField } from '@maplepack/ui';
import { type FormEvent, useState } from 'react';
import {
  MAILING_LIST_CONSENT_TEXT,
  mailingListErrors,
  type MailingListErrors,
} from '../mailing-list-form-rules';

export interface MailingListModalProps {
  open: boolean;
  onClose: () => void;
  /** POST /api/v3/newsletter through the api client. */
  subscribe: (body: NewsletterBody) => Promise<NewsletterResponse>;
}

type Outcome = { kind: 'editing' } | { kind: 'sending' } | { kind: 'done'; response: NewsletterResponse };

const FAILED = 'Something went wrong. Please try again.';

/**
 * The mailing-list signup (spec §2): name and email, a separate unticked CASL consent box, Submit,
 * then 'Thank you, we'll be in touch soon!' and the welcome code, which the server sends only with
 * the opt-in.
 */
export function MailingListModal({ open, onClose, subscribe }: MailingListModalProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<MailingListErrors & { consent?: string; form?: string }>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'editing' });

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
      const response = await subscribe({
        name: name.trim(),
        email: email.trim(),
        consent: { given: true, text: MAILING_LIST_CONSENT_TEXT, source: 'form' },
      });
      setOutcome({ kind: 'done', response });
    } catch (error) {
      setErrors({ form: isApiError(error) ? error.message : FAILED });
      setOutcome({ kind: 'editing' });
    }
  };

  return (
    <Modal open={open} onClose={onClose} title="Join our Mailing List">
      {outcome.kind === 'done' ? (
        <Stack gap="sm" role="status">
          <p>{NEWSLETTER_THANK_YOU}</p>
          {outcome.response.coupon !== null && (
            <p>
              Your code for {outcome.response.coupon.percent}% off:{' '}
              <strong>{outcome.response.coupon.code}</strong>
            </p>
          )}
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Join our Mailing List">
          <Stack gap="sm">
            <p>Join our mailing list and get 10% off your first pack.</p>
            <TextField
              label="Name"
              name="name"
              autoComplete="given-name"
              required
              value={name}
              error={errors.name}
              onChange={(event) => setName(event.target.value)}
            />
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              error={errors.email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Checkbox
              label={MAILING_LIST_CONSENT_TEXT}
              name="consent"
              checked={consent}
              error={errors.consent}
              onChange={(event) => setConsent(event.target.checked)}
            />
            {errors.form !== undefined && <p role="alert">{errors.form}</p>}
            <Button type="submit" loading={outcome.kind === 'sending'}>
              Submit
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
