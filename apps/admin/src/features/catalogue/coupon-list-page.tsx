import { DISCOUNT_TYPES } from '@maplepack/pricing';
import { Link } from 'react-router-dom';
import { muted } from '../../components/admin.css';
import { ChoiceFilter, TextFilter } from '../../components/filter-fields';
import { ListPage } from '../../components/list-page';
import { useServices } from '../../lib/admin-context';
import { useListQuery } from '../../lib/use-list-query';
import { useLoad } from '../../lib/use-load';
import { dateTimeLabel } from '../orders/order-query';
import { CATALOGUE_TEXT } from './catalogue-text';

const T = CATALOGUE_TEXT.coupons;

const filtersFrom = (params: URLSearchParams) => ({
  search: params.get('search') ?? '',
  discount_type: params.get('discount_type') ?? '',
});

/** The coupons: search and type in the address bar; a link to make a new one. */
export function CouponListPage() {
  const { client } = useServices();
  const list = useListQuery(filtersFrom);
  const { search, discount_type: type } = filtersFrom(list.params);
  const [loaded] = useLoad(
    (signal) =>
      client.coupons(
        {
          ...(search === '' ? {} : { search }),
          ...((DISCOUNT_TYPES as readonly string[]).includes(type)
            ? { discount_type: type as (typeof DISCOUNT_TYPES)[number] }
            : {}),
          per_page: 100,
        },
        { signal },
      ),
    list.params.toString(),
  );
  return (
    <ListPage
      title={T.title}
      intro={
        <p>
          <Link to="/coupons/new">{T.newCoupon}</Link>
        </p>
      }
      search={{
        submit: T.apply,
        onSubmit: list.apply,
        fields: (
          <>
            <TextFilter label={T.search} placeholder={T.searchHint} field={list.field('search')} />
            <ChoiceFilter
              label={T.type}
              any={T.anyType}
              choices={DISCOUNT_TYPES}
              labelOf={(value) => T.types[value]}
              field={list.field('discount_type')}
            />
          </>
        ),
      }}
      loaded={loaded}
      status={(data) => (data.total === 0 ? T.none : T.found(data.total))}
      columns={[T.code, T.type, T.amount, T.used, T.expires]}
      rows={(data) =>
        data.coupons.map((coupon) => (
          <tr key={coupon.id}>
            <td>
              <Link to={`/coupons/${coupon.id}`}>{coupon.code}</Link>
              <br />
              <span className={muted}>{coupon.description}</span>
            </td>
            <td>{T.types[coupon.discount_type]}</td>
            <td>
              {coupon.discount_type === 'percent' || coupon.discount_type === 'recurring_percent'
                ? `${coupon.amount} %`
                : `$${coupon.amount}`}
            </td>
            <td>
              {coupon.usage_count}
              {coupon.usage_limit === null ? '' : ` / ${coupon.usage_limit}`}
            </td>
            <td>{coupon.date_expires === null ? T.never : dateTimeLabel(coupon.date_expires)}</td>
          </tr>
        ))
      }
    />
  );
}
