// Loaded after the checkout's first render (it brings pricing's tax table): the cart's own totals,
// shown beside the forms until the server's quote for the address arrives.
import { cartProductIdsToLoad } from '@maplepack/cart';
import { cartTotals } from '../features/cart/cart-totals';
import { CartTotalsPanel } from '../features/cart/components/cart-totals-panel';
import { appliedCoupons } from '../features/cart/stores/cart-page-store';
import { cartStore } from '../stores/cart-store';

/** The cart page's estimate (no address yet: shipping and taxes to be calculated), once its products are loaded. */
export default function CheckoutEstimate({ campaign }: { campaign: string | null }) {
  const { cart, coupons } = cartStore.getState();
  if (cartProductIdsToLoad(cart).length > 0) return null;
  return (
    <CartTotalsPanel
      value={cartTotals({ cart, coupons: appliedCoupons(coupons), shipping: null, campaign })}
    />
  );
}
