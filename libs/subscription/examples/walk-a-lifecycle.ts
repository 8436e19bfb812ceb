import {
  apply,
  describeLogEntry,
  startSubscription,
  type LifecycleEventInput,
  type SubscriptionLifecycle,
} from '@maplepack/subscription';

// The first order was paid on 1 November; the first renewal is 26 days later.
const started = startSubscription({ startDate: '2026-11-01', trial: false });
let plan: SubscriptionLifecycle = started.subscription;
console.log(describeLogEntry(started.log));

// Each event is applied on a given day (the shop's UTC calendar day, passed in, never read).
const events: Array<[string, LifecycleEventInput]> = [
  ['2026-11-10', { type: 'subscription.skip' }],
  // Events from outside (a request body) are parsed first: this one is refused.
  ['2026-11-12', JSON.parse('{ "type": "subscription.pause", "months": 4 }') as LifecycleEventInput],
  ['2026-12-27', { type: 'renewal.due' }],
  ['2026-12-27', { type: 'payment.succeeded', at: '2026-12-27T14:00:00Z' }],
  ['2027-01-03', { type: 'subscription.cancel', reason: 'have-enough' }],
];
for (const [today, event] of events) {
  const result = apply(plan, event, today);
  if (!result.ok) {
    console.log(`${today} ${event.type}: refused (${result.code}) ${result.message}`);
    continue;
  }
  plan = result.subscription;
  const effects = result.effects.map((effect) => effect.type).join(', ');
  console.log(`${today} ${describeLogEntry(result.log)}${effects ? ` [${effects}]` : ''}`);
}
console.log(plan.status, plan.nextPaymentDate);
