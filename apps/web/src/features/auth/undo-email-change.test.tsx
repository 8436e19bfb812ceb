import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../test-support/fake-api';
import { findPageHeading, renderAt, SIGNED_IN_USER } from '../../testing';
import { useAuthStore } from '../../stores/auth-store';

const UNDONE =
  'Your email address has been restored and your new password is set. Every device has been signed out: please log in again.';

describe('/undo-email-change', () => {
  it('posts nothing on opening, then the key, id and new password; every session ends', async () => {
    const api = installFakeApi(({ url }) =>
      url.pathname === '/api/v1/customers/email-change/undo'
        ? { body: { status: 200, message: UNDONE, email: 'ann@example.ca' } }
        : undefined,
    );
    renderAt('/undo-email-change?key=abc_DEF-123&id=7', { user: SIGNED_IN_USER });
    expect(await findPageHeading()).toHaveTextContent('Restore Your Email Address');
    expect(api.requestsTo('/api/v1/customers/email-change/undo')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('New password'), 'back-in-control');
    await userEvent.click(screen.getByRole('button', { name: 'Restore my email address' }));
    expect(await screen.findByRole('status')).toHaveTextContent(UNDONE);
    const [posted] = api.requestsTo('/api/v1/customers/email-change/undo');
    expect(posted?.body).toEqual({ key: 'abc_DEF-123', id: '7', password: 'back-in-control' });
    expect(useAuthStore.getState().status).toBe('guest');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's refusal and keeps the form", async () => {
    installFakeApi(({ url }) =>
      url.pathname === '/api/v1/customers/email-change/undo'
        ? {
            status: 400,
            body: { error: { code: 'email-change.used-key', message: 'This link has already been used.' } },
          }
        : undefined,
    );
    renderAt('/undo-email-change?key=k&id=7');
    await userEvent.type(await screen.findByLabelText('New password'), 'back-in-control');
    await userEvent.click(screen.getByRole('button', { name: 'Restore my email address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has already been used.');
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it('refuses a short password before asking the server', async () => {
    const api = installFakeApi(() => undefined);
    renderAt('/undo-email-change?key=k&id=7');
    await userEvent.type(await screen.findByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Restore my email address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your password must be at least 10 characters long.',
    );
    expect(api.requestsTo('/api/v1/customers/email-change/undo')).toHaveLength(0);
  });

  it('says the link is not valid without its key and id', async () => {
    installFakeApi(() => undefined);
    renderAt('/undo-email-change');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
  });
});
