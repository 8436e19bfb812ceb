import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdminApi, REQUIRED, staffOf, type FakeAdminApi } from '../../test-support/fake-admin-api';
import { renderAdmin } from '../../test-support/render-admin';

const CHALLENGE = { step: 'two-factor', challenge: 'ch-1', expires_at: '2026-11-21T15:05:00.000Z' };

function signedOutApi(): FakeAdminApi {
  const api = fakeAdminApi();
  api.on('GET /api/v1/admin/session', REQUIRED);
  api.on('POST /api/v1/admin/session', { json: CHALLENGE });
  api.on('POST /api/v1/admin/session/two-factor', ({ body }) =>
    (body as { code: string }).code === '123456' || (body as { code: string }).code === 'abcd-efgh'
      ? {
          json: {
            staff: staffOf('support', 'Sam Tremblay'),
            expires_at: '2026-11-21T15:30:00.000Z',
            recovery_codes_left: 7,
          },
        }
      : {
          status: 401,
          json: { error: { code: 'admin.bad-code', message: 'That code is not right.' } },
        },
  );
  return api;
}

async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), 'sam@maplepack.test');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Two-step verification' });
}

describe('staff sign-in', () => {
  it('checks both fields before sending anything, and puts focus on the first one to fix', async () => {
    const user = userEvent.setup();
    const api = signedOutApi();
    renderAdmin(api);
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter your email.')).toBeVisible();
    expect(screen.getByText('Please enter your password.')).toBeVisible();
    expect(email).toHaveFocus();
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeVisible();
    expect(api.callsTo('POST /api/v1/admin/session')).toHaveLength(0);
  });

  it('asks for the authenticator code, then shows the back office with who is signed in', async () => {
    const user = userEvent.setup();
    const api = signedOutApi();
    renderAdmin(api);
    await passwordStep(user);
    expect(api.callsTo('POST /api/v1/admin/session')[0]?.body).toEqual({
      email: 'sam@maplepack.test',
      password: 'correct horse',
    });
    const code = screen.getByLabelText('Code');
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app');
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('The code has 6 digits.')).toBeVisible();
    expect(api.callsTo('POST /api/v1/admin/session/two-factor')).toHaveLength(0);
    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Sam Tremblay' })).toBeVisible();
    expect(api.callsTo('POST /api/v1/admin/session/two-factor')[0]?.body).toEqual({
      challenge: 'ch-1',
      code: '123456',
    });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Sam Tremblay')).toBeVisible();
    expect(within(banner).getByText('Support')).toBeVisible();
  });

  it('shows the server’s refusal in the alert and keeps the step', async () => {
    const user = userEvent.setup();
    const api = signedOutApi();
    api.on('POST /api/v1/admin/session', {
      status: 401,
      json: { error: { code: 'admin.bad-credentials', message: 'The email or password is incorrect.' } },
    });
    renderAdmin(api);
    await user.type(await screen.findByLabelText('Email'), 'sam@maplepack.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    expect(screen.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  });

  it('takes a recovery code instead, and says how many are left', async () => {
    const user = userEvent.setup();
    const api = signedOutApi();
    renderAdmin(api);
    await passwordStep(user);
    await user.type(screen.getByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = screen.getByLabelText('Recovery code');
    expect(recovery).toHaveFocus();
    expect(recovery).toHaveValue('');
    await user.type(recovery, 'abcd-efgh');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('You have 7 recovery codes left.')).toBeVisible();
  });

  it('goes back to sign-in when the session has ended, and returns to the same page after', async () => {
    const user = userEvent.setup();
    const api = signedOutApi();
    api.on('GET /api/v1/admin/session', {
      json: { staff: staffOf('support'), expires_at: '2026-11-21T15:30:00.000Z' },
    });
    let ended = true;
    api.on('GET /api/v1/admin/orders', () =>
      ended ? REQUIRED : { json: { orders: [], total: 0, total_pages: 0 } },
    );
    renderAdmin(api, '/orders?status=processing');
    expect(await screen.findByText(/Your session has ended/)).toBeVisible();
    ended = false;
    await passwordStep(user);
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeVisible();
    expect(await screen.findByText('No order matches.')).toBeVisible();
    const lastSearch = api.callsTo('GET /api/v1/admin/orders').at(-1);
    expect(lastSearch?.query.get('status')).toBe('processing');
  });

  it('signs out', async () => {
    const user = userEvent.setup();
    const api = signedOutApi();
    api.on('GET /api/v1/admin/session', {
      json: { staff: staffOf('owner'), expires_at: '2026-11-21T15:30:00.000Z' },
    });
    api.on('DELETE /api/v1/admin/session', { json: { status: 200, message: 'Signed out.' } });
    renderAdmin(api);
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have been signed out.')).toBeVisible();
    await waitFor(() => expect(api.callsTo('DELETE /api/v1/admin/session')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/v1/admin/session')[0]?.headers.get('x-maplepack-client')).toBe(
      'api-client',
    );
  });
});
