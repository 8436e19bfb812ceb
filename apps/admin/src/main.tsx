// First, before any chunk with zod loads: the shop's CSP has no 'unsafe-eval' (see the module).
import './config/zod-without-eval';
import { createAdminApiClient } from '@maplepack/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { ADMIN_BASE_PATH } from './config/base-path';
import { createSessionStore, type SessionStore } from './features/session/session-store';
import { AdminServicesProvider } from './lib/admin-context';
import { shopToday } from './lib/shop-today';
import { sessionAwareFetch } from './lib/session-aware-fetch';

const container = document.getElementById('admin-root');
if (container === null) throw new Error('index.html has no #admin-root element');

// The store is made after the client, which tells it when a session ends: the reference closes the loop.
let session: SessionStore | null = null;
const client = createAdminApiClient({
  baseUrl: window.location.origin,
  fetch: sessionAwareFetch(globalThis.fetch.bind(globalThis), () => session?.getState().sessionEnded()),
});
session = createSessionStore(client);

createRoot(container).render(
  <StrictMode>
    <BrowserRouter basename={ADMIN_BASE_PATH}>
      <AdminServicesProvider
        services={{
          client,
          session,
          today: () => shopToday(new Date()),
          newIdempotencyKey: () => crypto.randomUUID(),
        }}
      >
        <App />
      </AdminServicesProvider>
    </BrowserRouter>
  </StrictMode>,
);
