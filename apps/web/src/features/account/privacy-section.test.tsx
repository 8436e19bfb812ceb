import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../lib/i18n/i18n';
import { type FakeRequest, type FakeResponse, installFakeApi } from '../../test-support/fake-api';
import { findPageHeading, loadFrench, renderAt, SIGNED_IN_USER } from '../../testing';
import { customerFixture } from './test-support/account-fixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const CUSTOMER = '/api/v1/customers/7';
const EXPORT = '/api/v1/account/data-export';
const DELETION = '/api/v1/account/deletion-request';
const PENDING = {
  id: 4,
  kind: 'deletion',
  state: 'pending',
  created_at: '2026-11-21T15:00:00.000Z',
  completed_at: null,
};
const DATA = {
  format: 'maplepack-data-export',
  version: 1,
  generated_at: '2026-11-21T15:00:00.000Z',
  customer: {
    id: 7,
    email: 'ann@example.ca',
    first_name: 'Ann',
    last_name: 'Tremblay',
    username: 'ann.t',
    language: 'en',
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    meta_data: [],
  },
  addresses: [],
  marketing: { mailing_list: null, consents: [], checkout_consents: [] },
  orders: [],
  payment_cards: [],
  subscriptions: [],
  surveys: [],
  emails: [],
  help_messages: [],
  privacy_requests: [],
  notes: [],
};

/** A blob's text (jsdom's Blob has no text()). */
function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (blob === undefined) return reject(new Error('no file was made'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  i18n.activate('en');
});

function privacyApi(
  extra: (request: FakeRequest) => FakeResponse | undefined = () => undefined,
  request: unknown = null,
) {
  return installFakeApi((call) => {
    const answer = extra(call);
    if (answer !== undefined) return answer;
    if (call.url.pathname === CUSTOMER && call.method === 'GET') return { body: customerFixture() };
    if (call.url.pathname === '/api/v1/mailchimp') return { body: { exact_matches: { members: [] } } };
    if (call.url.pathname === DELETION && call.method === 'GET') return { body: { request } };
    return undefined;
  });
}

async function deletionSection(path = '/account-details'): Promise<HTMLElement> {
  renderAt(path, { user: SIGNED_IN_USER });
  await findPageHeading();
  return screen.findByRole('region', { name: /Delete your account|Supprimer votre compte/ });
}

describe('/account-details: your data', () => {
  it('downloads the data file the API answered', async () => {
    const api = privacyApi(({ url }) =>
      url.pathname === EXPORT
        ? {
            body: DATA,
            headers: { 'content-disposition': 'attachment; filename="maplepack-data-2026-11-21.json"' },
          }
        : undefined,
    );
    const created: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:maplepack';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderAt('/account-details', { user: SIGNED_IN_USER });
    const data = await screen.findByRole('region', { name: 'Your data' });
    await userEvent.click(within(data).getByRole('button', { name: 'Download my data' }));
    expect(await within(data).findByRole('status')).toHaveTextContent('Your data file has been downloaded.');
    expect(clicks).toEqual(['maplepack-data-2026-11-21.json']);
    expect(JSON.parse(await textOf(created[0]))).toEqual(DATA);
    expect(api.requestsTo(EXPORT)).toHaveLength(1);
  });

  it('shows the reason when the download is refused', async () => {
    privacyApi(({ url }) =>
      url.pathname === EXPORT
        ? {
            status: 429,
            body: {
              error: {
                code: 'privacy.rate-limited',
                message: 'You have downloaded your data several times today. Please try again tomorrow.',
              },
            },
          }
        : undefined,
    );
    renderAt('/account-details', { user: SIGNED_IN_USER });
    const data = await screen.findByRole('region', { name: 'Your data' });
    await userEvent.click(within(data).getByRole('button', { name: 'Download my data' }));
    expect(await within(data).findByRole('alert')).toHaveTextContent(/several times today/);
  });
});

describe('/account-details: delete your account', () => {
  it('says what is erased and what the law keeps, for six years', async () => {
    privacyApi();
    const section = await deletionSection();
    expect(section).toHaveTextContent(/health assessment answers/);
    expect(section).toHaveTextContent(/keep your orders and their tax records .* for six years/);
    expect(section).toHaveTextContent(/Canada Revenue Agency/);
  });

  it('asks for the password, shows a wrong password, then records the request and shows its state', async () => {
    const api = privacyApi(({ url, method, body }) => {
      if (url.pathname !== DELETION || method !== 'POST') return undefined;
      return (body as { password: string }).password === 'right password'
        ? {
            status: 201,
            body: { request: PENDING, message: 'We have received your request to delete your account.' },
          }
        : {
            status: 400,
            body: {
              error: { code: 'customer.wrong-password', message: 'The password you entered is incorrect.' },
            },
          };
    });
    const section = await deletionSection();
    await userEvent.click(await within(section).findByRole('button', { name: 'Ask to delete my account' }));
    const confirm = within(section).getByRole('form', { name: 'Confirm the deletion' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm the deletion request' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Please enter your password.');
    expect(api.requestsTo(DELETION).filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(confirm).getByLabelText('Your password'), 'wrong one');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm the deletion request' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The password you entered is incorrect.',
    );

    await userEvent.clear(within(confirm).getByLabelText('Your password'));
    await userEvent.type(within(confirm).getByLabelText('Your password'), 'right password');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm the deletion request' }));
    expect(
      await within(section).findByText(/You asked us to delete your account on November 21, 2026/),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
    expect(
      api
        .requestsTo(DELETION)
        .filter((r) => r.method === 'POST')
        .at(-1)?.body,
    ).toEqual({
      password: 'right password',
    });
  });

  it('tells the customer to cancel a renewing subscription first', async () => {
    privacyApi(({ url, method }) =>
      url.pathname === DELETION && method === 'POST'
        ? {
            status: 409,
            body: {
              error: {
                code: 'privacy.active-subscription',
                message:
                  'You still have a subscription that renews. Please cancel it on your subscription page first, then ask again.',
              },
            },
          }
        : undefined,
    );
    const section = await deletionSection();
    await userEvent.click(await within(section).findByRole('button', { name: 'Ask to delete my account' }));
    await userEvent.type(within(section).getByLabelText('Your password'), 'right password');
    await userEvent.click(within(section).getByRole('button', { name: 'Confirm the deletion request' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      /cancel it on your subscription page first/,
    );
  });

  it('shows a pending request and withdraws it', async () => {
    const api = privacyApi(
      ({ url, method }) =>
        url.pathname === DELETION && method === 'DELETE'
          ? { body: { request: null, message: 'Your deletion request has been withdrawn.' } }
          : undefined,
      PENDING,
    );
    const section = await deletionSection();
    expect(await within(section).findByText(/The request is pending/)).toBeInTheDocument();
    expect(
      within(section).queryByRole('button', { name: 'Ask to delete my account' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Withdraw my deletion request' }));
    expect(await within(section).findByText('Your deletion request has been withdrawn.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Ask to delete my account' })).toBeInTheDocument();
    expect(api.requestsTo(DELETION).some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('reads in French on /fr/account-details', async () => {
    await loadFrench();
    privacyApi(undefined, PENDING);
    const section = await deletionSection('/fr/account-details');
    expect(await within(section).findByText(/le 21 novembre 2026/)).toBeInTheDocument();
    expect(section).toHaveTextContent(/six ans/);
    expect(screen.getByRole('button', { name: 'Télécharger mes données' })).toBeInTheDocument();
  });
});
