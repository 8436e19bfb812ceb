import { z } from 'zod';
import { emailSchema } from './query-values';

/** Codes of auth failures; `auth.required` is what every customer-only route answers a guest. */
export const AUTH_ERROR_CODES = {
  required: 'auth.required',
  invalidToken: 'auth.invalid-token',
  expiredToken: 'auth.expired-token',
  badCredentials: 'auth.bad-credentials',
  rateLimited: 'auth.rate-limited',
  forbidden: 'auth.forbidden',
  crossSite: 'auth.cross-site',
} as const;

/** Login error messages are not in the spec (§8 "not shown"); these are ours. */
export const AUTH_MESSAGES = {
  required: 'Please log in to continue.',
  invalidToken: 'Your session is not valid. Please log in again.',
  expiredToken: 'Your session has expired. Please log in again.',
  // One message for an unknown e-mail and a wrong password: no account enumeration.
  badCredentials: 'The email or password you entered is incorrect.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  forbidden: 'Access denied.',
  crossSite:
    'This request did not come from the Maplepack site and was refused. Please reload the page and try again.',
  loggedOut: 'You have been logged out.',
} as const;

/** POST /api/v1/token body (spec §7 "token endpoint"): e-mail and password. */
export const tokenRequestSchema = z.strictObject({
  email: emailSchema,
  // Not trimmed: spaces may be part of a password. The upper bound keeps hashing cheap to refuse.
  password: z.string().min(1, 'Please enter your password.').max(256),
});
export type TokenRequest = z.output<typeof tokenRequestSchema>;

/** The auth user (spec §3): status 200 means valid. */
export const authUserSchema = z.object({
  id: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  survey_id: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const tokenResponseSchema = z.object({
  token: z.string().min(1),
  token_type: z.literal('Bearer'),
  /** When the token stops working (ISO 8601, UTC), unless logout or a password change comes first. */
  expires_at: z.string(),
  user: authUserSchema,
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** POST /api/v1/token/validate answer (spec §3 "Auth user"); an invalid token is a 401 instead. */
export const tokenValidateResponseSchema = z.object({
  status: z.literal(200),
  data: authUserSchema,
});
export type TokenValidateResponse = z.infer<typeof tokenValidateResponseSchema>;

/** POST /api/v1/logout answer. */
export const logoutResponseSchema = z.object({ status: z.literal(200), message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
