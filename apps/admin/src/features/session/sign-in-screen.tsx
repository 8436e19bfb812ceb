import { Button, TextField } from '@maplepack/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../components/alert';
import { centred, linkButton, stack } from '../../components/admin.css';
import { useServices, useSession } from '../../lib/admin-context';
import { TEXT } from '../../text';

/**
 * The two steps of staff sign-in: e-mail and password, then the authenticator's code (or a recovery
 * code). Each step's first field takes focus when the step shows; the server's refusals go to the alert.
 */
export function SignInScreen() {
  const step = useSession((state) => state.step);
  const notice = useSession((state) => state.notice);
  const error = useSession((state) => state.error);
  return (
    <main className={centred}>
      <div className={stack}>
        <h1>{step === 'credentials' ? TEXT.signIn.title : TEXT.signIn.codeTitle}</h1>
        <Alert message={notice} tone="notice" />
        <Alert message={error} />
        {step === 'credentials' ? <CredentialsStep /> : <CodeStep />}
      </div>
    </main>
  );
}

function CredentialsStep() {
  const { session } = useServices();
  const busy = useSession((state) => state.busy);
  const fieldErrors = useSession((state) => state.fieldErrors);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useEffect(() => emailRef.current?.focus(), []);
  // The first field with a problem gets focus, so its message is read with it.
  useEffect(() => {
    if (fieldErrors.email !== undefined) emailRef.current?.focus();
    else if (fieldErrors.password !== undefined) passwordRef.current?.focus();
  }, [fieldErrors]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void session.getState().submitCredentials(email, password);
  };
  return (
    <form className={stack} onSubmit={submit} noValidate>
      <TextField
        ref={emailRef}
        label={TEXT.signIn.email}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        {...(fieldErrors.email === undefined ? {} : { error: fieldErrors.email })}
      />
      <TextField
        ref={passwordRef}
        label={TEXT.signIn.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        {...(fieldErrors.password === undefined ? {} : { error: fieldErrors.password })}
      />
      <Button type="submit" loading={busy}>
        {TEXT.signIn.submit}
      </Button>
    </form>
  );
}

function CodeStep() {
  const { session } = useServices();
  const busy = useSession((state) => state.busy);
  const codeKind = useSession((state) => state.codeKind);
  const fieldErrors = useSession((state) => state.fieldErrors);
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    setCode('');
    codeRef.current?.focus();
  }, [codeKind]);
  useEffect(() => {
    if (fieldErrors.code !== undefined) codeRef.current?.focus();
  }, [fieldErrors]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void session.getState().submitCode(code);
  };
  const app = codeKind === 'app';
  return (
    <form className={stack} onSubmit={submit} noValidate>
      <TextField
        ref={codeRef}
        label={app ? TEXT.signIn.codeLabel : TEXT.signIn.recoveryLabel}
        hint={app ? TEXT.signIn.codeHint : TEXT.signIn.recoveryHint}
        autoComplete="one-time-code"
        {...(app ? { inputMode: 'numeric' as const } : {})}
        spellCheck={false}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        {...(fieldErrors.code === undefined ? {} : { error: fieldErrors.code })}
      />
      <Button type="submit" loading={busy}>
        {TEXT.signIn.verify}
      </Button>
      <button type="button" className={linkButton} onClick={() => session.getState().switchCodeKind()}>
        {app ? TEXT.signIn.useRecovery : TEXT.signIn.useApp}
      </button>
      <button type="button" className={linkButton} onClick={() => session.getState().startOver()}>
        {TEXT.signIn.startOver}
      </button>
    </form>
  );
}
