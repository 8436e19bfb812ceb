import { ACCOUNT_MARKETING } from '@maplepack/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeRequest, type FakeResponse, installFakeApi } from '../../test-support/fake-api';
import { findPageHeading, renderAt, SIGNED_IN_USER } from '../../testing';
import { useAuthStore } from '../../stores/auth-store';
import { customerFixture } from './test-support/account-fixtures';

afterEach(() => jest.restoreAllMocks());

const CUSTOMER = '/api/v1/customers/7';
const MEMBER = '0123456789abcdef0123456789abcdef';

function accountApi(
  extra: (request: FakeRequest) => FakeResponse | undefined = () => undefined,
  subscribed = false,
) {
  return installFakeApi((request) => {
    const answer = extra(request);
    if (answer !== undefined) return answer;
    if (request.url.pathname === CUSTOMER && request.method === 'GET') return { body: customerFixture() };
    if (request.url.pathname === '/api/v1/mailchimp' && request.method === 'GET')
      return {
        body: {
          exact_matches: {
            members: subscribed
              ? [{ id: MEMBER, email_address: 'ann@example.ca', status: 'subscribed', tags: [] }]
              : [],
          },
        },
      };
    return undefined;
  });
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

async function openPage() {
  renderAt('/account-details', { user: SIGNED_IN_USER });
  expect(await findPageHeading()).toHaveTextContent('Account Details');
  await screen.findByRole('region', { name: 'Your name' });
}

describe('/account-details: name', () => {
  it('shows the saved names and saves new ones; the header follows', async () => {
    const api = accountApi(({ url, method, body }) =>
      url.pathname === CUSTOMER && method === 'PUT'
        ? { body: customerFixture(body as Record<string, string>) }
        : undefined,
    );
    await openPage();
    const names = section('Your name');
    expect(within(names).getByLabelText('First name')).toHaveValue('Ann');
    await userEvent.clear(within(names).getByLabelText('First name'));
    await userEvent.type(within(names).getByLabelText('First name'), 'Anne-Marie');
    await userEvent.click(within(names).getByRole('button', { name: 'Save name' }));
    expect(await within(names).findByRole('status')).toHaveTextContent('Your name has been saved.');
    expect(api.requestsTo(CUSTOMER).find((r) => r.method === 'PUT')?.body).toEqual({
      first_name: 'Anne-Marie',
      last_name: 'Tremblay',
    });
    expect(useAuthStore.getState().user?.first_name).toBe('Anne-Marie');
  });

  it('refuses a name with digits before saving and keeps what was typed', async () => {
    const api = accountApi();
    await openPage();
    const names = section('Your name');
    await userEvent.clear(within(names).getByLabelText('Last name'));
    await userEvent.type(within(names).getByLabelText('Last name'), 'Tr3mblay');
    await userEvent.click(within(names).getByRole('button', { name: 'Save name' }));
    expect(await within(names).findByRole('alert')).toHaveTextContent(
      'Please enter a valid name: letters, spaces and hyphens only.',
    );
    expect(within(names).getByLabelText('Last name')).toHaveValue('Tr3mblay');
    expect(api.requestsTo(CUSTOMER).filter((r) => r.method === 'PUT')).toHaveLength(0);
  });
});

describe('/account-details: email', () => {
  it('asks for the password before changing the email', async () => {
    const api = accountApi();
    await openPage();
    const email = section('Email address');
    await userEvent.clear(within(email).getByLabelText('Email'));
    await userEvent.type(within(email).getByLabelText('Email'), 'ann.new@example.ca');
    await userEvent.click(within(email).getByRole('button', { name: 'Change email' }));
    expect(await within(email).findByRole('alert')).toHaveTextContent(
      'Please enter your current password to change your email address.',
    );
    expect(within(email).getByLabelText('Email')).toHaveValue('ann.new@example.ca');
    expect(api.requestsTo(CUSTOMER).filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it("sends the new email with the password, and shows the server's refusal of a wrong one", async () => {
    let attempt = 0;
    const api = accountApi(({ url, method, body }) => {
      if (url.pathname !== CUSTOMER || method !== 'PUT') return undefined;
      attempt += 1;
      return attempt === 1
        ? {
            status: 400,
            body: {
              error: { code: 'customer.wrong-password', message: 'The password you entered is incorrect.' },
            },
          }
        : { body: customerFixture({ email: (body as { email: string }).email }) };
    });
    await openPage();
    const email = section('Email address');
    await userEvent.clear(within(email).getByLabelText('Email'));
    await userEvent.type(within(email).getByLabelText('Email'), 'ann.new@example.ca');
    await userEvent.type(within(email).getByLabelText(/^Current password/), 'wrong one');
    await userEvent.click(within(email).getByRole('button', { name: 'Change email' }));
    expect(await within(email).findByRole('alert')).toHaveTextContent(
      'The password you entered is incorrect.',
    );

    await userEvent.clear(within(email).getByLabelText(/^Current password/));
    await userEvent.type(within(email).getByLabelText(/^Current password/), 'right one');
    await userEvent.click(within(email).getByRole('button', { name: 'Change email' }));
    expect(await within(email).findByRole('status')).toHaveTextContent(
      'Your email address has been changed.',
    );
    const puts = api.requestsTo(CUSTOMER).filter((r) => r.method === 'PUT');
    expect(puts[1]?.body).toEqual({ email: 'ann.new@example.ca', current_password: 'right one' });
    expect(within(email).getByLabelText(/^Current password/)).toHaveValue('');
    expect(useAuthStore.getState().user?.email).toBe('ann.new@example.ca');
  });
});

describe('/account-details: password', () => {
  const PASSWORD = '/api/v1/customers/7/password';

  async function fill(current: string, next: string, confirm = next) {
    const password = section('Password');
    await userEvent.type(within(password).getByLabelText('Current password'), current);
    await userEvent.type(within(password).getByLabelText(/^New password/), next);
    await userEvent.type(within(password).getByLabelText('Confirm new password'), confirm);
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    return password;
  }

  it('changes the password with the current one and says the other devices are signed out', async () => {
    const message = 'Your password has been changed. Your other devices have been signed out.';
    const api = accountApi(({ url }) =>
      url.pathname === PASSWORD ? { body: { status: 200, message } } : undefined,
    );
    await openPage();
    const password = await fill('old password', 'a much longer one');
    expect(await within(password).findByRole('status')).toHaveTextContent(message);
    expect(api.requestsTo(PASSWORD)[0]?.body).toEqual({
      current_password: 'old password',
      password: 'a much longer one',
    });
    expect(within(password).getByLabelText(/^New password/)).toHaveValue('');
  });

  it('refuses a short or mismatched new password before asking', async () => {
    const api = accountApi();
    await openPage();
    const password = await fill('old password', 'short');
    expect(await within(password).findByRole('alert')).toHaveTextContent(
      'Your password must be at least 10 characters long.',
    );
    expect(within(password).getByLabelText(/^New password/)).toHaveValue('short');
    await userEvent.type(within(password).getByLabelText(/^New password/), ' but longer');
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByRole('alert')).toHaveTextContent('The two passwords do not match.');
    expect(api.requestsTo(PASSWORD)).toHaveLength(0);
  });

  it('shows a wrong current password', async () => {
    accountApi(({ url }) =>
      url.pathname === PASSWORD
        ? {
            status: 400,
            body: {
              error: { code: 'customer.wrong-password', message: 'The password you entered is incorrect.' },
            },
          }
        : undefined,
    );
    await openPage();
    const password = await fill('guess', 'a much longer one');
    expect(await within(password).findByRole('alert')).toHaveTextContent(
      'The password you entered is incorrect.',
    );
    expect(within(password).getByLabelText('Confirm new password')).toHaveValue('a much longer one');
  });
});

describe('/account-details: marketing', () => {
  it('turns marketing on with the consent text shown, from the account', async () => {
    const api = accountApi(({ url, method }) =>
      url.pathname === '/api/v1/mailchimp' && method === 'POST'
        ? { body: { id: MEMBER, email_address: 'ann@example.ca', status: 'subscribed' } }
        : undefined,
    );
    await openPage();
    const box = await screen.findByRole('checkbox', { name: ACCOUNT_MARKETING.consentText });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(
      await screen.findByText('You will receive Maplepack news and offers by e-mail.'),
    ).toBeInTheDocument();
    expect(box).toBeChecked();
    const posted = api.requestsTo('/api/v1/mailchimp').find((r) => r.method === 'POST');
    expect(posted?.body).toEqual({
      email: 'ann@example.ca',
      consent: { given: true, text: ACCOUNT_MARKETING.consentText, source: 'account' },
    });
  });

  it('turns marketing off for a subscribed member', async () => {
    const api = accountApi(
      ({ url, method }) =>
        url.pathname === `/api/v1/mailchimp/${MEMBER}` && method === 'PUT'
          ? { body: { id: MEMBER, email_address: 'ann@example.ca', status: 'unsubscribed' } }
          : undefined,
      true,
    );
    await openPage();
    const box = await screen.findByRole('checkbox', { name: ACCOUNT_MARKETING.consentText });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(
      await screen.findByText('You will no longer receive Maplepack news and offers by e-mail.'),
    ).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(api.requestsTo(`/api/v1/mailchimp/${MEMBER}`)[0]?.body).toEqual({ status: 'unsubscribed' });
  });
});

it('sends a guest to /login', async () => {
  installFakeApi(() => undefined);
  const { router } = renderAt('/account-details');
  await screen.findByRole('heading', { level: 1, name: 'Sign In' });
  expect(router.href).toMatch(/^\/login/);
});

it('puts the marketing box back when the list refuses the change', async () => {
  accountApi(({ url, method }) =>
    url.pathname === '/api/v1/mailchimp' && method === 'POST'
      ? { status: 503, body: { error: { code: 'mailing.unavailable', message: 'Please try again later.' } } }
      : undefined,
  );
  await openPage();
  const box = await screen.findByRole('checkbox', { name: ACCOUNT_MARKETING.consentText });
  await userEvent.click(box);
  expect(await screen.findByRole('alert')).toHaveTextContent('Please try again later.');
  expect(box).not.toBeChecked();
});
