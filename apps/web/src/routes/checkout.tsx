import { purchaseModeOf } from '@maplepack/access';
import { cartProductIdsToLoad, emptyCart } from '@maplepack/cart';
import { TRIAL_CAMPAIGN } from '@maplepack/catalog';
import { checkoutLinesFromCart } from '@maplepack/checkout';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../app/api';
import { restoreSession } from '../features/auth/auth-session';
import { useAuthStore } from '../features/auth/stores/auth-store';
import { cartTotals } from '../features/cart/cart-totals';
import { CartTotalsPanel } from '../features/cart/components/cart-totals-panel';
import { appliedCoupons } from '../features/cart/stores/cart-page-store';
import { cartStore } from '../features/cart/stores/cart-store';
import { browserDraftStorage } from '../features/checkout/checkout-storage';
import { type CartForCheckout, CheckoutPage } from '../features/checkout/components/checkout-page';
import { Page } from '../features/shell/components/page';

/** What the checkout starts from: the cart's lines and coupons, and its saved e-mail and address. */
function cartForCheckout(): CartForCheckout {
  const { cart, coupons, hasSurveyCart } = cartStore.getState();
  const { tempAddress, tempInfo } = cart;
  const mode = purchaseModeOf({ user: useAuthStore.getState().user, hasSurveyCart });
  return {
    lines: checkoutLinesFromCart(cart.entries),
    coupons: coupons.map((coupon) => coupon.code),
    // A new pack from the assessment replaces the plan; products picked by hand are added to it.
    planChange: mode === 'signedin_healthassessment' ? 'replace' : 'add',
    prefill: {
      email: tempInfo.email,
      firstName: tempInfo.firstName,
      address: {
        address1: tempAddress.address,
        city: tempAddress.city,
        province: tempAddress.province,
        postcode: tempAddress.postal,
        phone: tempAddress.phone,
      },
    },
  };
}

/** The cart's own totals, before the server's quote: only once every product of the cart is loaded. */
function estimateOf(campaign: string | null) {
  const { cart, coupons } = cartStore.getState();
  if (cartProductIdsToLoad(cart).length > 0) return null;
  return (
    <CartTotalsPanel
      value={cartTotals({ cart, coupons: appliedCoupons(coupons), shipping: null, campaign })}
    />
  );
}

/** /checkout and /checkout/trialprogram: the cart, the session and the checkout composed. */
export function CheckoutRoute({ trial }: { trial: boolean }) {
  const user = useAuthStore((state) => state.user);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const campaign = trial || search.get('campaign') === TRIAL_CAMPAIGN ? TRIAL_CAMPAIGN : null;
  const [cart] = useState(cartForCheckout);
  const [storage] = useState(browserDraftStorage);
  const estimate = useMemo(() => estimateOf(campaign), [campaign]);

  const onCompleted = useCallback(() => {
    // The server set the session cookie with the order: the person is signed in from here on.
    cartStore.getState().update(emptyCart);
    cartStore.getState().setCoupons([]);
    cartStore.getState().setHasSurveyCart(false);
    void restoreSession(api);
    void navigate('/thank-you', { replace: true });
  }, [navigate]);

  return (
    <Page title="Checkout">
      <CheckoutPage
        api={api}
        user={user}
        campaign={campaign}
        cart={cart}
        estimate={estimate}
        storage={storage}
        onCompleted={onCompleted}
      />
    </Page>
  );
}

export function Component() {
  return <CheckoutRoute trial={false} />;
}
