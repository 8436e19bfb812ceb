import { useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@maplepack/ui';
import { type FormEvent, useState } from 'react';
import { Link } from '../../../components/router-link';
import { ACCOUNT_WEB_MESSAGES } from '../account-messages';
import { form, formError } from './account.css';

/** A failed reset: `expired` marks a link that can no longer work (invalid, expired, used). */
export type ResetOutcome = { ok: true; message: string } | { ok: false; message: string; deadLink: boolean };

export interface ResetPasswordFormProps {
  /** The link's key and id; null when the page was opened without them. */
  link: { key: string; id: string } | null;
  /** The message for a link without key or id. */
  invalidLinkMessage: string;
  onSubmit: (password: string) => Promise<ResetOutcome>;
}

function NewLinkOffer({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <>
      <p role="alert" className={formError}>
        {message}
      </p>
      <Link to="/forgot-password">{t`Send me a new link`}</Link>
    </>
  );
}

/**
 * Spec §7 "reset" form: the new password twice. The browser checks the length and that both match;
 * the common-password list is the server's, whose message is shown as given. A link that no longer
 * works says so and offers a new e-mail.
 */
export function ResetPasswordForm({ link, invalidLinkMessage, onSubmit }: ResetPasswordFormProps) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deadLink, setDeadLink] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (link === null) return <NewLinkOffer message={invalidLinkMessage} />;
  if (deadLink !== null) return <NewLinkOffer message={deadLink} />;
  if (done !== null)
    return (
      <>
        <p role="status">{done}</p>
        <Link to="/login">{t`Sign In`}</Link>
      </>
    );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    if (password !== String(data.get('confirm') ?? '')) {
      setError(ACCOUNT_WEB_MESSAGES.passwordMismatch);
      return;
    }
    setPending(true);
    setError(null);
    const result = await onSubmit(password);
    setPending(false);
    if (result.ok) setDone(result.message);
    else if (result.deadLink) setDeadLink(result.message);
    else setError(result.message);
  };

  return (
    <form
      className={form}
      onSubmit={(event) => void submit(event)}
      aria-label={t`Choose a new password`}
      noValidate
    >
      <TextField
        label={t`New password`}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={ACCOUNT_WEB_MESSAGES.passwordHint}
        required
      />
      <TextField
        label={t`Confirm new password`}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
      />
      {error !== null && (
        <p role="alert" className={formError}>
          {error}
        </p>
      )}
      <Button type="submit" loading={pending} loadingLabel={t`Please wait...`} block>
        {t`Reset my password`}
      </Button>
    </form>
  );
}
