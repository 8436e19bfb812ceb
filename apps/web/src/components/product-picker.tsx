// Its own chunk: the catalogue loads only when the person opens it.
import { productFromResponse, type ApiClient } from '@maplepack/api-client';
import { type CategoryResponse } from '@maplepack/api-contract';
import { isInStock, type Product } from '@maplepack/catalog';
import { Button, SelectField, TextField } from '@maplepack/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { moneyText } from '../lib/i18n/money';
import * as css from './product-picker.css';

const PER_PAGE = 100;

type Catalogue =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; products: Product[]; categories: CategoryResponse[] };

/** What the picker reads: the catalogue's products and categories. */
export type CatalogueApi = Pick<ApiClient, 'products' | 'categories'>;

async function loadCatalogue(api: CatalogueApi): Promise<Catalogue> {
  const first = await api.products.list({ per_page: PER_PAGE, page: 1 });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) =>
      api.products.list({ per_page: PER_PAGE, page: index + 2 }),
    ),
  );
  const categories = await api.categories.list();
  const products = [first, ...rest]
    .flatMap((page) => page.items)
    .map(productFromResponse)
    .filter((product): product is Product => product !== null && isInStock(product));
  return { status: 'ready', products, categories };
}

export interface ProductPickerProps {
  api: CatalogueApi;
  /** Products already in the plan or the order: left out of the list. */
  isIncluded: (productId: number) => boolean;
  /** A save is under way: nothing can be added. */
  disabled: boolean;
  onAdd: (product: Product) => void;
}

/**
 * The catalogue to add from (the plan editor and an order's change): search by name, narrow by
 * category; products already included are left out.
 */
export default function ProductPicker({ api, isIncluded, disabled, onAdd }: ProductPickerProps) {
  const [catalogue, setCatalogue] = useState<Catalogue>({ status: 'loading' });
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const { t } = useLingui();

  useEffect(() => {
    let current = true;
    loadCatalogue(api).then(
      (loaded) => current && setCatalogue(loaded),
      () => current && setCatalogue({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api]);

  if (catalogue.status === 'loading') return <p className={css.muted}>{t`Loading the catalogue…`}</p>;
  if (catalogue.status === 'failed')
    return (
      <p className={css.alert} role="alert">
        {t`The catalogue could not be loaded. Please try again.`}
      </p>
    );

  const words = search.trim().toLowerCase();
  const shown = catalogue.products.filter(
    (product) =>
      !isIncluded(product.id) &&
      (words === '' || product.name.toLowerCase().includes(words)) &&
      (category === '' || product.categories.some((c) => String(c.id) === category)),
  );

  return (
    <section className={css.card} aria-labelledby="picker-heading">
      <h3 id="picker-heading" className={css.subHeading}>
        {t`Add from the catalogue`}
      </h3>
      <TextField
        label={t`Search products`}
        type="search"
        value={search}
        maxLength={100}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label={t`Category`}
        value={category}
        options={[
          { value: '', label: t`All categories` },
          ...catalogue.categories.map((c) => ({ value: String(c.id), label: c.name })),
        ]}
        onChange={(event) => setCategory(event.target.value)}
      />
      <p className={css.muted} role="status">
        {plural(shown.length, { one: '# product', other: '# products' })}
      </p>
      <ul className={css.pickerList} aria-label={t`Catalogue`}>
        {shown.map((product) => {
          const price = moneyText(product.priceCents);
          const name = product.name;
          return (
            <li key={product.id} className={css.pickerRow}>
              <span>
                {product.name} <span className={css.muted}>{t`${price} a month per daily pill`}</span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t`Add ${name}`}
                disabled={disabled}
                onClick={() => onAdd(product)}
              >
                {t`Add`}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
