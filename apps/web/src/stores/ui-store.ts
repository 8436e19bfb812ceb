import { type ToastMessage } from '@maplepack/ui';
import { create } from 'zustand';
import { serverState } from '../lib/server-state';

/** Disclaimer and copyright of the footer content page (spec §2); null until that page loads. */
export interface FooterContent {
  disclaimer: string;
  copyright: string;
}

export const COOKIE_CONSENT_KEY = 'maplepack.cookie-consent';
/** The same choice as a cookie, so the server renders the page without the bar for someone who accepted. */
export const COOKIE_CONSENT_COOKIE = 'maplepack_cookie_consent';
export const MAILING_LIST_MODAL = 'mailingList';

/** Whether this browser accepted cookies: the cookie, or localStorage (visitors from before the cookie). */
export function readCookieConsent(): boolean {
  if (typeof document === 'undefined') return false;
  if (document.cookie.split('; ').includes(`${COOKIE_CONSENT_COOKIE}=accepted`)) return true;
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === 'accepted';
  } catch {
    return false;
  }
}

function rememberCookieConsent(): void {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
  } catch {
    // Not remembered in this storage; the cookie below still is.
  }
  // eslint-disable-next-line lingui/no-unlocalized-strings -- cookie attributes, not words
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // eslint-disable-next-line lingui/no-unlocalized-strings -- cookie attributes, not words
  document.cookie = `${COOKIE_CONSENT_COOKIE}=accepted; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

export interface UiState {
  sidebarOpen: boolean;
  /** Spec §3 "Modal state: map of modal name to show flag". */
  modals: Readonly<Record<string, boolean>>;
  cookieAccepted: boolean;
  footer: FooterContent | null;
  toasts: readonly ToastMessage[];
  openSidebar: () => void;
  closeSidebar: () => void;
  openModal: (name: string) => void;
  closeModal: (name: string) => void;
  acceptCookies: () => void;
  setFooter: (footer: FooterContent | null) => void;
  showToast: (toast: ToastMessage) => void;
  dismissToast: (id: string) => void;
}

// A server-rendered page starts from what the server knew (server-state.ts); the app then reads the
// browser's own storage (main.tsx).
const rendered = serverState();

export const useUiStore = create<UiState>()((set) => ({
  sidebarOpen: false,
  modals: {},
  cookieAccepted: rendered === null ? readCookieConsent() : rendered.cookieAccepted,
  footer: rendered?.footer ?? null,
  toasts: [],
  openSidebar: () => set({ sidebarOpen: true }),
  // Called on every page change: a closed sidebar is left as it is, so nothing re-renders.
  closeSidebar: () => set((state) => (state.sidebarOpen ? { sidebarOpen: false } : state)),
  openModal: (name) => set((state) => ({ modals: { ...state.modals, [name]: true } })),
  closeModal: (name) => set((state) => ({ modals: { ...state.modals, [name]: false } })),
  acceptCookies: () => {
    rememberCookieConsent();
    set({ cookieAccepted: true });
  },
  setFooter: (footer) => set({ footer }),
  showToast: (toast) =>
    set((state) => ({ toasts: [...state.toasts.filter((t) => t.id !== toast.id), toast] })),
  dismissToast: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));
