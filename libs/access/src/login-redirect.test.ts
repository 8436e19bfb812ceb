import { afterLoginRedirect, loginHrefRemembering } from './login-redirect';

describe('after login', () => {
  it('goes to the remembered page', () => {
    expect(afterLoginRedirect({ redirect: '/orders?page=2' })).toEqual({
      kind: 'redirect',
      to: '/orders?page=2',
    });
  });

  it.each<Record<string, string>>([{}, { redirect: '' }])(
    'goes to /subscription when nothing was remembered (%j)',
    (query) => {
      expect(afterLoginRedirect(query)).toEqual({ kind: 'redirect', to: '/subscription' });
    },
  );

  it('is an error for a non-local remembered page', () => {
    expect(afterLoginRedirect({ redirect: 'https://evil.example' })).toEqual({
      kind: 'error',
      statusCode: 400,
      code: 'route.non-local-redirect',
      message: 'An error occurred',
    });
  });

  it('remembers a page in the login URL, encoded', () => {
    expect(loginHrefRemembering('/orders')).toBe('/login?redirect=%2Forders');
  });
});
