import { subscriptionLifecycleSchema } from './lifecycle';
import { checkLifecycleInvariants } from './lifecycle-invariants';
import { makeLifecycle } from './testing';

describe('lifecycle invariants', () => {
  it('hold for the fixture', () => {
    expect(checkLifecycleInvariants(makeLifecycle())).toEqual([]);
    expect(subscriptionLifecycleSchema.safeParse(makeLifecycle()).success).toBe(true);
  });

  it.each([
    [{ nextPaymentDate: null }, 'An active plan needs a next payment date.'],
    [{ nextPaymentDate: '2026-02-27' }, 'The next payment date 2026-02-27 is not on anchor day 31.'],
    [
      { nextPaymentDate: '2026-01-31', lastRenewalPeriod: '2026-01' },
      'The next payment date 2026-01-31 falls in a period already renewed (2026-01).',
    ],
    [{ cardOnFile: false }, 'An active or paused plan, or one being charged, needs a card.'],
    [{ status: 'cancelled' as const }, 'A cancelled plan has no next payment date.'],
    [{ status: 'on-hold' as const }, 'Only an on-hold plan has a hold reason.'],
    [{ holdReason: 'trial' as const }, 'Only an on-hold plan has a hold reason.'],
    [
      { renewal: { period: '2026-01', date: '2026-01-31', failures: 0, firstFailureAt: null } },
      'The open renewal is not the last period renewed.',
    ],
  ])('refuse %j', (overrides, problem) => {
    const broken = makeLifecycle(overrides);
    expect(checkLifecycleInvariants(broken)).toContain(problem);
    expect(subscriptionLifecycleSchema.safeParse(broken).success).toBe(false);
  });

  it('refuse a row with an unknown field or status', () => {
    expect(subscriptionLifecycleSchema.safeParse({ ...makeLifecycle(), extra: 1 }).success).toBe(false);
    expect(subscriptionLifecycleSchema.safeParse({ ...makeLifecycle(), status: 'switched' }).success).toBe(
      false,
    );
  });
});
