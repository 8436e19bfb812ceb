import { type StaffRole } from '@maplepack/access';
import { type AdminStaffMember } from '@maplepack/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdminApi, staffOf } from '../../test-support/fake-admin-api';
import { renderAdmin } from '../../test-support/render-admin';

const owner: AdminStaffMember = {
  id: 7,
  email: 'owner@maplepack.test',
  name: 'Sam Tremblay',
  role: 'owner',
  created_at: '2026-11-01T14:00:00.000Z',
  last_sign_in_at: '2026-11-21T14:00:00.000Z',
  disabled: false,
};
const lea: AdminStaffMember = {
  id: 9,
  email: 'lea@maplepack.test',
  name: 'Léa Roy',
  role: 'support',
  created_at: '2026-11-21T14:00:00.000Z',
  last_sign_in_at: null,
  disabled: false,
};
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>';
const CODES = Array.from({ length: 10 }, (_, index) => `abcde-fgh${String(index).padStart(2, '0')}`);

function apiFor(role: StaffRole) {
  const api = fakeAdminApi();
  api.on('GET /api/v1/admin/session', {
    json: { staff: staffOf(role), expires_at: '2026-11-21T15:30:00.000Z' },
  });
  let staff = [owner];
  api.on('GET /api/v1/admin/staff', () => ({ json: { staff } }));
  api.on('POST /api/v1/admin/staff', () => {
    staff = [owner, lea];
    return {
      status: 201,
      json: {
        staff: lea,
        password: 'GeneratedPassword24chars',
        totp_secret: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
        totp_uri: 'otpauth://totp/Maplepack:lea%40maplepack.test?secret=ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
        totp_qr_svg: SVG,
        recovery_codes: CODES,
      },
    };
  });
  return api;
}

describe('the staff page', () => {
  it('is in the owner’s nav only', async () => {
    renderAdmin(apiFor('owner'), '/');
    const nav = await screen.findByRole('navigation', { name: /./ });
    expect(within(nav).getByRole('link', { name: 'Staff' })).toBeInTheDocument();
    const support = renderAdmin(apiFor('support'), '/staff');
    expect(
      await within(support.container).findByRole('heading', { name: /not allowed|may not|role/i }),
    ).toBeInTheDocument();
  });

  it('creates a member and shows the password, setup key, QR code and recovery codes once, with the warning', async () => {
    const api = apiFor('owner');
    renderAdmin(api, '/staff');
    expect(await screen.findByRole('cell', { name: 'owner@maplepack.test' })).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Add a staff member' });
    await userEvent.type(within(form).getByLabelText('E-mail'), 'lea@maplepack.test');
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Léa Roy');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'support');
    await userEvent.click(within(form).getByRole('button', { name: 'Create staff member' }));

    const shown = await screen.findByRole('region', { name: /lea@maplepack.test was created — Shown once/ });
    expect(shown).toHaveFocus();
    expect(within(shown).getByText(/never shown again/)).toBeInTheDocument();
    expect(within(shown).getByText('GeneratedPassword24chars')).toBeInTheDocument();
    expect(within(shown).getByText('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')).toBeInTheDocument();
    const qr = within(shown).getByRole('img', { name: /QR code .* lea@maplepack.test/ });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    expect(within(shown).getByTestId('shown-recovery-codes').textContent?.split('\n')).toEqual(CODES);
    expect(api.callsTo('POST /api/v1/admin/staff')[0]?.body).toEqual({
      email: 'lea@maplepack.test',
      name: 'Léa Roy',
      role: 'support',
    });
    expect(await screen.findByRole('cell', { name: 'lea@maplepack.test' })).toBeInTheDocument();

    await userEvent.click(within(shown).getByRole('button', { name: /I have copied them/ }));
    expect(screen.queryByText('GeneratedPassword24chars')).not.toBeInTheDocument();
  });

  it('shows the last-owner refusal in the alert and keeps the role as it was', async () => {
    const api = apiFor('owner');
    api.on('PATCH /api/v1/admin/staff/7', {
      status: 409,
      json: { error: { code: 'admin.last-owner', message: 'You are the last enabled owner.' } },
    });
    renderAdmin(api, '/staff');
    const select = await screen.findByRole('combobox', { name: 'Role of owner@maplepack.test' });
    await userEvent.selectOptions(select, 'support');
    await userEvent.click(screen.getByRole('button', { name: 'Change role owner@maplepack.test' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are the last enabled owner.');
    expect(select).toHaveValue('owner');
    expect(api.callsTo('PATCH /api/v1/admin/staff/7')[0]?.body).toEqual({ role: 'support' });
  });

  it('disables a member after a confirmation', async () => {
    const api = apiFor('owner');
    api.on('PATCH /api/v1/admin/staff/7', { json: { ...owner, disabled: true } });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderAdmin(api, '/staff');
    await userEvent.click(await screen.findByRole('button', { name: 'Disable owner@maplepack.test' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('sessions end'));
    expect(api.callsTo('PATCH /api/v1/admin/staff/7')[0]?.body).toEqual({ disabled: true });
    expect(await screen.findByRole('status')).toHaveTextContent('owner@maplepack.test was updated.');
    confirm.mockRestore();
  });

  it('resets a member’s two-factor after a confirmation and shows the new key and codes once', async () => {
    const api = apiFor('owner');
    api.on('POST /api/v1/admin/staff/7/two-factor-reset', {
      json: {
        staff: owner,
        totp_secret: 'NEWSECRETNEWSECRETNEWSECRETNEWSE',
        totp_uri: 'otpauth://totp/x?secret=NEWSECRETNEWSECRETNEWSECRETNEWSE',
        totp_qr_svg: SVG,
        recovery_codes: CODES,
      },
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderAdmin(api, '/staff');
    const button = await screen.findByRole('button', { name: 'Reset two-factor owner@maplepack.test' });
    await userEvent.click(button);
    expect(api.callsTo('POST /api/v1/admin/staff/7/two-factor-reset')).toHaveLength(0);
    await userEvent.click(button);
    const shown = await screen.findByRole('region', {
      name: /New two-factor for owner@maplepack.test — Shown once/,
    });
    expect(within(shown).getByText('NEWSECRETNEWSECRETNEWSECRETNEWSE')).toBeInTheDocument();
    expect(within(shown).getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(within(shown).queryByTestId('shown-password')).not.toBeInTheDocument();
    confirm.mockRestore();
  });
});
