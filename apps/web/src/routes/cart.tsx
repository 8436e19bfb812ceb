import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Page } from '../components/page';
import { EmptyCart } from '../features/cart/components/empty-cart';
import { storedCartMayHaveLines } from '../features/cart/stored-cart';
import { inSteps } from '../lib/in-steps';
import { preload, preloadable } from '../lib/preloadable';
import { useCartSummaryStore } from '../stores/cart-summary-store';

// In steps: the cart store (the cart lib, its storage schemas), the api client (its schemas), the page's
// store (pricing, coupons, postal codes), then the page.
const CartWithLines = preloadable('cart/with-lines', () =>
  inSteps(
    [
      () => import('../stores/cart-store'),
      () => import('../lib/api'),
      () => import('../features/cart/stores/cart-page-store'),
    ],
    () => import('../features/cart/components/cart-with-lines'),
  ).then((module) => ({ default: module.CartWithLines })),
);

/**
 * Whether the cart may have lines: stored ones, or, where storage is disabled, lines the cart store already
 * holds in memory (its summary counts them).
 */
function mayHaveLines(): boolean {
  return storedCartMayHaveLines() || useCartSummaryStore.getState().count > 0;
}

/**
 * Before the page first draws (app/router.tsx): the cart's code, when the stored cart may have lines. An
 * empty cart (a first visit, the server's render) needs none of it.
 */
export function prepare(): Promise<void> {
  return mayHaveLines() ? preload(['cart/with-lines']) : Promise.resolve();
}

export function Component() {
  const { t } = useLingui();
  // Read once: a cart emptied on this page stays on the cart page's own empty view.
  const [withLines] = useState(mayHaveLines);
  return <Page title={t`Your Cart`}>{withLines ? <CartWithLines /> : <EmptyCart />}</Page>;
}
