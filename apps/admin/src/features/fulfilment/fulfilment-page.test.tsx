import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdminApi, staffOf } from '../../test-support/fake-admin-api';
import { renderAdmin } from '../../test-support/render-admin';

function api() {
  const fake = fakeAdminApi();
  fake.on('GET /api/v1/admin/session', {
    json: { staff: staffOf('fulfilment'), expires_at: '2026-11-21T15:30:00.000Z' },
  });
  fake.on('GET /api/v1/admin/fulfilment', ({ query }) => ({
    json: {
      date: query.get('date'),
      packs: [
        {
          order_id: 12,
          date_paid: '2026-11-21T14:00:00.000Z',
          name: 'Ann Lee',
          shipping: {
            first_name: 'Ann',
            last_name: 'Lee',
            address_1: '1 King St W',
            address_2: '',
            city: 'Toronto',
            state: 'ON',
            postcode: 'M5V 2T6',
            country: 'CA',
          },
          lines: [
            {
              product_id: 11,
              name: 'Vitamin D3',
              morning_pills: 1,
              evening_pills: 0,
              days: 30,
              total_pills: 30,
            },
            {
              product_id: 12,
              name: 'Magnesium',
              morning_pills: 0,
              evening_pills: 2,
              days: 30,
              total_pills: 60,
            },
          ],
        },
      ],
    },
  }));
  return fake;
}

describe('the packing list', () => {
  it('shows today’s packs with their morning and evening pills, a print button and the CSV', async () => {
    const user = userEvent.setup();
    const fake = api();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderAdmin(fake, '/fulfilment');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Packing list for 2026-11-21' }),
    ).toBeVisible();
    expect(fake.callsTo('GET /api/v1/admin/fulfilment')[0]?.query.get('date')).toBe('2026-11-21');
    const pack = (await screen.findByRole('heading', { name: 'Order #12' })).closest('li');
    if (pack === null) throw new Error('no pack');
    const magnesium = within(pack).getByRole('row', { name: /Magnesium/ });
    expect(
      within(magnesium)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Magnesium', '0', '2', '30', '60']);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/v1/admin/fulfilment.csv?date=2026-11-21',
    );
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/v1/admin/fulfilment.pdf?date=2026-11-21',
    );
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('shows another day from the date picker, kept in the address', async () => {
    const user = userEvent.setup();
    const fake = api();
    renderAdmin(fake, '/fulfilment?date=2026-11-20');
    const day = await screen.findByLabelText('Day');
    expect(day).toHaveValue('2026-11-20');
    await user.clear(day);
    await user.type(day, '2026-11-19');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Packing list for 2026-11-19' }),
    ).toBeVisible();
    expect(fake.callsTo('GET /api/v1/admin/fulfilment').at(-1)?.query.get('date')).toBe('2026-11-19');
  });
});
