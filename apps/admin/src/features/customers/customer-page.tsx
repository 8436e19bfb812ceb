import { staffCan } from '@maplepack/access';
import { isApiError } from '@maplepack/api-client';
import { type AdminCustomerResponse } from '@maplepack/api-contract';
import { moneyLabel } from '@maplepack/pricing';
import { Button, Loader } from '@maplepack/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { columns, panel, stack, table } from '../../components/admin.css';
import { PageHeading } from '../../components/page-heading';
import { useServices, useSession } from '../../lib/admin-context';
import { useLoad } from '../../lib/use-load';
import { TEXT } from '../../text';
import { dateTimeLabel } from '../orders/order-query';

/**
 * One customer: profile, addresses, orders, subscriptions, mailing-list consent and privacy requests,
 * and the password-reset e-mail. No password and no health answer is ever on this page.
 */
export function CustomerPage() {
  const { client } = useServices();
  const { id = '' } = useParams();
  const customerId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  const [loaded] = useLoad(
    (signal) =>
      customerId === null ? Promise.reject(new Error('bad id')) : client.customer(customerId, { signal }),
    id,
  );
  return (
    <>
      <p>
        <Link to="/customers">{TEXT.customer.back}</Link>
      </p>
      {loaded.state === 'loading' && <Loader />}
      {loaded.state === 'failed' && (
        <>
          <PageHeading>{TEXT.app.notFound}</PageHeading>
          <Alert message={loaded.message} />
        </>
      )}
      {loaded.state === 'loaded' && <CustomerDetails customer={loaded.data} />}
    </>
  );
}

function CustomerDetails({ customer }: { customer: AdminCustomerResponse }) {
  const role = useSession((state) => state.staff?.role);
  const can = (permission: Parameters<typeof staffCan>[1]) =>
    role !== undefined && staffCan(role, permission);
  const name = `${customer.first_name} ${customer.last_name}`.trim() || customer.email;
  return (
    <div className={stack}>
      <PageHeading>{TEXT.customer.title(name)}</PageHeading>
      <div className={columns}>
        <section className={panel} aria-labelledby="profile-heading">
          <h2 id="profile-heading">{TEXT.customer.profile}</h2>
          <dl>
            <dt>{TEXT.customers.name}</dt>
            <dd>{name}</dd>
            <dt>{TEXT.customers.email}</dt>
            <dd>{customer.email}</dd>
            <dt>{TEXT.customers.language}</dt>
            <dd>{TEXT.customers.languages[customer.language]}</dd>
            <dt>{TEXT.customers.created}</dt>
            <dd>{dateTimeLabel(customer.date_created)}</dd>
          </dl>
        </section>
        <AddressPanel id="billing-heading" title={TEXT.customer.billing} address={customer.billing} />
        <AddressPanel id="shipping-heading" title={TEXT.customer.shipping} address={customer.shipping} />
      </div>
      {can('customers.reset-password') && <PasswordReset customerId={customer.id} />}

      <section aria-labelledby="orders-heading">
        <h2 id="orders-heading">{TEXT.customer.orders}</h2>
        {customer.orders.length === 0 ? (
          <p>{TEXT.customer.noOrders}</p>
        ) : (
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">{TEXT.orders.number}</th>
                <th scope="col">{TEXT.orders.date}</th>
                <th scope="col">{TEXT.orders.status}</th>
                <th scope="col">{TEXT.orders.total}</th>
              </tr>
            </thead>
            <tbody>
              {customer.orders.map((order) => (
                <tr key={order.id}>
                  <td>
                    {can('orders.read') ? (
                      <Link to={`/orders/${order.id}`}>#{order.id}</Link>
                    ) : (
                      `#${order.id}`
                    )}
                  </td>
                  <td>{dateTimeLabel(order.date_created)}</td>
                  <td>{TEXT.orders.statuses[order.status]}</td>
                  <td>{moneyLabel(order.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="subscriptions-heading">
        <h2 id="subscriptions-heading">{TEXT.customer.subscriptions}</h2>
        {customer.subscriptions.length === 0 ? (
          <p>{TEXT.customer.noSubscriptions}</p>
        ) : (
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">{TEXT.subscriptions.number}</th>
                <th scope="col">{TEXT.subscriptions.status}</th>
                <th scope="col">{TEXT.subscriptions.nextRenewal}</th>
                <th scope="col">{TEXT.subscriptions.total}</th>
              </tr>
            </thead>
            <tbody>
              {customer.subscriptions.map((plan) => (
                <tr key={plan.id}>
                  <td>
                    {can('subscriptions.read') ? (
                      <Link to={`/subscriptions/${plan.id}`}>#{plan.id}</Link>
                    ) : (
                      `#${plan.id}`
                    )}
                  </td>
                  <td>{TEXT.subscriptions.statuses[plan.status]}</td>
                  <td>{plan.next_payment_date ?? TEXT.subscriptions.noRenewal}</td>
                  <td>{moneyLabel(plan.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="consents-heading">
        <h2 id="consents-heading">{TEXT.customer.consents}</h2>
        <p>
          {TEXT.customer.listStatus}: {customer.mailing_list.status ?? TEXT.customer.notOnList}
        </p>
        {customer.mailing_list.consents.length === 0 ? (
          <p>{TEXT.customer.noConsents}</p>
        ) : (
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">{TEXT.customer.consentWhen}</th>
                <th scope="col">{TEXT.customer.consentKind}</th>
                <th scope="col">{TEXT.customer.consentHow}</th>
                <th scope="col">{TEXT.customer.consentText}</th>
              </tr>
            </thead>
            <tbody>
              {customer.mailing_list.consents.map((consent, index) => (
                <tr key={index}>
                  <td>{dateTimeLabel(consent.given_at)}</td>
                  <td>{TEXT.customer.consentKinds[consent.kind]}</td>
                  <td>{[consent.method, consent.source].filter((part) => part !== '').join(' · ')}</td>
                  <td>{consent.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="privacy-heading">
        <h2 id="privacy-heading">{TEXT.customer.privacy}</h2>
        {customer.privacy_requests.length === 0 ? (
          <p>{TEXT.customer.noPrivacy}</p>
        ) : (
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">{TEXT.customer.kind}</th>
                <th scope="col">{TEXT.customer.state}</th>
                <th scope="col">{TEXT.customer.requested}</th>
                <th scope="col">{TEXT.customer.completed}</th>
              </tr>
            </thead>
            <tbody>
              {customer.privacy_requests.map((request) => (
                <tr key={request.id}>
                  <td>{TEXT.customer.privacyKinds[request.kind]}</td>
                  <td>{TEXT.customer.privacyStates[request.state]}</td>
                  <td>{dateTimeLabel(request.created_at)}</td>
                  <td>{request.completed_at === null ? '' : dateTimeLabel(request.completed_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

function AddressPanel({
  id,
  title,
  address,
}: {
  id: string;
  title: string;
  address: AdminCustomerResponse['billing'];
}) {
  const lines =
    address === null
      ? []
      : [
          `${address.first_name} ${address.last_name}`.trim(),
          address.address_1,
          address.address_2,
          `${address.city} ${address.state} ${address.postcode}`.trim(),
          address.country,
          address.email,
          address.phone,
        ].filter((line) => line !== '');
  return (
    <section className={panel} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <address>
        {lines.length === 0
          ? TEXT.customer.noAddress
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

function PasswordReset({ customerId }: { customerId: number }) {
  const { client } = useServices();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'notice' } | null>(null);
  const send = async () => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ text: await client.sendPasswordReset(customerId), tone: 'notice' });
    } catch (error) {
      setMessage({ text: isApiError(error) ? error.message : TEXT.app.genericError, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={panel} aria-labelledby="reset-heading">
      <div className={stack}>
        <h2 id="reset-heading">{TEXT.customer.reset}</h2>
        <p>{TEXT.customer.resetHint}</p>
        <Alert message={message?.tone === 'error' ? message.text : null} />
        <Alert message={message?.tone === 'notice' ? message.text : null} tone="notice" />
        <Button variant="secondary" loading={busy} onClick={() => void send()}>
          {TEXT.customer.reset}
        </Button>
      </div>
    </section>
  );
}
