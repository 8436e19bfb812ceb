import { purchaseModeOf } from '@maplepack/access';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { oldPackOf, type OldPackLine } from '../old-pack';
import { api } from '../../../lib/api';
import { useAuthStore } from '../../../stores/auth-store';
import { CartPage } from './cart-page';
import { createCartPageStore } from '../stores/cart-page-store';
import { cartStore, useCartStore } from '../../../stores/cart-store';
import { createShippingEstimateStore } from '../stores/shipping-estimate-store';

const now = () => Date.now();
const loadProfile = () => api.survey.profile({ background: true });

function currentMode() {
  return purchaseModeOf({
    user: useAuthStore.getState().user,
    hasSurveyCart: cartStore.getState().hasSurveyCart,
  });
}

const pageStore = createCartPageStore({
  products: api.products,
  coupons: api.coupons,
  cart: cartStore,
  now,
  mode: currentMode,
});

// Module-level, like pageStore: the free-shipping minimum it fetches is kept for the session.
const estimateStore = createShippingEstimateStore({
  shipping: api.shipping,
  taxes: api.taxes,
  cart: cartStore,
});

/** A signed-in customer's running plan, for the cart's subtotal (cart plus old pack); null for a guest. */
function useOldPack(customerId: number | null): readonly OldPackLine[] | null {
  const [oldPack, setOldPack] = useState<readonly OldPackLine[] | null>(null);
  useEffect(() => {
    setOldPack(null);
    if (customerId === null) return undefined;
    let current = true;
    api.subscriptions.list({ background: true }).then(
      (plans) => {
        if (current) setOldPack(oldPackOf(plans, customerId));
      },
      () => undefined, // unreadable: the cart prices as without a plan; the checkout prices again
    );
    return () => {
      current = false;
    };
  }, [customerId]);
  return oldPack;
}

/** The cart page with its stores: what /cart draws when the stored cart may have lines. */
export function CartWithLines() {
  const user = useAuthStore((state) => state.user);
  const oldPack = useOldPack(user?.id ?? null);
  const hasSurveyCart = useCartStore((state) => state.hasSurveyCart);
  const [search] = useSearchParams();
  return (
    <CartPage
      cartStore={cartStore}
      pageStore={pageStore}
      estimateStore={estimateStore}
      mode={purchaseModeOf({ user, hasSurveyCart })}
      now={now}
      campaign={search.get('campaign')}
      loadProfile={loadProfile}
      oldPack={oldPack}
    />
  );
}
