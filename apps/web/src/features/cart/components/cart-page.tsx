import { useLingui } from '@lingui/react/macro';
import {
  activeProductIds,
  cartProductById,
  cartProductIdsToLoad,
  changeTier,
  corruptedCartLines,
  decrementDose,
  entriesInOrder,
  incrementDose,
  type PurchaseMode,
  restore,
  softDelete,
  TIER_NUMBERS,
  type TierNumber,
} from '@maplepack/cart';
import { SPLIT_PACK_ID } from '@maplepack/catalog';
import { ENGLISH_MESSAGES, type RecommendationMessages, relatedForPerson } from '@maplepack/recommendation';
import { buttonClass } from '@maplepack/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link } from '../../../components/router-link';
import { type StoreApi, useStore } from 'zustand';
import { moneyText } from '../../../lib/i18n/money';
import { recommendationMessages } from '../../../lib/i18n/recommendation-messages';
import { ensureAssessmentProfile, type LoadProfile } from '../assessment-profile';
import { blockedProductNames, cartSafetyWarnings } from '../cart-safety';
import { CART_SAFETY_MESSAGES } from '../cart-safety-messages';
import { corruptedLineText, tierNames } from '../cart-text';
import { cartTotals } from '../cart-totals';
import { oldPackSubtotalCents, type OldPackLine } from '../old-pack';
import { higherTierGroups } from '../higher-tier-groups';
import { appliedCoupons, type CartPageState } from '../stores/cart-page-store';
import { type CartStoreState } from '../../../stores/cart-store';
import { type ShippingEstimateState } from '../stores/shipping-estimate-store';
import { CartLine } from './cart-line';
import { CartTotalsPanel } from './cart-totals-panel';
import { CouponForm } from './coupon-form';
import { EmptyCart } from './empty-cart';
import { ProductSuggestions } from './product-suggestions';
import { ShippingEstimateForm } from './shipping-estimate-form';
import { TierTabs } from './tier-tabs';
import { card, layout, list, section, sectionHeading, warning } from './cart.css';

export interface CartPageProps {
  cartStore: StoreApi<CartStoreState>;
  pageStore: StoreApi<CartPageState>;
  estimateStore: StoreApi<ShippingEstimateState>;
  mode: PurchaseMode;
  /** Epoch ms for tier changes (products new to the cart). */
  now: () => number;
  campaign: string | null;
  /** The person's safety profile from the API (their last assessment); none asked when absent. */
  loadProfile?: LoadProfile;
  /** A signed-in customer's current plan lines (spec §4: their subtotal is cart plus old pack); null: none. */
  oldPack?: readonly OldPackLine[] | null;
}

/**
 * The safety sentences in the page's language: English at once, French once its chunk has loaded (null
 * until then, so no English sentence shows on a French page meanwhile).
 */
function useRecommendationMessages(locale: string): RecommendationMessages | null {
  const [loaded, setLoaded] = useState<{ locale: string; messages: RecommendationMessages } | null>(null);
  useEffect(() => {
    if (locale === 'en') return undefined;
    let current = true;
    void recommendationMessages().then((messages) => current && setLoaded({ locale, messages }));
    return () => {
      current = false;
    };
  }, [locale]);
  if (locale === 'en') return ENGLISH_MESSAGES;
  return loaded?.locale === locale ? loaded.messages : null;
}

/** The cart (spec §4 Cart, Coupons, Totals): every rule comes from @maplepack/cart, pricing and recommendation. */
export function CartPage({
  cartStore,
  pageStore,
  estimateStore,
  mode,
  now,
  campaign,
  loadProfile,
  oldPack = null,
}: CartPageProps) {
  const { t, i18n } = useLingui();
  const messages = useRecommendationMessages(i18n.locale);
  const cart = useStore(cartStore, (state) => state.cart);
  const storedCoupons = useStore(cartStore, (state) => state.coupons);
  const profile = useStore(cartStore, (state) => state.assessmentProfile);
  const update = useStore(cartStore, (state) => state.update);
  const page = useStore(pageStore);
  const shippingEstimate = useStore(estimateStore, (state) => state.estimate);
  const restoreEstimate = useStore(estimateStore, (state) => state.restore);

  useEffect(() => {
    if (loadProfile !== undefined) void ensureAssessmentProfile(cartStore, loadProfile);
  }, [cartStore, loadProfile]);

  const loadProducts = page.loadProducts;
  // Products to load change with a tier switch or a restore from storage; the ids key the effect.
  const missing = cartProductIdsToLoad(cart).join(',');
  useEffect(() => {
    void loadProducts();
  }, [loadProducts, missing]);

  const lines = entriesInOrder(cart.entries);
  const hasLines = lines.length > 0;
  // A saved estimate address (tempAddress) is priced again after a reload, once there is a cart to price.
  useEffect(() => {
    if (hasLines) void restoreEstimate();
  }, [hasLines, restoreEstimate]);

  const coupons = useMemo(() => appliedCoupons(storedCoupons), [storedCoupons]);
  const totals = useMemo(
    () =>
      cartTotals({
        cart,
        coupons,
        shipping: shippingEstimate?.settings ?? null,
        campaign,
        province: shippingEstimate?.address.province ?? null,
        taxRules: shippingEstimate?.taxRules ?? null,
        oldPackSubtotalCents: oldPackSubtotalCents(oldPack, activeProductIds(cart.entries)),
      }),
    [cart, coupons, campaign, shippingEstimate, oldPack],
  );
  const safety = useMemo(
    () => cartSafetyWarnings(cart, profile, messages ?? ENGLISH_MESSAGES),
    [cart, profile, messages],
  );
  const blocked = useMemo(() => blockedProductNames(cart, safety), [cart, safety]);
  const related = useMemo(
    () =>
      relatedForPerson(cart.relatedProducts, {
        pack: activeProductIds(cart.entries).flatMap((id) => {
          const entry = cart.entries[id];
          return entry === undefined ? [] : [{ productId: id, am: entry.amQty, pm: entry.pmQty }];
        }),
        catalogue: cart.cartProducts,
        profile,
      }),
    [cart, profile],
  );
  const corrupted = useMemo(
    () =>
      new Map(
        corruptedCartLines(cart).map((line) => [
          line.productId,
          corruptedLineText(cartProductById(cart, line.productId)?.name ?? '', line.check),
        ]),
      ),
    [cart, i18n.locale],
  );

  const availableTiers = TIER_NUMBERS.filter((tier) => cart.tiers[tier].length > 0);
  const selectTier = (tier: TierNumber) => update((state) => changeTier(state, tier, { now: now(), mode }));

  if (!hasLines) return <EmptyCart />;

  return (
    <div className={layout}>
      <div className={section}>
        {availableTiers.length > 0 && (
          <TierTabs
            available={availableTiers}
            selected={cart.selectedTier}
            recommended={cart.recommendedTier}
            onSelect={selectTier}
          />
        )}
        <section className={section} aria-labelledby="cart-pack">
          <h2 id="cart-pack" className={sectionHeading}>
            {t`Your pack`}
          </h2>
          <ul className={list}>
            {lines.map(([productId, entry]) => (
              <CartLine
                key={productId}
                entry={entry}
                product={cartProductById(cart, productId) ?? null}
                fixedQuantity={productId === SPLIT_PACK_ID}
                warnings={[
                  ...(corrupted.has(productId) ? [corrupted.get(productId) ?? ''] : []),
                  // French sentences wait for their chunk rather than show in English meanwhile.
                  ...(messages === null
                    ? []
                    : (safety.get(productId) ?? []).map((warning) => warning.message)),
                ]}
                onIncrement={(time) => update((state) => incrementDose(state, productId, time))}
                onDecrement={(time) => update((state) => decrementDose(state, productId, time))}
                onRemove={() => update((state) => softDelete(state, productId, mode))}
                onRestore={() => update((state) => restore(state, productId))}
              />
            ))}
          </ul>
        </section>
        {higherTierGroups(cart.tiers, cart.selectedTier, cart.entries).map(({ tier, products }) => {
          const tierName = tierNames(tier).name;
          return (
            <ProductSuggestions
              key={tier}
              heading={t`Add from ${tierName}…`}
              items={products.map((product) => ({
                id: product.id,
                name: product.name,
                detail: product.reason,
              }))}
              onAdd={(id) =>
                void page.addProduct(id, products.find((product) => product.id === id)?.reason ?? '')
              }
            />
          );
        })}
        <ProductSuggestions
          heading={t`You may also like`}
          items={related.map((product) => {
            const price = moneyText(product.priceCents);
            return { id: product.id, name: product.name, detail: t`${price} per daily pill / month` };
          })}
          onAdd={(id) => void page.addProduct(id)}
        />
      </div>
      <aside className={card} aria-label={t`Order summary and checkout`}>
        <CouponForm
          applied={coupons.map((coupon) => coupon.code)}
          checking={page.couponChecking}
          feedback={page.couponFeedback}
          onApply={(code) => void page.applyCoupon(code)}
          onRemove={page.removeCoupon}
        />
        <CartTotalsPanel value={totals} />
        <ShippingEstimateForm store={estimateStore} saved={cart.tempAddress} />
        {blocked.length === 0 ? (
          <Link to="/checkout" className={buttonClass({ block: true })}>
            {t`Proceed to checkout`}
          </Link>
        ) : (
          <p role="alert" className={warning}>
            {CART_SAFETY_MESSAGES.checkoutBlocked(blocked)}
          </p>
        )}
      </aside>
    </div>
  );
}
