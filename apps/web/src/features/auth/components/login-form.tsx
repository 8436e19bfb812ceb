import { useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@maplepack/ui';
import { type FormEvent, useState } from 'react';
import { type Credentials, type SignInResult } from '../../../stores/auth-store';
import { form, formError } from './login-form.css';

export interface LoginFormProps {
  onSubmit: (credentials: Credentials) => Promise<SignInResult>;
  /** Called after a successful sign-in (the caller decides where to go). */
  onSignedIn?: () => void;
}

/**
 * Email and password sign-in. Field rules are not in the spec (§5 "not shown"), so only the
 * browser's required/email checks apply; the server's message is shown as given.
 */
export function LoginForm({ onSubmit, onSignedIn }: LoginFormProps) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const result = await onSubmit({
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    });
    setPending(false);
    if (result.ok) onSignedIn?.();
    else setError(result.message);
  };

  return (
    <form className={form} onSubmit={(event) => void submit(event)} aria-label={t`Sign in`}>
      <TextField label={t`Email`} name="email" type="email" autoComplete="email" required />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      {error !== null && (
        <p role="alert" className={formError}>
          {error}
        </p>
      )}
      <Button type="submit" loading={pending} loadingLabel={t`Please wait...`} block>
        {t`Sign In`}
      </Button>
    </form>
  );
}
