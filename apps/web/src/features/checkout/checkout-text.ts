import { t } from '@lingui/core/macro';
import {
  CHECKOUT_MESSAGES,
  CUSTOMER_MESSAGES,
  PASSWORD_MESSAGES,
  TRIAL_PROGRAM_MESSAGES,
} from '@maplepack/api-contract';
import { CHECKOUT_MESSAGES_WEB, type CheckoutStep, formSteps } from '@maplepack/checkout';
import { i18n } from '../../lib/i18n/i18n';

// The checkout's words that come from the libs (step titles, the contract's field messages, the machine's
// messages) in the page's language: the first steps' here, the later steps' in checkout-later-text.ts and the
// test card's in payment/test-card-text.ts, each loaded with the steps that show them; money, days and rates
// are in checkout-words.ts (the thank-you page needs those without the flow's libs). The libs keep the spec's English, which the API and
// the tests read; English pages show it unchanged (nothing here runs for them), and a French page looks the
// English up here, as the API does with its error messages. A message the table does not know (the server's,
// already in the request's language) is shown as it is. The components that show these call useLingui().

const isFrench = (): boolean => i18n.locale === 'fr';

/**
 * The French of the English messages the libs put on the first steps (contact, the trial's e-mail), keyed by
 * that English; the later steps' are in checkout-later-text.ts, which loads with them.
 */
function frenchMessages(): Readonly<Record<string, string>> {
  return {
    [CUSTOMER_MESSAGES.invalidName]: t`Please enter a valid name: letters, spaces and hyphens only.`,
    [PASSWORD_MESSAGES.tooShort]: t`Your password must be at least 10 characters long.`,
    [PASSWORD_MESSAGES.tooLong]: t`Your password must be at most 256 characters long.`,
    [PASSWORD_MESSAGES.blank]: t`Your password cannot be only spaces.`,
    [PASSWORD_MESSAGES.isEmail]: t`Your password must not be your email address.`,
    [PASSWORD_MESSAGES.common]: t`This password is too common and easy to guess. Please choose another one.`,
    'Please enter a valid email.': t`Please enter a valid email.`,
    [CHECKOUT_MESSAGES.termsRequired]: t`Please accept the terms and conditions to continue.`,
    [TRIAL_PROGRAM_MESSAGES.notEligible]: t`The trial program is for first orders only, and this email has already ordered.`,
    [TRIAL_PROGRAM_MESSAGES.alreadyOrdered]: t`This email has already been used for the trial program.`,
    [CHECKOUT_MESSAGES_WEB.trialCheckFailed]: t`We could not check this e-mail for the trial program. Please try again.`,
  };
}

/** A message from the libs in the page's language; any other text (the server's) as it is. */
export function checkoutMessageText(message: string): string;
export function checkoutMessageText(message: string | null | undefined): string | undefined;
export function checkoutMessageText(message: string | null | undefined): string | undefined {
  if (message === null || message === undefined) return undefined;
  if (!isFrench()) return message;
  return frenchMessages()[message] ?? message;
}

/** For the test: the English keys and what the active catalogue reads for each. */
export function knownCheckoutMessages(): Readonly<Record<string, string>> {
  return frenchMessages();
}

/** A step's title: 'Your details', 'Shipping address'… (checkout-view's STEP_TITLES in English). */
export function stepTitle(step: CheckoutStep): string {
  switch (step) {
    case 'empty':
      return t`Your cart is empty`;
    case 'eligibility':
      return t`Your e-mail`;
    case 'contact':
      return t`Your details`;
    case 'shipping':
      return t`Shipping address`;
    case 'summary':
      return t`Review and pay`;
    case 'placing':
      return t`Placing your order`;
    case 'requires-action':
      return t`Confirm the payment with your bank`;
    case 'total-changed':
      return t`Your total has changed`;
    case 'account-exists':
      return t`You already have an account`;
    case 'failed':
      return t`We could not confirm your order`;
    case 'done':
      return t`Thank you`;
  }
}

/** "Step 2 of 3: Shipping address", or the state's title outside the numbered steps. */
export function stepAnnouncementText(step: CheckoutStep, trial: boolean): string {
  const steps = formSteps(trial);
  const title = stepTitle(step);
  const index = steps.indexOf(step);
  if (index < 0) return title;
  const number = index + 1;
  const count = steps.length;
  return t`Step ${number} of ${count}: ${title}`;
}

/** The CASL box's words as shown (the English one is the contract's MARKETING_CONSENT_TEXT). */
export function marketingConsentText(): string {
  return t`Yes, Maplepack may e-mail me news, tips and offers. I can unsubscribe at any time.`;
}
