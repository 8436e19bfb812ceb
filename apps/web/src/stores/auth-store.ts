import { type AuthUser, GENERIC_ERROR_MESSAGE, isLoggedIn } from '@maplepack/access';
import { create } from 'zustand';
import { serverState } from '../lib/server-state';

/**
 * unknown: the session is being restored (guards wait); guest: nobody, or a user whose status is not
 * 200; signed-in: a valid user (spec §4 Auth).
 */
export type AuthStatus = 'unknown' | 'guest' | 'signed-in';

export interface Credentials {
  email: string;
  password: string;
}

/** On success the gateway may return the signed-in user; the caller decides when to set it. */
export type SignInResult = { ok: true; user?: AuthUser } | { ok: false; code: string; message: string };

/** How a sign-in reaches the server; the API client provides the real one (configureSignIn). */
export type SignInGateway = (credentials: Credentials) => Promise<SignInResult>;

/** How a sign-out reaches the server (POST /api/v1/logout); failures are the gateway's to swallow. */
export type SignOutGateway = () => Promise<void>;

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
  signOutGateway: SignOutGateway;
  /** Ends the session on the server; the caller clears the stores (spec §4: reload). */
  signOut: () => Promise<void>;
  configureSignOut: (gateway: SignOutGateway) => void;
}

export const useAuthStore = create<AuthState>()((set, get) => ({
  user: null,
  // The server rendered the page for a guest when the request had no session hint (start-session.ts).
  status: serverState()?.guest === true ? 'guest' : 'unknown',
  gateway: notConnected,
  setUser: (user) => set({ user, status: isLoggedIn(user) ? 'signed-in' : 'guest' }),
  clear: () => set({ user: null, status: 'guest' }),
  signIn: async (credentials) => {
    const result = await get().gateway(credentials);
    if (result.ok && result.user !== undefined) get().setUser(result.user);
    return result;
  },
  configureSignIn: (gateway) => set({ gateway }),
  signOutGateway: () => Promise.resolve(),
  signOut: () => get().signOutGateway(),
  configureSignOut: (signOutGateway) => set({ signOutGateway }),
}));

/**
 * Start-up: until the API client can restore a saved session, everyone starts as a guest. The
 * client's session restore replaces this (status stays 'unknown' until it answers).
 */
export function startAsGuest(): void {
  if (useAuthStore.getState().status === 'unknown') useAuthStore.getState().clear();
}
