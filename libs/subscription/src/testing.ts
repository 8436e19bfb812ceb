import fc from 'fast-check';
import { apply } from './apply';
import { addCalendarDays, type IsoDate } from '@maplepack/calendar';
import { isoDateArb } from '@maplepack/calendar/testing';
import { CANCEL_REASONS, type CancelReason } from './cancel-reason';
import { isDue } from './due';
import { DEFAULT_RETRY_SCHEDULE, retryDue, type RetrySchedule } from './dunning';
import { addHours, dateOfInstant, type Instant } from './instant';
import { type HoldReason, lifecycleStatusSchema, type SubscriptionLifecycle } from './lifecycle';
import { checkLifecycleInvariants } from './lifecycle-invariants';
import {
  isCustomerEventType,
  LIFECYCLE_EVENT_TYPES,
  type LifecycleEventInput,
  type LifecycleEventType,
} from './lifecycle-event';
import { type LifecycleResult } from './lifecycle-result';
import { addPeriods, anchoredDateIn, periodKeyOf } from './period-key';
import { startSubscription } from './start-subscription';

/** A date between 2020 and 2045 (month ends and leap days included by chance). */
export { isoDateArb };

/** A plan's start: a date and whether it is a trial (one in five). */
export const startArb: fc.Arbitrary<{ startDate: IsoDate; trial: boolean }> = fc.record({
  startDate: isoDateArb(),
  trial: fc.oneof({ arbitrary: fc.constant(false), weight: 4 }, { arbitrary: fc.constant(true), weight: 1 }),
});

/**
 * An event as data relative to "now", so counterexamples print readably: `dateOffsetDays` places a
 * move-date around today (past dates and dates out of range included on purpose).
 */
export interface EventSeed {
  type: LifecycleEventType;
  months: number;
  dateOffsetDays: number;
  reason: CancelReason;
  note: string;
}

const CUSTOMER_TYPES = LIFECYCLE_EVENT_TYPES.filter(isCustomerEventType);
const ENGINE_TYPES = LIFECYCLE_EVENT_TYPES.filter((type) => !isCustomerEventType(type));

/** Mostly the person's events; now and then a stray engine report (a late webhook, a double pass). */
export const eventSeedArb: fc.Arbitrary<EventSeed> = fc.record({
  type: fc.oneof(
    { arbitrary: fc.constantFrom(...CUSTOMER_TYPES), weight: 4 },
    { arbitrary: fc.constantFrom(...ENGINE_TYPES), weight: 1 },
  ),
  months: fc.constantFrom(1, 2, 3, 3, 4),
  dateOffsetDays: fc.integer({ min: -5, max: 70 }),
  reason: fc.constantFrom(...(Object.keys(CANCEL_REASONS) as CancelReason[])),
  note: fc.constantFrom('', 'Moving abroad'),
});

/** The event a seed stands for at `now`. */
export function eventFromSeed(seed: EventSeed, now: Instant): LifecycleEventInput {
  const today = dateOfInstant(now);
  switch (seed.type) {
    case 'subscription.pause':
      return { type: seed.type, months: seed.months as 1 | 2 | 3 };
    case 'subscription.move-date':
      return { type: seed.type, date: addCalendarDays(today, seed.dateOffsetDays) };
    case 'subscription.cancel':
      return { type: seed.type, reason: seed.reason, note: seed.note };
    case 'payment.succeeded':
    case 'payment.failed':
      return { type: seed.type, at: now };
    default:
      return { type: seed.type };
  }
}

/** What the renewal engine's pass does with a due renewal or retry: the charge's outcome. */
export type EngineOutcome = 'succeed' | 'fail' | 'empty';

/**
 * One step of a simulated life: time moves on `advanceHours`, then the person (or a stray engine
 * report) sends an event, the renewal engine runs `passes` passes 12 hours apart (charges succeed,
 * fail or find nothing to charge as `outcome` says), or the saved card expires (every charge then
 * fails until the person updates it).
 */
export type SimulationStep =
  | { advanceHours: number; kind: 'event'; seed: EventSeed }
  | { advanceHours: number; kind: 'engine'; passes: number; outcome: EngineOutcome }
  | { advanceHours: number; kind: 'card-expires' };

/** Hours: mostly within a few days, sometimes weeks (a person away, an engine down). */
const gapArb = (maxDays: number) =>
  fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 72 }), weight: 3 },
    { arbitrary: fc.integer({ min: 0, max: maxDays * 24 }), weight: 1 },
  );

export const simulationStepArb: fc.Arbitrary<SimulationStep> = fc.oneof(
  {
    arbitrary: fc.record({
      advanceHours: gapArb(40),
      kind: fc.constant('event' as const),
      seed: eventSeedArb,
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      advanceHours: gapArb(20),
      kind: fc.constant('engine' as const),
      passes: fc.integer({ min: 1, max: 30 }),
      outcome: fc.constantFrom<EngineOutcome>('succeed', 'succeed', 'succeed', 'fail', 'empty'),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({ advanceHours: gapArb(40), kind: fc.constant('card-expires' as const) }),
    weight: 1,
  },
);

/** One event applied during a simulation, with the state before it and what came of it. */
export interface SimulationRecord {
  now: Instant;
  today: IsoDate;
  before: SubscriptionLifecycle;
  event: LifecycleEventInput;
  result: LifecycleResult;
}

/**
 * Runs steps from a start, as the API and the renewal engine would: each event is applied to the
 * current state and kept only when the rules accept it. An engine pass charges a due retry, or opens
 * a due renewal and charges it, reporting `outcome`. Returns every application (refusals included)
 * and the final state.
 */
export function simulateLifecycle(args: {
  start: { startDate: IsoDate; trial: boolean };
  steps: readonly SimulationStep[];
  retrySchedule?: RetrySchedule;
}): { records: SimulationRecord[]; subscription: SubscriptionLifecycle; now: Instant } {
  const schedule = args.retrySchedule ?? DEFAULT_RETRY_SCHEDULE;
  let subscription = startSubscription(args.start).subscription;
  let now: Instant = `${args.start.startDate}T12:00:00.000Z`;
  let cardWorks = true;
  const records: SimulationRecord[] = [];
  const send = (event: LifecycleEventInput): LifecycleResult => {
    const today = dateOfInstant(now);
    const result = apply(subscription, event, today, { retrySchedule: schedule });
    records.push({ now, today, before: subscription, event, result });
    if (result.ok) subscription = result.subscription;
    return result;
  };
  const charge = (outcome: EngineOutcome): void => {
    if (!cardWorks && outcome !== 'empty') send({ type: 'payment.failed', at: now });
    else if (outcome === 'empty') send({ type: 'renewal.empty' });
    else send({ type: outcome === 'succeed' ? 'payment.succeeded' : 'payment.failed', at: now });
  };
  for (const step of args.steps) {
    now = addHours(now, step.advanceHours);
    if (step.kind === 'card-expires') {
      cardWorks = false;
      continue;
    }
    if (step.kind === 'event') {
      const result = send(eventFromSeed(step.seed, now));
      if (!result.ok || step.seed.type !== 'card.updated') continue;
      cardWorks = true;
      // A card update retries a failed renewal at once.
      if (result.effects.some((effect) => effect.type === 'charge')) charge('succeed');
      continue;
    }
    for (let pass = 0; pass < step.passes; pass += 1) {
      if (pass > 0) now = addHours(now, 12);
      if (retryDue(subscription, now, schedule) !== null) {
        charge(step.outcome);
      } else if (isDue(subscription, dateOfInstant(now))) {
        const opened = send({ type: 'renewal.due' });
        if (opened.ok && opened.subscription.renewal !== null) charge(step.outcome);
      }
    }
  }
  return { records, subscription, now };
}

/** A state some life can reach, and the moment it was reached at. */
export const reachableLifecycleArb: fc.Arbitrary<{ subscription: SubscriptionLifecycle; now: Instant }> = fc
  .record({ start: startArb, steps: fc.array(simulationStepArb, { maxLength: 30 }) })
  .map((run) => {
    const { subscription, now } = simulateLifecycle(run);
    return { subscription, now };
  });

/**
 * Any lifecycle that satisfies the invariants, built around `today` (the renewed period and the next
 * date within a few months of it): corners that lives rarely reach, such as a plan paused in the
 * month it renewed with an anchor day still ahead.
 */
export const validLifecycleArb: fc.Arbitrary<{ subscription: SubscriptionLifecycle; now: Instant }> = fc
  .record({
    today: isoDateArb(),
    status: fc.constantFrom(...lifecycleStatusSchema.options),
    anchorDay: fc.integer({ min: 1, max: 31 }),
    lastOffset: fc.option(fc.constantFrom(0, 0, 0, -1, -2, -3), { freq: 4 }),
    nextOffset: fc.integer({ min: -1, max: 4 }),
    holdReason: fc.constantFrom<HoldReason>('trial', 'payment-failed'),
    renewalOpen: fc.boolean(),
    failures: fc.integer({ min: 1, max: 5 }),
    cardOnFile: fc.boolean(),
    reason: fc.constantFrom(...(Object.keys(CANCEL_REASONS) as CancelReason[])),
  })
  .map((v): { subscription: SubscriptionLifecycle; now: Instant } => {
    const period = periodKeyOf(v.today);
    const last = v.lastOffset === null ? null : addPeriods(period, v.lastOffset);
    const next = anchoredDateIn(addPeriods(period, v.nextOffset), v.anchorDay);
    const holdReason = v.status === 'on-hold' ? v.holdReason : null;
    const retrying = v.status === 'on-hold' && holdReason === 'payment-failed' && v.renewalOpen;
    const charging = v.status === 'active' && v.renewalOpen;
    let subscription: SubscriptionLifecycle = {
      status: v.status,
      startDate: addCalendarDays(v.today, -200),
      anchorDay: v.anchorDay,
      nextPaymentDate: ['active', 'paused', 'on-hold'].includes(v.status) ? next : null,
      lastRenewalPeriod: last,
      renewal: null,
      holdReason,
      cancellation: ['pending-cancel', 'cancelled'].includes(v.status)
        ? {
            reason: v.reason,
            note: '',
            requestedOn: v.today,
            effectiveOn: v.status === 'cancelled' ? v.today : next,
          }
        : null,
      cardOnFile: v.status === 'active' || v.cardOnFile,
    };
    if (retrying || charging) {
      const renewalPeriod = last ?? period;
      const date = anchoredDateIn(renewalPeriod, v.anchorDay);
      const failures = retrying ? v.failures : 0;
      subscription = {
        ...subscription,
        nextPaymentDate: date,
        lastRenewalPeriod: renewalPeriod,
        renewal: {
          period: renewalPeriod,
          date,
          failures,
          firstFailureAt: failures > 0 ? `${date}T09:00:00.000Z` : null,
        },
      };
    } else if (v.status === 'on-hold' && holdReason === 'payment-failed') {
      subscription = { ...subscription, nextPaymentDate: null };
    }
    return { subscription, now: `${v.today}T12:00:00.000Z` };
  })
  .filter(
    ({ subscription, now }) =>
      checkLifecycleInvariants(subscription).length === 0 &&
      (subscription.renewal === null || subscription.renewal.date <= dateOfInstant(now)),
  );

/**
 * An active plan renewing on the 31st: started 2026-01-05, next payment 2026-01-31, never renewed;
 * override what a test cares about (the result must still satisfy the invariants).
 */
export function makeLifecycle(overrides: Partial<SubscriptionLifecycle> = {}): SubscriptionLifecycle {
  return {
    status: 'active',
    startDate: '2026-01-05',
    anchorDay: 31,
    nextPaymentDate: '2026-01-31',
    lastRenewalPeriod: null,
    renewal: null,
    holdReason: null,
    cancellation: null,
    cardOnFile: true,
    ...overrides,
  };
}

/** The accepted result of an `apply`; throws with the refusal's code and message otherwise. */
export function accepted(result: LifecycleResult): Extract<LifecycleResult, { ok: true }> {
  if (!result.ok) throw new Error(`refused: ${result.code}: ${result.message}`);
  return result;
}

/** Applies events in order on `today`, each to the result of the one before; throws on a refusal. */
export function applyAll(
  subscription: SubscriptionLifecycle,
  events: readonly LifecycleEventInput[],
  today: IsoDate,
): SubscriptionLifecycle {
  return events.reduce((state, event) => accepted(apply(state, event, today)).subscription, subscription);
}
