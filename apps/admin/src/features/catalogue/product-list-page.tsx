import { productStatusSchema } from '@maplepack/api-contract';
import { stockStatusSchema } from '@maplepack/catalog';
import { moneyLabel } from '@maplepack/pricing';
import { Button, Loader } from '@maplepack/ui';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { filters, muted, nativeField, row, table } from '../../components/admin.css';
import { PageHeading } from '../../components/page-heading';
import { useServices } from '../../lib/admin-context';
import { useLoad } from '../../lib/use-load';
import { CATALOGUE_TEXT } from './catalogue-text';

const T = CATALOGUE_TEXT.list;
const FILTERS = ['search', 'category', 'status', 'stock_status'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/** The products: search and filters in the address bar, as the order search keeps them. */
export function ProductListPage() {
  const { client } = useServices();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = Object.fromEntries(FILTERS.map((name) => [name, searchParams.get(name) ?? ''])) as Filters;
  const page = Math.max(1, Number(searchParams.get('page') ?? '1') || 1);
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
          page,
        },
        { signal },
      ),
    searchParams.toString(),
  );
  const [draft, setDraft] = useState<Filters>(current);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries(draft)) if (value.trim() !== '') next.set(name, value.trim());
    setSearchParams(next);
  };
  const goTo = (to: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('page', String(to));
    setSearchParams(next);
  };
  const field = (name: keyof Filters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  return (
    <>
      <PageHeading>{T.title}</PageHeading>
      <form role="search" className={filters} onSubmit={apply}>
        <label className={nativeField}>
          {T.search}
          <input type="search" placeholder={T.searchHint} {...field('search')} />
        </label>
        <label className={nativeField}>
          {T.category}
          <input inputMode="numeric" placeholder={T.categoryHint} {...field('category')} />
        </label>
        <label className={nativeField}>
          {T.status}
          <select {...field('status')}>
            <option value="">{T.anyStatus}</option>
            {productStatusSchema.options.map((status) => (
              <option key={status} value={status}>
                {CATALOGUE_TEXT.statuses[status]}
              </option>
            ))}
          </select>
        </label>
        <label className={nativeField}>
          {T.stock}
          <select {...field('stock_status')}>
            <option value="">{T.anyStock}</option>
            {stockStatusSchema.options.map((stock) => (
              <option key={stock} value={stock}>
                {CATALOGUE_TEXT.stock[stock]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">{T.apply}</Button>
      </form>
      {loaded.state === 'loading' && <Loader />}
      {loaded.state === 'failed' && <Alert message={loaded.message} />}
      {loaded.state === 'loaded' && (
        <>
          <p role="status">{loaded.data.total === 0 ? T.none : T.found(loaded.data.total)}</p>
          {loaded.data.products.length > 0 && (
            <table className={table}>
              <thead>
                <tr>
                  <th scope="col">{T.name}</th>
                  <th scope="col">{T.price}</th>
                  <th scope="col">{T.status}</th>
                  <th scope="col">{T.stock}</th>
                  <th scope="col">{T.doses}</th>
                </tr>
              </thead>
              <tbody>
                {loaded.data.products.map((product) => (
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
                ))}
              </tbody>
            </table>
          )}
          {loaded.data.total_pages > 1 && (
            <nav aria-label={T.pagination} className={row}>
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {T.previous}
              </Button>
              <span>{T.pageOf(page, loaded.data.total_pages)}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= loaded.data.total_pages}
                onClick={() => goTo(page + 1)}
              >
                {T.next}
              </Button>
            </nav>
          )}
        </>
      )}
    </>
  );
}
