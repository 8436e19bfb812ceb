import fc from 'fast-check';
import { allowedEvents, apply, canApply } from './apply';
import { addCalendarDays, dateParts, daysInMonth } from '@maplepack/calendar';
import { describeLogEntry } from './describe-log-entry';
import { dateOfInstant } from './instant';
import { subscriptionLifecycleSchema } from './lifecycle';
import { checkLifecycleInvariants } from './lifecycle-invariants';
import {
  isCustomerEventType,
  LIFECYCLE_EVENT_TYPES,
  type LifecycleEventInput,
  type LifecycleEventType,
} from './lifecycle-event';
import { lifecycleLogEntrySchema } from './log-entry';
import { moveDateRange } from './move-date-range';
import { addPeriods, periodKeyOf } from './period-key';
import { addMonths } from './renewal-date';
import {
  eventFromSeed,
  eventSeedArb,
  reachableLifecycleArb,
  simulateLifecycle,
  simulationStepArb,
  startArb,
  validLifecycleArb,
} from './testing';

const lifeArb = fc.record({ start: startArb, steps: fc.array(simulationStepArb, { maxLength: 60 }) });

/** A plan whose next renewal can move today. */
const movableArb = validLifecycleArb.filter(
  ({ subscription, now }) => moveDateRange(subscription, dateOfInstant(now)) !== null,
);

/** An event of `type` that the rules accept whenever the state allows the type at all. */
function canonicalEvent(
  type: LifecycleEventType,
  subscription: Parameters<typeof moveDateRange>[0],
  now: string,
): LifecycleEventInput {
  const today = dateOfInstant(now);
  switch (type) {
    case 'subscription.pause':
      return { type, months: 1 };
    case 'subscription.move-date':
      return { type, date: moveDateRange(subscription, today)?.latest ?? today };
    case 'subscription.cancel':
      return { type, reason: 'other' };
    case 'payment.succeeded':
    case 'payment.failed':
      return { type, at: now };
    default:
      return { type };
  }
}

describe('lifecycle properties', () => {
  it('every state a life reaches keeps the invariants, and every log entry reads', () => {
    fc.assert(
      fc.property(lifeArb, (life) => {
        for (const record of simulateLifecycle(life).records) {
          if (!record.result.ok) continue;
          const parsed = subscriptionLifecycleSchema.safeParse(record.result.subscription);
          expect(parsed.error?.issues ?? []).toEqual([]);
          expect(lifecycleLogEntrySchema.parse(record.result.log)).toEqual(record.result.log);
          expect(describeLogEntry(record.result.log)).toMatch(/\.$/);
        }
      }),
    );
  });

  it('from any reachable state only allowed events change it, and every allowed event can happen', () => {
    fc.assert(
      fc.property(reachableLifecycleArb, eventSeedArb, ({ subscription, now }, seed) => {
        const today = dateOfInstant(now);
        const event = eventFromSeed(seed, now);
        const result = apply(subscription, event, today);
        const allowed = allowedEvents(subscription, today, 'all');
        if (result.ok) expect(allowed).toContain(seed.type);
        if (!allowed.includes(seed.type)) expect(result.ok).toBe(false);
        for (const type of LIFECYCLE_EVENT_TYPES) {
          expect(canApply(subscription, type, today)).toBe(allowed.includes(type));
          if (allowed.includes(type))
            expect(apply(subscription, canonicalEvent(type, subscription, now), today).ok).toBe(true);
        }
        expect(allowedEvents(subscription, today)).toEqual(allowed.filter(isCustomerEventType));
      }),
    );
  });

  it('from any state that keeps the invariants, every accepted event keeps them and sets no date in the past', () => {
    fc.assert(
      fc.property(validLifecycleArb, eventSeedArb, ({ subscription, now }, seed) => {
        const today = dateOfInstant(now);
        const events = [
          eventFromSeed(seed, now),
          ...LIFECYCLE_EVENT_TYPES.map((type) => canonicalEvent(type, subscription, now)),
        ];
        for (const event of events) {
          const result = apply(subscription, event, today);
          if (!result.ok) continue;
          expect(canApply(subscription, event.type, today)).toBe(true);
          expect(checkLifecycleInvariants(result.subscription)).toEqual([]);
          const next = result.subscription.nextPaymentDate;
          if (next !== null && next !== subscription.nextPaymentDate) expect(next >= today).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a date move lands within a month of the old date, not in the past, in a period not yet renewed', () => {
    fc.assert(
      fc.property(movableArb, fc.integer({ min: -35, max: 35 }), ({ subscription, now }, offsetDays) => {
        const today = dateOfInstant(now);
        const date = addCalendarDays(subscription.nextPaymentDate ?? today, offsetDays);
        const result = apply(subscription, { type: 'subscription.move-date', date }, today);
        const range = moveDateRange(subscription, today);
        const from = subscription.nextPaymentDate ?? '';
        const inRange = range !== null && date >= range.earliest && date <= range.latest && date !== from;
        expect(result.ok).toBe(inRange);
        if (!result.ok) return;
        expect(date >= today).toBe(true);
        expect(date >= addMonths(from, -1) && date <= addMonths(from, 1)).toBe(true);
        if (subscription.lastRenewalPeriod !== null)
          expect(periodKeyOf(date) > subscription.lastRenewalPeriod).toBe(true);
        expect(checkLifecycleInvariants(result.subscription)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('a skip moves the next renewal exactly one period, on the anchor day', () => {
    fc.assert(
      fc.property(reachableLifecycleArb, ({ subscription, now }) => {
        const today = dateOfInstant(now);
        const result = apply(subscription, { type: 'subscription.skip' }, today);
        if (!result.ok) return;
        const before = subscription.nextPaymentDate ?? '';
        const after = result.subscription.nextPaymentDate ?? '';
        expect(periodKeyOf(after)).toBe(addPeriods(periodKeyOf(before), 1));
        expect(after).toBe(addMonths(before, 1, subscription.anchorDay));
        expect({ ...result.subscription, nextPaymentDate: before }).toEqual(subscription);
      }),
    );
  });

  it('no life charges two renewals in one period, charges before a date, or sets a renewal in the past', () => {
    fc.assert(
      fc.property(lifeArb, (life) => {
        const opened: string[] = [];
        const paid = new Set<string>();
        const failedAttempts = new Map<string, number>();
        for (const { result, today, before } of simulateLifecycle(life).records) {
          if (!result.ok) continue;
          const { log, subscription } = result;
          if (log.kind === 'renewal-started') {
            expect(log.packDate <= today).toBe(true);
            if (opened.length > 0) expect(log.period > (opened[opened.length - 1] ?? '')).toBe(true);
            opened.push(log.period);
          }
          if (log.kind === 'payment-failed') {
            const count = (failedAttempts.get(log.period) ?? 0) + 1;
            failedAttempts.set(log.period, count);
            // The first charge and 5 retries at most; the last says so.
            expect(count).toBeLessThanOrEqual(6);
            expect(log.retryAt === null).toBe(count === 6);
          }
          if (log.kind === 'renewal-paid') {
            expect(paid.has(log.period)).toBe(false);
            paid.add(log.period);
          }
          for (const effect of result.effects) {
            if (effect.type === 'charge') expect(effect.period).toBe(subscription.lastRenewalPeriod);
          }
          const next = subscription.nextPaymentDate;
          if (next !== null && next !== before.nextPaymentDate && subscription.renewal === null) {
            expect(next >= today).toBe(true);
          }
        }
      }),
    );
  });

  it('month ends stay anchored over long lives: only a date move changes the anchor day', () => {
    fc.assert(
      fc.property(lifeArb, (life) => {
        for (const { result, before } of simulateLifecycle(life).records) {
          if (!result.ok) continue;
          const { subscription } = result;
          if (result.log.kind !== 'date-moved') expect(subscription.anchorDay).toBe(before.anchorDay);
          if (subscription.nextPaymentDate !== null) {
            const { year, month, day } = dateParts(subscription.nextPaymentDate);
            expect(day).toBe(Math.min(subscription.anchorDay, daysInMonth(year, month)));
          }
        }
      }),
    );
  });

  it('an untouched active plan that always pays renews once a month for years, on its anchor day', () => {
    fc.assert(
      fc.property(startArb, fc.integer({ min: 12, max: 48 }), (start, months) => {
        // The engine passes once a day, as the queue's cron does.
        const steps = Array.from({ length: months * 31 }, () => ({
          advanceHours: 24,
          kind: 'engine' as const,
          passes: 1,
          outcome: 'succeed' as const,
        }));
        const life = simulateLifecycle({ start: { ...start, trial: false }, steps });
        const paid = life.records.flatMap((r) =>
          r.result.ok && r.result.log.kind === 'renewal-paid' ? [r.result.log] : [],
        );
        const first = addCalendarDays(start.startDate, 26);
        paid.forEach((log, index) => {
          expect(log.packDate).toBe(addMonths(first, index, dateParts(first).day));
        });
        expect(paid.length).toBeGreaterThanOrEqual(months - 1);
        expect(life.records.every((r) => r.result.ok)).toBe(true);
      }),
    );
  });
});
