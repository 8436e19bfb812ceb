import { type OrderResponse } from '@maplepack/api-contract';
import { VisuallyHidden } from '@maplepack/ui';
import { Pager } from '../../../components/pager';
import { Link } from '../../../components/router-link';
import { moneyLabel } from '@maplepack/pricing';
import { ACCOUNT_WEB_MESSAGES } from '../account-messages';
import { ORDER_STATUS_LABELS, orderDateLabel } from '../order-view';
import { amount, cell, table } from './account.css';

export interface OrdersListProps {
  orders: readonly OrderResponse[];
  page: number;
  totalPages: number;
}

/** The customer's orders, newest first (the API's order), one page at a time. */
export function OrdersList({ orders, page, totalPages }: OrdersListProps) {
  if (orders.length === 0) return <p>{ACCOUNT_WEB_MESSAGES.noOrders}</p>;
  return (
    <>
      <table className={table}>
        <caption>
          <VisuallyHidden>Your orders, newest first</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              Order
            </th>
            <th scope="col" className={cell}>
              Date
            </th>
            <th scope="col" className={cell}>
              Status
            </th>
            <th scope="col" className={amount}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" className={cell}>
                <Link to={`/orders?order=${order.id}`} aria-label={`Order number ${order.id}`}>
                  #{order.id}
                </Link>
              </th>
              <td className={cell}>{orderDateLabel(order.date_paid ?? order.date_created)}</td>
              <td className={cell}>{ORDER_STATUS_LABELS[order.status]}</td>
              <td className={amount}>{moneyLabel(order.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} totalPages={totalPages} />
    </>
  );
}
