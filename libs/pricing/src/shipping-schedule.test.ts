import { addCalendarDays } from '@maplepack/calendar';
import fc from 'fast-check';
import {
  coversFrom,
  planShippingChange,
  shippingSettingsOn,
  type DatedMethodSettings,
  type DatedSurcharge,
} from './shipping-schedule';

const TODAY = '2026-11-26';
const START = '2013-04-01';
const COST: DatedMethodSettings = {
  id: 1,
  instanceId: 3,
  costCents: 950,
  minAmountCents: null,
  effectiveFrom: START,
  effectiveTo: null,
};
const THRESHOLD: DatedMethodSettings = {
  id: 2,
  instanceId: 4,
  costCents: null,
  minAmountCents: 6000,
  effectiveFrom: START,
  effectiveTo: null,
};
const methods = [COST, THRESHOLD];
const surcharges: DatedSurcharge[] = [
  { id: 1, prefix: '', extraFeeCents: 0, effectiveFrom: START, effectiveTo: null },
  { id: 2, prefix: 'X', extraFeeCents: 1000, effectiveFrom: START, effectiveTo: null },
  { id: 3, prefix: 'X0A', extraFeeCents: 1500, effectiveFrom: '2027-01-01', effectiveTo: null },
];
const input = { methods, surcharges, rateMethodId: 3, freeMethodId: 4 };

describe('shippingSettingsOn', () => {
  it('adds the surcharge in force for the longest prefix to the cost, and keeps it as the extra fee', () => {
    expect(shippingSettingsOn(input, 'K2P 1L4', TODAY)).toMatchObject({
      ok: true,
      settings: { rateCents: 950, extraFeeCents: 0, freeShippingMinCents: 6000 },
    });
    expect(shippingSettingsOn(input, 'X0A 1H0', TODAY)).toMatchObject({
      settings: { rateCents: 1950, extraFeeCents: 1000 },
    });
    expect(shippingSettingsOn(input, 'x0a1h0', '2027-01-01')).toMatchObject({
      settings: { rateCents: 2450, extraFeeCents: 1500 },
    });
  });

  it('uses a new cost from its first day and not the day before; no free shipping when the threshold ended', () => {
    const scheduled: DatedMethodSettings[] = [
      { ...COST, effectiveTo: '2026-12-31' },
      {
        id: 3,
        instanceId: 3,
        costCents: 1100,
        minAmountCents: null,
        effectiveFrom: '2027-01-01',
        effectiveTo: null,
      },
      { ...THRESHOLD, effectiveTo: '2026-12-31' },
    ];
    const on = (day: string) => shippingSettingsOn({ ...input, methods: scheduled }, 'K2P 1L4', day);
    expect(on('2026-12-31')).toMatchObject({ settings: { rateCents: 950, freeShippingMinCents: 6000 } });
    expect(on('2027-01-01')).toMatchObject({ settings: { rateCents: 1100, freeShippingMinCents: null } });
    expect(shippingSettingsOn({ ...input, methods: [] }, 'K2P 1L4', TODAY)).toEqual({
      ok: false,
      reason: 'no-cost',
    });
  });
});

describe('planShippingChange', () => {
  it('schedules a new cost, ending the open one the day before', () => {
    expect(
      planShippingChange(
        input,
        { kind: 'add-method', instanceId: 3, amountCents: 1100, effectiveFrom: '2027-01-01' },
        TODAY,
      ),
    ).toEqual({ ok: true, ends: [{ id: 1, effectiveTo: '2026-12-31' }] });
  });

  it("refuses ending Canada Post's cost with nothing after it, an amount out of bounds, a start in the past", () => {
    expect(
      planShippingChange(input, { kind: 'end-method', id: 1, effectiveTo: '2027-01-01' }, TODAY),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining('Canada Post always needs a cost'),
    });
    expect(
      planShippingChange(input, { kind: 'end-method', id: 2, effectiveTo: '2027-01-01' }, TODAY),
    ).toMatchObject({
      ok: true,
    });
    expect(
      planShippingChange(
        input,
        { kind: 'add-surcharge', prefix: 'Y', extraFeeCents: 100_001, effectiveFrom: TODAY },
        TODAY,
      ),
    ).toMatchObject({ ok: false, message: 'The amount must be between $0.00 and $1,000.00.' });
    expect(
      planShippingChange(
        input,
        { kind: 'add-surcharge', prefix: 'Y', extraFeeCents: 500, effectiveFrom: '2026-11-25' },
        TODAY,
      ),
    ).toMatchObject({ ok: false });
  });

  it('whatever is accepted, every day from today on still has exactly one Canada Post cost', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 90 }), { maxLength: 5 }),
        fc.integer({ min: -2, max: 120 }),
        (starts, endOffset) => {
          let current = [...methods];
          for (const offset of starts) {
            const plan = planShippingChange(
              { ...input, methods: current },
              {
                kind: 'add-method',
                instanceId: 3,
                amountCents: 1000 + offset,
                effectiveFrom: addCalendarDays(TODAY, offset),
              },
              TODAY,
            );
            if (!plan.ok) continue;
            current = current.map((m) => {
              const end = plan.ends.find((e) => e.id === m.id);
              return end === undefined ? m : { ...m, effectiveTo: end.effectiveTo };
            });
            current.push({
              id: current.length + 10,
              instanceId: 3,
              costCents: 1000 + offset,
              minAmountCents: null,
              effectiveFrom: addCalendarDays(TODAY, offset),
              effectiveTo: null,
            });
          }
          const last = current.filter((m) => m.instanceId === 3).at(-1) ?? COST;
          const plan = planShippingChange(
            { ...input, methods: current },
            { kind: 'end-method', id: last.id, effectiveTo: addCalendarDays(TODAY, endOffset) },
            TODAY,
          );
          expect(plan.ok).toBe(false);
          expect(
            coversFrom(
              current.filter((m) => m.instanceId === 3),
              TODAY,
            ),
          ).toBe(true);
          for (let offset = 0; offset < 100; offset += 7)
            expect(
              shippingSettingsOn({ ...input, methods: current }, 'K2P 1L4', addCalendarDays(TODAY, offset))
                .ok,
            ).toBe(true);
        },
      ),
    );
  });
});
