import { z } from 'zod';
import { dbId } from './db-integers';
import { passwordSchema } from './password';

/**
 * Changing the account e-mail (PUT /customers/{id} with `email`) needs the current password, tells
 * the old address with a link to undo the change, and signs out every other session. The link
 * opens the web app's /undo-email-change page, which posts here with a new password.
 */
export const EMAIL_CHANGE_MESSAGES = {
  passwordRequired: 'Please enter your current password to change your email address.',
  wrongPassword: 'The password you entered is incorrect.',
  undone:
    'Your email address has been restored and your new password is set. Every device has been signed out: please log in again.',
  invalidKey: 'This link is not valid. Please contact us if someone changed your email address.',
  expiredKey: 'This link has expired. Please contact us if someone changed your email address.',
  usedKey: 'This link has already been used.',
} as const;

export const EMAIL_CHANGE_ERROR_CODES = {
  passwordRequired: 'customer.password-required',
  wrongPassword: 'customer.wrong-password',
  invalidKey: 'email-change.invalid-key',
  expiredKey: 'email-change.expired-key',
  usedKey: 'email-change.used-key',
} as const;

/** The web page the e-mailed undo link opens (`?key=…&id=…`). */
export const EMAIL_CHANGE_UNDO_PATH = '/undo-email-change';

/** POST /api/v1/customers/email-change/undo: the key and id from the link, and a new password. */
export const emailChangeUndoRequestSchema = z.strictObject({
  key: z.string().trim().min(1, EMAIL_CHANGE_MESSAGES.invalidKey).max(200, EMAIL_CHANGE_MESSAGES.invalidKey),
  id: z.union([
    dbId,
    z
      .string()
      .regex(/^\d{1,9}$/, EMAIL_CHANGE_MESSAGES.invalidKey)
      .transform(Number),
  ]),
  password: passwordSchema,
});
export type EmailChangeUndoRequest = z.output<typeof emailChangeUndoRequestSchema>;

export const emailChangeUndoResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  /** The restored address, so the page can say which one to log in with. */
  email: z.string(),
});
export type EmailChangeUndoResponse = z.infer<typeof emailChangeUndoResponseSchema>;
