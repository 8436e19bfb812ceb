import { type ApiClient } from '@maplepack/api-client';
import { type AuthenticateInput, checkoutMachine, type PlaceInput } from '@maplepack/checkout';
import { type CheckoutQuoteRequest } from '@maplepack/api-contract';
import { fromPromise } from 'xstate';
import { type StripeNextAction } from '../stripe-types';

/** What the checkout needs from the outside world; the page passes the real ones, tests their own. */
export interface CheckoutMachineDeps {
  api: Pick<ApiClient, 'checkout' | 'trialProgram'>;
  /** Stripe.js, once loaded (Stripe mode only): it runs the bank's 3-D Secure step. */
  stripe: () => Promise<StripeNextAction | null>;
}

export const AUTHENTICATION_FAILED =
  'Your bank did not confirm this payment. Please try again or use another card.';

/**
 * The checkout lib's machine with the shop's IO: the quote and the order through the api client
 * (the order with the attempt's Idempotency-Key), the trial check, and 3-D Secure: Stripe's
 * handleNextAction with a key, the test gateway's authentication call without one.
 */
export function createCheckoutMachine(deps: CheckoutMachineDeps) {
  return checkoutMachine.provide({
    actors: {
      quote: fromPromise(({ input, signal }: { input: CheckoutQuoteRequest; signal: AbortSignal }) =>
        deps.api.checkout.quote(input, { signal, background: true }),
      ),
      place: fromPromise(({ input }: { input: PlaceInput }) =>
        deps.api.checkout.place(input.request, { idempotencyKey: input.idempotencyKey }),
      ),
      authenticate: fromPromise(async ({ input }: { input: AuthenticateInput }) => {
        if (input.outcome !== null) {
          await deps.api.checkout.testAuthenticate({
            payment_intent_id: input.paymentIntentId,
            outcome: input.outcome,
          });
          return;
        }
        const stripe = await deps.stripe();
        if (stripe === null) throw new Error(AUTHENTICATION_FAILED);
        const result = await stripe.handleNextAction({ clientSecret: input.clientSecret });
        if (result.error !== undefined) throw new Error(result.error.message ?? AUTHENTICATION_FAILED);
      }),
      checkTrial: fromPromise(async ({ input }: { input: { email: string } }) => {
        const status = await deps.api.trialProgram.status(input.email);
        return { eligible: status.eligible };
      }),
    },
  });
}
