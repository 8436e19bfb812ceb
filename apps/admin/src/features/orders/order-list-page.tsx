import { orderStatusSchema } from '@maplepack/api-contract';
import { moneyLabel } from '@maplepack/pricing';
import { Link } from 'react-router-dom';
import { muted } from '../../components/admin.css';
import { ChoiceFilter, TextFilter } from '../../components/filter-fields';
import { ListPage } from '../../components/list-page';
import { useServices } from '../../lib/admin-context';
import { draftOf } from '../../lib/list-params';
import { useListQuery } from '../../lib/use-list-query';
import { useLoad } from '../../lib/use-load';
import { TEXT } from '../../text';
import { dateTimeLabel, ORDER_FILTERS, orderQueryFrom } from './order-query';

/** The order search: filters and page live in the address bar, so a search can be shared or reloaded. */
export function OrderListPage() {
  const { client } = useServices();
  const list = useListQuery((params) => draftOf(orderQueryFrom(params), ORDER_FILTERS));
  const query = orderQueryFrom(list.params);
  const [loaded] = useLoad((signal) => client.orders(query, { signal }), list.params.toString());
  return (
    <ListPage
      title={TEXT.orders.title}
      search={{
        submit: TEXT.orders.apply,
        onSubmit: list.apply,
        fields: (
          <>
            <TextFilter
              label={TEXT.orders.search}
              placeholder={TEXT.orders.searchHint}
              field={list.field('search')}
            />
            <ChoiceFilter
              label={TEXT.orders.status}
              any={TEXT.orders.anyStatus}
              choices={orderStatusSchema.options}
              labelOf={(status) => TEXT.orders.statuses[status]}
              field={list.field('status')}
            />
            <TextFilter label={TEXT.orders.from} type="date" field={list.field('from')} />
            <TextFilter label={TEXT.orders.to} type="date" field={list.field('to')} />
          </>
        ),
      }}
      loaded={loaded}
      status={(data) => (data.total === 0 ? TEXT.orders.none : TEXT.orders.found(data.total))}
      columns={[
        TEXT.orders.number,
        TEXT.orders.date,
        TEXT.orders.customer,
        TEXT.orders.status,
        TEXT.orders.total,
        TEXT.orders.refunded,
        TEXT.orders.shipped,
      ]}
      rows={(data) =>
        data.orders.map((order) => (
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
            <td>{order.shipped_at === null ? TEXT.orders.notShipped : dateTimeLabel(order.shipped_at)}</td>
          </tr>
        ))
      }
      pages={{ page: list.page, count: (data) => data.total_pages, goTo: list.goTo }}
    />
  );
}
