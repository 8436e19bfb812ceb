import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../lib/api';
import { findPageHeading, hrefOfRouter, renderAt } from '../../testing';
import { installFakeApi } from '../../test-support/fake-api';
import { resetRemoteStores } from '../../test-support/reset-remote-stores';
import { connectAuth, restoreSession } from './auth-session';
import { useAuthStore } from '../../stores/auth-store';

const USER = { id: 7, first_name: 'Ann', last_name: 'Tremblay', email: 'ann@example.ca', survey_id: null };
const BAD_CREDENTIALS = {
  status: 401,
  body: {
    error: { code: 'auth.bad-credentials', message: 'The email or password you entered is incorrect.' },
  },
};

function authApi() {
  return installFakeApi(({ method, url, body }) => {
    if (method === 'POST' && url.pathname === '/api/v1/token') {
      const { password } = body as { password: string };
      if (password !== 'maplepack-demo') return BAD_CREDENTIALS;
      return { body: { token: 'abc', token_type: 'Bearer', expires_at: '2026-12-01T00:00:00Z', user: USER } };
    }
    if (method === 'POST' && url.pathname === '/api/v1/logout')
      return { body: { status: 200, message: 'You have been logged out.' } };
    return undefined;
  });
}

async function signIn(password: string) {
  await userEvent.type(screen.getByLabelText('Email'), 'ann@example.ca');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  resetRemoteStores();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  connectAuth(api);
});
afterEach(() => jest.restoreAllMocks());

describe('sign-in on /login', () => {
  it("shows the API's message when the credentials are wrong, and stays a guest", async () => {
    authApi();
    const { router } = renderAt('/login');
    await findPageHeading();
    await signIn('wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password you entered is incorrect.',
    );
    expect(useAuthStore.getState().status).toBe('guest');
    expect(hrefOfRouter(router)).toBe('/login');
  });

  it('goes to /subscription after signing in when no page was remembered', async () => {
    const fake = authApi();
    const { router } = renderAt('/login');
    await findPageHeading();
    await signIn('maplepack-demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Subscription' })).toBeInTheDocument();
    expect(hrefOfRouter(router)).toBe('/subscription');
    expect(useAuthStore.getState().user).toMatchObject({ id: 7, first_name: 'Ann', status: 200 });
    expect(fake.requestsTo('/api/v1/token')[0]?.body).toEqual({
      email: 'ann@example.ca',
      password: 'maplepack-demo',
    });
  });

  it('goes back to the remembered page after signing in', async () => {
    authApi();
    const { router } = renderAt('/orders');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(hrefOfRouter(router)).toBe('/login?redirect=%2Forders');
    await signIn('maplepack-demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(hrefOfRouter(router)).toBe('/orders');
  });
});

describe('session', () => {
  it('restores a signed-in user from POST /api/v1/token/validate', async () => {
    const fake = installFakeApi(({ url }) =>
      url.pathname === '/api/v1/token/validate' ? { body: { status: 200, data: USER } } : undefined,
    );
    useAuthStore.setState({ user: null, status: 'unknown' });
    await restoreSession(api);
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-in', user: { id: 7, status: 200 } });
    expect(fake.requestsTo('/api/v1/token/validate')[0]?.method).toBe('POST');
  });

  it('starts as a guest when the server answers 401', async () => {
    installFakeApi(() => ({
      status: 401,
      body: { error: { code: 'auth.required', message: 'Please log in to continue.' } },
    }));
    useAuthStore.setState({ user: { ...USER, status: 200 }, status: 'unknown' });
    await restoreSession(api);
    expect(useAuthStore.getState()).toMatchObject({ status: 'guest', user: null });
  });

  it('logout posts to /api/v1/logout', async () => {
    const fake = authApi();
    await useAuthStore.getState().signOut();
    await waitFor(() => expect(fake.requestsTo('/api/v1/logout')).toHaveLength(1));
  });
});
