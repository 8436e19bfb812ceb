import { describeLogEntry } from './describe-log-entry';
import { subscriptionLifecycleSchema } from './lifecycle';
import { startSubscription } from './start-subscription';

describe('startSubscription', () => {
  it('starts a normal plan active, renewing 26 days later on that day of the month', () => {
    const { subscription, log } = startSubscription({ startDate: '2026-02-10', trial: false });
    expect(subscription).toEqual({
      status: 'active',
      startDate: '2026-02-10',
      anchorDay: 8,
      nextPaymentDate: '2026-03-08',
      lastRenewalPeriod: null,
      renewal: null,
      holdReason: null,
      cancellation: null,
      cardOnFile: true,
    });
    expect(subscriptionLifecycleSchema.parse(subscription)).toEqual(subscription);
    expect(describeLogEntry(log)).toBe('Started the plan. The next pack is charged on 8 March.');
  });

  it('starts a trial on hold, without a card, with the same first renewal date', () => {
    const { subscription, log } = startSubscription({ startDate: '2026-01-05', trial: true });
    expect(subscription).toMatchObject({
      status: 'on-hold',
      holdReason: 'trial',
      cardOnFile: false,
      nextPaymentDate: '2026-01-31',
      anchorDay: 31,
    });
    expect(subscriptionLifecycleSchema.parse(subscription)).toEqual(subscription);
    expect(describeLogEntry(log)).toBe(
      'Started the trial. Add a card and reactivate the plan to keep it going after the trial pack.',
    );
  });
});
