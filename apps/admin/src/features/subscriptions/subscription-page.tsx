import { staffCan } from '@maplepack/access';
import { type AdminSubscriptionResponse } from '@maplepack/api-contract';
import { moneyLabel } from '@maplepack/pricing';
import { Link } from 'react-router-dom';
import { columns, muted, panel, stack } from '../../components/admin.css';
import { PageHeading } from '../../components/page-heading';
import { RecordPage } from '../../components/record-page';
import { RecordTable } from '../../components/record-table';
import { useServices, useSession } from '../../lib/admin-context';
import { useRecord } from '../../lib/use-record';
import { TEXT } from '../../text';
import { dateTimeLabel } from '../orders/order-query';
import { StaffActionForm } from './staff-action-form';

/** One subscription: summary, plan with its doses, the card, the history, and acting for the customer. */
export function SubscriptionPage() {
  const { client } = useServices();
  const { recordId, loaded, replace } = useRecord((id, signal) => client.subscription(id, { signal }));
  return (
    <RecordPage
      back={{ to: '/subscriptions', label: TEXT.subscription.back }}
      loaded={loaded}
      failedTitle={recordId === null ? TEXT.app.notFound : TEXT.subscription.title(recordId)}
    >
      {(plan) => <SubscriptionDetails plan={plan} onChange={replace} />}
    </RecordPage>
  );
}

const dose = (meta: readonly { key: string; value: unknown }[], key: 'am_dose' | 'pm_dose') => {
  const value = meta.find((entry) => entry.key === key)?.value;
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '0';
};

function SubscriptionDetails({
  plan,
  onChange,
}: {
  plan: AdminSubscriptionResponse;
  onChange: (plan: AdminSubscriptionResponse) => void;
}) {
  const role = useSession((state) => state.staff?.role);
  const { subscription, customer } = plan;
  return (
    <div className={stack}>
      <PageHeading>{TEXT.subscription.title(subscription.id)}</PageHeading>
      <div className={columns}>
        <section className={panel} aria-labelledby="summary-heading">
          <h2 id="summary-heading">{TEXT.subscription.summary}</h2>
          <dl>
            <dt>{TEXT.subscriptions.status}</dt>
            <dd>{TEXT.subscriptions.statuses[subscription.status]}</dd>
            <dt>{TEXT.subscriptions.customer}</dt>
            <dd>
              {role !== undefined && staffCan(role, 'customers.read') ? (
                <Link to={`/customers/${customer.id}`}>{customer.name || customer.email}</Link>
              ) : (
                customer.name
              )}{' '}
              <span className={muted}>{customer.email}</span>
            </dd>
            <dt>{TEXT.subscription.started}</dt>
            <dd>{subscription.start_date}</dd>
            <dt>{TEXT.subscriptions.nextRenewal}</dt>
            <dd>{subscription.next_payment_date ?? TEXT.subscriptions.noRenewal}</dd>
            {subscription.renewal !== null && (
              <>
                <dt>{TEXT.subscription.renewalTotal}</dt>
                <dd>{moneyLabel(subscription.renewal.total)}</dd>
              </>
            )}
            <dt>{TEXT.subscription.card}</dt>
            <dd>
              {subscription.card === null
                ? TEXT.subscription.noCard
                : `${subscription.card.brand} •••• ${subscription.card.last4}`}
            </dd>
          </dl>
        </section>
        <section className={panel} aria-labelledby="plan-heading">
          <h2 id="plan-heading">{TEXT.subscription.plan}</h2>
          <RecordTable
            columns={[TEXT.subscription.product, TEXT.subscription.morning, TEXT.subscription.evening]}
            rows={subscription.line_items.map((line) => (
              <tr key={line.id}>
                <td>{line.name}</td>
                <td>{dose(line.meta_data, 'am_dose')}</td>
                <td>{dose(line.meta_data, 'pm_dose')}</td>
              </tr>
            ))}
          />
        </section>
      </div>
      {role !== undefined && staffCan(role, 'subscriptions.act') && (
        <StaffActionForm plan={plan} onDone={onChange} />
      )}
      <section aria-labelledby="history-heading">
        <h2 id="history-heading">{TEXT.subscription.history}</h2>
        <RecordTable
          columns={[
            TEXT.subscription.when,
            TEXT.subscription.what,
            TEXT.subscription.by,
            TEXT.subscription.reason,
          ]}
          rows={plan.events.map((event) => (
            <tr key={event.id}>
              <td>{dateTimeLabel(event.date)}</td>
              <td>{event.description}</td>
              <td>
                {event.staff_email ??
                  (event.by === 'customer' ? TEXT.subscription.byCustomer : TEXT.subscription.byShop)}
              </td>
              <td>{event.staff_reason ?? ''}</td>
            </tr>
          ))}
        />
      </section>
    </div>
  );
}
