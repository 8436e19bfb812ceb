import { useLingui } from '@lingui/react/macro';
import { isInStock, type Product } from '@maplepack/catalog';
import { activeProductIds, RELATED_PRODUCTS_LIMIT } from '@maplepack/cart';
import { relatedForPerson } from '@maplepack/recommendation';
import { useCartStore } from '../../../stores/cart-store';
import { useEffect } from 'react';
import { catalogueStore, useCatalogueStore } from '../stores/catalogue-store';
import { grid } from './catalogue.css';
import { ProductCard } from './product-card';

/**
 * The product's related products (related_ids), in stock only, at most four (the cart's related
 * limit). Ids that fail to load or are out of stock are left out silently: they are suggestions.
 * They respect the person (relatedForPerson): nothing made for the other sex than the product beside
 * them or the person, nothing the safety rules exclude for their last assessment and their cart.
 */
export function RelatedProducts({
  ids,
  beside,
  onAddToCart,
}: {
  ids: readonly number[];
  /** The product whose page this is. */
  beside: Product;
  onAddToCart: (product: Product) => void;
}) {
  const { t } = useLingui();
  const key = ids.join(',');
  useEffect(() => {
    for (const id of key === '' ? [] : key.split(',').map(Number))
      void catalogueStore.getState().loadProduct(id);
  }, [key]);
  const loaded = useCatalogueStore((state) => state.products);
  const cart = useCartStore((state) => state.cart);
  const profile = useCartStore((state) => state.assessmentProfile);
  const candidates = ids
    .map((id) => loaded[id])
    .flatMap((entry) => (entry?.status === 'ready' && isInStock(entry.data) ? [entry.data] : []));
  const inCart = activeProductIds(cart.entries).flatMap((id) => {
    const entry = cart.entries[id];
    return entry === undefined || id === beside.id
      ? []
      : [{ productId: id, am: entry.amQty, pm: entry.pmQty }];
  });
  const related = relatedForPerson(candidates, {
    pack: [...inCart, { productId: beside.id, am: beside.standardDose.am, pm: beside.standardDose.pm }],
    catalogue: [...cart.cartProducts, beside],
    profile,
  }).slice(0, RELATED_PRODUCTS_LIMIT);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading">{t`Related products`}</h2>
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
