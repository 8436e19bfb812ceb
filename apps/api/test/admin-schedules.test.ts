import { STAFF_ROLES, staffCan, type StaffPermission, type StaffRole } from '@maplepack/access';
import {
  adminAuditResponseSchema,
  adminShippingResponseSchema,
  adminTaxRuleListResponseSchema,
  adminTaxRuleSchema,
} from '@maplepack/api-contract';
import { adminInject, itRefusesGuestsAndForgedCookies, signInStaff } from './support/admin';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';
import { OMEGA, quote } from './support/checkout-flow';

// Shop day 2026-11-21 (TEST_NOW). The clock moves only after every staff action, at the end.
let clock = TEST_NOW;
let t: TestApp;
const cookies = {} as Record<StaffRole, string>;

jest.setTimeout(120_000);

beforeAll(async () => {
  // A real cache (60 s): a change must clear it here, or the next quote would still use the old rate.
  t = await buildTestApp({ demoStaff: true, now: () => clock, cacheTtlMs: 60_000 });
  for (const role of STAFF_ROLES) cookies[role] = await signInStaff(t, role, TEST_NOW);
});
afterAll(async () => {
  await t.close();
});

const as = (role: StaffRole) => cookies[role];
const FORGED = 999_999;
const OTTAWA = { postcode: 'K2P 1L4', city: 'Ottawa' };
const omegaQuote = () => quote(t, { lines: [OMEGA], destination: OTTAWA, coupons: [] });

const send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
  role: StaffRole = 'catalogue',
) => adminInject(t, { method, url, cookie: as(role), ...(payload === undefined ? {} : { payload }) });

const rule = (change: Record<string, unknown> = {}) => ({
  state: 'ON',
  name: 'HST',
  rate: '15',
  priority: 1,
  compound: false,
  shipping: true,
  effective_from: '2026-12-01',
  effective_to: null,
  ...change,
});
const errorMessage = (response: { json: () => unknown }) =>
  (response.json() as { error: { message: string } }).error.message;

interface Route {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  permission: StaffPermission;
  payload?: Record<string, unknown>;
  ok: number;
}
const ROUTES: Route[] = [
  { method: 'GET', url: '/api/v1/admin/tax-rules?state=QC', permission: 'taxes.write', ok: 200 },
  // Refused by the pricing lib after the role check: a start in the past.
  {
    method: 'POST',
    url: '/api/v1/admin/tax-rules',
    permission: 'taxes.write',
    ok: 400,
    payload: rule({ effective_from: '2020-01-01' }),
  },
  {
    method: 'PUT',
    url: `/api/v1/admin/tax-rules/${FORGED}`,
    permission: 'taxes.write',
    ok: 404,
    payload: rule(),
  },
  {
    method: 'POST',
    url: `/api/v1/admin/tax-rules/${FORGED}/end`,
    permission: 'taxes.write',
    ok: 404,
    payload: { effective_to: '2027-01-01' },
  },
  { method: 'GET', url: '/api/v1/admin/shipping', permission: 'shipping.write', ok: 200 },
  {
    method: 'POST',
    url: '/api/v1/admin/shipping/methods/77/versions',
    permission: 'shipping.write',
    ok: 404,
    payload: { amount: '1.00', effective_from: '2027-01-01' },
  },
  {
    method: 'POST',
    url: `/api/v1/admin/shipping/method-versions/${FORGED}/end`,
    permission: 'shipping.write',
    ok: 404,
    payload: { effective_to: '2027-01-01' },
  },
  {
    method: 'POST',
    url: '/api/v1/admin/shipping/surcharges',
    permission: 'shipping.write',
    ok: 404,
    payload: { prefix: 'Q9Q', amount: '1.00', effective_from: '2027-01-01' },
  },
  {
    method: 'POST',
    url: `/api/v1/admin/shipping/surcharge-versions/${FORGED}/end`,
    permission: 'shipping.write',
    ok: 404,
    payload: { effective_to: '2027-01-01' },
  },
];

describe('the role matrix (tax rule and shipping routes)', () => {
  const cells = ROUTES.flatMap((route) =>
    STAFF_ROLES.map((role) => [route.method, route.url, role, route] as const),
  );
  it.each(cells)('%s %s as %s', async (_method, _url, role, route) => {
    const response = await send(route.method, route.url, route.payload, role);
    if (!staffCan(role, route.permission)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'admin.forbidden' } });
    } else expect(response.statusCode).toBe(route.ok);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  itRefusesGuestsAndForgedCookies(() => t, ROUTES);
});

describe('tax rules with effective dates', () => {
  it('lists the rules by province and by the day they are in force', async () => {
    const quebec = adminTaxRuleListResponseSchema.parse(
      (await send('GET', '/api/v1/admin/tax-rules?state=QC')).json(),
    );
    expect(quebec.today).toBe('2026-11-21');
    expect(quebec.rules.map((r) => [r.name, r.rate, r.status])).toEqual([
      ['GST', '5.0000', 'current'],
      ['QST', '9.9750', 'current'],
    ]);
    const manitoba2015 = adminTaxRuleListResponseSchema.parse(
      (await send('GET', '/api/v1/admin/tax-rules?state=MB&on=2015-01-01')).json(),
    );
    expect(manitoba2015.rules.map((r) => [r.name, r.rate, r.status])).toEqual([
      ['GST', '5.0000', 'current'],
      ['RST', '8.0000', 'past'],
    ]);
    for (const odd of ['state=ZZ', 'on=tomorrow', 'on=2026-02-30', 'per_page=1000', 'extra=1'])
      expect((await send('GET', `/api/v1/admin/tax-rules?${odd}`)).statusCode).toBe(400);
  });

  it('refuses what the schedule refuses, with words for staff', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [rule({ rate: '130' }), 'This tax rule cannot be saved: The rate must be between 0% and 25%.'],
      [
        rule({ effective_from: '2026-11-20' }),
        'This tax rule cannot be saved: It cannot start before today: prices already computed must not change.',
      ],
      [
        rule({ effective_to: '2026-11-30' }),
        'This tax rule cannot be saved: It cannot end before it starts.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await send('POST', '/api/v1/admin/tax-rules', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'admin.tax-rule-invalid', message } });
    }
    const french = await adminInject(t, {
      method: 'POST',
      url: '/api/v1/admin/tax-rules',
      cookie: as('catalogue'),
      payload: rule({ effective_from: '2026-11-20' }),
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(errorMessage(french)).toMatch(
      /^Cette règle de taxe ne peut pas être enregistrée\u00a0: Elle ne peut pas commencer avant aujourd’hui/,
    );
    for (const odd of [
      rule({ state: 'XX' }),
      rule({ rate: 'thirteen' }),
      rule({ name: '' }),
      rule({ effective_from: '2026-13-01' }),
      { ...rule(), postcode: 'K*' },
    ])
      expect((await send('POST', '/api/v1/admin/tax-rules', odd)).statusCode).toBe(400);
  });

  it("schedules Ontario's new rate from a date: quotes before it keep 13%, the rule in force can only be ended, the new one edited until it starts, all audited", async () => {
    const ontario = adminTaxRuleListResponseSchema.parse(
      (await send('GET', '/api/v1/admin/tax-rules?state=ON')).json(),
    ).rules[0];
    expect(ontario).toMatchObject({ name: 'HST', rate: '13.0000', effective_to: null, status: 'current' });
    const made = await send('POST', '/api/v1/admin/tax-rules', rule({ rate: '14' }));
    expect(made.statusCode).toBe(201);
    const scheduled = adminTaxRuleSchema.parse(made.json());
    expect(scheduled).toMatchObject({ rate: '14.0000', effective_from: '2026-12-01', status: 'scheduled' });

    const listed = adminTaxRuleListResponseSchema.parse(
      (await send('GET', '/api/v1/admin/tax-rules?state=ON')).json(),
    ).rules;
    expect(listed.map((r) => [r.rate, r.effective_from, r.effective_to])).toEqual([
      ['13.0000', '2010-07-01', '2026-11-30'],
      ['14.0000', '2026-12-01', null],
    ]);
    expect((await omegaQuote()).tax_lines).toEqual([
      { label: 'HST', rate_percent: '13.0000', tax_total: '2.15' },
    ]);

    // The rule in force is never re-rated; the scheduled one may be, before it starts.
    const rerate = await send(
      'PUT',
      `/api/v1/admin/tax-rules/${ontario?.id ?? 0}`,
      rule({ rate: '12', effective_from: '2026-12-01' }),
    );
    expect(errorMessage(rerate)).toBe(
      'This tax rule cannot be saved: It is already in force: it can only be ended, never changed retroactively.',
    );
    const edited = await send('PUT', `/api/v1/admin/tax-rules/${scheduled.id}`, rule({ rate: '15' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ rate: '15.0000' });
    const overlap = await send(
      'POST',
      '/api/v1/admin/tax-rules',
      rule({ effective_from: '2026-11-25', effective_to: '2026-12-15' }),
    );
    expect(errorMessage(overlap)).toBe(
      'This tax rule cannot be saved: It would overlap the version in force from 2010-07-01 to 2026-11-30: end or change that one first.',
    );
    // Ending in the past is refused; ending it yesterday or later is an ending.
    const past = await send('POST', `/api/v1/admin/tax-rules/${scheduled.id}/end`, {
      effective_to: '2026-11-01',
    });
    expect(past.statusCode).toBe(400);

    const audit = adminAuditResponseSchema.parse(
      (await send('GET', `/api/v1/admin/audit?target=tax-rule:${scheduled.id}`, undefined, 'owner')).json(),
    );
    expect(audit.entries.map((entry) => entry.action)).toEqual(['tax-rule.updated', 'tax-rule.created']);
    expect(audit.entries[0]).toMatchObject({
      staff_email: 'catalogue@maplepack.test',
      before: { rate: '14.0000' },
      after: { rate: '15.0000' },
    });
    expect(audit.entries[1]).toMatchObject({
      before: null,
      after: {
        rate: '14.0000',
        ended: [{ before: { effective_to: null }, after: { effective_to: '2026-11-30' } }],
      },
    });
  });

  it('ends a rule on a date', async () => {
    const yukon = adminTaxRuleListResponseSchema.parse(
      (await send('GET', '/api/v1/admin/tax-rules?state=YT')).json(),
    ).rules[0];
    const ended = await send('POST', `/api/v1/admin/tax-rules/${yukon?.id ?? 0}/end`, {
      effective_to: '2027-06-30',
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ effective_to: '2027-06-30', status: 'current' });
    const audit = adminAuditResponseSchema.parse(
      (await send('GET', `/api/v1/admin/audit?target=tax-rule:${yukon?.id ?? 0}`, undefined, 'owner')).json(),
    );
    expect(audit.entries[0]).toMatchObject({
      action: 'tax-rule.ended',
      before: { effective_to: null },
      after: { effective_to: '2027-06-30' },
    });
  });
});

describe('shipping settings with effective dates', () => {
  const shipping = async () =>
    adminShippingResponseSchema.parse((await send('GET', '/api/v1/admin/shipping')).json());

  it("lists Canada Post's cost, free shipping's threshold and the surcharges, each in force since the seed", async () => {
    const all = await shipping();
    expect(
      all.methods.map((m) => [
        m.title,
        m.setting,
        m.versions.map((v) => [v.amount, v.effective_from, v.status]),
      ]),
    ).toEqual([
      ['Canada Post', 'cost', [['9.50', '2013-04-01', 'current']]],
      ['Free shipping', 'min_amount', [['60.00', '2013-04-01', 'current']]],
    ]);
    expect(all.surcharges.find((s) => s.prefix === 'X')).toMatchObject({
      area: 'northern',
      versions: [{ amount: '10.00' }],
    });
  });

  it('refuses a cost in the past, ending the only cost, an amount out of bounds', async () => {
    const past = await send('POST', '/api/v1/admin/shipping/methods/3/versions', {
      amount: '11.00',
      effective_from: '2026-11-01',
    });
    expect(past.json()).toMatchObject({ error: { code: 'admin.shipping-invalid' } });
    const costId = (await shipping()).methods[0]?.versions[0]?.id ?? 0;
    const end = await send('POST', `/api/v1/admin/shipping/method-versions/${costId}/end`, {
      effective_to: '2027-01-01',
    });
    expect(errorMessage(end)).toBe(
      'This shipping change cannot be saved: Canada Post always needs a cost: schedule the new cost from the day after instead.',
    );
    const big = await send('POST', '/api/v1/admin/shipping/surcharges', {
      prefix: 'x',
      amount: '1000.01',
      effective_from: '2027-01-01',
    });
    expect(errorMessage(big)).toBe(
      'This shipping change cannot be saved: The amount must be between $0.00 and $1,000.00.',
    );
    for (const odd of [
      { amount: '-1', effective_from: '2027-01-01' },
      { amount: '1.001', effective_from: '2027-01-01' },
      { amount: '1', effective_from: 'soon' },
    ])
      expect((await send('POST', '/api/v1/admin/shipping/methods/3/versions', odd)).statusCode).toBe(400);
  });

  it('a cost in force today is the next quote at once (the cache cleared); one scheduled from a date is used from that day, not before', async () => {
    expect(await omegaQuote()).toMatchObject({ shipping_total: '9.50', total: '18.65' });
    const now = await send('POST', '/api/v1/admin/shipping/methods/3/versions', {
      amount: '12.00',
      effective_from: '2026-11-21',
    });
    expect(now.statusCode).toBe(201);
    expect(await omegaQuote()).toMatchObject({ shipping_total: '12.00', total: '21.47' });
    const later = await send('POST', '/api/v1/admin/shipping/methods/3/versions', {
      amount: '15.00',
      effective_from: '2026-12-01',
    });
    expect(later.statusCode).toBe(201);
    const northern = await send('POST', '/api/v1/admin/shipping/surcharges', {
      prefix: 'x',
      amount: '20.00',
      effective_from: '2026-12-01',
    });
    expect(northern.statusCode).toBe(201);
    expect(
      adminShippingResponseSchema
        .parse(later.json())
        .methods[0]?.versions.map((v) => [v.amount, v.effective_from, v.effective_to, v.status]),
    ).toEqual([
      ['9.50', '2013-04-01', '2026-11-20', 'past'],
      ['12.00', '2026-11-21', '2026-11-30', 'current'],
      ['15.00', '2026-12-01', null, 'scheduled'],
    ]);
    expect(await omegaQuote()).toMatchObject({ shipping_total: '12.00', total: '21.47' });

    const audit = adminAuditResponseSchema.parse(
      (await send('GET', '/api/v1/admin/audit?action=shipping.scheduled', undefined, 'owner')).json(),
    );
    expect(audit.entries.map((entry) => entry.after)).toEqual([
      {
        prefix: 'X',
        amount: '20.00',
        effective_from: '2026-12-01',
        ended: [{ id: expect.any(Number), before: null, after: '2026-11-30' }],
      },
      {
        method: 3,
        setting: 'cost',
        amount: '15.00',
        effective_from: '2026-12-01',
        ended: [{ id: expect.any(Number), before: null, after: '2026-11-30' }],
      },
      {
        method: 3,
        setting: 'cost',
        amount: '12.00',
        effective_from: '2026-11-21',
        ended: [{ id: expect.any(Number), before: null, after: '2026-11-20' }],
      },
    ]);
  });

  it('on the last evening before the change the old rates price the quote; from the first day, the new ones (the injected clock)', async () => {
    // 23:30 in Toronto on 2026-11-30: still the shop's November day.
    clock = new Date('2026-12-01T04:30:00Z');
    expect(await omegaQuote()).toMatchObject({
      shipping_total: '12.00',
      tax_lines: [{ rate_percent: '13.0000' }],
      total: '21.47',
    });
    clock = new Date('2026-12-01T15:00:00Z');
    expect(await omegaQuote()).toMatchObject({
      shipping_total: '15.00',
      tax_lines: [{ rate_percent: '15.0000' }],
      total: '25.30',
    });
    const yellowknife = await quote(t, {
      lines: [OMEGA],
      destination: { postcode: 'X1A 2N5', city: 'Yellowknife' },
      coupons: [],
    });
    expect(yellowknife).toMatchObject({ shipping_total: '35.00' });
    // What the storefront's estimate reads says the same.
    const rate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/shipping-rate',
      payload: { postal_code: 'X1A 2N5', city: 'Yellowknife' },
    });
    expect(rate.json()).toMatchObject({ rate: '35.00', extra_fee: '20.00', area: 'northern' });
    clock = TEST_NOW;
  });
});
