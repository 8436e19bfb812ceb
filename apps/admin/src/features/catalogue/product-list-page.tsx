import { productStatusSchema } from '@maplepack/api-contract';
import { stockStatusSchema } from '@maplepack/catalog';
import { moneyLabel } from '@maplepack/pricing';
import { Link } from 'react-router-dom';
import { muted, nativeField } from '../../components/admin.css';
import { ChoiceFilter, TextFilter } from '../../components/filter-fields';
import { ListPage } from '../../components/list-page';
import { useServices } from '../../lib/admin-context';
import { useListQuery } from '../../lib/use-list-query';
import { useLoad } from '../../lib/use-load';
import { CATALOGUE_TEXT } from './catalogue-text';

const T = CATALOGUE_TEXT.list;
const FILTERS = ['search', 'category', 'status', 'stock_status'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

const filtersFrom = (params: URLSearchParams) =>
  Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Filters;

/** The products: search and filters in the address bar, as the order search keeps them. */
export function ProductListPage() {
  const { client } = useServices();
  const list = useListQuery(filtersFrom);
  const current = filtersFrom(list.params);
  const [loaded] = useLoad(
    (signal) =>
      client.products(
        {
          ...(current.search === '' ? {} : { search: current.search }),
          ...(/^\d+$/.test(current.category) ? { category: current.category } : {}),
          ...(productStatusSchema.safeParse(current.status).success
            ? { status: current.status as 'publish' }
            : {}),
          ...(stockStatusSchema.safeParse(current.stock_status).success
            ? { stock_status: current.stock_status as 'instock' }
            : {}),
          page: list.page,
        },
        { signal },
      ),
    list.params.toString(),
  );
  return (
    <ListPage
      title={T.title}
      search={{
        submit: T.apply,
        onSubmit: list.apply,
        fields: (
          <>
            <TextFilter label={T.search} placeholder={T.searchHint} field={list.field('search')} />
            <label className={nativeField}>
              {T.category}
              <input inputMode="numeric" placeholder={T.categoryHint} {...list.field('category')} />
            </label>
            <ChoiceFilter
              label={T.status}
              any={T.anyStatus}
              choices={productStatusSchema.options}
              labelOf={(status) => CATALOGUE_TEXT.statuses[status]}
              field={list.field('status')}
            />
            <ChoiceFilter
              label={T.stock}
              any={T.anyStock}
              choices={stockStatusSchema.options}
              labelOf={(stock) => CATALOGUE_TEXT.stock[stock]}
              field={list.field('stock_status')}
            />
          </>
        ),
      }}
      loaded={loaded}
      status={(data) => (data.total === 0 ? T.none : T.found(data.total))}
      columns={[T.name, T.price, T.status, T.stock, T.doses]}
      rows={(data) =>
        data.products.map((product) => (
          <tr key={product.id}>
            <td>
              <Link to={`/products/${product.id}`}>{product.name}</Link>
              <br />
              <span className={muted}>
                #{product.id}
                {product.npn === null ? '' : ` · NPN ${product.npn}`}
              </span>
            </td>
            <td>{moneyLabel(product.price)}</td>
            <td>{CATALOGUE_TEXT.statuses[product.status]}</td>
            <td>{CATALOGUE_TEXT.stock[product.stock_status]}</td>
            <td>
              {product.dose_am} + {product.dose_pm} ({product.min_pills}–{product.max_pills})
            </td>
          </tr>
        ))
      }
      pages={{ page: list.page, count: (data) => data.total_pages, goTo: list.goTo, text: T }}
    />
  );
}
