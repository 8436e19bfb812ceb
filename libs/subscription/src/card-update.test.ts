import { apply } from './apply';
import { describeLogEntry } from './describe-log-entry';
import { accepted, makeLifecycle } from './testing';

const CARD = { type: 'card.updated' } as const;

describe('card update', () => {
  it('retries a failed renewal at once, as the next attempt', () => {
    const retrying = makeLifecycle({
      status: 'on-hold',
      holdReason: 'payment-failed',
      lastRenewalPeriod: '2026-01',
      renewal: {
        period: '2026-01',
        date: '2026-01-31',
        failures: 2,
        firstFailureAt: '2026-01-31T09:00:00.000Z',
      },
    });
    const result = accepted(apply(retrying, CARD, '2026-02-01'));
    expect(result.subscription).toEqual(retrying);
    expect(result.effects).toEqual([{ type: 'charge', period: '2026-01', attempt: 3 }]);
    expect(describeLogEntry(result.log)).toBe(
      'Updated the card. Trying the payment for the 31 January pack again now.',
    );
  });

  it('only records the card on a plan with nothing to retry', () => {
    const result = accepted(apply(makeLifecycle(), CARD, '2026-01-20'));
    expect(result.effects).toEqual([]);
    expect(describeLogEntry(result.log)).toBe('Updated the card.');
    const trial = makeLifecycle({ status: 'on-hold', holdReason: 'trial', cardOnFile: false });
    expect(accepted(apply(trial, CARD, '2026-01-20')).subscription).toEqual({ ...trial, cardOnFile: true });
  });

  it('does not charge a renewal whose first charge is still under way', () => {
    const charging = makeLifecycle({
      lastRenewalPeriod: '2026-01',
      renewal: { period: '2026-01', date: '2026-01-31', failures: 0, firstFailureAt: null },
    });
    expect(accepted(apply(charging, CARD, '2026-01-31')).effects).toEqual([]);
  });

  it('refuses an expired plan', () => {
    expect(apply(makeLifecycle({ status: 'expired', nextPaymentDate: null }), CARD, '2026-01-20').ok).toBe(
      false,
    );
  });
});
