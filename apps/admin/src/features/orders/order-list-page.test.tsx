import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { fakeAdminApi, staffOf } from '../../test-support/fake-admin-api';
import { renderAdmin } from '../../test-support/render-admin';

const summary = {
  id: 12,
  status: 'processing',
  email: 'ann@example.com',
  name: 'Ann Lee',
  total: '45.20',
  date_created: '2026-11-20T14:00:00.000Z',
  date_paid: '2026-11-20T14:00:05.000Z',
  shipped_at: null,
  tracking_number: null,
  refunded_total: '5.00',
};

function api() {
  const fake = fakeAdminApi();
  fake.on('GET /api/v1/admin/session', {
    json: { staff: staffOf('support'), expires_at: '2026-11-21T15:30:00.000Z' },
  });
  fake.on('GET /api/v1/admin/orders', { json: { orders: [summary], total: 41, total_pages: 3 } });
  return fake;
}

describe('the order search', () => {
  it('searches with the filters of the address, shows the page, and keeps the next page in the address', async () => {
    const user = userEvent.setup();
    const fake = api();
    renderAdmin(fake, '/orders?search=ann&status=processing&from=2026-11-01&to=yesterday');
    expect(await screen.findByText('41 orders')).toBeVisible();
    const first = fake.callsTo('GET /api/v1/admin/orders')[0]?.query;
    expect(Object.fromEntries(first ?? [])).toEqual({
      search: 'ann',
      status: 'processing',
      from: '2026-11-01',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ann');
    const row = screen.getByRole('row', { name: /#12/ });
    expect(within(row).getByRole('link', { name: '#12' })).toHaveAttribute('href', '/orders/12');
    expect(row).toHaveTextContent('$45.20');
    expect(row).toHaveTextContent('$5.00');
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    expect(fake.callsTo('GET /api/v1/admin/orders').at(-1)?.query.get('page')).toBe('2');
    expect(fake.callsTo('GET /api/v1/admin/orders').at(-1)?.query.get('search')).toBe('ann');
  });

  it('starts a new search on page 1 and leaves empty filters out of the address', async () => {
    const user = userEvent.setup();
    const fake = api();
    let location = '';
    function Where() {
      const current = useLocation();
      location = `${current.pathname}${current.search}`;
      return null;
    }
    renderAdmin(fake, '/orders?search=ann&page=3', { extra: <Where /> });
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await user.clear(search);
    await user.type(search, '1042');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Refunded');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('41 orders')).toBeVisible();
    expect(location).toBe('/orders?search=1042&status=refunded');
  });
});
