import { staffCan } from '@maplepack/access';
import { isApiError } from '@maplepack/api-client';
import { type AdminOrderResponse } from '@maplepack/api-contract';
import { moneyLabel } from '@maplepack/pricing';
import { Button, Loader } from '@maplepack/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { columns, muted, panel, stack, table } from '../../components/admin.css';
import { PageHeading } from '../../components/page-heading';
import { useServices, useSession } from '../../lib/admin-context';
import { useLoad } from '../../lib/use-load';
import { TEXT } from '../../text';
import { dateTimeLabel } from './order-query';
import { RefundForm } from './refund-form';
import { ShipmentForm } from './shipment-form';

/** One order as staff need it: lines, totals, addresses, payment, shipment and refunds, and what they may do. */
export function OrderPage() {
  const { client } = useServices();
  const { id = '' } = useParams();
  const orderId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  const [loaded, replace] = useLoad(
    (signal) => (orderId === null ? Promise.reject(new Error('bad id')) : client.order(orderId, { signal })),
    id,
  );
  return (
    <>
      <p>
        <Link to="/orders">{TEXT.order.back}</Link>
      </p>
      {loaded.state === 'loading' && <Loader />}
      {loaded.state === 'failed' && (
        <>
          <PageHeading>{orderId === null ? TEXT.app.notFound : TEXT.order.title(orderId)}</PageHeading>
          <Alert message={loaded.message} />
        </>
      )}
      {loaded.state === 'loaded' && <OrderDetails order={loaded.data} onChange={replace} />}
    </>
  );
}

function OrderDetails({
  order,
  onChange,
}: {
  order: AdminOrderResponse;
  onChange: (order: AdminOrderResponse) => void;
}) {
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
        <Address title={TEXT.order.billing} id="billing-heading" address={order.billing} />
        <Address title={TEXT.order.shippingAddress} id="shipping-heading" address={order.shipping} />
      </div>

      <section aria-labelledby="lines-heading">
        <h2 id="lines-heading">{TEXT.order.lines}</h2>
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">{TEXT.order.product}</th>
              <th scope="col">{TEXT.order.quantity}</th>
              <th scope="col">{TEXT.order.morning}</th>
              <th scope="col">{TEXT.order.evening}</th>
              <th scope="col">{TEXT.order.lineTotal}</th>
            </tr>
          </thead>
          <tbody>
            {order.line_items.map((line) => (
              <tr key={line.id}>
                <td>{line.name}</td>
                <td>{line.quantity}</td>
                <td>{line.meta_data.find((meta) => meta.key === 'am_dose')?.value ?? 0}</td>
                <td>{line.meta_data.find((meta) => meta.key === 'pm_dose')?.value ?? 0}</td>
                <td>{moneyLabel(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
        {order.refunds.length === 0 ? (
          <p>{TEXT.order.noRefunds}</p>
        ) : (
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">{TEXT.orders.date}</th>
                <th scope="col">{TEXT.orders.total}</th>
                <th scope="col">{TEXT.order.reason}</th>
                <th scope="col">{TEXT.order.refundBy}</th>
              </tr>
            </thead>
            <tbody>
              {order.refunds.map((refund) => (
                <tr key={refund.id}>
                  <td>{dateTimeLabel(refund.created_at)}</td>
                  <td>{moneyLabel(refund.amount)}</td>
                  <td>{refund.reason ?? TEXT.audit.nothing}</td>
                  <td>{refund.staff_email ?? TEXT.order.staffUnknown}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {can('orders.refund') && order.refundable !== '0.00' && <RefundForm order={order} onDone={onChange} />}
      {can('orders.resend') && order.date_paid !== null && <ResendConfirmation orderId={order.id} />}
    </div>
  );
}

function cardLabel(card: NonNullable<AdminOrderResponse['payment_card']>): string {
  return `${card.brand} •••• ${card.last4}`;
}

const ADDRESS_LINES: readonly (readonly string[])[] = [
  ['first_name', 'last_name'],
  ['company'],
  ['address_1'],
  ['address_2'],
  ['city', 'state', 'postcode'],
  ['country'],
  ['email'],
  ['phone'],
];

function Address({ title, id, address }: { title: string; id: string; address: Record<string, string> }) {
  const lines = ADDRESS_LINES.map((keys) =>
    keys
      .map((key) => address[key] ?? '')
      .filter((value) => value !== '')
      .join(' '),
  ).filter((line) => line !== '');
  return (
    <section className={panel} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <address>
        {lines.length === 0
          ? TEXT.audit.nothing
          : lines.map((line, index) => (
              <span key={index}>
                {line}
                <br />
              </span>
            ))}
      </address>
    </section>
  );
}

function ResendConfirmation({ orderId }: { orderId: number }) {
  const { client } = useServices();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'notice' } | null>(null);
  const resend = async () => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ text: await client.resendConfirmation(orderId), tone: 'notice' });
    } catch (error) {
      setMessage({ text: isApiError(error) ? error.message : TEXT.app.genericError, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={panel} aria-labelledby="resend-heading">
      <div className={stack}>
        <h2 id="resend-heading">{TEXT.order.resend}</h2>
        <p>{TEXT.order.resendHint}</p>
        <Alert message={message?.tone === 'error' ? message.text : null} />
        <Alert message={message?.tone === 'notice' ? message.text : null} tone="notice" />
        <Button variant="secondary" loading={busy} onClick={() => void resend()}>
          {TEXT.order.resend}
        </Button>
      </div>
    </section>
  );
}
