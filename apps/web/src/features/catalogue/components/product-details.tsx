import { isInStock, type Product } from '@maplepack/catalog';
import { useLingui } from '@lingui/react/macro';
import { Button, Loader } from '@maplepack/ui';
import { useEffect } from 'react';
import { Page } from '../../../components/page';
import { PageNotFoundError } from '../../../lib/page-not-found';
import {
  categoryName,
  isPackaging,
  monthlyPriceText,
  primaryCategory,
  standardDoseText,
} from '../product-text';
import { catalogueStore, useCatalogueStore } from '../stores/catalogue-store';
import { chip, detailsPicture, muted, notice, price } from './catalogue.css';
import { LoadError } from '../../../components/load-error';
import { ProductPicture } from '../../../components/product-picture';
import { ProductFacts } from './product-facts';
import { RelatedProducts } from './related-products';

export interface ProductDetailsProps {
  id: number;
  onAddToCart: (product: Product) => void;
}

/**
 * The product page: its name as the heading, price, description, facts, add to cart and related
 * products. An id the API does not know shows the 404 screen.
 */
export function ProductDetails({ id, onAddToCart }: ProductDetailsProps) {
  const { t } = useLingui();
  const state = useCatalogueStore((store) => store.products[id]);
  useEffect(() => void catalogueStore.getState().loadProduct(id), [id]);

  if (state?.status === 'error' && state.notFound) throw new PageNotFoundError();
  if (state === undefined || state.status !== 'ready') {
    return (
      // Until the product has loaded (or when it cannot), the page is called this.
      <Page title={t`Product details`}>
        {state?.status === 'error' ? (
          <LoadError onRetry={() => void catalogueStore.getState().loadProduct(id)} />
        ) : (
          <Loader />
        )}
      </Page>
    );
  }
  const product = state.data;
  const category = primaryCategory(product);
  const name = product.name;
  const dose = standardDoseText(product);
  return (
    <Page title={product.name}>
      <ProductPicture product={product} priority className={detailsPicture} />
      {category !== undefined && (
        <span className={chip} style={{ backgroundColor: category.color }}>
          {categoryName(category)}
        </span>
      )}
      <p className={price}>{monthlyPriceText(product)}</p>
      {!isPackaging(product) && (
        <p className={muted}>{t`Price per daily pill for a month. Standard dose: ${dose}.`}</p>
      )}
      {product.description !== '' && <p>{product.description}</p>}
      {isInStock(product) ? (
        <Button onClick={() => onAddToCart(product)} aria-label={t`Add to cart: ${name}`}>
          {t`Add to cart`}
        </Button>
      ) : (
        <p className={notice}>{t`This product is out of stock.`}</p>
      )}
      <ProductFacts product={product} />
      <RelatedProducts ids={product.relatedIds} beside={product} onAddToCart={onAddToCart} />
    </Page>
  );
}
