import { categoryBySlug } from '@maplepack/catalog';
import { Page } from '../features/shell/components/page';
import { useAllowedRoute } from '../features/shell/route-context';

/**
 * /products, /products/{category} and /products/{category?}/{id}: access's matchRoute tells a
 * category slug from a product id, and the guard has already rejected unknown slugs and bad ids.
 */
export function Component() {
  const { route } = useAllowedRoute();
  if (route.name === 'products-category-id') return <Page title="Product details" />;
  const slug = route.params['category'];
  const category = slug === undefined ? undefined : categoryBySlug(slug);
  return <Page title={category?.name ?? 'Products'} />;
}
