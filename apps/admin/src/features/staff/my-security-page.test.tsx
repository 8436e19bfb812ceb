import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdminApi, staffOf } from '../../test-support/fake-admin-api';
import { renderAdmin } from '../../test-support/render-admin';

const CODES = Array.from({ length: 10 }, (_, index) => `newco-de${String(index).padStart(3, '0')}`);

function api() {
  const fake = fakeAdminApi();
  fake.on('GET /api/v1/admin/session', {
    json: { staff: staffOf('fulfilment'), expires_at: '2026-11-21T15:30:00.000Z' },
  });
  fake.on('GET /api/v1/admin/me/security', { json: { recovery_codes_left: 3 } });
  return fake;
}

describe('my security', () => {
  it('is linked for every role and checks the new password in the browser before sending', async () => {
    const fake = api();
    renderAdmin(fake, '/');
    await userEvent.click(await screen.findByRole('link', { name: 'My security' }));
    const form = await screen.findByRole('region', { name: 'Change my password' });
    await userEvent.type(within(form).getByLabelText('Current password'), 'old password');
    await userEvent.type(within(form).getByLabelText(/^New password/), 'short');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByLabelText(/^New password/)).toHaveAccessibleDescription(
      /at least 10 characters/,
    );
    expect(fake.callsTo('PUT /api/v1/admin/me/password')).toHaveLength(0);
  });

  it('puts a wrong current password under its field, and says when the password changed', async () => {
    const fake = api();
    let attempt = 0;
    fake.on('PUT /api/v1/admin/me/password', () =>
      ++attempt === 1
        ? {
            status: 400,
            json: { error: { code: 'admin.bad-password', message: 'Your current password is incorrect.' } },
          }
        : { json: { status: 200, message: 'Your password was changed.' } },
    );
    renderAdmin(fake, '/my-security');
    const form = await screen.findByRole('region', { name: 'Change my password' });
    await userEvent.type(within(form).getByLabelText('Current password'), 'wrong one');
    await userEvent.type(within(form).getByLabelText(/^New password/), 'a brand new passphrase');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your current password is incorrect.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your password was changed.');
    expect(fake.callsTo('PUT /api/v1/admin/me/password')[1]?.body).toEqual({
      current_password: 'wrong one',
      new_password: 'a brand new passphrase',
    });
  });

  it('shows the codes left and a new set once, after the password and an app code', async () => {
    const fake = api();
    fake.on('POST /api/v1/admin/me/recovery-codes', { json: { recovery_codes: CODES } });
    renderAdmin(fake, '/my-security');
    const section = await screen.findByRole('region', { name: 'Recovery codes' });
    expect(await within(section).findByText('You have 3 recovery codes left.')).toBeInTheDocument();
    await userEvent.type(within(section).getByLabelText('Current password'), 'my password');
    await userEvent.type(within(section).getByLabelText('Code from your app'), '12345');
    await userEvent.click(within(section).getByRole('button', { name: 'Generate new recovery codes' }));
    expect(within(section).getByLabelText('Code from your app')).toHaveAccessibleDescription(/6-digit/);
    await userEvent.type(within(section).getByLabelText('Code from your app'), '6');
    await userEvent.click(within(section).getByRole('button', { name: 'Generate new recovery codes' }));
    const shown = await screen.findByRole('region', { name: /Your new recovery codes — Shown once/ });
    expect(within(shown).getByTestId('shown-recovery-codes').textContent?.split('\n')).toEqual(CODES);
    expect(within(section).getByText('You have 10 recovery codes left.')).toBeInTheDocument();
    expect(fake.callsTo('POST /api/v1/admin/me/recovery-codes')[0]?.body).toEqual({
      current_password: 'my password',
      code: '123456',
    });
  });
});
