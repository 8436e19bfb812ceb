import { type StripeLoader } from './stripe-types';

const loaded = new Map<string, Promise<unknown>>();

/**
 * Stripe.js for a publishable key, loaded once and only when the checkout asks for it: the `pure`
 * entry injects Stripe's script on this call, never at import, so no other page loads it.
 */
export const loadStripeOnce: StripeLoader = (publishableKey) => {
  const known = loaded.get(publishableKey);
  if (known !== undefined) return known;
  const stripe = import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey));
  // A failed load may be retried later (a flaky network), so it is not kept.
  stripe.catch(() => loaded.delete(publishableKey));
  loaded.set(publishableKey, stripe);
  return stripe;
};
