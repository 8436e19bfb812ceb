import { addCalendarDays } from '@maplepack/calendar';
import fc from 'fast-check';
import {
  SCHEDULE_MESSAGES,
  applySchedulePlan,
  inForceOn,
  planScheduleChange,
  type DatedVersion,
  type ScheduleChange,
} from './dated-schedule';

const TODAY = '2026-11-26';
const day = (offset: number) => addCalendarDays(TODAY, offset);
const KEYS = ['CA|ON|HST', 'CA|QC|QST'];

/** A schedule without overlaps per key: consecutive spans with gaps, the last one maybe open. */
const scheduleArb: fc.Arbitrary<DatedVersion[]> = fc
  .array(
    fc.record({
      key: fc.constantFrom(...KEYS),
      spans: fc.array(
        fc.record({ gap: fc.integer({ min: 0, max: 5 }), length: fc.integer({ min: 0, max: 20 }) }),
        {
          maxLength: 4,
        },
      ),
      open: fc.boolean(),
      start: fc.integer({ min: -40, max: 10 }),
    }),
    { maxLength: 2 },
  )
  .map((groups) => {
    const versions: DatedVersion[] = [];
    const seen = new Set<string>();
    for (const group of groups) {
      if (seen.has(group.key)) continue;
      seen.add(group.key);
      let cursor = group.start;
      group.spans.forEach((span, index) => {
        const from = cursor + span.gap;
        const last = index === group.spans.length - 1;
        versions.push({
          id: versions.length + 1,
          key: group.key,
          effectiveFrom: day(from),
          effectiveTo: last && group.open ? null : day(from + span.length),
        });
        cursor = from + span.length + 1;
      });
    }
    return versions;
  });

const changeArb = (versions: DatedVersion[]): fc.Arbitrary<ScheduleChange> => {
  const ids = versions.length === 0 ? [99] : versions.map((v) => v.id);
  const offset = fc.integer({ min: -10, max: 60 });
  return fc.oneof(
    fc.record({
      kind: fc.constant('add' as const),
      key: fc.constantFrom(...KEYS),
      effectiveFrom: offset.map(day),
      effectiveTo: fc.option(offset.map(day)),
    }),
    fc.record({
      kind: fc.constant('end' as const),
      id: fc.constantFrom(...ids),
      effectiveTo: offset.map(day),
    }),
    fc.record({
      kind: fc.constant('edit' as const),
      id: fc.constantFrom(...ids),
      key: fc.constantFrom(...KEYS),
      effectiveFrom: offset.map(day),
      effectiveTo: fc.option(offset.map(day)),
    }),
  );
};

const overlapping = (a: DatedVersion, b: DatedVersion) =>
  (a.effectiveTo === null || a.effectiveTo >= b.effectiveFrom) &&
  (b.effectiveTo === null || b.effectiveTo >= a.effectiveFrom);

const inForceIds = (versions: DatedVersion[], on: string) =>
  versions
    .filter((v) => inForceOn(v, on))
    .map((v) => v.id)
    .sort();

describe('planScheduleChange properties', () => {
  const cases = scheduleArb.chain((versions) => fc.tuple(fc.constant(versions), changeArb(versions)));

  it('never lets two versions of one key overlap, nor a version end before it starts', () => {
    fc.assert(
      fc.property(cases, ([versions, change]) => {
        const plan = planScheduleChange(versions, change, TODAY);
        if (!plan.ok) return;
        const after = applySchedulePlan(versions, change, plan, 1000);
        for (const a of after) {
          expect(a.effectiveTo === null || a.effectiveTo >= a.effectiveFrom).toBe(true);
          for (const b of after)
            if (a.id !== b.id && a.key === b.key)
              expect({ a, b, overlap: overlapping(a, b) }).toMatchObject({ overlap: false });
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never changes what was in force before today (orders already priced keep their rules)', () => {
    fc.assert(
      fc.property(cases, ([versions, change]) => {
        const plan = planScheduleChange(versions, change, TODAY);
        if (!plan.ok) return;
        const after = applySchedulePlan(versions, change, plan, 1000);
        for (let offset = -60; offset < 0; offset += 1)
          expect(inForceIds(after, day(offset))).toEqual(inForceIds(versions, day(offset)));
      }),
      { numRuns: 500 },
    );
  });

  it('never re-rates a version already in force: an edit of one is refused', () => {
    fc.assert(
      fc.property(cases, ([versions, change]) => {
        if (change.kind !== 'edit') return;
        const target = versions.find((v) => v.id === change.id);
        if (target === undefined || target.effectiveFrom > TODAY) return;
        expect(planScheduleChange(versions, change, TODAY)).toEqual({
          ok: false,
          message: SCHEDULE_MESSAGES.alreadyInForce,
        });
      }),
    );
  });

  it('always accepts a first version of a new key from today or later', () => {
    fc.assert(
      fc.property(scheduleArb, fc.integer({ min: 0, max: 400 }), (versions, offset) => {
        const plan = planScheduleChange(
          versions,
          { kind: 'add', key: 'CA|NS|HST', effectiveFrom: day(offset), effectiveTo: null },
          TODAY,
        );
        expect(plan).toEqual({ ok: true, ends: [] });
      }),
    );
  });
});

describe('planScheduleChange', () => {
  const ontario: DatedVersion = { id: 1, key: 'CA|ON|HST', effectiveFrom: '2010-07-01', effectiveTo: null };

  it('ends the open rule the day before a new rate starts', () => {
    expect(
      planScheduleChange(
        [ontario],
        { kind: 'add', key: 'CA|ON|HST', effectiveFrom: '2027-01-01', effectiveTo: null },
        TODAY,
      ),
    ).toEqual({ ok: true, ends: [{ id: 1, effectiveTo: '2026-12-31' }] });
  });

  it('refuses a start in the past, an end before yesterday, an overlap, with words for staff', () => {
    expect(
      planScheduleChange(
        [ontario],
        { kind: 'add', key: 'CA|ON|HST', effectiveFrom: '2026-11-01', effectiveTo: null },
        TODAY,
      ),
    ).toEqual({ ok: false, message: SCHEDULE_MESSAGES.startsInPast });
    expect(planScheduleChange([ontario], { kind: 'end', id: 1, effectiveTo: '2026-11-20' }, TODAY)).toEqual({
      ok: false,
      message: SCHEDULE_MESSAGES.endsInPast,
    });
    const scheduled: DatedVersion = {
      id: 2,
      key: 'CA|ON|HST',
      effectiveFrom: '2027-01-01',
      effectiveTo: null,
    };
    const ended = { ...ontario, effectiveTo: '2026-12-31' };
    expect(
      planScheduleChange(
        [ended, scheduled],
        { kind: 'add', key: 'CA|ON|HST', effectiveFrom: '2027-06-01', effectiveTo: '2027-06-30' },
        TODAY,
      ),
    ).toEqual({ ok: true, ends: [{ id: 2, effectiveTo: '2027-05-31' }] });
    expect(
      planScheduleChange(
        [ended, { ...scheduled, effectiveTo: '2027-12-31' }],
        { kind: 'add', key: 'CA|ON|HST', effectiveFrom: '2027-06-01', effectiveTo: null },
        TODAY,
      ),
    ).toEqual({ ok: false, message: SCHEDULE_MESSAGES.overlaps('2027-01-01', '2027-12-31') });
  });

  it('moves the end of the rule a scheduled one follows when its start moves', () => {
    const ended = { ...ontario, effectiveTo: '2026-12-31' };
    const scheduled: DatedVersion = {
      id: 2,
      key: 'CA|ON|HST',
      effectiveFrom: '2027-01-01',
      effectiveTo: null,
    };
    expect(
      planScheduleChange(
        [ended, scheduled],
        { kind: 'edit', id: 2, key: 'CA|ON|HST', effectiveFrom: '2027-02-01', effectiveTo: null },
        TODAY,
      ),
    ).toEqual({ ok: true, ends: [{ id: 1, effectiveTo: '2027-01-31' }] });
  });
});
