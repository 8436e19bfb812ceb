import { apply } from './apply';
import { describeLogEntry } from './describe-log-entry';
import { type SubscriptionLifecycle } from './lifecycle';
import { startSubscription } from './start-subscription';
import { accepted, applyAll, makeLifecycle } from './testing';

const REACTIVATE = { type: 'subscription.reactivate' } as const;
const CANCEL = { type: 'subscription.cancel', reason: 'have-enough' } as const;

describe('reactivate', () => {
  it('undoes a pending cancellation: the plan renews on the date it would have ended', () => {
    const pending = applyAll(makeLifecycle(), [CANCEL], '2026-01-20');
    const result = accepted(apply(pending, REACTIVATE, '2026-01-25'));
    expect(result.subscription).toEqual(makeLifecycle());
    expect(describeLogEntry(result.log)).toBe(
      'Reactivated the plan. The next pack is charged on 31 January.',
    );
  });

  it('restarts a cancelled plan on its anchor day, from today on', () => {
    const cancelled = applyAll(makeLifecycle(), [CANCEL], '2026-01-20');
    const ended = accepted(apply(cancelled, { type: 'renewal.due' }, '2026-01-31')).subscription;
    expect(accepted(apply(ended, REACTIVATE, '2026-03-05')).subscription).toEqual(
      makeLifecycle({ nextPaymentDate: '2026-03-31' }),
    );
  });

  it('needs a card: a trial on hold is reactivated after the card is added', () => {
    const trial = startSubscription({ startDate: '2026-01-05', trial: true }).subscription;
    expect(apply(trial, REACTIVATE, '2026-01-10')).toEqual({
      ok: false,
      code: 'subscription.card-required',
      message: 'Please add a card before reactivating your plan.',
    });
    const withCard = applyAll(trial, [{ type: 'card.updated' }], '2026-01-10');
    expect(accepted(apply(withCard, REACTIVATE, '2026-01-10')).subscription).toEqual(
      makeLifecycle({ nextPaymentDate: '2026-01-31' }),
    );
    // After the trial's renewal date went by, the next anchor date.
    expect(accepted(apply(withCard, REACTIVATE, '2026-02-03')).subscription.nextPaymentDate).toBe(
      '2026-02-28',
    );
  });

  it('restarts a plan whose retries ran out in the month after the failed one', () => {
    const exhausted: SubscriptionLifecycle = makeLifecycle({
      status: 'on-hold',
      holdReason: 'payment-failed',
      nextPaymentDate: null,
      lastRenewalPeriod: '2026-01',
    });
    expect(accepted(apply(exhausted, REACTIVATE, '2026-02-08')).subscription).toEqual(
      makeLifecycle({ nextPaymentDate: '2026-02-28', lastRenewalPeriod: '2026-01' }),
    );
  });

  it('sends a plan still retrying a payment to the card update instead', () => {
    const retrying = makeLifecycle({
      status: 'on-hold',
      holdReason: 'payment-failed',
      lastRenewalPeriod: '2026-01',
      renewal: {
        period: '2026-01',
        date: '2026-01-31',
        failures: 1,
        firstFailureAt: '2026-01-31T09:00:00.000Z',
      },
    });
    expect(apply(retrying, REACTIVATE, '2026-02-01')).toEqual({
      ok: false,
      code: 'subscription.payment-pending',
      message: 'A payment for your plan failed. Please update your card to retry it.',
    });
  });

  it('refuses an active, paused or expired plan', () => {
    expect(apply(makeLifecycle(), REACTIVATE, '2026-01-20')).toMatchObject({
      message: 'Your plan is already active.',
    });
    expect(apply(makeLifecycle({ status: 'paused' }), REACTIVATE, '2026-01-20')).toMatchObject({
      message: 'Your plan is paused: please resume it instead.',
    });
    const expired = makeLifecycle({ status: 'expired', nextPaymentDate: null });
    expect(apply(expired, REACTIVATE, '2026-01-20')).toMatchObject({
      code: 'subscription.not-allowed',
      message: 'This plan has ended. Please start a new one from the health assessment.',
    });
  });
});
