import { installFakeApi } from '../../test-support/fake-api';
import { resetRemoteStores } from '../../test-support/reset-remote-stores';
import { startSessionRestore } from './start-session';
import { useAuthStore } from '../../stores/auth-store';

const USER = { id: 7, first_name: 'Ann', last_name: 'Tremblay', email: 'ann@example.ca', survey_id: null };
const VALIDATE = '/api/v1/token/validate';
const SIGNED_IN_BEFORE = 'maplepack.cookie-consent=1; maplepack_signed_in=1';

beforeEach(() => {
  resetRemoteStores();
  useAuthStore.setState({ user: null, status: 'unknown' });
});
afterEach(() => jest.restoreAllMocks());

describe('startSessionRestore (after the first render)', () => {
  it('signs in the person the session cookie belongs to', async () => {
    const fake = installFakeApi(({ url }) =>
      url.pathname === VALIDATE ? { body: { status: 200, data: USER } } : undefined,
    );
    await startSessionRestore(SIGNED_IN_BEFORE);
    expect(fake.requestsTo(VALIDATE)).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({
      status: 'signed-in',
      user: { id: 7, first_name: 'Ann' },
    });
  });

  it('makes a visitor whose session has ended a guest, quietly', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeApi(({ url }) =>
      url.pathname === VALIDATE
        ? { status: 401, body: { error: { code: 'auth.unauthenticated', message: 'Unauthenticated.' } } }
        : undefined,
    );
    await startSessionRestore(SIGNED_IN_BEFORE);
    expect(useAuthStore.getState()).toMatchObject({ status: 'guest', user: null });
    expect(warn).not.toHaveBeenCalled();
  });

  it('makes a visitor without the session hint a guest at once, without asking the server', async () => {
    const fake = installFakeApi(() => undefined);
    const restored = startSessionRestore('maplepack.cookie-consent=1');
    expect(useAuthStore.getState()).toMatchObject({ status: 'guest', user: null });
    await restored;
    expect(fake.requestsTo(VALIDATE)).toHaveLength(0);
  });

  it('connects sign-in to the API', async () => {
    const fake = installFakeApi(({ url }) => {
      if (url.pathname === VALIDATE)
        return {
          status: 401,
          body: { error: { code: 'auth.unauthenticated', message: 'Unauthenticated.' } },
        };
      if (url.pathname === '/api/v1/token') {
        return {
          body: { token: 'abc', token_type: 'Bearer', expires_at: '2026-12-01T00:00:00Z', user: USER },
        };
      }
      return undefined;
    });
    await startSessionRestore('');
    const result = await useAuthStore
      .getState()
      .signIn({ email: 'ann@example.ca', password: 'maplepack-demo' });
    expect(result).toMatchObject({ ok: true });
    expect(fake.requestsTo('/api/v1/token')).toHaveLength(1);
    expect(useAuthStore.getState().status).toBe('signed-in');
  });
});
