/** The cart's safety texts, in one place (issue 16 translates them). */
export const CART_SAFETY_MESSAGES = {
  checkoutBlocked: (names: readonly string[]): string =>
    `Your pack cannot be ordered as it is: remove ${names.join(', ')} (see why above) to check out.`,
  addedUnsafe: (name: string, reason: string): string =>
    `${name} was added to your cart, but it is not safe for you: ${reason}`,
  addedWithCaution: (name: string, caution: string): string =>
    `${name} was added to your cart. Before you take it: ${caution}`,
} as const;
