import { Button, Loader } from '@maplepack/ui';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { filters, nativeField, row, table } from '../../components/admin.css';
import { PageHeading } from '../../components/page-heading';
import { useServices } from '../../lib/admin-context';
import { useLoad } from '../../lib/use-load';
import { TEXT } from '../../text';
import { dateTimeLabel } from '../orders/order-query';

/** The customer search by e-mail or name; the search and page live in the address bar. */
export function CustomerListPage() {
  const { client } = useServices();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search')?.trim().slice(0, 200) ?? '';
  const pageParam = searchParams.get('page');
  const page = pageParam !== null && /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 1;
  const [loaded] = useLoad(
    (signal) => client.customers({ search, page: String(page) }, { signal }),
    searchParams.toString(),
  );
  const [draft, setDraft] = useState(search);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setSearchParams(
      draft.trim() === '' ? new URLSearchParams() : new URLSearchParams({ search: draft.trim() }),
    );
  };
  const goTo = (next: number) => {
    const params = new URLSearchParams(searchParams);
    params.set('page', String(next));
    setSearchParams(params);
  };
  return (
    <>
      <PageHeading>{TEXT.customers.title}</PageHeading>
      <form role="search" className={filters} onSubmit={apply}>
        <label className={nativeField}>
          {TEXT.customers.search}
          <input
            type="search"
            placeholder={TEXT.customers.searchHint}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </label>
        <Button type="submit">{TEXT.customers.apply}</Button>
      </form>
      {loaded.state === 'loading' && <Loader />}
      {loaded.state === 'failed' && <Alert message={loaded.message} />}
      {loaded.state === 'loaded' && (
        <>
          <p role="status">
            {loaded.data.total === 0 ? TEXT.customers.none : TEXT.customers.found(loaded.data.total)}
          </p>
          {loaded.data.customers.length > 0 && (
            <table className={table}>
              <thead>
                <tr>
                  <th scope="col">{TEXT.customers.name}</th>
                  <th scope="col">{TEXT.customers.email}</th>
                  <th scope="col">{TEXT.customers.language}</th>
                  <th scope="col">{TEXT.customers.created}</th>
                </tr>
              </thead>
              <tbody>
                {loaded.data.customers.map((customer) => (
                  <tr key={customer.id}>
                    <td>
                      <Link to={`/customers/${customer.id}`}>{customer.name || `#${customer.id}`}</Link>
                    </td>
                    <td>{customer.email}</td>
                    <td>{TEXT.customers.languages[customer.language]}</td>
                    <td>{dateTimeLabel(customer.date_created)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {loaded.data.total_pages > 1 && (
            <nav aria-label={TEXT.orders.pagination} className={row}>
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {TEXT.orders.previous}
              </Button>
              <span>{TEXT.orders.pageOf(page, loaded.data.total_pages)}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= loaded.data.total_pages}
                onClick={() => goTo(page + 1)}
              >
                {TEXT.orders.next}
              </Button>
            </nav>
          )}
        </>
      )}
    </>
  );
}
