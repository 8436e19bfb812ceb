// Model-based test of the checkout machine (@xstate/graph): the machine's own transitions are walked
// with a finite set of events (a person's moves and every answer the four IO actors can give), and
// each generated path is then run on a real actor whose actors answer as the path says, on a
// simulated clock. After every step the running actor must be where the model is, and at the end of
// each path the rules of the checkout must hold (one key per attempt, a clear end).
import {
  CHECKOUT_ERROR_CODES,
  CHECKOUT_MESSAGES,
  idempotencyKeySchema,
  type CheckoutPayment,
} from '@maplepack/api-contract';
import { getShortestPaths, getSimplePaths, type StatePath } from '@xstate/graph';
import { createActor, SimulatedClock, type EventObject, type SnapshotFrom } from 'xstate';
import { type CheckoutInput } from './checkout-context';
import { checkoutDraftOf } from './checkout-draft';
import { checkoutMachine, type CheckoutEvent, QUOTE_DEBOUNCE_MS, retryDelayMs } from './checkout-machine';
import { checkoutStepOf } from './checkout-view';
import { PLACE_MESSAGES } from './place-failure';
import {
  apiError,
  checkoutInput,
  checkoutMachineWithPendingCalls,
  countingRandomBytes,
  GUEST_CONTACT,
  noCalls,
  quoteFixture,
  receiptFixture,
  SIGNED_IN_ACCOUNT,
  TORONTO,
  type CheckoutCalls,
} from './testing';

type Snapshot = SnapshotFrom<typeof checkoutMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

const VISA: CheckoutPayment = { method: 'card', token: 'tok_visa' };

function afterEvent(stateId: string): string {
  const [transition] = checkoutMachine.getStateNodeById(stateId).after;
  if (transition === undefined) throw new Error(`${stateId} has no delayed transition`);
  return transition.eventType;
}
const DEBOUNCE = afterEvent('checkout.quote.waiting');
const BACKOFF = afterEvent('checkout.flow.retrying');

const RECEIPT = receiptFixture();
const NEW_QUOTE = quoteFixture({
  total: '21.03',
  notices: [{ kind: 'product-unavailable', product_id: 2101, message: 'Gone.' }],
});

/** Every answer the server and the card provider can give, as the actors' done and error events. */
const ACTOR_ANSWERS: ModelEvent[] = [
  { type: 'xstate.done.actor.quote', output: quoteFixture() },
  // The trial box: free shipping and a free pack, so the trial takes no card.
  { type: 'xstate.done.actor.quote', output: quoteFixture({ total: '0.00', campaign: 'trialprogram' }) },
  { type: 'xstate.error.actor.quote', error: apiError(0, 'network.error', 'An error occurred') },
  { type: 'xstate.done.actor.place', output: { status: 'completed', receipt: RECEIPT } },
  {
    type: 'xstate.done.actor.place',
    output: { status: 'requires_action', client_secret: 'secret', payment_intent_id: 'test_pi_1' },
  },
  { type: 'xstate.error.actor.place', error: apiError(0, 'network.error', 'An error occurred') },
  { type: 'xstate.error.actor.place', error: apiError(503, 'payment.unavailable', 'Try later.') },
  { type: 'xstate.error.actor.place', error: apiError(402, 'payment.declined', 'Your card was declined.') },
  {
    type: 'xstate.error.actor.place',
    error: apiError(409, CHECKOUT_ERROR_CODES.totalChanged, CHECKOUT_MESSAGES.totalChanged, {
      quote: NEW_QUOTE,
    }),
  },
  {
    type: 'xstate.error.actor.place',
    error: apiError(409, CHECKOUT_ERROR_CODES.accountExists, CHECKOUT_MESSAGES.accountExists),
  },
  {
    type: 'xstate.error.actor.place',
    error: apiError(422, CHECKOUT_ERROR_CODES.postalProvince, CHECKOUT_MESSAGES.postalProvince),
  },
  { type: 'xstate.error.actor.place', error: apiError(400, 'request.invalid', 'Your cart is empty.') },
  { type: 'xstate.done.actor.authenticate' },
  { type: 'xstate.error.actor.authenticate', error: new Error('Not authenticated.') },
  { type: 'xstate.done.actor.checkTrial', output: { eligible: true } },
  { type: 'xstate.done.actor.checkTrial', output: { eligible: false } },
  { type: 'xstate.error.actor.checkTrial', error: new Error('offline') },
  { type: DEBOUNCE },
  { type: BACKOFF },
];

/** A person's moves: a few values per field, right and wrong, and every button. */
const PERSON: ModelEvent[] = [
  { type: 'checkout.contact.change', field: 'password', value: GUEST_CONTACT.password },
  { type: 'checkout.contact.change', field: 'terms', value: true },
  { type: 'checkout.shipping.change', field: 'postcode', value: 'M5V 2T6' },
  { type: 'checkout.shipping.change', field: 'postcode', value: 'M5V' },
  { type: 'checkout.continue' },
  { type: 'checkout.back' },
  { type: 'checkout.edit', step: 'shipping' },
  { type: 'checkout.coupon.add', code: 'welcome10' },
  { type: 'checkout.place', payment: VISA },
  { type: 'checkout.place', payment: { method: 'none' } },
  { type: 'checkout.place', payment: { method: 'saved' } },
  { type: 'checkout.confirm-total' },
  { type: 'checkout.authenticate', outcome: 'succeed' },
  { type: 'checkout.authenticate', outcome: 'fail' },
  { type: 'checkout.retry' },
];

/** The state as the model tells states apart: where, and the facts of the context that steer it. */
function abstractState(snapshot: Snapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    retries: context.retries,
    attempt: context.attempt === null ? null : context.attempt.settled ? 'settled' : 'open',
    quote:
      context.quote === null ? null : context.quotedKey === context.quoteKey ? context.quote.total : 'stale',
    errors: Object.keys(context.errors).length > 0,
    messages: [context.stepError, context.paymentError, context.failure].map((message) => message !== null),
    coupons: context.coupons.length,
    // What the person has done on the forms (distinct moves must stay distinct states).
    contact: [context.contact.password !== '', context.contact.terms],
    postcode: context.shipping.postcode,
    action: context.action?.outcome ?? (context.action === null ? null : 'asked'),
  });
}

interface Model {
  name: string;
  input: () => CheckoutInput;
  /** Only these kinds of event are tried (the rest cannot happen in this mode). */
  events: (event: ModelEvent) => boolean;
}

const draft = checkoutDraftOf({
  contact: GUEST_CONTACT,
  shipping: { ...TORONTO, postcode: '' },
  billingSame: true,
  billing: TORONTO,
  attempt: null,
});

const MODELS: Model[] = [
  {
    name: 'a guest, test gateway',
    input: () => checkoutInput({ draft, randomBytes: countingRandomBytes(1) }),
    events: (event) =>
      !event.type.includes('checkTrial') &&
      !(event.type === 'checkout.place' && (event['payment'] as CheckoutPayment).method !== 'card'),
  },
  {
    name: 'a guest, Stripe',
    input: () => checkoutInput({ draft, paymentProvider: 'stripe', randomBytes: countingRandomBytes(1) }),
    events: (event) =>
      !event.type.includes('checkTrial') &&
      !event.type.startsWith('checkout.authenticate') &&
      !(event.type === 'checkout.place' && (event['payment'] as CheckoutPayment).method !== 'card'),
  },
  {
    name: 'the trial program',
    input: () => checkoutInput({ draft, campaign: 'trialprogram', randomBytes: countingRandomBytes(1) }),
    events: (event) =>
      !event.type.includes('authenticate') &&
      !(event.type === 'checkout.place' && (event['payment'] as CheckoutPayment).method !== 'none') &&
      !(
        event.type === 'xstate.done.actor.place' &&
        event['output'] !== undefined &&
        (event['output'] as { status: string }).status !== 'completed'
      ),
  },
  {
    name: 'signed in with a plan and a saved card',
    input: () =>
      checkoutInput({
        account: { ...SIGNED_IN_ACCOUNT, shipping: { ...TORONTO, postcode: '' } },
        randomBytes: countingRandomBytes(1),
      }),
    events: (event) =>
      !event.type.includes('checkTrial') &&
      !(event.type === 'checkout.place' && 'token' in (event['payment'] as CheckoutPayment)) &&
      !(event.type === 'checkout.contact.change' && event['field'] !== 'terms'),
  },
];

/** A free quote only in the trial's model, the paid one in the others: each model sees one price. */
const isFreeQuote = (event: ModelEvent): boolean =>
  event.type === 'xstate.done.actor.quote' && (event['output'] as { total: string }).total === '0.00';

function traversal(model: Model) {
  const trial = model.name === 'the trial program';
  const candidates = [...PERSON, ...ACTOR_ANSWERS]
    .filter(model.events)
    .filter((event) => event.type !== 'xstate.done.actor.quote' || isFreeQuote(event) === trial);
  return {
    input: model.input(),
    serializeState: (snapshot: Snapshot) => abstractState(snapshot),
    // Only events the state takes (guards included), so every edge moves the model somewhere.
    events: (snapshot: Snapshot) =>
      candidates.filter((event) => snapshot.can(event as never)) as unknown as CheckoutEvent[],
  };
}

const flowOf = (snapshot: Snapshot) => checkoutStepOf(snapshot.value);

/** A path step as a test title reads it: 'place', 'declined', 'network', 'completed'… */
function stepLabel(event: ModelEvent): string {
  if (event.type === BACKOFF) return 'wait';
  const answer = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
  if (answer === null)
    return event.type.replace(/^checkout\./, '') + (event['outcome'] ? `:${String(event['outcome'])}` : '');
  if (answer[1] === 'done') {
    const status = (event['output'] as { status?: string } | undefined)?.status;
    return `${answer[2]} ${status ?? 'done'}`;
  }
  return `${answer[2]} ${String((event['error'] as { code?: string }).code ?? 'failed')}`;
}

/** Runs a model path on a real actor; the actors answer as the path's events say. */
async function runPath(model: Model, path: StatePath<Snapshot, CheckoutEvent>) {
  const calls: CheckoutCalls = noCalls();
  const clock = new SimulatedClock();
  const actor = createActor(checkoutMachineWithPendingCalls(calls), { input: model.input(), clock }).start();
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  await flush();
  let previous = actor.getSnapshot().context.attempt;
  for (const step of path.steps) {
    const event = step.event as unknown as ModelEvent;
    const answer = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
    if (event.type === 'xstate.init') {
      // the path's start
    } else if (answer !== null) {
      const list = calls[answer[2] as keyof CheckoutCalls] as Array<{
        resolve: (output: unknown) => void;
        reject: (error: unknown) => void;
      }>;
      const pending = list.at(-1);
      if (pending === undefined) throw new Error(`${event.type}: the actor was never called`);
      if (answer[1] === 'done') pending.resolve(event['output']);
      else pending.reject(event['error']);
    } else if (event.type === DEBOUNCE) {
      clock.increment(QUOTE_DEBOUNCE_MS);
    } else if (event.type === BACKOFF) {
      clock.increment(retryDelayMs(actor.getSnapshot().context.retries));
    } else {
      actor.send(event as never);
    }
    await flush();
    expect(abstractState(actor.getSnapshot())).toBe(abstractState(step.state));
    // A new key only once the last one is known to have created nothing.
    const attempt = actor.getSnapshot().context.attempt;
    if (previous !== null && attempt !== null && attempt.key !== previous.key)
      expect(previous.settled).toBe(true);
    previous = attempt ?? previous;
  }
  return { actor, calls };
}

/** The checkout's rules, checked on what the real actor sent and where it ended. */
function expectCheckoutRules(run: Awaited<ReturnType<typeof runPath>>) {
  const snapshot = run.actor.getSnapshot();
  const keys = run.calls.place.map((call) => call.input.idempotencyKey);
  for (const key of keys) expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
  const step = flowOf(snapshot);
  if (step === 'done') {
    expect(snapshot.context.attempt).toBeNull();
    expect(run.calls.place.length).toBeGreaterThan(0);
  }
  if (step === 'failed') {
    expect(snapshot.context.failure).toBe(PLACE_MESSAGES.unreachable);
    // A failure keeps the attempt open: retrying can only find the first order, never make a second.
    expect(snapshot.context.attempt).toMatchObject({ key: keys.at(-1), settled: false });
  }
}

describe.each(MODELS)('the checkout model: $name', (model) => {
  const shortest = getShortestPaths(checkoutMachine, traversal(model));

  it('reaches every step of the flow', () => {
    const reached = new Set(shortest.map((path) => flowOf(path.state as Snapshot)));
    const expected = ['contact', 'shipping', 'summary', 'placing', 'done', 'failed', 'account-exists'];
    if (model.name === 'the trial program') expected.push('eligibility');
    else expected.push('total-changed');
    // With Stripe the authentication starts at once: requires-action is never a resting state.
    if (model.name === 'a guest, test gateway') expected.push('requires-action');
    for (const step of expected) expect(reached).toContain(step);
  });

  // One path to each distinct (step, quote, retries, attempt, message) combination: the model
  // explores every state; running a path per form-filling variant would only repeat the same moves.
  const targets = new Map<string, StatePath<Snapshot, CheckoutEvent>>();
  for (const path of shortest) {
    const { context } = path.state;
    const key = JSON.stringify([
      path.state.value,
      context.retries,
      context.attempt?.settled ?? null,
      [context.stepError, context.paymentError, context.failure].map((message) => message !== null),
    ]);
    const known = targets.get(key);
    if (known === undefined || known.steps.length > path.steps.length) targets.set(key, path);
  }

  it.each([...targets].map(([key, path]) => [key, path] as const))(
    'the running actor follows the model to %s',
    async (_name, path) => {
      expectCheckoutRules(await runPath(model, path));
    },
  );
});

describe('every path from the summary ends in thank-you or a clear failure', () => {
  const model = MODELS[0] as Model;
  // From the summary with the quote answered: the part of the flow where money moves.
  const summary = getShortestPaths(checkoutMachine, {
    ...traversal(model),
    toState: (snapshot: Snapshot) => flowOf(snapshot) === 'summary' && snapshot.context.quote !== null,
  }).find((path) => flowOf(path.state) === 'summary' && path.state.context.quote !== null);
  if (summary === undefined) throw new Error('the summary is not reachable');
  // Money moves only: placing, the provider's and the server's answers, confirming, retrying.
  const money: Model = {
    ...model,
    events: (event) =>
      model.events(event) &&
      (/^checkout\.(place|confirm-total|authenticate|retry)$/.test(event.type) ||
        /^xstate\.(done|error)\.actor\.(place|authenticate)$/.test(event.type) ||
        event.type === BACKOFF),
  };
  const ends = getSimplePaths(checkoutMachine, {
    ...traversal(money),
    fromState: summary.state,
    toState: (snapshot: Snapshot) => ['done', 'failed'].includes(flowOf(snapshot)),
  }).filter((path) => ['done', 'failed'].includes(flowOf(path.state)));

  it('has paths to both ends', () => {
    expect(ends.some((path) => flowOf(path.state) === 'done')).toBe(true);
    expect(ends.some((path) => flowOf(path.state) === 'failed')).toBe(true);
  });

  it.each(
    ends.map(
      (path) =>
        [
          path.steps
            .slice(1)
            .map((step) => stepLabel(step.event as unknown as ModelEvent))
            .join(' → '),
          path,
        ] as const,
    ),
  )('%s', async (_name, path) => {
    const run = await runPath(model, { ...path, steps: [...summary.steps, ...path.steps.slice(1)] });
    expectCheckoutRules(run);
  });
});
