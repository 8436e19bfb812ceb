import { staffCan } from '@maplepack/access';
import { type AdminOrderResponse } from '@maplepack/api-contract';
import { moneyLabel } from '@maplepack/pricing';
import { AddressBlock } from '../../components/address-block';
import { columns, muted, panel, stack } from '../../components/admin.css';
import { OneClickAction } from '../../components/one-click-action';
import { PageHeading } from '../../components/page-heading';
import { RecordPage } from '../../components/record-page';
import { RecordTable } from '../../components/record-table';
import { useServices, useSession } from '../../lib/admin-context';
import { useRecord } from '../../lib/use-record';
import { TEXT } from '../../text';
import { dateTimeLabel } from './order-query';
import { RefundForm } from './refund-form';
import { ShipmentForm } from './shipment-form';

/** One order as staff need it: lines, totals, addresses, payment, shipment and refunds, and what they may do. */
export function OrderPage() {
  const { client } = useServices();
  const { recordId, loaded, replace } = useRecord((id, signal) => client.order(id, { signal }));
  return (
    <RecordPage
      back={{ to: '/orders', label: TEXT.order.back }}
      loaded={loaded}
      failedTitle={recordId === null ? TEXT.app.notFound : TEXT.order.title(recordId)}
    >
      {(order) => <OrderDetails order={order} onChange={replace} />}
    </RecordPage>
  );
}

function OrderDetails({
  order,
  onChange,
}: {
  order: AdminOrderResponse;
  onChange: (order: AdminOrderResponse) => void;
}) {
  const { client } = useServices();
  const role = useSession((state) => state.staff?.role);
  const can = (permission: Parameters<typeof staffCan>[1]) =>
    role !== undefined && staffCan(role, permission);
  // The API ships a paid order that is processing or completed (apps/api admin-order-service SHIPPABLE).
  const shippable =
    order.shipment === null &&
    order.date_paid !== null &&
    (order.status === 'processing' || order.status === 'completed');
  return (
    <div className={stack}>
      <PageHeading>{TEXT.order.title(order.id)}</PageHeading>
      <div className={columns}>
        <section className={panel} aria-labelledby="summary-heading">
          <h2 id="summary-heading">{TEXT.order.summary}</h2>
          <dl>
            <dt>{TEXT.orders.status}</dt>
            <dd>{TEXT.orders.statuses[order.status]}</dd>
            <dt>{TEXT.orders.customer}</dt>
            <dd>
              {order.customer.name} <span className={muted}>{order.customer.email}</span>
            </dd>
            <dt>{TEXT.order.placed}</dt>
            <dd>{dateTimeLabel(order.date_created)}</dd>
            <dt>{TEXT.order.paid}</dt>
            <dd>{order.date_paid === null ? TEXT.order.unpaid : dateTimeLabel(order.date_paid)}</dd>
          </dl>
        </section>
        <section className={panel} aria-labelledby="payment-heading">
          <h2 id="payment-heading">{TEXT.order.payment}</h2>
          <dl>
            <dt>{TEXT.order.method}</dt>
            <dd>{order.payment_method || TEXT.audit.nothing}</dd>
            {order.payment_card !== null && (
              <>
                <dt>{TEXT.order.card}</dt>
                <dd>{cardLabel(order.payment_card)}</dd>
              </>
            )}
            <dt>{TEXT.order.transaction}</dt>
            <dd>{order.transaction_id || TEXT.audit.nothing}</dd>
          </dl>
        </section>
        <AddressBlock
          title={TEXT.order.billing}
          id="billing-heading"
          address={order.billing}
          empty={TEXT.audit.nothing}
        />
        <AddressBlock
          title={TEXT.order.shippingAddress}
          id="shipping-heading"
          address={order.shipping}
          empty={TEXT.audit.nothing}
        />
      </div>

      <section aria-labelledby="lines-heading">
        <h2 id="lines-heading">{TEXT.order.lines}</h2>
        <RecordTable
          columns={[
            TEXT.order.product,
            TEXT.order.quantity,
            TEXT.order.morning,
            TEXT.order.evening,
            TEXT.order.lineTotal,
          ]}
          rows={order.line_items.map((line) => (
            <tr key={line.id}>
              <td>{line.name}</td>
              <td>{line.quantity}</td>
              <td>{line.meta_data.find((meta) => meta.key === 'am_dose')?.value ?? 0}</td>
              <td>{line.meta_data.find((meta) => meta.key === 'pm_dose')?.value ?? 0}</td>
              <td>{moneyLabel(line.total)}</td>
            </tr>
          ))}
        />
      </section>

      <section className={panel} aria-labelledby="totals-heading">
        <h2 id="totals-heading">{TEXT.order.totals}</h2>
        <dl>
          <dt>{TEXT.order.subtotal}</dt>
          <dd>{moneyLabel(order.subtotal)}</dd>
          {order.discount_total !== '0.00' && (
            <>
              <dt>{TEXT.order.discount}</dt>
              <dd>-{moneyLabel(order.discount_total)}</dd>
            </>
          )}
          <dt>{TEXT.order.shippingCost}</dt>
          <dd>{moneyLabel(order.shipping_total)}</dd>
          <dt>{TEXT.order.tax}</dt>
          <dd>{moneyLabel(order.total_tax)}</dd>
          <dt>{TEXT.order.total}</dt>
          <dd>
            <strong>{moneyLabel(order.total)}</strong>
          </dd>
          <dt>{TEXT.order.refundable}</dt>
          <dd>{moneyLabel(order.refundable)}</dd>
        </dl>
      </section>

      <section className={panel} aria-labelledby="shipment-heading">
        <h2 id="shipment-heading">{TEXT.order.shipment}</h2>
        {order.shipment === null ? (
          <p>{TEXT.orders.notShipped}</p>
        ) : (
          <dl>
            <dt>{TEXT.order.carrier}</dt>
            <dd>{order.shipment.carrier}</dd>
            <dt>{TEXT.order.trackingNumber}</dt>
            <dd>{order.shipment.tracking_number}</dd>
            <dt>{TEXT.order.shippedAt}</dt>
            <dd>{dateTimeLabel(order.shipment.shipped_at)}</dd>
          </dl>
        )}
      </section>
      {can('orders.ship') && shippable && <ShipmentForm order={order} onDone={onChange} />}

      <section className={panel} aria-labelledby="refunds-heading">
        <h2 id="refunds-heading">{TEXT.order.refunds}</h2>
        <RecordTable
          columns={[TEXT.orders.date, TEXT.orders.total, TEXT.order.reason, TEXT.order.refundBy]}
          rows={order.refunds.map((refund) => (
            <tr key={refund.id}>
              <td>{dateTimeLabel(refund.created_at)}</td>
              <td>{moneyLabel(refund.amount)}</td>
              <td>{refund.reason ?? TEXT.audit.nothing}</td>
              <td>{refund.staff_email ?? TEXT.order.staffUnknown}</td>
            </tr>
          ))}
          empty={TEXT.order.noRefunds}
        />
      </section>
      {can('orders.refund') && order.refundable !== '0.00' && <RefundForm order={order} onDone={onChange} />}
      {can('orders.resend') && order.date_paid !== null && (
        <OneClickAction
          id="resend-heading"
          title={TEXT.order.resend}
          hint={TEXT.order.resendHint}
          run={() => client.resendConfirmation(order.id)}
        />
      )}
    </div>
  );
}

function cardLabel(card: NonNullable<AdminOrderResponse['payment_card']>): string {
  return `${card.brand} •••• ${card.last4}`;
}
