import { useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@maplepack/ui';
import { type FormEvent, useState } from 'react';
import { Link } from '../../../components/router-link';
import { form, formError } from './account.css';

export type FormOutcome = { ok: true; message: string } | { ok: false; message: string };

export interface ForgotPasswordFormProps {
  /** Asks for a reset e-mail; the answer is the same whether or not the e-mail has an account. */
  onSubmit: (email: string) => Promise<FormOutcome>;
}

/** Spec §7 "forgot" form: an e-mail address, then the same answer for every address. */
export function ForgotPasswordForm({ onSubmit }: ForgotPasswordFormProps) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  if (sent !== null)
    return (
      <>
        <p role="status">{sent}</p>
        <Link to="/login">{t`Back to Sign In`}</Link>
      </>
    );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setPending(true);
    setError(null);
    const result = await onSubmit(email);
    setPending(false);
    if (result.ok) setSent(result.message);
    else setError(result.message);
  };

  return (
    <form
      className={form}
      onSubmit={(event) => void submit(event)}
      aria-label={t`Reset your password`}
      noValidate
    >
      <p>{t`Enter the email address of your account and we will send you a link to choose a new password.`}</p>
      <TextField label={t`Email`} name="email" type="email" autoComplete="email" required />
      {error !== null && (
        <p role="alert" className={formError}>
          {error}
        </p>
      )}
      <Button type="submit" loading={pending} loadingLabel={t`Please wait...`} block>
        {t`Send me a reset link`}
      </Button>
      <Link to="/login">{t`Back to Sign In`}</Link>
    </form>
  );
}
