import fc from 'fast-check';
import {
  countByStatus,
  lastTwelveMonths,
  monthlyCents,
  monthlySeries,
  renewalsDue,
  type PlanFacts,
} from './dashboard-figures';

const plan = (overrides: Partial<PlanFacts> = {}): PlanFacts => ({
  status: 'active',
  startDate: '2026-01-15',
  endDate: null,
  totalCents: 4_000,
  billingPeriod: 'month',
  billingInterval: 1,
  ...overrides,
});

describe('dashboard figures', () => {
  it('brings every billing period to one month', () => {
    expect(monthlyCents(plan())).toBe(4_000);
    expect(monthlyCents(plan({ billingInterval: 2 }))).toBe(2_000);
    expect(monthlyCents(plan({ billingPeriod: 'year', totalCents: 12_000 }))).toBe(1_000);
    expect(monthlyCents(plan({ billingPeriod: 'week', totalCents: 1_200 }))).toBe(5_200);
  });

  it('lists the 12 months ending with today’s, across a year end', () => {
    expect(lastTwelveMonths('2026-02-10')).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('counts MRR from the start date until the cancellation takes effect, and churn against the first day', () => {
    const plans = [
      plan({ startDate: '2026-01-15' }),
      plan({ startDate: '2026-02-01', endDate: '2026-04-10', status: 'cancelled', totalCents: 3_000 }),
    ];
    const series = monthlySeries(plans, '2026-05-20');
    const byMonth = Object.fromEntries(series.map((point) => [point.month, point]));
    expect(byMonth['2025-12']).toEqual({ month: '2025-12', mrr: 0, churn_rate: null });
    expect(byMonth['2026-01']).toEqual({ month: '2026-01', mrr: 4_000, churn_rate: null });
    expect(byMonth['2026-03']).toEqual({ month: '2026-03', mrr: 7_000, churn_rate: 0 });
    expect(byMonth['2026-04']).toEqual({ month: '2026-04', mrr: 4_000, churn_rate: 0.5 });
    expect(byMonth['2026-05']).toEqual({ month: '2026-05', mrr: 4_000, churn_rate: 0 });
  });

  it('counts a cancellation effective on the 1st as the previous month’s churn', () => {
    const plans = [
      plan({ startDate: '2026-01-01' }),
      plan({ startDate: '2026-01-01', endDate: '2026-04-01' }),
    ];
    const byMonth = Object.fromEntries(monthlySeries(plans, '2026-05-20').map((p) => [p.month, p]));
    expect(byMonth['2026-03']).toEqual({ month: '2026-03', mrr: 8_000, churn_rate: 0.5 });
    expect(byMonth['2026-04']).toEqual({ month: '2026-04', mrr: 4_000, churn_rate: 0 });
  });

  it('does not count a cancellation that takes effect after today', () => {
    const series = monthlySeries([plan({ startDate: '2026-01-01', endDate: '2026-05-28' })], '2026-05-20');
    expect(series.at(-1)).toEqual({ month: '2026-05', mrr: 4_000, churn_rate: 0 });
  });

  it('counts renewals due today and this week', () => {
    expect(renewalsDue(['2026-05-20', '2026-05-26', '2026-05-27', null, '2026-05-19'], '2026-05-20')).toEqual(
      {
        due_today: 1,
        due_this_week: 2,
      },
    );
    expect(countByStatus([plan(), plan(), plan({ status: 'on-hold' })])).toEqual({ active: 2, 'on-hold': 1 });
  });

  const day = fc
    .integer({ min: 0, max: 3 * 365 })
    .map((offset) => new Date(Date.UTC(2024, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10));
  const plans = fc.array(
    fc.record({
      status: fc.constantFrom('active', 'cancelled', 'on-hold'),
      startDate: day,
      endDate: fc.option(day, { nil: null }),
      totalCents: fc.integer({ min: 0, max: 100_000 }),
      billingPeriod: fc.constantFrom('day', 'week', 'month', 'year'),
      billingInterval: fc.integer({ min: 1, max: 6 }),
    }),
    { maxLength: 30 },
  );

  it('keeps churn between 0 and 1, MRR non-negative and at most every plan’s monthly amount', () => {
    fc.assert(
      fc.property(plans, day, (all, today) => {
        const series = monthlySeries(all, today);
        const ceiling = all.reduce((sum, p) => sum + monthlyCents(p), 0);
        expect(series).toHaveLength(12);
        for (const point of series) {
          expect(point.mrr).toBeGreaterThanOrEqual(0);
          expect(point.mrr).toBeLessThanOrEqual(ceiling);
          if (point.churn_rate !== null) {
            expect(point.churn_rate).toBeGreaterThanOrEqual(0);
            expect(point.churn_rate).toBeLessThanOrEqual(1);
          }
        }
        expect(Object.values(countByStatus(all)).reduce((a, b) => a + b, 0)).toBe(all.length);
      }),
    );
  });

  it('never counts a plan that starts after today', () => {
    fc.assert(
      fc.property(plans, day, (all, today) => {
        const later = all.filter((p) => p.startDate > today);
        const without = monthlySeries(
          all.filter((p) => p.startDate <= today),
          today,
        );
        expect(monthlySeries([...all.filter((p) => p.startDate <= today), ...later], today)).toEqual(without);
      }),
    );
  });
});
