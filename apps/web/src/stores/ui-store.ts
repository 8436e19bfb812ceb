import { type ToastMessage } from '@maplepack/ui';
import { create } from 'zustand';

/** Disclaimer and copyright of the footer content page (spec §2); null until that page loads. */
export interface FooterContent {
  disclaimer: string;
  copyright: string;
}

export const COOKIE_CONSENT_KEY = 'maplepack.cookie-consent';
export const MAILING_LIST_MODAL = 'mailingList';

function readCookieConsent(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === 'accepted';
  } catch {
    return false;
  }
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

export const useUiStore = create<UiState>()((set) => ({
  sidebarOpen: false,
  modals: {},
  cookieAccepted: readCookieConsent(),
  footer: null,
  toasts: [],
  openSidebar: () => set({ sidebarOpen: true }),
  closeSidebar: () => set({ sidebarOpen: false }),
  openModal: (name) => set((state) => ({ modals: { ...state.modals, [name]: true } })),
  closeModal: (name) => set((state) => ({ modals: { ...state.modals, [name]: false } })),
  acceptCookies: () => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    } catch {
      // Not remembered across visits, but accepted for this one.
    }
    set({ cookieAccepted: true });
  },
  setFooter: (footer) => set({ footer }),
  showToast: (toast) =>
    set((state) => ({ toasts: [...state.toasts.filter((t) => t.id !== toast.id), toast] })),
  dismissToast: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));
