import {
  TRIAL_PROGRAM_MESSAGES,
  type CheckoutPayment,
  type CheckoutPlaceRequest,
  type CheckoutPlaceResponse,
  type CheckoutQuote,
  type CheckoutQuoteRequest,
} from '@maplepack/api-contract';
import { COUPON_MESSAGES } from '@maplepack/pricing';
import { and, assign, enqueueActions, fromPromise, setup, stateIn } from 'xstate';
import { type AddressField } from './address-rules';
import { attemptFor, settleAttempt } from './attempt-key';
import { type CheckoutContext, type CheckoutInput, initialCheckoutContext } from './checkout-context';
import {
  addressErrors,
  contactErrors,
  placeRequestOf,
  quoteKeyOf,
  quoteRequestOf,
  requestFingerprint,
} from './checkout-requests';
import { type ContactField, validEmail } from './contact-rules';
import { type FieldErrors, type FieldPath } from './field-errors';
import { paymentFits, paymentRequirement } from './payment-requirement';
import { classifyPlaceFailure, PLACE_MESSAGES, type PlaceFailure } from './place-failure';

/** Typing in the address waits this long before asking for a quote; coupons ask at once. */
export const QUOTE_DEBOUNCE_MS = 400;
/** Network and server failures while placing are retried this many times, with the same key. */
export const MAX_PLACE_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1000;

/** 1 s, 2 s, 4 s…: the wait before retry number `retry` (1-based). */
export function retryDelayMs(retry: number): number {
  return RETRY_BASE_DELAY_MS * 2 ** Math.max(0, retry - 1);
}

export const CHECKOUT_MESSAGES_WEB = {
  trialCheckFailed: 'We could not check this e-mail for the trial program. Please try again.',
  quoteFailed: 'We could not calculate your total. Please try again.',
} as const;

/** What the place actor receives: the attempt's key and the body to send with it. */
export interface PlaceInput {
  idempotencyKey: string;
  request: CheckoutPlaceRequest;
}

/** What the authenticate actor receives (Stripe: the client secret; test mode: the person's answer too). */
export interface AuthenticateInput {
  clientSecret: string;
  paymentIntentId: string;
  outcome: 'succeed' | 'fail' | null;
}

export type CheckoutEvent =
  | { type: 'checkout.contact.change'; field: ContactField; value: string | boolean }
  | { type: 'checkout.shipping.change'; field: AddressField; value: string }
  | { type: 'checkout.billing.change'; field: AddressField; value: string }
  | { type: 'checkout.billing.same'; same: boolean }
  | { type: 'checkout.plan-change'; choice: 'replace' | 'add' }
  | { type: 'checkout.continue' }
  | { type: 'checkout.back' }
  | { type: 'checkout.edit'; step: 'contact' | 'shipping' }
  | { type: 'checkout.coupon.add'; code: string }
  | { type: 'checkout.coupon.remove'; code: string }
  | { type: 'checkout.quote.retry' }
  | { type: 'checkout.place'; payment: CheckoutPayment }
  | { type: 'checkout.confirm-total' }
  | { type: 'checkout.authenticate'; outcome: 'succeed' | 'fail' }
  | { type: 'checkout.retry' }
  /** Raised by the machine itself when the address or coupons change the quote request. */
  | { type: 'checkout.quote-needed'; immediate: boolean };

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`${name} is not provided: pass it with checkoutMachine.provide()`));

function withoutErrors(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith(prefix)));
}

function failureOf(error: unknown): PlaceFailure {
  return classifyPlaceFailure(error);
}

/** A changed quote request: no destination → idle; a coupon → at once; typing → after a pause. */
const QUOTE_NEEDED = {
  'checkout.quote-needed': [
    { guard: 'noQuoteRequest', target: 'idle' },
    { guard: 'quoteNow', target: 'loading', reenter: true },
    { target: 'waiting', reenter: true },
  ],
} as const;

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The checkout as a state machine. Two regions run side by side:
 * - `flow`: the steps. Trial first checks the e-mail (eligibility); then contact → shipping → summary
 *   (lines, coupons, totals, payment) → placing → done, with requiresAction (3-D Secure), retrying (a
 *   network or server failure: the same key again, after a growing delay), failed (after the retries,
 *   with a retry action), totalChanged (the server's total differs: the new one is shown and confirmed)
 *   and accountExists (the e-mail has an account: sign in, the cart is kept).
 * - `quote`: the server's price for the current address and coupons; asked again when they change,
 *   and only the latest request's answer is kept.
 * IO is four actors the app provides with `.provide()`: quote, place, authenticate, checkTrial.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    quote: fromPromise<CheckoutQuote, CheckoutQuoteRequest>(notProvided('quote')),
    place: fromPromise<CheckoutPlaceResponse, PlaceInput>(notProvided('place')),
    authenticate: fromPromise<void, AuthenticateInput>(notProvided('authenticate')),
    checkTrial: fromPromise<{ eligible: boolean }, { email: string }>(notProvided('checkTrial')),
  },
  delays: {
    quoteDebounce: QUOTE_DEBOUNCE_MS,
    retryBackoff: ({ context }) => retryDelayMs(context.retries),
  },
  guards: {
    cartEmpty: ({ context }) => context.lines.length === 0,
    isTrial: ({ context }) => context.campaign !== null,
    trialEmailValid: ({ context }) => validEmail(context.contact.email) !== null,
    eligible: (_, params: { eligible: boolean }) => params.eligible,
    contactValid: ({ context }) => Object.keys(contactErrors(context)).length === 0,
    addressesValid: ({ context }) => Object.keys(addressErrors(context)).length === 0,
    emailEditable: ({ context, event }) =>
      !(event.type === 'checkout.contact.change' && event.field === 'email') ||
      (context.account === null && context.campaign === null),
    noQuoteRequest: ({ context }) => context.quoteKey === null,
    quoteNow: ({ event }) => event.type === 'checkout.quote-needed' && event.immediate,
    quoteCurrent: ({ context }) => context.quoteKey !== null && context.quotedKey === context.quoteKey,
    paymentFits: ({ context, event }) =>
      event.type === 'checkout.place' &&
      paymentFits(paymentRequirement({ ...context, trial: context.campaign !== null }), event.payment),
    requestComplete: ({ context, event }) =>
      event.type === 'checkout.place' && placeRequestOf(context, event.payment) !== null,
    canConfirm: ({ context }) =>
      context.payment !== null && placeRequestOf(context, context.payment) !== null,
    completed: ({ event }) =>
      'output' in event && (event.output as CheckoutPlaceResponse).status === 'completed',
    failure: ({ event }, kind: PlaceFailure['kind']) =>
      'error' in event && failureOf(event.error).kind === kind,
    mayRetry: ({ context, event }) =>
      'error' in event && failureOf(event.error).kind === 'retry' && context.retries < MAX_PLACE_RETRIES,
    fieldOnContact: ({ event }) => {
      const failure = 'error' in event ? failureOf(event.error) : null;
      return failure?.kind === 'field' && failure.step === 'contact';
    },
    providerAuthenticates: ({ context }) => context.paymentProvider === 'stripe',
    editContact: ({ event }) => event.type === 'checkout.edit' && event.step === 'contact',
  },
  actions: {
    setContact: assign(({ context, event }) => {
      if (event.type !== 'checkout.contact.change') return {};
      const value = event.value;
      return {
        contact: { ...context.contact, [event.field]: value },
        errors: withoutErrors(context.errors, `contact.${event.field}`),
        stepError: null,
      };
    }),
    setAddress: assign(({ context, event }) => {
      if (event.type !== 'checkout.shipping.change' && event.type !== 'checkout.billing.change') return {};
      const form = event.type === 'checkout.shipping.change' ? 'shipping' : 'billing';
      return {
        [form]: { ...context[form], [event.field]: event.value },
        errors: withoutErrors(context.errors, `${form}.${event.field}`),
      };
    }),
    setBillingSame: assign(({ context, event }) =>
      event.type === 'checkout.billing.same'
        ? { billingSame: event.same, errors: withoutErrors(context.errors, 'billing.') }
        : {},
    ),
    setPlanChange: assign(({ context, event }) =>
      event.type === 'checkout.plan-change' && context.planChange !== null
        ? { planChange: event.choice }
        : {},
    ),
    addCoupon: assign(({ context, event }) => {
      if (event.type !== 'checkout.coupon.add') return {};
      const code = event.code.trim();
      if (code === '') return { couponError: null };
      if (context.coupons.some((known) => sameCode(known, code))) {
        return { couponError: COUPON_MESSAGES.alreadyApplied };
      }
      return { coupons: [...context.coupons, code], couponError: null };
    }),
    removeCoupon: assign(({ context, event }) =>
      event.type === 'checkout.coupon.remove'
        ? { coupons: context.coupons.filter((code) => !sameCode(code, event.code)), couponError: null }
        : {},
    ),
    // The quote follows the address and coupons: a changed request raises checkout.quote-needed.
    // An immediate request also cuts short the pause before a request not yet sent (leaving the
    // address step right after typing).
    requestQuote: enqueueActions(({ context, enqueue }, params: { immediate: boolean }) => {
      const key = quoteKeyOf(quoteRequestOf(context));
      const unsent = key !== null && key !== context.loadingKey;
      if (key === context.quoteKey && !(params.immediate && unsent)) return;
      enqueue.assign({ quoteKey: key });
      enqueue.raise({ type: 'checkout.quote-needed', immediate: params.immediate });
    }),
    startQuote: assign(({ context }) => ({ loadingKey: context.quoteKey, quoteError: null })),
    setQuote: assign(({ context }, params: { quote: CheckoutQuote }) => ({
      quote: params.quote,
      quotedKey: context.loadingKey,
    })),
    setQuoteError: assign((_, params: { error: unknown }) => ({
      quoteError:
        params.error instanceof Error && params.error.message !== ''
          ? params.error.message
          : CHECKOUT_MESSAGES_WEB.quoteFailed,
    })),
    showContactErrors: assign(({ context }) => ({ errors: contactErrors(context) })),
    showAddressErrors: assign(({ context }) => ({ errors: addressErrors(context) })),
    showTrialEmailError: assign(({ context }) => ({
      errors: { ...context.errors, 'contact.email': 'Please enter a valid email.' },
    })),
    clearMessages: assign({ errors: {}, stepError: null, paymentError: null, failure: null }),
    trialRefused: assign({ stepError: TRIAL_PROGRAM_MESSAGES.notEligible }),
    trialCheckFailed: assign({ stepError: CHECKOUT_MESSAGES_WEB.trialCheckFailed }),
    // One attempt, one key: kept across a double click, a retry and a reload (see attemptFor).
    startAttempt: assign(({ context }, params: { payment: CheckoutPayment }) => {
      const request = placeRequestOf(context, params.payment);
      if (request === null) return {};
      return {
        payment: params.payment,
        sending: request,
        attempt: attemptFor(context.attempt, requestFingerprint(request), context.randomBytes),
        retries: 0,
        stepError: null,
        paymentError: null,
        failure: null,
        previousTotal: null,
      };
    }),
    settle: assign(({ context }) => ({ attempt: settleAttempt(context.attempt) })),
    completed: assign(({ event }) =>
      'output' in event && (event.output as CheckoutPlaceResponse).status === 'completed'
        ? {
            receipt: (event.output as Extract<CheckoutPlaceResponse, { status: 'completed' }>).receipt,
            attempt: null,
            sending: null,
          }
        : {},
    ),
    requiresAction: assign(({ event }) => {
      const output = 'output' in event ? (event.output as CheckoutPlaceResponse) : null;
      return output?.status === 'requires_action'
        ? {
            action: {
              clientSecret: output.client_secret,
              paymentIntentId: output.payment_intent_id,
              outcome: null,
            },
          }
        : {};
    }),
    countRetry: assign(({ context }) => ({ retries: context.retries + 1 })),
    giveUp: assign({ failure: PLACE_MESSAGES.unreachable }),
    onFailure: assign(({ context, event }) => {
      const failure = 'error' in event ? failureOf(event.error) : null;
      switch (failure?.kind) {
        case 'total-changed':
          return {
            previousTotal: context.sending?.expected_total ?? context.quote?.total ?? null,
            quote: failure.quote,
            quotedKey: context.quoteKey,
          };
        case 'declined':
          return { paymentError: failure.message };
        case 'account-exists':
        case 'refused':
          return { stepError: failure.message };
        case 'field':
          return { errors: { [failure.field satisfies FieldPath]: failure.message } };
        default:
          return {};
      }
    }),
    authenticationFailed: assign(({ event }) => ({
      paymentError:
        'error' in event && event.error instanceof Error && event.error.message !== ''
          ? event.error.message
          : PLACE_MESSAGES.authenticationFailed,
      action: null,
    })),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialCheckoutContext(input),
  type: 'parallel',
  entry: { type: 'requestQuote', params: { immediate: true } },
  states: {
    flow: {
      initial: 'starting',
      states: {
        starting: {
          always: [
            { guard: 'cartEmpty', target: 'empty' },
            { guard: 'isTrial', target: 'eligibility' },
            { target: 'contact' },
          ],
        },
        empty: {},
        eligibility: {
          initial: 'entering',
          on: {
            'checkout.contact.change': {
              guard: ({ context, event }) => event.field === 'email' && context.account === null,
              actions: ['setContact', { type: 'requestQuote', params: { immediate: false } }],
            },
          },
          states: {
            entering: {
              on: {
                'checkout.continue': [
                  { guard: 'trialEmailValid', target: 'checking', actions: 'clearMessages' },
                  { actions: 'showTrialEmailError' },
                ],
              },
            },
            checking: {
              invoke: {
                id: 'checkTrial',
                src: 'checkTrial',
                input: ({ context }) => ({ email: validEmail(context.contact.email) ?? '' }),
                onDone: [
                  {
                    guard: { type: 'eligible', params: ({ event }) => event.output },
                    target: '#checkout.flow.contact',
                  },
                  { target: 'entering', actions: 'trialRefused' },
                ],
                onError: { target: 'entering', actions: 'trialCheckFailed' },
              },
            },
          },
        },
        contact: {
          on: {
            'checkout.contact.change': {
              guard: 'emailEditable',
              actions: ['setContact', { type: 'requestQuote', params: { immediate: false } }],
            },
            'checkout.continue': [
              { guard: 'contactValid', target: 'shipping', actions: 'clearMessages' },
              { actions: 'showContactErrors' },
            ],
            'checkout.back': { guard: 'isTrial', target: 'eligibility', actions: 'clearMessages' },
          },
        },
        shipping: {
          on: {
            'checkout.shipping.change': {
              actions: ['setAddress', { type: 'requestQuote', params: { immediate: false } }],
            },
            'checkout.billing.change': { actions: 'setAddress' },
            'checkout.billing.same': { actions: 'setBillingSame' },
            'checkout.continue': [
              {
                guard: 'addressesValid',
                target: 'summary',
                actions: ['clearMessages', { type: 'requestQuote', params: { immediate: true } }],
              },
              { actions: 'showAddressErrors' },
            ],
            'checkout.back': { target: 'contact', actions: 'clearMessages' },
          },
        },
        summary: {
          on: {
            'checkout.coupon.add': {
              actions: ['addCoupon', { type: 'requestQuote', params: { immediate: true } }],
            },
            'checkout.coupon.remove': {
              actions: ['removeCoupon', { type: 'requestQuote', params: { immediate: true } }],
            },
            'checkout.plan-change': { actions: 'setPlanChange' },
            'checkout.place': {
              guard: and(['quoteCurrent', stateIn({ quote: 'ready' }), 'paymentFits', 'requestComplete']),
              target: 'placing',
              actions: {
                type: 'startAttempt',
                params: ({ event }) => ({ payment: event.payment }),
              },
            },
            'checkout.back': { target: 'shipping', actions: 'clearMessages' },
            'checkout.edit': [
              { guard: 'editContact', target: 'contact', actions: 'clearMessages' },
              { target: 'shipping', actions: 'clearMessages' },
            ],
          },
        },
        placing: {
          invoke: {
            id: 'place',
            src: 'place',
            input: ({ context }) => {
              if (context.attempt === null || context.sending === null) {
                throw new Error('placing without an attempt');
              }
              return { idempotencyKey: context.attempt.key, request: context.sending };
            },
            onDone: [
              { guard: 'completed', target: 'done', actions: 'completed' },
              { target: 'requiresAction', actions: 'requiresAction' },
            ],
            onError: [
              { guard: 'mayRetry', target: 'retrying', actions: 'countRetry' },
              { guard: { type: 'failure', params: 'retry' }, target: 'failed', actions: 'giveUp' },
              { guard: { type: 'failure', params: 'completed' }, target: 'done' },
              {
                guard: { type: 'failure', params: 'total-changed' },
                target: 'totalChanged',
                actions: ['onFailure', 'settle'],
              },
              {
                guard: { type: 'failure', params: 'account-exists' },
                target: 'accountExists',
                actions: ['onFailure', 'settle'],
              },
              { guard: 'fieldOnContact', target: 'contact', actions: ['onFailure', 'settle'] },
              {
                guard: { type: 'failure', params: 'field' },
                target: 'shipping',
                actions: ['onFailure', 'settle'],
              },
              { target: 'summary', actions: ['onFailure', 'settle'] },
            ],
          },
        },
        retrying: {
          after: { retryBackoff: 'placing' },
        },
        requiresAction: {
          always: { guard: 'providerAuthenticates', target: 'authenticating' },
          on: {
            'checkout.authenticate': {
              target: 'authenticating',
              actions: assign(({ context, event }) => ({
                action: context.action === null ? null : { ...context.action, outcome: event.outcome },
              })),
            },
          },
        },
        authenticating: {
          invoke: {
            id: 'authenticate',
            src: 'authenticate',
            input: ({ context }) => ({
              clientSecret: context.action?.clientSecret ?? '',
              paymentIntentId: context.action?.paymentIntentId ?? '',
              outcome: context.action?.outcome ?? null,
            }),
            // Passed or failed, the same request goes again with the same key: the server says which.
            onDone: { target: 'placing', actions: assign({ retries: 0, action: null }) },
            // The bank may have answered after all: the key stays, so a second send can only find the first.
            onError: { target: 'summary', actions: 'authenticationFailed' },
          },
        },
        totalChanged: {
          on: {
            'checkout.confirm-total': {
              guard: 'canConfirm',
              target: 'placing',
              actions: {
                type: 'startAttempt',
                params: ({ context }) => ({ payment: context.payment ?? { method: 'none' } }),
              },
            },
            'checkout.back': { target: 'summary' },
          },
        },
        accountExists: {
          on: { 'checkout.back': { target: 'contact', actions: 'clearMessages' } },
        },
        failed: {
          on: {
            'checkout.retry': { target: 'placing', actions: assign({ retries: 0, failure: null }) },
            'checkout.back': { target: 'summary', actions: 'clearMessages' },
          },
        },
        done: { type: 'final' },
      },
    },
    quote: {
      initial: 'idle',
      // On each state, not on the region: re-entering the region would re-enter the whole machine.
      states: {
        idle: { on: QUOTE_NEEDED },
        waiting: { on: QUOTE_NEEDED, after: { quoteDebounce: 'loading' } },
        loading: {
          on: QUOTE_NEEDED,
          entry: 'startQuote',
          invoke: {
            id: 'quote',
            src: 'quote',
            input: ({ context }) => {
              const request = quoteRequestOf(context);
              if (request === null) throw new Error('quoting without a destination');
              return request;
            },
            onDone: {
              target: 'ready',
              actions: { type: 'setQuote', params: ({ event }) => ({ quote: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'setQuoteError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: { on: QUOTE_NEEDED },
        failed: { on: { ...QUOTE_NEEDED, 'checkout.quote.retry': 'loading' } },
      },
    },
  },
});
