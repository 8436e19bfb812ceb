import { type AdminApiClient } from '@maplepack/api-client';
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { type SessionState, type SessionStore } from '../features/session/session-store';

/** What the pages need from the app: the api client and the session store (made once in main.tsx). */
export interface AdminServices {
  client: AdminApiClient;
  session: SessionStore;
  /** Today in the shop's time zone (YYYY-MM-DD); injected so tests fix the day. */
  today: () => string;
  /** A fresh Idempotency-Key per refund attempt; injected so tests can count them. */
  newIdempotencyKey: () => string;
}

const ServicesContext = createContext<AdminServices | null>(null);

export function AdminServicesProvider({
  services,
  children,
}: {
  services: AdminServices;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AdminServices {
  const services = useContext(ServicesContext);
  if (services === null) throw new Error('useServices: no AdminServicesProvider above');
  return services;
}

/** One value of the session store. */
export function useSession<T>(select: (state: SessionState) => T): T {
  return useStore(useServices().session, select);
}
