import { isInStock, type Product } from '@maplepack/catalog';
import { RELATED_PRODUCTS_LIMIT } from '@maplepack/cart';
import { useEffect } from 'react';
import { catalogueStore, useCatalogueStore } from '../stores/catalogue-store';
import { grid } from './catalogue.css';
import { ProductCard } from './product-card';

/**
 * The product's related products (related_ids), in stock only, at most four (the cart's related
 * limit). Ids that fail to load or are out of stock are left out silently: they are suggestions.
 */
export function RelatedProducts({
  ids,
  onAddToCart,
}: {
  ids: readonly number[];
  onAddToCart: (product: Product) => void;
}) {
  const key = ids.join(',');
  useEffect(() => {
    for (const id of key === '' ? [] : key.split(',').map(Number))
      void catalogueStore.getState().loadProduct(id);
  }, [key]);
  const loaded = useCatalogueStore((state) => state.products);
  const related = ids
    .map((id) => loaded[id])
    .flatMap((entry) => (entry?.status === 'ready' && isInStock(entry.data) ? [entry.data] : []))
    .slice(0, RELATED_PRODUCTS_LIMIT);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading">Related products</h2>
      <ul className={grid}>
        {related.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} onAddToCart={onAddToCart} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
