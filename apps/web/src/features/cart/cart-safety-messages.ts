import { t } from '@lingui/core/macro';

/** The cart's safety texts, in the page's language (the app's message reader, lib/i18n). */
export const CART_SAFETY_MESSAGES = {
  checkoutBlocked: (names: readonly string[]): string => {
    const list = names.join(', ');
    return t`Your pack cannot be ordered as it is: remove ${list} (see why above) to check out.`;
  },
  addedUnsafe: (name: string, reason: string): string =>
    t`${name} was added to your cart, but it is not safe for you: ${reason}`,
  addedWithCaution: (name: string, caution: string): string =>
    t`${name} was added to your cart. Before you take it: ${caution}`,
  added: (name: string): string => t`${name} was added to your cart.`,
} as const;
