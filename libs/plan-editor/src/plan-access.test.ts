import { checkPlanAccess } from './plan-access';

const denied = {
  ok: false,
  code: 'plan.access-denied',
  title: 'Access denied.',
  message: 'Invalid subscription. Please contact administrator.',
  toast: { position: 'top-right', durationMs: 3000, tone: 'danger' },
};

describe('checkPlanAccess', () => {
  it.each([
    ['the owner, signed in', { id: 42, status: 200 }, { customerId: 42 }, { ok: true }],
    ['a guest', null, { customerId: 42 }, denied],
    ['the owner with a stale session', { id: 42, status: 401 }, { customerId: 42 }, denied],
    ['another customer', { id: 43, status: 200 }, { customerId: 42 }, denied],
    ['anyone, with no plan loaded', { id: 42, status: 200 }, null, denied],
  ])('%s', (_label, actor, subscription, expected) => {
    expect(checkPlanAccess(actor, subscription)).toEqual(expected);
  });
});
