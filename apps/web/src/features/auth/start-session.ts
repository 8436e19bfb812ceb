import { loadApi } from '../../app/load-api';
import { useAuthStore } from './stores/auth-store';

/**
 * Start-up, after the first render: loads the api client, connects sign-in and sign-out to it and
 * restores the session. Until it answers the auth status stays 'unknown' (guards wait); when the
 * client's chunk cannot load the visitor is a guest, as with any failed restore.
 */
export function startSessionRestore(): Promise<void> {
  return Promise.all([loadApi(), import('./auth-session')]).then(
    ([api, { connectAuth, restoreSession }]) => {
      connectAuth(api);
      return restoreSession(api);
    },
    (error: unknown) => {
      console.warn('Session restore failed', error);
      useAuthStore.getState().clear();
    },
  );
}
