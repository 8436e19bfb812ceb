import { orderStatusSchema } from '@maplepack/api-contract';
import { moneyLabel } from '@maplepack/pricing';
import { Button, Loader } from '@maplepack/ui';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { filters, muted, nativeField, row, table } from '../../components/admin.css';
import { PageHeading } from '../../components/page-heading';
import { useServices } from '../../lib/admin-context';
import { useLoad } from '../../lib/use-load';
import { TEXT } from '../../text';
import { dateTimeLabel, orderQueryFrom, type OrderFilters } from './order-query';

/** The order search: filters and page live in the address bar, so a search can be shared or reloaded. */
export function OrderListPage() {
  const { client } = useServices();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = orderQueryFrom(searchParams);
  const [loaded] = useLoad((signal) => client.orders(query, { signal }), searchParams.toString());
  const [draft, setDraft] = useState<OrderFilters>({
    search: query.search ?? '',
    status: query.status ?? '',
    from: query.from ?? '',
    to: query.to ?? '',
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries(draft)) if (value.trim() !== '') next.set(name, value.trim());
    setSearchParams(next);
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('page', String(page));
    setSearchParams(next);
  };
  const page = Number(query.page ?? '1');
  const field = (name: keyof OrderFilters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  return (
    <>
      <PageHeading>{TEXT.orders.title}</PageHeading>
      <form role="search" className={filters} onSubmit={apply}>
        <label className={nativeField}>
          {TEXT.orders.search}
          <input type="search" placeholder={TEXT.orders.searchHint} {...field('search')} />
        </label>
        <label className={nativeField}>
          {TEXT.orders.status}
          <select {...field('status')}>
            <option value="">{TEXT.orders.anyStatus}</option>
            {orderStatusSchema.options.map((status) => (
              <option key={status} value={status}>
                {TEXT.orders.statuses[status]}
              </option>
            ))}
          </select>
        </label>
        <label className={nativeField}>
          {TEXT.orders.from}
          <input type="date" {...field('from')} />
        </label>
        <label className={nativeField}>
          {TEXT.orders.to}
          <input type="date" {...field('to')} />
        </label>
        <Button type="submit">{TEXT.orders.apply}</Button>
      </form>
      {loaded.state === 'loading' && <Loader />}
      {loaded.state === 'failed' && <Alert message={loaded.message} />}
      {loaded.state === 'loaded' && (
        <>
          <p role="status">
            {loaded.data.total === 0 ? TEXT.orders.none : TEXT.orders.found(loaded.data.total)}
          </p>
          {loaded.data.orders.length > 0 && (
            <table className={table}>
              <thead>
                <tr>
                  <th scope="col">{TEXT.orders.number}</th>
                  <th scope="col">{TEXT.orders.date}</th>
                  <th scope="col">{TEXT.orders.customer}</th>
                  <th scope="col">{TEXT.orders.status}</th>
                  <th scope="col">{TEXT.orders.total}</th>
                  <th scope="col">{TEXT.orders.refunded}</th>
                  <th scope="col">{TEXT.orders.shipped}</th>
                </tr>
              </thead>
              <tbody>
                {loaded.data.orders.map((order) => (
                  <tr key={order.id}>
                    <td>
                      <Link to={`/orders/${order.id}`}>#{order.id}</Link>
                    </td>
                    <td>{dateTimeLabel(order.date_created)}</td>
                    <td>
                      {order.name}
                      <br />
                      <span className={muted}>{order.email}</span>
                    </td>
                    <td>{TEXT.orders.statuses[order.status]}</td>
                    <td>{moneyLabel(order.total)}</td>
                    <td>{order.refunded_total === '0.00' ? '' : moneyLabel(order.refunded_total)}</td>
                    <td>
                      {order.shipped_at === null ? TEXT.orders.notShipped : dateTimeLabel(order.shipped_at)}
                    </td>
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
