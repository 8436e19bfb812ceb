import { AUDIT_ACTIONS } from '@maplepack/api-contract';
import { nativeField, pre } from '../../components/admin.css';
import { ListPage } from '../../components/list-page';
import { useServices } from '../../lib/admin-context';
import { draftOf } from '../../lib/list-params';
import { useListQuery } from '../../lib/use-list-query';
import { useLoad } from '../../lib/use-load';
import { TEXT } from '../../text';
import { dateTimeLabel } from '../orders/order-query';
import { AUDIT_FILTERS, auditQueryFrom, changeLines } from './audit-view';

/** The audit log (owner): who did what, when, to what, with the change shown field by field. */
export function AuditPage() {
  const { client } = useServices();
  const list = useListQuery((params) => draftOf(auditQueryFrom(params), AUDIT_FILTERS));
  const query = auditQueryFrom(list.params);
  const [loaded] = useLoad((signal) => client.audit(query, { signal }), list.params.toString());
  return (
    <ListPage
      title={TEXT.audit.title}
      search={{
        submit: TEXT.audit.apply,
        onSubmit: list.apply,
        fields: (
          <>
            <label className={nativeField}>
              {TEXT.audit.staff}
              <input type="search" {...list.field('staff')} />
            </label>
            <label className={nativeField}>
              {TEXT.audit.action}
              <select {...list.field('action')}>
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
              <input type="search" placeholder={TEXT.audit.targetHint} {...list.field('target')} />
            </label>
            <label className={nativeField}>
              {TEXT.audit.from}
              <input type="date" {...list.field('from')} />
            </label>
            <label className={nativeField}>
              {TEXT.audit.to}
              <input type="date" {...list.field('to')} />
            </label>
          </>
        ),
      }}
      loaded={loaded}
      status={(data) => (data.total === 0 ? TEXT.audit.none : TEXT.audit.found(data.total))}
      columns={[
        TEXT.audit.when,
        TEXT.audit.who,
        TEXT.audit.what,
        TEXT.audit.on,
        TEXT.audit.change,
        TEXT.audit.reason,
      ]}
      rows={(data) =>
        data.entries.map((entry) => (
          <tr key={entry.id}>
            <td>{dateTimeLabel(entry.at)}</td>
            <td>{entry.staff_email ?? TEXT.audit.nobody}</td>
            <td>{entry.action}</td>
            <td>
              {entry.target_id === null ? entry.target_type : `${entry.target_type}:${entry.target_id}`}
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
        ))
      }
      pages={{ page: list.page, count: (data) => data.total_pages, goTo: list.goTo }}
    />
  );
}
