import { ApiError } from '@maplepack/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { axeViolations } from '../test-support/axe';
import { AddressBlock, addressLines } from './address-block';
import { OneClickAction } from './one-click-action';
import { RecordPage } from './record-page';
import { RecordTable } from './record-table';

const ANN = {
  first_name: 'Ann',
  last_name: 'Lee',
  company: '',
  address_1: '150 Elgin Street',
  address_2: 'Suite 1000',
  city: 'Ottawa',
  state: 'ON',
  postcode: 'K2P 1L4',
  country: 'CA',
  email: 'ann@example.com',
  phone: '',
};

describe('an address block', () => {
  it('writes the address as on an envelope, blank lines left out', async () => {
    render(<AddressBlock id="ship" title="Shipping address" address={ANN} empty="None" />);
    const block = screen.getByRole('region', { name: 'Shipping address' });
    expect(within(block).getByRole('heading', { level: 2 })).toHaveTextContent('Shipping address');
    expect(addressLines(ANN)).toEqual([
      'Ann Lee',
      '150 Elgin Street',
      'Suite 1000',
      'Ottawa ON K2P 1L4',
      'CA',
      'ann@example.com',
    ]);
    expect(block.querySelector('address')?.textContent).toBe(addressLines(ANN).join(''));
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('says so when there is no address or it is blank', () => {
    render(<AddressBlock id="bill" title="Billing address" address={null} empty="No address on file" />);
    expect(screen.getByRole('region', { name: 'Billing address' })).toHaveTextContent('No address on file');
    expect(addressLines({ first_name: '', city: '' })).toEqual([]);
  });
});

describe('a record table', () => {
  const rows = ['Magnesium', 'Zinc'].map((name) => (
    <tr key={name}>
      <td>{name}</td>
      <td>2</td>
    </tr>
  ));

  it('has one column header per column and the rows as given', () => {
    render(<RecordTable columns={['Product', 'Pills']} rows={rows} empty="No lines" />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Product', 'Pills']);
    expect(screen.getByRole('row', { name: 'Zinc 2' })).toBeVisible();
  });

  it('says `empty` when there are no rows, or keeps the bare header without it', () => {
    const { unmount } = render(<RecordTable columns={['Product']} rows={[]} empty="No lines" />);
    expect(screen.getByText('No lines')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    render(<RecordTable columns={['Product']} rows={[]} />);
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });
});

describe('a one-click action', () => {
  it('shows the answer’s message as a status, and busy while it runs', async () => {
    const user = userEvent.setup();
    let finish: (message: string) => void = () => undefined;
    render(
      <OneClickAction
        id="resend"
        title="Send the confirmation again"
        hint="The customer gets the receipt again."
        run={() => new Promise<string>((resolve) => (finish = resolve))}
      />,
    );
    const button = screen.getByRole('button', { name: 'Send the confirmation again' });
    await user.click(button);
    finish('The confirmation was sent again.');
    expect(await screen.findByText('The confirmation was sent again.')).toBeVisible();
    expect(screen.getByText('The confirmation was sent again.').closest('[role="status"]')).not.toBeNull();
  });

  it('shows the API’s refusal, or the generic error, as an alert', async () => {
    const user = userEvent.setup();
    const failures = [
      new ApiError(429, 'rate-limited', 'Too many emails; wait a minute.'),
      new Error('network'),
    ];
    render(
      <OneClickAction
        id="reset"
        title="Send password-reset email"
        hint="The customer gets a reset link."
        run={() => Promise.reject(failures.shift())}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Send password-reset email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many emails; wait a minute.');
    await user.click(screen.getByRole('button', { name: 'Send password-reset email' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeVisible();
  });
});

describe('a record page', () => {
  const page = (loaded: Parameters<typeof RecordPage<string>>[0]['loaded']) =>
    render(
      <MemoryRouter>
        <RecordPage back={{ to: '/orders', label: 'All orders' }} loaded={loaded} failedTitle="Order #12">
          {(name) => <h1>{name}</h1>}
        </RecordPage>
      </MemoryRouter>,
    );

  it('links back to its list and draws the record', () => {
    page({ state: 'loaded', data: 'Order #12' });
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('heading', { level: 1, name: 'Order #12' })).toBeVisible();
  });

  it('titles a failure and shows its message as an alert', () => {
    page({ state: 'failed', message: 'There is no order 12.' });
    expect(screen.getByRole('heading', { level: 1, name: 'Order #12' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('There is no order 12.');
  });
});
