import { DISCOUNT_TYPES } from '@maplepack/pricing';
import { Button, Loader } from '@maplepack/ui';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { filters, muted, nativeField, table } from '../../components/admin.css';
import { PageHeading } from '../../components/page-heading';
import { useServices } from '../../lib/admin-context';
import { useLoad } from '../../lib/use-load';
import { dateTimeLabel } from '../orders/order-query';
import { CATALOGUE_TEXT } from './catalogue-text';

const T = CATALOGUE_TEXT.coupons;

/** The coupons: search and type in the address bar; a link to make a new one. */
export function CouponListPage() {
  const { client } = useServices();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const type = searchParams.get('discount_type') ?? '';
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
    searchParams.toString(),
  );
  const [draft, setDraft] = useState({ search, discount_type: type });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries(draft)) if (value.trim() !== '') next.set(name, value.trim());
    setSearchParams(next);
  };
  return (
    <>
      <PageHeading>{T.title}</PageHeading>
      <p>
        <Link to="/coupons/new">{T.newCoupon}</Link>
      </p>
      <form role="search" className={filters} onSubmit={apply}>
        <label className={nativeField}>
          {T.search}
          <input
            type="search"
            placeholder={T.searchHint}
            value={draft.search}
            onChange={(event) => setDraft({ ...draft, search: event.target.value })}
          />
        </label>
        <label className={nativeField}>
          {T.type}
          <select
            value={draft.discount_type}
            onChange={(event) => setDraft({ ...draft, discount_type: event.target.value })}
          >
            <option value="">{T.anyType}</option>
            {DISCOUNT_TYPES.map((value) => (
              <option key={value} value={value}>
                {T.types[value]}
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
          {loaded.data.coupons.length > 0 && (
            <table className={table}>
              <thead>
                <tr>
                  <th scope="col">{T.code}</th>
                  <th scope="col">{T.type}</th>
                  <th scope="col">{T.amount}</th>
                  <th scope="col">{T.used}</th>
                  <th scope="col">{T.expires}</th>
                </tr>
              </thead>
              <tbody>
                {loaded.data.coupons.map((coupon) => (
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
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </>
  );
}
