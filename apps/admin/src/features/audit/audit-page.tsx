import { AUDIT_ACTIONS } from '@maplepack/api-contract';
import { Button, Loader } from '@maplepack/ui';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { filters, nativeField, pre, row, table } from '../../components/admin.css';
import { PageHeading } from '../../components/page-heading';
import { useServices } from '../../lib/admin-context';
import { useLoad } from '../../lib/use-load';
import { TEXT } from '../../text';
import { dateTimeLabel } from '../orders/order-query';
import { auditQueryFrom, changeLines, type AuditFilters } from './audit-view';

/** The audit log (owner): who did what, when, to what, with the change shown field by field. */
export function AuditPage() {
  const { client } = useServices();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = auditQueryFrom(searchParams);
  const [loaded] = useLoad((signal) => client.audit(query, { signal }), searchParams.toString());
  const [draft, setDraft] = useState<AuditFilters>({
    staff: query.staff ?? '',
    action: query.action ?? '',
    target: query.target ?? '',
    from: query.from ?? '',
    to: query.to ?? '',
  });
  const field = (name: keyof AuditFilters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries(draft)) if (value.trim() !== '') next.set(name, value.trim());
    setSearchParams(next);
  };
  const page = Number(query.page ?? '1');
  const goTo = (target: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('page', String(target));
    setSearchParams(next);
  };
  return (
    <>
      <PageHeading>{TEXT.audit.title}</PageHeading>
      <form role="search" className={filters} onSubmit={apply}>
        <label className={nativeField}>
          {TEXT.audit.staff}
          <input type="search" {...field('staff')} />
        </label>
        <label className={nativeField}>
          {TEXT.audit.action}
          <select {...field('action')}>
            <option value="">{TEXT.audit.anyAction}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </label>
        <label className={nativeField}>
          {TEXT.audit.target}
          <input type="search" placeholder={TEXT.audit.targetHint} {...field('target')} />
        </label>
        <label className={nativeField}>
          {TEXT.audit.from}
          <input type="date" {...field('from')} />
        </label>
        <label className={nativeField}>
          {TEXT.audit.to}
          <input type="date" {...field('to')} />
        </label>
        <Button type="submit">{TEXT.audit.apply}</Button>
      </form>
      {loaded.state === 'loading' && <Loader />}
      {loaded.state === 'failed' && <Alert message={loaded.message} />}
      {loaded.state === 'loaded' && (
        <>
          <p role="status">
            {loaded.data.total === 0 ? TEXT.audit.none : TEXT.audit.found(loaded.data.total)}
          </p>
          {loaded.data.entries.length > 0 && (
            <table className={table}>
              <thead>
                <tr>
                  <th scope="col">{TEXT.audit.when}</th>
                  <th scope="col">{TEXT.audit.who}</th>
                  <th scope="col">{TEXT.audit.what}</th>
                  <th scope="col">{TEXT.audit.on}</th>
                  <th scope="col">{TEXT.audit.change}</th>
                  <th scope="col">{TEXT.audit.reason}</th>
                </tr>
              </thead>
              <tbody>
                {loaded.data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{dateTimeLabel(entry.at)}</td>
                    <td>{entry.staff_email ?? TEXT.audit.nobody}</td>
                    <td>{entry.action}</td>
                    <td>
                      {entry.target_id === null
                        ? entry.target_type
                        : `${entry.target_type}:${entry.target_id}`}
                    </td>
                    <td>
                      <ul className={pre}>
                        {changeLines(entry.before, entry.after).map((line) => (
                          <li key={line.field}>
                            {line.field}: {line.before} → {line.after}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td>{entry.reason ?? TEXT.audit.nothing}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {loaded.data.total_pages > 1 && (
            <nav aria-label={TEXT.orders.pagination} className={row}>
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {TEXT.orders.previous}
              </Button>
              <span>{TEXT.orders.pageOf(page, loaded.data.total_pages)}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= loaded.data.total_pages}
                onClick={() => goTo(page + 1)}
              >
                {TEXT.orders.next}
              </Button>
            </nav>
          )}
        </>
      )}
    </>
  );
}
