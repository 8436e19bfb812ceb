import { type CheckoutQuote } from '@maplepack/api-contract';
import { type StateValue } from 'xstate';

/** Where the person is, as the page shows it. */
export type CheckoutStep =
  | 'empty'
  | 'eligibility'
  | 'contact'
  | 'shipping'
  | 'summary'
  | 'placing'
  | 'requires-action'
  | 'total-changed'
  | 'account-exists'
  | 'failed'
  | 'done';

const STEP_OF: Readonly<Record<string, CheckoutStep>> = {
  starting: 'contact',
  empty: 'empty',
  eligibility: 'eligibility',
  contact: 'contact',
  shipping: 'shipping',
  summary: 'summary',
  placing: 'placing',
  retrying: 'placing',
  requiresAction: 'requires-action',
  authenticating: 'placing',
  totalChanged: 'total-changed',
  accountExists: 'account-exists',
  failed: 'failed',
  done: 'done',
};

/** The step of a machine state value (`{ flow: …, quote: … }`). */
export function checkoutStepOf(value: StateValue): CheckoutStep {
  const flow = typeof value === 'object' ? value['flow'] : value;
  const name = typeof flow === 'object' && flow !== null ? Object.keys(flow)[0] : flow;
  return STEP_OF[String(name)] ?? 'contact';
}

/** The numbered steps of the form, for "Step 2 of 3". The trial adds its e-mail check first. */
export function formSteps(trial: boolean): CheckoutStep[] {
  return trial ? ['eligibility', 'contact', 'shipping', 'summary'] : ['contact', 'shipping', 'summary'];
}

export const STEP_TITLES: Readonly<Record<CheckoutStep, string>> = {
  empty: 'Your cart is empty',
  eligibility: 'Your e-mail',
  contact: 'Your details',
  shipping: 'Shipping address',
  summary: 'Review and pay',
  placing: 'Placing your order',
  'requires-action': 'Confirm the payment with your bank',
  'total-changed': 'Your total has changed',
  'account-exists': 'You already have an account',
  failed: 'We could not confirm your order',
  done: 'Thank you',
};

/**
 * What a screen reader hears when the step changes: "Step 2 of 3: Shipping address", or the state's
 * title outside the numbered steps.
 */
export function stepAnnouncement(step: CheckoutStep, trial: boolean): string {
  const steps = formSteps(trial);
  const index = steps.indexOf(step);
  return index < 0 ? STEP_TITLES[step] : `Step ${index + 1} of ${steps.length}: ${STEP_TITLES[step]}`;
}

/** Whether the quote charges nothing now (a trial, a signed-in plan change). */
export function chargesNothing(quote: Pick<CheckoutQuote, 'total'>): boolean {
  return quote.total === '0.00';
}
