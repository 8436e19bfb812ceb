import { type AdminSubscriptionListParams } from '@maplepack/api-client';
import { subscriptionStatusSchema } from '@maplepack/api-contract';
import { moneyLabel } from '@maplepack/pricing';
import { Link } from 'react-router-dom';
import { muted, nativeField } from '../../components/admin.css';
import { ListPage } from '../../components/list-page';
import { useServices } from '../../lib/admin-context';
import { useListQuery } from '../../lib/use-list-query';
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
  const list = useListQuery<keyof SubscriptionFilters>((params) => {
    const asked = subscriptionQueryFrom(params);
    return {
      search: asked.search ?? '',
      status: asked.status ?? '',
      renewal_from: asked.renewal_from ?? '',
      renewal_to: asked.renewal_to ?? '',
    };
  });
  const query = subscriptionQueryFrom(list.params);
  const [loaded] = useLoad((signal) => client.subscriptions(query, { signal }), list.params.toString());
  return (
    <ListPage
      title={TEXT.subscriptions.title}
      search={{
        submit: TEXT.subscriptions.apply,
        onSubmit: list.apply,
        fields: (
          <>
            <label className={nativeField}>
              {TEXT.subscriptions.search}
              <input type="search" placeholder={TEXT.subscriptions.searchHint} {...list.field('search')} />
            </label>
            <label className={nativeField}>
              {TEXT.subscriptions.status}
              <select {...list.field('status')}>
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
              <input type="date" {...list.field('renewal_from')} />
            </label>
            <label className={nativeField}>
              {TEXT.subscriptions.renewalTo}
              <input type="date" {...list.field('renewal_to')} />
            </label>
          </>
        ),
      }}
      loaded={loaded}
      status={(data) => (data.total === 0 ? TEXT.subscriptions.none : TEXT.subscriptions.found(data.total))}
      columns={[
        TEXT.subscriptions.number,
        TEXT.subscriptions.customer,
        TEXT.subscriptions.status,
        TEXT.subscriptions.nextRenewal,
        TEXT.subscriptions.total,
      ]}
      rows={(data) =>
        data.subscriptions.map((plan) => (
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
        ))
      }
      pages={{ page: list.page, count: (data) => data.total_pages, goTo: list.goTo }}
    />
  );
}
