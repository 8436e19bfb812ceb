import { type AuthUser, GENERIC_ERROR_MESSAGE, isLoggedIn } from '@maplepack/access';
import { create } from 'zustand';

/**
 * unknown: the session is being restored (guards wait); guest: nobody, or a user whose status is not
 * 200; signed-in: a valid user (spec §4 Auth).
 */
export type AuthStatus = 'unknown' | 'guest' | 'signed-in';

export interface Credentials {
  email: string;
  password: string;
}

export type SignInResult = { ok: true } | { ok: false; code: string; message: string };

/** How a sign-in reaches the server; the API client provides the real one (configureSignIn). */
export type SignInGateway = (credentials: Credentials) => Promise<SignInResult>;

const notConnected: SignInGateway = () =>
  Promise.resolve({ ok: false, code: 'auth.unavailable', message: GENERIC_ERROR_MESSAGE });

export interface AuthState {
  user: AuthUser | null;
  status: AuthStatus;
  gateway: SignInGateway;
  setUser: (user: AuthUser) => void;
  /** Back to guest: logout, or a session the server rejected. */
  clear: () => void;
  signIn: SignInGateway;
  configureSignIn: (gateway: SignInGateway) => void;
}

export const useAuthStore = create<AuthState>()((set, get) => ({
  user: null,
  status: 'unknown',
  gateway: notConnected,
  setUser: (user) => set({ user, status: isLoggedIn(user) ? 'signed-in' : 'guest' }),
  clear: () => set({ user: null, status: 'guest' }),
  signIn: (credentials) => get().gateway(credentials),
  configureSignIn: (gateway) => set({ gateway }),
}));

/**
 * Start-up: until the API client can restore a saved session, everyone starts as a guest. The
 * client's session restore replaces this (status stays 'unknown' until it answers).
 */
export function startAsGuest(): void {
  if (useAuthStore.getState().status === 'unknown') useAuthStore.getState().clear();
}
