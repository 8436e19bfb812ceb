import { z } from 'zod';

/**
 * The rule for a new password (sign-up, reset, e-mail change undo): at least 10 characters, not
 * only spaces, not the e-mail address, not a common password. Sign-in never applies it, so older
 * passwords keep working. The browser checks the length and the spaces with `passwordSchema`; the
 * list of common passwords is the server's (it stays out of the web app's bundle), passed in here
 * as `isCommon`.
 */
export const PASSWORD_MIN_LENGTH = 10;
/** The upper bound keeps argon2 cheap to refuse. */
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_MESSAGES = {
  tooShort: `Your password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `Your password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  blank: 'Your password cannot be only spaces.',
  isEmail: 'Your password must not be your email address.',
  common: 'This password is too common and easy to guess. Please choose another one.',
} as const;

/** Characters as a person counts them (an emoji is one, not two UTF-16 units). */
const characters = (text: string): number => [...text].length;

/** What the browser can check itself: the length and more than spaces. Not trimmed: spaces count. */
export const passwordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)
  .refine((password) => characters(password) >= PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .refine((password) => password.trim() !== '', PASSWORD_MESSAGES.blank);

/** True when the password is the e-mail address, in any case and with spaces around. */
export const passwordIsEmail = (password: string, email: string): boolean =>
  password.trim().toLowerCase() === email.trim().toLowerCase();

export type PasswordCheck = { ok: true } | { ok: false; message: string };

/**
 * The whole rule, for the server: the first rule the password breaks, with its message.
 * `isCommon` looks the password up in the server's list of common passwords.
 */
export function checkNewPassword(
  password: string,
  context: { email: string; isCommon: (password: string) => boolean },
): PasswordCheck {
  const shape = passwordSchema.safeParse(password);
  if (!shape.success)
    return { ok: false, message: shape.error.issues[0]?.message ?? PASSWORD_MESSAGES.tooShort };
  if (passwordIsEmail(password, context.email)) return { ok: false, message: PASSWORD_MESSAGES.isEmail };
  if (context.isCommon(password)) return { ok: false, message: PASSWORD_MESSAGES.common };
  return { ok: true };
}
