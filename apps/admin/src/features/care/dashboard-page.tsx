import { moneyLabel } from '@maplepack/pricing';
import { Loader } from '@maplepack/ui';
import { Alert } from '../../components/alert';
import { columns, muted, panel, table } from '../../components/admin.css';
import { LineChart } from '../../components/line-chart';
import { PageHeading } from '../../components/page-heading';
import { RecordTable } from '../../components/record-table';
import { useServices } from '../../lib/admin-context';
import { useLoad } from '../../lib/use-load';
import { CARE_TEXT } from '../../text-care';

const T = CARE_TEXT.dashboard;

export const centsLabel = (cents: number): string => moneyLabel((cents / 100).toFixed(2));
export const rateLabel = (rate: number | null): string =>
  rate === null ? T.noRate : `${(rate * 100).toFixed(1)}%`;

/** Today's orders and renewals, plans by status, and MRR and churn over 12 months (the API's figures). */
export function DashboardPage() {
  const { client } = useServices();
  const [loaded] = useLoad((signal) => client.dashboard({ signal }), 'dashboard');
  if (loaded.state === 'loading') return <Loader />;
  if (loaded.state === 'failed') return <Alert message={loaded.message} />;
  const data = loaded.data;
  const statuses = Object.entries(data.subscriptions_by_status).sort(([a], [b]) => a.localeCompare(b));
  const figures: [string, string][] = [
    [T.ordersToday, String(data.orders_today.count)],
    [T.ordersTotal, centsLabel(data.orders_today.total)],
    [T.renewalsToday, String(data.renewals.due_today)],
    [T.renewalsWeek, String(data.renewals.due_this_week)],
    [T.renewalsFailed, String(data.renewals.failed)],
  ];
  return (
    <>
      <PageHeading>{T.title}</PageHeading>
      <p className={muted}>{T.today(data.today)}</p>
      <dl className={columns}>
        {figures.map(([label, value]) => (
          <div key={label} className={panel}>
            <dt>{label}</dt>
            <dd>
              <strong>{value}</strong>
            </dd>
          </div>
        ))}
      </dl>
      <h2>{T.byStatus}</h2>
      <RecordTable
        columns={[T.status, T.count]}
        rows={statuses.map(([status, count]) => (
          <tr key={status}>
            <td>{status}</td>
            <td>{count}</td>
          </tr>
        ))}
        empty={T.noPlans}
      />
      <h2>{T.mrrTitle}</h2>
      <LineChart
        title={T.mrrTitle}
        points={data.months.map((point) => ({ label: point.month, value: point.mrr }))}
        format={centsLabel}
      />
      <h2>{T.churnTitle}</h2>
      <LineChart
        title={T.churnTitle}
        points={data.months.map((point) => ({ label: point.month, value: point.churn_rate }))}
        format={rateLabel}
      />
      <p className={muted}>{T.churnNote}</p>
      <table className={table}>
        <caption>{T.mrrTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{T.month}</th>
            <th scope="col">{T.mrr}</th>
            <th scope="col">{T.churn}</th>
          </tr>
        </thead>
        <tbody>
          {data.months.map((point) => (
            <tr key={point.month}>
              <td>{point.month}</td>
              <td>{centsLabel(point.mrr)}</td>
              <td>{rateLabel(point.churn_rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
