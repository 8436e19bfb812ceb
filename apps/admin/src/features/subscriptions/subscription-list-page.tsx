import { type AdminSubscriptionListParams } from '@maplepack/api-client';
import { subscriptionStatusSchema } from '@maplepack/api-contract';
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

interface SubscriptionFilters {
  search: string;
  status: string;
  renewal_from: string;
  renewal_to: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The search the address bar asks for; a value the contract would refuse is left out. */
export function subscriptionQueryFrom(params: URLSearchParams): AdminSubscriptionListParams {
  const query: AdminSubscriptionListParams = {};
  const search = params.get('search')?.trim();
  if (search) query.search = search.slice(0, 200);
  const status = subscriptionStatusSchema.safeParse(params.get('status'));
  if (status.success) query.status = status.data;
  for (const name of ['renewal_from', 'renewal_to'] as const) {
    const value = params.get(name);
    if (value !== null && DATE.test(value)) query[name] = value;
  }
  const page = params.get('page');
  if (page !== null && /^[1-9]\d{0,5}$/.test(page)) query.page = page;
  return query;
}

/** The subscription search: filters and page live in the address bar, as the order search's do. */
export function SubscriptionListPage() {
  const { client } = useServices();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = subscriptionQueryFrom(searchParams);
  const [loaded] = useLoad((signal) => client.subscriptions(query, { signal }), searchParams.toString());
  const [draft, setDraft] = useState<SubscriptionFilters>({
    search: query.search ?? '',
    status: query.status ?? '',
    renewal_from: query.renewal_from ?? '',
    renewal_to: query.renewal_to ?? '',
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
  const field = (name: keyof SubscriptionFilters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  return (
    <>
      <PageHeading>{TEXT.subscriptions.title}</PageHeading>
      <form role="search" className={filters} onSubmit={apply}>
        <label className={nativeField}>
          {TEXT.subscriptions.search}
          <input type="search" placeholder={TEXT.subscriptions.searchHint} {...field('search')} />
        </label>
        <label className={nativeField}>
          {TEXT.subscriptions.status}
          <select {...field('status')}>
            <option value="">{TEXT.subscriptions.anyStatus}</option>
            {subscriptionStatusSchema.options.map((status) => (
              <option key={status} value={status}>
                {TEXT.subscriptions.statuses[status]}
              </option>
            ))}
          </select>
        </label>
        <label className={nativeField}>
          {TEXT.subscriptions.renewalFrom}
          <input type="date" {...field('renewal_from')} />
        </label>
        <label className={nativeField}>
          {TEXT.subscriptions.renewalTo}
          <input type="date" {...field('renewal_to')} />
        </label>
        <Button type="submit">{TEXT.subscriptions.apply}</Button>
      </form>
      {loaded.state === 'loading' && <Loader />}
      {loaded.state === 'failed' && <Alert message={loaded.message} />}
      {loaded.state === 'loaded' && (
        <>
          <p role="status">
            {loaded.data.total === 0 ? TEXT.subscriptions.none : TEXT.subscriptions.found(loaded.data.total)}
          </p>
          {loaded.data.subscriptions.length > 0 && (
            <table className={table}>
              <thead>
                <tr>
                  <th scope="col">{TEXT.subscriptions.number}</th>
                  <th scope="col">{TEXT.subscriptions.customer}</th>
                  <th scope="col">{TEXT.subscriptions.status}</th>
                  <th scope="col">{TEXT.subscriptions.nextRenewal}</th>
                  <th scope="col">{TEXT.subscriptions.total}</th>
                </tr>
              </thead>
              <tbody>
                {loaded.data.subscriptions.map((plan) => (
                  <tr key={plan.id}>
                    <td>
                      <Link to={`/subscriptions/${plan.id}`}>#{plan.id}</Link>
                    </td>
                    <td>
                      {plan.name}
                      <br />
                      <span className={muted}>{plan.email}</span>
                    </td>
                    <td>{TEXT.subscriptions.statuses[plan.status]}</td>
                    <td>{plan.next_payment_date ?? TEXT.subscriptions.noRenewal}</td>
                    <td>{moneyLabel(plan.total)}</td>
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
