import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeRequest, type FakeResponse, installFakeApi } from '../../test-support/fake-api';
import { findPageHeading, renderAt, SIGNED_IN_USER } from '../../testing';
import { customerFixture, savedAddress } from './test-support/account-fixtures';

afterEach(() => jest.restoreAllMocks());

const CUSTOMER = '/api/v1/customers/7';
const PREVIEW = '/api/v1/customers/7/addresses/preview';
const SAVE = '/api/v1/customers/7/addresses';

function renewal(total: string, date = '2026-12-21') {
  return {
    date,
    subtotal: '40.00',
    discount_total: '0.00',
    shipping_total: '0.00',
    tax_lines: [],
    total_tax: '0.00',
    total,
    coupons: [],
    left_out: [],
  };
}

const saved = customerFixture({ shipping: savedAddress(), billing: savedAddress() });

function addressApi(extra: (request: FakeRequest) => FakeResponse | undefined = () => undefined) {
  return installFakeApi((request) => {
    const answer = extra(request);
    if (answer !== undefined) return answer;
    if (request.url.pathname === CUSTOMER && request.method === 'GET') return { body: saved };
    return undefined;
  });
}

async function openShipping(): Promise<HTMLElement> {
  renderAt('/addresses', { user: SIGNED_IN_USER });
  expect(await findPageHeading()).toHaveTextContent('Addresses');
  return screen.findByRole('region', { name: 'Shipping address' });
}

async function moveTo(shipping: HTMLElement, postcode: string, city: string, province: string) {
  await userEvent.selectOptions(within(shipping).getByLabelText('Province or territory'), province);
  await userEvent.clear(within(shipping).getByLabelText('City'));
  await userEvent.type(within(shipping).getByLabelText('City'), city);
  await userEvent.clear(within(shipping).getByLabelText('Postal code'));
  await userEvent.type(within(shipping).getByLabelText('Postal code'), postcode);
}

describe('/addresses', () => {
  it('shows the saved shipping and billing addresses', async () => {
    addressApi();
    const shipping = await openShipping();
    expect(within(shipping).getByLabelText('Street address')).toHaveValue('1 King St W');
    expect(within(shipping).getByLabelText('Postal code')).toHaveValue('M5H 1A1');
    const billing = screen.getByRole('region', { name: 'Billing address' });
    expect(within(billing).getByLabelText('City')).toHaveValue('Toronto');
  });

  it('shows the renewal total for a new province before saving, then saves', async () => {
    const api = addressApi(({ url, body }) => {
      if (url.pathname === PREVIEW)
        return {
          body: {
            province: 'BC',
            postcode: (body as { shipping: { postcode: string } }).shipping.postcode,
            plans: [{ subscription_id: 3, current: renewal('45.20'), proposed: renewal('44.80') }],
          },
        };
      if (url.pathname === SAVE)
        return {
          body: {
            customer: customerFixture({
              shipping: savedAddress({ city: 'Vancouver', state: 'BC', postcode: 'V6B 1A1' }),
            }),
            plans: [{ subscription_id: 3, renewal: renewal('44.80') }],
          },
        };
      return undefined;
    });
    const shipping = await openShipping();
    await moveTo(shipping, 'V6B 1A1', 'Vancouver', 'BC');
    expect(await within(shipping).findByTestId('renewal-preview', {}, { timeout: 3000 })).toHaveTextContent(
      'Renewal on December 21, 2026: $44.80 (now $45.20), taxes for BC included.',
    );
    expect(api.requestsTo(SAVE)).toHaveLength(0);
    expect(api.requestsTo(PREVIEW).at(-1)?.body).toEqual({
      shipping: { postcode: 'V6B 1A1', city: 'Vancouver' },
    });

    await userEvent.click(within(shipping).getByRole('button', { name: 'Save shipping address' }));
    expect(await within(shipping).findByRole('status')).toHaveTextContent(
      'Your addresses have been saved. Your next renewal: $44.80.',
    );
    expect(api.requestsTo(SAVE)[0]?.body).toEqual({
      shipping: {
        first_name: 'Ann',
        last_name: 'Tremblay',
        address_1: '1 King St W',
        address_2: '',
        city: 'Vancouver',
        state: 'BC',
        postcode: 'V6B 1A1',
        phone: '',
      },
    });
  });

  it('refuses a postal code of another province before saving and keeps what was typed', async () => {
    const api = addressApi();
    const shipping = await openShipping();
    await moveTo(shipping, 'V6B 1A1', 'Toronto', 'ON');
    await userEvent.click(within(shipping).getByRole('button', { name: 'Save shipping address' }));
    expect(await within(shipping).findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(within(shipping).getByLabelText('Postal code')).toHaveValue('V6B 1A1');
    expect(within(shipping).getByLabelText('Postal code')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo(SAVE)).toHaveLength(0);
  });

  it('refuses an empty street and a name with digits on the billing address', async () => {
    const api = addressApi();
    await openShipping();
    const billing = screen.getByRole('region', { name: 'Billing address' });
    await userEvent.clear(within(billing).getByLabelText('Street address'));
    await userEvent.type(within(billing).getByLabelText('First name'), '2');
    await userEvent.click(within(billing).getByRole('button', { name: 'Save billing address' }));
    expect(await within(billing).findByText('Please enter your street address.')).toBeInTheDocument();
    expect(
      within(billing).getByText('Please enter a valid name: letters, spaces and hyphens only.'),
    ).toBeInTheDocument();
    expect(within(billing).getByLabelText('First name')).toHaveValue('Ann2');
    expect(api.requestsTo(SAVE)).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    addressApi(({ url }) =>
      url.pathname === SAVE
        ? {
            status: 400,
            body: {
              error: {
                code: 'address.postal-province',
                message: 'The postal code does not match the province.',
              },
            },
          }
        : undefined,
    );
    await openShipping();
    const billing = screen.getByRole('region', { name: 'Billing address' });
    await userEvent.click(within(billing).getByRole('button', { name: 'Save billing address' }));
    expect(await within(billing).findByRole('alert')).toHaveTextContent(
      'The postal code does not match the province.',
    );
  });
});
