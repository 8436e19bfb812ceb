import { useLingui } from '@lingui/react/macro';
import { type OrderResponse } from '@maplepack/api-contract';
import { VisuallyHidden } from '@maplepack/ui';
import { Pager } from '../../../components/pager';
import { Link } from '../../../components/router-link';
import { amountText } from '../../../lib/i18n/amount-text';
import { ACCOUNT_WEB_MESSAGES } from '../account-messages';
import { orderDateLabel, orderStatusLabel } from '../order-view';
import { amount, cell, table } from './account.css';

export interface OrdersListProps {
  orders: readonly OrderResponse[];
  page: number;
  totalPages: number;
}

/** The customer's orders, newest first (the API's order), one page at a time. */
export function OrdersList({ orders, page, totalPages }: OrdersListProps) {
  const { t } = useLingui();
  if (orders.length === 0) return <p>{ACCOUNT_WEB_MESSAGES.noOrders}</p>;
  return (
    <>
      <table className={table}>
        <caption>
          <VisuallyHidden>{t`Your orders, newest first`}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {t`Order`}
            </th>
            <th scope="col" className={cell}>
              {t`Date`}
            </th>
            <th scope="col" className={cell}>
              {t`Status`}
            </th>
            <th scope="col" className={amount}>
              {t`Total`}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const id = order.id;
            return (
              <tr key={id}>
                <th scope="row" className={cell}>
                  <Link to={`/orders?order=${id}`} aria-label={t`Order number ${id}`}>
                    #{id}
                  </Link>
                </th>
                <td className={cell}>{orderDateLabel(order.date_paid ?? order.date_created)}</td>
                <td className={cell}>{orderStatusLabel(order.status)}</td>
                <td className={amount}>{amountText(order.total)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Pager page={page} totalPages={totalPages} />
    </>
  );
}
