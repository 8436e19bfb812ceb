import { type AdminSubscriptionListParams } from '@maplepack/api-client';
import { subscriptionStatusSchema } from '@maplepack/api-contract';
import { moneyLabel } from '@maplepack/pricing';
import { Link } from 'react-router-dom';
import { muted } from '../../components/admin.css';
import { ChoiceFilter, TextFilter } from '../../components/filter-fields';
import { ListPage } from '../../components/list-page';
import { useServices } from '../../lib/admin-context';
import { choiceParam, dateParam, draftOf, pageParam, textParam } from '../../lib/list-params';
import { useListQuery } from '../../lib/use-list-query';
import { useLoad } from '../../lib/use-load';
import { TEXT } from '../../text';

const FILTERS = ['search', 'status', 'renewal_from', 'renewal_to'] as const;

/** The search the address bar asks for; a value the contract would refuse is left out. */
export function subscriptionQueryFrom(params: URLSearchParams): AdminSubscriptionListParams {
  return {
    search: textParam(params, 'search', 200),
    status: choiceParam(params, 'status', subscriptionStatusSchema.options),
    renewal_from: dateParam(params, 'renewal_from'),
    renewal_to: dateParam(params, 'renewal_to'),
    page: pageParam(params),
  };
}

/** The subscription search: filters and page live in the address bar, as the order search's do. */
export function SubscriptionListPage() {
  const { client } = useServices();
  const list = useListQuery((params) => draftOf(subscriptionQueryFrom(params), FILTERS));
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
            <TextFilter
              label={TEXT.subscriptions.search}
              placeholder={TEXT.subscriptions.searchHint}
              field={list.field('search')}
            />
            <ChoiceFilter
              label={TEXT.subscriptions.status}
              any={TEXT.subscriptions.anyStatus}
              choices={subscriptionStatusSchema.options}
              labelOf={(status) => TEXT.subscriptions.statuses[status]}
              field={list.field('status')}
            />
            <TextFilter
              label={TEXT.subscriptions.renewalFrom}
              type="date"
              field={list.field('renewal_from')}
            />
            <TextFilter label={TEXT.subscriptions.renewalTo} type="date" field={list.field('renewal_to')} />
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
