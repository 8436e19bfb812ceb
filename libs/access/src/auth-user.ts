import { z } from 'zod';

/** The auth backend marks a valid session with HTTP-like status 200 (spec §3 "Auth user"). */
export const LOGGED_IN_STATUS = 200;

/** The user the token-validate call returns (spec §3). */
export const authUserSchema = z.object({
  id: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  survey_id: z.string().nullable().optional(),
  status: z.number().int(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** What access rules need to know about a user; the rest of the record does not matter to them. */
export type AccessUser = Pick<AuthUser, 'id' | 'status'>;

/**
 * Logged in means a user is present and its status is 200. A user record with any other status is a
 * stale or rejected session and counts as a guest.
 */
export function isLoggedIn(user: AccessUser | null | undefined): user is AccessUser {
  return user !== null && user !== undefined && user.status === LOGGED_IN_STATUS;
}
