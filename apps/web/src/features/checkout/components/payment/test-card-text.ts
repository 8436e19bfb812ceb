import { t } from '@lingui/core/macro';
import { TEST_CARD_MESSAGES } from '@maplepack/checkout';
import { i18n } from '../../../../lib/i18n/i18n';

// The test card form's messages (the checkout lib's English) in the page's language. Apart from
// checkout-text.ts: the test card code loads with the payment step, not with the checkout's first step.

function frenchMessages(): Readonly<Record<string, string>> {
  return {
    [TEST_CARD_MESSAGES.number]: t`Please enter a valid card number.`,
    [TEST_CARD_MESSAGES.notATestCard]: t`Test mode takes only test cards: use 4242 4242 4242 4242 (accepted), 4000 0000 0000 0002 (declined) or 4000 0025 0000 3155 (asks for authentication).`,
    [TEST_CARD_MESSAGES.expiry]: t`Please enter the expiry date as MM/YY.`,
    [TEST_CARD_MESSAGES.expired]: t`This card has expired.`,
    [TEST_CARD_MESSAGES.cvc]: t`Please enter the 3 or 4 digit security code.`,
    [TEST_CARD_MESSAGES.name]: t`Please enter the name on the card.`,
  };
}

/** A test card message in the page's language (English pages show the lib's English as it is). */
export function testCardMessageText(message: string | undefined): string | undefined {
  if (message === undefined || i18n.locale !== 'fr') return message;
  return frenchMessages()[message] ?? message;
}

/** For the test: the English keys and what the active catalogue reads for each. */
export function knownTestCardMessages(): Readonly<Record<string, string>> {
  return frenchMessages();
}
