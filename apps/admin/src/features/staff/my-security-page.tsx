import { isApiError } from '@maplepack/api-client';
import { ADMIN_STAFF_ERROR_CODES, passwordSchema } from '@maplepack/api-contract';
import { Button, Loader, TextField } from '@maplepack/ui';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/alert';
import { panel, stack } from '../../components/admin.css';
import { PageHeading } from '../../components/page-heading';
import { useServices, useSession } from '../../lib/admin-context';
import { useLoad } from '../../lib/use-load';
import { TEXT } from '../../text';
import { SecretsPanel, type ShownOnce } from './secrets-panel';
import { STAFF_TEXT } from './staff-text';

type FieldErrors = Partial<Record<'current_password' | 'new_password' | 'code', string>>;

/** The field an API refusal is about (by its code), else none: its message then goes to the form's alert. */
function fieldOf(error: unknown): keyof FieldErrors | null {
  if (!isApiError(error)) return null;
  if (error.code === ADMIN_STAFF_ERROR_CODES.badPassword) return 'current_password';
  if (error.code === ADMIN_STAFF_ERROR_CODES.weakPassword) return 'new_password';
  if (error.code === ADMIN_STAFF_ERROR_CODES.badCode) return 'code';
  return null;
}

/** Any signed-in staff member's own security: change my password, my recovery codes. */
export function MySecurityPage() {
  return (
    <div className={stack}>
      <PageHeading>{STAFF_TEXT.mySecurity}</PageHeading>
      <PasswordForm />
      <RecoveryCodes />
    </div>
  );
}

function PasswordForm() {
  const { client } = useServices();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'notice' } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const found: FieldErrors = {};
    if (current === '') found.current_password = 'Please enter your current password.';
    const shape = passwordSchema.safeParse(next);
    if (!shape.success) found.new_password = shape.error.issues[0]?.message ?? '';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const text = await client.changeMyPassword({ current_password: current, new_password: next });
      setCurrent('');
      setNext('');
      setMessage({ text, tone: 'notice' });
    } catch (error) {
      const field = fieldOf(error);
      const text = isApiError(error) ? error.message : TEXT.app.genericError;
      if (field === null) setMessage({ text, tone: 'error' });
      else setErrors({ [field]: text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={panel} aria-labelledby="password-heading">
      <form className={stack} onSubmit={(event) => void submit(event)} noValidate>
        <h2 id="password-heading">{STAFF_TEXT.changePassword}</h2>
        <Alert message={message?.tone === 'error' ? message.text : null} />
        <Alert tone="notice" message={message?.tone === 'notice' ? message.text : null} />
        <TextField
          label={STAFF_TEXT.currentPassword}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          {...(errors.current_password === undefined ? {} : { error: errors.current_password })}
        />
        <TextField
          label={STAFF_TEXT.newPassword}
          hint={STAFF_TEXT.passwordHint}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          {...(errors.new_password === undefined ? {} : { error: errors.new_password })}
        />
        <Button type="submit" loading={busy}>
          {STAFF_TEXT.savePassword}
        </Button>
      </form>
    </section>
  );
}

function RecoveryCodes() {
  const { client } = useServices();
  const email = useSession((state) => state.staff?.email ?? '');
  const [loaded, setLeft] = useLoad((signal) => client.mySecurity({ signal }), 'my-security');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [secrets, setSecrets] = useState<ShownOnce | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const found: FieldErrors = {};
    if (password === '') found.current_password = 'Please enter your current password.';
    if (!/^\d{6}$/.test(code.trim())) found.code = 'Please enter the 6-digit code from your app.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const codes = await client.renewMyRecoveryCodes({ current_password: password, code: code.trim() });
      setPassword('');
      setCode('');
      setLeft(codes.length);
      setSecrets({ heading: STAFF_TEXT.newCodes, email, recoveryCodes: codes });
    } catch (caught) {
      const field = fieldOf(caught);
      const text = isApiError(caught) ? caught.message : TEXT.app.genericError;
      if (field === null) setError(text);
      else setErrors({ [field]: text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={panel} aria-labelledby="recovery-heading">
      <div className={stack}>
        <h2 id="recovery-heading">{STAFF_TEXT.recoveryTitle}</h2>
        {loaded.state === 'loading' && <Loader />}
        {loaded.state === 'failed' && <Alert message={loaded.message} />}
        {loaded.state === 'loaded' && <p>{STAFF_TEXT.recoveryLeft(loaded.data)}</p>}
        {secrets !== null && <SecretsPanel secrets={secrets} onDone={() => setSecrets(null)} />}
        <form className={stack} onSubmit={(event) => void submit(event)} noValidate>
          <p>{STAFF_TEXT.renewHint}</p>
          <Alert message={error} />
          <TextField
            label={STAFF_TEXT.currentPassword}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...(errors.current_password === undefined ? {} : { error: errors.current_password })}
          />
          <TextField
            label={STAFF_TEXT.appCode}
            autoComplete="one-time-code"
            inputMode="numeric"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            {...(errors.code === undefined ? {} : { error: errors.code })}
          />
          <Button type="submit" loading={busy}>
            {STAFF_TEXT.renew}
          </Button>
        </form>
      </div>
    </section>
  );
}
