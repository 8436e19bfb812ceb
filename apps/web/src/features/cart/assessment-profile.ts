import { type Profile } from '@maplepack/recommendation';
import { type StoreApi } from 'zustand';
import { type CartStoreState } from '../../stores/cart-store';

export type LoadProfile = () => Promise<{ profile: Profile | null }>;

const asked = new WeakMap<StoreApi<CartStoreState>, Promise<Profile | null>>();

/**
 * The person's safety profile for the cart's checkPack: the one the assessment just set, else the
 * API's (a customer's last survey, a guest's from this browser's signed cookie), asked once per
 * store and page load, in the background. A failed call counts as no assessment and is asked again
 * next time; the profile is kept in memory only, never in browser storage.
 */
export function ensureAssessmentProfile(
  store: StoreApi<CartStoreState>,
  load: LoadProfile,
): Promise<Profile | null> {
  const known = store.getState().assessmentProfile;
  if (known !== null) return Promise.resolve(known);
  const pending = asked.get(store);
  if (pending !== undefined) return pending;
  const request = load().then(
    ({ profile }) => {
      // The assessment may have set a fresher one meanwhile: keep it.
      if (profile !== null && store.getState().assessmentProfile === null)
        store.getState().setAssessmentProfile(profile);
      return store.getState().assessmentProfile;
    },
    () => {
      asked.delete(store);
      return store.getState().assessmentProfile;
    },
  );
  asked.set(store, request);
  return request;
}

/** Forget what was asked (sign-in or sign-out changes whose last assessment counts). */
export function forgetAssessmentProfile(store: StoreApi<CartStoreState>): void {
  asked.delete(store);
  store.getState().setAssessmentProfile(null);
}
