import { TEXT } from '../../text';

/** Which code the second step takes: the authenticator app's 6 digits, or a recovery code. */
export type CodeKind = 'app' | 'recovery';
export type FieldErrors = Partial<Record<'email' | 'password' | 'code', string>>;

// The contract's e-mail check is stricter; this one only spares a round trip for an obvious slip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the first step's fields, by field; empty when it may be sent. */
export function checkCredentials(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  const trimmed = email.trim();
  if (trimmed === '') errors.email = TEXT.signIn.emailRequired;
  else if (!EMAIL.test(trimmed)) errors.email = TEXT.signIn.emailInvalid;
  if (password === '') errors.password = TEXT.signIn.passwordRequired;
  return errors;
}

/** What is wrong with the second step's code; empty when it may be sent. Spaces inside are allowed. */
export function checkCode(code: string, kind: CodeKind): FieldErrors {
  const trimmed = code.trim();
  if (kind === 'recovery') return trimmed === '' ? { code: TEXT.signIn.recoveryRequired } : {};
  if (trimmed === '') return { code: TEXT.signIn.codeRequired };
  return /^\d{3} ?\d{3}$/.test(trimmed) ? {} : { code: TEXT.signIn.codeInvalid };
}
