import { Link } from 'react-router-dom';
import { TextFilter } from '../../components/filter-fields';
import { ListPage } from '../../components/list-page';
import { useServices } from '../../lib/admin-context';
import { textParam } from '../../lib/list-params';
import { useListQuery } from '../../lib/use-list-query';
import { useLoad } from '../../lib/use-load';
import { TEXT } from '../../text';
import { dateTimeLabel } from '../orders/order-query';

const searchFrom = (params: URLSearchParams) => textParam(params, 'search', 200) ?? '';

/** The customer search by e-mail or name; the search and page live in the address bar. */
export function CustomerListPage() {
  const { client } = useServices();
  const list = useListQuery((params) => ({ search: searchFrom(params) }));
  const search = searchFrom(list.params);
  const [loaded] = useLoad(
    (signal) => client.customers({ search, page: String(list.page) }, { signal }),
    list.params.toString(),
  );
  return (
    <ListPage
      title={TEXT.customers.title}
      search={{
        submit: TEXT.customers.apply,
        onSubmit: list.apply,
        fields: (
          <TextFilter
            label={TEXT.customers.search}
            placeholder={TEXT.customers.searchHint}
            field={list.field('search')}
          />
        ),
      }}
      loaded={loaded}
      status={(data) => (data.total === 0 ? TEXT.customers.none : TEXT.customers.found(data.total))}
      columns={[TEXT.customers.name, TEXT.customers.email, TEXT.customers.language, TEXT.customers.created]}
      rows={(data) =>
        data.customers.map((customer) => (
          <tr key={customer.id}>
            <td>
              <Link to={`/customers/${customer.id}`}>{customer.name || `#${customer.id}`}</Link>
            </td>
            <td>{customer.email}</td>
            <td>{TEXT.customers.languages[customer.language]}</td>
            <td>{dateTimeLabel(customer.date_created)}</td>
          </tr>
        ))
      }
      pages={{ page: list.page, count: (data) => data.total_pages, goTo: list.goTo }}
    />
  );
}
