import { type AdminApiClient, isApiError } from '@maplepack/api-client';
import { ADMIN_ERROR_CODES, type AdminStaff } from '@maplepack/api-contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { TEXT } from '../../text';
import { checkCode, checkCredentials, type CodeKind, type FieldErrors } from './sign-in-rules';

/**
 * The staff session and the two-step sign-in, as the storefront keeps its flows: a zustand store that
 * holds the state and calls the api client; components render it and call its actions.
 *
 * - `checking`: asking the server who is signed in (GET /admin/session) when the app opens.
 * - `signed-out`: the sign-in screen; `step` says which of its two steps.
 * - `signed-in`: the back office, for `staff`.
 *
 * An ended session (any call answering 401 admin.required) goes back to `signed-out` with a notice; the
 * address bar is left alone, so signing in again shows the page the person was on.
 */
export type SessionStatus = 'checking' | 'signed-out' | 'signed-in';
export type SignInStep = 'credentials' | 'code';

export interface SessionState {
  status: SessionStatus;
  step: SignInStep;
  codeKind: CodeKind;
  /** The server's challenge between the two steps. */
  challenge: string | null;
  staff: AdminStaff | null;
  /** Recovery codes left after signing in with one; null otherwise. */
  recoveryCodesLeft: number | null;
  busy: boolean;
  /** The alert of the sign-in screen: the server's refusal or a failure. */
  error: string | null;
  /** Why the sign-in screen shows (session ended, signed out). */
  notice: string | null;
  fieldErrors: FieldErrors;
  restore(): Promise<void>;
  submitCredentials(email: string, password: string): Promise<void>;
  submitCode(code: string): Promise<void>;
  switchCodeKind(): void;
  startOver(): void;
  signOut(): Promise<void>;
  /** A call answered 401 admin.required: the session ended (idle 30 minutes, or signed out elsewhere). */
  sessionEnded(): void;
}

export type SessionStore = StoreApi<SessionState>;

const signedOut = {
  status: 'signed-out' as const,
  step: 'credentials' as const,
  codeKind: 'app' as const,
  challenge: null,
  staff: null,
  recoveryCodesLeft: null,
  busy: false,
  fieldErrors: {},
};

function messageOf(error: unknown): string {
  return isApiError(error) ? error.message : TEXT.app.genericError;
}

export function createSessionStore(
  client: Pick<AdminApiClient, 'session' | 'signIn' | 'twoFactor' | 'signOut'>,
): SessionStore {
  return createStore<SessionState>()((set, get) => ({
    ...signedOut,
    status: 'checking',
    error: null,
    notice: null,

    async restore() {
      try {
        const session = await client.session({ background: true });
        set({ status: 'signed-in', staff: session.staff, error: null, notice: null });
      } catch (error) {
        // 401 is the usual answer when nobody is signed in; anything else is worth saying.
        const quiet = isApiError(error) && error.status === 401;
        set({ ...signedOut, error: quiet ? null : messageOf(error), notice: null });
      }
    },

    async submitCredentials(email, password) {
      const fieldErrors = checkCredentials(email, password);
      if (Object.keys(fieldErrors).length > 0) {
        set({ fieldErrors, error: null });
        return;
      }
      set({ busy: true, error: null, fieldErrors: {} });
      try {
        const answer = await client.signIn({ email: email.trim(), password });
        set({ busy: false, step: 'code', codeKind: 'app', challenge: answer.challenge, notice: null });
      } catch (error) {
        set({ busy: false, error: messageOf(error) });
      }
    },

    async submitCode(code) {
      const { challenge, codeKind } = get();
      const fieldErrors = checkCode(code, codeKind);
      if (Object.keys(fieldErrors).length > 0) {
        set({ fieldErrors, error: null });
        return;
      }
      if (challenge === null) return;
      set({ busy: true, error: null, fieldErrors: {} });
      try {
        // The app's code may be typed as "123 456"; a recovery code is sent as written.
        const sent = codeKind === 'app' ? code.replace(/\s+/g, '') : code.trim();
        const answer = await client.twoFactor({ challenge, code: sent });
        set({
          ...signedOut,
          status: 'signed-in',
          staff: answer.staff,
          recoveryCodesLeft: codeKind === 'recovery' ? answer.recovery_codes_left : null,
          error: null,
          notice: null,
        });
      } catch (error) {
        // An expired challenge cannot take another code: back to the password, with the server's words.
        if (isApiError(error) && error.code === ADMIN_ERROR_CODES.challengeExpired)
          set({ ...signedOut, error: error.message });
        else set({ busy: false, error: messageOf(error) });
      }
    },

    switchCodeKind() {
      set({ codeKind: get().codeKind === 'app' ? 'recovery' : 'app', fieldErrors: {}, error: null });
    },

    startOver() {
      set({ ...signedOut, error: null });
    },

    async signOut() {
      try {
        await client.signOut();
      } catch {
        // Signed out on the server already (ended session) or unreachable: this browser forgets it anyway.
      }
      set({ ...signedOut, error: null, notice: TEXT.signIn.signedOut });
    },

    sessionEnded() {
      if (get().status !== 'signed-in') return;
      set({ ...signedOut, error: null, notice: TEXT.signIn.sessionEnded });
    },
  }));
}
