import { type Profile } from '@maplepack/recommendation';
import { type StoreApi } from 'zustand';
import { type AuthState, useAuthStore } from '../../stores/auth-store';
import { type CartStoreState } from '../../stores/cart-store';

export type LoadProfile = () => Promise<{ profile: Profile | null }>;

/** Who the session belongs to, as the auth store knows it (the app's one store outside tests). */
export type SessionSource = Pick<StoreApi<Pick<AuthState, 'status' | 'user'>>, 'getState' | 'subscribe'>;

interface Tracking {
  load: LoadProfile;
  /** The session the kept answer belongs to: 'unknown', 'guest' or the signed-in customer's id. */
  session: string;
  /** The answer asked for that session (pending or kept); absent: ask at the next need. */
  request?: Promise<Profile | null>;
  /** Bumped on every change of person: an answer asked before it is someone else's and dropped. */
  generation: number;
}

const tracked = new WeakMap<StoreApi<CartStoreState>, Tracking>();

function sessionOf({ status, user }: ReturnType<SessionSource['getState']>): string {
  return status === 'signed-in' && user !== null ? `customer:${user.id}` : status;
}

function ask(store: StoreApi<CartStoreState>, tracking: Tracking): Promise<Profile | null> {
  const { generation, session } = tracking;
  const current = () => store.getState().assessmentProfile;
  const request = tracking.load().then(
    ({ profile }) => {
      // Asked for the person before a sign-in or sign-out: not this one's. The assessment may also
      // have set a fresher one meanwhile: keep it.
      if (tracking.generation === generation && profile !== null && current() === null)
        store.getState().setAssessmentProfile(profile);
      return current();
    },
    () => {
      if (tracking.generation !== generation) return current();
      tracking.request = undefined;
      // Refused while the session was being restored (a stale cookie answers 401), known since: ask again.
      if (session === 'unknown' && tracking.session !== 'unknown') return ask(store, tracking);
      return current();
    },
  );
  tracking.request = request;
  return request;
}

/**
 * A change of person (sign-in, sign-out, another account, a session the server no longer accepts)
 * forgets the profile at once, so no one sees another person's cautions, and asks the API again for
 * the new caller. A sign-out is not asked about: its page load asks once the server has ended the
 * session (asking sooner could still answer for the customer). The first answer about a restored
 * session ('unknown' to known) changes nobody: the cookie was the same; only a failed ask is repeated.
 */
function follow(store: StoreApi<CartStoreState>, tracking: Tracking, source: SessionSource): void {
  source.subscribe((state) => {
    const session = sessionOf(state);
    if (session === tracking.session) return;
    const previous = tracking.session;
    tracking.session = session;
    if (previous === 'unknown') {
      if (tracking.request === undefined && store.getState().assessmentProfile === null)
        void ask(store, tracking);
      return;
    }
    tracking.generation += 1;
    tracking.request = undefined;
    store.getState().setAssessmentProfile(null);
    if (session !== 'guest') void ask(store, tracking);
  });
}

/**
 * The person's safety profile for the cart's checkPack: the one the assessment just set, else the
 * API's (a customer's last survey, a guest's from this browser's signed cookie), asked once per
 * store and session, in the background, and again whenever the session changes hands. A failed call
 * counts as no assessment and is asked again next time; the profile is kept in memory only, never in
 * browser storage.
 */
export function ensureAssessmentProfile(
  store: StoreApi<CartStoreState>,
  load: LoadProfile,
  source: SessionSource = useAuthStore,
): Promise<Profile | null> {
  let tracking = tracked.get(store);
  if (tracking === undefined) {
    tracking = { load, session: sessionOf(source.getState()), generation: 0 };
    tracked.set(store, tracking);
    follow(store, tracking, source);
  }
  tracking.load = load;
  const known = store.getState().assessmentProfile;
  if (known !== null) return Promise.resolve(known);
  return tracking.request ?? ask(store, tracking);
}
