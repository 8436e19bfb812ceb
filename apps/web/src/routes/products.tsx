import { addToCart } from '@maplepack/cart';
import { categoryBySlug, type Product } from '@maplepack/catalog';
import { useSearchParams } from 'react-router-dom';
import { cartStore } from '../stores/cart-store';
import { pageFromQuery } from '../features/catalogue/catalogue-paging';
import { CatalogueView } from '../features/catalogue/components/catalogue-view';
import { ProductDetails } from '../features/catalogue/components/product-details';
import { useAllowedRoute } from '../features/shell/route-context';
import { useUiStore } from '../stores/ui-store';

/** Spec §4: adding raises the cart by the product's standard doses; the header counter follows. */
function addProductToCart(product: Product): void {
  cartStore.getState().update((cart) => addToCart(cart, product, { now: Date.now() }));
  useUiStore.getState().showToast({
    id: `added-${product.id}`,
    tone: 'success',
    message: `${product.name} was added to your cart.`,
  });
}

/**
 * /products, /products/{category} and /products/{category?}/{id}: access's matchRoute tells a
 * category slug from a product id, and the guard has already rejected unknown slugs and bad ids.
 */
export function Component() {
  const { route } = useAllowedRoute();
  const [search] = useSearchParams();
  const id = route.params['id'];
  if (route.name === 'products-category-id' && id !== undefined) {
    return <ProductDetails key={id} id={Number(id)} onAddToCart={addProductToCart} />;
  }
  const slug = route.params['category'];
  const category = slug === undefined ? undefined : categoryBySlug(slug);
  return (
    <CatalogueView
      category={category}
      page={pageFromQuery(search.get('page'))}
      onAddToCart={addProductToCart}
    />
  );
}
