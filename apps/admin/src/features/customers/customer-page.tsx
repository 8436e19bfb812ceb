import { staffCan } from '@maplepack/access';
import { type AdminCustomerResponse } from '@maplepack/api-contract';
import { moneyLabel } from '@maplepack/pricing';
import { Link } from 'react-router-dom';
import { AddressBlock } from '../../components/address-block';
import { columns, panel, stack } from '../../components/admin.css';
import { OneClickAction } from '../../components/one-click-action';
import { PageHeading } from '../../components/page-heading';
import { RecordPage } from '../../components/record-page';
import { RecordTable } from '../../components/record-table';
import { useServices, useSession } from '../../lib/admin-context';
import { useRecord } from '../../lib/use-record';
import { TEXT } from '../../text';
import { dateTimeLabel } from '../orders/order-query';

/**
 * One customer: profile, addresses, orders, subscriptions, mailing-list consent and privacy requests,
 * and the password-reset e-mail. No password and no health answer is ever on this page.
 */
export function CustomerPage() {
  const { client } = useServices();
  const { loaded } = useRecord((id, signal) => client.customer(id, { signal }));
  return (
    <RecordPage
      back={{ to: '/customers', label: TEXT.customer.back }}
      loaded={loaded}
      failedTitle={TEXT.app.notFound}
    >
      {(customer) => <CustomerDetails customer={customer} />}
    </RecordPage>
  );
}

function CustomerDetails({ customer }: { customer: AdminCustomerResponse }) {
  const { client } = useServices();
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
        <AddressBlock
          id="billing-heading"
          title={TEXT.customer.billing}
          address={customer.billing}
          empty={TEXT.customer.noAddress}
        />
        <AddressBlock
          id="shipping-heading"
          title={TEXT.customer.shipping}
          address={customer.shipping}
          empty={TEXT.customer.noAddress}
        />
      </div>
      {can('customers.reset-password') && (
        <OneClickAction
          id="reset-heading"
          title={TEXT.customer.reset}
          hint={TEXT.customer.resetHint}
          run={() => client.sendPasswordReset(customer.id)}
        />
      )}

      <section aria-labelledby="orders-heading">
        <h2 id="orders-heading">{TEXT.customer.orders}</h2>
        <RecordTable
          columns={[TEXT.orders.number, TEXT.orders.date, TEXT.orders.status, TEXT.orders.total]}
          rows={customer.orders.map((order) => (
            <tr key={order.id}>
              <td>
                {can('orders.read') ? <Link to={`/orders/${order.id}`}>#{order.id}</Link> : `#${order.id}`}
              </td>
              <td>{dateTimeLabel(order.date_created)}</td>
              <td>{TEXT.orders.statuses[order.status]}</td>
              <td>{moneyLabel(order.total)}</td>
            </tr>
          ))}
          empty={TEXT.customer.noOrders}
        />
      </section>

      <section aria-labelledby="subscriptions-heading">
        <h2 id="subscriptions-heading">{TEXT.customer.subscriptions}</h2>
        <RecordTable
          columns={[
            TEXT.subscriptions.number,
            TEXT.subscriptions.status,
            TEXT.subscriptions.nextRenewal,
            TEXT.subscriptions.total,
          ]}
          rows={customer.subscriptions.map((plan) => (
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
          empty={TEXT.customer.noSubscriptions}
        />
      </section>

      <section aria-labelledby="consents-heading">
        <h2 id="consents-heading">{TEXT.customer.consents}</h2>
        <p>
          {TEXT.customer.listStatus}: {customer.mailing_list.status ?? TEXT.customer.notOnList}
        </p>
        <RecordTable
          columns={[
            TEXT.customer.consentWhen,
            TEXT.customer.consentKind,
            TEXT.customer.consentHow,
            TEXT.customer.consentText,
          ]}
          rows={customer.mailing_list.consents.map((consent, index) => (
            <tr key={index}>
              <td>{dateTimeLabel(consent.given_at)}</td>
              <td>{TEXT.customer.consentKinds[consent.kind]}</td>
              <td>{[consent.method, consent.source].filter((part) => part !== '').join(' · ')}</td>
              <td>{consent.text}</td>
            </tr>
          ))}
          empty={TEXT.customer.noConsents}
        />
      </section>

      <section aria-labelledby="privacy-heading">
        <h2 id="privacy-heading">{TEXT.customer.privacy}</h2>
        <RecordTable
          columns={[
            TEXT.customer.kind,
            TEXT.customer.state,
            TEXT.customer.requested,
            TEXT.customer.completed,
          ]}
          rows={customer.privacy_requests.map((request) => (
            <tr key={request.id}>
              <td>{TEXT.customer.privacyKinds[request.kind]}</td>
              <td>{TEXT.customer.privacyStates[request.state]}</td>
              <td>{dateTimeLabel(request.created_at)}</td>
              <td>{request.completed_at === null ? '' : dateTimeLabel(request.completed_at)}</td>
            </tr>
          ))}
          empty={TEXT.customer.noPrivacy}
        />
      </section>
    </div>
  );
}
