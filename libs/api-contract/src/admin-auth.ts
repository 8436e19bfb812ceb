import { STAFF_PERMISSIONS, staffRoleSchema } from '@maplepack/access';
import { z } from 'zod';
import { emailSchema } from './query-values';

/**
 * The back office's session cookie (issue 18): httpOnly, SameSite=Strict, Path /api/v1/admin (the
 * browser sends it to the admin API only, never to the storefront's routes), Secure over https.
 * It holds a random token; the server keeps only its hash.
 */
export const ADMIN_COOKIE_NAME = 'maplepack_admin';
export const ADMIN_COOKIE_PATH = '/api/v1/admin';

/** Codes of the back office's own failures; every other failure uses the API's common codes. */
export const ADMIN_ERROR_CODES = {
  required: 'admin.required',
  forbidden: 'admin.forbidden',
  badCredentials: 'admin.bad-credentials',
  badCode: 'admin.bad-code',
  challengeExpired: 'admin.challenge-expired',
  rateLimited: 'admin.rate-limited',
  crossSite: 'admin.cross-site',
  notFound: 'admin.not-found',
  refundTooLarge: 'admin.refund-too-large',
  refundOverLimit: 'admin.refund-over-limit',
  refundFailed: 'admin.refund-failed',
  notRefundable: 'admin.not-refundable',
  notShippable: 'admin.not-shippable',
  idempotencyMismatch: 'admin.idempotency-mismatch',
} as const;

export const ADMIN_MESSAGES = {
  required: 'Please sign in to the back office.',
  forbidden: 'Your role does not allow this.',
  // One answer for an unknown e-mail, a wrong password and a disabled account: nothing to enumerate.
  badCredentials: 'The email or password is incorrect.',
  badCode: 'That code is not right. Enter the current code from your app, or one of your recovery codes.',
  challengeExpired: 'This sign-in took too long. Please sign in again.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  crossSite: 'This request did not come from the Maplepack back office and was refused.',
  signedOut: 'You have been signed out.',
} as const;

/** How long a password sign-in waits for its two-factor code. */
export const ADMIN_CHALLENGE_SECONDS = 5 * 60;
/** A session ends after this long without a request (ADMIN_SESSION_IDLE_MINUTES overrides it)… */
export const ADMIN_SESSION_IDLE_MINUTES = 30;
/** …and at the latest this long after sign-in, however busy. */
export const ADMIN_SESSION_MAX_HOURS = 12;

/** POST /api/v1/admin/session */
export const adminSignInRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Please enter your password.').max(256),
});
export type AdminSignInRequest = z.output<typeof adminSignInRequestSchema>;

export const adminChallengeResponseSchema = z.object({
  step: z.literal('two-factor'),
  /** Opaque; sent back with the code. */
  challenge: z.string().min(1),
  expires_at: z.string(),
});
export type AdminChallengeResponse = z.infer<typeof adminChallengeResponseSchema>;

/** POST /api/v1/admin/session/two-factor: the app's 6-digit code, or one recovery code. */
export const adminTwoFactorRequestSchema = z.strictObject({
  challenge: z.string().trim().min(1).max(200),
  code: z
    .string()
    .trim()
    .min(1, 'Please enter the code.')
    .max(40, 'Please enter the code.')
    .regex(/^[A-Za-z0-9 -]+$/, 'Please enter the code.'),
});
export type AdminTwoFactorRequest = z.output<typeof adminTwoFactorRequestSchema>;

export const staffPermissionNameSchema = z.enum(STAFF_PERMISSIONS);

export const adminStaffSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  permissions: z.array(staffPermissionNameSchema),
});
export type AdminStaff = z.infer<typeof adminStaffSchema>;

/** GET /api/v1/admin/session */
export const adminSessionResponseSchema = z.object({
  staff: adminStaffSchema,
  /** When the session ends if no request comes before (the idle limit, capped by the 12 h one). */
  expires_at: z.string(),
});
export type AdminSessionResponse = z.infer<typeof adminSessionResponseSchema>;

/** POST /api/v1/admin/session/two-factor answer: the session, and how many recovery codes are left. */
export const adminSignedInResponseSchema = adminSessionResponseSchema.extend({
  recovery_codes_left: z.number().int().nonnegative(),
});
export type AdminSignedInResponse = z.infer<typeof adminSignedInResponseSchema>;

/** DELETE /api/v1/admin/session answer. */
export const adminSignOutResponseSchema = z.object({ status: z.literal(200), message: z.string() });
export type AdminSignOutResponse = z.infer<typeof adminSignOutResponseSchema>;
