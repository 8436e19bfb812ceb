import { purchaseModeOf } from '@maplepack/access';
import { type ApiClient } from '@maplepack/api-client';
import { emptyCart } from '@maplepack/cart';
import { TRIAL_CAMPAIGN } from '@maplepack/catalog';
import { checkoutLinesFromCart } from '@maplepack/checkout';
import { useLingui } from '@lingui/react/macro';
import { Loader } from '@maplepack/ui';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { loadApi } from '../lib/load-api';
import { restoreSession } from '../features/auth/auth-session';
import { useAuthStore } from '../stores/auth-store';
import { cartStore } from '../stores/cart-store';
import { browserDraftStorage } from '../features/checkout/checkout-storage';
import { type CartForCheckout, CheckoutPage } from '../features/checkout/components/checkout-page';
import { Page } from '../components/page';
import { preloadable } from '../lib/preloadable';

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

const CheckoutEstimate = preloadable('checkout/CheckoutEstimate', () => import('../app/checkout-estimate'));

/**
 * The api client, from the chunk the session restore loads at start-up (the guard waits for the
 * session on /checkout), rather than a static path to it from this page's chunk.
 */
function useApi(): ApiClient | null {
  const [api, setApi] = useState<ApiClient | null>(null);
  useEffect(() => {
    let current = true;
    void loadApi().then((client) => current && setApi(client));
    return () => {
      current = false;
    };
  }, []);
  return api;
}

/** /checkout and /checkout/trialprogram: the cart, the session and the checkout composed. */
export function CheckoutRoute({ trial }: { trial: boolean }) {
  const { t } = useLingui();
  const user = useAuthStore((state) => state.user);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const campaign = trial || search.get('campaign') === TRIAL_CAMPAIGN ? TRIAL_CAMPAIGN : null;
  const [cart] = useState(cartForCheckout);
  const [storage] = useState(browserDraftStorage);
  const api = useApi();

  const onCompleted = useCallback(() => {
    // The server set the session cookie with the order: the person is signed in from here on.
    cartStore.getState().update(emptyCart);
    cartStore.getState().setCoupons([]);
    cartStore.getState().setHasSurveyCart(false);
    if (api !== null) void restoreSession(api);
    void navigate('/thank-you', { replace: true });
  }, [api, navigate]);

  return (
    <Page title={t`Checkout`}>
      {api === null ? (
        <Loader />
      ) : (
        <CheckoutPage
          api={api}
          user={user}
          campaign={campaign}
          cart={cart}
          estimate={
            <Suspense fallback={null}>
              <CheckoutEstimate campaign={campaign} />
            </Suspense>
          }
          storage={storage}
          onCompleted={onCompleted}
        />
      )}
    </Page>
  );
}

export function Component() {
  return <CheckoutRoute trial={false} />;
}
