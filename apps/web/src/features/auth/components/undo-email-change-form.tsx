import { t } from '@lingui/core/macro';
import { useLingui } from '../../../lib/i18n/react';
import { Button, TextField } from '@maplepack/ui';
import { type FormEvent, useState } from 'react';
import { Link } from '../../../components/router-link';
import { form, formError } from './login-form.css';

export type UndoEmailChangeResult = { ok: true; message: string } | { ok: false; message: string };

export interface UndoEmailChangeFormProps {
  /** `key` and `id` of the link in the notice sent to the old address; null when missing. */
  link: { key: string; id: string } | null;
  onSubmit: (password: string) => Promise<UndoEmailChangeResult>;
}

/** Shown when the page is opened without the link's key and id. */
export const undoLinkMissing = (): string =>
  t`This link is not valid. Please contact us if someone changed your email address.`;

/**
 * "This wasn't me": puts the account's old e-mail back with a new password and signs every device
 * out. The page does nothing until the person submits (mail scanners open links); the password
 * rules are the server's, and its message is shown as given.
 */
export function UndoEmailChangeForm({ link, onSubmit }: UndoEmailChangeFormProps) {
  useLingui();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (link === null) return <p role="alert">{undoLinkMissing()}</p>;
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
    setPending(true);
    setError(null);
    const result = await onSubmit(String(data.get('password') ?? ''));
    setPending(false);
    if (result.ok) setDone(result.message);
    else setError(result.message);
  };

  return (
    <form
      className={form}
      onSubmit={(event) => void submit(event)}
      aria-label={t`Restore your email address`}
    >
      <p>
        {t`Someone changed the email address of your account. Choose a new password to put your address back and sign out every device.`}
      </p>
      <TextField
        label={t`New password`}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t`At least 10 characters, not a common password.`}
        required
      />
      {error !== null && (
        <p role="alert" className={formError}>
          {error}
        </p>
      )}
      <Button type="submit" loading={pending} loadingLabel={t`Please wait...`} block>
        {t`Restore my email address`}
      </Button>
    </form>
  );
}
