import { addToCart } from '@maplepack/cart';
import { categoryBySlug, type Product } from '@maplepack/catalog';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../lib/api';
import { cartStore } from '../stores/cart-store';
import { ensureAssessmentProfile } from '../features/cart/assessment-profile';
import { addedToCartNotice } from '../features/cart/added-notice';
import { recommendationMessages } from '../lib/i18n/recommendation-messages';
import { pageFromQuery } from '../features/catalogue/catalogue-paging';
import { CatalogueView } from '../features/catalogue/components/catalogue-view';
import { ProductDetails } from '../features/catalogue/components/product-details';
import { useAllowedRoute } from '../features/shell/route-context';
import { useUiStore } from '../stores/ui-store';

const loadProfile = () => api.survey.profile({ background: true });

/**
 * Spec §4: adding raises the cart by the product's standard doses; the header counter follows. The
 * whole pack is then checked against the person's last assessment (asked of the API once), and the
 * notice says at once when the product is not safe for them, or what its label cautions.
 */
async function addProductToCart(product: Product): Promise<void> {
  cartStore.getState().update((cart) => addToCart(cart, product, { now: Date.now() }));
  const [profile, messages] = await Promise.all([
    ensureAssessmentProfile(cartStore, loadProfile),
    recommendationMessages(),
  ]);
  useUiStore.getState().showToast(addedToCartNotice(cartStore.getState().cart, product, profile, messages));
}

// One function for every render: the product cards are memoized on their props.
const onAddToCart = (product: Product) => void addProductToCart(product);

/**
 * /products, /products/{category} and /products/{category?}/{id}: access's matchRoute tells a
 * category slug from a product id, and the guard has already rejected unknown slugs and bad ids.
 */
export function Component() {
  const { route } = useAllowedRoute();
  const [search] = useSearchParams();
  const id = route.params['id'];
  // The related products and the add notice respect the person's last assessment: ask for it once.
  useEffect(() => void ensureAssessmentProfile(cartStore, loadProfile), []);
  if (route.name === 'products-category-id' && id !== undefined) {
    return <ProductDetails key={id} id={Number(id)} onAddToCart={onAddToCart} />;
  }
  const slug = route.params['category'];
  const category = slug === undefined ? undefined : categoryBySlug(slug);
  return (
    <CatalogueView category={category} page={pageFromQuery(search.get('page'))} onAddToCart={onAddToCart} />
  );
}
