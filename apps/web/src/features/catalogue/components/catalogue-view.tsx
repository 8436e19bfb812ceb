import { type Category, type Product } from '@maplepack/catalog';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Loader } from '@maplepack/ui';
import { useEffect } from 'react';
import { Page } from '../../../components/page';
import { cataloguePageKey } from '../catalogue-paging';
import { catalogueStore, useCatalogueStore } from '../stores/catalogue-store';
import { CategoryTabs } from './category-tabs';
import { categoryHeader, grid, muted } from './catalogue.css';
import { LoadError } from '../../../components/load-error';
import { Pager } from '../../../components/pager';
import { ProductCard } from './product-card';
import { categoryName } from '../product-text';

export interface CatalogueViewProps {
  /** Undefined: every category (the All tab). */
  category: Category | undefined;
  page: number;
  onAddToCart: (product: Product) => void;
}

// The cards a phone or a desktop shows before scrolling: their pictures are the page's largest element, and
// a lazy picture there waits for layout before it is even requested.
const FIRST_SCREEN_CARDS = 3;

/** A category page: its name as heading, tabs, the page's in-stock products and the pager. */
export function CatalogueView({ category, page, onAddToCart }: CatalogueViewProps) {
  const { t } = useLingui();
  const categoryId = category?.id ?? null;
  const state = useCatalogueStore((store) => store.pages[cataloguePageKey(categoryId, page)]);
  const load = () => void catalogueStore.getState().loadPage(categoryId, page);
  useEffect(() => void catalogueStore.getState().loadPage(categoryId, page), [categoryId, page]);

  return (
    // The heading of /products is the main menu's name for it, not the All tab's.
    <Page title={category === undefined ? t`Products` : categoryName(category)}>
      <img
        src={`/art/categories/${category?.slug ?? 'all'}.svg`}
        width={1200}
        height={300}
        alt=""
        className={categoryHeader}
        decoding="async"
      />
      <CategoryTabs current={category?.slug ?? ''} />
      {(state === undefined || state.status === 'loading') && <Loader />}
      {state?.status === 'error' && <LoadError onRetry={load} />}
      {state?.status === 'ready' &&
        (state.data.products.length === 0 ? (
          <p className={muted}>{t`There are no products on this page.`}</p>
        ) : (
          <>
            <p className={muted}>{plural(state.data.total, { one: '# product', other: '# products' })}</p>
            <ul className={grid}>
              {state.data.products.map((product, index) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    onAddToCart={onAddToCart}
                    priority={index < FIRST_SCREEN_CARDS}
                  />
                </li>
              ))}
            </ul>
            <Pager page={page} totalPages={state.data.totalPages} />
          </>
        ))}
    </Page>
  );
}
