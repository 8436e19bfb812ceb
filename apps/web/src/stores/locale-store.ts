import { create } from 'zustand';
import { type Locale } from '../lib/i18n/locale';
import { serverState } from '../lib/server-state';

export interface LocaleState {
  /** The language the app renders in; its catalogue is loaded (see lib/i18n/i18n.ts). */
  locale: Locale;
  /** Counts the catalogue parts loaded so far: components re-render when one arrives. */
  catalogueParts: number;
}

/**
 * The active language. The app's router is keyed by it (French pages have the basename /fr), so a
 * switch renders the same page again under the other basename; every other store, and what they keep
 * in browser storage (cart, assessment progress), is left as it is.
 */
export const useLocaleStore = create<LocaleState>()(() => ({
  // A server-rendered page hydrates in the language it was rendered in.
  locale: serverState()?.locale ?? 'en',
  catalogueParts: 0,
}));
