import { createAdminApiClient } from '@maplepack/api-client';
import { render } from '@testing-library/react';
import { type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../app/app';
import { createSessionStore, type SessionStore } from '../features/session/session-store';
import { AdminServicesProvider } from '../lib/admin-context';
import { sessionAwareFetch } from '../lib/session-aware-fetch';
import { type FakeAdminApi } from './fake-admin-api';

/** The whole back office at `url`, on the fake API, wired as main.tsx wires it. */
export function renderAdmin(
  api: FakeAdminApi,
  url = '/',
  options: {
    keys?: string[];
    /** Rendered inside the router, beside the app (a location probe). */ extra?: ReactNode;
  } = {},
) {
  let session: SessionStore | null = null;
  const client = createAdminApiClient({
    baseUrl: 'http://admin.test',
    fetch: sessionAwareFetch(api.fetch, () => session?.getState().sessionEnded()),
  });
  session = createSessionStore(client);
  let key = 0;
  const keys = options.keys ?? [];
  const services = {
    client,
    session,
    today: () => '2026-11-21',
    newIdempotencyKey: () => {
      key += 1;
      const made = `key-${key}`;
      keys.push(made);
      return made;
    },
  };
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <AdminServicesProvider services={services}>
        <App />
        {options.extra}
      </AdminServicesProvider>
    </MemoryRouter>,
  );
  return { ...view, session, keys };
}
