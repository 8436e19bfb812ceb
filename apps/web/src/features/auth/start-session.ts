import { loadApi } from '../../lib/load-api';
import { hasSessionHint } from './session-hint';
import { useAuthStore } from '../../stores/auth-store';

/**
 * Start-up, after the first render: loads the api client, connects sign-in and sign-out to it and
 * restores the session. A visitor without the server's session hint is a guest at once (no request);
 * otherwise the auth status stays 'unknown' (guards wait) until the server answers. When the client's
 * chunk cannot load the visitor is a guest, as with any failed restore.
 */
export function startSessionRestore(cookies: string): Promise<void> {
  const mayBeSignedIn = hasSessionHint(cookies);
  if (!mayBeSignedIn) useAuthStore.getState().clear();
  return Promise.all([loadApi(), import('./auth-session')]).then(
    ([api, { connectAuth, restoreSession }]) => {
      connectAuth(api);
      return mayBeSignedIn ? restoreSession(api) : undefined;
    },
    (error: unknown) => {
      console.warn('Session restore failed', error);
      useAuthStore.getState().clear();
    },
  );
}
