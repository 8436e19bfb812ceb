/**
 * What the checkout uses of a Stripe.js instance, so the app's loader and a test's stand-in fit the
 * same slot: Elements needs the rest of the instance, which the stand-in also provides.
 */
export interface StripeNextAction {
  handleNextAction: (options: { clientSecret: string }) => Promise<{ error?: { message?: string } }>;
}

/** Loads Stripe.js for a publishable key (lazily, only on the checkout page), or null when it cannot. */
export type StripeLoader = (publishableKey: string) => Promise<unknown>;
