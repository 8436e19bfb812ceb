import { GENERIC_ERROR_MESSAGE, LOGGED_IN_STATUS } from '@maplepack/access';
import { type ApiClient, isApiError } from '@maplepack/api-client';
import { type SignInResult, useAuthStore } from '../../stores/auth-store';

type AuthCalls = Pick<ApiClient, 'auth'>;

/**
 * Connects the auth store to the API: sign-in is POST /api/v1/token (the server also sets the
 * httpOnly session cookie), sign-out is POST /api/v1/logout. A failed sign-in carries the server's
 * message; a failed logout is ignored, since the page reloads as a guest either way.
 */
export function connectAuth(client: AuthCalls): void {
  const store = useAuthStore.getState();
  store.configureSignIn(async (credentials): Promise<SignInResult> => {
    try {
      const response = await client.auth.token(credentials);
      // The token endpoint answered, so the session is valid: status 200 (spec §3 Auth user).
      return { ok: true, user: { ...response.user, status: LOGGED_IN_STATUS } };
    } catch (error) {
      if (isApiError(error)) return { ok: false, code: error.code, message: error.message };
      return { ok: false, code: 'auth.unavailable', message: GENERIC_ERROR_MESSAGE };
    }
  });
  store.configureSignOut(async () => {
    try {
      await client.auth.logout();
    } catch (error) {
      console.warn('Logout failed', error);
    }
  });
}

/**
 * Start-up: asks POST /api/v1/token/validate who the session cookie belongs to. A user makes the
 * visitor signed in; a 401 (no or stale session) or any failure makes them a guest. Until it answers
 * the status stays 'unknown', so guards wait instead of bouncing a signed-in person to /login.
 */
export async function restoreSession(client: AuthCalls): Promise<void> {
  try {
    const response = await client.auth.validate({ background: true });
    useAuthStore.getState().setUser({ ...response.data, status: response.status });
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) console.warn('Session restore failed', error);
    useAuthStore.getState().clear();
  }
}
