import { type AdminShippingResponse, type AdminTaxRule } from '@maplepack/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test-support/axe';
import { fakeAdminApi, staffOf } from '../../test-support/fake-admin-api';
import { renderAdmin } from '../../test-support/render-admin';

const hst: AdminTaxRule = {
  id: 15,
  country: 'CA',
  state: 'ON',
  name: 'HST',
  rate: '13.0000',
  priority: 1,
  compound: false,
  shipping: true,
  effective_from: '2010-07-01',
  effective_to: '2026-11-30',
  status: 'current',
};
const scheduled: AdminTaxRule = {
  ...hst,
  id: 40,
  rate: '14.0000',
  effective_from: '2026-12-01',
  effective_to: null,
  status: 'scheduled',
};

function api() {
  const fake = fakeAdminApi();
  fake.on('GET /api/v1/admin/session', {
    json: { staff: staffOf('catalogue'), expires_at: '2026-11-21T15:30:00.000Z' },
  });
  fake.on('GET /api/v1/admin/tax-rules', {
    json: { rules: [hst, scheduled], total: 2, total_pages: 1, today: '2026-11-21' },
  });
  return fake;
}

const schedule: AdminShippingResponse = {
  today: '2026-11-21',
  methods: [
    {
      instance_id: 3,
      title: 'Canada Post',
      setting: 'cost',
      versions: [
        { id: 1, amount: '9.50', effective_from: '2013-04-01', effective_to: null, status: 'current' },
      ],
    },
    {
      instance_id: 4,
      title: 'Free shipping',
      setting: 'min_amount',
      versions: [
        { id: 2, amount: '60.00', effective_from: '2013-04-01', effective_to: null, status: 'current' },
      ],
    },
  ],
  surcharges: [
    {
      prefix: '',
      area: 'standard',
      label: 'Canada',
      versions: [
        { id: 1, amount: '0.00', effective_from: '2013-04-01', effective_to: null, status: 'current' },
      ],
    },
    {
      prefix: 'X',
      area: 'northern',
      label: 'Northwest Territories and Nunavut',
      versions: [
        { id: 2, amount: '10.00', effective_from: '2013-04-01', effective_to: null, status: 'current' },
      ],
    },
  ],
};

describe('tax rules', () => {
  it('lists the rules with their dates and status, filtered by province and day from the address, and passes axe', async () => {
    const fake = api();
    const view = renderAdmin(fake, '/tax-rules?state=ON&on=2026-12-01');
    expect(await screen.findByText('2 rules')).toBeVisible();
    const call = fake.callsTo('GET /api/v1/admin/tax-rules')[0];
    expect([call?.query.get('state'), call?.query.get('on')]).toEqual(['ON', '2026-12-01']);
    const current = screen.getByRole('row', { name: /13.0000/ });
    expect(current).toHaveTextContent('2026-11-30');
    expect(current).toHaveTextContent('In force');
    expect(within(current).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.getByRole('row', { name: /14.0000/ })).toHaveTextContent('Scheduled');
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('schedules a new rate from a date, and shows the schedule’s refusal as sent', async () => {
    const user = userEvent.setup();
    const fake = api();
    fake.on('POST /api/v1/admin/tax-rules', (call) =>
      (call.body as { effective_from: string }).effective_from < '2026-11-21'
        ? {
            status: 400,
            json: {
              error: {
                code: 'admin.tax-rule-invalid',
                message:
                  'This tax rule cannot be saved: It cannot start before today: prices already computed must not change.',
              },
            },
          }
        : { status: 201, json: { ...scheduled, id: 41, state: 'NS', rate: '13.0000' } },
    );
    renderAdmin(fake, '/tax-rules');
    const form = await screen.findByRole('form', { name: 'Schedule a tax rule' });
    await user.selectOptions(within(form).getByLabelText('Province'), 'NS');
    await user.type(within(form).getByLabelText('Name (e.g. HST, GST, QST)'), 'HST');
    await user.type(within(form).getByLabelText('Rate (%)'), '13');
    const from = within(form).getByLabelText('First day in force');
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Schedule the rule' }));
    expect(await screen.findByText(/It cannot start before today/)).toBeVisible();
    await user.clear(from);
    await user.type(from, '2027-04-01');
    await user.click(screen.getByRole('button', { name: 'Schedule the rule' }));
    expect(await screen.findByText('The change was scheduled.')).toBeVisible();
    expect(fake.callsTo('POST /api/v1/admin/tax-rules')[1]?.body).toEqual({
      state: 'NS',
      name: 'HST',
      rate: '13',
      priority: 1,
      compound: false,
      shipping: true,
      effective_from: '2027-04-01',
      effective_to: null,
    });
    expect(fake.callsTo('GET /api/v1/admin/tax-rules').length).toBeGreaterThanOrEqual(2);
  });

  it('edits a scheduled rule and ends a rule in force on a date', async () => {
    const user = userEvent.setup();
    const fake = api();
    fake.on('PUT /api/v1/admin/tax-rules/40', { json: { ...scheduled, rate: '15.0000' } });
    fake.on('POST /api/v1/admin/tax-rules/15/end', { json: { ...hst, effective_to: '2026-11-25' } });
    renderAdmin(fake, '/tax-rules');
    await user.click(await screen.findByRole('button', { name: 'Edit ON HST from 2026-12-01' }));
    expect(
      await screen.findByRole('heading', { name: 'Change the scheduled ON HST from 2026-12-01' }),
    ).toBeVisible();
    const rate = screen.getByLabelText('Rate (%)');
    expect(rate).toHaveValue('14');
    await user.clear(rate);
    await user.type(rate, '15');
    await user.click(screen.getByRole('button', { name: 'Save the change' }));
    expect(await screen.findByText('The change was scheduled.')).toBeVisible();
    expect(fake.callsTo('PUT /api/v1/admin/tax-rules/40')[0]?.body).toMatchObject({
      rate: '15',
      effective_from: '2026-12-01',
    });

    const last = await screen.findByLabelText('Last day of ON HST from 2010-07-01');
    await user.clear(last);
    await user.type(last, '2026-11-25');
    await user.click(screen.getByRole('button', { name: 'End ON HST from 2010-07-01' }));
    expect(await screen.findByText('The end date was saved.')).toBeVisible();
    expect(fake.callsTo('POST /api/v1/admin/tax-rules/15/end')[0]?.body).toEqual({
      effective_to: '2026-11-25',
    });
  });
});

describe('shipping rates', () => {
  it('shows each cost, threshold and surcharge with its dates, schedules a new cost and passes axe', async () => {
    const user = userEvent.setup();
    const fake = api();
    fake.on('GET /api/v1/admin/shipping', { json: schedule });
    const scheduledCost: AdminShippingResponse = {
      ...schedule,
      methods: [
        {
          instance_id: 3,
          title: 'Canada Post',
          setting: 'cost',
          versions: [
            {
              id: 1,
              amount: '9.50',
              effective_from: '2013-04-01',
              effective_to: '2026-12-31',
              status: 'current',
            },
            { id: 5, amount: '11.00', effective_from: '2027-01-01', effective_to: null, status: 'scheduled' },
          ],
        },
        ...schedule.methods.slice(1),
      ],
    };
    fake.on('POST /api/v1/admin/shipping/methods/3/versions', { status: 201, json: scheduledCost });
    const view = renderAdmin(fake, '/shipping');
    expect(await screen.findByRole('heading', { name: 'Canada Post: cost' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Free shipping: free shipping over' })).toBeVisible();
    expect(await axeViolations(view.container)).toEqual([]);
    const form = screen.getByRole('form', { name: 'Schedule a new cost for Canada Post' });
    await user.type(within(form).getByLabelText('Amount ($)'), '11.00');
    const from = within(form).getByLabelText('First day in force');
    await user.clear(from);
    await user.type(from, '2027-01-01');
    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('The change was scheduled.')).toBeVisible();
    expect(fake.callsTo('POST /api/v1/admin/shipping/methods/3/versions')[0]?.body).toEqual({
      amount: '11.00',
      effective_from: '2027-01-01',
    });
    expect(screen.getByRole('row', { name: /11.00/ })).toHaveTextContent('Scheduled');
  });

  it('schedules a surcharge for a prefix and ends one, and refuses an amount that is not money before asking', async () => {
    const user = userEvent.setup();
    const fake = api();
    fake.on('GET /api/v1/admin/shipping', { json: schedule });
    fake.on('POST /api/v1/admin/shipping/surcharges', { status: 201, json: schedule });
    fake.on('POST /api/v1/admin/shipping/surcharge-versions/2/end', { json: schedule });
    renderAdmin(fake, '/shipping');
    const form = await screen.findByRole('form', { name: 'Schedule a surcharge' });
    await user.selectOptions(within(form).getByLabelText('Prefix'), 'X');
    await user.type(within(form).getByLabelText('Amount ($)'), 'ten');
    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(await within(form).findByText('Enter an amount such as 9.50.')).toBeVisible();
    expect(fake.callsTo('POST /api/v1/admin/shipping/surcharges')).toHaveLength(0);
    await user.clear(within(form).getByLabelText('Amount ($)'));
    await user.type(within(form).getByLabelText('Amount ($)'), '12.50');
    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('The change was scheduled.')).toBeVisible();
    expect(fake.callsTo('POST /api/v1/admin/shipping/surcharges')[0]?.body).toEqual({
      prefix: 'X',
      amount: '12.50',
      effective_from: '2026-11-21',
    });
    await user.click(screen.getByRole('button', { name: 'End surcharge X from 2013-04-01' }));
    expect(await screen.findByText('The end date was saved.')).toBeVisible();
    expect(fake.callsTo('POST /api/v1/admin/shipping/surcharge-versions/2/end')[0]?.body).toEqual({
      effective_to: '2026-11-21',
    });
  });
});
