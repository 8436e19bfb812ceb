import { allowedEvents, apply, canApply } from './apply';
import { type SubscriptionLifecycle } from './lifecycle';
import { makeLifecycle } from './testing';

const FAILED_AT = '2026-01-31T09:00:00.000Z';
const TODAY = '2026-01-20';

const STATES: [string, SubscriptionLifecycle, string[]][] = [
  [
    'active',
    makeLifecycle(),
    [
      'subscription.skip',
      'subscription.pause',
      'subscription.move-date',
      'subscription.cancel',
      'card.updated',
    ],
  ],
  [
    'active, charging',
    makeLifecycle({
      nextPaymentDate: '2026-01-20',
      anchorDay: 20,
      lastRenewalPeriod: '2026-01',
      renewal: { period: '2026-01', date: '2026-01-20', failures: 0, firstFailureAt: null },
    }),
    ['card.updated'],
  ],
  [
    'paused',
    makeLifecycle({ status: 'paused' }),
    ['subscription.resume', 'subscription.cancel', 'card.updated'],
  ],
  [
    'on-hold trial without a card',
    makeLifecycle({ status: 'on-hold', holdReason: 'trial', cardOnFile: false }),
    ['subscription.cancel', 'card.updated'],
  ],
  [
    'on-hold trial with a card',
    makeLifecycle({ status: 'on-hold', holdReason: 'trial' }),
    ['subscription.cancel', 'subscription.reactivate', 'card.updated'],
  ],
  [
    'on-hold, retrying',
    makeLifecycle({
      status: 'on-hold',
      holdReason: 'payment-failed',
      nextPaymentDate: '2026-01-20',
      anchorDay: 20,
      lastRenewalPeriod: '2026-01',
      renewal: { period: '2026-01', date: '2026-01-20', failures: 1, firstFailureAt: FAILED_AT },
    }),
    ['subscription.cancel', 'card.updated'],
  ],
  [
    'on-hold, retries used up',
    makeLifecycle({ status: 'on-hold', holdReason: 'payment-failed', nextPaymentDate: null }),
    ['subscription.cancel', 'subscription.reactivate', 'card.updated'],
  ],
  [
    'pending-cancel',
    makeLifecycle({
      status: 'pending-cancel',
      nextPaymentDate: null,
      cancellation: { reason: 'other', note: '', requestedOn: '2026-01-10', effectiveOn: '2026-01-31' },
    }),
    ['subscription.reactivate', 'card.updated'],
  ],
  [
    'cancelled',
    makeLifecycle({
      status: 'cancelled',
      nextPaymentDate: null,
      cancellation: { reason: 'other', note: '', requestedOn: '2026-01-10', effectiveOn: '2026-01-10' },
    }),
    ['subscription.reactivate', 'card.updated'],
  ],
  ['expired', makeLifecycle({ status: 'expired', nextPaymentDate: null }), []],
];

describe('allowedEvents', () => {
  it.each(STATES)('%s', (_name, state, expected) => {
    expect(allowedEvents(state, TODAY)).toEqual(expected);
  });

  it("adds the engine's events when asked for all", () => {
    expect(allowedEvents(makeLifecycle(), '2026-01-31', 'all')).toContain('renewal.due');
    expect(allowedEvents(makeLifecycle(), TODAY, 'all')).not.toContain('renewal.due');
    const retrying = STATES[5]?.[1] ?? makeLifecycle();
    expect(allowedEvents(retrying, TODAY, 'all')).toEqual([
      'subscription.cancel',
      'card.updated',
      'payment.succeeded',
      'payment.failed',
      'renewal.empty',
    ]);
  });

  it('agrees with canApply', () => {
    expect(canApply(makeLifecycle(), 'subscription.resume', TODAY)).toBe(false);
    expect(canApply(makeLifecycle(), 'subscription.skip', TODAY)).toBe(true);
  });
});

describe('apply', () => {
  it('refuses an unknown event or an unknown field with a readable message', () => {
    expect(apply(makeLifecycle(), { type: 'subscription.explode' } as never, TODAY)).toMatchObject({
      ok: false,
      code: 'subscription.invalid-event',
    });
    expect(apply(makeLifecycle(), { type: 'subscription.skip', months: 2 } as never, TODAY)).toMatchObject({
      ok: false,
      code: 'subscription.invalid-event',
    });
    expect(apply(makeLifecycle(), { type: 'payment.failed', at: 'yesterday' }, TODAY)).toEqual({
      ok: false,
      code: 'subscription.invalid-event',
      message: 'Expected a UTC time as YYYY-MM-DDTHH:MM:SSZ.',
    });
  });

  it('never modifies the subscription it is given', () => {
    const state = makeLifecycle();
    const frozen = Object.freeze({ ...state });
    expect(apply(frozen, { type: 'subscription.skip' }, TODAY).ok).toBe(true);
    expect(frozen).toEqual(state);
  });

  it('throws on a malformed today (a programming error, not a person’s)', () => {
    expect(() => apply(makeLifecycle(), { type: 'subscription.skip' }, '20-01-2026')).toThrow(RangeError);
  });
});
