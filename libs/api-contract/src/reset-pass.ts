import { z } from 'zod';
import { dbId } from './db-integers';
import { passwordSchema } from './password';
import { emailSchema } from './query-values';

export const RESET_PASS_MESSAGES = {
  // The same answer whether or not an account exists: no account enumeration.
  requested: 'If an account exists for this email address, we have sent you a link to reset your password.',
  done: 'Your password has been reset. You can now log in with your new password.',
  invalidKey: 'This password reset link is not valid. Please request a new one.',
  expiredKey: 'This password reset link has expired. Please request a new one.',
  usedKey: 'This password reset link has already been used. Please request a new one.',
} as const;

export const RESET_PASS_ERROR_CODES = {
  invalidKey: 'reset.invalid-key',
  expiredKey: 'reset.expired-key',
  usedKey: 'reset.used-key',
} as const;

/** POST /api/v1/reset-pass, "forgot" form (spec §7): e-mail only. */
export const resetPassRequestSchema = z.strictObject({ email: emailSchema });
export type ResetPassRequest = z.output<typeof resetPassRequestSchema>;

/** POST /api/v1/reset-pass, "reset" form (spec §7): the key and id from the e-mailed link, and the new password. */
export const resetPassConfirmSchema = z.strictObject({
  key: z.string().trim().min(1, RESET_PASS_MESSAGES.invalidKey).max(200, RESET_PASS_MESSAGES.invalidKey),
  id: z.union([
    dbId,
    z
      .string()
      .regex(/^\d{1,9}$/, RESET_PASS_MESSAGES.invalidKey)
      .transform(Number),
  ]),
  password: passwordSchema,
});
export type ResetPassConfirm = z.output<typeof resetPassConfirmSchema>;

/** The body is a confirmation when it carries a key, otherwise a request for a link. */
export const isResetPassConfirm = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'key' in body;

export const resetPassResponseSchema = z.object({ status: z.literal(200), message: z.string() });
export type ResetPassResponse = z.infer<typeof resetPassResponseSchema>;
